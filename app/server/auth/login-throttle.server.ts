// Per-account login throttle (issue 12 §4), on top of the per-IP one (AUTH_LIMITER): after 10 failed sign-ins
// for one email within 15 minutes, that email is locked for 15 minutes from any IP. Unknown emails go through
// exactly the same steps (no enumeration); only a real owner is told by email, once per lock.
//
// Each attempt takes a slot (one conditional INSERT) before its password is checked and gives it back when it
// succeeds, so 20 parallel guesses get at most 10 password checks.
//
// Every other check of an account's password (change-password, account deletion: `checkAccountPassword`) counts
// in the same throttle (issue 29), so a stolen session cannot guess the password either, and sign-in failures
// and those failures add up.
import { sql } from "drizzle-orm";
import type { User } from "~/db/schema";
import type { Db } from "../db.server";
import { enqueueEmail } from "../email/enqueue.server";
import { AppError } from "../errors";
import { latestLimitHit, recordOnceWhen, releaseLimitHit, takeLimitHit } from "../limits/limit-hits.server";
import { sha256Hex } from "./crypto.server";
import { verifyPassword } from "./passwords.server";

export const LOGIN_THROTTLE = { failures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;
export const LOGIN_LOCKED_MESSAGE = "Too many failed sign-in attempts. Please try again in 15 minutes or reset your password.";

async function keysFor(email: string) {
  const id = await sha256Hex(`login:${email.toLowerCase()}`); // no addresses in the counters table
  return { failures: `login-fail:${id}`, lock: `login-lock:${id}` };
}

function locked(retryAfterSeconds: number, message = LOGIN_LOCKED_MESSAGE): AppError {
  return new AppError(429, message, { retryAfter: Math.max(1, retryAfterSeconds), code: "login_locked" });
}

/** Refuses (429 with Retry-After, and `message`) while the email is locked. */
export async function assertLoginAllowed(db: Db, email: string, now = Date.now(), message?: string): Promise<void> {
  const { lock } = await keysFor(email);
  const lockedAt = await latestLimitHit(db, lock, LOGIN_THROTTLE.lockMs, now);
  if (lockedAt !== null) throw locked(Math.ceil((lockedAt + LOGIN_THROTTLE.lockMs - now) / 1000), message);
}

/** Counts this attempt as a failure until it proves otherwise; refused when the failures are used up. */
export async function reserveLoginAttempt(db: Db, email: string, now = Date.now(), message?: string): Promise<number> {
  const { failures } = await keysFor(email);
  const hit = await takeLimitHit(db, failures, { limit: LOGIN_THROTTLE.failures, windowMs: LOGIN_THROTTLE.windowMs }, now);
  if (!hit.ok) throw locked(hit.retryAfterSeconds, message);
  return hit.id;
}

/** A right password: the attempt was not a failure. */
export async function loginSucceeded(db: Db, attemptId: number): Promise<void> {
  await releaseLimitHit(db, attemptId);
}

/**
 * A wrong password (its slot stays taken). The failure that reaches the limit locks the email, exactly once
 * whatever runs in parallel, and the owner of a real account gets an email about it.
 */
export async function loginFailed(db: Db, env: Pick<Env, "EMAIL_QUEUE" | "APP_URL">, email: string, user: User | null, now = Date.now()) {
  const keys = await keysFor(email);
  const reached = sql`(SELECT count(*) FROM limit_hits WHERE key = ${keys.failures} AND at > ${now - LOGIN_THROTTLE.windowMs}) >= ${LOGIN_THROTTLE.failures}`;
  const lockedNow = await recordOnceWhen(db, keys.lock, LOGIN_THROTTLE.lockMs, reached, now);
  if (!lockedNow || !user) return;
  try {
    await enqueueEmail(env, {
      template: "login-locked",
      to: user.email,
      data: { firstName: user.firstName, minutes: LOGIN_THROTTLE.lockMs / 60_000, appUrl: env.APP_URL },
    });
  } catch (error) {
    // The lock protects the account whether or not the notice goes out.
    console.error("Login lock email could not be queued", error);
  }
}

/**
 * Checks a signed-in account's password (change-password, account deletion) under the sign-in throttle: refused
 * with 429, Retry-After and `lockedMessage` while the account is locked or its failures are used up; the slot is
 * taken before the check, so parallel guesses cannot pass the limit. Answers whether the password is right; a
 * wrong one counts as a failed sign-in would (and the one that reaches the limit locks sign-in too).
 */
export async function checkAccountPassword(
  db: Db,
  env: Pick<Env, "EMAIL_QUEUE" | "APP_URL">,
  user: User,
  password: string,
  lockedMessage = LOGIN_LOCKED_MESSAGE,
): Promise<boolean> {
  if (!user.passwordHash) return false;
  const email = user.email.toLowerCase();
  const now = Date.now();
  await assertLoginAllowed(db, email, now, lockedMessage);
  const attempt = await reserveLoginAttempt(db, email, now, lockedMessage);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await loginFailed(db, env, email, user);
    return false;
  }
  await loginSucceeded(db, attempt);
  return true;
}
