// GET /api/portfolio/analytics and the /portfolio page's chart (issue 17 §1): the owner's counts over the last
// `days` UTC days (today included), every day present (zeros where none).
import type { AnalyticsLink, PortfolioAnalytics } from "~/schemas/analytics-rules";
import type { Db } from "../db.server";
import { utcDay } from "./events";

const DAY_MS = 86_400_000;

export async function getPortfolioAnalytics(db: Db, userId: string, days: number, now = Date.now()): Promise<PortfolioAnalytics> {
  const from = utcDay(now - (days - 1) * DAY_MS);
  const d1 = db.$client;
  const [daily, referrers, links] = await d1.batch([
    d1
      .prepare("SELECT day, views, visitors FROM portfolio_view_days WHERE user_id = ?1 AND source = '*' AND day >= ?2 ORDER BY day")
      .bind(userId, from),
    d1
      .prepare(
        `SELECT substr(source, 5) AS host, sum(views) AS views FROM portfolio_view_days
         WHERE user_id = ?1 AND source LIKE 'ref:%' AND day >= ?2 GROUP BY source ORDER BY views DESC, host LIMIT 10`,
      )
      .bind(userId, from),
    d1
      .prepare(
        `SELECT l.id AS id, l.label AS label, l.job_id AS jobId, coalesce(sum(d.views), 0) AS views,
                coalesce(sum(d.visitors), 0) AS visitors, l.last_viewed_at AS lastViewedAt
         FROM tracked_links l LEFT JOIN portfolio_view_days d ON d.user_id = l.user_id AND d.source = 'link:' || l.id AND d.day >= ?2
         WHERE l.user_id = ?1 GROUP BY l.id ORDER BY l.created_at DESC, l.id DESC`,
      )
      .bind(userId, from),
  ]);
  const byDay = new Map((daily!.results as { day: string; views: number; visitors: number }[]).map((r) => [r.day, r]));
  const series = Array.from({ length: days }, (_, i) => {
    const date = utcDay(now - (days - 1 - i) * DAY_MS);
    const row = byDay.get(date);
    return { date, views: row?.views ?? 0, visitors: row?.visitors ?? 0 };
  });
  return {
    total: series.reduce((sum, d) => sum + d.views, 0),
    days: series,
    referrers: (referrers!.results as { host: string; views: number }[]).map((r) => ({ host: r.host, views: Number(r.views) })),
    links: (links!.results as (Omit<AnalyticsLink, "lastViewedAt"> & { lastViewedAt: number | null })[]).map((l) => ({
      id: l.id,
      label: l.label,
      jobId: l.jobId,
      views: Number(l.views),
      visitors: Number(l.visitors),
      lastViewedAt: l.lastViewedAt ? new Date(l.lastViewedAt).toISOString() : null,
    })),
  };
}
