// The deployment page's status panel (spec part 1 sections 2.7 and 4): one heading, explanation and call to
// action per status, the setup checklist before the first deploy, and the deploy progress with its steps.
import { Check, CloudOff, ExternalLink, Globe, type LucideIcon, PanelsTopLeft, RefreshCw, Rocket, TriangleAlert, User } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Spinner } from "~/components/ui/button";
import { buttonClass } from "~/components/ui/button";
import type { DeploymentInfo } from "~/server/portfolio/portfolio.server";
import { DeployProgress } from "./deploy-progress";
import type { PageStatus } from "./model";
import type { DeployFlow } from "./use-deploy-flow";
import { LivePreview, SetupChecklist } from "./status-asides";
import { MissingProfileParts } from "./missing-profile-parts";
import type { MissingPart } from "~/schemas/profile-gate";
import { COMPLETION_THRESHOLD } from "~/schemas/profile-rules";

type Tone = "emerald" | "indigo" | "amber" | "rose";

const TONES: Record<Tone, { band: string; tile: string; badge: string; dot: string }> = {
  emerald: {
    band: "from-emerald-400 via-teal-400 to-cyan-400",
    tile: "bg-emerald-50 text-emerald-600 ring-emerald-100",
    badge: "border-emerald-200 bg-emerald-50 text-emerald-800",
    dot: "bg-emerald-500",
  },
  indigo: {
    band: "from-indigo-500 via-violet-500 to-fuchsia-500",
    tile: "bg-indigo-50 text-indigo-600 ring-indigo-100",
    badge: "border-indigo-200 bg-indigo-50 text-indigo-800",
    dot: "bg-indigo-500",
  },
  amber: {
    band: "from-amber-400 via-orange-400 to-rose-400",
    tile: "bg-amber-50 text-amber-700 ring-amber-100",
    badge: "border-amber-200 bg-amber-50 text-amber-900",
    dot: "bg-amber-500",
  },
  rose: {
    band: "from-rose-500 via-rose-400 to-orange-400",
    tile: "bg-rose-50 text-rose-600 ring-rose-100",
    badge: "border-rose-200 bg-rose-50 text-rose-800",
    dot: "bg-rose-500",
  },
};

const BADGES: Record<PageStatus, { label: string; tone: Tone }> = {
  deployed: { label: "Live", tone: "emerald" },
  "deployed-now": { label: "Live", tone: "emerald" },
  ready: { label: "Ready to deploy", tone: "indigo" },
  deploying: { label: "Deploying", tone: "indigo" },
  checking: { label: "Checking status", tone: "indigo" },
  "profile-and-template-required": { label: "Setup required", tone: "amber" },
  "profile-required": { label: "Profile required", tone: "amber" },
  "template-required": { label: "Template required", tone: "amber" },
  error: { label: "Deployment failed", tone: "rose" },
};

/** The hero's status pill; `checking` adds a subtle spinner while the status is being reloaded. */
export function StatusBadge({ status, checking }: { status: PageStatus; checking: boolean }) {
  const badge = BADGES[status];
  const tone = TONES[badge.tone];
  const live = status === "deployed" || status === "deployed-now";
  return (
    <p
      className={`inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap ${tone.badge}`}
      aria-live="polite"
    >
      <span className="sr-only">Status: </span>
      {status === "deploying" ? (
        <Spinner className="size-3.5" />
      ) : (
        <span className="relative flex size-2.5" aria-hidden="true">
          {live ? (
            <span className={`absolute inline-flex size-full animate-ping rounded-full opacity-60 motion-reduce:hidden ${tone.dot}`} />
          ) : null}
          <span className={`relative inline-flex size-2.5 rounded-full ${tone.dot}`} />
        </span>
      )}
      {badge.label}
      {checking ? (
        <span
          className="inline-flex items-center gap-1.5 border-l border-current/20 pl-2 text-xs font-medium opacity-80"
          data-testid="status-checking"
        >
          <Spinner className="size-3.5" />
          Checking...
        </span>
      ) : null}
    </p>
  );
}

