// Edge cache of the public portfolio pages (Cache API). A page is rendered once and then answered from the
// cache until something purges it: redeploy, unpublish, username change, deactivation and an admin's suspension.
// Only pages the route marks cacheable (a live portfolio, 200) are stored; 404s and form posts never are.
// The portfolio's PDF resume (/portfolio/{username}/resume.pdf, one entry per paper size) lives and dies with it.
//
// A purge alone cannot keep a taken-down page out of the cache: a render that read D1 before the takedown can store
// its answer after the purge (issue 29). So the route marks each answer with the stamp of the publication it was
// rendered from (app/server/portfolio/publication.server.ts) and the stamp is stored with the copy. A copy is
// answered only while that same stamp is live in D1 (one indexed read on the primary per hit), and every put is
// followed by that check too, so a copy that lost the race is deleted at once instead of waiting for a visitor.
// ADR 0018 says why both.
//
// Production note: caches.default is per data centre. cache.delete() purges the data centre that handled the
// write; the check on every hit is what keeps a copy in another data centre from being answered (ADR 0005, 0018).
//
// The check on a hit trusts a liveness read this isolate made less than LIVENESS_MEMO_MS ago (issue 30, ADR 0019):
// a busy page costs one D1 read per isolate and second instead of one per view. A purge in this isolate forgets the
// username at once, and the check after every put always reads D1, so the only staleness left is a takedown
// elsewhere (another isolate or data centre, or a write straight into D1): answered for at most one second.
// The unknown portfolio's 404 (the same for every signed-out visitor) is stored the same way, under the
// stamp NOT_LIVE, and answered only while nothing is live at that name.

import { PAPER_SIZES, type PaperSize } from "~/schemas/resume-pdf";
import { dropHot, hotCopy, keepHot } from "../http/hot-copies.server";
import { hasFlashCookie, hasHashPolicy, hasSessionCookie } from "../http/signed-out-pages.server";

/**
 * Response header by which the public routes mark a page (or PDF) as storable: its value is the stamp of the
 * publication it was rendered from. Kept with the stored copy; stripped from every answer.
 */
export const EDGE_CACHE_MARKER = "X-Edge-Cache";

/** The stamp of the publication live at a username now, or null when none is (read from the primary). */
export type LivePublication = (username: string) => Promise<string | null>;

/** The stamp a stored 404 carries: answered only while no publication is live at its name. */
const NOT_LIVE = "none";
/** How long a liveness read answers the hits of this isolate (the bound on a takedown's staleness elsewhere). */
export const LIVENESS_MEMO_MS = 1_000;
/** Usernames remembered at once; past this the oldest entry is forgotten. */
const LIVENESS_MEMO_SIZE = 1_000;
// Values, never promises: a promise made in one request and awaited by another can hang in workerd.
const livenessMemo = new Map<string, { stamp: string; until: number }>();

function rememberLiveness(username: string, live: string | null, now = Date.now()): string {
  const stamp = live ?? NOT_LIVE;
  livenessMemo.delete(username);
  livenessMemo.set(username, { stamp, until: now + LIVENESS_MEMO_MS });
  if (livenessMemo.size > LIVENESS_MEMO_SIZE) livenessMemo.delete(livenessMemo.keys().next().value!);
  return stamp;
}

/** Drops what this isolate remembers of a username's liveness (every purge does). */
function forgetLiveness(username: string): void {
  livenessMemo.delete(username.toLowerCase());
}

/** Whether `stamp` is the live one: the isolate's recent read if it agrees, else a fresh read (remembered). */
async function stampIsLive(username: string, stamp: string, livePublication: LivePublication): Promise<boolean> {
  const recent = livenessMemo.get(username);
  if (recent && recent.until > Date.now() && recent.stamp === stamp) return true;
  return rememberLiveness(username, await livePublication(username)) === stamp;
}
/** What browsers get: always revalidate, so an unpublished page never lingers in a browser cache either. */
export const PUBLIC_PAGE_BROWSER_CACHE = "public, max-age=0, must-revalidate";
/** How long the edge keeps a page when nothing purges it. */
const EDGE_TTL_SECONDS = 86_400;

const PUBLIC_PORTFOLIO_PATH = /^\/portfolio\/([a-z0-9][a-z0-9_-]{2,29})\/?$/;
const PUBLIC_RESUME_PATH = /^\/portfolio\/([a-z0-9][a-z0-9_-]{2,29})\/resume\.pdf$/;

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

