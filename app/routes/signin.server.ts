// Server side of /signin: one action for every step of sign-in, registration and password reset.
// It calls the same domain functions as the Hono handlers and validates with the same zod schemas.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { z } from "zod";
import {
  forgotPasswordSchema,
  loginSchema,
  registerFormSchema,
  resendOtpSchema,
  resetPasswordFormSchema,
  sendOtpSchema,
  verifyOtpSchema,
} from "~/schemas/auth";
import * as accounts from "~/server/auth/signin-and-signup.server";
import { oauthErrorMessage } from "~/server/auth/oauth-errors";
import { enforceAuthRateLimit } from "~/server/auth/rate-limit.server";
import { sessionCookie } from "~/server/auth/sessions.server";
import { AppError } from "~/server/errors";
import { parseInput } from "~/server/validation";
import { type Carry, type SigninData, STEPS, type Step, stepOfIntent } from "~/schemas/signin";
import { actionError, actionInvalid, actionSuccess, appErrorFields, redirectWithToast } from "~/server/action-result.server";
import { getAuth, getServices } from "~/server/session.server";

type Services = ReturnType<typeof getServices>;

export async function signinLoader(request: Request, context: Parameters<typeof getServices>[0]) {
  const { env } = getServices(context);
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const error = url.searchParams.get("error");

  // OAuth return: ?error=<code> shows why a sign-in failed (the code's fixed message: any ?message= is ignored, so
  // a crafted link cannot put its own text on this page), and the redirect clears the query string.
  // A ?token=… never signs anyone in here (issue 12 §2: that was a login-CSRF door and put session tokens in
  // history and logs); successful OAuth sign-ins set their cookie in the callback and go to /auth/success.
  if (token) {
    return redirectWithToast(
      env,
      "/signin",
      { type: "error", message: "Authentication failed. Please try logging in again." },
      { headers: { "Referrer-Policy": "no-referrer" } },
    );
  }
  if (error) {
    return redirectWithToast(env, "/signin", { type: "error", message: oauthErrorMessage(error) });
  }

  const auth = await getAuth(context, request);
  if (auth) throw redirect(accounts.postLoginPath(auth.user));

  const requested = url.searchParams.get("step");
  const step: Step = requested === "signup" || requested === "forgot-password" ? (requested === "signup" ? "signup" : "forgot") : "signin";
  return { step };
}

function readCarry(formData: FormData): Carry {
  const pick = (key: keyof Carry) => {
    const value = formData.get(key);
    return typeof value === "string" && value ? value : undefined;
  };
  return { email: pick("email"), tempToken: pick("tempToken"), verifiedToken: pick("verifiedToken"), resetToken: pick("resetToken") };
}

/** The rate-limit bucket of each intent matches the API endpoint it mirrors. */
const BUCKETS: Record<string, string> = {
  signin: "login",
  "send-otp": "send-otp",
  "verify-otp": "verify-otp",
  "resend-otp": "resend-otp",
  register: "register",
  forgot: "forgot-password",
  "verify-reset-otp": "verify-reset-otp",
  "resend-reset-otp": "resend-reset-otp",
  "reset-password": "reset-password",
};

export async function signinAction(request: Request, context: Parameters<typeof getServices>[0]) {
  const services = getServices(context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const carry = readCarry(formData);

  // Back buttons and the Sign up / Sign in toggle (they only submit when JavaScript is off).
  if (intent.startsWith("goto:")) {
    const target = intent.slice(5) as Step;
    if (STEPS.includes(target)) return actionSuccess<string, SigninData>(intent, { data: { step: target, carry } });
  }

  const bucket = BUCKETS[intent];
  if (!bucket) {
    return actionError<string, SigninData>(intent, new AppError(400, "Unknown action."), "Unknown action.", {
      data: { step: "signin", carry: {} },
    });
  }

  try {
    await enforceAuthRateLimit(services.env, request, `auth-${bucket}`);
    return await runIntent(intent, formData, carry, services);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The message shows above the form (and as a toast), a field's own error also under that field.
    const echo = parseWithZod(formData, { schema: z.object({}) });
    return actionInvalid<string, SigninData>(intent, echo, {
      hideFields: HIDDEN_FIELDS,
      formErrors: [error.message],
      fieldErrors: appErrorFields(error),
      toast: { type: "error", message: error.message },
      status: error.status,
      data: { step: stepOfIntent(intent), carry },
    });
  }
}

/** Passwords are never echoed back into the form. */
const HIDDEN_FIELDS = ["password", "confirmPassword"];

/** A step's answer: the next step (with the values it carries) and a success toast. */
function next(intent: string, data: SigninData, message?: string) {
  return actionSuccess<string, SigninData>(intent, { data, toast: message ? { type: "success", message } : undefined });
}

function validate<S extends z.ZodType>(formData: FormData, schema: S, step: Step, intent: string, carry: Carry) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return { invalid: actionInvalid<string, SigninData>(intent, submission, { hideFields: HIDDEN_FIELDS, data: { step, carry } }) };
  }
  return { value: submission.value as z.output<S> };
}

