// /portfolio's view analytics (issue 17 §1-2): the last 30 days as a server-rendered SVG chart (with a title, a
// description and a table alternative), the top referring sites and the tracked links (create with a free label,
// copy, delete). Plain form posts to the page's action, so everything but Copy works without JavaScript.
import { Check, Copy, Link2, MousePointerClick, Trash2, Users } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/fields";
import { useToast } from "~/components/ui/toast";
import { shortRelativeTime } from "~/lib/dates";
import {
  ANALYTICS_MESSAGES,
  type AnalyticsDay,
  LINK_INTENTS,
  LINK_LABEL_MAX,
  type PortfolioAnalytics,
  type TrackedLinkDto,
} from "~/schemas/analytics-rules";

const CARD = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";
const dayLabel = (date: string, withYear = false) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
    ...(withYear ? { year: "numeric" } : {}),
  });
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** A round axis maximum (1, 2, 5 × 10^n) at or above the busiest day. */
function axisMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

const W = 640;
const H = 200;
const PAD = { left: 32, right: 8, top: 12, bottom: 26 };

/** Views (light bars) and visitors (dark bars) per day, in SVG drawn on the server: no chart library, no script. */
export function ViewsChart({ days }: { days: AnalyticsDay[] }) {
  const views = days.reduce((sum, d) => sum + d.views, 0);
  const visitors = days.reduce((sum, d) => sum + d.visitors, 0);
  const busiest = days.reduce<AnalyticsDay | null>((best, d) => (d.views > (best?.views ?? 0) ? d : best), null);
  const max = axisMax(Math.max(0, ...days.map((d) => d.views)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const barW = Math.max(2, slot * 0.62);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const first = days[0]?.date ?? "";
  const last = days.at(-1)?.date ?? "";
  const summary = `${plural(views, "view")} and ${plural(visitors, "daily visitor")} from ${dayLabel(first, true)} to ${dayLabel(last, true)}.${
    busiest ? ` Busiest day: ${dayLabel(busiest.date)} with ${plural(busiest.views, "view")}.` : ""
  }`;
  const ticks = [0, max / 2, max];
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);

  return (
    <figure className="mt-5">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-labelledby="views-chart-title views-chart-desc">
        <title id="views-chart-title">Portfolio views over the last {days.length} days</title>
        <desc id="views-chart-desc">{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200"
              strokeDasharray={tick ? "3 4" : undefined}
            />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
              {Number.isInteger(tick) ? tick : tick.toFixed(1)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={d.date} data-date={d.date} data-views={d.views}>
              <title>{`${dayLabel(d.date)}: ${plural(d.views, "view")}, ${plural(d.visitors, "visitor")}`}</title>
              {d.views > 0 ? (
                <rect x={x} y={y(d.views)} width={barW} height={y(0) - y(d.views)} rx={2} className="fill-indigo-200" />
              ) : null}
              {d.visitors > 0 ? (
                <rect
                  x={x + barW * 0.2}
                  y={y(d.visitors)}
                  width={barW * 0.6}
                  height={y(0) - y(d.visitors)}
                  rx={1.5}
                  className="fill-indigo-600"
                />
              ) : null}
              {labelled.has(i) ? (
                <text
                  x={x + barW / 2}
                  y={H - 8}
                  textAnchor={i === 0 ? "start" : i === days.length - 1 ? "end" : "middle"}
                  className="fill-slate-500 text-[11px]"
                >
                  {dayLabel(d.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-indigo-200" /> Views
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-indigo-600" /> Visitors
        </span>
        <details className="ml-auto">
          <summary className="cursor-pointer font-medium text-indigo-700 hover:underline">Show as a table</summary>
          <table className="mt-2 w-full text-left text-xs">
            <caption className="sr-only">Views and visitors per day</caption>
            <thead>
              <tr className="text-slate-500">
                <th scope="col" className="py-1 pr-4 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 pr-4 text-right font-medium">
                  Views
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Visitors
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {dayLabel(d.date, true)}
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">{d.views}</td>
                  <td className="py-1 text-right tabular-nums">{d.visitors}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}

function Totals({ analytics }: { analytics: PortfolioAnalytics }) {
  const visitors = analytics.days.reduce((sum, d) => sum + d.visitors, 0);
  const today = analytics.days.at(-1)?.views ?? 0;
  const items = [
    { label: "Views", value: analytics.total, icon: <MousePointerClick className="size-4" aria-hidden="true" /> },
    { label: "Daily visitors", value: visitors, icon: <Users className="size-4" aria-hidden="true" /> },
    { label: "Today", value: today, icon: <Check className="size-4" aria-hidden="true" /> },
  ];
  return (
    <dl className="mt-4 grid grid-cols-3 gap-2.5">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl bg-slate-50 px-3 py-2.5 ring-1 ring-slate-100">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
            {item.icon}
            {item.label}
          </dt>
          <dd
            className="mt-1 text-xl font-bold tracking-tight text-slate-900 tabular-nums"
            data-testid={`analytics-${item.label.toLowerCase().replace(/ /g, "-")}`}
          >
            {item.value.toLocaleString("en-US")}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function AnalyticsCard({ analytics }: { analytics: PortfolioAnalytics | null }) {
  return (
    <section id="analytics" aria-labelledby="analytics-title" className={CARD}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="analytics-title" className="text-base font-semibold text-slate-900">
          Views in the last 30 days
        </h2>
        <p className="text-xs text-slate-500">No cookies, no tracking scripts, bots and your own visits left out.</p>
      </div>
      {analytics ? (
        <>
          <Totals analytics={analytics} />
          <ViewsChart days={analytics.days} />
          <Referrers referrers={analytics.referrers} />
        </>
      ) : (
        <p role="alert" className="mt-4 text-sm text-rose-700">
          The view counts could not be loaded. Reload the page to try again.
        </p>
      )}
    </section>
  );
}

function Referrers({ referrers }: { referrers: PortfolioAnalytics["referrers"] }) {
  const top = referrers.slice(0, 5);
  const max = Math.max(1, ...top.map((r) => r.views));
  return (
    <div className="mt-6 border-t border-slate-100 pt-5">
      <h3 className="text-sm font-semibold text-slate-900">Top referrers</h3>
      {top.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No visits from other sites yet. Views through tracked links are listed below.</p>
      ) : (
        <ol className="mt-3 space-y-2" data-testid="referrers">
          {top.map((r) => (
            <li key={r.host} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 text-sm">
              <span className="truncate font-medium text-slate-800">{r.host}</span>
              <span className="text-right text-slate-600 tabular-nums">{plural(r.views, "view")}</span>
              <svg viewBox="0 0 100 4" preserveAspectRatio="none" className="col-span-2 mt-1 h-1.5 w-full" aria-hidden="true">
                <rect width="100" height="4" rx="2" className="fill-slate-100" />
                <rect width={(r.views / max) * 100} height="4" rx="2" className="fill-indigo-500" />
              </svg>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export interface TrackedLinkRow extends TrackedLinkDto {
  views: number;
  visitors: number;
  lastViewedAt: string | null;
}

function CopyLinkButton({ url, label }: { url: string; label: string }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={buttonClass("secondary", "sm", "js-only")}
      aria-label={`Copy link: ${label}`}
      onClick={() => {
        navigator.clipboard?.writeText(url).then(
          () => {
            setCopied(true);
            toast.success(ANALYTICS_MESSAGES.copied);
          },
          () => toast.error("Failed to copy to clipboard"),
        );
      }}
    >
      {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
      Copy
    </button>
  );
}

export function TrackedLinksCard({ links, live }: { links: TrackedLinkRow[]; live: boolean }) {
  return (
    <section id="tracked-links" aria-labelledby="tracked-links-title" className={CARD}>
      <h2 id="tracked-links-title" className="text-base font-semibold text-slate-900">
        Tracked links
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        A short link per place you share your portfolio, so you know which one brought a visitor. Links for job applications are made from
        the job&rsquo;s details on the board.
      </p>
      <Form method="post" className="mt-4 flex flex-col gap-2.5 sm:flex-row">
        <input type="hidden" name="intent" value={LINK_INTENTS.create} />
        <label htmlFor="link-label" className="sr-only">
          Link label
        </label>
        <input
          id="link-label"
          name="label"
          required
          maxLength={LINK_LABEL_MAX}
          placeholder="LinkedIn profile, Email signature…"
          className={inputClass(false, "flex-1")}
        />
        <button type="submit" className={buttonClass("primary", "md", "shrink-0")}>
          <Link2 className="size-4" aria-hidden="true" />
          Create link
        </button>
      </Form>
      {live ? null : <p className="mt-2 text-xs text-amber-700">{ANALYTICS_MESSAGES.notDeployed}</p>}
      {links.length === 0 ? (
        <p className="mt-5 rounded-xl border border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-500">
          No tracked links yet.
        </p>
      ) : (
        <ul className="mt-5 divide-y divide-slate-100" data-testid="tracked-links">
          {links.map((link) => (
            <li key={link.id} className="flex flex-col gap-3 py-3.5 sm:flex-row sm:items-center" data-testid="tracked-link">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                  {link.label || "Untitled link"}
                  {link.jobId ? (
                    <span className="rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-700">Application</span>
                  ) : null}
                </p>
                <p className="mt-0.5 font-mono text-xs break-all text-slate-500">{link.url}</p>
                <p className="mt-1 text-xs text-slate-600" data-testid="tracked-link-views">
                  {plural(link.views, "view")} · {plural(link.visitors, "visitor")}
                  {link.lastViewedAt
                    ? ` · last viewed ${shortRelativeTime(link.lastViewedAt).replace("Just now", "just now")}`
                    : " · not opened yet"}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <CopyLinkButton url={link.url} label={link.label} />
                <Form method="post">
                  <input type="hidden" name="intent" value={LINK_INTENTS.remove} />
                  <input type="hidden" name="id" value={link.id} />
                  <button type="submit" className={buttonClass("danger-outline", "sm")} aria-label={`Delete link: ${link.label}`}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    Delete
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
