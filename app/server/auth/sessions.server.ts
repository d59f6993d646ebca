// Sessions: a D1 row per signed-in client. The bearer token and the cookie both carry a signed JWT that
// names the row, so revoking the row (logout, reset, deactivation, suspension) signs the client out at once.
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { sessions, users, type User } from "~/db/schema";
import type { Db } from "../db.server";
import { isStateChanging, isTrustedOrigin } from "../http/origin.server";
import { readToken, signToken, TOKEN_LIFETIME_SECONDS } from "./tokens.server";

const SESSION_COOKIE = "vitrine_session";

export async function createSession(db: Db, secret: string, userId: string, now = Date.now()) {
  const id = crypto.randomUUID();
  const expiresAt = now + TOKEN_LIFETIME_SECONDS.session * 1000;
  await db.insert(sessions).values({ id, userId, createdAt: now, expiresAt });
  const token = await signToken(secret, "session", { sub: userId, sid: id });
  return { id, token, expiresAt };
}

export interface Authenticated {
  user: User;
  sessionId: string;
  token: string;
  via: "bearer" | "cookie";
}

export function readSessionCookie(request: Request): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== SESSION_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return null; // a malformed cookie is no session (not a 500)
    }
  }
  return null;
}

function readBearer(request: Request): string | null {
  const header = request.headers.get("Authorization");
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1]!.trim() : null;
}

/** Resolves a session token to its live session and active user, or null. */
export async function authenticateToken(db: Db, secret: string, token: string, now = Date.now()) {
  const claims = await readToken(secret, "session", token);
  if (!claims?.sid || !claims.sub) return null;
  const row = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .get();
  if (!row || row.user.id !== claims.sub || row.user.status !== "active") return null;
  return row;
}

/** The session of a request: bearer token first (API clients), then the session cookie (pages). */
async function authenticateRequest(db: Db, secret: string, request: Request): Promise<Authenticated | null> {
  const bearer = readBearer(request);
  const token = bearer ?? readSessionCookie(request);
  if (!token) return null;
  const found = await authenticateToken(db, secret, token);
  return found ? { ...found, token, via: bearer ? "bearer" : "cookie" } : null;
}

/** Who sent a request: its live session, and whether that session rides on a cross-site state change. */
export interface Caller {
  auth: Authenticated;
  /**
   * A browser sends the cookie with any request, a foreign site's form posts included: a cookie-carried state change
   * from an Origin we do not trust does not speak for the account. The API refuses it (403), the feedback form
   * treats it as anonymous, and the pages' CSRF middleware has refused it before any loader or action asks.
   */
  crossSite: boolean;
}

/**
 * The one answer to "who is this request", for pages (app/server/session.server.ts, once per request) and the API
 * (workers/api/context.ts) alike: a JWT check, then one D1 read of the session row joined with its user.
 */
export async function identifyCaller(db: Db, env: Pick<Env, "JWT_SECRET" | "ALLOWED_ORIGINS">, request: Request): Promise<Caller | null> {
  const auth = await authenticateRequest(db, env.JWT_SECRET, request);
  if (!auth) return null;
  return { auth, crossSite: auth.via === "cookie" && isStateChanging(request.method) && !isTrustedOrigin(request, env) };
}

export async function revokeSession(db: Db, sessionId: string, now = Date.now()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string, now = Date.now()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Signs out every other client of a user (password change keeps the session that made it). */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string, now = Date.now()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

export function sessionCookie(token: string, maxAgeSeconds = TOKEN_LIFETIME_SECONDS.session): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${maxAgeSeconds}`;
}

export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
}

/**
 * The header a page's sign-out answers with: the browser drops what the app kept in its storage for the signed-in
 * user (an unsaved import's draft, issue 31), so a shared computer keeps nothing of them after they leave.
 */
export const CLEAR_BROWSER_STORAGE = { name: "Clear-Site-Data", value: '"storage"' } as const;
