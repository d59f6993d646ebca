// Import CSV (issue 18 section 4): choose a file, see what it would create before anything is saved, then import.
// The file goes to POST /api/jobs/import?dryRun=1 (the session cookie signs it in): the answer lists the rows that
// would be created (the first 20), those already tracked, the rows with errors by their line in the file, and how
// each column was read. "Import N applications" sends the same file for real; the page then closes the dialog and
// reloads its jobs (onImported).
// A failure (offline, a timeout, a 5xx, an answer that is not JSON) keeps the dialog and the chosen file and says so.
// Loaded when the dialog first opens (lazy, ADR 0010).
import { AlertTriangle, CheckCircle2, FileSpreadsheet, Upload } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/fields";
import { TitledModal } from "~/components/ui/modal";
import { useToast } from "~/components/ui/toast";
import { TIMED_OUT_MESSAGE } from "~/lib/client-action";
import { fetchJson } from "~/lib/fetch-json";
import {
  IMPORT_FIELD_LABELS,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  importSummary,
  JOBS_IMPORT_PATH,
  type JobImportResult,
} from "~/schemas/job-csv-rules";
import { appliedDateText, JOB_STATUS_LABELS } from "~/schemas/jobs-rules";

type Answer = { success?: boolean; message?: string; data?: JobImportResult };

/** Errors listed in the preview (the count says how many there are in all). */
const SHOWN_ERRORS = 50;

const OFFLINE = "You appear to be offline. Check your connection and try again.";

async function send(file: File, dryRun: boolean, fallback: string): Promise<{ result?: JobImportResult; error?: string }> {
  const form = new FormData();
  form.set("file", file);
  const answer = await fetchJson<Answer>(`${JOBS_IMPORT_PATH}${dryRun ? "?dryRun=1" : ""}`, { method: "POST", body: form });
  if (answer.failure) {
    return { error: answer.failure.reason === "timeout" ? TIMED_OUT_MESSAGE : answer.failure.reason === "network" ? OFFLINE : fallback };
  }
  if (!answer.ok || !answer.body.data) return { error: answer.body.message || fallback };
  return { result: answer.body.data };
}

/** The preview table's columns. */
const PREVIEW_COLUMNS = ["Line", "Job title", "Company", "Status", "Applied"];

export function CsvImportDialog({ onClose, closeHref, onImported }: { onClose: () => void; closeHref: string; onImported: () => void }) {
  const id = useId();
  const toast = useToast();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<JobImportResult | null>(null);
  const [busy, setBusy] = useState<"preview" | "import" | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = (next: File | null) => {
    setFile(next);
    setPreview(null);
    setError(null);
  };

  const runPreview = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(IMPORT_MESSAGES.noFile);
      fileRef.current?.focus();
      return;
    }
    if (file.size > IMPORT_LIMITS.bytes) {
      setError(IMPORT_MESSAGES.tooLarge);
      return;
    }
    setBusy("preview");
    setError(null);
    const { result, error: message } = await send(file, true, IMPORT_MESSAGES.previewFailed);
    setBusy(null);
    if (message) setError(message);
    else setPreview(result ?? null);
  };

  const runImport = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !preview) return;
    setBusy("import");
    setError(null);
    const { result, error: message } = await send(file, false, IMPORT_MESSAGES.failed);
    setBusy(null);
    if (message || !result) {
      setError(message ?? IMPORT_MESSAGES.failed);
      return;
    }
    toast.success(importSummary(result));
    onImported();
  };

  const formId = `${id}-form`;
  const count = preview?.created ?? 0;
  return (
    <TitledModal
      size="lg"
      title="Import applications from CSV"
      description="Bring in a spreadsheet or another tracker's export (Huntr, Teal and others). You'll see what will be added before anything is saved."
      icon={<FileSpreadsheet className="size-5" aria-hidden="true" />}
      onClose={onClose}
      closeHref={closeHref}
      busy={busy !== null}
      focusFirstField
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {preview ? (
            <Button variant="secondary" onClick={() => choose(null)} disabled={busy !== null}>
              Choose another file
            </Button>
          ) : (
            <Button variant="secondary" onClick={onClose} disabled={busy !== null}>
              Cancel
            </Button>
          )}
          {preview ? (
            <Button type="submit" form={formId} busy={busy === "import"} busyLabel="Importing…" disabled={count === 0}>
              <Upload className="size-4" aria-hidden="true" />
              Import {count} {count === 1 ? "application" : "applications"}
            </Button>
          ) : (
            <Button type="submit" form={formId} busy={busy === "preview"} busyLabel="Reading the file…">
              Preview import
            </Button>
          )}
        </div>
      }
    >
      <form id={formId} onSubmit={preview ? runImport : runPreview} noValidate className="space-y-5">
        {preview ? null : (
          <div>
            <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-700">
              CSV file
            </label>
            <input
              ref={fileRef}
              id={`${id}-file`}
              type="file"
              name="file"
              accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
              aria-describedby={`${id}-file-hint`}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
              className="mt-1.5 block w-full cursor-pointer rounded-xl border border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-700 transition file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-600 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-white hover:border-indigo-300 hover:bg-indigo-50/40 focus:border-indigo-500 focus:outline-none focus:ring-4 focus:ring-indigo-500/15"
            />
            <p id={`${id}-file-hint`} className="mt-2 text-xs leading-5 text-slate-600">
              A header row with at least a job title (Title, Position or Role) and a company (Company, Employer or Organization). Status,
              priority, dates, location, salary, link, notes and contact columns are read when present. Up to 1 MB and 2,000 rows; comma,
              semicolon or tab separated.
            </p>
          </div>
        )}

        <FormAlert message={error} />

        {preview ? <PreviewSummary preview={preview} fileName={file?.name ?? ""} /> : null}
      </form>
    </TitledModal>
  );
}

