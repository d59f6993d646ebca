// The producer side of view counting (issue 17, ADR 0011): workers/app.ts calls countPortfolioView after the public
// page is answered (cache hit or miss) and hands the promise to ctx.waitUntil, so the visitor never waits for it.
// Bots (isbot) are not counted; the owner's views are dropped by the consumer (the event carries the session's user).
import { isbot } from "isbot";
import { readSessionCookie } from "../auth/sessions.server";
import { readToken } from "../auth/tokens.server";
import { cacheableUsername, trackedLinkCode } from "../portfolio/edge-cache.server";
import { utcDay, type ViewEvent } from "./events";

/** The username when this answer is a view worth counting: a GET of a public page answered 200. */
export function countedUsername(request: Request, response: Response): string | null {
  if (request.method !== "GET" || response.status !== 200) return null;
  return cacheableUsername(request);
}

// The day's salt, read once per isolate and day (D1 `analytics_salts`, created by the first reader of the day).
let saltCache: { day: string; salt: string } | null = null;

export async function saltFor(db: D1Database, day: string): Promise<string> {
  if (saltCache?.day === day) return saltCache.salt;
  const fresh = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const row = await db
    .prepare("INSERT INTO analytics_salts (day, salt) VALUES (?1, ?2) ON CONFLICT (day) DO UPDATE SET day = day RETURNING salt")
    .bind(day, fresh)
    .first<{ salt: string }>();
  const salt = row?.salt ?? fresh;
  saltCache = { day, salt };
  return salt;
}

async function sha256Hex(text: string, chars = 32): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, chars);
}

function referrerHost(request: Request, appUrl: string): string {
  const referer = request.headers.get("Referer");
  if (!referer) return "";
  try {
    const host = new URL(referer).hostname.toLowerCase();
    return host === new URL(appUrl).hostname.toLowerCase() || host === new URL(request.url).hostname.toLowerCase() ? "" : host;
  } catch {
    return "";
  }
}

async function viewerId(request: Request, secret: string): Promise<string> {
  const token = readSessionCookie(request);
  if (!token) return "";
  const claims = await readToken(secret, "session", token);
  return typeof claims?.sub === "string" ? claims.sub : "";
}

/** The event of one view, or null for a bot. Hashing and the salt read happen here, off the request path. */
export async function viewEvent(request: Request, env: Env, username: string, now = Date.now()): Promise<ViewEvent | null> {
  const userAgent = request.headers.get("User-Agent") ?? "";
  if (isbot(userAgent)) return null;
  const day = utcDay(now);
  const ip = request.headers.get("CF-Connecting-IP") ?? "";
  const [salt, viewer] = await Promise.all([saltFor(env.DB, day), viewerId(request, env.JWT_SECRET)]);
  return {
    id: crypto.randomUUID(),
    username,
    day,
    at: now,
    visitor: await sha256Hex(`${salt}\n${username}\n${ip}\n${userAgent}`),
    referrer: referrerHost(request, env.APP_URL),
    code: trackedLinkCode(new URL(request.url)),
    viewer,
  };
}

/**
 * Views wait here for a moment so that one queue message carries many (a busy portfolio: hundreds of views a second
 * in one isolate become a few messages, a few queue operations and a few consumer batches instead of one of each
 * per view). Each view's `waitUntil` awaits the flush that sends it, so the isolate stays up until it is sent.
 */
export const VIEW_FLUSH_MS = 250;
export const VIEWS_PER_MESSAGE = 100;
interface Flush {
  views: ViewEvent[];
  /** Sends now instead of at the end of the delay. */
  send: () => void;
  sent: Promise<void>;
}
let flush: Flush | null = null;

function startFlush(queue: Queue): Flush {
  let send = () => {};
  const due = new Promise<void>((resolve) => {
    send = resolve;
    setTimeout(resolve, VIEW_FLUSH_MS);
  });
  const entry: Flush = {
    views: [],
    send,
    sent: due.then(async () => {
      if (flush === entry) flush = null; // later views start the next message
      const { views } = entry;
      await queue.send(views.length === 1 ? views[0] : { views }, { contentType: "json" });
    }),
  };
  return entry;
}

function gather(queue: Queue, event: ViewEvent): Promise<void> {
  const current = flush ?? startFlush(queue);
  flush = current;
  current.views.push(event);
  if (current.views.length >= VIEWS_PER_MESSAGE) {
    flush = null; // full: it leaves now, the next view starts a new one
    current.send();
  }
  return current.sent;
}

/** Queues the view (never throws: a lost count must not become an error). */
export async function countPortfolioView(request: Request, env: Env, username: string): Promise<void> {
  try {
    const event = await viewEvent(request, env, username);
    if (event) await gather(env.ANALYTICS_QUEUE, event);
  } catch (error) {
    console.warn("Portfolio view not counted", error);
  }
}
