// The Upload tab of the AI Career Insights dialog: the drop zone (drag and drop or click to browse), the chosen
// file with its size and a remove button, under the saved profile's match with the job (./profile-match-panel.tsx),
// and the job analysis shown compactly below.
import { Spinner } from "~/components/ui/button";
import { ArrowRight, FileText, RefreshCw, Target, Upload, X } from "lucide-react";
import { useId, useState, type DragEvent } from "react";
import type { JobAnalysis } from "~/schemas/ai";
import { formatMegabytes, sourceNote } from "./ai-dialog-logic";
import { SectionHeading } from "../job-ui";
import { Chip } from "./ai-ui";
import { ProfileMatchPanel } from "./profile-match-panel";

/** What the server accepts; the dialog itself then keeps only PDFs (spec: "both readings stand"). */
const RESUME_ACCEPT = ".pdf,.doc,.docx,.txt";

export type JobAnalysisState = { status: "loading" } | { status: "ready"; analysis: JobAnalysis } | { status: "failed"; reason: string };

export function UploadPanel({
  file,
  onChoose,
  onRemove,
  onContinue,
  jobAnalysis,
  onRetryJobAnalysis,
  jobId,
}: {
  /** The job whose match with the saved profile the panel shows. */
  jobId: string;
  file: File | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
  onContinue: () => void;
  jobAnalysis: JobAnalysisState;
  onRetryJobAnalysis: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChoose(dropped);
  };

  return (
    <div className="space-y-5">
      <ProfileMatchPanel jobId={jobId} />
      {file ? (
        <div
          data-chosen-file
          className="rounded-2xl border border-emerald-200 bg-gradient-to-br from-emerald-50/80 to-white p-4 shadow-sm sm:p-5"
        >
          <div className="flex items-center gap-3.5">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white text-rose-600 shadow-sm ring-1 ring-slate-200">
              <FileText aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-slate-900" title={file.name}>
                {file.name}
              </p>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
                <span data-file-size>{formatMegabytes(file.size)}</span>
                <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-500" />
                  Ready to analyse
                </span>
              </p>
            </div>
            <button
              type="button"
              onClick={onRemove}
              title="Remove"
              className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-xl border border-slate-200 bg-white px-2 text-sm sm:px-3 font-semibold text-slate-700 shadow-sm transition hover:border-rose-200 hover:bg-rose-50 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">Remove</span>
            </button>
          </div>
          <div className="mt-4 flex flex-col gap-3 border-t border-emerald-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-600">Run the analyses in the Tips, Match and Predict tabs.</p>
            <button
              type="button"
              onClick={onContinue}
              className="inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-indigo-600 to-violet-600 px-4 text-sm font-semibold text-white shadow-md shadow-indigo-600/20 transition hover:from-indigo-500 hover:to-violet-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-70"
            >
              Continue to Tips
              <ArrowRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      ) : (
        <label
          htmlFor={inputId}
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = "copy";
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
          data-drop-zone
          data-dragging={dragging || undefined}
          className={`group flex cursor-pointer flex-col items-center rounded-2xl border-2 border-dashed px-5 py-9 text-center transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 sm:py-12 ${
            dragging ? "border-indigo-500 bg-indigo-50" : "border-slate-300 bg-slate-50/60 hover:border-indigo-400 hover:bg-indigo-50/50"
          }`}
        >
          <span
            className={`grid size-14 place-items-center rounded-2xl text-white shadow-lg shadow-indigo-600/25 transition group-hover:scale-105 ${
              dragging ? "scale-105 bg-gradient-to-br from-violet-600 to-fuchsia-600" : "bg-gradient-to-br from-indigo-600 to-violet-600"
            }`}
          >
            <Upload aria-hidden="true" className="size-7" />
          </span>
          <span className="mt-4 text-base font-semibold text-slate-900">
            {dragging ? "Drop your resume here" : "Drag and drop your resume here"}
          </span>
          <span className="mt-1 text-sm text-slate-600">
            or <span className="font-semibold text-indigo-700 underline-offset-2 group-hover:underline">click to browse</span>
          </span>
          <span id={hintId} className="mt-4 inline-flex flex-wrap items-center justify-center gap-1.5 text-xs text-slate-500">
            {["PDF", "DOC", "DOCX", "TXT"].map((type) => (
              <span key={type} className="rounded-md bg-white px-1.5 py-0.5 font-semibold text-slate-600 ring-1 ring-inset ring-slate-200">
                {type}
              </span>
            ))}
            <span>max 10MB</span>
          </span>
          <input
            id={inputId}
            type="file"
            accept={RESUME_ACCEPT}
            aria-label="Upload your resume"
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0];
              // Cleared so that choosing the same file again (after a refusal or a remove) still fires a change.
              event.currentTarget.value = "";
              if (chosen) onChoose(chosen);
            }}
          />
        </label>
      )}

      <JobAnalysisCard state={jobAnalysis} onRetry={onRetryJobAnalysis} />
    </div>
  );
}

function JobAnalysisCard({ state, onRetry }: { state: JobAnalysisState; onRetry: () => void }) {
  return (
    <section
      data-job-analysis
      aria-busy={state.status === "loading"}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <SectionHeading
        icon={<Target aria-hidden="true" className="size-4" />}
        title="What this job asks for"
        tone="violet"
        aside={
          state.status === "ready" ? (
            <span className="rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-700 ring-1 ring-inset ring-violet-100">
              {state.analysis.seniority}
            </span>
          ) : null
        }
      />
      {state.status === "loading" ? (
        <div className="space-y-2.5">
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="size-4 text-indigo-600" />
            Analysing the job description…
          </p>
          <div className="h-3 w-4/5 animate-pulse rounded bg-slate-100" />
          <div className="flex gap-1.5">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-6 w-16 animate-pulse rounded-full bg-slate-100" />
            ))}
          </div>
        </div>
      ) : state.status === "failed" ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">The job analysis is not available right now: {state.reason}</p>
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex h-9 shrink-0 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3.5 text-sm font-semibold text-slate-700 shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </button>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm leading-6 text-slate-700">{state.analysis.summary}</p>
          <SkillRow label="Required skills" skills={state.analysis.requiredSkills} tone="required" />
          <SkillRow label="Nice to have" skills={state.analysis.preferredSkills} tone="preferred" />
          {sourceNote(state.analysis.source) ? <p className="text-xs text-slate-500">{sourceNote(state.analysis.source)}</p> : null}
        </div>
      )}
    </section>
  );
}

function SkillRow({ label, skills, tone }: { label: string; skills: readonly string[]; tone: "required" | "preferred" }) {
  if (skills.length === 0) return null;
  return (
    <div>
      <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
      <ul aria-label={label} className="flex flex-wrap gap-1.5">
        {skills.map((skill) => (
          <Chip key={skill} tone={tone}>
            {skill}
          </Chip>
        ))}
      </ul>
    </div>
  );
}
