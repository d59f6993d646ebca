// Wiring only: /api/* to Hono, public portfolios through the edge cache, everything else to React Router,
// queue batches to the email consumer.
import { createRequestHandler } from "react-router";
import { createRouterContext } from "~/server/context";
import { getDb } from "~/server/db.server";
import { processEmailBatch } from "~/server/email/consumer.server";
import { mailerFor } from "~/server/email/mailer.server";
import { servePublicPortfolio } from "~/server/portfolio/edge-cache.server";
import { createApi } from "./api";

const api = createApi();

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) return api.fetch(request, env, ctx);
    if (pathname.startsWith("/portfolio/")) {
      return servePublicPortfolio(request, env.APP_URL, () => handleRequest(request, createRouterContext(env, ctx)));
    }
    return handleRequest(request, createRouterContext(env, ctx));
  },

  async queue(batch, env) {
    const db = getDb(env.DB);
    await processEmailBatch(batch, { db, mailer: mailerFor(env, db) });
  },
} satisfies ExportedHandler<Env>;
