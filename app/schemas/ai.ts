// AI career insights (spec part 2: "AI Career Insights dialog", "AI resume analysis result", "AI dialog" states,
// "AI resume upload" validation, calls, "8. AI dialog" errors, "9." thresholds). One module for the dialog, the
// /jobtracker insights route, the Hono handlers of /api/ai-insights and both analysis engines: the result schemas
// below validate what Workers AI answers and describe what the local engine produces.
import { z } from "./z";
import type { ActionResult } from "~/lib/action-result";
import { AI_MESSAGES, ANALYSIS_TYPES, type AnalysisSource, type TraceFactors, type AnalysisType } from "./ai-rules";

export * from "./ai-rules";

/** The form fields next to the `resume` file of POST /ai-insights/analyze-resume (and the dialog's post). */
export const analyzeResumeFieldsSchema = z.object({
  jobId: z.string({ error: AI_MESSAGES.jobNotFound }).trim().min(1, AI_MESSAGES.jobNotFound).max(100, AI_MESSAGES.jobNotFound),
  analysisType: z.enum(ANALYSIS_TYPES, { error: AI_MESSAGES.analysisType }),
});

const score = z.number().min(0).max(100).transform(Math.round);

const line = z.string().trim().min(1).max(500);

const lines = z.array(line).max(12);

const resumeTipSchema = z.object({
  priority: z.enum(["high", "medium", "low"]),
  category: z.string().trim().min(1).max(60),
  suggestion: line,
  explanation: z.string().trim().max(600),
});

export const resumeTipsResultSchema = z.object({
  overallScore: score,
  summary: z.string().trim().min(1).max(600),
  tips: z.array(resumeTipSchema).max(12),
});

export const jobMatchingResultSchema = z.object({
  overallMatch: score,
  skillsMatch: z.object({
    matchedSkills: z.array(z.string().trim().min(1).max(60)).max(40),
    missingSkills: z.array(z.string().trim().min(1).max(60)).max(40),
  }),
  experienceMatch: z.object({
    score,
    levelMatch: z.string().trim().min(1).max(120),
    relevantExperience: z.string().trim().max(500),
  }),
  recommendations: lines,
});

const occupationSide = z.object({ title: z.string().min(1), family: z.string().min(1) }).nullable();

/**
 * GET /ai-insights/match/{jobId} → data.match: the saved profile against the job (issue 32). `occupation` sides
 * are null, and `fit` too, when the engine reads no known occupation there; `factors` is how each number was got.
 */
export const profileMatchSchema = jobMatchingResultSchema.extend({
  confidence: z.enum(["high", "medium", "low"]),
  occupation: z.object({ job: occupationSide, profile: occupationSide, fit: z.enum(["same", "adjacent", "different"]).nullable() }),
  factors: z.record(z.string(), z.unknown()),
});

export type ProfileMatch = z.input<typeof profileMatchSchema>;

export const successPredictionResultSchema = z.object({
  successScore: score,
  confidence: score,
  /** Factor name → percent. */
  factors: z.record(z.string().trim().min(1).max(40), score),
  insights: lines,
  improvementAreas: lines,
  competitiveAdvantages: lines,
});

/** GET /ai-insights/analyze-job/{jobId} → data.analysis (the spec leaves its shape open). */
export const jobAnalysisSchema = z.object({
  summary: z.string().trim().min(1).max(600),
  seniority: z.string().trim().min(1).max(40),
  minYears: z.number().int().min(0).max(40).nullable(),
  requiredSkills: z.array(z.string().trim().min(1).max(60)).max(40),
  preferredSkills: z.array(z.string().trim().min(1).max(60)).max(40),
  keyRequirements: lines,
});

export const ANALYSIS_RESULT_SCHEMAS = {
  resumeTips: resumeTipsResultSchema,
  jobMatching: jobMatchingResultSchema,
  successPrediction: successPredictionResultSchema,
} as const;

export type ResumeTipsResult = z.output<typeof resumeTipsResultSchema> & { source: AnalysisSource; trace?: TraceFactors };

export type JobMatchingResult = z.output<typeof jobMatchingResultSchema> & { source: AnalysisSource; trace?: TraceFactors };

export type SuccessPredictionResult = z.output<typeof successPredictionResultSchema> & { source: AnalysisSource; trace?: TraceFactors };

export type JobAnalysis = z.output<typeof jobAnalysisSchema> & { source: AnalysisSource };

export interface AnalysisResults {
  resumeTips: ResumeTipsResult;
  jobMatching: JobMatchingResult;
  successPrediction: SuccessPredictionResult;
}

export type AnalysisResult = AnalysisResults[AnalysisType];

/** `cached`: the answer came from the D1 cache (same resume content, job version and analysis type). */
export type AnalyzeResult = ActionResult<AnalysisType, { result: AnalysisResult; cached: boolean }>;
