// "Import from JSON Resume or LinkedIn export" (issue 15 §2), beside the resume upload: the chosen file goes to
// POST /api/profiles/import and its answer joins the editor's draft exactly as a resume upload's does (merged, and
// reviewed first when it touches what the user had: use-import-review.ts; nothing is saved until the user saves).
// Failures keep the page and say what happened, like the resume upload.
import { FileJson } from "lucide-react";
import { useState } from "react";
import { Spinner } from "~/components/ui/button";
import { resumeMerge, uploads } from "./lazy-modules";
import { submitFailureMessage } from "./model";
import { type UploadCardProps, useFilePicker } from "./use-file-picker";

const DATA_IMPORT_LABEL = "Import from JSON Resume or LinkedIn export";
export function DataImport({ onExtracted, onSessionExpired }: UploadCardProps) {
  const { toast, inputId, inputRef, error, clearError, fail, clearInput } = useFilePicker();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File | undefined) => {
    resumeMerge.preload();
    if (!file) return;
    clearError();
    setBusy(true);
    try {
      const { checkImportFile, sendImport } = await uploads.get();
      const problem = checkImportFile(file);
      if (problem) return fail(problem);
      await sendImport(file, { fail, toast, onImported: onExtracted, onSessionExpired });
    } catch {
      fail(submitFailureMessage({ reason: "network", httpStatus: 0 })); // the upload code could not be loaded
    } finally {
      setBusy(false);
      clearInput();
    }
  };

  return (
    <div className="mt-4 border-t border-white/20 pt-4">
      <label
        htmlFor={inputId}
        className={`flex cursor-pointer items-center justify-center gap-2 rounded-xl bg-white/10 px-4 py-2.5 text-sm font-semibold ring-1 ring-white/30 transition hover:bg-white/20 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-white ${busy ? "pointer-events-none opacity-70" : ""}`}
      >
        {busy ? <Spinner /> : <FileJson className="size-5 shrink-0" aria-hidden="true" />}
        <span>{DATA_IMPORT_LABEL}</span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name="file"
          accept=".json,.zip,application/json,application/zip"
          className="sr-only"
          disabled={busy}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </label>
      <p className="mt-1.5 text-center text-xs text-indigo-100" aria-live="polite">
        {busy ? "Importing your data..." : "A resume.json file or the ZIP from LinkedIn's “Get a copy of your data”"}
      </p>
      {error ? (
        <p className="mt-2 rounded-lg bg-rose-500/20 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-rose-200/40" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
