// The contract between the AI Career Insights dialog (app/components/jobs/ai/*) and its resource route
// (app/routes/jobtracker-insights.ts, path /jobtracker/{jobId}/insights):
//   GET  (fetcher.load)                         → JobAnalysisData  (the job analysis, requested when the dialog opens)
//   POST multipart/form-data: resume (the File), analysisType (resumeTips | jobMatching | successPrediction)
//                                               → AnalyzeData      (HTTP 200 when ok, else 400/401/404/413/422/500)
// Both call app/server/ai/insights.server.ts, as the Hono handlers of /api/ai-insights do.
// 'Get New AI Suggestions' in the job detail posts intent=suggestions + jobId to the /jobtracker action
// (app/components/jobs/contract.ts), which answers JobActionData with the job and its new aiSuggestions.
import type { AnalysisResult, AnalysisType, JobAnalysis } from "~/schemas/ai";

export function insightsPath(jobId: string): string {
  return `/jobtracker/${encodeURIComponent(jobId)}/insights`;
}

export interface JobAnalysisData {
  ok: boolean;
  analysis?: JobAnalysis;
  /** On failure: the reason, shown as 'Job analysis failed: {reason}'. */
  message: string;
}

export interface AnalyzeData {
  ok: boolean;
  analysisType: AnalysisType;
  result?: AnalysisResult;
  /** True when the answer came from the D1 cache (same resume content, job version and analysis type). */
  cached?: boolean;
  /** Success: '{analysis name} completed successfully!'; failure: the spec's error text. */
  message: string;
}
