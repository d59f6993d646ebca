// The job detail dialog (spec part 2 "Job detail dialog", "4. Job tracker", "8. Jobs"): header with the status
// dropdown (optimistic, reverted on failure), tiles, description, AI suggestions, notes, contact, status timeline,
// and the footer's AI Insights / Edit Details / Delete (with its confirmation). 'Get New AI Suggestions' posts
// intent=suggestions to the board's action and shows the job's new list.
import { copyToClipboard } from "~/components/jobs/copy-to-clipboard";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { useToast } from "~/components/ui/toast";
import { IconBriefcase, IconBuilding, IconDocument, IconExternal, IconSparkles } from "~/components/ui/icons";
import { AI_MESSAGES } from "~/schemas/ai";
import { daysSinceApplied, JOB_MESSAGES, type JobDto, type JobStatus } from "~/schemas/jobs";
import { IconSpinner } from "./ai/ai-ui";
import { JOBTRACKER_ACTION, type JobActionData } from "./contract";
import { daysLabel, hasContactInfo, safeJobUrl, statusChangeLabel } from "./job-dialog-logic";
import { formatChangeTime, formatJobDate, relativeTime } from "~/lib/dates";
import { CloseButton, ConfirmDialog, JobModal } from "./job-modal";
import {
  IconCalendar,
  IconContact,
  IconCopy,
  IconCurrency,
  IconHistory,
  IconHourglass,
  IconMail,
  IconMapPin,
  IconNote,
  IconPencil,
  IconPhone,
  IconTrash,
  PriorityBadge,
  StatusDot,
  StatusSelect,
} from "./job-ui";

