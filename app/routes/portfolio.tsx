// /portfolio (spec part 1 sections 2.7, 4, 8 and 9): the signed-in user's deployment page. The loader gives
// the deployment status and a page of the contact messages visitors sent (the Messages section, issue 16); Deploy runs through a fetcher with the animated progress (plain form post without
// JavaScript), Redeploy and Unpublish are form posts that come back with a flash toast.
import { PageHero, PageMain } from "~/components/ui/page-hero";
import { Briefcase, RefreshCw, TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, useLocation, useNavigation, useRevalidator, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/portfolio";
import { Chips, DeploymentDetails, Shortcuts, StatCards, UrlCard } from "~/components/portfolio/cards";
import { MessagesCard } from "~/components/portfolio/messages";
import { SearchIndexingCard } from "~/components/portfolio/search-indexing";
import type { PageStatus } from "~/components/portfolio/model";
import { StatusBadge, StatusPanel } from "~/components/portfolio/status-panel";
import { lazyComponent, usePreloadOnFirstInteraction } from "~/components/ui/lazy";
import { useDeployFlow } from "~/components/portfolio/use-deploy-flow";
import { useIntentPending } from "~/components/ui/use-intent-pending";
import { Spinner } from "~/components/ui/button";
import { useActionResult } from "~/components/ui/use-action-result";
import { byIntent, submitOrFailure } from "~/lib/client-action";
import { DEPLOY_FALLBACKS, LOAD_FAILED } from "~/schemas/portfolio-actions";
import { buttonClass } from "~/components/ui/button";
import { portfolioAction, portfolioLoader } from "./portfolio.server";
import { LINK_FAILURES } from "~/schemas/analytics-rules";
import { AnalyticsCard, TrackedLinksCard } from "~/components/portfolio/analytics";
import { AnalyticsBody } from "~/components/portfolio/analytics-chart";
import { renderToStaticMarkup } from "react-dom/server";
import { pageMeta } from "~/lib/page-meta";

// The confirmation loads on the first interaction with the page, or when it opens (?dialog=unpublish).
const UnpublishDialog = lazyComponent(() => import("~/components/portfolio/unpublish-dialog").then((m) => m.UnpublishDialog));

export const meta: Route.MetaFunction = () =>
  pageMeta("Portfolio", "Publish your portfolio at your personal address and manage your deployment from here.");

/**
 * The views chart is drawn here to static markup (components/portfolio/analytics-chart.tsx): a loader runs only on
 * the server, so the chart's code never ships to the browser (the page stays under its JavaScript budget, ADR 0010).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { analytics, ...page } = await portfolioLoader(request, context);
  return { ...page, analyticsHtml: analytics ? renderToStaticMarkup(<AnalyticsBody analytics={analytics} />) : null };
}

export const action = ({ request, context }: Route.ActionArgs) => portfolioAction(request, context);

/**
 * A request that never produced an answer from the action (offline, a timeout, a 5xx from a proxy) becomes the
 * intent's fallback message instead of an error page (spec part 1 section 8).
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitOrFailure(request, serverAction, byIntent({ ...DEPLOY_FALLBACKS, ...LINK_FAILURES }, DEPLOY_FALLBACKS.deploy));
}

/** The deploy fetcher reloads the page data by itself, 2 s after the progress reaches 100. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "deploy") return false;
  return defaultShouldRevalidate;
}

const PORTFOLIO_GLOW =
  "h-80 bg-[radial-gradient(60%_100%_at_20%_0%,rgba(99,102,241,0.14),transparent),radial-gradient(50%_80%_at_90%_0%,rgba(147,51,234,0.12),transparent)]";

function Hero({ description, badge, children }: { description: string; badge?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <PageHero eyebrow="Manage Portfolio" title="Your Portfolio" description={description} Icon={Briefcase} badge={badge}>
      {children}
    </PageHero>
  );
}

const DESCRIPTIONS: Record<Exclude<PageStatus, "checking">, string> = {
  deployed: "Your portfolio is online. Share your link, redeploy after changes, or take it offline.",
  "deployed-now": "Your portfolio is online. Share your link with recruiters and your network.",
  deploying: "Sit tight while we publish your portfolio.",
  ready: "Everything is in place. Publish your portfolio at your personal address in one click.",
  "profile-and-template-required": "Complete your profile and choose a template to publish your portfolio.",
  "profile-required": "Complete your profile to publish your portfolio.",
  "template-required": "Choose a template to publish your portfolio.",
  error: "Something went wrong while publishing. Your public page did not change.",
};

export default function PortfolioPage({ loaderData, actionData }: Route.ComponentProps) {
  const { info, missing, messages, analyticsHtml, links, stats } = loaderData;
  const flow = useDeployFlow();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const location = useLocation();
  const redeploying = useIntentPending("redeploy");
  usePreloadOnFirstInteraction(UnpublishDialog);
  const unpublishing = useIntentPending("unpublish");

  // Failures of the plain form posts (deploy without JavaScript, redeploy, unpublish) come back as action data.
  useActionResult(actionData);
  const failed = actionData?.status === "error" ? actionData : null;

  // Paging the messages (?messages=) is not a check of the deployment.
  const pagingMessages = (search: string) => new URLSearchParams(search).has("messages");
  const checking =
    revalidator.state === "loading" ||
    (navigation.state === "loading" &&
      navigation.location.pathname === "/portfolio" &&
      !navigation.formData &&
      !pagingMessages(navigation.location.search) &&
      !pagingMessages(location.search));

  let status: Exclude<PageStatus, "checking">;
  let error: string | null = null;
  if (flow.phase === "deploying") status = "deploying";
  else if (flow.phase === "deployed") status = "deployed-now";
  else if (flow.phase === "failed") [status, error] = ["error", flow.error];
  else if (failed?.intent === "deploy" && info.status === "ready") [status, error] = ["error", failed.message];
  else status = info.status;

  const dialogOpen = new URLSearchParams(location.search).get("dialog") === "unpublish" && info.status === "deployed";
  const live = status === "deployed";

  return (
    <>
      <PageMain glow={PORTFOLIO_GLOW} className="max-w-6xl py-8 sm:py-12">
        <Hero description={DESCRIPTIONS[status]} badge={<StatusBadge status={status} checking={checking} />}>
          <Chips info={info} />
        </Hero>

        <div className="mt-8 space-y-6 lg:mt-10 lg:space-y-8">
          <StatusPanel status={status} info={info} missing={missing} flow={flow} error={error} redeploying={redeploying} />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:gap-8">
            <div className="min-w-0 space-y-6">
              {live && stats ? <StatCards stats={stats} /> : null}
              <UrlCard info={info} />
              {info.portfolioDeployed ? <AnalyticsCard html={analyticsHtml} /> : null}
              <TrackedLinksCard links={links} live={info.portfolioDeployed} />
              <MessagesCard page={messages} />
            </div>
            <aside className="space-y-6" aria-label="Shortcuts and deployment history">
              <Shortcuts info={info} />
              <DeploymentDetails info={info} />
              {info.deployCount > 0 ? <SearchIndexingCard enabled={info.searchIndexing} /> : null}
            </aside>
          </div>
        </div>
      </PageMain>
      {/* Outside <main>'s stacking context, so the backdrop also covers the sticky top navigation. */}
      {dialogOpen ? (
        <UnpublishDialog url={info.portfolioUrl} busy={unpublishing} error={failed?.intent === "unpublish" ? failed.message : null} />
      ) : null}
    </>
  );
}

