// Edge cache of the public portfolio pages (Cache API). A page is rendered once and then answered from the
// cache until something purges it: redeploy, unpublish, username change, deactivation and an admin's suspension.
// Only pages the route marks cacheable (a live portfolio, 200) are stored; 404s and form posts never are.
//
// Production note: caches.default is per data centre. cache.delete() purges the data centre that handled the
// write; ADR 0005 explains why that is acceptable here and what to switch on for a global purge.

/** Response header by which the public portfolio route marks a page as storable; stripped before sending. */
export const EDGE_CACHE_MARKER = "X-Edge-Cache";
/** What browsers get: always revalidate, so an unpublished page never lingers in a browser cache either. */
export const PUBLIC_PAGE_BROWSER_CACHE = "public, max-age=0, must-revalidate";
/** How long the edge keeps a page when nothing purges it. */
const EDGE_TTL_SECONDS = 86_400;

const PUBLIC_PORTFOLIO_PATH = /^\/portfolio\/([a-z0-9][a-z0-9_-]{2,29})\/?$/;

export interface PublicPageCache {
  purge(username: string): Promise<void>;
}

/** The one key a username's page is stored under, whatever host or trailing slash the visitor used. */
export function publicPageCacheKey(appUrl: string, username: string): string {
  return `${new URL(appUrl).origin}/portfolio/${encodeURIComponent(username.toLowerCase())}`;
}

function defaultCache(): Cache | null {
  return typeof caches !== "undefined" && "default" in caches ? (caches as unknown as { default: Cache }).default : null;
}

export function publicPageCache(appUrl: string, cache: Cache | null = defaultCache()): PublicPageCache {
  return {
    async purge(username) {
      if (!cache || !username) return;
      await cache.delete(publicPageCacheKey(appUrl, username));
    },
  };
}

/** The username when `request` is a cacheable public portfolio request (GET or HEAD, no query, no one-shot cookie). */
export function cacheableUsername(request: Request): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  if (url.search) return null;
  const match = url.pathname.match(PUBLIC_PORTFOLIO_PATH);
  if (!match) return null;
  // A pending flash toast is consumed by the root loader (Set-Cookie): that response is not shareable.
  if (/(?:^|;\s*)vitrine_flash=/.test(request.headers.get("Cookie") ?? "")) return null;
  return match[1]!;
}

function withHeaders(response: Response, set: Record<string, string>, remove: string[] = []): Response {
  const headers = new Headers(response.headers);
  for (const name of remove) headers.delete(name);
  for (const [name, value] of Object.entries(set)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Answers a public portfolio request from the edge cache, or renders it with `render` and stores the result
 * when the route marked it cacheable. Every answer says X-Cache: HIT or MISS.
 */
export async function servePublicPortfolio(
  request: Request,
  appUrl: string,
  render: () => Promise<Response>,
  cache: Cache | null = defaultCache(),
): Promise<Response> {
  const username = cacheableUsername(request);
  if (!username || !cache) {
    const response = await render();
    return response.headers.has(EDGE_CACHE_MARKER) ? withHeaders(response, {}, [EDGE_CACHE_MARKER]) : response;
  }
  const key = publicPageCacheKey(appUrl, username);
  const hit = await cache.match(key);
  if (hit) {
    const answer = withHeaders(hit, { "Cache-Control": PUBLIC_PAGE_BROWSER_CACHE, "X-Cache": "HIT" });
    return request.method === "HEAD" ? new Response(null, { status: answer.status, headers: answer.headers }) : answer;
  }

  const response = await render();
  // A HEAD render has no body to store: it is answered, the next GET fills the cache.
  if (request.method === "HEAD") return withHeaders(response, { "X-Cache": "MISS" }, [EDGE_CACHE_MARKER]);
  const storable = response.status === 200 && response.headers.has(EDGE_CACHE_MARKER) && !response.headers.has("Set-Cookie");
  if (!storable) return withHeaders(response, { "X-Cache": "MISS" }, [EDGE_CACHE_MARKER]);
  // Buffered and stored before answering (pages are small): a purge that follows this response can never be
  // overtaken by a late put of the page it purged.
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.delete(EDGE_CACHE_MARKER);
  const stored = new Headers(headers);
  stored.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
  try {
    await cache.put(key, new Response(body, { status: 200, headers: stored }));
  } catch (error) {
    console.warn("Edge cache put failed", error);
  }
  headers.set("X-Cache", "MISS");
  return new Response(body, { status: 200, headers });
}