export function JobDetailDialog({
  job,
  onClose,
  onEdit,
  onJobChange,
  onDeleted,
  onAiInsights,
}: {
  job: JobDto;
  onClose: () => void;
  onEdit: () => void;
  /** The job as it should show now (an optimistic status, the saved job, or the old job after a failure). */
  onJobChange: (job: JobDto) => void;
  onDeleted: (jobId: string) => void;
  /** Opens the AI Career Insights dialog (stacked over this one). */
  onAiInsights: () => void;
}) {
  const toast = useToast();
  const titleId = useId();
  const aiHintId = useId();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const statusFetcher = useFetcher<JobActionData>();
  const revertTo = useRef<JobDto | null>(null);
  const handledStatus = useRef<JobActionData | null>(null);
  const deleteFetcher = useFetcher<JobActionData>();
  const handledDelete = useRef<JobActionData | null>(null);
  const deleting = deleteFetcher.state !== "idle";
  const suggestionsFetcher = useFetcher<JobActionData>();
  const handledSuggestions = useRef<JobActionData | null>(null);
  const generating = suggestionsFetcher.state !== "idle";

  const changeStatus = (status: JobStatus) => {
    if (status === job.status) return;
    // Only the first of several quick changes holds the job to go back to.
    revertTo.current ??= job;
    onJobChange({ ...job, status });
    // No version here: quick successive picks in this dropdown are the user's own, and the last one wins.
    statusFetcher.submit({ intent: "status", jobId: job.id, status, mode: "fetcher" }, { method: "post", action: JOBTRACKER_ACTION });
  };

  useEffect(() => {
    const data = statusFetcher.data;
    if (statusFetcher.state !== "idle" || !data || handledStatus.current === data) return;
    handledStatus.current = data;
    if (data.ok) {
      toast.success(JOB_MESSAGES.statusUpdated);
      if (data.job) onJobChange(data.job);
    } else if (data.conflict && data.job) {
      // Changed elsewhere: show the latest version (nothing typed here to keep) and say why.
      onJobChange(data.job);
      toast.error(data.message);
    } else {
      if (revertTo.current) onJobChange(revertTo.current);
      toast.error(JOB_MESSAGES.dropdownFailed);
    }
    revertTo.current = null;
  }, [statusFetcher.state, statusFetcher.data, toast, onJobChange]);

  useEffect(() => {
    const data = deleteFetcher.data;
    if (deleteFetcher.state !== "idle" || !data || handledDelete.current === data) return;
    handledDelete.current = data;
    if (data.ok) {
      toast.success(JOB_MESSAGES.deleted);
      onDeleted(job.id);
    } else {
      setConfirmingDelete(false);
      toast.error(data.message || JOB_MESSAGES.deleteFailed);
    }
  }, [deleteFetcher.state, deleteFetcher.data, toast, onDeleted, job.id]);

  useEffect(() => {
    const data = suggestionsFetcher.data;
    if (suggestionsFetcher.state !== "idle" || !data || handledSuggestions.current === data) return;
    handledSuggestions.current = data;
    if (data.ok && data.job) {
      onJobChange(data.job);
      toast.success(data.message || AI_MESSAGES.suggestionsSaved);
    } else {
      toast.error(data.message || AI_MESSAGES.suggestionsFailed);
    }
  }, [suggestionsFetcher.state, suggestionsFetcher.data, toast, onJobChange]);

  const getSuggestions = () =>
    suggestionsFetcher.submit({ intent: "suggestions", jobId: job.id, mode: "fetcher" }, { method: "post", action: JOBTRACKER_ACTION });

  const copy = (text: string) => copyToClipboard(toast, text);

  const url = safeJobUrl(job.jobUrl);
  const hasDescription = job.description.trim() !== "";
  const tips = job.aiSuggestions.filter((tip) => tip.trim() !== "");
  const history = [...job.statusHistory].reverse();

  return (
    <>
      <JobModal
        labelledBy={titleId}
        onClose={onClose}
        busy={deleting}
        size="lg"
        header={
          <header className="shrink-0 border-b border-slate-100 bg-gradient-to-b from-indigo-50/70 to-white px-5 pb-4 pt-5 sm:px-6">
            <div className="flex items-start gap-3.5">
              <span className="hidden size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/25 sm:grid">
                <IconBriefcase className="size-6" />
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                  <h2 id={titleId} className="min-w-0 break-words text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
                    {job.title}
                  </h2>
                  <PriorityBadge priority={job.priority} />
                </div>
                <ul className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                  <li className="flex min-w-0 items-center gap-1.5 font-medium text-slate-800">
                    <IconBuilding className="size-4 shrink-0 text-slate-400" />
                    <span className="break-words">{job.company}</span>
                  </li>
                  {job.location ? (
                    <li className="flex min-w-0 items-center gap-1.5">
                      <IconMapPin className="size-4 shrink-0 text-slate-400" />
                      <span className="break-words">{job.location}</span>
                    </li>
                  ) : null}
                  <li className="flex items-center gap-1.5">
                    <IconCalendar className="size-4 shrink-0 text-slate-400" />
                    Applied {formatJobDate(job.appliedDate)}
                  </li>
                </ul>
              </div>
              <CloseButton onClick={onClose} disabled={deleting} className="-mr-1.5 -mt-1" />
            </div>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3 sm:pl-[3.875rem]">
              <StatusSelect value={job.status} onChange={changeStatus} />
              {url ? (
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-9 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3.5 text-sm font-semibold text-indigo-700 shadow-sm transition hover:border-indigo-200 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  View Job
                  <IconExternal className="size-4" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : null}
            </div>
          </header>
        }
        footer={
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
              <button
                type="button"
                disabled={!hasDescription}
                aria-describedby={hasDescription ? undefined : aiHintId}
                onClick={onAiInsights}
                className="inline-flex h-10 items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-indigo-600 to-violet-600 px-4 text-sm font-semibold text-white shadow-md shadow-indigo-600/20 transition hover:from-indigo-500 hover:to-violet-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:from-slate-300 disabled:to-slate-300 disabled:text-slate-600 disabled:shadow-none"
              >
                <IconSparkles className="size-4" />
                AI Insights
              </button>
              {hasDescription ? null : (
                <p id={aiHintId} className="text-xs text-slate-600">
                  {JOB_MESSAGES.aiRequiresDescription}
                </p>
              )}
            </div>
            <div className="grid grid-cols-2 gap-2.5 sm:flex">
              <button
                type="button"
                onClick={onEdit}
                className="inline-flex h-10 items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <IconPencil className="size-4" />
                Edit Details
              </button>
              <button
                type="button"
                onClick={() => setConfirmingDelete(true)}
                className="inline-flex h-10 items-center justify-center gap-2 rounded-xl border border-rose-200 bg-white px-4 text-sm font-semibold text-rose-700 shadow-sm transition hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600"
              >
                <IconTrash className="size-4" />
                Delete
              </button>
            </div>
          </div>
        }
      >
        <div className="space-y-6 px-5 py-5 sm:px-6 sm:py-6">
          <dl className="grid divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm sm:grid-cols-3 sm:divide-x sm:divide-y-0">
            <Tile icon={<IconCurrency className="size-5" />} label="Salary Range" tone="emerald">
              {job.salary.trim() ? job.salary : <span className="font-medium text-slate-500">Not specified</span>}
            </Tile>
            <Tile icon={<IconCalendar className="size-5" />} label="Application Date" tone="sky">
              {formatJobDate(job.appliedDate)}
            </Tile>
            <Tile icon={<IconHourglass className="size-5" />} label="Days Since Applied" tone="violet">
              {daysLabel(daysSinceApplied(job.appliedDate))}
            </Tile>
          </dl>

          <Section icon={<IconDocument className="size-4" />} title="Job Description">
            {hasDescription ? (
              <p className="whitespace-pre-line break-words text-[15px] leading-7 text-slate-700">{job.description}</p>
            ) : (
              <Empty>No description available</Empty>
            )}
          </Section>

          <Section
            icon={<IconSparkles className="size-4" />}
            title="AI Resume Suggestions"
            aside={
              <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-inset ring-indigo-100">
                {tips.length === 1 ? "1 tip" : `${tips.length} tips`}
              </span>
            }
          >
            {tips.length > 0 ? (
              <ol className="space-y-2.5">
                {tips.map((tip, index) => (
                  <li key={index} className="flex items-start gap-3 rounded-xl border border-indigo-100 bg-indigo-50/40 p-3 sm:p-3.5">
                    <span
                      aria-hidden="true"
                      className="grid size-6 shrink-0 place-items-center rounded-full bg-white text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200"
                    >
                      {index + 1}
                    </span>
                    <p data-ai-suggestion className="min-w-0 flex-1 break-words pt-0.5 text-sm leading-6 text-slate-700">
                      {tip}
                    </p>
                    <button
                      type="button"
                      onClick={() => copy(tip)}
                      aria-label={`Copy suggestion ${index + 1}`}
                      title="Copy to clipboard"
                      className="grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 transition hover:bg-white hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    >
                      <IconCopy className="size-4" />
                    </button>
                  </li>
                ))}
              </ol>
            ) : (
              <Empty>No AI suggestions yet.</Empty>
            )}
            <div className="mt-3">
              <button
                type="button"
                onClick={getSuggestions}
                disabled={generating}
                className="inline-flex h-9 items-center gap-2 rounded-xl border border-indigo-200 bg-white px-3.5 text-sm font-semibold text-indigo-700 transition hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-70"
              >
                {generating ? <IconSpinner className="size-4" /> : <IconSparkles className="size-4" />}
                {generating ? "Generating…" : "Get New AI Suggestions"}
              </button>
            </div>
          </Section>

          <Section icon={<IconNote className="size-4" />} title="Personal Notes">
            {job.notes.trim() ? (
              <p className="whitespace-pre-line break-words rounded-xl bg-amber-50/60 p-3.5 text-sm leading-6 text-slate-700 ring-1 ring-inset ring-amber-100">
                {job.notes}
              </p>
            ) : (
              <Empty>No notes added yet.</Empty>
            )}
          </Section>

          {hasContactInfo(job) ? (
            <Section icon={<IconContact className="size-4" />} title="Contact Information">
              <ul className="grid gap-2.5 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
                {job.recruiterName.trim() ? (
                  <ContactItem icon={<IconContact className="size-4" />} label="Recruiter">
                    {job.recruiterName}
                  </ContactItem>
                ) : null}
                {job.contactEmail.trim() ? (
                  <ContactItem icon={<IconMail className="size-4" />} label="Email">
                    <a
                      href={`mailto:${job.contactEmail.trim()}`}
                      className="font-medium text-indigo-700 [overflow-wrap:anywhere] underline-offset-2 hover:underline"
                    >
                      {job.contactEmail}
                    </a>
                  </ContactItem>
                ) : null}
                {job.contactPhone.trim() ? (
                  <ContactItem icon={<IconPhone className="size-4" />} label="Phone">
                    <a
                      href={`tel:${job.contactPhone.replace(/[^\d+]/g, "")}`}
                      className="font-medium text-indigo-700 underline-offset-2 hover:underline"
                    >
                      {job.contactPhone}
                    </a>
                  </ContactItem>
                ) : null}
              </ul>
            </Section>
          ) : null}

          <Section icon={<IconHistory className="size-4" />} title="Status Timeline">
            {history.length > 0 ? (
              <ol className="relative space-y-4 border-l border-slate-200 pl-5">
                {history.map((change, index) => (
                  <li key={`${change.changedAt}-${index}`} className="relative">
                    <span className="absolute -left-[1.6rem] top-1 grid size-3 place-items-center rounded-full bg-white ring-4 ring-white">
                      <StatusDot status={change.to} />
                    </span>
                    <p className="text-sm font-medium text-slate-800">{statusChangeLabel(change)}</p>
                    <p className="mt-0.5 text-xs text-slate-600">
                      <time dateTime={change.changedAt} title={formatChangeTime(change.changedAt)} suppressHydrationWarning>
                        {relativeTime(change.changedAt)}
                      </time>
                      <span aria-hidden="true"> · </span>
                      <span>{formatChangeTime(change.changedAt)}</span>
                    </p>
                  </li>
                ))}
              </ol>
            ) : (
              <Empty>No status changes yet.</Empty>
            )}
          </Section>
        </div>
      </JobModal>

      {confirmingDelete ? (
        <ConfirmDialog
          title="Delete Job Application"
          message={`Are you sure you want to delete the application for ${job.title} at ${job.company}? This action cannot be undone.`}
          confirmLabel="Yes, Delete"
          cancelLabel="Cancel"
          busy={deleting}
          busyLabel="Deleting..."
          icon={<IconTrash className="size-5" />}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() =>
            deleteFetcher.submit({ intent: "delete", jobId: job.id, mode: "fetcher" }, { method: "post", action: JOBTRACKER_ACTION })
          }
        />
      ) : null}
    </>
  );
}

