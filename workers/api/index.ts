// The JSON API under /api: one Hono app, a sub-app per resource, one error mapper.
import { Hono } from "hono";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { D1_BOOKMARK_HEADER, openRequestDb, secureCookies, writeBookmark } from "~/server/d1-session.server";
import { AppError } from "~/server/errors";
import { withBoundedBody } from "~/server/http/body-limit.server";
import { allowedOrigins } from "~/server/http/origin.server";
import { HSTS } from "~/server/http/security-headers.server";
import { accountDeletionRoutes, accountRoutes } from "./account";
import { adminNotificationRoutes, adminRoutes } from "./admin";
import { aiInsightsRoutes } from "./ai-insights";
import { authRoutes } from "./auth";
import type { ApiEnv } from "./context";
import { jsonResumeRoutes, profileImportRoutes } from "./data-import";
import { devRoutes } from "./dev";
import { emailRoutes } from "./email";
import { jobKitRoutes } from "./job-kit";
import { jobRoutes } from "./jobs";
import { lookupRoutes } from "./lookup";
import { notificationRoutes } from "./notifications";
import { analyticsRoutes } from "./analytics";
import { portfolioRoutes, templateSelectionRoutes } from "./portfolio";
import { photoRoutes } from "./photos";
import { profileRoutes } from "./profiles";
import { resumeRoutes } from "./resume";
import { templateRoutes } from "./templates";

export function createApi() {
  const api = new Hono<ApiEnv>().basePath("/api");

  // JSON answers are never documents: nothing may run, frame or sniff them (issue 12 §1).
  api.use("*", (c, next) =>
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: c.env.ENVIRONMENT === "production" ? HSTS : false,
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
      crossOriginResourcePolicy: false, // the API is called from other allowed origins (CORS decides)
      crossOriginOpenerPolicy: false,
    })(c, next),
  );
  api.use("*", (c, next) =>
    cors({
      origin: (origin) => (allowedOrigins(c.env).includes(origin) ? origin : null),
      allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      // If-Match and ETag: the conditional writes of jobs and the profile (conditional.ts).
      allowHeaders: ["Content-Type", "Authorization", "If-Match", D1_BOOKMARK_HEADER],
      exposeHeaders: ["Retry-After", "Content-Disposition", "ETag", D1_BOOKMARK_HEADER],
      credentials: true,
      maxAge: 600,
    })(c, next),
  );
  // One D1 session per request, continuing from the client's bookmark (x-d1-bookmark header, or the browser's
  // cookie); the answer carries the session's newest bookmark back (header always, cookie when it moved).
  api.use("*", async (c, next) => {
    const requestDb = openRequestDb(c.env.DB, c.req.raw);
    c.set("db", requestDb.db);
    await next();
    const answered = writeBookmark(c.res, requestDb, { header: true, secure: secureCookies(c.env, c.req.raw) });
    if (answered !== c.res) c.res = answered; // a copy only when the headers were immutable
  });
  // Every body is read within its limit (JSON 1 MB, photos 5 MB, resumes 10 MB), chunked ones included, before
  // any handler runs: over it, 413 and nothing written (issue 12 §3).
  api.use("*", async (c, next) => {
    c.req.raw = await withBoundedBody(c.req.raw);
    await next();
  });

  api.route("/auth", authRoutes);
  api.route("/profiles/upload-resume", resumeRoutes); // before the /profiles sub-apps, like the photo
  api.route("/profiles/photo", photoRoutes);
  api.route("/profiles/import", profileImportRoutes); // JSON Resume or LinkedIn export, before the /profiles sub-apps
  api.route("/profiles/me/json-resume", jsonResumeRoutes);
  api.route("/profiles/template", templateSelectionRoutes); // before the /profiles sub-apps (their auth middleware would run twice)
  api.route("/profiles", accountRoutes); // settings and account management, before the profile document
  api.route("/profiles", profileRoutes);
  api.route("/account", accountDeletionRoutes); // DELETE /account and POST /account/delete-code
  api.route("/lookup", lookupRoutes);
  api.route("/templates", templateRoutes);
  api.route("/portfolio", analyticsRoutes); // /portfolio/analytics and /portfolio/links (issue 17)
  api.route("/portfolio", portfolioRoutes);
  api.route("/email", emailRoutes);
  api.route("/jobs", jobKitRoutes); // the application kit (tailored resume, cover letter, sent snapshots), before the job routes
  api.route("/jobs", jobRoutes);
  api.route("/ai-insights", aiInsightsRoutes);
  api.route("/notifications", adminNotificationRoutes); // POST /send and /bulk (admins), before the users' notification routes
  api.route("/notifications", notificationRoutes);
  api.route("/dev", devRoutes);
  api.route("/admin", adminRoutes);
  api.route("/api/admin", adminRoutes); // the spec's client calls the user-management paths with an extra /api prefix

  api.notFound((c) => c.json({ success: false, message: "Not found" }, 404));

  api.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.details.retryAfter) c.header("Retry-After", String(error.details.retryAfter));
      return c.json(
        {
          success: false,
          message: error.message,
          ...(error.details.errors ? { errors: error.details.errors } : {}),
          ...(error.details.data ? { data: error.details.data } : {}),
        },
        error.status,
      );
    }
    if (error instanceof HTTPException) {
      return c.json({ success: false, message: error.message || "Request failed" }, error.status);
    }
    console.error("Unhandled API error", error);
    return c.json({ success: false, message: "Something went wrong. Please try again later." }, 500);
  });

  return api;
}
