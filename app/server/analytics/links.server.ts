// Tracked links (issue 17 §2): `{APP_URL}/p/{code}` 302s to the owner's live portfolio with `?l={code}`, which
// attributes the view without splitting the page's edge-cache entry (edge-cache.server.ts TRACKED_LINK_PARAM).
// Every query is scoped to the owner: another user's link id is "not found".
import { and, desc, eq, sql } from "drizzle-orm";
import { jobApplications, trackedLinks, type TrackedLink } from "~/db/schema";
import {
  ANALYTICS_MESSAGES,
  LABELLED_LINKS_MAX,
  type CreateLinkInput,
  type PortfolioViewsSummary,
  type TrackedLinkDto,
} from "~/schemas/analytics";
import type { Db } from "../db.server";
import { AppError } from "../errors";
import { TRACKED_LINK_PARAM } from "../portfolio/edge-cache.server";

const CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const CODE_LENGTH = 12;
const TRACKED_PATH = /^\/p\/([A-Za-z0-9]{6,32})\/?$/;

/** 12 characters of base62 from the CSPRNG (about 71 bits: unguessable). */
function newLinkCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CODE_LENGTH * 2));
  let code = "";
  for (const byte of bytes) {
    if (byte >= 248) continue; // 248 = 4 × 62: keeps the choice uniform
    code += CODE_ALPHABET[byte % 62];
    if (code.length === CODE_LENGTH) return code;
  }
  return code + newLinkCode().slice(0, CODE_LENGTH - code.length);
}

const trackedLinkUrl = (appUrl: string, code: string) => `${new URL(appUrl).origin}/p/${code}`;

