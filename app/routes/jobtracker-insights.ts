// Resource route /jobtracker/{jobId}/insights: the AI Career Insights dialog's transport (contract beside the
// schemas in app/schemas/ai.ts). GET answers the job analysis, POST (multipart: resume, analysisType) one
// analysis, both as ActionResults (app/server/action-result.server.ts) with the dialog's texts. Same domain
// functions as /api/ai-insights.
import {
  AI_MESSAGES,
  ANALYSIS_TYPES,
  type AnalysisType,
  type AnalyzeResult,
  analysisCompleted,
  analyzeResumeFieldsSchema,
  JOB_ANALYSIS_INTENT,
  MAX_AI_RESUME_BYTES,
} from "~/schemas/ai";
import { actionError, actionSuccess } from "~/server/action-result.server";
import { analyzeJob, analyzeResume } from "~/server/ai/insights.server";
import { AppError } from "~/server/errors";
import { getAuth, getServices } from "~/server/session.server";
import type { Route } from "./+types/jobtracker-insights";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const auth = await getAuth(context, request);
    if (!auth) throw new AppError(401, AI_MESSAGES.signIn);
    const { db, env } = getServices(context);
    const { analysis } = await analyzeJob(db, env, auth.user.id, params.jobId);
    return actionSuccess(JOB_ANALYSIS_INTENT, { data: { analysis } });
  } catch (error) {
    // The dialog words the failure itself ('Job analysis failed: {reason}').
    return actionError(JOB_ANALYSIS_INTENT, error, AI_MESSAGES.failed, { toast: false });
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  let analysisType: AnalysisType = "resumeTips";
  try {
    const auth = await getAuth(context, request);
    if (!auth) throw new AppError(401, AI_MESSAGES.signIn);
    const { db, env } = getServices(context);
    if (Number(request.headers.get("Content-Length") ?? 0) > MAX_AI_RESUME_BYTES + 64 * 1024) throw new AppError(413, AI_MESSAGES.tooLarge);
    const form = await request.formData().catch(() => {
      throw new AppError(400, AI_MESSAGES.noFile);
    });
    const raw = String(form.get("analysisType") ?? "");
    if ((ANALYSIS_TYPES as readonly string[]).includes(raw)) analysisType = raw as AnalysisType;
    const fields = analyzeResumeFieldsSchema.safeParse({ jobId: params.jobId, analysisType: raw });
    if (!fields.success) throw new AppError(400, fields.error.issues[0]?.message ?? AI_MESSAGES.failed);
    const { result, cached } = await analyzeResume(db, env, auth.user.id, { ...fields.data, file: form.get("resume") });
    return actionSuccess<AnalysisType, Extract<AnalyzeResult, { status: "success" }>["data"]>(analysisType, {
      toast: { type: "success", message: analysisCompleted(analysisType) },
      data: { result, cached },
    });
  } catch (error) {
    return actionError(analysisType, error, AI_MESSAGES.failed);
  }
}
