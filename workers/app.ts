// Wiring only: /api/* to Hono, public portfolios through the edge cache, everything else to React Router,
// the baseline security headers on every answer, queue batches to the email consumer.
import { createRequestHandler } from "react-router";
import { createRouterContext } from "~/server/context";
import { getDb } from "~/server/db.server";
import { processEmailBatch } from "~/server/email/consumer.server";
import { mailerFor } from "~/server/email/mailer.server";
import { withSecurityHeaders } from "~/server/http/security-headers.server";
import { servePublicPortfolio } from "~/server/portfolio/edge-cache.server";
import { createApi } from "./api";

const api = createApi();

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> | Response {
  const { pathname } = new URL(request.url);
  if (pathname === "/api" || pathname.startsWith("/api/")) return api.fetch(request, env, ctx);
  if (pathname.startsWith("/portfolio/")) {
    return servePublicPortfolio(request, env.APP_URL, () => handleRequest(request, createRouterContext(env, ctx)));
  }
  return handleRequest(request, createRouterContext(env, ctx));
}

export default {
  async fetch(request, env, ctx) {
    return withSecurityHeaders(await route(request, env, ctx), env.ENVIRONMENT);
  },

  async queue(batch, env) {
    const db = getDb(env.DB);
    await processEmailBatch(batch, { db, mailer: mailerFor(env, db) });
  },
} satisfies ExportedHandler<Env>;
