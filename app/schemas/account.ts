// Field rules of the settings page and the account dialogs (spec part 2 section 5 "Account dialogs" and
// "Settings"). The same schemas validate the forms in the browser (conform), the /settings actions and the
// Hono handlers of /api/profiles/settings/*, change-username, change-password and deactivate-account.
// Unknown keys (role, status, ids, ...) are stripped by zod, so they can never reach the database.
import { z } from "./z";
import { otp, username } from "./auth";
import { CAREER_STAGES, INDUSTRIES, JOB_SEARCH_TIMELINES } from "./profile";
import { timeZoneSetting } from "./time-zone";
import { MESSAGES, NAME_MAX, RESUME_EXPERIENCE_MAX, PASSWORD_CHANGE_MIN, PASSWORD_MAX, DELETE_MESSAGES } from "./account-rules";

export * from "./account-rules";

/** One of `options`, or '' when nothing is chosen (a missing value is ''). */
function choice(options: readonly string[], message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((v) => v === "" || options.includes(v), message)
    .default("");
}

const optionalText = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).default("");

// --- Settings: Profile tab -------------------------------------------------------------------------------

export const personalSettingsSchema = z.object({
  firstName: z
    .string({ error: MESSAGES.firstNameEmpty })
    .trim()
    .min(1, MESSAGES.firstNameEmpty)
    .max(NAME_MAX, `First name must be at most ${NAME_MAX} characters`),
  lastName: optionalText(NAME_MAX, `Last name must be at most ${NAME_MAX} characters`),
  careerStage: choice(CAREER_STAGES, "Please choose a valid career stage."),
  /** Issue 31: the user's IANA zone; missing keeps the stored one (clients that never send it lose nothing). */
  timeZone: timeZoneSetting,
});

export type PersonalSettingsInput = z.output<typeof personalSettingsSchema>;

/**
 * Email preferences (issue 18): the daily digest of follow-ups and interviews. JSON sends a boolean; the settings
 * form sends its checkbox ("on" when ticked, nothing when not).
 */
export const emailPreferencesSchema = z.object({
  digestEmails: z
    .union([z.boolean(), z.literal("on")])
    .optional()
    .transform((v) => v === true || v === "on"),
});

export type EmailPreferencesInput = z.output<typeof emailPreferencesSchema>;

export const resumeSettingsSchema = z.object({
  industry: choice(INDUSTRIES, "Please choose a valid industry."),
  jobSearchTimeline: choice(JOB_SEARCH_TIMELINES, "Please choose a valid job search timeline."),
  resumeExperience: optionalText(RESUME_EXPERIENCE_MAX, `Resume experience must be at most ${RESUME_EXPERIENCE_MAX} characters`),
});

export type ResumeSettingsInput = z.output<typeof resumeSettingsSchema>;

// --- Account dialogs ---------------------------------------------------------------------------------------

/** {newUsername}: required, then the registration rules (3-30, lowercase letters, digits, - and _). */
export const changeUsernameSchema = z.object({
  newUsername: z.string({ error: MESSAGES.usernameRequired }).trim().min(1, MESSAGES.usernameRequired).pipe(username),
});

export type ChangeUsernameInput = z.output<typeof changeUsernameSchema>;

/** The dialog also knows the current username, so "must differ" is checked before the request too. */
export function changeUsernameFormSchema(currentUsername: string) {
  return changeUsernameSchema.refine((v) => v.newUsername !== currentUsername.toLowerCase(), {
    path: ["newUsername"],
    message: MESSAGES.usernameSame,
  });
}

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: MESSAGES.currentPasswordRequired })
      .min(1, MESSAGES.currentPasswordRequired)
      .max(1024, MESSAGES.currentPasswordWrong),
    newPassword: z
      .string({ error: MESSAGES.newPasswordRequired })
      .min(1, MESSAGES.newPasswordRequired)
      .min(PASSWORD_CHANGE_MIN, MESSAGES.newPasswordShort)
      .max(PASSWORD_MAX, `New password must be at most ${PASSWORD_MAX} characters long.`),
  })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ["newPassword"], message: MESSAGES.newPasswordSame });

export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** The dialog's confirmation field exists in the UI only, not in the API payload. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string({ error: MESSAGES.currentPasswordRequired }).min(1, MESSAGES.currentPasswordRequired),
    newPassword: z
      .string({ error: MESSAGES.newPasswordRequired })
      .min(1, MESSAGES.newPasswordRequired)
      .min(PASSWORD_CHANGE_MIN, MESSAGES.newPasswordShort)
      .max(PASSWORD_MAX, `New password must be at most ${PASSWORD_MAX} characters long.`),
    confirmPassword: z.string({ error: MESSAGES.confirmPasswordRequired }).min(1, MESSAGES.confirmPasswordRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], message: MESSAGES.passwordsDiffer })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ["newPassword"], message: MESSAGES.newPasswordSame });

/**
 * PATCH /profiles/deactivate-account: the spec's client sends {isActive: false, portfolioDeployed: false,
 * portfolioDeployment: {...}}. The server decides what deactivation does; the body only confirms it, so a
 * body that asks for the opposite (isActive true) is refused.
 */
export const deactivateAccountSchema = z.object({
  isActive: z.literal(false, { error: "To deactivate the account, send isActive: false." }).optional(),
});

// --- Account deletion ---------------------------------------------------------------------------------------

const deletionPassword = z.string({ error: DELETE_MESSAGES.passwordRequired }).max(1024, DELETE_MESSAGES.passwordWrong);

const deletionTempToken = z.string({ error: DELETE_MESSAGES.codeExpired }).max(4096, DELETE_MESSAGES.codeExpired);

/** "Email me a code" / "Send a new code" (POST /api/account/delete-code): nothing to fill in. */
export const requestDeletionCodeSchema = z.object({});

/** The dialog of an account with a password. */
export const deleteWithPasswordSchema = z.object({ password: deletionPassword.min(1, DELETE_MESSAGES.passwordRequired) });

/** The dialog of an account without one (Google sign-in): the emailed code and the temp token that came with it. */
export const deleteWithCodeSchema = z.object({
  otp: z.string({ error: DELETE_MESSAGES.codeRequired }).trim().min(1, DELETE_MESSAGES.codeRequired).pipe(otp),
  tempToken: deletionTempToken.min(1, DELETE_MESSAGES.codeExpired),
});

/**
 * DELETE /api/account: `{password}` or `{otp, tempToken}`. Which one the account must use is the server's call
 * (a password account cannot skip its password with a code), so both shapes pass here.
 */
export const deleteAccountSchema = z
  .object({ password: deletionPassword.optional(), otp: otp.optional(), tempToken: deletionTempToken.optional() })
  .refine((v) => Boolean(v.password) || (Boolean(v.otp) && Boolean(v.tempToken)), { message: DELETE_MESSAGES.confirmRequired });

export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;
