// /templates (spec part 1 sections 2.5, 4 "Template selection", 8): the template gallery. Category tab, grid/list
// view and the open details dialog live in the query string, so the page also works without JavaScript. The
// catalogue is bundled (no artificial delay: the page is rendered on the server with it).
import { byIntent, submitOrFailure } from "~/lib/client-action";
import { PageMain } from "~/components/ui/page-hero";
import { ArrowRight, Check, LayoutGrid, List, PanelsTopLeft, Rocket, Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { SELECT_FETCHER_KEY, type SelectionState } from "~/components/templates/select-template-form";
import { TemplateCard, type GalleryView } from "~/components/templates/template-card";
import { TemplateDetailsDialog } from "~/components/templates/template-details-dialog";
import { useActionResult } from "~/components/ui/use-action-result";
import { buttonClass } from "~/components/ui/button";
import { LoadFailure, RouteError } from "~/components/ui/route-error";
import { findTemplate, isTemplateId, TEMPLATE_MESSAGES, TEMPLATE_TABS, TEMPLATES, type TemplateId } from "~/schemas/portfolio-catalogue";
import type { Route } from "./+types/templates";
import { PROCEED_FAILED, PROCEED_INTENT } from "~/schemas/portfolio-actions";
import { proceedAction, samePage, selectTemplateAction, templatesLoader } from "./templates.server";
import { MissingProfileParts } from "~/components/portfolio/missing-profile-parts";
import type { MissingPart } from "~/schemas/profile-gate";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = () =>
  pageMeta("Templates", "Pick one of five professionally designed templates for your public portfolio and preview any of them first.");

export const loader = ({ request, context }: Route.LoaderArgs) => templatesLoader(request, context);

export async function action({ request, context }: Route.ActionArgs) {
  if ((await request.clone().formData()).get("intent") === PROCEED_INTENT) return proceedAction(request, context);
  const back = samePage(request);
  return selectTemplateAction(request, context, {
    successMessage: TEMPLATE_MESSAGES.selectedGallery,
    failureMessage: TEMPLATE_MESSAGES.saveFailed,
    onSuccess: () => back,
    onFailure: back,
  });
}

/** A save that never reached the action or broke on the way answers like a refused one (the selection reverts). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitOrFailure(request, serverAction, byIntent({ [PROCEED_INTENT]: PROCEED_FAILED }, TEMPLATE_MESSAGES.saveFailed));
}

/** Switching tab or view, or opening the details, only changes the query string: no need to reload the data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return false;
}

type TabKey = (typeof TEMPLATE_TABS)[number]["key"];

function readView(search: URLSearchParams) {
  const tab = TEMPLATE_TABS.find((t) => t.key === search.get("tab")) ?? TEMPLATE_TABS[0];
  const view: GalleryView = search.get("view") === "list" ? "list" : "grid";
  const details = search.get("details");
  const selected = search.get("selected");
  return {
    tab,
    view,
    details: isTemplateId(details) ? details : null,
    highlighted: isTemplateId(selected) ? selected : null,
  };
}

/** The gallery URL with some query parameters changed (null removes one). */
function galleryHref(search: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `/templates?${query}` : "/templates";
}

function inTab(tab: (typeof TEMPLATE_TABS)[number], category: string): boolean {
  return tab.categories === null || (tab.categories as readonly string[]).includes(category);
}

export default function TemplatesPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.loadFailure !== null) return <LoadFailure message={loaderData.loadFailure} />;
  return <Gallery saved={loaderData.selectedTemplate} profileGate={loaderData.profileGate} missing={loaderData.missing} />;
}

