// The /signin contract, shared by the route, its server module and the sign-in components: the steps of the
// flow, their headings and back links, the values carried between steps, and what every answer carries.
import type { ActionResult } from "~/lib/action-result";

/** The steps of /signin (spec part 1 section 2.3) and their headings. */
export const STEPS = ["signin", "signup", "otp", "complete", "forgot", "forgot-otp", "reset"] as const;
export type Step = (typeof STEPS)[number];

export const HEADINGS: Record<Step, string> = {
  signin: "Welcome back!",
  signup: "Create your account",
  otp: "Check your email",
  complete: "Complete your registration",
  forgot: "Reset your password",
  "forgot-otp": "Check your email",
  reset: "Set new password",
};

/** Where each step's back action goes. */
export const BACK: Partial<Record<Step, Step>> = {
  signup: "signin",
  otp: "signup",
  complete: "otp",
  forgot: "signin",
  "forgot-otp": "forgot",
  reset: "forgot-otp",
};

/** Values carried between steps in hidden fields. */
export interface Carry {
  email?: string;
  tempToken?: string;
  verifiedToken?: string;
  resetToken?: string;
}

/** What every answer of the /signin action carries: the step to show and the values to carry into it. */
export interface SigninData {
  step: Step;
  carry: Carry;
  /** Set when a code was just emailed: restarts the countdown and the resend cooldown. */
  sentAt?: number;
}

export type SigninResult = ActionResult<string, SigninData>;

/** The step each intent belongs to (where its errors show). */
export function stepOfIntent(intent: string): Step {
  const map: Record<string, Step> = {
    signin: "signin",
    "send-otp": "signup",
    "verify-otp": "otp",
    "resend-otp": "otp",
    register: "complete",
    forgot: "forgot",
    "verify-reset-otp": "forgot-otp",
    "resend-reset-otp": "forgot-otp",
    "reset-password": "reset",
  };
  return map[intent] ?? "signin";
}

export const OTP_SECONDS = 600;
export const RESEND_COOLDOWN_SECONDS = 60;

/** Each intent's fallback when the server gives no message (spec part 1 section 8). */
export const SIGNIN_FAILURES: Record<string, string> = {
  signin: "Sign in failed. Please try again.",
  "send-otp": "Failed to send verification code. Please try again.",
  "verify-otp": "Failed to verify code. Please try again.",
  "verify-reset-otp": "Failed to verify code. Please try again.",
  "resend-otp": "Failed to resend code. Please try again.",
  "resend-reset-otp": "Failed to resend code. Please try again.",
  register: "Registration failed. Please try again.",
  forgot: "Failed to send reset code. Please try again.",
  "reset-password": "Password reset failed. Please try again.",
};

/** Resend failures show inline under the code boxes rather than as a toast. */
export function isResendIntent(intent: string) {
  return intent === "resend-otp" || intent === "resend-reset-otp";
}
