// Field rules of the settings page and the account dialogs (spec part 2 section 5 "Account dialogs" and
// "Settings"). The same schemas validate the forms in the browser (conform), the /settings actions and the
// Hono handlers of /api/profiles/settings/*, change-username, change-password and deactivate-account.
// Unknown keys (role, status, ids, ...) are stripped by zod, so they can never reach the database.
import { z } from "./z";
import { otp, username } from "./auth";
import { CAREER_STAGES, INDUSTRIES, JOB_SEARCH_TIMELINES } from "./profile";

export { CAREER_STAGES, INDUSTRIES, JOB_SEARCH_TIMELINES };

export const NAME_MAX = 50;
export const RESUME_EXPERIENCE_MAX = 2000;
export const PASSWORD_CHANGE_MIN = 8;
export const PASSWORD_MAX = 128;

export const MESSAGES = {
  loadFailed: "Failed to load user data. Please refresh the page.",
  firstNameEmpty: "First name cannot be empty.",
  usernameRequired: "Please enter a new username.",
  usernameSame: "New username must be different from your current username",
  usernameTaken: "Username already taken. Please choose a different username.",
  usernameChanged: "Username changed successfully.",
  currentPasswordRequired: "Please enter your current password.",
  newPasswordRequired: "Please enter a new password.",
  newPasswordShort: "New password must be at least 8 characters long.",
  newPasswordSame: "New password must be different from your current password.",
  confirmPasswordRequired: "Please confirm your new password.",
  passwordsDiffer: "New passwords do not match.",
  passwordChanged: "Password changed successfully.",
  currentPasswordWrong: "Current password is incorrect.",
  googlePassword: "Password change is not available for Google accounts.",
  personalSaved: "Personal information updated successfully. Make sure to redeploy your portfolio to see the changes.",
  resumeSaved: "Resume information updated successfully.",
  deactivated: "Account deactivated successfully",
} as const;

/** "Delete my account and data" (issue 15 §3): the dialog, the API and the toast afterwards. */
export const DELETE_MESSAGES = {
  passwordRequired: "Please enter your password.",
  passwordWrong: "Password is incorrect.",
  codeRequired: "Please enter the 6-digit code we emailed you.",
  codeExpired: "Your code has expired. Please request a new one.",
  codeSent: "We emailed you a 6-digit code. It expires in 10 minutes.",
  usePassword: "This account has a password: confirm the deletion with it.",
  tooManyAttempts: "Too many incorrect attempts. Please try again in 15 minutes.",
  superadmin: "A super admin account cannot be deleted. Hand the role to someone else first.",
  confirmRequired: "Confirm with your password, or with the emailed code and its tempToken.",
  deleted: "Your account and all its data have been deleted.",
} as const;

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
});
export type PersonalSettingsInput = z.output<typeof personalSettingsSchema>;

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