function Gallery({ saved, profileGate, missing }: { saved: TemplateId | null; profileGate: string | null; missing: MissingPart[] }) {
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const { tab, view, details, highlighted } = readView(search);

  // Optimistic selection (spec part 1 section 4): the chosen card looks selected while it is saved; a failure
  // leaves the last saved selection in place.
  const fetcher = useFetcher<typeof clientAction>({ key: SELECT_FETCHER_KEY });
  const pendingValue = fetcher.formData?.get("selectedTemplate");
  const pending = fetcher.state !== "idle" && isTemplateId(pendingValue) && pendingValue !== saved ? pendingValue : null;
  const stateOf = (id: TemplateId): SelectionState => (pending === id ? "pending" : !pending && saved === id ? "saved" : "idle");

  // The answer's toast: saved, refused or not sent (the optimistic choice has already reverted by then).
  useActionResult(fetcher.data);

  // Back from the preview with ?selected={id}: bring that card into view.
  const highlightedCard = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever another card is highlighted (the ref itself does not change).
  useEffect(() => {
    highlightedCard.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [highlighted]);

  const visible = TEMPLATES.filter((t) => inTab(tab, t.category));
  const formAction = galleryHref(search, { details: null });
  const detailsTemplate = details ? findTemplate(details) : undefined;
  const savedTemplate = saved ? findTemplate(saved) : undefined;

  return (
    <>
      <PageMain
        glow="h-96 bg-[radial-gradient(55%_100%_at_15%_0%,rgba(99,102,241,0.14),transparent),radial-gradient(45%_80%_at_90%_0%,rgba(217,70,239,0.10),transparent)]"
        className="max-w-7xl py-10 sm:py-14"
      >
        <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-indigo-700 shadow-sm ring-1 ring-indigo-100">
              <PanelsTopLeft className="size-4" aria-hidden="true" />
              Portfolio Templates
            </p>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
              Choose Your{" "}
              <span className="bg-gradient-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent">
                Perfect Template
              </span>
            </h1>
            <p className="mt-4 text-base leading-7 text-slate-600 sm:text-lg">
              Five professionally designed, fully responsive templates. Preview any of them with real content, then select the one that
              tells your story best. You can change it at any time.
            </p>
          </div>
          <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
            <span
              className={`grid size-10 place-items-center rounded-xl ${savedTemplate ? "bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100" : "bg-slate-100 text-slate-500"}`}
            >
              {savedTemplate ? <Check className="size-5" aria-hidden="true" /> : <PanelsTopLeft className="size-5" aria-hidden="true" />}
            </span>
            <div>
              <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Your template</p>
              <p className="font-semibold text-slate-900">{savedTemplate ? savedTemplate.name : "None selected yet"}</p>
            </div>
          </div>
        </header>

        <div className="mt-10 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
          <nav aria-label="Template categories" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
            <ul className="flex w-max gap-1 rounded-2xl border border-slate-200 bg-white p-1 shadow-sm">
              {TEMPLATE_TABS.map((t) => {
                const active = t.key === tab.key;
                const count = TEMPLATES.filter((template) => inTab(t, template.category)).length;
                return (
                  <li key={t.key}>
                    <Link
                      to={galleryHref(search, { tab: t.key === "all" ? null : (t.key as TabKey), details: null, selected: null })}
                      replace
                      preventScrollReset
                      aria-current={active ? "page" : undefined}
                      className={`flex items-center gap-2 whitespace-nowrap rounded-xl px-3.5 py-2 text-sm font-semibold transition ${
                        active ? "bg-indigo-600 text-white shadow-sm" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                      }`}
                    >
                      {t.label}
                      <span
                        aria-hidden="true"
                        className={`rounded-full px-1.5 text-xs ${active ? "bg-white/20 text-white" : "bg-slate-100 text-slate-600"}`}
                      >
                        {count}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>

          {/* biome-ignore lint/a11y/useSemanticElements: a group of links (the view is in the URL), not form controls for a fieldset. */}
          <div
            role="group"
            aria-label="Layout"
            className="flex self-start rounded-xl border border-slate-200 bg-white p-1 shadow-sm md:self-auto"
          >
            {(
              [
                { key: "grid", label: "Grid view", Icon: LayoutGrid },
                { key: "list", label: "List view", Icon: List },
              ] as const
            ).map(({ key, label, Icon }) => {
              const active = view === key;
              return (
                <Link
                  key={key}
                  to={galleryHref(search, { view: key === "grid" ? null : key })}
                  replace
                  preventScrollReset
                  aria-label={label}
                  aria-current={active ? "true" : undefined}
                  className={`flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold transition ${
                    active ? "bg-slate-900 text-white" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                  }`}
                >
                  <Icon className="size-4" />
                  <span className="hidden sm:inline" aria-hidden="true">
                    {key === "grid" ? "Grid" : "List"}
                  </span>
                </Link>
              );
            })}
          </div>
        </div>

        <section aria-labelledby="gallery-title" className="mt-6">
          <h2 id="gallery-title" className="sr-only">
            {tab.label}
          </h2>
          {visible.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
              <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-slate-100 text-slate-500">
                <Search className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">No templates found</h3>
              <p className="mt-1 text-sm text-slate-600">There are no templates in this category yet.</p>
              <Link to={galleryHref(search, { tab: null })} className={buttonClass("secondary", "sm", "mt-6")}>
                View all templates
              </Link>
            </div>
          ) : (
            <ul className={view === "grid" ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-3" : "grid gap-5"}>
              {visible.map((template) => (
                <li key={template.templateId} className="flex">
                  <TemplateCard
                    ref={highlighted === template.templateId ? highlightedCard : undefined}
                    template={template}
                    view={view}
                    state={stateOf(template.templateId)}
                    highlighted={highlighted === template.templateId}
                    detailsHref={galleryHref(search, { details: template.templateId })}
                    formAction={formAction}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>

        <ReadyBanner saved={Boolean(savedTemplate)} profileGate={profileGate} missing={missing} />
      </PageMain>

      {detailsTemplate ? (
        <TemplateDetailsDialog
          template={detailsTemplate}
          state={stateOf(detailsTemplate.templateId)}
          closeHref={galleryHref(search, { details: null })}
          formAction={formAction}
        />
      ) : null}
    </>
  );
}

/** Posts 'proceed' (the action redirects to /portfolio); with no answer the gallery stays, with the spec's message. */
function BuildButton() {
  const fetcher = useFetcher<typeof clientAction>();
  useActionResult(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <button type="submit" name="intent" value={PROCEED_INTENT} disabled={busy} className={buttonClass("inverse", "lg")}>
        Build My Portfolio
        <ArrowRight className="size-5" aria-hidden="true" />
      </button>
    </fetcher.Form>
  );
}

function ReadyBanner({ saved, profileGate, missing }: { saved: boolean; profileGate: string | null; missing: MissingPart[] }) {
  return (
    <section
      aria-labelledby="ready-title"
      className="relative mt-14 overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 px-6 py-10 text-white shadow-xl shadow-indigo-600/20 sm:px-10"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -right-16 -top-20 size-72 rounded-full bg-white/10 blur-2xl" />
      <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 place-items-center rounded-2xl bg-white/15 ring-1 ring-white/25 sm:grid">
            <Rocket className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 id="ready-title" className="text-2xl font-bold tracking-tight">
              Ready to Build Your Portfolio!
            </h2>
            <p className="mt-2 max-w-xl text-indigo-50">
              {saved
                ? "Your template is saved. Add your details and publish your portfolio in minutes."
                : "Select a template above, then add your details and publish your portfolio in minutes."}
            </p>
            {saved && profileGate ? (
              <MissingProfileParts missing={missing} id="gallery-missing-parts" tone="inverse" className="mt-4" />
            ) : null}
          </div>
        </div>
        {saved && profileGate ? (
          // The profile's 60% rule holds here too (profileGate in app/schemas/profile.ts).
          <div className="flex flex-col items-start gap-3 md:items-end">
            <p role="status" className="max-w-sm text-sm font-medium text-white md:text-right">
              {profileGate}
            </p>
            <Link to="/profile" className={buttonClass("inverse", "lg")}>
              Complete Your Profile
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
          </div>
        ) : saved ? (
          <BuildButton />
        ) : (
          <button type="button" disabled className={buttonClass("inverse", "lg", "disabled:opacity-80")}>
            Select a Template to Continue
          </button>
        )}
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
