// "Quick Profile Setup": uploads a resume with progress, then hands the extraction to the editor; an import that
// touches what the user had is reviewed first (the review dialog, loaded when needed), and an unsaved import says
// so above the card, with Discard.
import { FileUp, History, Zap } from "lucide-react";
import { useState } from "react";
import { Spinner } from "~/components/ui/button";
import { formButton } from "~/components/ui/form-buttons";
import { lazyComponent } from "~/components/ui/lazy";
import { DataImport } from "./data-import";
import type { Phase, ResumeData } from "./model";
import { resumeMerge, uploads } from "./lazy-modules";
import { type UploadCardProps, useFilePicker } from "./use-file-picker";
import type { ImportReviewState } from "./use-import-review";
import { ImportReviewNotice } from "./review-notice";
import { type ReviewReason, reviewReasons } from "./review-reasons";

const ImportReviewDialog = lazyComponent(() => import("./import-review").then((m) => m.ImportReviewDialog));

const NO_FILE_MESSAGE = "Please select a file first";

/** An applied import not saved yet (restored from the last visit, or just applied), with Discard. */
function UnsavedImportNotice({ restored, onDiscard }: { restored: boolean; onDiscard(): void }) {
  return (
    <div
      role="status"
      data-unsaved-import
      className="mb-4 flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 sm:flex-row sm:items-center"
    >
      <History className="hidden size-5 shrink-0 text-amber-700 sm:block" aria-hidden="true" />
      <p className="flex-1 text-sm text-amber-900">
        <span className="font-semibold">{restored ? "Restored your unsaved import." : "Your import is not saved yet."}</span> Save its
        sections to keep it, or discard it.
      </p>
      <button type="button" onClick={onDiscard} className={`${formButton.secondary} shrink-0`}>
        Discard import
      </button>
    </div>
  );
}

export function ResumeCard({ onExtracted, onSessionExpired, imports }: UploadCardProps & { imports: ImportReviewState }) {
  const { toast, inputId, inputRef, error, clearError, fail, clearInput } = useFilePicker();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  /** What the resume's extraction was unsure of beyond single fields (review-reasons.ts), said while it is unsaved. */
  const [reasons, setReasons] = useState<ReviewReason[]>([]);
  const extracted = (data: ResumeData) => {
    setReasons(reviewReasons(data.review));
    return onExtracted(data);
  };

  const choose = (picked: File | null) => {
    clearError();
    setFile(picked);
    if (!picked) return;
    resumeMerge.preload();
    // The checks come with the upload code (Upload checks again, so a click before they answer is safe); if that
    // code cannot be loaded now, Upload says why.
    uploads.get().then(
      ({ checkResumeFile }) => {
        const problem = checkResumeFile(picked);
        if (!problem) return;
        setFile((current) => (current === picked ? null : current));
        clearInput();
        fail(problem);
      },
      () => {},
    );
  };

  const upload = () => {
    if (!file) return fail(NO_FILE_MESSAGE);
    clearError();
    setPhase("uploading");
    setProgress(0);
    uploads.get().then(
      ({ checkResumeFile, sendResume }) => {
        const problem = checkResumeFile(file);
        if (problem) {
          setPhase("idle");
          return fail(problem);
        }
        sendResume(file, { setPhase, setProgress, fail, toast, onExtracted: extracted, onSessionExpired });
      },
      () => {
        setPhase("idle");
        fail(navigator.onLine ? "Failed to process resume. Please try again." : "No internet connection. Please check your network.");
      },
    );
  };

  const busy = phase === "uploading" || phase === "processing";
  return (
    <>
      {imports.unsaved ? <UnsavedImportNotice restored={imports.restored} onDiscard={imports.discard} /> : null}
      {imports.unsaved ? <ImportReviewNotice reasons={reasons} onDismiss={() => setReasons([])} /> : null}
      <section
        aria-labelledby="resume-card-title"
        className="relative overflow-hidden rounded-2xl border border-indigo-100 bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-600 p-5 text-white shadow-lg shadow-indigo-600/20 sm:p-6"
      >
        <div className="pointer-events-none absolute -right-16 -top-16 size-56 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
        <div className="relative flex flex-col gap-5 md:flex-row md:items-center">
          <div className="flex-1">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-2.5 py-1 text-xs font-semibold uppercase tracking-wide ring-1 ring-white/20">
              <Zap className="size-3.5" fill="currentColor" aria-hidden="true" />
              Save time
            </p>
            <h2 id="resume-card-title" className="mt-3 text-xl font-bold tracking-tight">
              Quick Profile Setup
            </h2>
            <p className="mt-1 max-w-md text-sm leading-6 text-indigo-100">
              Upload your resume and we'll fill in every section for you. PDF, DOCX, TXT or Markdown, up to 10MB — you review everything
              before it's saved.
            </p>
          </div>
          <div className="w-full md:w-80">
            <label
              htmlFor={inputId}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border border-dashed border-white/40 bg-white/10 px-4 py-3 transition hover:bg-white/15 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-white ${busy || phase === "done" ? "pointer-events-none opacity-70" : ""}`}
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white/15" aria-hidden="true">
                <FileUp className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold">{file ? file.name : "Choose your resume"}</span>
                <span className="block text-xs text-indigo-100">
                  {file ? `${(file.size / 1024).toFixed(0)} KB` : "PDF, DOCX, TXT or Markdown · max 10MB"}
                </span>
              </span>
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                name="resume"
                aria-label="Resume file"
                accept=".pdf,.doc,.docx,.txt,.md,text/markdown,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain"
                className="sr-only"
                disabled={busy || phase === "done"}
                onChange={(e) => choose(e.target.files?.[0] ?? null)}
              />
            </label>
            {busy ? (
              <div className="mt-3" aria-live="polite">
                <div
                  className="h-1.5 overflow-hidden rounded-full bg-white/20"
                  role="progressbar"
                  aria-label="Resume upload"
                  aria-valuenow={progress}
                  aria-valuemin={0}
                  aria-valuemax={100}
                >
                  <div
                    className={`h-full rounded-full bg-white transition-all ${phase === "processing" ? "animate-pulse" : ""}`}
                    style={{ width: `${progress}%` }}
                  />
                </div>
              </div>
            ) : null}
            {error ? (
              <p className="mt-2 rounded-lg bg-rose-500/20 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-rose-200/40" role="alert">
                {error}
              </p>
            ) : null}
            <button
              type="button"
              onClick={upload}
              disabled={busy || phase === "done"}
              className={`${formButton.secondary} mt-3 w-full border-transparent text-indigo-700 disabled:opacity-80`}
            >
              {busy ? <Spinner /> : null}
              {phase === "uploading"
                ? `Uploading... ${progress}%`
                : phase === "processing"
                  ? "Processing Resume..."
                  : phase === "done"
                    ? "Already Analyzed"
                    : "Upload & Analyze"}
            </button>
            <DataImport onExtracted={onExtracted} onSessionExpired={onSessionExpired} />
          </div>
        </div>
      </section>
      {imports.pending ? <ImportReviewDialog pending={imports.pending} onApply={imports.apply} onClose={imports.dismiss} /> : null}
    </>
  );
}
