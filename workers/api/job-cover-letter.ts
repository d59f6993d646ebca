// POST /jobs/{id}/cover-letter: a cover letter for this application (issue 33 §2). Mounted by ./job-kit.ts; every
// handler takes requireAuth itself (a use("*") here would run for every /jobs call).
import { Hono } from "hono";
import { coverLetterRequestSchema } from "~/schemas/kit-letter";
import { coverLetterForJob } from "~/server/kit/cover-letter.server";
import { type ApiEnv, readOptionalJson, requireAuth } from "./context";

export const coverLetterRoutes = new Hono<ApiEnv>();

/** `{tone?}` (formal when left out, or when there is no body) → `{success, data: {coverLetter: {text, tone, generatedBy}}}`. */
coverLetterRoutes.post("/:id/cover-letter", requireAuth, async (c) => {
  const { tone } = await readOptionalJson(c, coverLetterRequestSchema);
  const coverLetter = await coverLetterForJob(c.var.db, c.env, c.var.auth.user.id, c.req.param("id"), tone);
  return c.json({ success: true, data: { coverLetter } });
});