function toLinkDto(row: TrackedLink, appUrl: string): TrackedLinkDto {
  return {
    id: row.id,
    code: row.code,
    url: trackedLinkUrl(appUrl, row.code),
    label: row.label,
    jobId: row.jobId,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * Creates a link with a free label, or the link of a job application (the caller's job; one link per job: asking
 * again answers the existing one with `created: false`).
 */
export async function createTrackedLink(
  db: Db,
  appUrl: string,
  userId: string,
  input: CreateLinkInput,
  now = Date.now(),
): Promise<{ link: TrackedLinkDto; created: boolean }> {
  let label = input.label ?? "";
  if (input.jobId) {
    const job = await db.query.jobApplications.findFirst({
      where: and(eq(jobApplications.id, input.jobId), eq(jobApplications.userId, userId)),
      columns: { id: true, company: true },
    });
    if (!job) throw new AppError(404, ANALYTICS_MESSAGES.jobNotFound);
    const existing = await db.query.trackedLinks.findFirst({ where: and(eq(trackedLinks.userId, userId), eq(trackedLinks.jobId, job.id)) });
    if (existing) return { link: toLinkDto(existing, appUrl), created: false };
    label ||= `${job.company} application`;
  }
  const row = { id: crypto.randomUUID(), userId, code: newLinkCode(), label, jobId: input.jobId ?? null, createdAt: now };
  if (!row.jobId) {
    // The count and the insert are one statement, so parallel requests cannot pass the limit together.
    const added = await db.all<{ id: string }>(sql`
      INSERT INTO tracked_links (id, user_id, code, label, job_id, views, created_at)
      SELECT ${row.id}, ${userId}, ${row.code}, ${label}, NULL, 0, ${now}
      WHERE (SELECT count(*) FROM tracked_links WHERE user_id = ${userId} AND job_id IS NULL) < ${LABELLED_LINKS_MAX}
      RETURNING id`);
    if (added.length === 0) throw new AppError(400, ANALYTICS_MESSAGES.tooManyLinks);
    return { link: toLinkDto({ ...row, views: 0, firstViewedAt: null, lastViewedAt: null }, appUrl), created: true };
  }
  const [inserted] = await db.insert(trackedLinks).values(row).onConflictDoNothing().returning();
  if (!inserted) {
    // A parallel request created this job's link first.
    const existing = await db.query.trackedLinks.findFirst({
      where: and(eq(trackedLinks.userId, userId), eq(trackedLinks.jobId, row.jobId ?? "")),
    });
    if (existing) return { link: toLinkDto(existing, appUrl), created: false };
    throw new AppError(503, "Could not create the link. Please try again.");
  }
  return { link: toLinkDto(inserted, appUrl), created: true };
}

export async function listTrackedLinks(db: Db, appUrl: string, userId: string): Promise<TrackedLinkDto[]> {
  const rows = await db.query.trackedLinks.findMany({
    where: eq(trackedLinks.userId, userId),
    orderBy: [desc(trackedLinks.createdAt), desc(trackedLinks.id)],
  });
  return rows.map((row) => toLinkDto(row, appUrl));
}

export async function deleteTrackedLink(db: Db, userId: string, linkId: string): Promise<void> {
  const deleted = await db
    .delete(trackedLinks)
    .where(and(eq(trackedLinks.id, linkId), eq(trackedLinks.userId, userId)))
    .returning({ id: trackedLinks.id });
  if (deleted.length === 0) throw new AppError(404, ANALYTICS_MESSAGES.linkNotFound);
  // Its per-day rows go too (the link's views stay in the day totals).
  await db.$client.prepare("DELETE FROM portfolio_view_days WHERE user_id = ?1 AND source = ?2").bind(userId, `link:${linkId}`).run();
}

/** The job cards' "Portfolio viewed": views through each job's link, for jobs that had any. */
export async function jobViewSummaries(db: Db, userId: string): Promise<Map<string, PortfolioViewsSummary>> {
  const rows = await db
    .select({ jobId: trackedLinks.jobId, views: trackedLinks.views, last: trackedLinks.lastViewedAt })
    .from(trackedLinks)
    .where(and(eq(trackedLinks.userId, userId), sql`${trackedLinks.jobId} IS NOT NULL AND ${trackedLinks.views} > 0`));
  return new Map(
    rows.filter((r) => r.jobId && r.last).map((r) => [r.jobId!, { views: r.views, lastViewedAt: new Date(r.last!).toISOString() }]),
  );
}

/** The link of a job, if any (the detail dialog shows it and its views). */
async function jobLink(db: Db, appUrl: string, userId: string, jobId: string) {
  const row = await db.query.trackedLinks.findFirst({ where: and(eq(trackedLinks.userId, userId), eq(trackedLinks.jobId, jobId)) });
  return row
    ? { ...toLinkDto(row, appUrl), views: row.views, lastViewedAt: row.lastViewedAt ? new Date(row.lastViewedAt).toISOString() : null }
    : null;
}

/** The job with its tracked link and the link's views (the detail dialog's Portfolio Link section). */
export async function withPortfolioLink<J extends { id: string }>(db: Db, appUrl: string, userId: string, job: J) {
  const link = await jobLink(db, appUrl, userId, job.id);
  return { ...job, portfolioLink: link ? { url: link.url, views: link.views, lastViewedAt: link.lastViewedAt } : null };
}

/** GET /p/{code}: 302 to the live portfolio carrying the code; null when the path is not a tracked link. */
export async function serveTrackedLink(request: Request, d1: D1Database): Promise<Response | null> {
  const match = new URL(request.url).pathname.match(TRACKED_PATH);
  if (!match) return null;
  if (request.method !== "GET" && request.method !== "HEAD")
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  const code = match[1]!;
  const row = await d1
    .prepare(
      `SELECT u.username AS username FROM tracked_links l JOIN users u ON u.id = l.user_id JOIN portfolios p ON p.user_id = u.id
       WHERE l.code = ?1 AND u.status = 'active' AND u.portfolio_deployed = 1 AND p.status = 'live'`,
    )
    .bind(code)
    .first<{ username: string }>();
  if (!row) {
    return new Response("This portfolio link is not active.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const location = `/portfolio/${encodeURIComponent(row.username)}?${TRACKED_LINK_PARAM}=${code}`;
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
}