function PreviewSummary({ preview, fileName }: { preview: JobImportResult; fileName: string }) {
  const mapped = preview.mapping.filter((m) => m.field);
  const ignored = preview.mapping.filter((m) => !m.field && m.column);
  return (
    <div className="space-y-5" data-import-preview>
      <div>
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-900">{fileName}</span>
        </p>
        <ul className="mt-2 grid grid-cols-3 gap-2" aria-label="What this file will do">
          <Stat tone="good" value={preview.created} label={preview.created === 1 ? "new application" : "new applications"} />
          <Stat tone="plain" value={preview.skipped} label="already tracked (skipped)" />
          <Stat
            tone={preview.errors.length ? "bad" : "plain"}
            value={preview.errors.length}
            label={preview.errors.length === 1 ? "row with errors" : "rows with errors"}
          />
        </ul>
      </div>

      {preview.preview.length ? (
        <section aria-labelledby="import-preview-heading">
          <h3 id="import-preview-heading" className="text-sm font-semibold text-slate-900">
            To be added{preview.created > preview.preview.length ? ` (first ${preview.preview.length} of ${preview.created})` : ""}
          </h3>
          <div className="mt-2 max-h-64 overflow-auto rounded-xl border border-slate-200">
            <table className="w-full text-left text-sm">
              <thead className="sticky top-0 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  {PREVIEW_COLUMNS.map((label) => (
                    <th key={label} scope="col" className="px-3 py-2">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {preview.preview.map((row) => (
                  <tr key={row.row} data-preview-row>
                    <td className="px-3 py-2 tabular-nums text-slate-500">{row.row}</td>
                    <td className="px-3 py-2 font-medium text-slate-900">{row.title}</td>
                    <td className="px-3 py-2 text-slate-700">{row.company}</td>
                    <td className="whitespace-nowrap px-3 py-2 text-slate-700">{JOB_STATUS_LABELS[row.status]}</td>
                    <td className="whitespace-nowrap px-3 py-2 tabular-nums text-slate-700">{appliedDateText(row.appliedDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      {preview.unknownStages.length ? (
        <section aria-labelledby="import-stages-heading" data-unknown-stages>
          <h3 id="import-stages-heading" className="text-sm font-semibold text-slate-900">
            Stages kept in the notes
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Vitrine has no stage with these names: the rows are added as Applied, with the stage in their notes.
          </p>
          <ul className="mt-2 flex flex-wrap gap-1.5 text-xs">
            {preview.unknownStages.map(({ stage, rows }) => (
              <li key={stage} className="rounded-full bg-amber-50 px-2.5 py-1 text-amber-900 ring-1 ring-inset ring-amber-200">
                {stage} ({rows.length === 1 ? "1 row" : `${rows.length} rows`})
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {preview.errors.length ? (
        <section aria-labelledby="import-errors-heading">
          <h3 id="import-errors-heading" className="flex items-center gap-1.5 text-sm font-semibold text-rose-700">
            <AlertTriangle className="size-4" aria-hidden="true" />
            Not imported: fix these rows in the file and import it again
          </h3>
          <ul className="mt-2 max-h-40 space-y-1 overflow-auto rounded-xl border border-rose-100 bg-rose-50/60 p-3 text-sm text-rose-800">
            {preview.errors.slice(0, SHOWN_ERRORS).map((error) => (
              <li key={error.row}>
                <span className="font-semibold tabular-nums">Line {error.row}:</span> {error.message}
              </li>
            ))}
            {preview.errors.length > SHOWN_ERRORS ? <li>…and {preview.errors.length - SHOWN_ERRORS} more.</li> : null}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="import-columns-heading">
        <h3 id="import-columns-heading" className="text-sm font-semibold text-slate-900">
          Columns
        </h3>
        <ul className="mt-2 flex flex-wrap gap-1.5 text-xs">
          {mapped.map((m) => (
            <li key={m.column} className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2.5 py-1 text-indigo-800">
              <CheckCircle2 className="size-3.5" aria-hidden="true" />
              {m.column} → {IMPORT_FIELD_LABELS[m.field!]}
            </li>
          ))}
          {ignored.map((m) => (
            <li key={m.column} className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-600">
              {m.column}: not imported
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Stat({ value, label, tone }: { value: number; label: string; tone: "good" | "bad" | "plain" }) {
  const colours =
    tone === "good"
      ? "border-emerald-200 bg-emerald-50 text-emerald-800"
      : tone === "bad"
        ? "border-rose-200 bg-rose-50 text-rose-800"
        : "border-slate-200 bg-white text-slate-700";
  return (
    <li className={`rounded-xl border px-3 py-2.5 ${colours}`}>
      <span className="block text-2xl font-bold tabular-nums tracking-tight">{value}</span>
      <span className="text-xs font-medium">{label}</span>
    </li>
  );
}
