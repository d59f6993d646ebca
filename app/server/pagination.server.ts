// Keyset pagination for drizzle queries ordered newest first by (sort key, id): the WHERE condition that starts
// after a cursor, and the cut of a page fetched one row long (the extra row only tells that a next page exists).
import { and, eq, lt, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { type CursorKey, encodeCursor } from "~/lib/cursor";
import type { Page } from "~/schemas/pagination";

/** Rows strictly after `cursor` in (at DESC, id DESC) order; undefined (no condition) without a cursor. */
export function afterCursor(at: SQLiteColumn, id: SQLiteColumn, cursor: CursorKey | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return or(lt(at, cursor.at), and(eq(at, cursor.at), lt(id, cursor.id)));
}

/** `rows` were fetched with LIMIT size + 1: keep `size` of them and name the last one shown when more remain. */
export function cutPage<R>(rows: R[], size: number, keyOf: (row: R) => CursorKey): Page<R> {
  if (rows.length <= size) return { items: rows, nextCursor: null };
  const items = rows.slice(0, size);
  return { items, nextCursor: encodeCursor(keyOf(items[items.length - 1]!)) };
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped (for ESCAPE '\'). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column` contains `text`, case-insensitive for ASCII (SQLite's LIKE), `%` and `_` taken literally. */
export function contains(column: SQLiteColumn | SQL, text: string): SQL {
  return sql`${column} LIKE ${containsPattern(text)} ESCAPE '\\'`;
}
