// D1 read replication through the Sessions API, with read-your-writes per client (issue 16 goal 4).
//
// Every request (pages and /api alike) opens one D1 session: `env.DB.withSession(bookmark)` where the bookmark is
// the one the client sent back (the `x-d1-bookmark` request header for API clients, else the `vitrine_d1` cookie a
// browser keeps), or "first-unconstrained" when it has none. Reads may then be served by the nearest replica, but
// never by one older than the client's last write: within a session D1 is sequentially consistent, and the first
// query of a session waits for a replica at least as new as the bookmark. Writes always go to the primary, so no
// "first-primary" is needed. After the request the session's newest bookmark is written back (header for the API,
// cookie when it moved). Public pages served through the edge cache read from the primary and never set a cookie;
// the queue consumer uses the plain binding (`getDb`).
import { drizzle } from "drizzle-orm/d1";
import * as schema from "~/db/schema";
import type { Db } from "./db.server";

export const D1_BOOKMARK_COOKIE = "vitrine_d1";
export const D1_BOOKMARK_HEADER = "x-d1-bookmark";
/** A bookmark outlives replication lag by far; a stale one only means "at least this new", so a day is plenty. */
const COOKIE_MAX_AGE_SECONDS = 86_400;
/** D1 bookmarks are hex groups joined by dashes; anything else is ignored (never handed to D1). */
const BOOKMARK_SHAPE = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){0,7}$/i;

export type SessionStart = "first-unconstrained" | "first-primary";

export interface RequestDb {
  db: Db;
  /** The bookmark the client sent (valid shape only), or null. */
  readonly incoming: string | null;
  /** The session's newest bookmark after its queries (null when nothing was queried). */
  bookmark(): string | null;
}

function isBookmark(value: string | null | undefined): value is string {
  return typeof value === "string" && value.length <= 200 && BOOKMARK_SHAPE.test(value);
}

function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The client's bookmark: the request header wins over the cookie; a malformed one counts as none. */
export function requestBookmark(request: Request): string | null {
  const header = request.headers.get(D1_BOOKMARK_HEADER)?.trim();
  if (isBookmark(header)) return header;
  const cookie = cookieValue(request, D1_BOOKMARK_COOKIE);
  return isBookmark(cookie) ? cookie : null;
}

/** The request's database: one D1 session continuing from the client's bookmark (or `start` without one). */
export function openRequestDb(d1: D1Database, request: Request, start: SessionStart = "first-unconstrained"): RequestDb {
  const incoming = start === "first-primary" ? null : requestBookmark(request);
  const session = d1.withSession(incoming ?? start);
  // drizzle's D1 driver only calls prepare/batch, which a session has; its types want a D1Database.
  const db = drizzle(session as unknown as D1Database, { schema });
  return {
    db,
    incoming,
    bookmark: () => {
      const latest = session.getBookmark();
      return isBookmark(latest) ? latest : null;
    },
  };
}

/** A response a shared cache may keep (public or s-maxage): it must never carry a per-browser cookie. */
function sharedCacheable(response: Response): boolean {
  return /(?:^|,)\s*(?:public|s-maxage)/i.test(response.headers.get("Cache-Control") ?? "");
}

function bookmarkCookie(bookmark: string, secure: boolean): string {
  return `${D1_BOOKMARK_COOKIE}=${bookmark}; Path=/; HttpOnly;${secure ? " Secure;" : ""} SameSite=Lax; Max-Age=${COOKIE_MAX_AGE_SECONDS}`;
}

export interface WriteBookmarkOptions {
  /** Also answer the bookmark in the `x-d1-bookmark` header (API responses). */
  header: boolean;
  /** Mark the cookie Secure (production, or any https request). */
  secure: boolean;
}

/**
 * Hands the session's bookmark back to the client: the header (API) and, when it moved past what the client sent,
 * the cookie. Shared-cacheable responses get neither cookie nor header change beyond that.
 */
export function writeBookmark(response: Response, requestDb: RequestDb, options: WriteBookmarkOptions): Response {
  const bookmark = requestDb.bookmark();
  if (!bookmark) return response;
  const setCookie = bookmark !== requestDb.incoming && !sharedCacheable(response);
  if (!options.header && !setCookie) return response;
  const apply = (headers: Headers) => {
    if (options.header) headers.set(D1_BOOKMARK_HEADER, bookmark);
    if (setCookie) headers.append("Set-Cookie", bookmarkCookie(bookmark, options.secure));
  };
  try {
    apply(response.headers);
    return response;
  } catch {
    // Immutable headers (a fetched or cached response): answer a copy.
    const copy = new Response(response.body, response);
    apply(copy.headers);
    return copy;
  }
}

/** Secure cookies in production and on any https request (plain http://localhost during development is not). */
export function secureCookies(env: Pick<Env, "ENVIRONMENT">, request: Request): boolean {
  return env.ENVIRONMENT === "production" || new URL(request.url).protocol === "https:";
}
