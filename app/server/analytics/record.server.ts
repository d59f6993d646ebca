// The producer side of view counting (issue 17, ADR 0011; batching: issue 30, ADR 0019): workers/app.ts calls
// countPortfolioView once the public page is answered (cache hit or miss) and hands its promise to ctx.waitUntil.
// On the response path a view is only noted (what the request says, a few strings) in this isolate's pending batch;
// the bot check, the day's salt, the hashes and the send all happen once per batch, after the answers, in waitUntil.
// Bots (isbot) are not counted; the owner's views are dropped by the consumer (the event carries the session's user).
import { isbot } from "isbot";
import { readSessionCookie } from "../auth/sessions.server";
import { readToken } from "../auth/tokens.server";
import { cacheableUsername, trackedLinkCode } from "../portfolio/edge-cache.server";
import { utcDay, type ViewEvent, type ViewMessage } from "./events";

/** The username when this answer is a view worth counting: a GET of a public page answered 200. */
export function countedUsername(request: Request, response: Response): string | null {
  if (request.method !== "GET" || response.status !== 200) return null;
  return cacheableUsername(request);
}

// The day's salt, read once per isolate and day (D1 `analytics_salts`, created by the first reader of the day).
let saltCache: { day: string; salt: string } | null = null;

async function saltFor(db: D1Database, day: string): Promise<string> {
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

function referrerHost(referer: string, url: URL, appUrl: string): string {
  if (!referer) return "";
  try {
    const host = new URL(referer).hostname.toLowerCase();
    return host === new URL(appUrl).hostname.toLowerCase() || host === url.hostname.toLowerCase() ? "" : host;
  } catch {
    return "";
  }
}

async function viewerOf(token: string, secret: string): Promise<string> {
  const claims = await readToken(secret, "session", token);
  return typeof claims?.sub === "string" ? claims.sub : "";
}

/** What the request says about one view, noted on the response path (no parsing, no hashing, no I/O). */
interface NotedView {
  username: string;
  at: number;
  userAgent: string;
  ip: string;
  referer: string;
  url: string;
  sessionToken: string | null;
}

function noteView(request: Request, username: string, now = Date.now()): NotedView {
  return {
    username,
    at: now,
    userAgent: request.headers.get("User-Agent") ?? "",
    ip: request.headers.get("CF-Connecting-IP") ?? "",
    referer: request.headers.get("Referer") ?? "",
    url: request.url,
    sessionToken: readSessionCookie(request),
  };
}

/**
 * The events of a batch of noted views (bots left out). Work that repeats inside a batch is done once: the bot check
 * per user agent, the visitor hash per (day, portfolio, address, user agent), the session check per token.
 */
async function viewEvents(views: NotedView[], env: Env): Promise<ViewEvent[]> {
  const bots = new Map<string, boolean>();
  const isBot = (userAgent: string) => {
    const known = bots.get(userAgent);
    if (known !== undefined) return known;
    const bot = isbot(userAgent);
    bots.set(userAgent, bot);
    return bot;
  };
  const people = views.filter((view) => !isBot(view.userAgent));
  const once = <T>(memo: Map<string, Promise<T>>, key: string, make: () => Promise<T>) => {
    const known = memo.get(key);
    if (known) return known;
    const value = make();
    memo.set(key, value);
    return value;
  };
  const visitors = new Map<string, Promise<string>>();
  const viewers = new Map<string, Promise<string>>();
  const salts = new Map<string, Promise<string>>();
  return Promise.all(
    people.map(async (view) => {
      const day = utcDay(view.at);
      const salt = await once(salts, day, () => saltFor(env.DB, day));
      const visitorKey = `${day}\n${view.username}\n${view.ip}\n${view.userAgent}`;
      const token = view.sessionToken;
      const [visitor, viewer] = await Promise.all([
        once(visitors, visitorKey, () => sha256Hex(`${salt}\n${view.username}\n${view.ip}\n${view.userAgent}`)),
        token ? once(viewers, token, () => viewerOf(token, env.JWT_SECRET)) : "",
      ]);
      const url = new URL(view.url);
      return {
        id: crypto.randomUUID(),
        username: view.username,
        day,
        at: view.at,
        visitor,
        referrer: referrerHost(view.referer, url, env.APP_URL),
        code: trackedLinkCode(url),
        viewer,
      } satisfies ViewEvent;
    }),
  );
}

/**
 * Views wait in their isolate for up to VIEW_FLUSH_MS, or until VIEWS_PER_FLUSH are pending, and then leave
 * together: one `sendBatch` of messages of up to VIEWS_PER_MESSAGE views each (a busy portfolio's thousand views a
 * second in one isolate are one queue operation a second, and a few consumer batches). Each view's `waitUntil`
 * awaits the flush that sends it, so the isolate stays up until its batch is sent: eviction loses nothing pending.
 */
export const VIEW_FLUSH_MS = 1_000;
const VIEWS_PER_FLUSH = 500;
export const VIEWS_PER_MESSAGE = 100;

interface Flush {
  views: NotedView[];
  /** Sends now instead of at the end of the delay. */
  send: () => void;
  /** Settles once the batch is sent (or its failure logged): never rejects. */
  sent: Promise<void>;
}
/** The batch being gathered, per queue binding (one in production; tests may bring their own). */
const flushes = new Map<Queue, Flush>();

/** The queue messages carrying `events` (a lone view travels as itself; the consumer reads both shapes). */
function viewMessages(events: ViewEvent[]): ViewMessage[] {
  if (events.length === 1) return [events[0]!];
  const messages: ViewMessage[] = [];
  for (let i = 0; i < events.length; i += VIEWS_PER_MESSAGE) messages.push({ views: events.slice(i, i + VIEWS_PER_MESSAGE) });
  return messages;
}

async function sendViews(views: NotedView[], env: Env): Promise<void> {
  const events = await viewEvents(views, env);
  if (events.length === 0) return;
  const batch = viewMessages(events).map((body) => ({ body, contentType: "json" as const }));
  try {
    await env.ANALYTICS_QUEUE.sendBatch(batch);
  } catch {
    await env.ANALYTICS_QUEUE.sendBatch(batch); // one retry: a queue hiccup should not cost a second of views
  }
}

function startFlush(env: Env): Flush {
  const queue = env.ANALYTICS_QUEUE;
  let send = () => {};
  const due = new Promise<void>((resolve) => {
    send = resolve;
    setTimeout(resolve, VIEW_FLUSH_MS);
  });
  const entry: Flush = {
    views: [],
    send,
    sent: due
      .then(() => {
        if (flushes.get(queue) === entry) flushes.delete(queue); // later views start the next batch
        return sendViews(entry.views, env);
      })
      .catch((error: unknown) => console.warn(`${entry.views.length} portfolio views not counted`, error)),
  };
  flushes.set(queue, entry);
  return entry;
}

/**
 * Notes the view in this isolate's batch (synchronously: all the response path pays) and answers the promise of
 * the batch's send, for ctx.waitUntil. Never rejects: a lost count must not become an error.
 */
export function countPortfolioView(request: Request, env: Env, username: string): Promise<void> {
  const current = flushes.get(env.ANALYTICS_QUEUE) ?? startFlush(env);
  current.views.push(noteView(request, username));
  if (current.views.length >= VIEWS_PER_FLUSH) {
    flushes.delete(env.ANALYTICS_QUEUE); // full: it leaves now, the next view starts a new batch
    current.send();
  }
  return current.sent;
}
