// The AI Career Insights dialog (spec part 2 "AI Career Insights dialog", "4. AI dialog", "AI resume upload",
// "8. AI dialog", "9."), opened from the job detail and stacked over it. Four tabs: Upload, Tips, Match, Predict
// (the last three disabled until a resume is chosen). The job analysis is requested when the dialog opens if
// none is held yet; each analysis posts the resume to the insights resource route (insightsPath, app/schemas/ai.ts),
// which answers ActionResults read by ai-dialog-logic.ts.
//
// The requests use fetch rather than a fetcher: a fetcher whose request fails (network error) hands the error to
// the board route's error boundary and the whole page would be replaced; here every failure becomes a toast.
import { FileText, Sparkles, Target, TrendingUp, Upload } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { copyToClipboard } from "~/components/jobs/copy-to-clipboard";
import { Modal } from "~/components/ui/modal";
import { useToast } from "~/components/ui/toast";
import { AI_MESSAGES, type AnalysisType, analysisCompleted, insightsPath, jobAnalysisFailed } from "~/schemas/ai-rules";
import type { AnalysisResults, JobAnalysis } from "~/schemas/ai";
import type { JobDto } from "~/schemas/jobs";
import { StackedJobDialogHeader } from "../job-ui";
import { AI_TABS, type AiTab, checkResumeChoice, isTabEnabled, nextTab, readAnalyzeAnswer, readJobAnalysisAnswer } from "./ai-dialog-logic";
import { MatchPanel, type PanelState, PredictPanel, TipsPanel } from "./ai-result-panels";
import { type JobAnalysisState, UploadPanel } from "./ai-upload-panel";
import { fetchJson } from "~/lib/fetch-json";

const TAB_ICONS: Record<AiTab, typeof Upload> = {
  upload: Upload,
  tips: FileText,
  matching: Target,
  prediction: TrendingUp,
};

/**
 * Job analyses held for this page visit, per job and description: reopening the dialog shows the analysis at
 * once instead of asking again ("requested when the dialog opens if none is held yet").
 */
const heldJobAnalyses = new Map<string, { description: string; analysis: JobAnalysis }>();

/** The body of an answer, or null when nothing usable arrived (offline, a timeout, a body that is not JSON). */
async function requestJson(url: string, init: RequestInit): Promise<unknown> {
  const { body, failure } = await fetchJson<unknown>(url, init);
  if (failure) console.error("AI insights request failed", failure);
  return body;
}