type PanelStatus = Exclude<PageStatus, "checking">;

/** Each status's panel heading: its tone, icon and title (spec part 1 section 2.7). */
const PANELS: Record<PanelStatus, { tone: Tone; icon: LucideIcon; title: string }> = {
  deployed: { tone: "emerald", icon: Globe, title: "Your portfolio is live" },
  "deployed-now": { tone: "emerald", icon: Check, title: "Portfolio deployed!" },
  deploying: { tone: "indigo", icon: Rocket, title: "Deploying your portfolio" },
  ready: { tone: "indigo", icon: Rocket, title: "Ready to deploy" },
  "profile-and-template-required": { tone: "amber", icon: TriangleAlert, title: "Finish setting up your portfolio" },
  "profile-required": { tone: "amber", icon: User, title: "Complete your profile to deploy" },
  "template-required": { tone: "amber", icon: PanelsTopLeft, title: "Choose a template to deploy" },
  error: { tone: "rose", icon: TriangleAlert, title: "Deployment failed" },
};

function Panel({ status, children, aside }: { status: PanelStatus; children: ReactNode; aside?: ReactNode }) {
  const { tone, icon: Icon, title } = PANELS[status];
  const colors = TONES[tone];
  return (
    <section
      aria-labelledby="deployment-status-title"
      data-tone={tone}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div aria-hidden="true" className={`h-1.5 bg-gradient-to-r ${colors.band}`} />
      <div className={`grid gap-6 p-5 sm:p-7 ${aside ? "md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] md:gap-10" : ""}`}>
        <div className="min-w-0">
          <span className={`grid size-12 place-items-center rounded-2xl ring-1 ${colors.tile}`}>
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h2 id="deployment-status-title" className="mt-4 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {title}
          </h2>
          {children}
        </div>
        {aside}
      </div>
    </section>
  );
}

function Explanation({ children }: { children: ReactNode }) {
  return <p className="mt-2 max-w-xl text-[15px] leading-7 text-slate-600">{children}</p>;
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col gap-2.5 sm:flex-row sm:flex-wrap">{children}</div>;
}

function ProfileLink({ primary }: { primary: boolean }) {
  return (
    <Link to="/profile" className={buttonClass(primary ? "primary" : "secondary", "md")}>
      <User className="size-4" aria-hidden="true" />
      Complete Profile
    </Link>
  );
}

