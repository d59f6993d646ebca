// "Delete my account and data" (issue 15 §3). Plain functions of (db, env, input): DELETE /api/account and the
// /settings action call them. The caller confirms with the password, or (accounts without one: Google sign-in)
// with a fresh code sent by email; then every D1 row of the user, every R2 object and the cached public pages
// go, and with the session rows every signed-in client is signed out at once. The email can register again.
import { eq, inArray, or } from "drizzle-orm";
import {
  aiAnalyses,
  authHandoffCodes,
  contactMessages,
  emailOutbox,
  failedEmails,
  jobApplications,
  jobStatusHistory,
  jobReminders,
  digestSends,
  limitHits,
  notificationReads,
  notifications,
  otpCodes,
  portfolios,
  profiles,
  sessions,
  singleUseTokens,
  type User,
  users,
} from "~/db/schema";
import { DELETE_MESSAGES, type DeleteAccountInput } from "~/schemas/account";
import { sha256Hex } from "../auth/crypto.server";
import { consumeOtp, issueOtp, OTP_TTL_MS, withdrawOtp } from "../auth/otp.server";
import { checkAccountPassword } from "../auth/login-throttle.server";
import { readToken, signToken } from "../auth/tokens.server";
import type { Db } from "../db.server";
import { EMAIL_UNAVAILABLE, enqueueEmail } from "../email/enqueue.server";
import { AppError } from "../errors";
import { importLimitKey } from "../jobs/import-url/import-url.server";
import { releaseLimitHit, takeLimitHit } from "../limits/limit-hits.server";
import { publicPageCache, publicPageCacheKey } from "../portfolio/edge-cache.server";

type DeletionEnv = Pick<Env, "JWT_SECRET" | "EMAIL_QUEUE" | "APP_URL" | "FILES">;

/**
 * Wrong deletion passwords per account: 5 in 15 minutes, each attempt counted before the password is checked. On
 * top of it the password is checked under the account's sign-in throttle (10 failures in 15 minutes across
 * sign-in, change-password and deletion).
 */
const DELETE_PASSWORD_LIMIT = { limit: 5, windowMs: 15 * 60_000 } as const;

/** How an account confirms its deletion: its password, or (no password: Google sign-in) an emailed code. */
export function deletionMethod(user: Pick<User, "passwordHash">): "password" | "code" {
  return user.passwordHash ? "password" : "code";
}

/** The R2 prefixes that hold a user's objects (resume files; profile and portfolio photos; sent applications' files). */
export function userObjectPrefixes(userId: string): string[] {
  return [`resumes/${userId}/`, `photos/${userId}/`, `og/${userId}/`, `sent/${userId}/`];
}

/**
 * The cache keys of a user's public pages: the portfolio and its PDF resume (/portfolio/{u}/resume.pdf, cached
 * per paper size). `publicPageCache().purge` is the owner of these keys; this list makes sure and lets the test
 * check every one.
 */
export function publicCacheKeys(appUrl: string, username: string): string[] {
  const page = publicPageCacheKey(appUrl, username);
  return [page, `${page}/resume.pdf`, `${page}/resume.pdf?size=a4`, `${page}/resume.pdf?size=letter`];
}

async function attemptKey(userId: string) {
  return `account-delete:${await sha256Hex(`account-delete:${userId}`)}`; // no ids in the counters table
}

async function findUser(db: Db, userId: string): Promise<User> {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new AppError(404, "User not found");
  return user;
}