export function AiInsightsDialog({ job, onClose }: { job: JobDto; onClose: () => void }) {
  const toast = useToast();
  const titleId = useId();
  const baseId = useId();
  const [tab, setTab] = useState<AiTab>("upload");
  const [file, setFile] = useState<File | null>(null);
  const [results, setResults] = useState<Partial<AnalysisResults>>({});
  const [cached, setCached] = useState<Partial<Record<AnalysisType, boolean>>>({});
  const [running, setRunning] = useState<AnalysisType | null>(null);
  const held = heldJobAnalyses.get(job.id);
  const [jobAnalysis, setJobAnalysis] = useState<JobAnalysisState>(
    held && held.description === job.description ? { status: "ready", analysis: held.analysis } : { status: "loading" },
  );

  // In-flight requests, aborted when the resume is removed or the dialog closes.
  const analysisRequest = useRef<AbortController | null>(null);
  const jobAnalysisRequest = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      analysisRequest.current?.abort();
      jobAnalysisRequest.current?.abort();
    },
    [],
  );

  const loadJobAnalysis = useCallback(async () => {
    jobAnalysisRequest.current?.abort();
    const controller = new AbortController();
    jobAnalysisRequest.current = controller;
    setJobAnalysis({ status: "loading" });
    try {
      const outcome = readJobAnalysisAnswer(await requestJson(insightsPath(job.id), { method: "GET", signal: controller.signal }));
      if (outcome.ok) {
        heldJobAnalyses.set(job.id, { description: job.description, analysis: outcome.analysis });
        setJobAnalysis({ status: "ready", analysis: outcome.analysis });
      } else {
        setJobAnalysis({ status: "failed", reason: outcome.reason });
        toast.error(jobAnalysisFailed(outcome.reason));
      }
    } catch {
      // Aborted: the dialog closed.
    }
  }, [job.id, job.description, toast]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the dialog opens; later loads come from the retry button.
  useEffect(() => {
    if (jobAnalysis.status === "loading") void loadJobAnalysis();
  }, []);

  // Keyboard focus follows the tab the dialog moves to on its own (after a choice, after remove).
  const tabRefs = useRef<Partial<Record<AiTab, HTMLButtonElement | null>>>({});
  const focusTab = useRef<AiTab | null>(null);
  useEffect(() => {
    if (focusTab.current !== tab) return;
    focusTab.current = null;
    tabRefs.current[tab]?.focus();
  }, [tab]);
  const moveTo = (next: AiTab, focus: boolean) => {
    if (focus) focusTab.current = next;
    setTab(next);
  };

  const choose = (chosen: File) => {
    const problem = checkResumeChoice(chosen);
    if (problem) {
      toast.error(problem);
      return;
    }
    analysisRequest.current?.abort();
    setRunning(null);
    setFile(chosen);
    setResults({});
    setCached({});
    toast.success(AI_MESSAGES.uploaded);
    moveTo("tips", true);
  };

  const remove = () => {
    analysisRequest.current?.abort();
    setRunning(null);
    setFile(null);
    setResults({});
    setCached({});
    moveTo("upload", true);
  };

  const analyze = async (type: AnalysisType) => {
    if (!file) {
      toast.error(AI_MESSAGES.noFile);
      return;
    }
    if (running) return;
    const controller = new AbortController();
    analysisRequest.current = controller;
    setRunning(type);
    const form = new FormData();
    form.set("resume", file, file.name);
    form.set("analysisType", type);
    let answer: unknown;
    try {
      answer = await requestJson(insightsPath(job.id), { method: "POST", body: form, signal: controller.signal });
    } catch {
      return; // Aborted: the resume was removed or replaced, or the dialog closed.
    }
    if (analysisRequest.current !== controller) return;
    analysisRequest.current = null;
    setRunning(null);
    const outcome = readAnalyzeAnswer(answer, type);
    if (outcome.ok) {
      setResults((current) => ({ ...current, [type]: outcome.result }));
      setCached((current) => ({ ...current, [type]: outcome.cached }));
      toast.success(analysisCompleted(type));
    } else {
      toast.error(outcome.message);
    }
  };

  const copy = (text: string) => copyToClipboard(toast, text);

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTab(tab, event.key, file !== null);
    if (!next) return;
    event.preventDefault();
    moveTo(next, true);
  };

  const panelState = (type: AnalysisType): PanelState => ({
    running: running === type,
    busy: running !== null && running !== type,
    cached: cached[type] === true,
    onAnalyze: () => void analyze(type),
  });

  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      size="lg"
      header={
        <StackedJobDialogHeader
          icon={<Sparkles aria-hidden="true" className="size-6" />}
          titleId={titleId}
          title="AI Career Insights"
          job={job}
          onClose={onClose}
        >
          <div role="tablist" aria-label="AI insights" onKeyDown={onTabKey} className="mt-4 grid grid-cols-4 gap-1 sm:flex sm:gap-1.5">
            {AI_TABS.map(({ id, label, analysis }) => {
              const TabIcon = TAB_ICONS[id];
              const selected = tab === id;
              const enabled = isTabEnabled(id, file !== null);
              const done = analysis ? Boolean(results[analysis]) : file !== null;
              return (
                <button
                  key={id}
                  ref={(node) => {
                    tabRefs.current[id] = node;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${id}`}
                  aria-controls={`${baseId}-panel-${id}`}
                  aria-selected={selected}
                  tabIndex={selected ? 0 : -1}
                  disabled={!enabled}
                  onClick={() => moveTo(id, false)}
                  className={`relative -mb-px flex min-w-0 flex-col items-center gap-1 rounded-t-lg border-b-2 px-1 pb-2.5 pt-1.5 text-xs font-semibold transition-colors focus-visible:bg-indigo-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-500 sm:flex-row sm:gap-2 sm:px-4 sm:text-sm ${
                    selected
                      ? "border-indigo-600 text-indigo-700"
                      : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:border-transparent"
                  }`}
                >
                  <TabIcon className="size-5 sm:size-4" aria-hidden="true" />
                  {label}
                  {done && id !== "upload" ? (
                    <span
                      aria-hidden="true"
                      className="absolute left-1/2 top-1.5 ml-3 size-1.5 rounded-full bg-emerald-500 sm:static sm:ml-[-0.25rem]"
                    />
                  ) : null}
                </button>
              );
            })}
          </div>
        </StackedJobDialogHeader>
      }
    >
      <div
        role="tabpanel"
        id={`${baseId}-panel-${tab}`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel takes the focus after the tab list (it may hold nothing focusable).
        tabIndex={0}
        className="min-h-[22rem] px-5 py-5 sm:min-h-[min(35rem,calc(90vh-11rem))] outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-indigo-600 sm:px-6 sm:py-6"
      >
        {tab === "upload" ? (
          <UploadPanel
            jobId={job.id}
            file={file}
            onChoose={choose}
            onRemove={remove}
            onContinue={() => moveTo("tips", true)}
            jobAnalysis={jobAnalysis}
            onRetryJobAnalysis={() => void loadJobAnalysis()}
          />
        ) : tab === "tips" ? (
          <TipsPanel result={results.resumeTips} state={panelState("resumeTips")} onCopy={copy} />
        ) : tab === "matching" ? (
          <MatchPanel result={results.jobMatching} state={panelState("jobMatching")} onCopy={copy} />
        ) : (
          <PredictPanel result={results.successPrediction} state={panelState("successPrediction")} />
        )}
      </div>
    </Modal>
  );
}