function TemplateLink({ primary, label = "Choose Template" }: { primary: boolean; label?: string }) {
  return (
    <Link to="/templates" className={buttonClass(primary ? "primary" : "secondary", "md")}>
      <PanelsTopLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

/** The hidden fields of the deploy and redeploy forms: the saved template and the caller's username. */
function DeployFields({ intent, info }: { intent: "deploy" | "redeploy"; info: DeploymentInfo }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {info.selectedTemplate ? <input type="hidden" name="templateId" value={info.selectedTemplate} /> : null}
      <input type="hidden" name="username" value={info.username} />
    </>
  );
}

export function StatusPanel({
  status,
  info,
  missing,
  flow,
  error,
  redeploying,
}: {
  status: PanelStatus;
  info: DeploymentInfo;
  /** What the profile lacks while it does not count (each part links to its section). */
  missing: readonly MissingPart[];
  /** The Deploy button's journey: its progress, the deploy form's submit (start) and Try Again (retry). */
  flow: DeployFlow;
  error: string | null;
  redeploying: boolean;
}) {
  const template = info.selectedTemplateName;
  switch (status) {
    case "deployed":
      return (
        <Panel status={status} aside={<LivePreview info={info} />}>
          <Explanation>
            Anyone with your link can see your portfolio. After you edit your profile or switch templates, redeploy to publish the changes.
          </Explanation>
          <Actions>
            <a href={info.portfolioUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "md")}>
              <ExternalLink className="size-4" aria-hidden="true" />
              View Live
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <Form method="post" action="/portfolio" className="contents">
              <DeployFields intent="redeploy" info={info} />
              <button type="submit" disabled={redeploying} className={buttonClass("secondary", "md")}>
                {redeploying ? <Spinner /> : <RefreshCw className="size-4" aria-hidden="true" />}
                {redeploying ? "Redeploying..." : "Redeploy"}
              </button>
            </Form>
            <Link
              id="open-unpublish"
              to="/portfolio?dialog=unpublish"
              replace
              preventScrollReset
              className="inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-rose-200 bg-white px-5 text-sm font-semibold whitespace-nowrap text-rose-700 shadow-sm transition hover:border-rose-300 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600"
            >
              <CloudOff className="size-4" aria-hidden="true" />
              Unpublish
            </Link>
          </Actions>
        </Panel>
      );
    case "profile-and-template-required":
    case "profile-required":
    case "template-required":
      return (
        <Panel status={status} aside={<SetupChecklist info={info} />}>
          <Explanation>
            {status === "profile-and-template-required" ? (
              "Two steps before you can go live: complete your profile so your portfolio has something to show, and choose one of five templates for its look."
            ) : status === "profile-required" ? (
              <>
                {template ? <>You picked {template}. </> : null}Complete your profile with your experience, projects and skills, then come
                back to deploy.
              </>
            ) : (
              "Your profile is complete. Pick one of five templates for your public portfolio, then deploy it here."
            )}
          </Explanation>
          {status === "template-required" ? null : (
            <>
              <p className="mt-4 text-sm text-slate-600">
                Your profile is <strong className="font-semibold text-slate-900">{`${info.completionPercentage}%`}</strong> complete;
                {` ${COMPLETION_THRESHOLD}% unlocks deploying.`}
              </p>
              <MissingProfileParts missing={missing} id="missing-profile-parts" className="mt-3" />
            </>
          )}
          <Actions>
            {status === "template-required" ? null : <ProfileLink primary />}
            {status === "profile-required" ? null : <TemplateLink primary={status === "template-required"} />}
          </Actions>
        </Panel>
      );
    case "ready":
      return (
        <Panel status={status} aside={<SetupChecklist info={info} />}>
          <Explanation>
            Your profile is complete and {template ?? "your template"} is selected. Deploy to publish your portfolio at your personal
            address.
          </Explanation>
          <Actions>
            <Form method="post" action="/portfolio" onSubmit={flow.start} className="contents">
              <DeployFields intent="deploy" info={info} />
              <button type="submit" className={buttonClass("primary", "md", "sm:min-w-40")}>
                <Rocket className="size-4" aria-hidden="true" />
                Deploy
              </button>
            </Form>
            <TemplateLink primary={false} label="Change Template" />
          </Actions>
        </Panel>
      );
    case "deploying":
    case "deployed-now": {
      const done = status === "deployed-now";
      return (
        <Panel status={status}>
          <Explanation>
            {done
              ? "Your portfolio is live. Refreshing your dashboard..."
              : `Publishing ${template ?? "your portfolio"} with your latest profile. This only takes a moment.`}
          </Explanation>
          <DeployProgress state={flow} done={done} />
        </Panel>
      );
    }
    case "error":
      return (
        <Panel status={status}>
          <Explanation>Your portfolio was not published. Nothing changed on your public page.</Explanation>
          <p role="alert" className="mt-4 rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
            {error}
          </p>
          <div className="mt-5" aria-hidden="true">
            <div className="flex justify-between text-sm">
              <span className="font-medium text-slate-600">Progress</span>
              <span className="font-semibold tabular-nums text-slate-900">0%</span>
            </div>
            <div className="mt-2 h-3 rounded-full bg-slate-100 ring-1 ring-inset ring-slate-200/60" />
          </div>
          <Actions>
            <Link to="/portfolio" replace onClick={flow.retry} className={buttonClass("primary", "md")}>
              <RefreshCw className="size-4" aria-hidden="true" />
              Try Again
            </Link>
            <Link to="/profile" className={buttonClass("secondary", "md")}>
              <User className="size-4" aria-hidden="true" />
              Edit Profile
            </Link>
          </Actions>
        </Panel>
      );
  }
}
