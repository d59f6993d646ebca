// The Add Job dialog's parts of issue 18 section 1 (loaded with the dialog, never with the board: ADR 0010):
// "Paste a job posting URL" (its own small form, so Enter in it imports instead of adding the job) and the
// "Already applied?" notice. Both post to the /jobtracker action (intents `import-url` and `duplicates`) with
// their own fetchers and show the answer themselves: a failure (a refusal, offline, a 5xx) shows its message
// inline and changes nothing typed.
import { Link2, TriangleAlert } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Spinner } from "~/components/ui/fields";
import {
  duplicateLabel,
  type DuplicateJob,
  IMPORT_MESSAGES,
  type JobImportDraft,
  sameJobUrl,
  sameText,
} from "~/schemas/job-import-url-rules";
import { JOB_STATUS_LABELS, JOBTRACKER_ACTION, type JobStatus } from "~/schemas/jobs-rules";
import type { JobActionResult } from "~/schemas/jobs";

const POST = { method: "post", action: JOBTRACKER_ACTION, defaultShouldRevalidate: false } as const;

/** "Paste a job posting URL" with "Fill from URL": calls `onDraft` with what the page gave. */
export function JobUrlImport({ onDraft }: { onDraft: (draft: JobImportDraft) => void }) {
  const fetcher = useFetcher<JobActionResult>();
  const inputId = useId();
  const messageId = useId();
  const [url, setUrl] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const handled = useRef<unknown>(null);
  const [filled, setFilled] = useState(false);
  // It needs JavaScript: until the dialog's code runs (and without it), the button is disabled, so Enter in the
  // field (implicit submission) posts nothing natively.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.status === "success" && answer.data.draft) {
      onDraft(answer.data.draft);
      setFilled(true);
    }
  }, [answer, onDraft]);

  const error = localError ?? (answer?.status === "error" ? answer.message : answer?.status === "invalid" ? IMPORT_MESSAGES.failed : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFilled(false);
    if (!url.trim()) return setLocalError(IMPORT_MESSAGES.urlRequired);
    setLocalError(null);
    void fetcher.submit({ intent: "import-url", url: url.trim() }, POST);
  };

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label="Fill from a job posting"
      className="rounded-2xl border border-indigo-100 bg-gradient-to-br from-indigo-50/80 to-violet-50/60 p-4 shadow-sm sm:p-5"
    >
      <label htmlFor={inputId} className="flex items-center gap-2.5 text-sm font-semibold text-slate-900">
        <span className="grid size-8 place-items-center rounded-lg bg-white text-indigo-600 shadow-sm ring-1 ring-indigo-100">
          <Link2 className="size-4" aria-hidden="true" />
        </span>
        Paste a job posting URL
      </label>
      <div className="mt-3 flex flex-col gap-2.5 sm:flex-row">
        <input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setLocalError(null);
          }}
          placeholder="https://boards.example.com/jobs/123"
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          className={`block h-11 w-full min-w-0 rounded-xl border bg-white px-3.5 text-[15px] text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-4 ${
            error
              ? "border-rose-400 focus:border-rose-500 focus:ring-rose-100"
              : "border-slate-300 focus:border-indigo-500 focus:ring-indigo-100"
          }`}
        />
        <button
          type="submit"
          disabled={busy || !ready}
          className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-xl bg-indigo-600 px-4 text-sm font-semibold text-white shadow-sm transition hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? <Spinner /> : null}
          {busy ? "Reading page..." : "Fill from URL"}
        </button>
      </div>
      <p
        id={messageId}
        role={error ? "alert" : "status"}
        className={`mt-2 text-sm ${error ? "font-medium text-rose-700" : "text-slate-600"}`}
      >
        {error ?? (filled ? IMPORT_MESSAGES.filled : "Title, company, location, salary and description are filled in for you to check.")}
      </p>
    </form>
  );
}

/** What the duplicate check compares ("" when there is nothing to compare yet). */
function duplicateKey(title: string, company: string, jobUrl: string): string {
  const name = sameText(title) && sameText(company) ? `${sameText(title)}|${sameText(company)}` : "|";
  const url = sameJobUrl(jobUrl);
  return name === "|" && !url ? "" : `${name}|${url}`;
}

/**
 * "Already applied?": the user's jobs with the same company and title, or the same job URL, as the fields say now
 * (checked half a second after the typing stops, or at once after an import).
 */
export function useDuplicateJobs(values: { title: string; company: string; jobUrl: string }, enabled: boolean, delayMs = 500) {
  const fetcher = useFetcher<JobActionResult>();
  const key = enabled ? duplicateKey(values.title, values.company, values.jobUrl) : "";
  const [checkedKey, setCheckedKey] = useState("");
  const latest = useRef(values);
  latest.current = values;
  const submit = fetcher.submit;

  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => {
      const { title, company, jobUrl } = latest.current;
      setCheckedKey(key);
      void submit({ intent: "duplicates", title, company, jobUrl }, POST);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs, submit]);

  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  if (!key || key !== checkedKey || answer?.status !== "success") return [];
  return answer.data.duplicates ?? [];
}

/** The notice above the fields: the matching jobs, each a link to its detail. The user can still add this one. */
export function DuplicateJobsNotice({ jobs }: { jobs: DuplicateJob[] }) {
  if (jobs.length === 0) return null;
  const [first, ...others] = jobs;
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
      <div className="min-w-0">
        <p>
          <span className="font-semibold">You already track this job: </span>
          <JobLink job={first!} />
          {others.length ? (
            <>
              {" "}
              and {others.length === 1 ? "1 more" : `${others.length} more`}:{" "}
              {others.map((job, index) => (
                <span key={job.id}>
                  {index ? ", " : ""}
                  <JobLink job={job} />
                </span>
              ))}
            </>
          ) : null}
        </p>
        <p className="mt-0.5 text-amber-800">You can still add it.</p>
      </div>
    </div>
  );
}

function JobLink({ job }: { job: DuplicateJob }) {
  const status = JOB_STATUS_LABELS[job.status as JobStatus] ?? job.status;
  return (
    <>
      <Link
        to={`/jobtracker?job=${encodeURIComponent(job.id)}`}
        className="break-words font-semibold text-amber-950 underline decoration-amber-400 underline-offset-2 hover:decoration-amber-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
      >
        {duplicateLabel(job)}
      </Link>{" "}
      <span className="text-amber-800">({status})</span>
    </>
  );
}
