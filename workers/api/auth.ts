import { Hono } from "hono";
import { cookieTimeZone } from "~/lib/time-zone";
import {
  completeProfileSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  sendOtpSchema,
  verifyOtpSchema,
} from "~/schemas/auth";
import * as accounts from "~/server/auth/signin-and-signup.server";
import { finishGoogleSignIn, googleConfigured, startGoogleSignIn } from "~/server/auth/google.server";
import type { OAuthErrorCode } from "~/server/auth/oauth-errors";
import {
  bindingCookie,
  clearBindingCookie,
  createHandoffCode,
  readBindingCookie,
  redeemHandoffCode,
} from "~/server/auth/oauth-handoff.server";
import { handoffExchangeSchema } from "~/schemas/auth";
import { enforceAuthRateLimit } from "~/server/auth/rate-limit.server";
import { clearSessionCookie, revokeSession, sessionCookie } from "~/server/auth/sessions.server";
import { AppError } from "~/server/errors";
import { enforceAccountRateLimit } from "~/server/limits/account-limit.server";
import { jsonStep, readJson, requireAuth, type ApiEnv } from "./context";

export const authRoutes = new Hono<ApiEnv>();

/**
 * The signed-in caller's endpoints (the profile read and its completion, sign-out), throttled per account: the
 * spec's frontend reads the profile two to four times a page, and an office behind one address is many callers.
 */
const SIGNED_IN_BUCKETS = new Set(["profile", "logout"]);

// Every other auth endpoint (sign-in, sign-up, codes, password reset, Google) is throttled per IP, each in its own
// bucket; the signed-in ones per account (ACCOUNT_LIMITER, after the session check).
authRoutes.use("*", async (c, next) => {
  const bucket = new URL(c.req.url).pathname.replace(/^\/api\/auth\/?/, "").split("/")[0] || "auth";
  if (SIGNED_IN_BUCKETS.has(bucket)) await requireAuth(c, () => enforceAccountRateLimit(c.env.ACCOUNT_LIMITER, c.var.auth.user.id));
  else await enforceAuthRateLimit(c.env, c.req.raw, `auth-${bucket}`);
  await next();
});

// The code flows, sign-up (send, verify, resend) and password reset (send, verify, resend, reset): each step
// validates its body with its schema and answers `{success, ...what the step returns}`.
const codeSteps = {
  "/send-otp": jsonStep(sendOtpSchema, (c, { email }) => accounts.sendSignupOtp(c.var.db, c.env, email)),
  "/verify-otp": jsonStep(verifyOtpSchema, (c, input) => accounts.verifySignupOtp(c.var.db, c.env, input)),
  "/resend-otp": jsonStep(resendOtpSchema, (c, { tempToken }) => accounts.resendSignupOtp(c.var.db, c.env, tempToken)),
  "/forgot-password": jsonStep(forgotPasswordSchema, (c, { email }) => accounts.forgotPassword(c.var.db, c.env, email)),
  "/verify-reset-otp": jsonStep(verifyOtpSchema, (c, input) => accounts.verifyResetOtp(c.var.db, c.env, input)),
  "/resend-reset-otp": jsonStep(resendOtpSchema, (c, { tempToken }) => accounts.resendResetOtp(c.var.db, c.env, tempToken)),
  "/reset-password": jsonStep(resetPasswordSchema, (c, input) => accounts.resetPassword(c.var.db, c.env, input)),
};
for (const [path, step] of Object.entries(codeSteps)) authRoutes.post(path, step);

authRoutes.post("/register", async (c) => {
  const input = await readJson(c, registerSchema);
  const { message, user } = await accounts.register(c.var.db, c.env, input);
  return c.json({ success: true, message, user: accounts.toUserDto(user, c.env.APP_URL) }, 201);
});