/** The 'error' status of a failed load (spec part 1 section 4): the message and Try Again, which reloads the data. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const message = isRouteErrorResponse(error) && typeof error.data === "string" && error.data ? error.data : LOAD_FAILED;
  const reloading = revalidator.state === "loading";

  return (
    <PageMain glow={PORTFOLIO_GLOW} className="max-w-6xl py-8 sm:py-12">
      <Hero description="Publish your portfolio at your personal address and manage your deployment from here." />
      <section
        aria-labelledby="load-error-title"
        className="mt-8 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:mt-10"
      >
        <div aria-hidden="true" className="h-1.5 bg-gradient-to-r from-rose-500 via-rose-400 to-orange-400" />
        <div className="flex flex-col items-start gap-4 p-5 sm:p-7">
          <span className="grid size-12 place-items-center rounded-2xl bg-rose-50 text-rose-600 ring-1 ring-rose-100">
            <TriangleAlert className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 id="load-error-title" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
              We couldn&rsquo;t check your deployment
            </h2>
            <p role="alert" className="mt-2 text-[15px] leading-7 text-slate-600">
              {message}
            </p>
          </div>
          <a
            href="/portfolio"
            onClick={(event) => {
              event.preventDefault();
              void revalidator.revalidate();
            }}
            aria-disabled={reloading || undefined}
            className={buttonClass("primary", "md", "mt-2")}
          >
            {reloading ? <Spinner /> : <RefreshCw className="size-4" aria-hidden="true" />}
            Try Again
          </a>
        </div>
      </section>
    </PageMain>
  );
}
