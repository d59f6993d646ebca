// Query parameters shared by every keyset-paginated list (issue 16): ?limit=&cursor= (cursor format in
// app/lib/cursor.ts). A list answers `nextCursor` (null on the last page); passing it back gives the next page.
// Rows inserted while a client pages are newer than its cursor, so a walk never repeats or skips a row.
import { z } from "./z";
import { decodeCursor, type CursorKey } from "~/lib/cursor";
import { PAGINATION_MESSAGES, PAGE_LIMIT_MAX } from "./pagination-rules";

export * from "./pagination-rules";

const pageLimitSchema = z.coerce
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
