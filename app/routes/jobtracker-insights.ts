// Resource route /jobtracker/{jobId}/insights: the AI Career Insights dialog's transport (see
// app/components/jobs/ai/contract.ts). GET answers the job analysis, POST (multipart: resume, analysisType) one
// analysis. Same domain functions as /api/ai-insights; every answer is JSON, failures with the dialog's texts.
import { data } from "react-router";
import type { AnalyzeData, JobAnalysisData } from "~/components/jobs/ai/contract";
import {
  AI_MESSAGES,
  analysisCompleted,
  ANALYSIS_TYPES,
  analyzeResumeFieldsSchema,
  MAX_AI_RESUME_BYTES,
  type AnalysisType,
} from "~/schemas/ai";
import { analyzeJob, analyzeResume } from "~/server/ai/insights.server";
import { AppError } from "~/server/errors";
import { getAuth, getServices } from "~/server/session.server";
import type { Route } from "./+types/jobtracker-insights";

function failure(error: unknown, fallback: string): { status: number; message: string } {
  if (error instanceof AppError) return { status: error.status, message: error.message || fallback };
  console.error("AI insights failed", error);
  return { status: 500, message: fallback };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const auth = await getAuth(context, request);
  if (!auth) return data<JobAnalysisData>({ ok: false, message: AI_MESSAGES.signIn }, 401);
  const { db, env } = getServices(context);
  try {
    const { analysis } = await analyzeJob(db, env, auth.user.id, params.jobId);
    return data<JobAnalysisData>({ ok: true, analysis, message: "" });
  } catch (error) {
    const { status, message } = failure(error, AI_MESSAGES.failed);
    return data<JobAnalysisData>({ ok: false, message }, status);
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const auth = await getAuth(context, request);
  let analysisType: AnalysisType = "resumeTips";
  if (!auth) return data<AnalyzeData>({ ok: false, analysisType, message: AI_MESSAGES.signIn }, 401);
  const { db, env } = getServices(context);
  try {
    if (Number(request.headers.get("Content-Length") ?? 0) > MAX_AI_RESUME_BYTES + 64 * 1024) throw new AppError(413, AI_MESSAGES.tooLarge);
    const form = await request.formData().catch(() => {
      throw new AppError(400, AI_MESSAGES.noFile);
    });
    const raw = String(form.get("analysisType") ?? "");
    if ((ANALYSIS_TYPES as readonly string[]).includes(raw)) analysisType = raw as AnalysisType;
    const fields = analyzeResumeFieldsSchema.safeParse({ jobId: params.jobId, analysisType: raw });
    if (!fields.success) throw new AppError(400, fields.error.issues[0]?.message ?? AI_MESSAGES.failed);
    const { result, cached } = await analyzeResume(db, env, auth.user.id, { ...fields.data, file: form.get("resume") });
    return data<AnalyzeData>({ ok: true, analysisType, result, cached, message: analysisCompleted(analysisType) });
  } catch (error) {
    const { status, message } = failure(error, AI_MESSAGES.failed);
    return data<AnalyzeData>({ ok: false, analysisType, message }, status);
  }
}