/** The six OTP boxes post as otp-0 … otp-5 (they work without JavaScript); join them for the schema. */
function otpInput(formData: FormData, carry: Carry) {
  const otp = Array.from({ length: 6 }, (_, i) => String(formData.get(`otp-${i}`) ?? "").trim()).join("");
  return parseInput(verifyOtpSchema, { otp, tempToken: carry.tempToken });
}

/** Sign-up and password reset send and resend their codes alike: the email step, the code step, their domain calls. */
const CODE_FLOWS = {
  signup: {
    emailSchema: sendOtpSchema,
    emailStep: "signup",
    codeStep: "otp",
    send: accounts.sendSignupOtp,
    resend: accounts.resendSignupOtp,
  },
  reset: {
    emailSchema: forgotPasswordSchema,
    emailStep: "forgot",
    codeStep: "forgot-otp",
    send: accounts.forgotPassword,
    resend: accounts.resendResetOtp,
  },
} as const;

async function runIntent(intent: string, formData: FormData, carry: Carry, { env, db }: Services) {
  switch (intent) {
    case "signin": {
      const parsed = validate(formData, loginSchema, "signin", intent, carry);
      if (parsed.invalid) return parsed.invalid;
      const { token, user, message } = await accounts.login(db, env, parsed.value);
      return redirectWithToast(
        env,
        accounts.postLoginPath(user),
        { type: "success", message },
        { headers: { "Set-Cookie": sessionCookie(token) } },
      );
    }
    case "send-otp":
    case "forgot": {
      const flow = CODE_FLOWS[intent === "send-otp" ? "signup" : "reset"];
      const parsed = validate(formData, flow.emailSchema, flow.emailStep, intent, carry);
      if (parsed.invalid) return parsed.invalid;
      const { tempToken, message } = await flow.send(db, env, parsed.value.email);
      return next(intent, { step: flow.codeStep, carry: { email: parsed.value.email, tempToken }, sentAt: Date.now() }, message);
    }
    case "resend-otp":
    case "resend-reset-otp": {
      const flow = CODE_FLOWS[intent === "resend-otp" ? "signup" : "reset"];
      const { tempToken: current } = parseInput(resendOtpSchema, { tempToken: carry.tempToken });
      const { tempToken, message } = await flow.resend(db, env, current);
      return next(intent, { step: flow.codeStep, carry: { ...carry, tempToken }, sentAt: Date.now() }, message);
    }
    case "verify-otp": {
      const { verifiedToken, email, message } = await accounts.verifySignupOtp(db, env, otpInput(formData, carry));
      return next(intent, { step: "complete", carry: { email, verifiedToken } }, message);
    }
    case "register": {
      const parsed = validate(formData, registerFormSchema, "complete", intent, carry);
      if (parsed.invalid) return parsed.invalid;
      const { message, user } = await accounts.register(db, env, parsed.value);
      return next(intent, { step: "signin", carry: { email: user.email } }, message);
    }
    case "verify-reset-otp": {
      const { resetToken, email, message } = await accounts.verifyResetOtp(db, env, otpInput(formData, carry));
      return next(intent, { step: "reset", carry: { email, resetToken } }, message);
    }
    case "reset-password": {
      const parsed = validate(formData, resetPasswordFormSchema, "reset", intent, carry);
      if (parsed.invalid) return parsed.invalid;
      const { message } = await accounts.resetPassword(db, env, parsed.value);
      return next(intent, { step: "signin", carry: {} }, message);
    }
  }
  throw new AppError(400, "Unknown action.");
}
