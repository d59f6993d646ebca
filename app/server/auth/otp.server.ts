// One-time codes sent by email. State lives in D1 (hash, expiry, attempts), never only in a token.
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { otpCodes } from "~/db/schema";
import type { Db } from "../db.server";
import { AppError } from "../errors";
import { hmacSha256, timingSafeEqual } from "./crypto.server";

export type OtpPurpose = "signup" | "reset" | "delete";

export const OTP_TTL_MS = 10 * 60 * 1000;
const OTP_MAX_ATTEMPTS = 5;
const OTP_RESEND_COOLDOWN_MS = 60 * 1000;
const OTP_MAX_SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

function generateOtpCode(): string {
  // Rejection sampling keeps the six digits uniform.
  const buffer = new Uint32Array(1);
  const limit = Math.floor(0xffffffff / 1_000_000) * 1_000_000;
  do crypto.getRandomValues(buffer);
  while (buffer[0]! >= limit);
  return String(buffer[0]! % 1_000_000).padStart(6, "0");
}

function hashCode(secret: string, id: string, code: string) {
  return hmacSha256(secret, `otp:${id}:${code}`);
}

/**
 * Enforces the send limits (60 s cooldown after a send of the same purpose, 5 sends per email an hour), then
 * stores a new code and returns it for the caller to email (or not: unknown emails in the reset flow get a
 * code row that is never sent, so they behave exactly like known ones). With `reuseRecent`, a send within the
 * cooldown is not an error: the code sent moments ago stays the valid one and nothing new is sent.
 */
export async function issueOtp(
  db: Db,
  secret: string,
  email: string,
  purpose: OtpPurpose,
  options: { reuseRecent?: boolean; now?: number } = {},
): Promise<{ id: string; code: string; expiresAt: number } | { reused: true }> {
  const now = options.now ?? Date.now();
  if ((await checkSendLimits(db, email, purpose, now, options.reuseRecent)) === "reuse") return { reused: true };

  // Check and write in one statement: of parallel sends only one passes the cooldown, and never more than
  // OTP_MAX_SENDS_PER_HOUR a rolling hour, however the requests interleave (issue 12 §4).
  const id = crypto.randomUUID();
  const code = generateOtpCode();
  const expiresAt = now + OTP_TTL_MS;
  const codeHash = await hashCode(secret, id, code);
  const inserted = await db.all<{ id: string }>(sql`
    INSERT INTO otp_codes (id, email, purpose, code_hash, attempts, expires_at, created_at)
    SELECT ${id}, ${email}, ${purpose}, ${codeHash}, 0, ${expiresAt}, ${now}
    WHERE NOT EXISTS (SELECT 1 FROM otp_codes WHERE email = ${email} AND purpose = ${purpose} AND created_at > ${now - OTP_RESEND_COOLDOWN_MS})
      AND (SELECT count(*) FROM otp_codes WHERE email = ${email} AND created_at > ${now - HOUR_MS}) < ${OTP_MAX_SENDS_PER_HOUR}
    RETURNING id`);
  if (inserted.length === 0) {
    // A parallel request won the slot: answer as if this one had come just after it.
    if ((await checkSendLimits(db, email, purpose, now, options.reuseRecent)) === "reuse") return { reused: true };
    throw new AppError(429, "Please wait 60 seconds before requesting a new code.", { retryAfter: 60 });
  }
  return { id, code, expiresAt };
}

/** Takes back a code that could not be emailed (it never counted as sent). */
export async function withdrawOtp(db: Db, id: string): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/**
 * Throws the cooldown or hourly-cap answer when a send now would break a limit; answers "reuse" when a repeated
 * first send may keep the code just sent, "ok" when a new code may go out.
 */
async function checkSendLimits(db: Db, email: string, purpose: OtpPurpose, now: number, reuseRecent?: boolean): Promise<"ok" | "reuse"> {
  const recent = await db
    .select({
      createdAt: otpCodes.createdAt,
      purpose: otpCodes.purpose,
      consumedAt: otpCodes.consumedAt,
      attempts: otpCodes.attempts,
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), gt(otpCodes.createdAt, now - HOUR_MS)))
    .orderBy(desc(otpCodes.createdAt))
    .all();

  // The cooldown is per purpose (a sign-up code does not delay a reset code); the hourly cap is per email.
  const last = recent.find((row) => row.purpose === purpose);
  if (last && now - last.createdAt < OTP_RESEND_COOLDOWN_MS) {
    // A first send repeated within the cooldown (a double click, Back then resubmit) keeps the code just sent.
    // Only while that code is still usable: a locked or spent code is never silently "re-sent".
    const usable = last.consumedAt === null && last.attempts < OTP_MAX_ATTEMPTS;
    if (reuseRecent && usable) return "reuse";
    const wait = Math.max(1, Math.ceil((OTP_RESEND_COOLDOWN_MS - (now - last.createdAt)) / 1000));
    throw new AppError(429, `Please wait ${wait} seconds before requesting a new code.`, { retryAfter: wait });
  }
  if (recent.length >= OTP_MAX_SENDS_PER_HOUR) {
    const oldest = recent[recent.length - 1]!;
    const wait = Math.max(1, Math.ceil((oldest.createdAt + HOUR_MS - now) / 1000));
    throw new AppError(429, "Too many verification codes requested. Please try again later.", { retryAfter: wait });
  }
  return "ok";
}

/**
 * Checks a code against the newest live code of (email, purpose). A wrong guess spends an attempt
 * atomically in D1; the fifth wrong guess kills the code. A right code is consumed exactly once.
 */
export async function consumeOtp(
  db: Db,
  secret: string,
  email: string,
  purpose: OtpPurpose,
  code: string,
  now = Date.now(),
): Promise<void> {
  const current = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .get();

  if (!current || current.consumedAt !== null) throw new AppError(400, "Invalid verification code");
  if (current.attempts >= OTP_MAX_ATTEMPTS) {
    throw new AppError(400, "Too many incorrect attempts. Please request a new code.", { code: "otp_locked" });
  }
  if (current.expiresAt <= now) {
    throw new AppError(400, "Verification code has expired. Please request a new one.", { code: "otp_expired" });
  }

  const expected = new TextEncoder().encode(current.codeHash);
  const actual = new TextEncoder().encode(await hashCode(secret, current.id, code));
  if (!timingSafeEqual(expected, actual)) {
    const [spent] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(eq(otpCodes.id, current.id))
      .returning({ attempts: otpCodes.attempts });
    const left = OTP_MAX_ATTEMPTS - (spent?.attempts ?? OTP_MAX_ATTEMPTS);
    if (left <= 0) throw new AppError(400, "Too many incorrect attempts. Please request a new code.", { code: "otp_locked" });
    throw new AppError(400, `Invalid verification code. ${left} attempt${left === 1 ? "" : "s"} left.`);
  }

  // Conditional update: of two concurrent right answers only one consumes the code.
  const consumed = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, current.id), sql`${otpCodes.consumedAt} IS NULL`, sql`${otpCodes.attempts} < ${OTP_MAX_ATTEMPTS}`))
    .returning({ id: otpCodes.id });
  if (consumed.length === 0) throw new AppError(400, "Invalid verification code");
}
