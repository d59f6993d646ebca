import { Hono } from "hono";
import { pageQuerySchema, pageSize } from "~/schemas/pagination";
import { listContactMessages } from "~/server/portfolio/contact-list.server";
import { parseInput } from "~/server/validation";
import { deploySchema, selectTemplateSchema } from "~/schemas/portfolio";
import { withAbsolutePhoto } from "~/server/http/absolute-url";
import {
  deployPortfolio,
  getDeploymentInfo,
  getPublicPortfolio,
  portfolioDeps,
  selectTemplate,
  unpublishPortfolio,
} from "~/server/portfolio/portfolio.server";
import { searchIndexingSchema } from "~/schemas/portfolio-indexing";
import { setSearchIndexing } from "~/server/portfolio/indexing.server";
import { readJson, readOptionalJson, requireAuth, type ApiEnv } from "./context";

/** PATCH /api/profiles/template: saves the selected template. */
export const templateSelectionRoutes = new Hono<ApiEnv>();
templateSelectionRoutes.use("*", requireAuth);
templateSelectionRoutes.patch("/", async (c) => {
  const { selectedTemplate } = await readJson(c, selectTemplateSchema);
  const result = await selectTemplate(c.var.db, c.var.auth.user.id, selectedTemplate);
  return c.json({ success: true, ...result });
});

/** /api/portfolio/*: deploy, redeploy, unpublish and status for the owner; the public read for anyone. */
export const portfolioRoutes = new Hono<ApiEnv>();

portfolioRoutes.get("/public/:username", async (c) => {
  const data = withAbsolutePhoto(await getPublicPortfolio(c.var.db, c.req.param("username")), c.env.APP_URL);
  return c.json({ success: true, data, message: "Portfolio loaded successfully" });
});

for (const path of ["/deploy", "/redeploy", "/unpublish", "/status", "/messages", "/indexing"]) portfolioRoutes.use(path, requireAuth);

/** PATCH /indexing {searchIndexing}: "Let search engines index my portfolio" (issue 17); purges the cached page. */
portfolioRoutes.patch("/indexing", async (c) => {
  const { searchIndexing } = await readJson(c, searchIndexingSchema);
  const result = await setSearchIndexing(portfolioDeps(c.env, c.var.db), c.var.auth.user.id, searchIndexing);
  return c.json({ success: true, data: { searchIndexing: result.searchIndexing }, message: result.message });
});

/**
 * GET /messages?limit=&cursor=: the contact messages visitors sent the caller, newest first, one keyset page
 * (issue 16). Without parameters every message, capped at 1,000.
 */
portfolioRoutes.get("/messages", async (c) => {
  const query = parseInput(pageQuerySchema, c.req.query());
  const page = await listContactMessages(c.var.db, c.var.auth.user.id, { cursor: query.cursor, size: pageSize(query) });
  return c.json({ success: true, data: { messages: page.messages }, count: page.messages.length, nextCursor: page.nextCursor });
});

portfolioRoutes.get("/status", async (c) => {
  return c.json({ success: true, data: await getDeploymentInfo(c.var.db, c.env.APP_URL, c.var.auth.user.id) });
});

for (const [path, redeploy] of [
  ["/deploy", false],
  ["/redeploy", true],
] as const) {
  portfolioRoutes.post(path, async (c) => {
    const input = await readOptionalJson(c, deploySchema);
    const result = await deployPortfolio(portfolioDeps(c.env, c.var.db), c.var.auth.user.id, input, { redeploy });
    return c.json({ success: true, ...result });
  });
}

portfolioRoutes.patch("/unpublish", async (c) => {
  const result = await unpublishPortfolio(portfolioDeps(c.env, c.var.db), c.var.auth.user.id);
  return c.json({ success: true, ...result });
});
