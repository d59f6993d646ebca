// Field rules of the settings page and the account dialogs (spec part 2 section 5 "Account dialogs" and
// "Settings"). The same schemas validate the forms in the browser (conform), the /settings actions and the
// Hono handlers of /api/profiles/settings/*, change-username, change-password and deactivate-account.
// Unknown keys (role, status, ids, ...) are stripped by zod, so they can never reach the database.
// The rules and constants without zod (pages import this module; the schemas are in ./account.ts).
import { CAREER_STAGES, INDUSTRIES, JOB_SEARCH_TIMELINES } from "./profile-rules";

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
  emailPreferencesSaved: "Email preferences saved.",
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
