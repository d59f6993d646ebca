// Signed-out pages that are the same for everyone (issue 30): the landing page `/` and /signin's first step come
// from the edge cache (caches.default, like the public portfolio). They are sent without the client runtime, so
// their CSP allows their one inline script by its hash (app/entry.server.tsx, ADR 0007) and carries no nonce a
// cached copy could replay. A request is answered from, or fills, the cache only when nothing of the visitor can
// change the page: a GET or HEAD of exactly that path, no query, no session cookie, no flash toast cookie. A copy
// is stored only when the render proves it shareable: 200, a hash CSP (no nonce) and no Set-Cookie. The key
// names the build, so a deploy never answers a page that points at the previous build's assets. A hit is also kept
// in the isolate's memory for a second (app/server/http/hot-copies.server.ts). ADR 0019.

import { hotCopy, keepHot } from "./hot-copies.server";

/** The paths whose signed-out page is shared. */
const SHARED_PATHS = new Set(["/", "/signin"]);
/** How long the edge keeps a copy (nothing purges these pages: a deploy changes the key). */
const EDGE_TTL_SECONDS = 3_600;
/** How long this isolate answers a page from its own copy before it looks in the edge cache again. */
const HOT_COPY_MS = 1_000;
/** Kept with a stored copy: the Cache-Control its visitors get ("" when the page set none). */
const BROWSER_CACHE_HEADER = "X-Browser-Cache-Control";

/** Whether the request carries a cookie of `name`. */
function hasCookie(request: Request, name: string): boolean {
  return new RegExp(`(?:^|;\\s*)${name}=`).test(request.headers.get("Cookie") ?? "");
}

/** A session cookie, valid or not: the visitor may be signed in, so the page is theirs. */
export const hasSessionCookie = (request: Request) => hasCookie(request, "vitrine_session");
/** A pending flash toast: the root loader shows and clears it (Set-Cookie), so that answer is the visitor's. */
export const hasFlashCookie = (request: Request) => hasCookie(request, "vitrine_flash");

/** A page that names no nonce in its CSP: the same for every visitor, so a shared cache may keep it. */
export function hasHashPolicy(response: Response): boolean {
  const csp = response.headers.get("Content-Security-Policy");
  return csp !== null && csp !== "" && !csp.includes("'nonce-");
}

/** The cache key of a request for a shared signed-out page, or null when this request's page may be its own. */
export function sharedPageKey(request: Request, appUrl: string, buildVersion: string): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  if (url.search || !SHARED_PATHS.has(url.pathname)) return null;
  if (hasSessionCookie(request) || hasFlashCookie(request)) return null;
  return `${new URL(appUrl).origin}${url.pathname}?build=${encodeURIComponent(buildVersion)}`;
}

function defaultCache(): Cache | null {
  return typeof caches !== "undefined" && "default" in caches ? (caches as unknown as { default: Cache }).default : null;
}

/**
 * Answers a shared signed-out page from the edge cache (X-Cache: HIT), or renders it and stores the render when it
 * is shareable (X-Cache: MISS). `key` comes from sharedPageKey.
 */
export async function serveSharedPage(
  request: Request,
  key: string,
  render: () => Promise<Response>,
  cache: Cache | null = defaultCache(),
): Promise<Response> {
  if (!cache) return render();
  const hot = hotCopy(key);
  const hit = hot ?? (await cache.match(key));
  if (hit) {
    const headers = new Headers(hit.headers);
    const browserCache = headers.get(BROWSER_CACHE_HEADER);
    headers.delete(BROWSER_CACHE_HEADER);
    if (browserCache) headers.set("Cache-Control", browserCache);
    else headers.delete("Cache-Control");
    headers.set("X-Cache", "HIT");
    if (request.method === "HEAD") {
      await hit.body?.cancel();
      return new Response(null, { status: hit.status, headers });
    }
    if (hot) return new Response(hot.body, { status: hit.status, headers });
    const body = await hit.arrayBuffer();
    keepHot(key, body, hit.status, hit.headers, Date.now() + HOT_COPY_MS);
    return new Response(body, { status: hit.status, headers });
  }
  const response = await render();
  const storable = request.method === "GET" && response.status === 200 && !response.headers.has("Set-Cookie") && hasHashPolicy(response);
  if (!storable) return withCacheState(response, "MISS");
  const body = await response.arrayBuffer();
  const stored = new Headers(response.headers);
  stored.set(BROWSER_CACHE_HEADER, response.headers.get("Cache-Control") ?? "");
  stored.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
  try {
    await cache.put(key, new Response(body, { status: 200, headers: stored }));
  } catch (error) {
    console.warn("Edge cache put failed", error);
  }
  const headers = new Headers(response.headers);
  headers.set("X-Cache", "MISS");
  return new Response(body, { status: 200, headers });
}

function withCacheState(response: Response, state: string): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Cache", state);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
