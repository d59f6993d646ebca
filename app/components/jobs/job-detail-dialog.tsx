// The job detail dialog (spec part 2 "Job detail dialog", "4. Job tracker", "8. Jobs"): header with the status
// dropdown (optimistic, reverted on failure; out of the wishlist it asks for the application date first, issue 31),
// tiles, description, AI suggestions, notes, contact, status timeline, and the footer's AI Insights / Edit Details / Delete (with its confirmation). 'Get New AI Suggestions' posts
// intent=suggestions to the board's action and shows the job's new list.
import { Spinner } from "~/components/ui/button";
import {
  Briefcase,
  Building2,
  Calendar,
  CalendarClock,
  FileText,
  History,
  Link2,
  MapPin,
  Pencil,
  Sparkles,
  StickyNote,
  Trash2,
  User,
  Wand2,
} from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { copyToClipboard } from "~/components/jobs/copy-to-clipboard";
import { Button } from "~/components/ui/button";
import { ConfirmDialog, Modal } from "~/components/ui/modal";
import { NewTabLink } from "~/components/ui/new-tab-link";
import { useToast } from "~/components/ui/toast";
import { useTimeZone } from "~/components/ui/time-zone";
import { formatJobDate } from "~/lib/dates";
import { todayIn } from "~/lib/time-zone";
import { appliedDateToAsk, JOB_MESSAGES, type JobStatus } from "~/schemas/jobs-rules";
import type { JobDto } from "~/schemas/jobs";
import { type AppliedDateQuestion, AppliedDatePrompt } from "./applied-date-prompt";
import { safeJobUrl } from "./job-dialog-logic";
import { JobTiles, StatusTimeline, SuggestionList } from "./job-detail-sections";
import { AddContactForm, ContactCards, FollowUpAndInterviews } from "./job-plans-sections";
import { DialogIconTile, EmptyLine, JobDialogHeader, PriorityBadge, SectionHeading, StatusSelect } from "./job-ui";
import { PortfolioLinkSection } from "./portfolio-link-section";
import { useJobAction } from "./use-job-action";

