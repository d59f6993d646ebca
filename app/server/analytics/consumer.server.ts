// The consumer side of view counting (issue 17, ADR 0011): a batch of view events becomes one D1 batch with one
// upsert per (portfolio, day, source). Unique visitors are the distinct salted hashes of the day (INSERT OR IGNORE,
// then counted), so a redelivered event never counts a visitor twice; hashes and salts of past days are deleted.
// A tracked link's first view notifies the owner and, for an application's link, adds a status-history entry:
// conditional statements in the same atomic batch, so it happens exactly once.
import type { Db } from "../db.server";
import { firstViewMessage } from "~/schemas/analytics-rules";
import { utcDay, viewsOf, type ViewEvent } from "./events";

type Statement = D1PreparedStatement;

/** D1 binds at most 100 parameters per statement: 4 per hash row. */
const HASH_ROWS_PER_INSERT = 25;

interface Owner {
  id: string;
  username: string;
}
interface LinkRow {
  id: string;
  code: string;
  userId: string;
}

function placeholders(n: number) {
  return Array.from({ length: n }, (_, i) => `?${i + 1}`).join(", ");
}

async function liveOwners(d1: D1Database, usernames: string[]): Promise<Map<string, Owner>> {
  if (usernames.length === 0) return new Map();
  const { results } = await d1
    .prepare(
      `SELECT u.id AS id, u.username AS username FROM users u JOIN portfolios p ON p.user_id = u.id
       WHERE u.username IN (${placeholders(usernames.length)}) AND u.status = 'active' AND u.portfolio_deployed = 1 AND p.status = 'live'`,
    )
    .bind(...usernames)
    .all<Owner>();
  return new Map(results.map((o) => [o.username, o]));
}

async function linksByCode(d1: D1Database, codes: string[]): Promise<Map<string, LinkRow>> {
  if (codes.length === 0) return new Map();
  const { results } = await d1
    .prepare(`SELECT id, code, user_id AS userId FROM tracked_links WHERE code IN (${placeholders(codes.length)})`)
    .bind(...codes)
    .all<LinkRow>();
  return new Map(results.map((l) => [l.code, l]));
}

interface Group {
  userId: string;
  day: string;
  source: string;
  views: number;
  hashes: Set<string>;
}

