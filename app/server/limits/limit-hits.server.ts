// Counted limits that hold under parallel requests (issue 12 §4). A limit is checked and recorded in ONE
// statement: `INSERT … SELECT … WHERE (count in window) < limit RETURNING id`. D1 runs each statement
// atomically, so of 20 parallel requests exactly `limit` get a row back, whatever their timing.
import { sql } from "drizzle-orm";
import type { Db } from "../db.server";

export interface LimitWindow {
  limit: number;
  windowMs: number;
}

export type LimitHit = { ok: true; id: number } | { ok: false; retryAfterSeconds: number };

/** Takes one hit of `key` if fewer than `limit` were taken in the window; otherwise says when a slot frees. */
export async function takeLimitHit(db: Db, key: string, { limit, windowMs }: LimitWindow, now = Date.now()): Promise<LimitHit> {
  const since = now - windowMs;
  // Hits of this key that left the window are never needed again.
  await db.run(sql`DELETE FROM limit_hits WHERE key = ${key} AND at <= ${since}`);
  const inserted = await db.all<{ id: number }>(sql`
    INSERT INTO limit_hits (key, at)
    SELECT ${key}, ${now}
    WHERE (SELECT count(*) FROM limit_hits WHERE key = ${key} AND at > ${since}) < ${limit}
    RETURNING id`);
  const row = inserted[0];
  if (row) return { ok: true, id: row.id };
  return { ok: false, retryAfterSeconds: await secondsUntilSlot(db, key, { limit, windowMs }, now) };
}

/** When the hit that keeps the count at the limit leaves the window. */
async function secondsUntilSlot(db: Db, key: string, { limit, windowMs }: LimitWindow, now: number): Promise<number> {
  const rows = await db.all<{ at: number }>(
    sql`SELECT at FROM limit_hits WHERE key = ${key} AND at > ${now - windowMs} ORDER BY at DESC LIMIT 1 OFFSET ${limit - 1}`,
  );
  const at = rows[0]?.at ?? now;
  return Math.max(1, Math.ceil((at + windowMs - now) / 1000));
}

/** Gives a hit back (the request it counted did not happen after all, e.g. its email could not be queued). */
export async function releaseLimitHit(db: Db, id: number): Promise<void> {
  await db.run(sql`DELETE FROM limit_hits WHERE id = ${id}`);
}

/**
 * Records `key` once per window, when `condition` holds: one statement, so of parallel callers only one
 * records it (and learns it was first). Used for the login lock: the 10th failure locks, once.
 */
export async function recordOnceWhen(
  db: Db,
  key: string,
  windowMs: number,
  condition: ReturnType<typeof sql>,
  now = Date.now(),
): Promise<boolean> {
  const rows = await db.all<{ id: number }>(sql`
    INSERT INTO limit_hits (key, at)
    SELECT ${key}, ${now}
    WHERE NOT EXISTS (SELECT 1 FROM limit_hits WHERE key = ${key} AND at > ${now - windowMs}) AND (${condition})
    RETURNING id`);
  return rows.length > 0;
}

/** The newest hit of `key` inside the window, if any (ms). */
export async function latestLimitHit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<number | null> {
  const rows = await db.all<{ at: number }>(sql`SELECT max(at) AS at FROM limit_hits WHERE key = ${key} AND at > ${now - windowMs}`);
  return rows[0]?.at ?? null;
}
