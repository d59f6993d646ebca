// The recipient picker's query (issue 16): ?q= (search by name, username or email), ?cursor= (keyset page after
// a user) and ?limit= (page size, as on /admin), read the same way by the /admin1 page (a GET search form and "Show more users" links, without
// JavaScript) and by its JSON resource route /admin1/recipients (the picker's debounced search and "Show more").
import { decodeCursor, type CursorKey } from "~/lib/cursor";
import { readPageLimit } from "~/schemas/pagination-rules";

export const RECIPIENTS_ROUTE = "/admin1/recipients";
export const RECIPIENTS_INTENT = "recipients";

/** Longer searches are cut (no name, username or email is longer). */
const RECIPIENT_QUERY_MAX = 100;

export interface RecipientQuery {
  q: string;
  /** The cursor as sent (opaque), kept for links; `key` is what it names, null when absent or not one of ours. */
  cursor: string | null;
  key: CursorKey | null;
  /** ?limit= (1 to 100) as on /admin, else null: the page size (RECIPIENTS_PAGE_SIZE). */
  limit: number | null;
}

export function readRecipientQuery(params: URLSearchParams): RecipientQuery {
  const q = (params.get("q") ?? "").trim().slice(0, RECIPIENT_QUERY_MAX);
  const raw = params.get("cursor") || null;
  const key = raw ? decodeCursor(raw) : null;
  return { q, cursor: key ? raw : null, key, limit: readPageLimit(params.get("limit")) };
}

/** `base` (a path with its own query, or none) with q, cursor and limit set, empty ones left out. */
export function recipientsHref(base: string, { q, cursor, limit }: { q: string; cursor: string | null; limit: number | null }): string {
  const [path, query = ""] = base.split("?");
  const params = new URLSearchParams(query);
  for (const name of ["q", "cursor", "limit"]) params.delete(name);
  if (q) params.set("q", q);
  if (cursor) params.set("cursor", cursor);
  if (limit) params.set("limit", String(limit));
  const text = params.toString();
  return text ? `${path}?${text}` : path!;
}