authRoutes.post("/login", async (c) => {
  const input = await readJson(c, loginSchema);
  const { message, token, user } = await accounts.login(c.var.db, c.env, input);
  c.header("Set-Cookie", sessionCookie(token));
  return c.json({
    success: true,
    message,
    token,
    user: accounts.toUserDto(user, c.env.APP_URL),
    redirectTo: accounts.postLoginPath(user),
  });
});

authRoutes.get("/profile", requireAuth, (c) => {
  return c.json({ success: true, user: accounts.toUserDto(c.var.auth.user, c.env.APP_URL) });
});

authRoutes.patch("/profile/complete", requireAuth, async (c) => {
  await readJson(c, completeProfileSchema);
  const user = await accounts.markProfileCompleted(c.var.db, c.var.auth.user.id);
  return c.json({ success: true, message: "Profile marked as completed", user: accounts.toUserDto(user, c.env.APP_URL) });
});

authRoutes.post("/logout", requireAuth, async (c) => {
  await revokeSession(c.var.db, c.var.auth.sessionId);
  c.header("Set-Cookie", clearSessionCookie());
  return c.json({ success: true, message: "Signed out successfully" });
});

// --- Google OAuth: browser redirects. Success sets the session cookie here and lands on /auth/success with a
// one-time hand-off code (never a session token); failures land on /signin?error=<code>, whose page shows that
// code's fixed message (app/server/auth/oauth-errors.ts; never text from the URL) --------------------------

function signinRedirect(error: OAuthErrorCode | "oauth_failed") {
  return `/signin?${new URLSearchParams({ error }).toString()}`;
}

authRoutes.get("/google", async (c) => {
  if (!googleConfigured(c.env)) {
    return c.redirect(signinRedirect("oauth_unavailable"));
  }
  const { url, binding } = await startGoogleSignIn(c.var.db, c.env, new URL(c.req.url).origin);
  c.header("Set-Cookie", bindingCookie(binding));
  return c.redirect(url);
});

/**
 * For API clients on another origin (credentials included, so the browser's binding cookie comes along):
 * exchanges the one-time code of /auth/success?token=… for the session token, once.
 */
authRoutes.post("/exchange", async (c) => {
  const { code } = await readJson(c, handoffExchangeSchema);
  const found = await redeemHandoffCode(c.var.db, c.env.JWT_SECRET, code, readBindingCookie(c.req.raw));
  if (!found) throw new AppError(401, "Authentication failed. Please try logging in again.");
  c.header("Set-Cookie", sessionCookie(found.token));
  c.header("Set-Cookie", clearBindingCookie(), { append: true });
  return c.json({ success: true, token: found.token, user: accounts.toUserDto(found.user, c.env.APP_URL) });
});

authRoutes.get("/google/callback", async (c) => {
  const { code, state, error } = c.req.query();
  if (!googleConfigured(c.env)) return c.redirect(signinRedirect("oauth_unavailable"));
  // Google's own error (access_denied, …) and a callback without code or state alike: the generic message.
  if (error || !code || !state) return c.redirect(signinRedirect("oauth_failed"));
  try {
    const binding = readBindingCookie(c.req.raw);
    const timeZone = cookieTimeZone(c.req.raw);
    const signedIn = await finishGoogleSignIn(c.var.db, c.env, new URL(c.req.url).origin, { code, state, binding, timeZone });
    const handoff = await createHandoffCode(c.var.db, signedIn.sessionId, signedIn.bindingHash);
    c.header("Set-Cookie", sessionCookie(signedIn.token));
    c.header("Referrer-Policy", "no-referrer");
    return c.redirect(`/auth/success?${new URLSearchParams({ token: handoff })}`);
  } catch (err) {
    if (err instanceof AppError && (err.details.code === "account_deactivated" || err.details.code === "account_suspended")) {
      return c.redirect(signinRedirect(err.details.code));
    }
    console.error("Google sign-in failed", err);
    return c.redirect(signinRedirect("oauth_failed"));
  }
});
