// AI career insights (spec part 2 "AI Career Insights dialog", calls GET /ai-insights/analyze-job/{jobId} and
// POST /ai-insights/analyze-resume, "8. AI dialog"). Plain functions of (db, env, userId, ...) called by the Hono
// handlers of /api/ai-insights, the dialog's resource route (/jobtracker/{jobId}/insights) and the /jobtracker
// action ('Get New AI Suggestions'). The job must be the caller's (404 otherwise). Results are cached in D1 by
// (job, resume content hash, job version, analysis type); see aiAnalyses in app/db/schema/ai.ts.
import { and, eq, ne } from "drizzle-orm";
import { aiAnalyses } from "~/db/schema";
import { AI_MESSAGES, MAX_AI_RESUME_BYTES, type AnalysisResults, type AnalysisType, type JobAnalysis } from "~/schemas/ai";
import type { JobDto } from "~/schemas/jobs";
import type { Db } from "../db.server";
import { sha256Hex } from "../auth/crypto.server";
import { AppError } from "../errors";
import { getJob, setJobSuggestions } from "../jobs/jobs.server";
import { getProfile, getProfileRow } from "../profiles/profile.server";
import { detectResume, extractResumeText } from "../resume/files";
import { runAnalysis, runJobAnalysis, type AiEnv, type AnalysedJob } from "./insights-engine";
import { profileAsText } from "./profile-text";

/** The job version an analysis depends on: a hash of the text it reads. Status moves and notes do not change it. */
function jobVersion(job: AnalysedJob): Promise<string> {
  return sha256Hex(JSON.stringify([job.title, job.company, job.description]));
}

async function ownJobWithDescription(db: Db, userId: string, jobId: string): Promise<JobDto> {
  const job = await getJob(db, userId, jobId);
  if (!job.description.trim()) throw new AppError(400, AI_MESSAGES.descriptionRequired);
  return job;
}

/** Looks a cached result up, or computes it and stores it (fallback answers are not stored: the next try may reach Workers AI). */
async function cached<T extends { source: { engine: string; fallback?: string } }>(
  db: Db,
  key: { userId: string; jobId: string; resumeHash: string; jobVersion: string; analysisType: string },
  compute: () => Promise<T>,
  now = Date.now(),
): Promise<{ result: T; cached: boolean }> {
  const hit = await db
    .select({ result: aiAnalyses.result })
    .from(aiAnalyses)
    .where(
      and(
        eq(aiAnalyses.jobId, key.jobId),
        eq(aiAnalyses.userId, key.userId),
        eq(aiAnalyses.resumeHash, key.resumeHash),
        eq(aiAnalyses.jobVersion, key.jobVersion),
        eq(aiAnalyses.analysisType, key.analysisType),
      ),
    )
    .get();
  if (hit) return { result: hit.result as T, cached: true };
  const result = await compute();
  if (!result.source.fallback) {
    await db.batch([
      // Results for older versions of this job can never be read again.
      db.delete(aiAnalyses).where(and(eq(aiAnalyses.jobId, key.jobId), ne(aiAnalyses.jobVersion, key.jobVersion))),
      db
        .insert(aiAnalyses)
        .values({ id: crypto.randomUUID(), ...key, engine: result.source.engine, result, createdAt: now })
        .onConflictDoNothing(),
    ]);
  }
  return { result, cached: false };
}

/** GET /ai-insights/analyze-job/{jobId}: the job on its own. */
export async function analyzeJob(db: Db, env: AiEnv, userId: string, jobId: string): Promise<{ analysis: JobAnalysis; cached: boolean }> {
  const job = await ownJobWithDescription(db, userId, jobId);
  const { result, cached: hit } = await cached(
    db,
    { userId, jobId, resumeHash: "", jobVersion: await jobVersion(job), analysisType: "jobAnalysis" },
    () => runJobAnalysis(env, job),
  );
  return { analysis: result, cached: hit };
}

