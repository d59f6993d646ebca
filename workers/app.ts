// Wiring only: /api/* to Hono, public portfolios and the shared signed-out pages through the edge cache, everything
// else to React Router, the baseline security headers on every answer, queue batches to the email and analytics
// consumers, the hourly Cron Trigger to the reminders run. Each request reads and writes through one D1 session
// (app/server/d1-session.server.ts); the queue consumer uses the plain binding.
import { createRequestHandler } from "react-router";
import { createRouterContext } from "~/server/context";
import { openRequestDb, secureCookies, writeBookmark } from "~/server/d1-session.server";
import { getDb } from "~/server/db.server";
import { bodyTooLargeResponse, withBoundedBody } from "~/server/http/body-limit.server";
import { withSecurityHeaders } from "~/server/http/security-headers.server";
import { countedUsername, countPortfolioView } from "~/server/analytics/record.server";
import { serveTrackedLink } from "~/server/analytics/links.server";
import { servePublicPortfolio } from "~/server/portfolio/edge-cache.server";
import { serveSharedPage, sharedPageKey } from "~/server/http/signed-out-pages.server";
import { livePublication } from "~/server/portfolio/publication.server";

// The Hono app and the queue consumers load on first use, not in the Worker's global scope (startup under 100 ms:
// scripts/bench/startup.mjs); pages load the React Router build the same way.
let api: Promise<{ fetch: (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response> }> | null = null;
const apiApp = () =>
  (api ??= import("./api").then(
    ({ createApi }) => createApi(),
    (error: unknown) => {
      api = null; // a failed load is retried by the next request
      throw error;
    },
  ));

/** The analytics queue's name (wrangler.toml). */
const ANALYTICS_QUEUE = "vitrine-analytics";

const serverBuild = () => import("virtual:react-router/server-build");
const DEV_SERVER = import.meta.env.DEV && import.meta.env.MODE !== "test";
/** The React Router build's version, read once per isolate (the shared pages' cache keys name it). */
let buildVersion: string | undefined;
const handleRequest = createRequestHandler(serverBuild, import.meta.env.MODE);

async function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === "/api" || pathname.startsWith("/api/")) return (await apiApp()).fetch(request, env, ctx);
  // Page form posts are read within their size limit before any action runs (the API does the same in Hono).
  try {
    request = await withBoundedBody(request);
  } catch {
    return bodyTooLargeResponse();
  }
  // The React Router build's version names the build in the edge cache's keys and copies: a page names the build's
  // hashed assets. Not under the Vite dev server, whose pages change without a new build version.
  if (!DEV_SERVER && buildVersion === undefined) buildVersion = (await serverBuild()).assets.version;
  if (pathname.startsWith("/portfolio/")) {
    // A page stored in the edge cache is shared by every visitor: rendered from the primary (never from a replica
    // that has not seen the deploy yet) and never carrying a per-browser cookie.
    const render = () => handleRequest(request, createRouterContext(env, ctx, openRequestDb(env.DB, request, "first-primary").db));
    // Each stored copy is checked against the live publication, read on the primary (the plain binding) at most
    // once a second per isolate and name (ADR 0019): a copy is answered only while what it shows is still live.
    const live = (username: string) => livePublication(getDb(env.DB), username);
    const response = await servePublicPortfolio(request, env.APP_URL, render, live, undefined, buildVersion ?? "");
    // Hits and misses alike are counted through the analytics queue (ADR 0011): the view joins this isolate's
    // batch here, and everything else (bot check, hashing, the send) runs in waitUntil after the answer.
    const username = countedUsername(request, response);
    if (username) ctx.waitUntil(countPortfolioView(request, env, username));
    return response;
  }
  if (pathname.startsWith("/p/")) {
    const redirect = await serveTrackedLink(request, env.DB);
    if (redirect) return redirect;
  }
  const renderPage = async () => {
    const requestDb = openRequestDb(env.DB, request);
    const response = await handleRequest(request, createRouterContext(env, ctx, requestDb.db));
    return writeBookmark(response, requestDb, { header: false, secure: secureCookies(env, request) });
  };
  // The landing page and /signin's first step, signed out, are the same for everyone: served from the edge cache
  // under the build's version (app/server/http/signed-out-pages.server.ts, ADR 0019).
  const sharedKey = buildVersion === undefined ? null : sharedPageKey(request, env.APP_URL, buildVersion);
  return sharedKey ? serveSharedPage(request, sharedKey, renderPage) : renderPage();
}

export default {
  async fetch(request, env, ctx) {
    return withSecurityHeaders(await route(request, env, ctx), env.ENVIRONMENT);
  },

  async queue(batch, env) {
    const db = getDb(env.DB);
    if (batch.queue === ANALYTICS_QUEUE) {
      const { processAnalyticsBatch } = await import("~/server/analytics/consumer.server");
      return processAnalyticsBatch(batch, db);
    }
    const { EMAIL_DEAD_LETTER_QUEUE, recordDeadLetters } = await import("~/server/email/dead-letters.server");
    if (batch.queue === EMAIL_DEAD_LETTER_QUEUE) return recordDeadLetters(batch, db);
    const [{ processEmailBatch }, { mailerFor }] = await Promise.all([
      import("~/server/email/consumer.server"),
      import("~/server/email/mailer.server"),
    ]);
    await processEmailBatch(batch, { db, mailer: mailerFor(env, db) });
  },

  // Hourly (wrangler.toml [triggers]): follow-up and interview reminders, the daily digest (ADR 0016).
  async scheduled(controller, env, ctx) {
    const { runScheduled } = await import("~/server/reminders/reminders.server");
    ctx.waitUntil(runScheduled(getDb(env.DB), env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
