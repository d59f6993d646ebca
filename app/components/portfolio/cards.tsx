// The deployment page's supporting cards: identity chips, the portfolio URL with Copy, the stat cards of a
// live portfolio, the shortcuts and the deployment history.
import {
  ArrowRight,
  Calendar,
  Clock,
  Copy,
  ExternalLink,
  Eye,
  Gauge,
  Layers,
  LinkIcon,
  type LucideIcon,
  PanelsTopLeft,
  User,
} from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useToast } from "~/components/ui/toast";
import { formatDateTime } from "~/lib/dates";
import { browserTimeZone } from "~/lib/time-zone";
import { findTemplate } from "~/schemas/portfolio-catalogue";
import type { DeploymentInfo } from "~/server/portfolio/portfolio.server";
import type { DeployStats } from "~/schemas/portfolio-page";
import { NO_URL_TO_COPY, URL_COPIED } from "./model";

const COPY_FAILED = "Could not copy the URL. Please select it and copy it manually.";

export function Chips({ info }: { info: DeploymentInfo }) {
  const chip =
    "inline-flex max-w-full items-center gap-1.5 rounded-full border bg-white/80 px-3 py-1 text-sm font-medium shadow-sm backdrop-blur";
  return (
    <ul className="mt-5 flex flex-wrap gap-2" aria-label="Portfolio summary">
      <li className={`${chip} border-slate-200 text-slate-700`}>
        <User className="size-4 shrink-0 text-indigo-500" aria-hidden="true" />
        <span className="sr-only">Username: </span>
        <span className="truncate">@{info.username}</span>
      </li>
      <li
        className={`${chip} ${info.selectedTemplateName ? "border-slate-200 text-slate-700" : "border-dashed border-slate-300 text-slate-500"}`}
      >
        <PanelsTopLeft className="size-4 shrink-0 text-violet-500" aria-hidden="true" />
        <span className="sr-only">Template: </span>
        <span className="truncate">{info.selectedTemplateName ?? "No template selected"}</span>
      </li>
    </ul>
  );
}

/** Dates are formatted in UTC on the server and in the visitor's own time zone once the page runs. */
export function LocalDateTime({ iso }: { iso: string }) {
  const [timeZone, setTimeZone] = useState("UTC");
  useEffect(() => setTimeZone(browserTimeZone() ?? "UTC"), []);
  return <time dateTime={iso}>{formatDateTime(iso, timeZone)}</time>;
}

function SectionCard({
  id,
  title,
  description,
  children,
  className = "",
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}>
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-500">{description}</p> : null}
      {children}
    </section>
  );
}

export function UrlCard({ info }: { info: DeploymentInfo }) {
  const toast = useToast();
  const url = info.portfolioUrl;

  async function copy() {
    if (!url) {
      toast.error(NO_URL_TO_COPY);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(URL_COPIED);
    } catch {
      toast.error(COPY_FAILED);
    }
  }

  return (
    <SectionCard
      id="portfolio-url"
      title="Portfolio URL"
      description={
        info.portfolioDeployed
          ? "Share it on your resume, LinkedIn profile or email signature."
          : "Your personal address is reserved. It goes live when you deploy."
      }
    >
      <div className="mt-4 flex flex-col gap-2.5 sm:flex-row sm:items-stretch">
        <div className="flex min-w-0 flex-1 items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-3.5 py-2.5">
          <LinkIcon className={`size-5 shrink-0 ${info.portfolioDeployed ? "text-emerald-600" : "text-slate-400"}`} aria-hidden="true" />
          <p className="min-w-0 flex-1 font-mono text-sm break-all text-slate-800" data-testid="portfolio-url">
            {url || "No portfolio URL yet"}
          </p>
          {info.portfolioDeployed ? null : (
            <span className="hidden shrink-0 rounded-full bg-slate-200/70 px-2 py-0.5 text-xs font-medium text-slate-600 sm:inline">
              Not live
            </span>
          )}
        </div>
        <button
          type="button"
          onClick={copy}
          className="js-only inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Copy className="size-4" aria-hidden="true" />
          Copy URL
        </button>
      </div>
    </SectionCard>
  );
}

