// The recipient picker's query (issue 16): ?q= (search by name, username or email) and ?cursor= (keyset page after
// a user), read the same way by the /admin1 page (a GET search form and "Show more users" links, without
// JavaScript) and by its JSON resource route /admin1/recipients (the picker's debounced search and "Show more").
import { decodeCursor, type CursorKey } from "~/lib/cursor";

export const RECIPIENTS_ROUTE = "/admin1/recipients";
export const RECIPIENTS_INTENT = "recipients";

/** Longer searches are cut (no name, username or email is longer). */
export const RECIPIENT_QUERY_MAX = 100;

export interface RecipientQuery {
  q: string;
  /** The cursor as sent (opaque), kept for links; `key` is what it names, null when absent or not one of ours. */
  cursor: string | null;
  key: CursorKey | null;
}

export function readRecipientQuery(params: URLSearchParams): RecipientQuery {
  const q = (params.get("q") ?? "").trim().slice(0, RECIPIENT_QUERY_MAX);
  const raw = params.get("cursor") || null;
  const key = raw ? decodeCursor(raw) : null;
  return { q, cursor: key ? raw : null, key };
}

/** `base` (a path with its own query, or none) with q and cursor set, empty ones left out. */
export function recipientsHref(base: string, { q, cursor }: { q: string; cursor: string | null }): string {
  const [path, query = ""] = base.split("?");
  const params = new URLSearchParams(query);
  params.delete("q");
  params.delete("cursor");
  if (q) params.set("q", q);
  if (cursor) params.set("cursor", cursor);
  const text = params.toString();
  return text ? `${path}?${text}` : path!;
}
