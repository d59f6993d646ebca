// Settings and account management (spec part 2 "Settings", section 5 "Account dialogs", section 7).
// Plain functions of (db, userId, input): the /settings loader and actions and the Hono handlers of
// /api/profiles/* call them with input already validated by the shared schemas in app/schemas/account.ts.
import { and, eq, ne } from "drizzle-orm";
import { users, type User } from "~/db/schema";
import {
  DELETE_MESSAGES,
  MESSAGES,
  type ChangePasswordInput,
  type ChangeUsernameInput,
  type EmailPreferencesInput,
  type PersonalSettingsInput,
  type ResumeSettingsInput,
} from "~/schemas/account";
import { checkAccountPassword } from "../auth/login-throttle.server";
import { hashPassword } from "../auth/passwords.server";
import { revokeAllSessions, revokeOtherSessions } from "../auth/sessions.server";
import type { UserSettings } from "~/schemas/user";
import type { Db } from "../db.server";
import { AppError } from "../errors";
import { notifyPasswordChanged, notifySettingsUpdated, notifyUsernameChanged } from "../notifications/product-events.server";
import type { PublicPageCache } from "../portfolio/edge-cache.server";
import { takePortfolioOffline } from "../portfolio/portfolio.server";

/** The refusal once an account's password failures are used up (change-password and deletion say the same). */
const PASSWORD_ATTEMPTS_LOCKED = DELETE_MESSAGES.tooManyAttempts;

function toUserSettings(user: User): UserSettings {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    careerStage: user.careerStage,
    email: user.email,
    username: user.username,
    oauthProvider: user.oauthProvider,
    industry: user.industry,
    jobSearchTimeline: user.jobSearchTimeline,
    resumeExperience: user.resumeExperience,
    digestEmails: user.digestEmails,
    timeZone: user.timeZone,
  };
}

/** Password change is refused to accounts that sign in through Google (no password of their own). */
export function canChangePassword(user: Pick<User, "passwordHash" | "oauthProvider">): boolean {
  return Boolean(user.passwordHash) && user.oauthProvider !== "google";
}

async function findUser(db: Db, userId: string): Promise<User> {
  const user = await db.select().from(users).where(eq(users.id, userId)).get();
  if (!user) throw new AppError(404, "User not found");
  return user;
}

async function updateUser(db: Db, userId: string, values: Partial<typeof users.$inferInsert>): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: Date.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError(404, "User not found");
  return user;
}

export async function getSettings(db: Db, userId: string): Promise<UserSettings> {
  return toUserSettings(await findUser(db, userId));
}

export async function updatePersonalSettings(db: Db, userId: string, input: PersonalSettingsInput) {
  const user = await updateUser(db, userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    careerStage: input.careerStage,
    // Issue 31: a request without a zone keeps the stored one.
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
  });
  await notifySettingsUpdated(db, userId);
  return { message: MESSAGES.personalSaved, user: toUserSettings(user) };
}

export async function updateResumeSettings(db: Db, userId: string, input: ResumeSettingsInput) {
  const user = await updateUser(db, userId, {
    industry: input.industry,
    jobSearchTimeline: input.jobSearchTimeline,
    resumeExperience: input.resumeExperience,
  });
  return { message: MESSAGES.resumeSaved, user: toUserSettings(user) };
}

/** PUT /profiles/settings/email and the settings page's "Email notifications". */
export async function updateEmailPreferences(db: Db, userId: string, input: EmailPreferencesInput) {
  const user = await updateUser(db, userId, { digestEmails: input.digestEmails });
  return { message: MESSAGES.emailPreferencesSaved, user: toUserSettings(user) };
}

function usernameError(status: 400 | 409, msg: string) {
  return new AppError(status, msg, { errors: [{ path: "newUsername", param: "newUsername", msg }] });
}

/** A new username moves the public portfolio URL, so the portfolio is unpublished until redeployed. */
export async function changeUsername(db: Db, userId: string, input: ChangeUsernameInput, cache: PublicPageCache) {
  const user = await findUser(db, userId);
  if (input.newUsername === user.username) throw usernameError(400, MESSAGES.usernameSame);
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, input.newUsername), ne(users.id, userId)))
    .get();
  if (taken) throw usernameError(409, MESSAGES.usernameTaken);
  try {
    const updated = await updateUser(db, userId, { username: input.newUsername });
    // The old address stops answering at once (the cached page under the old name is purged).
    await takePortfolioOffline(db, cache, user);
    await notifyUsernameChanged(db, userId, updated.username, user.portfolioDeployed);
    return { message: MESSAGES.usernameChanged, user: { username: updated.username } };
  } catch (error) {
    // Two people claiming the same name at once: the unique index decides.
    if (String((error as Error)?.message ?? error).includes("UNIQUE")) throw usernameError(409, MESSAGES.usernameTaken);
    throw error;
  }
}

/**
 * Needs the current password, checked under the account's sign-in throttle (10 failures in 15 minutes, shared with
 * sign-in and account deletion, then 429); signs every other session out and keeps `currentSessionId`.
 */
export async function changePassword(
  db: Db,
  env: Pick<Env, "EMAIL_QUEUE" | "APP_URL">,
  userId: string,
  currentSessionId: string,
  input: ChangePasswordInput,
) {
  const user = await findUser(db, userId);
  if (!canChangePassword(user) || !user.passwordHash) throw new AppError(403, MESSAGES.googlePassword);
  if (!(await checkAccountPassword(db, env, user, input.currentPassword, PASSWORD_ATTEMPTS_LOCKED))) {
    const msg = MESSAGES.currentPasswordWrong;
    throw new AppError(401, msg, { errors: [{ path: "currentPassword", param: "currentPassword", msg }] });
  }
  const now = Date.now();
  await updateUser(db, userId, { passwordHash: await hashPassword(input.newPassword) });
  await revokeOtherSessions(db, userId, currentSessionId, now);
  await notifyPasswordChanged(db, userId);
  return { message: MESSAGES.passwordChanged };
}

/** The account becomes inactive (sign-in refused), the portfolio unpublished, and every session revoked. */
export async function deactivateAccount(db: Db, userId: string, cache: PublicPageCache) {
  const now = Date.now();
  const user = await updateUser(db, userId, { status: "inactive" });
  await takePortfolioOffline(db, cache, user);
  await revokeAllSessions(db, userId, now);
  return { message: MESSAGES.deactivated };
}