/** The statements that count `events` (already validated); exported for the bench and tests. */
export async function aggregateViews(db: Db, events: ViewEvent[], now = Date.now()): Promise<{ counted: number }> {
  const d1 = db.$client;
  const chunk = <T>(items: T[], size: number) =>
    Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
  const usernames = [...new Set(events.map((e) => e.username))];
  const owners = new Map<string, Owner>();
  for (const part of chunk(usernames, 90)) for (const [k, v] of await liveOwners(d1, part)) owners.set(k, v);
  const codes = [...new Set(events.map((e) => e.code).filter(Boolean))];
  const links = new Map<string, LinkRow>();
  for (const part of chunk(codes, 90)) for (const [k, v] of await linksByCode(d1, part)) links.set(k, v);

  const groups = new Map<string, Group>();
  const linkViews = new Map<string, { views: number; last: number }>();
  let counted = 0;
  for (const event of events) {
    const owner = owners.get(event.username);
    if (!owner || event.viewer === owner.id) continue; // not live, or the owner looking at their own page
    counted++;
    const link = event.code ? links.get(event.code) : undefined;
    const attributed = link && link.userId === owner.id ? link : undefined;
    const source = attributed ? `link:${attributed.id}` : event.referrer ? `ref:${event.referrer}` : "direct";
    for (const s of ["*", source]) {
      const key = `${owner.id}\n${event.day}\n${s}`;
      const group = groups.get(key) ?? { userId: owner.id, day: event.day, source: s, views: 0, hashes: new Set<string>() };
      group.views++;
      group.hashes.add(event.visitor);
      groups.set(key, group);
    }
    if (attributed) {
      const stats = linkViews.get(attributed.id) ?? { views: 0, last: 0 };
      stats.views++;
      stats.last = Math.max(stats.last, event.at);
      linkViews.set(attributed.id, stats);
    }
  }

  const statements: Statement[] = [];
  const hashRows = [...groups.values()].flatMap((g) => [...g.hashes].map((hash) => [g.userId, g.day, g.source, hash]));
  for (const rows of chunk(hashRows, HASH_ROWS_PER_INSERT)) {
    const values = rows.map((_, i) => `(?${i * 4 + 1}, ?${i * 4 + 2}, ?${i * 4 + 3}, ?${i * 4 + 4})`).join(", ");
    statements.push(
      d1.prepare(`INSERT OR IGNORE INTO portfolio_visitor_hashes (user_id, day, source, hash) VALUES ${values}`).bind(...rows.flat()),
    );
  }
  for (const g of groups.values()) {
    // One upsert per (portfolio, day, source). Visitors = the day's distinct hashes; never lowered (a late event
    // after the day's hashes were deleted).
    statements.push(
      d1
        .prepare(
          `INSERT INTO portfolio_view_days (user_id, day, source, views, visitors)
           VALUES (?1, ?2, ?3, ?4, (SELECT count(*) FROM portfolio_visitor_hashes WHERE user_id = ?1 AND day = ?2 AND source = ?3))
           ON CONFLICT (user_id, day, source) DO UPDATE SET views = views + excluded.views, visitors = max(visitors, excluded.visitors)`,
        )
        .bind(g.userId, g.day, g.source, g.views),
    );
  }
  for (const [linkId, stats] of linkViews) {
    // First view of an application's link: the notification and the history entry, only while first_viewed_at is
    // null, before the update below sets it (same transaction).
    statements.push(
      d1
        .prepare(
          `INSERT INTO notifications (id, user_id, is_global, type, priority, title, message, action_url, action_text, created_at)
           SELECT lower(hex(randomblob(16))), l.user_id, 0, 'info', 'medium', 'Portfolio viewed', ?2 || j.company || ?3,
                  '/jobtracker?job=' || j.id, 'Open application', ?4
           FROM tracked_links l JOIN job_applications j ON j.id = l.job_id AND j.user_id = l.user_id
           WHERE l.id = ?1 AND l.first_viewed_at IS NULL`,
        )
        .bind(linkId, ...splitMessage(), now),
      d1
        .prepare(
          `INSERT INTO job_status_history (id, job_id, from_status, to_status, changed_at)
           SELECT lower(hex(randomblob(16))), j.id, j.status, j.status,
                  max(?2, coalesce((SELECT max(changed_at) FROM job_status_history WHERE job_id = j.id), 0))
           FROM tracked_links l JOIN job_applications j ON j.id = l.job_id AND j.user_id = l.user_id
           WHERE l.id = ?1 AND l.first_viewed_at IS NULL`,
        )
        .bind(linkId, stats.last),
      d1
        .prepare(
          `UPDATE tracked_links SET views = views + ?2, first_viewed_at = coalesce(first_viewed_at, ?3),
             last_viewed_at = max(coalesce(last_viewed_at, 0), ?3) WHERE id = ?1`,
        )
        .bind(linkId, stats.views, stats.last),
    );
  }
  // Unique-visitor hashes and salts live only for their day.
  const today = utcDay(now);
  statements.push(
    d1.prepare("DELETE FROM portfolio_visitor_hashes WHERE day < ?1").bind(today),
    d1.prepare("DELETE FROM analytics_salts WHERE day < ?1").bind(today),
  );
  await d1.batch(statements);
  return { counted };
}

/** "Someone opened your portfolio from your " + company + " application", as the two SQL-bound halves. */
function splitMessage(): [string, string] {
  const marker = "\u0000";
  const [before = "", after = ""] = firstViewMessage(marker).split(marker);
  return [before, after];
}

/** The queue handler: invalid messages are acked and dropped; a D1 failure retries the whole batch. */
export async function processAnalyticsBatch(batch: MessageBatch<unknown>, db: Db, now = Date.now()): Promise<void> {
  const events = batch.messages.flatMap((m) => viewsOf(m.body));
  await aggregateViews(db, events, now);
  batch.ackAll();
}
