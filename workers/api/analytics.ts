import { Hono } from "hono";
import { analyticsQuerySchema, createLinkSchema } from "~/schemas/analytics";
import { createTrackedLink, deleteTrackedLink, listTrackedLinks } from "~/server/analytics/links.server";
import { getPortfolioAnalytics } from "~/server/analytics/report.server";
import { parseInput } from "~/server/validation";
import { readJson, requireAuth, type ApiEnv } from "./context";

/** /api/portfolio/analytics and /api/portfolio/links (issue 17): the signed-in owner's views and tracked links. */
export const analyticsRoutes = new Hono<ApiEnv>();
analyticsRoutes.use("/analytics", requireAuth);
analyticsRoutes.use("/links", requireAuth);
analyticsRoutes.use("/links/*", requireAuth);

/** GET /analytics?days=30: `{total, days:[{date, views, visitors}], referrers:[{host, views}], links:[…]}`. */
analyticsRoutes.get("/analytics", async (c) => {
  const { days } = parseInput(analyticsQuerySchema, c.req.query());
  return c.json({ success: true, data: await getPortfolioAnalytics(c.var.db, c.var.auth.user.id, days) });
});

analyticsRoutes.get("/links", async (c) => {
  return c.json({ success: true, data: { links: await listTrackedLinks(c.var.db, c.env.APP_URL, c.var.auth.user.id) } });
});

analyticsRoutes.post("/links", async (c) => {
  const input = await readJson(c, createLinkSchema);
  const { link, created } = await createTrackedLink(c.var.db, c.env.APP_URL, c.var.auth.user.id, input);
  return c.json({ success: true, data: { link } }, created ? 201 : 200);
});

analyticsRoutes.delete("/links/:id", async (c) => {
  await deleteTrackedLink(c.var.db, c.var.auth.user.id, c.req.param("id"));
  return c.json({ success: true, message: "Tracked link deleted" });
});
