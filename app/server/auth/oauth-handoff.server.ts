// Browser binding and hand-off of an OAuth sign-in (issue 12 §2). No session JWT ever travels in a URL:
// - starting a sign-in sets a random value in an HttpOnly cookie (the browser binding) and stores its hash with
//   the OAuth state, so the callback only completes in the browser that started the flow;
// - the callback sets the session cookie itself and hands on (to /auth/success or an API client on another
//   origin) a one-time code: stored hashed, usable once, for 60 s, and only together with that same cookie.
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { authHandoffCodes, sessions } from "~/db/schema";
import type { Db } from "../db.server";
import { randomToken, sha256Hex, timingSafeEqual } from "./crypto.server";
import { authenticateToken } from "./sessions.server";
import { signToken } from "./tokens.server";

export const OAUTH_BINDING_COOKIE = "vitrine_oauth";
export const HANDOFF_CODE_TTL_MS = 60_000;
const BINDING_TTL_SECONDS = 600;

export function newBinding(): string {
  return randomToken(32);
}

export function bindingHash(binding: string): Promise<string> {
  return sha256Hex(`oauth-binding:${binding}`);
}

export function bindingCookie(binding: string): string {
  return `${OAUTH_BINDING_COOKIE}=${encodeURIComponent(binding)}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${BINDING_TTL_SECONDS}`;
}

export function clearBindingCookie(): string {
  return `${OAUTH_BINDING_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
}

export function readBindingCookie(request: Request): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== OAUTH_BINDING_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join("=")) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Whether the browser's binding cookie matches the hash stored when the flow started (constant time). */
export async function bindingMatches(binding: string | null, storedHash: string): Promise<boolean> {
  if (!binding || !storedHash) return false;
  const actual = new TextEncoder().encode(await bindingHash(binding));
  return timingSafeEqual(actual, new TextEncoder().encode(storedHash));
}

/** A one-time code for the session just opened, bound to the browser (by the hash of its binding cookie). */
export async function createHandoffCode(db: Db, sessionId: string, boundTo: string, now = Date.now()): Promise<string> {
  const code = randomToken(32);
  await db.batch([
    db.delete(authHandoffCodes).where(lt(authHandoffCodes.expiresAt, now)),
    db
      .insert(authHandoffCodes)
      .values({ codeHash: await sha256Hex(`handoff:${code}`), sessionId, bindingHash: boundTo, expiresAt: now + HANDOFF_CODE_TTL_MS }),
  ]);
  return code;
}

/**
 * Spends a hand-off code: only once (one conditional UPDATE, so two parallel redemptions cannot both win), only
 * before it expires and only from the browser it was bound to. Answers the session's token and user, or null.
 * A session JWT (or anything else) in place of a code is simply an unknown code.
 */
export async function redeemHandoffCode(db: Db, secret: string, code: string, binding: string | null, now = Date.now()) {
  if (!code || !binding || code.length > 128) return null;
  const [spent] = await db
    .update(authHandoffCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(authHandoffCodes.codeHash, await sha256Hex(`handoff:${code}`)),
        eq(authHandoffCodes.bindingHash, await bindingHash(binding)),
        isNull(authHandoffCodes.usedAt),
        gt(authHandoffCodes.expiresAt, now),
      ),
    )
    .returning({ sessionId: authHandoffCodes.sessionId });
  if (!spent) return null;
  const session = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, spent.sessionId)).get();
  if (!session) return null;
  const token = await signToken(secret, "session", { sub: session.userId, sid: spent.sessionId });
  const found = await authenticateToken(db, secret, token, now);
  return found ? { token, user: found.user } : null;
}