/** The key of a username's PDF resume in one paper size. */
export function publicResumeCacheKey(appUrl: string, username: string, size: PaperSize): string {
  return `${publicPageCacheKey(appUrl, username)}/resume.pdf?size=${size}`;
}

export function publicPageCache(appUrl: string, cache: Cache | null = defaultCache()): PublicPageCache {
  return {
    async purge(username) {
      if (!username) return;
      forgetLiveness(username);
      const keys = [publicPageCacheKey(appUrl, username), ...PAPER_SIZES.map((size) => publicResumeCacheKey(appUrl, username, size))];
      dropHot(keys);
      if (!cache) return;
      await Promise.all(keys.map((key) => cache.delete(key)));
    },
  };
}

/** The resume's paper size when the query is empty or exactly `size=a4|letter`; null for anything else. */
function resumeSize(url: URL): PaperSize | null {
  if (!url.search) return "a4";
  const entries = [...url.searchParams];
  const size = entries.length === 1 && entries[0]![0] === "size" ? entries[0]![1].toLowerCase() : "";
  return PAPER_SIZES.find((s) => s === size) ?? null;
}

/**
 * The query parameter a tracked link's redirect adds (`/p/{code}` → `/portfolio/{username}?l={code}`). It only
 * attributes the view (app/server/analytics/record.server.ts) and is not part of the cache key: one entry per page.
 */
export const TRACKED_LINK_PARAM = "l";
const TRACKED_LINK_CODE = /^[A-Za-z0-9]{6,32}$/;

/** The tracked link code of a public page request (`?l={code}` and nothing else), or "". */
export function trackedLinkCode(url: URL): string {
  const entries = [...url.searchParams];
  if (entries.length !== 1 || entries[0]![0] !== TRACKED_LINK_PARAM) return "";
  return TRACKED_LINK_CODE.test(entries[0]![1]) ? entries[0]![1] : "";
}

/** The username when `request` is a cacheable public portfolio page request (GET or HEAD, no query but a tracked link's code, no one-shot cookie). */
export function cacheableUsername(request: Request): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  if (url.search && !trackedLinkCode(url)) return null;
  const match = url.pathname.match(PUBLIC_PORTFOLIO_PATH);
  if (!match) return null;
  // A pending flash toast is consumed by the root loader (Set-Cookie): that response is not shareable.
  if (hasFlashCookie(request)) return null;
  return match[1]!;
}

/** What a cacheable public request is stored under, and whose publication it shows. */
interface PublicCacheTarget {
  key: string;
  username: string;
}

/** The cache key and username of a cacheable public request: the page (see cacheableUsername) or its PDF resume. */
function publicCacheTarget(request: Request, appUrl: string): PublicCacheTarget | null {
  const username = cacheableUsername(request);
  if (username) return { key: publicPageCacheKey(appUrl, username), username };
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = new URL(request.url);
  const match = url.pathname.match(PUBLIC_RESUME_PATH);
  const size = match ? resumeSize(url) : null;
  return match && size ? { key: publicResumeCacheKey(appUrl, match[1]!, size), username: match[1]! } : null;
}

/** The cache key of a cacheable public request (see publicCacheTarget). */
export function publicCacheKey(request: Request, appUrl: string): string | null {
  return publicCacheTarget(request, appUrl)?.key ?? null;
}

