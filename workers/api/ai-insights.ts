import { Hono } from "hono";
import { AI_MESSAGES, analysisCompleted, analyzeResumeFieldsSchema } from "~/schemas/ai";
import { analyzeJob, analyzeResume, generateSuggestions } from "~/server/ai/insights.server";
import { matchProfileToJob } from "~/server/ai/profile-match.server";
import { parseInput } from "~/server/validation";
import { readForm, requireAuth, type ApiEnv } from "./context";

/**
 * /api/ai-insights (spec part 2 section 7): the caller's jobs only (another user's job answers 404).
 *   GET  /analyze-job/{jobId}   → { success, data: { analysis } }
 *   POST /analyze-resume        multipart resume (PDF, DOC, DOCX or TXT by its bytes, ≤ 10 MB), jobId, analysisType
 *                               → { success, message, data: { result, analysisType, cached } }
 *   POST /suggestions/{jobId}   'Get New AI Suggestions' → { success, message, data: { job } }
 *   GET  /match/{jobId}         the saved profile against the job (issue 32) → { success, data: { match, cached } }
 */
export const aiInsightsRoutes = new Hono<ApiEnv>();

aiInsightsRoutes.use("*", requireAuth);

aiInsightsRoutes.get("/analyze-job/:jobId", async (c) => {
  const { analysis, cached } = await analyzeJob(c.var.db, c.env, c.var.auth.user.id, c.req.param("jobId"));
  return c.json({ success: true, data: { analysis, cached } });
});

aiInsightsRoutes.post("/analyze-resume", async (c) => {
  const form = await readForm(c, AI_MESSAGES.noFile);
  const fields = parseInput(analyzeResumeFieldsSchema, {
    jobId: form.get("jobId") ?? undefined,
    analysisType: form.get("analysisType") ?? undefined,
  });
  const { result, cached } = await analyzeResume(c.var.db, c.env, c.var.auth.user.id, { ...fields, file: form.get("resume") });
  return c.json({
    success: true,
    message: analysisCompleted(fields.analysisType),
    data: { result, analysisType: fields.analysisType, cached },
  });
});

aiInsightsRoutes.post("/suggestions/:jobId", async (c) => {
  const job = await generateSuggestions(c.var.db, c.env, c.var.auth.user.id, c.req.param("jobId"));
  return c.json({ success: true, message: AI_MESSAGES.suggestionsSaved, data: { job } });
});

aiInsightsRoutes.get("/match/:jobId", async (c) => {
  const { match, cached } = await matchProfileToJob(c.var.db, c.env, c.var.auth.user.id, c.req.param("jobId"));
  return c.json({ success: true, data: { match, cached } });
});
