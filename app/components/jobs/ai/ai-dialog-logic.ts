// Pure logic of the AI Career Insights dialog (spec part 2 "AI Career Insights dialog", "4. AI dialog",
// "AI resume upload", "8. AI dialog", "9."): tabs and their enabling rules, the file check, reading the
// resource route's answers (never trusting their shape), and the wording of scores and sources.
import { AI_MESSAGES, MAX_AI_RESUME_BYTES, scoreBand, type AnalysisSource, type AnalysisType } from "~/schemas/ai-rules";
import type { AnalysisResult, JobAnalysis } from "~/schemas/ai";

/** The dialog's tabs in order: the spec's states upload, tips, matching, prediction. */
export type AiTab = "upload" | "tips" | "matching" | "prediction";

export const AI_TABS: ReadonlyArray<{ id: AiTab; label: string; analysis: AnalysisType | null }> = [
  { id: "upload", label: "Upload", analysis: null },
  { id: "tips", label: "Tips", analysis: "resumeTips" },
  { id: "matching", label: "Match", analysis: "jobMatching" },
  { id: "prediction", label: "Predict", analysis: "successPrediction" },
];

/** Tips, Match and Predict stay disabled until a resume is chosen. */
export function isTabEnabled(tab: AiTab, hasResume: boolean): boolean {
  return tab === "upload" || hasResume;
}

/**
 * Where an arrow/Home/End key moves the focus in the tab list (WAI-ARIA tabs: wraps around, skips disabled tabs).
 * Returns null for other keys.
 */
export function nextTab(current: AiTab, key: string, hasResume: boolean): AiTab | null {
  const enabled = AI_TABS.filter((t) => isTabEnabled(t.id, hasResume)).map((t) => t.id);
  const index = enabled.indexOf(current);
  if (enabled.length === 0) return null;
  switch (key) {
    case "ArrowRight":
      return enabled[(index + 1) % enabled.length]!;
    case "ArrowLeft":
      return enabled[(index - 1 + enabled.length) % enabled.length]!;
    case "Home":
      return enabled[0]!;
    case "End":
      return enabled[enabled.length - 1]!;
    default:
      return null;
  }
}

export interface ResumeChoice {
  name: string;
  type: string;
  size: number;
}

/**
 * The dialog's own check of a chosen file: PDF by type or by a .pdf name, at most 10 MB. The drop zone states
 * PDF, DOC, DOCX and TXT (the server accepts them); the dialog itself is stricter, as the spec records.
 */
export function checkResumeChoice(file: ResumeChoice): string | null {
  const isPdf = file.type === "application/pdf" || file.name.trim().toLowerCase().endsWith(".pdf");
  if (!isPdf) return AI_MESSAGES.pdfOnly;
  if (file.size > MAX_AI_RESUME_BYTES) return AI_MESSAGES.tooLarge;
  return null;
}

/** '2.50 MB', '0.08 MB', '0.0042 MB' (a one-page PDF): the size line under the chosen file's name. */
export function formatMegabytes(bytes: number): string {
  const mb = Math.max(0, bytes) / (1024 * 1024);
  if (mb === 0 || mb >= 0.01) return `${mb.toFixed(2)} MB`;
  return `${Number(mb.toPrecision(2))} MB`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The failure's own message (an ActionResult error's), else 'Analysis failed. Please try again.'. */
function failureMessage(answer: Record<string, unknown>): string {
  return typeof answer.message === "string" && answer.message.trim() ? answer.message : AI_MESSAGES.failed;
}

/** The `data` of a success ActionResult (app/lib/action-result.ts), or null. */
function successData(answer: Record<string, unknown>): Record<string, unknown> | null {
  return answer.status === "success" && isRecord(answer.data) ? answer.data : null;
}

export type AnalyzeOutcome = { ok: true; result: AnalysisResult; cached: boolean; message: string } | { ok: false; message: string };

/**
 * Reads what POST /jobtracker/{id}/insights answered (an AnalyzeResult; null when nothing usable came back: a
 * network error, a bare 5xx page). A success must carry a result for the analysis asked; a failure toasts the
 * server's message, else 'Analysis failed...'.
 */
export function readAnalyzeAnswer(answer: unknown, type: AnalysisType): AnalyzeOutcome {
  if (!isRecord(answer)) return { ok: false, message: AI_MESSAGES.failed };
  const data = successData(answer);
  if (data && isRecord(data.result) && answer.intent === type) {
    const toast = isRecord(answer.toast) && typeof answer.toast.message === "string" ? answer.toast.message : "";
    return { ok: true, result: data.result as unknown as AnalysisResult, cached: data.cached === true, message: toast };
  }
  return { ok: false, message: answer.status === "success" ? AI_MESSAGES.failed : failureMessage(answer) };
}

