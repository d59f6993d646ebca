// Field rules of the sign-in, registration and reset flow (spec part 1 section 5).
// The same schemas validate the forms in the browser (conform), the form actions and the Hono handlers.
import { EMAIL_ADDRESS } from "./email-rules";
import { reportedTimeZone } from "./time-zone";
import { z } from "./z";

export const OTP_LENGTH = 6;

export const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Please enter a valid email address")
  .regex(EMAIL_ADDRESS, "Please enter a valid email address");

const signInPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(6, "Password must be at least 6 characters long");

/** A new password: the sign-in rules plus a length cap and the character mix. */
const newPassword = signInPassword
  .max(128, "Password must be at most 128 characters long")
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).*$/, "Password must contain at least one uppercase letter, one lowercase letter, and one number");

/** Registration's name rules (spec part 1 section 5): required after trim, at least 2 characters. */
const NAME_MESSAGES = {
  First: { min: "First name must be at least 2 characters", max: "First name must be at most 50 characters" },
  Last: { min: "Last name must be at least 2 characters", max: "Last name must be at most 50 characters" },
} as const;

const name = (label: keyof typeof NAME_MESSAGES) =>
  z.string({ error: NAME_MESSAGES[label].min }).trim().min(2, NAME_MESSAGES[label].min).max(50, NAME_MESSAGES[label].max);

export const username = z
  .string({ error: "Username must be at least 3 characters" })
  .trim()
  .toLowerCase()
  .min(3, "Username must be at least 3 characters")
  .max(30, "Username must be at most 30 characters")
  .regex(/^[a-z0-9][a-z0-9_-]*$/, "Username can only contain letters, numbers, hyphens and underscores");

export const otp = z
  .string({ error: "Please enter all 6 digits" })
  .trim()
  .regex(/^\d{6}$/, "Please enter all 6 digits");

const token = (message: string) => z.string({ error: message }).min(1, message);
const tempToken = token("Your verification session has expired. Please request a new code.");

// --- API payloads (spec part 1 section 7) -----------------------------------------------------------
export const sendOtpSchema = z.object({ email });
export const verifyOtpSchema = z.object({ otp, tempToken });
export const resendOtpSchema = z.object({ tempToken });
export const registerSchema = z.object({
  firstName: name("First"),
  lastName: name("Last"),
  username,
  password: newPassword,
  verifiedToken: token("Your email verification has expired. Please start again."),
  /** Issue 31: the browser's zone (a hidden field, or the API body), kept when Intl knows it. */
  timeZone: reportedTimeZone,
});
export const loginSchema = z.object({ email, password: signInPassword, timeZone: reportedTimeZone });
export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z.object({
  password: newPassword,
  resetToken: token("Your reset session has expired. Please start again."),
});
export const completeProfileSchema = z.object({ isProfileCompleted: z.literal(true) });

// --- Form-only additions: the confirmation field exists in the UI, not in the API payload -------------
const confirmPassword = z.string({ error: "Please confirm your password" }).min(1, "Please confirm your password");

export const registerFormSchema = registerSchema
  .extend({ confirmPassword })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

/** POST /api/auth/exchange: the one-time code an OAuth sign-in hands to /auth/success?token=… */
export const handoffExchangeSchema = z.object({ code: z.string().trim().min(1, "Code is required").max(128, "Invalid code") });