/** Emails the code that confirms the deletion of an account without a password; answers its temp token. */
export async function sendDeletionCode(db: Db, env: DeletionEnv, userId: string) {
  const user = await findUser(db, userId);
  if (deletionMethod(user) === "password") throw new AppError(400, DELETE_MESSAGES.usePassword);
  // The OTP limits of every flow hold: 60 s between sends (a repeat within it keeps the code just sent), 5 an hour.
  const issued = await issueOtp(db, env.JWT_SECRET, user.email, "delete", { reuseRecent: true });
  if ("code" in issued) {
    try {
      await enqueueEmail(env, { template: "delete-otp", to: user.email, data: { code: issued.code, minutes: OTP_TTL_MS / 60_000 } });
    } catch (error) {
      console.error("Deletion code email could not be queued", error);
      await withdrawOtp(db, issued.id);
      throw new AppError(503, EMAIL_UNAVAILABLE);
    }
  }
  const tempToken = await signToken(env.JWT_SECRET, "otp-delete", { email: user.email, sub: user.id });
  return { message: DELETE_MESSAGES.codeSent, tempToken };
}

function fieldError(status: 400 | 401, field: string, msg: string) {
  return new AppError(status, msg, { errors: [{ path: field, param: field, msg }] });
}

/** Checks the password (attempts limited per account) or the emailed code (attempts limited per code, in D1). */
async function confirmDeletion(db: Db, env: DeletionEnv, user: User, input: DeleteAccountInput) {
  if (deletionMethod(user) === "password") {
    if (!input.password) throw fieldError(400, "password", DELETE_MESSAGES.passwordRequired);
    // The slot is taken in one conditional INSERT before the check, so parallel guesses cannot exceed the limit.
    const hit = await takeLimitHit(db, await attemptKey(user.id), DELETE_PASSWORD_LIMIT);
    if (!hit.ok) throw new AppError(429, DELETE_MESSAGES.tooManyAttempts, { retryAfter: hit.retryAfterSeconds });
    let right: boolean;
    try {
      right = await checkAccountPassword(db, env, user, input.password, DELETE_MESSAGES.tooManyAttempts);
    } catch (error) {
      await releaseLimitHit(db, hit.id); // refused by the sign-in throttle before any check: not a wrong password
      throw error;
    }
    if (!right) throw fieldError(401, "password", DELETE_MESSAGES.passwordWrong);
    await releaseLimitHit(db, hit.id);
    return;
  }
  if (!input.otp || !input.tempToken) throw fieldError(400, "otp", DELETE_MESSAGES.codeRequired);
  const claims = await readToken(env.JWT_SECRET, "otp-delete", input.tempToken);
  if (!claims || claims.sub !== user.id || claims.email !== user.email) throw new AppError(401, DELETE_MESSAGES.codeExpired);
  // A wrong code spends an attempt atomically; the fifth kills it. A right one is consumed exactly once.
  await consumeOtp(db, env.JWT_SECRET, user.email, "delete", input.otp);
}

/**
 * Every D1 row of the user, in one batch (all or nothing), children before parents. Each table with a user
 * reference is listed; tests/api/account-deletion.test.ts scans every table so a future one cannot be forgotten.
 *
 * Kept on purpose:
 * - notifications this user sent as an admin to others stay with `created_by` NULL: they belong to their
 *   recipients. There is no admin audit table; if one is added, keep its rows the same way (the action happened,
 *   the actor is gone) with the actor reference cleared.
 * - feedback is not stored in D1: it is an email to the team's inbox (outside the product), as in production.
 *   Messages the person sent as a visitor through someone else's portfolio are that owner's mail and carry no
 *   account reference (only the address they typed), so they stay with the owner.
 * - login throttle counters are keyed by a hash of the email, hold no address and expire in 15 minutes; keeping
 *   them keeps a brute-force lock in force across a delete and re-register.
 */
