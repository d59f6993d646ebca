import { Hono } from "hono";
import { findTemplate, TEMPLATE_ID_PATTERN, TEMPLATE_MESSAGES, TEMPLATES } from "~/schemas/portfolio-catalogue";
import { AppError } from "~/server/errors";
import type { ApiEnv } from "./context";

/** GET /api/templates and /api/templates/{templateId}: the bundled catalogue (public, no sign-in). */
export const templateRoutes = new Hono<ApiEnv>();

templateRoutes.get("/", (c) => c.json({ success: true, data: TEMPLATES, count: TEMPLATES.length }));

templateRoutes.get("/:templateId", (c) => {
  const id = c.req.param("templateId");
  if (!TEMPLATE_ID_PATTERN.test(id)) throw new AppError(400, TEMPLATE_MESSAGES.invalidFormat);
  const template = findTemplate(id);
  if (!template) throw new AppError(404, TEMPLATE_MESSAGES.notFoundInDatabase(id));
  return c.json({ success: true, data: template, message: "Template loaded successfully" });
});
