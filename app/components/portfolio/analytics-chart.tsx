// /portfolio's view analytics, drawn once on the server (issue 17 §1): the totals, the last 30 days as an SVG chart
// with a title, a description and a table alternative, and the top referring sites. No hooks, no handlers: the page's
// loader renders it to static markup (routes/portfolio.tsx), so none of this code is shipped to the browser
// (the /portfolio page stays under its JavaScript budget, ADR 0010) and the chart needs no library.
import { Check, MousePointerClick, Users } from "lucide-react";
import { formatDay } from "~/lib/dates";
import type { AnalyticsDay, PortfolioAnalytics } from "~/schemas/analytics-rules";

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
const PAD = { left: 40, right: 8, top: 12, bottom: 26 };
/** An axis label: 2500 → "2.5k". */
const tickLabel = (n: number) => (n >= 1000 ? `${Number((n / 1000).toFixed(1))}k` : Number.isInteger(n) ? String(n) : n.toFixed(1));

/** Views (light bars) and visitors (dark bars) per day, in SVG drawn on the server: no chart library, no script. */
function ViewsChart({ days }: { days: AnalyticsDay[] }) {
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
  const summary = `${plural(views, "view")} and ${plural(visitors, "daily visitor")} from ${formatDay(first, { withYear: true })} to ${formatDay(last, { withYear: true })}.${
    busiest ? ` Busiest day: ${formatDay(busiest.date)} with ${plural(busiest.views, "view")}.` : ""
  }`;
  const ticks = [0, max / 2, max];
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);

  return (
    <figure className="mt-5">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby="views-chart-title"
        aria-describedby="views-chart-desc"
      >
        <title id="views-chart-title">{`Portfolio views over the last ${days.length} days`}</title>
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
              {tickLabel(tick)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const x = PAD.left + i * slot + (slot - barW) / 2;
          return (
            <g key={d.date} data-date={d.date} data-views={d.views}>
              <title>{`${formatDay(d.date)}: ${plural(d.views, "view")}, ${plural(d.visitors, "visitor")}`}</title>
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
                  {formatDay(d.date)}
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
        {/* Open, the table takes a full row of its own under the legend: inside the legend's row it squeezed beside it. */}
        <details className="ml-auto open:ml-0 open:basis-full">
          <summary className="cursor-pointer text-right font-medium text-indigo-700 hover:underline">Show as a table</summary>
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
                    {formatDay(d.date, { withYear: true })}
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

/** The analytics card's content (what the loader renders to markup). */
export function AnalyticsBody({ analytics }: { analytics: PortfolioAnalytics }) {
  return (
    <>
      <Totals analytics={analytics} />
      <ViewsChart days={analytics.days} />
      <Referrers referrers={analytics.referrers} />
    </>
  );
}