async function deleteRows(db: Db, user: User) {
  const userJobs = db.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.userId, user.id));
  const userSessions = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
  const userNotifications = db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, user.id));
  await db.batch([
    db.delete(authHandoffCodes).where(inArray(authHandoffCodes.sessionId, userSessions)),
    db.delete(sessions).where(eq(sessions.userId, user.id)),
    db.delete(aiAnalyses).where(or(eq(aiAnalyses.userId, user.id), inArray(aiAnalyses.jobId, userJobs))),
    db.delete(jobStatusHistory).where(inArray(jobStatusHistory.jobId, userJobs)),
    db.delete(jobReminders).where(eq(jobReminders.userId, user.id)),
    db.delete(digestSends).where(eq(digestSends.userId, user.id)),
    db.delete(jobApplications).where(eq(jobApplications.userId, user.id)),
    db
      .delete(notificationReads)
      .where(or(eq(notificationReads.userId, user.id), inArray(notificationReads.notificationId, userNotifications))),
    db.delete(notifications).where(eq(notifications.userId, user.id)),
    db.update(notifications).set({ createdBy: null }).where(eq(notifications.createdBy, user.id)),
    db.delete(contactMessages).where(eq(contactMessages.ownerId, user.id)),
    db.delete(portfolios).where(eq(portfolios.userId, user.id)),
    db.delete(profiles).where(eq(profiles.userId, user.id)),
    db.delete(otpCodes).where(eq(otpCodes.email, user.email)),
    db.delete(singleUseTokens).where(eq(singleUseTokens.email, user.email)),
    // The local mailer's outbox and the dead letters hold mail addressed to them.
    db.delete(emailOutbox).where(eq(emailOutbox.to, user.email)),
    db.delete(failedEmails).where(eq(failedEmails.to, user.email)),
    db.delete(limitHits).where(inArray(limitHits.key, [await attemptKey(user.id), importLimitKey(user.id)])),
    db.delete(users).where(eq(users.id, user.id)),
  ]);
}

/** Deletes every object under `prefix` (a page at a time until none is left). */
async function deletePrefix(bucket: R2Bucket, prefix: string) {
  for (let page = 0; page < 1000; page++) {
    const listed = await bucket.list({ prefix, limit: 1000 });
    if (listed.objects.length === 0) return;
    await bucket.delete(listed.objects.map((object) => object.key));
    if (!listed.truncated) return;
  }
}

async function deleteObjects(bucket: R2Bucket, userId: string, knownKeys: string[]) {
  const keys = knownKeys.filter(Boolean);
  if (keys.length) await bucket.delete(keys);
  for (const prefix of userObjectPrefixes(userId)) await deletePrefix(bucket, prefix);
}

function defaultCache(): Cache | null {
  return typeof caches !== "undefined" && "default" in caches ? (caches as unknown as { default: Cache }).default : null;
}

/**
 * Confirms, then removes the account and everything of it. Order: R2 objects, then the D1 rows in one batch
 * (the account, its sessions and its public page disappear together), then the cached pages, then R2 again for
 * anything an upload in flight wrote meanwhile (no session can start a new one after the batch). A failure
 * before the batch leaves the account in place to try again.
 */
export async function deleteAccount(db: Db, env: DeletionEnv, userId: string, input: DeleteAccountInput, cache = defaultCache()) {
  const user = await findUser(db, userId);
  // The only role that can hand out roles; deleting it could leave nobody able to manage the product.
  if (user.role === "superadmin") throw new AppError(403, DELETE_MESSAGES.superadmin);
  await confirmDeletion(db, env, user, input);

  const [profile, portfolio] = await Promise.all([
    db.select({ photoKey: profiles.photoKey, resumeKey: profiles.resumeKey }).from(profiles).where(eq(profiles.userId, userId)).get(),
    db.select({ photoKey: portfolios.photoKey }).from(portfolios).where(eq(portfolios.userId, userId)).get(),
  ]);
  const knownKeys = [profile?.photoKey ?? "", profile?.resumeKey ?? "", portfolio?.photoKey ?? ""];
  await deleteObjects(env.FILES, userId, knownKeys);
  await deleteRows(db, user);
  await publicPageCache(env.APP_URL, cache).purge(user.username);
  if (cache) await Promise.all(publicCacheKeys(env.APP_URL, user.username).map((key) => cache.delete(key)));
  await deleteObjects(env.FILES, userId, []);
  return { message: DELETE_MESSAGES.deleted };
}
