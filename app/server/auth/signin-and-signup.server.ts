// The sign-in, registration and password-reset flows (spec part 1 sections 4, 7, 8). Plain functions of
// (db, env, input): the Hono handlers and the /signin form actions both call them.
import { and, eq, isNull, sql } from "drizzle-orm";
import { singleUseTokens, users, type User } from "~/db/schema";
import { type UserDto, userIdentity } from "~/schemas/user";
import type { Db } from "../db.server";
import { EMAIL_UNAVAILABLE, enqueueEmail } from "../email/enqueue.server";
import { AppError } from "../errors";
import { assertLoginAllowed, loginFailed, loginSucceeded, reserveLoginAttempt } from "./login-throttle.server";
import { consumeOtp, issueOtp, OTP_TTL_MS, withdrawOtp, type OtpPurpose } from "./otp.server";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords.server";
import { createSession, revokeAllSessions } from "./sessions.server";
import { readToken, signToken, TOKEN_LIFETIME_SECONDS } from "./tokens.server";
import { portfolioUrl } from "../portfolio/portfolio.server";
import { notifyWelcome } from "../notifications/product-events.server";

type AuthEnv = Pick<Env, "JWT_SECRET" | "EMAIL_QUEUE" | "APP_URL">;

export function toUserDto(user: User, appUrl: string): UserDto {
  return {
    ...userIdentity(user),
    _id: user.id,
    role: user.role,
    status: user.status,
    isActive: user.status === "active",
    subscriptionType: user.subscriptionType,
    oauthProvider: user.oauthProvider,
    isProfileCompleted: user.isProfileCompleted,
    selectedTemplate: user.selectedTemplate,
    portfolioDeployed: user.portfolioDeployed,
    isPortfolioDeployed: user.portfolioDeployed,
    portfolioUrl: user.portfolioDeployed ? portfolioUrl(appUrl, user.username) : null,
    createdAt: new Date(user.createdAt).toISOString(),
    lastLoginAt: user.lastLoginAt ? new Date(user.lastLoginAt).toISOString() : null,
    timeZone: user.timeZone,
  };
}

/** Where a signed-in user goes next (spec part 1 section 2.3). */
export function postLoginPath(user: Pick<User, "isProfileCompleted" | "selectedTemplate">): string {
  if (!user.isProfileCompleted) return "/profile";
  return user.selectedTemplate ? "/portfolio" : "/templates";
}

export async function findUserByEmail(db: Db, email: string) {
  return db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
}

/**
 * What the address gets when a code is issued: the code; nothing (unknown emails in the reset flow); or, when
 * someone asks to sign up with an address that already has an account, an email saying so with links to sign
 * in and reset (issue 12 §4: the answer must not reveal which addresses have accounts).
 */
type Delivery = "code" | "nothing" | "account-exists";

/**
 * Issues a code (its limits hold for every delivery, so all addresses behave alike) and emails it or the
 * notice. `startsFlow` marks send-otp / forgot-password: repeated within the cooldown they keep the code just
 * sent; a resend gets 429. If the email cannot be queued the code is withdrawn and the caller gets 503.
 */
async function sendCode(
  db: Db,
  env: AuthEnv,
  email: string,
  purpose: OtpPurpose,
  { deliver, startsFlow }: { deliver: Delivery; startsFlow: boolean },
) {
  const issued = await issueOtp(db, env.JWT_SECRET, email, purpose, { reuseRecent: startsFlow });
  if (deliver !== "nothing" && "code" in issued) {
    try {
      if (deliver === "account-exists") {
        await enqueueEmail(env, { template: "account-exists", to: email, data: { appUrl: env.APP_URL } });
      } else {
        await enqueueEmail(env, {
          template: purpose === "signup" ? "signup-otp" : "reset-otp",
          to: email,
          data: { code: issued.code, minutes: OTP_TTL_MS / 60_000 },
        });
      }
    } catch (error) {
      console.error("Code email could not be queued", error);
      await withdrawOtp(db, issued.id);
      throw new AppError(503, EMAIL_UNAVAILABLE);
    }
  }
  return signToken(env.JWT_SECRET, purpose === "signup" ? "otp-signup" : "otp-reset", { email });
}

async function emailFromTempToken(env: AuthEnv, purpose: OtpPurpose, tempToken: string) {
  const claims = await readToken(env.JWT_SECRET, purpose === "signup" ? "otp-signup" : "otp-reset", tempToken);
  if (!claims?.email) throw new AppError(401, "Your verification session has expired. Please request a new code.");
  return claims.email;
}

async function issueSingleUse(db: Db, env: AuthEnv, purpose: "verified" | "reset", email: string) {
  const jti = crypto.randomUUID();
  await db.insert(singleUseTokens).values({
    jti,
    purpose,
    email,
    expiresAt: Date.now() + TOKEN_LIFETIME_SECONDS[purpose] * 1000,
  });
  return signToken(env.JWT_SECRET, purpose, { email, jti });
}