/** A byte count as people read it: "860 B", "14.2 KB". */
function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/** The live portfolio's own figures (the loader's DeployStats): last deploy, page weight, views. */
function statsOf(stats: DeployStats) {
  return [
    {
      label: "Last deploy",
      value: stats.lastDeploy,
      hint: stats.deployCount > 1 ? `${stats.deployCount.toLocaleString("en-US")} deploys in all` : "Your first deploy",
      icon: <Clock className="size-5" aria-hidden="true" />,
      tile: "bg-indigo-50 text-indigo-600",
    },
    {
      label: "Page weight",
      value: stats.pageBytes === null ? "Not yet" : formatBytes(stats.pageBytes),
      hint: stats.pageBytes === null ? "Measured at the first visit" : "What a visitor downloads",
      icon: <Gauge className="size-5" aria-hidden="true" />,
      tile: "bg-violet-50 text-violet-600",
    },
    {
      label: "Views",
      value: stats.views === null ? "Unknown" : stats.views.toLocaleString("en-US"),
      hint: "In the last 30 days",
      icon: <Eye className="size-5" aria-hidden="true" />,
      tile: "bg-emerald-50 text-emerald-600",
    },
  ];
}

export function StatCards({ stats }: { stats: DeployStats }) {
  return (
    <section aria-labelledby="deployment-stats-title">
      <h2 id="deployment-stats-title" className="sr-only">
        Deployment stats
      </h2>
      <ul className="grid grid-cols-3 gap-2.5 sm:gap-4">
        {statsOf(stats).map((stat) => (
          <li
            key={stat.label}
            data-testid="stat-card"
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3.5 shadow-sm sm:gap-4 sm:p-5"
          >
            <span className={`grid size-9 shrink-0 place-items-center rounded-xl sm:size-10 ${stat.tile}`}>{stat.icon}</span>
            <div className="flex min-w-0 flex-1 flex-col">
              {/* Read label first, shown value first. */}
              <p className="order-2 text-xs font-medium text-slate-600 sm:text-sm">{stat.label}</p>
              <p className="order-1 text-lg font-bold tracking-tight whitespace-nowrap text-slate-900 sm:text-2xl">{stat.value}</p>
              <p className="order-3 mt-0.5 hidden text-xs text-slate-500 sm:block">{stat.hint}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Shortcut({
  title,
  description,
  icon,
  tile,
  children,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  tile: string;
  children: (content: ReactNode) => ReactNode;
}) {
  return (
    <li>
      {children(
        <>
          <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${tile}`}>{icon}</span>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-semibold text-slate-900">{title}</span>
            <span className="block text-xs leading-5 text-slate-500">{description}</span>
          </span>
        </>,
      )}
    </li>
  );
}

const shortcutClass =
  "group flex items-center gap-3.5 rounded-xl border border-slate-200 bg-white p-3.5 transition hover:-translate-y-px hover:border-indigo-200 hover:shadow-md hover:shadow-indigo-600/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** A shortcut to another page of the app: the whole row is the link, with an arrow at its end. */
function PageShortcut({ to, Icon, ...shortcut }: { to: string; title: string; description: string; Icon: LucideIcon; tile: string }) {
  return (
    <Shortcut {...shortcut} icon={<Icon className="size-5" aria-hidden="true" />}>
      {(content) => (
        <Link to={to} className={shortcutClass}>
          {content}
          <ArrowRight
            className="size-4 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-indigo-600"
            aria-hidden="true"
          />
        </Link>
      )}
    </Shortcut>
  );
}

export function Shortcuts({ info }: { info: DeploymentInfo }) {
  const pageShortcuts = [
    {
      to: "/profile",
      title: "Edit Profile",
      description: "Experience, projects, skills and photo",
      Icon: User,
      tile: "bg-indigo-50 text-indigo-600",
    },
    {
      to: "/templates",
      title: "Change Template",
      description: info.selectedTemplateName ? `Currently ${info.selectedTemplateName}` : "Pick one of five templates",
      Icon: PanelsTopLeft,
      tile: "bg-violet-50 text-violet-600",
    },
  ];
  return (
    <SectionCard id="shortcuts" title="Shortcuts">
      <ul className="mt-4 space-y-2.5">
        {pageShortcuts.map((shortcut) => (
          <PageShortcut key={shortcut.to} {...shortcut} />
        ))}
        <Shortcut
          title="View Live"
          description={info.portfolioDeployed ? "Open your public page in a new tab" : "Available once your portfolio is deployed"}
          icon={<ExternalLink className="size-5" aria-hidden="true" />}
          tile={info.portfolioDeployed ? "bg-emerald-50 text-emerald-600" : "bg-slate-100 text-slate-400"}
        >
          {(content) =>
            info.portfolioDeployed ? (
              <a href={info.portfolioUrl} target="_blank" rel="noopener noreferrer" className={shortcutClass}>
                {content}
                <span className="sr-only">(opens in a new tab)</span>
                <ExternalLink className="size-4 shrink-0 text-slate-400 group-hover:text-indigo-600" aria-hidden="true" />
              </a>
            ) : (
              // A link without href is not focusable and is announced as disabled.
              // biome-ignore lint/a11y/useValidAnchor: a disabled link on purpose (no address until the first deploy); tests and assistive technology read it as a link.
              <a
                role="link"
                aria-disabled="true"
                className="flex cursor-not-allowed items-center gap-3.5 rounded-xl border border-dashed border-slate-200 bg-slate-50/60 p-3.5"
              >
                {content}
              </a>
            )
          }
        </Shortcut>
      </ul>
    </SectionCard>
  );
}

export function DeploymentDetails({ info }: { info: DeploymentInfo }) {
  if (info.deployCount === 0 || !info.deployedAt) return null;
  const liveTemplate = findTemplate(info.deployedTemplate)?.name;
  const rows: Array<{ label: string; value: ReactNode; icon: ReactNode }> = [
    { label: "Last deployed", value: <LocalDateTime iso={info.deployedAt} />, icon: <Clock className="size-4" aria-hidden="true" /> },
    ...(info.firstDeployedAt
      ? [
          {
            label: "First deployed",
            value: <LocalDateTime iso={info.firstDeployedAt} />,
            icon: <Calendar className="size-4" aria-hidden="true" />,
          },
        ]
      : []),
    {
      label: "Deploys",
      value: `${info.deployCount} ${info.deployCount === 1 ? "deploy" : "deploys"}`,
      icon: <Layers className="size-4" aria-hidden="true" />,
    },
    ...(liveTemplate
      ? [
          {
            label: info.portfolioDeployed ? "Live template" : "Last template",
            value: liveTemplate,
            icon: <PanelsTopLeft className="size-4" aria-hidden="true" />,
          },
        ]
      : []),
  ];
  const pendingTemplate =
    info.portfolioDeployed && info.selectedTemplate && info.deployedTemplate && info.selectedTemplate !== info.deployedTemplate;
  return (
    <SectionCard id="deployment-details" title="Deployment history">
      <dl className="mt-4 divide-y divide-slate-100" data-testid="deployment-details">
        {rows.map((row) => (
          <div key={row.label} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            <dt className="flex flex-1 items-start gap-3 text-sm whitespace-nowrap text-slate-600">
              <span className="mt-0.5 text-slate-400">{row.icon}</span>
              {row.label}
            </dt>
            <dd className="text-right text-sm font-medium text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      {pendingTemplate ? (
        <p className="mt-4 rounded-xl bg-amber-50 px-3.5 py-2.5 text-xs leading-5 text-amber-900 ring-1 ring-amber-200">
          You selected {info.selectedTemplateName}. Redeploy to publish it.
        </p>
      ) : null}
    </SectionCard>
  );
}