function withHeaders(response: Response, set: Record<string, string>, remove: string[] = []): Response {
  const headers = new Headers(response.headers);
  for (const name of remove) headers.delete(name);
  for (const [name, value] of Object.entries(set)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The stamp a render may be stored under, or null: a live page (the route's marker) or the signed-out 404. */
function storedStamp(request: Request, response: Response): string | null {
  if (response.headers.has("Set-Cookie")) return null;
  if (response.status === 200) return response.headers.get(EDGE_CACHE_MARKER);
  const unknownPage = response.status === 404 && cacheableUsername(request) !== null && !hasSessionCookie(request);
  return unknownPage && hasHashPolicy(response) ? NOT_LIVE : null;
}

/** Kept with a stored copy: the Cache-Control its visitors get (the stored one is the edge's). */
const BROWSER_CACHE_HEADER = "X-Browser-Cache-Control";
/**
 * Kept with a stored copy: the build that rendered it. A page names the build's hashed stylesheet and scripts, which
 * the next deploy replaces, so a copy from another build is rendered again instead of answered.
 */
const BUILD_HEADER = "X-Rendered-By-Build";

/**
 * Answers a public portfolio request from the edge cache, or renders it with `render` and stores the result
 * when the route marked it cacheable (or it is the signed-out 404 of a name where nothing is live). A stored copy
 * is answered only while the publication it was rendered from is still the live one (`livePublication`, trusted
 * for LIVENESS_MEMO_MS per isolate); any other copy is deleted and the request rendered afresh. Every answer says
 * X-Cache: HIT or MISS.
 */
export async function servePublicPortfolio(
  request: Request,
  appUrl: string,
  render: () => Promise<Response>,
  livePublication: LivePublication,
  cache: Cache | null = defaultCache(),
  /** The running build's version (the React Router build's assets version); "" where there is none. */
  build = "",
): Promise<Response> {
  const target = publicCacheTarget(request, appUrl);
  if (!target || !cache) {
    const response = await render();
    return response.headers.has(EDGE_CACHE_MARKER) ? withHeaders(response, {}, [EDGE_CACHE_MARKER]) : response;
  }
  // This isolate's copy, while the liveness read that let it be answered is recent; else the edge cache.
  const hot = hotCopy(target.key);
  const hit = hot ?? (await cache.match(target.key));
  if (hit) {
    const stamp = hit.headers.get(EDGE_CACHE_MARKER);
    const shareable = stamp !== NOT_LIVE || !hasSessionCookie(request);
    const thisBuild = (hit.headers.get(BUILD_HEADER) ?? "") === build;
    if (stamp && shareable && thisBuild && (hot || (await stampIsLive(target.username, stamp, livePublication)))) {
      const browserCache = hit.headers.get(BROWSER_CACHE_HEADER) || PUBLIC_PAGE_BROWSER_CACHE;
      let answer = withHeaders(hit, { "Cache-Control": browserCache, "X-Cache": "HIT" }, [
        EDGE_CACHE_MARKER,
        BROWSER_CACHE_HEADER,
        BUILD_HEADER,
      ]);
      if (!hot && request.method !== "HEAD") {
        const body = await answer.arrayBuffer();
        keepHot(target.key, body, hit.status, hit.headers, livenessMemo.get(target.username)?.until ?? 0);
        answer = new Response(body, { status: hit.status, headers: answer.headers });
      }
      return request.method === "HEAD" ? new Response(null, { status: answer.status, headers: answer.headers }) : answer;
    }
    await hit.body?.cancel();
    // A copy of a publication that is no longer live (taken down, redeployed, the name now someone else's) or of an
    // earlier build: never answered, and dropped so the next visitor does not read D1 for it again. (A stored 404
    // asked for by a signed-in visitor is only passed over.)
    if (shareable) {
      dropHot([target.key]);
      await cache.delete(target.key);
    }
  }

  const response = await render();
  // A HEAD render has no body to store: it is answered, the next GET fills the cache.
  if (request.method === "HEAD") return withHeaders(response, { "X-Cache": "MISS" }, [EDGE_CACHE_MARKER]);
  const stamp = storedStamp(request, response);
  if (!stamp) return withHeaders(response, { "X-Cache": "MISS" }, [EDGE_CACHE_MARKER]);
  // Buffered and stored before answering (pages and PDFs are small), then checked: a takedown that committed before
  // the check is seen by it and the copy deleted here; one that commits after it purges the copy itself (every
  // takedown purges after its commit). Either way the copy does not outlive the takedown.
  const body = await response.arrayBuffer();
  const stored = new Headers(response.headers);
  stored.set(EDGE_CACHE_MARKER, stamp);
  stored.set(BROWSER_CACHE_HEADER, response.headers.get("Cache-Control") ?? "");
  stored.set(BUILD_HEADER, build);
  stored.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
  try {
    await cache.put(target.key, new Response(body, { status: response.status, headers: stored }));
    const live = await livePublication(target.username).catch(() => undefined);
    if (live === undefined || rememberLiveness(target.username, live) !== stamp) await cache.delete(target.key);
  } catch (error) {
    console.warn("Edge cache put failed", error);
    await cache.delete(target.key).catch(() => false);
  }
  const headers = new Headers(response.headers);
  headers.delete(EDGE_CACHE_MARKER);
  headers.set("X-Cache", "MISS");
  return new Response(body, { status: response.status, headers });
}