async function readSingleUse(db: Db, env: AuthEnv, purpose: "verified" | "reset", token: string) {
  const claims = await readToken(env.JWT_SECRET, purpose, token);
  const expired =
    purpose === "verified"
      ? "Your email verification has expired. Please start again."
      : "Your reset session has expired. Please start again.";
  if (!claims?.email || !claims.jti) throw new AppError(401, expired);
  const row = await db.select().from(singleUseTokens).where(eq(singleUseTokens.jti, claims.jti)).get();
  if (!row || row.purpose !== purpose || row.email !== claims.email) throw new AppError(401, expired);
  if (row.usedAt !== null) throw new AppError(401, "This link has already been used. Please start again.");
  return { email: claims.email, jti: claims.jti };
}

// --- Registration -------------------------------------------------------------------------------------

/** Checks the code sent for a flow's temp token and issues the single-use token of the flow's next step. */
async function verifyCode(
  db: Db,
  env: AuthEnv,
  purpose: OtpPurpose,
  input: { otp: string; tempToken: string },
  next: "verified" | "reset",
) {
  const email = await emailFromTempToken(env, purpose, input.tempToken);
  await consumeOtp(db, env.JWT_SECRET, email, purpose, input.otp);
  return { email, token: await issueSingleUse(db, env, next, email) };
}

/** The same answer for every address; one that has an account gets an email saying so instead of a code. */
export async function sendSignupOtp(db: Db, env: AuthEnv, email: string) {
  const deliver = (await findUserByEmail(db, email)) ? "account-exists" : "code";
  const tempToken = await sendCode(db, env, email, "signup", { deliver, startsFlow: true });
  return { message: "Verification code sent to your email!", tempToken };
}

export async function resendSignupOtp(db: Db, env: AuthEnv, tempToken: string) {
  const email = await emailFromTempToken(env, "signup", tempToken);
  const deliver = (await findUserByEmail(db, email)) ? "account-exists" : "code";
  const next = await sendCode(db, env, email, "signup", { deliver, startsFlow: false });
  return { message: "New verification code sent!", tempToken: next };
}

export async function verifySignupOtp(db: Db, env: AuthEnv, input: { otp: string; tempToken: string }) {
  const { email, token: verifiedToken } = await verifyCode(db, env, "signup", input, "verified");
  return { message: "Email verified successfully! Complete your registration.", verifiedToken, email };
}

export async function register(
  db: Db,
  env: AuthEnv,
  input: { firstName: string; lastName: string; username: string; password: string; verifiedToken: string; timeZone?: string },
) {
  const { email, jti } = await readSingleUse(db, env, "verified", input.verifiedToken);
  const [emailTaken, usernameTaken] = await Promise.all([
    findUserByEmail(db, email),
    db.select({ id: users.id }).from(users).where(eq(users.username, input.username)).get(),
  ]);
  if (emailTaken) throw new AppError(409, "An account with this email already exists. Please sign in instead.");
  if (usernameTaken) {
    const msg = "Username is already taken. Please choose another.";
    throw new AppError(409, msg, { errors: [{ path: "username", param: "username", msg }] });
  }

  const id = crypto.randomUUID();
  const passwordHash = await hashPassword(input.password);
  const now = Date.now();
  // Spend the token and create the user atomically: the insert only happens if this batch is the one that
  // spent the token, so parallel registrations with one verifiedToken create one account.
  // (Plain D1 statements: drizzle 0.45's batch() cannot run a raw `sql` query that has parameters.)
  try {
    const d1 = db.$client;
    const [spent] = await d1.batch([
      d1.prepare("UPDATE single_use_tokens SET used_at = ? WHERE jti = ? AND used_at IS NULL RETURNING jti").bind(now, jti),
      d1
        .prepare(
          `INSERT INTO users (id, email, username, first_name, last_name, password_hash, time_zone, created_at, updated_at)
           SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1`,
        )
        .bind(id, email, input.username, input.firstName, input.lastName, passwordHash, input.timeZone ?? null, now, now),
    ]);
    if (!spent?.results.length) throw new AppError(401, "This link has already been used. Please start again.");
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (String((error as Error)?.message ?? error).includes("UNIQUE")) {
      throw new AppError(409, "An account with this email or username already exists.");
    }
    throw error;
  }
  const created = await db.select().from(users).where(eq(users.id, id)).get();
  if (!created) throw new AppError(401, "This link has already been used. Please start again.");
  await enqueueEmail(env, { template: "welcome", to: email, data: { firstName: input.firstName, appUrl: env.APP_URL } });
  await notifyWelcome(db, created);
  return { message: "Account created successfully. Please sign in using your credentials.", user: created };
}