export type JobAnalysisOutcome = { ok: true; analysis: JobAnalysis } | { ok: false; reason: string };

/** Reads what GET /jobtracker/{id}/insights answered (a JobAnalysisResult); a failure gives the reason for 'Job analysis failed: {reason}'. */
export function readJobAnalysisAnswer(answer: unknown): JobAnalysisOutcome {
  if (!isRecord(answer)) return { ok: false, reason: AI_MESSAGES.failed };
  const data = successData(answer);
  if (data && isRecord(data.analysis)) return { ok: true, analysis: data.analysis as unknown as JobAnalysis };
  return { ok: false, reason: answer.status === "success" ? AI_MESSAGES.failed : failureMessage(answer) };
}

/** Which analysis runs from a tab ('Analyze Resume', 'Analyze Match', 'Calculate Score'). */
export const ANALYZE_BUTTONS: Record<AnalysisType, string> = {
  resumeTips: "Analyze Resume",
  jobMatching: "Analyze Match",
  successPrediction: "Calculate Score",
};

/** The steps the progress panel walks through while an analysis runs (what the engine does, in order). */
export const ANALYSIS_STEPS: Record<AnalysisType, readonly string[]> = {
  resumeTips: ["Reading your resume", "Checking structure and wording", "Writing prioritised tips"],
  jobMatching: ["Reading your resume", "Extracting the job's requirements", "Comparing skills and experience"],
  successPrediction: ["Reading your resume", "Scoring each factor", "Estimating your chances"],
};

/**
 * The simulated progress of a running analysis after `elapsedMs`: it rises quickly, then slows and never passes
 * 92% until the answer arrives (the request reports no real progress).
 */
export function analysisProgress(elapsedMs: number): number {
  const t = Math.max(0, elapsedMs) / 1000;
  return Math.min(92, Math.round(92 * (1 - Math.exp(-t / 1.6))));
}

/** Which of the steps is current at a given progress percent. */
export function currentStep(progress: number, steps: number): number {
  if (steps <= 0) return 0;
  return Math.min(steps - 1, Math.floor((Math.max(0, progress) / 92) * steps));
}

/** The line under a result saying which engine produced it (and why the built-in one stood in, if it did). */
export function sourceNote(source: AnalysisSource | undefined): string | null {
  if (!source) return null;
  if (source.engine === "local") {
    return source.fallback ? `Analysed by Vitrine's built-in engine (${source.fallback})` : "Analysed by Vitrine's built-in engine";
  }
  return source.model ? `Analysed by Workers AI (${source.model})` : "Analysed by Workers AI";
}

/** Tailwind classes per score band (spec: green at 80+, yellow-orange at 60+, otherwise blue-purple). */
export const BAND_STYLES = {
  high: {
    bar: "from-emerald-400 to-green-600",
    text: "text-emerald-700",
    ring: "stroke-emerald-500",
    soft: "bg-emerald-50 ring-emerald-100",
  },
  good: { bar: "from-yellow-400 to-orange-500", text: "text-orange-700", ring: "stroke-orange-500", soft: "bg-amber-50 ring-amber-100" },
  low: { bar: "from-blue-500 to-purple-600", text: "text-indigo-700", ring: "stroke-indigo-500", soft: "bg-indigo-50 ring-indigo-100" },
} as const;

export function bandStyle(percent: number) {
  return BAND_STYLES[scoreBand(percent)];
}

/** Spec: tips have priority high, medium or other; everything that is not high or medium shows as the third kind. */
export function priorityKind(priority: string): "high" | "medium" | "other" {
  return priority === "high" ? "high" : priority === "medium" ? "medium" : "other";
}

export const PRIORITY_LABELS = { high: "High priority", medium: "Medium priority", other: "Low priority" } as const;

/** A percent for display, whatever arrived (rounded, clamped to 0-100). */
export function percent(value: unknown): number {
  const n = typeof value === "number" && Number.isFinite(value) ? value : 0;
  return Math.min(100, Math.max(0, Math.round(n)));
}

/** Factor bars in the engine's order (it lists the heaviest factors first), values clamped for display. */
export function factorRows(factors: Record<string, number> | undefined): Array<{ name: string; value: number }> {
  return Object.entries(factors ?? {}).map(([name, value]) => ({ name, value: percent(value) }));
}