export function JobDetailDialog({
  job,
  onClose,
  onEdit,
  onJobChange,
  onDeleted,
  onAiInsights,
  onKit,
}: {
  job: JobDto;
  onClose: () => void;
  onEdit: () => void;
  /** The job as it should show now (an optimistic status, the saved job, or the old job after a failure). */
  onJobChange: (job: JobDto) => void;
  onDeleted: (jobId: string) => void;
  /** Opens the AI Career Insights dialog (stacked over this one). */
  onAiInsights: () => void;
  /** Opens the application kit over the detail (issue 33). */
  onKit: () => void;
}) {
  const toast = useToast();
  const titleId = useId();
  const aiHintId = useId();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [confirmingReplace, setConfirmingReplace] = useState(false);

  // Only the first of several quick status changes holds the job to go back to.
  const revertTo = useRef<JobDto | null>(null);
  const statusAction = useJobAction(
    {
      onSuccess: (result) => {
        if (result.data.job) onJobChange(result.data.job);
        revertTo.current = null;
      },
      onError: (result) => {
        // Changed elsewhere: show the latest version (nothing typed here to keep); else back to where it was.
        const latest = result.reason === "conflict" ? result.data?.job : undefined;
        const back = latest ?? revertTo.current;
        if (back) onJobChange(back);
        revertTo.current = null;
      },
    },
    { errorToast: JOB_MESSAGES.dropdownFailed, toastConflict: true },
  );
  const deleteAction = useJobAction({
    onSuccess: () => onDeleted(job.id),
    onError: () => setConfirmingDelete(false),
  });
  const suggestionsAction = useJobAction({
    onSuccess: (result) => {
      if (result.data.job) onJobChange(result.data.job);
    },
  });
  const deleting = deleteAction.busy;
  const generating = suggestionsAction.busy;

  const timeZone = useTimeZone();
  /** A pick out of the wishlist waits for its application date (issue 31); until then the dropdown shows the old status. */
  const [dateQuestion, setDateQuestion] = useState<AppliedDateQuestion<JobDto> | null>(null);
  const saveStatus = (status: JobStatus, appliedDate?: string) => {
    revertTo.current ??= job;
    onJobChange({ ...job, status, ...(appliedDate ? { appliedDate } : {}) });
    // No version here: quick successive picks in this dropdown are the user's own, and the last one wins.
    statusAction.submit({ intent: "status", jobId: job.id, status, mode: "fetcher", ...(appliedDate ? { appliedDate } : {}) });
  };
  const changeStatus = (status: JobStatus) => {
    if (status === job.status) return;
    const date = appliedDateToAsk(job, status, todayIn(timeZone));
    if (date === null) saveStatus(status);
    else setDateQuestion({ job, to: status, date });
  };

  const copy = (text: string) => copyToClipboard(toast, text);
  const url = safeJobUrl(job.jobUrl);
  const hasDescription = job.description.trim() !== "";
  const tips = job.aiSuggestions.filter((tip) => tip.trim() !== "");
  const requestSuggestions = () => suggestionsAction.submit({ intent: "suggestions", jobId: job.id, mode: "fetcher" });

  return (
    <>
      <Modal
        labelledBy={titleId}
        onClose={onClose}
        busy={deleting}
        size="lg"
        header={
          <JobDialogHeader
            className="bg-gradient-to-b from-indigo-50/70 to-white pb-4"
            tile={
              <DialogIconTile className="hidden size-12 rounded-2xl sm:grid">
                <Briefcase className="size-6" aria-hidden="true" />
              </DialogIconTile>
            }
            onClose={onClose}
            closeDisabled={deleting}
            heading={
              <>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                  <h2 id={titleId} className="min-w-0 break-words text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
                    {job.title}
                  </h2>
                  <PriorityBadge priority={job.priority} />
                </div>
                <ul className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                  <li className="flex min-w-0 items-center gap-1.5 font-medium text-slate-800">
                    <Building2 className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                    <span className="break-words">{job.company}</span>
                  </li>
                  {job.location ? (
                    <li className="flex min-w-0 items-center gap-1.5">
                      <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                      <span className="break-words">{job.location}</span>
                    </li>
                  ) : null}
                  <li className="flex items-center gap-1.5">
                    <Calendar className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
                    {job.appliedDate ? `Applied ${formatJobDate(job.appliedDate)}` : "Not applied yet"}
                  </li>
                </ul>
              </>
            }
          >
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3 sm:pl-[3.875rem]">
              <StatusSelect value={job.status} onChange={changeStatus} />
              {url ? (
                <NewTabLink
                  href={url}
                  className="inline-flex h-9 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3.5 text-sm font-semibold text-indigo-700 shadow-sm transition hover:border-indigo-200 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  View Job
                </NewTabLink>
              ) : null}
            </div>
          </JobDialogHeader>
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
                <Sparkles className="size-4" aria-hidden="true" />
                AI Insights
              </button>
              <Button variant="secondary" size="compact" onClick={onKit}>
                <Wand2 className="size-4" aria-hidden="true" />
                Application kit
              </Button>
              {hasDescription ? null : (
                <p id={aiHintId} className="text-xs text-slate-600">
                  {JOB_MESSAGES.aiRequiresDescription}
                </p>
              )}
            </div>
            <div className="grid grid-cols-2 gap-2.5 sm:flex">
              <Button variant="secondary" size="compact" onClick={onEdit}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit Details
              </Button>
              <Button variant="danger-outline" size="compact" onClick={() => setConfirmingDelete(true)}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
            </div>
          </div>
        }
      >
        <div className="space-y-6 px-5 py-5 sm:px-6 sm:py-6">
          <JobTiles job={job} />

          <Section icon={<CalendarClock className="size-4" aria-hidden="true" />} title="Follow-up & Interviews">
            <FollowUpAndInterviews job={job} onJobChange={onJobChange} />
          </Section>

          <Section icon={<FileText className="size-4" aria-hidden="true" />} title="Job Description">
            {hasDescription ? (
              <p className="whitespace-pre-line break-words text-[15px] leading-7 text-slate-700">{job.description}</p>
            ) : (
              <EmptyLine>No description available</EmptyLine>
            )}
          </Section>

          <Section
            icon={<Sparkles className="size-4" aria-hidden="true" />}
            title="AI Resume Suggestions"
            aside={
              <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-inset ring-indigo-100">
                {tips.length === 1 ? "1 tip" : `${tips.length} tips`}
              </span>
            }
          >
            <SuggestionList tips={tips} onCopy={copy} />
            <div className="mt-3">
              <button
                type="button"
                // New suggestions replace the list, which may hold tips the user wrote or edited: ask first.
                onClick={() => (tips.length > 0 ? setConfirmingReplace(true) : requestSuggestions())}
                disabled={generating}
                className="inline-flex h-9 items-center gap-2 rounded-xl border border-indigo-200 bg-white px-3.5 text-sm font-semibold text-indigo-700 transition hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-70"
              >
                {generating ? <Spinner /> : <Sparkles className="size-4" aria-hidden="true" />}
                {generating ? "Generating…" : "Get New AI Suggestions"}
              </button>
            </div>
          </Section>

          <Section icon={<StickyNote className="size-4" aria-hidden="true" />} title="Personal Notes">
            {job.notes.trim() ? (
              <p className="whitespace-pre-line break-words rounded-xl bg-amber-50/60 p-3.5 text-sm leading-6 text-slate-700 ring-1 ring-inset ring-amber-100">
                {job.notes}
              </p>
            ) : (
              <EmptyLine>No notes added yet.</EmptyLine>
            )}
          </Section>

          {/* Shown only when the job has a contact (spec part 2); until then, only the way to add one. */}
          {job.contacts.length ? (
            <Section icon={<User className="size-4" aria-hidden="true" />} title="Contact Information">
              <ContactCards job={job} onJobChange={onJobChange} />
            </Section>
          ) : (
            <AddContactForm job={job} onJobChange={onJobChange} first />
          )}

          <Section icon={<Link2 className="size-4" aria-hidden="true" />} title="Portfolio Link">
            <PortfolioLinkSection job={job} />
          </Section>

          <Section icon={<History className="size-4" aria-hidden="true" />} title="Status Timeline">
            <StatusTimeline job={job} />
          </Section>
        </div>
      </Modal>

      {dateQuestion ? (
        <AppliedDatePrompt
          {...dateQuestion}
          onConfirm={(date) => {
            setDateQuestion(null);
            saveStatus(dateQuestion.to, date);
          }}
          onCancel={() => setDateQuestion(null)}
        />
      ) : null}
      {confirmingReplace ? (
        <ConfirmDialog
          title="Replace AI Suggestions?"
          message={`New suggestions will replace the ${tips.length === 1 ? "tip" : `${tips.length} tips`} in this job's AI Resume Suggestions, including any you wrote or edited.`}
          confirmLabel="Replace Suggestions"
          cancelLabel="Keep Current"
          tone="warning"
          icon={<Sparkles className="size-5" aria-hidden="true" />}
          onCancel={() => setConfirmingReplace(false)}
          onConfirm={() => {
            setConfirmingReplace(false);
            requestSuggestions();
          }}
        />
      ) : null}
      {confirmingDelete ? (
        <ConfirmDialog
          title="Delete Job Application"
          message={`Are you sure you want to delete the application for ${job.title} at ${job.company}? This action cannot be undone.`}
          confirmLabel="Yes, Delete"
          cancelLabel="Cancel"
          busy={deleting}
          busyLabel="Deleting..."
          icon={<Trash2 className="size-5" aria-hidden="true" />}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => deleteAction.submit({ intent: "delete", jobId: job.id, mode: "fetcher" })}
        />
      ) : null}
    </>
  );
}

function Section({ icon, title, aside, children }: { icon: ReactNode; title: string; aside?: ReactNode; children: ReactNode }) {
  // Not a named region (the headings structure the dialog): 'Status' must only name the status dropdown.
  return (
    <section>
      <SectionHeading icon={icon} title={title} aside={aside} />
      {children}
    </section>
  );
}
