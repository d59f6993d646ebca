// AI career insights (spec part 2: "AI Career Insights dialog", "AI resume analysis result", "AI dialog" states,
// "AI resume upload" validation, calls, "8. AI dialog" errors, "9." thresholds). One module for the dialog, the
// /jobtracker insights route, the Hono handlers of /api/ai-insights and both analysis engines: the result schemas
// below validate what Workers AI answers and describe what the local engine produces.
// The rules and constants without zod (pages import this module; the schemas are in ./ai.ts).

export const ANALYSIS_TYPES = ["resumeTips", "jobMatching", "successPrediction"] as const;

export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

/** The names in the success toast '{analysis name} completed successfully!'. */
export const ANALYSIS_NAMES: Record<AnalysisType, string> = {
  resumeTips: "Resume Tips Analysis",
  jobMatching: "Job Matching Analysis",
  successPrediction: "Success Prediction",
};

/** Score thresholds (spec part 2 section 9): 80 high/excellent, 60 good. */
const AI_THRESHOLDS = { high: 80, good: 60 } as const;

export const MAX_AI_RESUME_BYTES = 10 * 1024 * 1024;

export const AI_MESSAGES = {
  noFile: "Please upload your resume first",
  pdfOnly: "Please upload a PDF file",
  tooLarge: "File size too large. Please upload a file smaller than 10MB.",
  invalidType: "Invalid file type. Please upload a PDF, DOC, DOCX, or TXT file.",
  noText: "Could not extract text from resume. Please try a different file.",
  signIn: "Please log in to continue.",
  failed: "Analysis failed. Please try again.",
  uploaded: "Resume uploaded successfully!",
  copied: "Copied to clipboard!",
  copyFailed: "Failed to copy to clipboard",
  descriptionRequired: "Job description is required for AI insights",
  analysisType: "Analysis type must be resumeTips, jobMatching or successPrediction",
  jobNotFound: "Job application not found",
  suggestionsSaved: "New AI suggestions added!",
  suggestionsFailed: "Failed to generate AI suggestions",
} as const;

export function analysisCompleted(type: AnalysisType): string {
  return `${ANALYSIS_NAMES[type]} completed successfully!`;
}

export function jobAnalysisFailed(reason: string): string {
  return `Job analysis failed: ${reason}`;
}

/**
 * Which engine produced a result. `fallback` says why the local engine answered when Workers AI was asked
 * (an error, or an answer that did not validate).
 */
export interface AnalysisSource {
  engine: "workers-ai" | "local";
  model?: string;
  fallback?: string;
}

/** Optional explanation of how the local engine reached its numbers (absent from Workers AI answers). */
export type TraceFactors = Record<string, TraceValue>;
/** A factor's value; a group of factors nests (the match's occupation: {job, profile, fit}). */
type TraceValue = number | string | string[] | null | { [key: string]: TraceValue };

/** Match tab message (spec: 80+ / 60+ / otherwise). */
export function matchMessage(overallMatch: number): string {
  if (overallMatch >= AI_THRESHOLDS.high) return "Excellent match!";
  if (overallMatch >= AI_THRESHOLDS.good) return "Good match with room for improvement";
  return "Consider improving your skills for better alignment";
}

/** Predict tab message (spec: 80+ high chance, 60+ good prospects with improvements, otherwise enhance). */
export function successMessage(successScore: number): string {
  if (successScore >= AI_THRESHOLDS.high) return "High chance of success!";
  if (successScore >= AI_THRESHOLDS.good) return "Good prospects with some improvements";
  return "Consider enhancing your profile";
}

/** Factor bar colour band: green at 80+, yellow-orange at 60+, otherwise blue-purple. */
export function scoreBand(percent: number): "high" | "good" | "low" {
  return percent >= AI_THRESHOLDS.high ? "high" : percent >= AI_THRESHOLDS.good ? "good" : "low";
}

// The AI Career Insights dialog's resource route (app/routes/jobtracker-insights.ts, path insightsPath(jobId)):
//   GET                                   → JobAnalysisResult  (the job analysis, requested when the dialog opens)
//   POST multipart/form-data: resume (the File), analysisType (resumeTips | jobMatching | successPrediction)
//                                         → AnalyzeResult      (its intent is the analysis type)
// Failures are ActionResult errors with the dialog's texts (HTTP 400/401/404/413/422/500).
export function insightsPath(jobId: string): string {
  return `/jobtracker/${encodeURIComponent(jobId)}/insights`;
}

export const JOB_ANALYSIS_INTENT = "analyze-job";

// The saved profile's match with one job (app/routes/jobtracker-match.ts, issue 32): GET answers an ActionResult
// whose data is { match, cached, profileSaysEnough } (the match of GET /api/ai-insights/match/{jobId}), or an error
// with its message (401, 404).
export function profileMatchPath(jobId: string): string {
  return `/jobtracker/${encodeURIComponent(jobId)}/match`;
}

export const PROFILE_MATCH_INTENT = "profile-match";

/** The dialog's message when the match could not be read. */
export const PROFILE_MATCH_FAILED = "Could not score your profile against this job.";
