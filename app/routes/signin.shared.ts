import type { SubmissionResult } from "@conform-to/react";
import type { ToastInput } from "~/components/ui/toast";

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

export interface SigninActionData {
  step: Step;
  carry: Carry;
  intent: string;
  result?: SubmissionResult<string[]>;
  toast?: ToastInput;
  /** Set when a code was just emailed: restarts the countdown and the resend cooldown. */
  sentAt?: number;
  nonce: number;
}

export const OTP_SECONDS = 600;
export const RESEND_COOLDOWN_SECONDS = 60;