const TILE_TONES = {
  emerald: "bg-emerald-50 text-emerald-700",
  sky: "bg-sky-50 text-sky-700",
  violet: "bg-violet-50 text-violet-700",
} as const;

function Tile({ icon, label, tone, children }: { icon: ReactNode; label: string; tone: keyof typeof TILE_TONES; children: ReactNode }) {
  return (
    <div className="flex items-center gap-3 px-4 py-3 sm:py-4">
      <span className={`grid size-9 shrink-0 place-items-center rounded-xl sm:size-10 ${TILE_TONES[tone]}`}>{icon}</span>
      {/* A row with the value on the right on phones, a tile with the value under its label from sm up. */}
      <div className="flex min-w-0 flex-1 items-center justify-between gap-3 sm:block">
        <dt className="text-xs font-medium text-slate-600">{label}</dt>
        <dd className="min-w-0 break-words text-right text-[15px] font-semibold text-slate-900 sm:mt-0.5 sm:text-left">{children}</dd>
      </div>
    </div>
  );
}

function Section({ icon, title, aside, children }: { icon: ReactNode; title: string; aside?: ReactNode; children: ReactNode }) {
  // Not a named region (the headings structure the dialog): 'Status' must only name the status dropdown.
  return (
    <section>
      <div className="mb-3 flex items-center gap-2.5">
        <span className="grid size-7 place-items-center rounded-lg bg-slate-100 text-slate-600">{icon}</span>
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        {aside ? <span className="ml-auto">{aside}</span> : null}
      </div>
      {children}
    </section>
  );
}

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2.5 rounded-xl border border-slate-200 p-3">
      <span className="mt-0.5 text-slate-400">{icon}</span>
      <div className="min-w-0 text-sm">
        <p className="text-xs font-medium text-slate-600">{label}</p>
        <p className="mt-0.5 break-words text-slate-800">{children}</p>
      </div>
    </li>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-200 bg-slate-50/60 px-3.5 py-3 text-sm text-slate-600">{children}</p>;
}