/**
 * The resume file's text for an analysis: PDF, DOC, DOCX or TXT by its bytes, at most 10 MB. Errors carry the
 * dialog's texts (413 too large, 400 invalid type, 422 no text).
 */
async function readResumeFile(file: unknown): Promise<{ text: string; hash: string }> {
  if (!file || typeof file === "string" || typeof (file as Blob).arrayBuffer !== "function") throw new AppError(400, AI_MESSAGES.noFile);
  const blob = file as Blob;
  if (blob.size === 0) throw new AppError(400, AI_MESSAGES.noFile);
  if (blob.size > MAX_AI_RESUME_BYTES) throw new AppError(413, AI_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  if (bytes.byteLength > MAX_AI_RESUME_BYTES) throw new AppError(413, AI_MESSAGES.tooLarge);
  try {
    const detected = detectResume(bytes, { legacyDoc: true });
    return { text: await extractResumeText(bytes, detected), hash: await sha256Hex(bytes) };
  } catch (error) {
    // No text (422) and a file too large or complex to read in time (422) keep their own words.
    if (error instanceof AppError && error.status !== 422) throw new AppError(400, AI_MESSAGES.invalidType);
    throw error;
  }
}

/** POST /ai-insights/analyze-resume: one analysis of the uploaded resume against the caller's job. */
export async function analyzeResume<T extends AnalysisType>(
  db: Db,
  env: AiEnv,
  userId: string,
  input: { jobId: string; analysisType: T; file: unknown },
): Promise<{ result: AnalysisResults[T]; cached: boolean }> {
  const job = await ownJobWithDescription(db, userId, input.jobId);
  const resume = await readResumeFile(input.file);
  return cached(
    db,
    { userId, jobId: job.id, resumeHash: resume.hash, jobVersion: await jobVersion(job), analysisType: input.analysisType },
    () => runAnalysis(env, input.analysisType, resume.text, job),
  );
}

const MAX_SUGGESTIONS = 6;

/**
 * 'Get New AI Suggestions': tailored suggestions for this job from the user's last uploaded resume (or, without
 * one, their profile), stored on the job. They combine the match's recommendations with the resume tips, most
 * important first.
 */
export async function generateSuggestions(db: Db, env: AiEnv, userId: string, jobId: string): Promise<JobDto> {
  const job = await ownJobWithDescription(db, userId, jobId);
  const row = await getProfileRow(db, userId);
  const resumeText = row?.resumeText?.trim() ? row.resumeText : profileAsText(await getProfile(db, userId));
  let suggestions: string[];
  if (resumeText.replace(/\s/g, "").length < 20) {
    // Nothing about the user yet: advice from the job alone.
    const { analysis } = await analyzeJob(db, env, userId, jobId);
    suggestions = [
      ...analysis.requiredSkills.slice(0, 4).map((skill) => `Show where you have used ${skill}: the role requires it.`),
      ...analysis.keyRequirements.slice(0, 2).map((req) => `Address this requirement in your summary: ${req}.`),
      "Upload your resume in AI Insights or complete your profile for suggestions tailored to you.",
    ];
  } else {
    const key = { userId, jobId, resumeHash: await sha256Hex(resumeText), jobVersion: await jobVersion(job) };
    const [match, tips] = await Promise.all([
      cached(db, { ...key, analysisType: "jobMatching" }, () => runAnalysis(env, "jobMatching", resumeText, job)),
      cached(db, { ...key, analysisType: "resumeTips" }, () => runAnalysis(env, "resumeTips", resumeText, job)),
    ]);
    const rank = { high: 0, medium: 1, low: 2 } as const;
    const tipTexts = [...tips.result.tips].sort((a, b) => rank[a.priority] - rank[b.priority]).map((t) => t.suggestion);
    suggestions = [...match.result.recommendations, ...tipTexts];
  }
  const unique = [...new Set(suggestions.map((s) => s.trim()).filter(Boolean))].slice(0, MAX_SUGGESTIONS);
  return setJobSuggestions(db, userId, jobId, unique);
}
