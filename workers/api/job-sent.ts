// POST and GET /jobs/{id}/sent: the exact resume and letter sent, frozen as files (issue 33 §3), and each file for
// its owner. Mounted by ./job-kit.ts; every handler takes requireAuth itself (a use("*") here would run for every
// /jobs call).
import { Hono } from "hono";
import { markSentSchema } from "~/schemas/kit-sent";
import { listSent, markAsSent, sentFile } from "~/server/kit/sent.server";
import { type ApiEnv, readJson, requireAuth } from "./context";

export const sentRoutes = new Hono<ApiEnv>();

sentRoutes.post("/:id/sent", requireAuth, async (c) => {
  const input = await readJson(c, markSentSchema);
  const sent = await markAsSent({ db: c.var.db, bucket: c.env.FILES, appUrl: c.env.APP_URL }, c.var.auth.user, c.req.param("id"), input);
  return c.json({ success: true, data: { sent } }, 201);
});

sentRoutes.get("/:id/sent", requireAuth, async (c) => {
  const sent = await listSent(c.var.db, c.var.auth.user.id, c.req.param("id"));
  return c.json({ success: true, data: { sent } });
});

sentRoutes.get("/:id/sent/:sentId/:file", requireAuth, async (c) => {
  const { object, contentType, name } = await sentFile(
    { db: c.var.db, bucket: c.env.FILES },
    c.var.auth.user.id,
    c.req.param("id"),
    c.req.param("sentId"),
    c.req.param("file"),
  );
  return new Response(object.body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Content-Length": String(object.size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
