// Query parameters shared by every keyset-paginated list (issue 16): ?limit=&cursor= (cursor format in
// app/lib/cursor.ts). A list answers `nextCursor` (null on the last page); passing it back gives the next page.
// Rows inserted while a client pages are newer than its cursor, so a walk never repeats or skips a row.
// The rules and constants without zod (pages import this module; the schemas are in ./pagination.ts).
import type { CursorKey } from "~/lib/cursor";

export const PAGE_LIMIT_MAX = 100;

/** Page size when a client pages (sends limit or cursor) without a limit. */
const PAGE_LIMIT_DEFAULT = 50;

/** Without any paging parameter a list keeps its old, whole answer, capped at this many rows. */
const UNPAGED_CAP = 1000;

export const PAGINATION_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`,
  cursor: "cursor is not valid: pass back the nextCursor of the previous page",
} as const;

/** The rows to fetch: the page size asked for, else 50 when paging, else the cap (the old, whole answer). */
export function pageSize(query: { limit?: number; cursor?: CursorKey }): number {
  return query.limit ?? (query.cursor ? PAGE_LIMIT_DEFAULT : UNPAGED_CAP);
}

/** A page answer's shape: the rows, how many, and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A `limit` query parameter as pageLimitSchema (./pagination.ts) reads it, or null: a whole number from 1 to PAGE_LIMIT_MAX. */
export function readPageLimit(value: string | null | undefined): number | null {
  if (value == null || value.trim() === "") return null;
  const limit = Number(value);
  return Number.isInteger(limit) && limit >= 1 && limit <= PAGE_LIMIT_MAX ? limit : null;
}