// --- Sign-in ------------------------------------------------------------------------------------------

export const INVALID_LOGIN = "Invalid email or password";

/**
 * Signs in with email and password. On top of the per-IP throttle, each email has its own: after 10 failures
 * within 15 minutes it is locked for 15 minutes from any IP, known and unknown emails alike (login-throttle).
 */
export async function login(db: Db, env: AuthEnv, input: { email: string; password: string; timeZone?: string }) {
  const email = input.email.toLowerCase();
  await assertLoginAllowed(db, email);
  // The attempt is counted before the password is checked, so parallel guesses cannot exceed the limit.
  const attempt = await reserveLoginAttempt(db, email);
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    // Same work and the same answer whether the email is unknown or belongs to a Google-only account.
    await burnPasswordCheck(input.password);
    await loginFailed(db, env, email, null);
    throw new AppError(401, INVALID_LOGIN);
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await loginFailed(db, env, email, user);
    throw new AppError(401, INVALID_LOGIN);
  }
  await loginSucceeded(db, attempt);
  assertCanSignIn(user);
  const now = Date.now();
  const signedIn = await recordSignIn(db, user, now, input.timeZone);
  const session = await createSession(db, env.JWT_SECRET, user.id, now);
  return { message: "Welcome back!", token: session.token, user: signedIn };
}

/**
 * A sign-in's mark on the user row: the time, and the browser's time zone when the user has none yet (issue 31:
 * accounts from before zones were stored, or made without one, take it at their first sign-in; a chosen zone stays).
 */
export async function recordSignIn(db: Db, user: User, now: number, browserZone: string | null | undefined): Promise<User> {
  // coalesce in SQL: a zone saved in settings meanwhile is never overwritten.
  const [updated] = await db
    .update(users)
    .set({ lastLoginAt: now, timeZone: sql`coalesce(${users.timeZone}, ${browserZone ?? null})` })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? { ...user, lastLoginAt: now };
}

export function assertCanSignIn(user: User) {
  if (user.status === "suspended") {
    throw new AppError(403, "Your account has been suspended. Please contact support.", { code: "account_suspended" });
  }
  if (user.status !== "active") {
    throw new AppError(403, "Account is deactivated. Please contact support.", { code: "account_deactivated" });
  }
}

// --- Password reset -----------------------------------------------------------------------------------

const FORGOT_PASSWORD_MESSAGE = "Password reset code sent to your email!";

/** Answers the same for known and unknown emails: unknown ones get a code row that is never sent. */
export async function forgotPassword(db: Db, env: AuthEnv, email: string) {
  const user = await findUserByEmail(db, email);
  const tempToken = await sendCode(db, env, email, "reset", { deliver: user ? "code" : "nothing", startsFlow: true });
  return { message: FORGOT_PASSWORD_MESSAGE, tempToken };
}

export async function resendResetOtp(db: Db, env: AuthEnv, tempToken: string) {
  const email = await emailFromTempToken(env, "reset", tempToken);
  const user = await findUserByEmail(db, email);
  const next = await sendCode(db, env, email, "reset", { deliver: user ? "code" : "nothing", startsFlow: false });
  return { message: "New reset code sent!", tempToken: next };
}

export async function verifyResetOtp(db: Db, env: AuthEnv, input: { otp: string; tempToken: string }) {
  const { email, token: resetToken } = await verifyCode(db, env, "reset", input, "reset");
  return { message: "Code verified! Set your new password.", resetToken, email };
}

export async function resetPassword(db: Db, env: AuthEnv, input: { password: string; resetToken: string }) {
  const { email, jti } = await readSingleUse(db, env, "reset", input.resetToken);
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError(401, "Your reset session has expired. Please start again.");
  const passwordHash = await hashPassword(input.password);
  const now = Date.now();
  const [spent] = await db.batch([
    db
      .update(singleUseTokens)
      .set({ usedAt: now })
      .where(and(eq(singleUseTokens.jti, jti), isNull(singleUseTokens.usedAt)))
      .returning({ jti: singleUseTokens.jti }),
    // Only when the statement above spent the token (drizzle's batch() cannot run a raw `sql` with parameters).
    db
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, user.id), sql`changes() = 1`)),
  ]);
  if (spent.length === 0) throw new AppError(401, "This link has already been used. Please start again.");
  // A new password signs every existing session out.
  await revokeAllSessions(db, user.id, now);
  return { message: "Password reset successfully! Please sign in with your new password." };
}

// --- Profile ------------------------------------------------------------------------------------------

export async function markProfileCompleted(db: Db, userId: string) {
  const [user] = await db.update(users).set({ isProfileCompleted: true, updatedAt: Date.now() }).where(eq(users.id, userId)).returning();
  if (!user) throw new AppError(404, "User not found");
  return user;
}
