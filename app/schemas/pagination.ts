// Query parameters shared by every keyset-paginated list (issue 16): ?limit=&cursor= (cursor format in
// app/lib/cursor.ts). A list answers `nextCursor` (null on the last page); passing it back gives the next page.
// Rows inserted while a client pages are newer than its cursor, so a walk never repeats or skips a row.
import { z } from "zod";
import { decodeCursor, type CursorKey } from "~/lib/cursor";

export const PAGE_LIMIT_MAX = 100;
/** Page size when a client pages (sends limit or cursor) without a limit. */
export const PAGE_LIMIT_DEFAULT = 50;
/** Without any paging parameter a list keeps its old, whole answer, capped at this many rows. */
export const UNPAGED_CAP = 1000;

export const PAGINATION_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`,
  cursor: "cursor is not valid: pass back the nextCursor of the previous page",
} as const;

export const pageLimitSchema = z.coerce
  .number({ error: PAGINATION_MESSAGES.limit })
  .int(PAGINATION_MESSAGES.limit)
  .min(1, PAGINATION_MESSAGES.limit)
  .max(PAGE_LIMIT_MAX, PAGINATION_MESSAGES.limit);

/** An opaque cursor, decoded to its key; anything else is a 400 with PAGINATION_MESSAGES.cursor. */
export const cursorSchema = z.string({ error: PAGINATION_MESSAGES.cursor }).transform((value, ctx): CursorKey => {
  const key = decodeCursor(value);
  if (!key) {
    ctx.addIssue({ code: "custom", message: PAGINATION_MESSAGES.cursor });
    return z.NEVER;
  }
  return key;
});

/** An empty query parameter (`?cursor=`) counts as absent. */
export const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

export const pageQueryShape = {
  limit: optionalParam(pageLimitSchema),
  cursor: optionalParam(cursorSchema),
};

/** A list with no filter of its own (contact messages): ?limit=&cursor= alone. */
export const pageQuerySchema = z.object(pageQueryShape);

/** The rows to fetch: the page size asked for, else 50 when paging, else the cap (the old, whole answer). */
export function pageSize(query: { limit?: number; cursor?: CursorKey }): number {
  return query.limit ?? (query.cursor ? PAGE_LIMIT_DEFAULT : UNPAGED_CAP);
}

/** A page answer's shape: the rows, how many, and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
