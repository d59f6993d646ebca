// The job detail dialog's dates and people (issue 18): the follow-up date, the interviews (add, remove, download as
// .ics) and the contacts (add, remove, download as a vCard). Each form posts one small intent to the board's action
// (a fetcher with JavaScript, a plain form post without), which changes only its part of the job on its latest version;
// the answer's job replaces the dialog's. A failure keeps what was typed and toasts the intent's message.
import { CalendarPlus, Download, Link2, type LucideIcon, Mail, Phone, Trash2, UserPlus } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, useId, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { describedBy, FieldMessage, labelClass } from "~/components/ui/fields";
import { compactInputClass } from "~/components/ui/input-class";
import { Options } from "~/components/ui/options";
import { useTimeZone } from "~/components/ui/time-zone";
import { useFormDataAddition } from "~/components/ui/use-form-data-addition";
import { formatDateTimeIn, zoneOffsetAt } from "~/lib/time-zone";
import { INTERVIEW_KIND_LABELS, INTERVIEW_KINDS, JOBTRACKER_ACTION, type JobContact, type JobInterview } from "~/schemas/jobs-rules";
import type { JobActionResult, JobDto } from "~/schemas/jobs";
import { safeJobUrl } from "./job-dialog-logic";
import { EmptyLine } from "./job-ui";
import { useJobAction } from "./use-job-action";

type OnJobChange = (job: JobDto) => void;

const smallButton =
  "inline-flex h-9 items-center justify-center gap-2 rounded-xl px-3.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-70";
const primaryButton = `${smallButton} bg-indigo-600 text-white shadow-sm hover:bg-indigo-500`;
const outlineButton = `${smallButton} border border-indigo-200 bg-white text-indigo-700 hover:bg-indigo-50`;
const removeButton =
  "grid size-8 shrink-0 place-items-center rounded-lg text-slate-400 transition hover:bg-rose-50 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 disabled:cursor-wait disabled:opacity-60";
const DISCLOSURE_SUMMARY =
  "flex cursor-pointer list-none items-center gap-2 rounded-xl px-3.5 py-2.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-50/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** A labelled compact input, with the server's error for it (if any) below it. */
function CompactField({
  id,
  label,
  error = null,
  className,
  ...input
}: { id: string; label: ReactNode; error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} {...input} className={`mt-1.5 ${compactInputClass(Boolean(error))}`} {...describedBy(id, error)} />
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** The submit button that adds an interview or a contact (its form places it). */
function AddButton({ busy, icon: Icon, label, busyLabel }: { busy: boolean; icon: LucideIcon; label: string; busyLabel: string }) {
  return (
    <button type="submit" className={primaryButton} disabled={busy}>
      <Icon className="size-4" aria-hidden="true" />
      {busy ? busyLabel : label}
    </button>
  );
}

/** A field's first error in an invalid answer (the server's zod messages). */
function fieldError(result: JobActionResult | undefined, name: string): string | null {
  if (result?.status !== "invalid") return null;
  return result.submission.error?.[name]?.[0] ?? null;
}

/** One intent's form: a fetcher form whose successful answer replaces the job (and, if asked, empties the form). */
function usePlansForm(onJobChange: OnJobChange, { resetOnSuccess = false } = {}) {
  const form = useRef<HTMLFormElement>(null);
  const action = useJobAction({
    onSuccess: (result) => {
      if (result.data.job) onJobChange(result.data.job);
      if (resetOnSuccess) form.current?.reset();
    },
  });
  const settled = action.fetcher.state === "idle" ? action.fetcher.data : undefined;
  return { form, action, Form: action.fetcher.Form, settled };
}

function HiddenJob({ intent, jobId }: { intent: string; jobId: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="jobId" value={jobId} />
    </>
  );
}

/** Follow-up date: set, change or clear it. */
function FollowUpForm({ job, onJobChange }: { job: JobDto; onJobChange: OnJobChange }) {
  const id = useId();
  const { Form, action, settled } = usePlansForm(onJobChange);
  const error = fieldError(settled, "followUpAt");
  return (
    <Form method="post" action={JOBTRACKER_ACTION} className="flex flex-wrap items-end gap-2.5">
      <HiddenJob intent="follow-up" jobId={job.id} />
      <CompactField
        key={job.followUpAt ?? ""}
        id={`${id}-follow-up`}
        label="Follow-up date"
        error={error}
        className="min-w-0 flex-1 basis-44"
        type="date"
        name="followUpAt"
        defaultValue={job.followUpAt ?? ""}
      />
      <button type="submit" className={primaryButton} disabled={action.busy}>
        Save date
      </button>
      {job.followUpAt ? (
        <button type="submit" name="clear" value="1" className={outlineButton} disabled={action.busy}>
          Clear
        </button>
      ) : null}
    </Form>
  );
}

function InterviewRow({ job, interview, onJobChange }: { job: JobDto; interview: JobInterview; onJobChange: OnJobChange }) {
  const timeZone = useTimeZone();
  const { Form, action } = usePlansForm(onJobChange);
  const label = INTERVIEW_KIND_LABELS[interview.kind];
  const when = formatDateTimeIn(interview.at, timeZone);
  return (
    <li className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3" data-testid="interview-row">
      <span className="mt-0.5 rounded-lg bg-sky-50 px-2 py-1 text-xs font-semibold text-sky-800 ring-1 ring-inset ring-sky-100">
        {label}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-slate-900">
          <time dateTime={interview.at}>{when}</time>
        </p>
        {interview.notes ? <p className="mt-0.5 whitespace-pre-line break-words text-sm text-slate-600">{interview.notes}</p> : null}
      </div>
      <Form method="post" action={JOBTRACKER_ACTION}>
        <HiddenJob intent="interview-remove" jobId={job.id} />
        <input type="hidden" name="interviewId" value={interview.id} />
        <button type="submit" className={removeButton} disabled={action.busy} aria-label={`Remove ${label} on ${when}`}>
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </Form>
    </li>
  );
}

/**
 * "Schedule interview": a date and time in the user's zone (the one the page shows times in), sent with that zone's
 * offset on that date, the kind and notes.
 */
function InterviewForm({ job, onJobChange }: { job: JobDto; onJobChange: OnJobChange }) {
  const id = useId();
  const { Form, form, action, settled } = usePlansForm(onJobChange, { resetOnSuccess: true });
  const timeZone = useTimeZone();
  // With the page running, the browser sends the zone's offset at that date; a form posted before (or without)
  // JavaScript sends the zone itself, and the server reads the time in it the same way (interviewFormSchema).
  useFormDataAddition(form, (data) => {
    const at = data.get("at");
    data.set("tzOffset", String(typeof at === "string" ? zoneOffsetAt(at, timeZone) : 0));
  });
  const error = fieldError(settled, "at");
  return (
    <Form ref={form} method="post" action={JOBTRACKER_ACTION} className="px-3.5 pb-3.5">
      <HiddenJob intent="interview-add" jobId={job.id} />
      <input type="hidden" name="timeZone" value={timeZone} />
      <div className="grid gap-2.5 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
        <CompactField id={`${id}-at`} label="Date and time" error={error} type="datetime-local" name="at" required />
        <div>
          <label htmlFor={`${id}-kind`} className={labelClass}>
            Type
          </label>
          <select id={`${id}-kind`} name="kind" defaultValue="phone" className={`mt-1.5 ${compactInputClass(false)}`}>
            <Options values={INTERVIEW_KINDS} label={(kind) => INTERVIEW_KIND_LABELS[kind]} />
          </select>
        </div>
      </div>
      <CompactField
        id={`${id}-notes`}
        label={
          <>
            Notes <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
        className="mt-2.5"
        name="notes"
        maxLength={2000}
        placeholder="Who you meet, what to prepare"
      />
      <div className="mt-3 flex justify-end">
        <AddButton busy={action.busy} icon={CalendarPlus} label="Schedule interview" busyLabel="Scheduling…" />
      </div>
    </Form>
  );
}

/**
 * A disclosure that opens without JavaScript too. In a dialog opened in the browser (a card clicked), its body (a
 * form, its fields and its fetcher) is built when it is first opened, so a closed one costs the dialog's opening
 * nothing; rendered on the server (and hydrated), the body is there from the start for the page without scripts.
 */
function Disclosure({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const mountedInBrowser = useRef(useHydrated()).current;
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="rounded-xl border border-dashed border-slate-300 bg-slate-50/60 open:bg-white"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className={DISCLOSURE_SUMMARY}>{summary}</summary>
      {opened || !mountedInBrowser ? children : null}
    </details>
  );
}

function ScheduleInterview(props: { job: JobDto; onJobChange: OnJobChange }) {
  return (
    <Disclosure
      summary={
        <>
          <CalendarPlus className="size-4" aria-hidden="true" />
          Schedule an interview
        </>
      }
    >
      <InterviewForm {...props} />
    </Disclosure>
  );
}

export function FollowUpAndInterviews({ job, onJobChange }: { job: JobDto; onJobChange: OnJobChange }) {
  return (
    <div className="space-y-4">
      <FollowUpForm job={job} onJobChange={onJobChange} />
      <div>
        <div className="flex items-center justify-between gap-3">
          <p className={labelClass}>Interviews</p>
          {job.interviews.length ? (
            <a
              href={`/api/jobs/${encodeURIComponent(job.id)}/interviews.ics`}
              download
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline"
            >
              <Download className="size-4" aria-hidden="true" />
              Add to calendar (.ics)
            </a>
          ) : null}
        </div>
        {job.interviews.length ? (
          <ul className="mt-2 space-y-2">
            {job.interviews.map((interview) => (
              <InterviewRow key={interview.id} job={job} interview={interview} onJobChange={onJobChange} />
            ))}
          </ul>
        ) : (
          <div className="mt-1.5">
            <EmptyLine>No interviews scheduled yet.</EmptyLine>
          </div>
        )}
      </div>
      <ScheduleInterview job={job} onJobChange={onJobChange} />
    </div>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2 text-sm">
      <span className="text-slate-400">{icon}</span>
      <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
    </li>
  );
}

function ContactCard({ job, contact, onJobChange }: { job: JobDto; contact: JobContact; onJobChange: OnJobChange }) {
  const { Form, action } = usePlansForm(onJobChange);
  const linkedin = safeJobUrl(contact.linkedin);
  const name = contact.name || contact.email;
  const link = "font-medium text-indigo-700 underline-offset-2 hover:underline";
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3.5" data-testid="contact-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-words text-sm font-semibold text-slate-900">{name}</p>
          {contact.role ? <p className="text-xs font-medium text-slate-600">{contact.role}</p> : null}
        </div>
        <Form method="post" action={JOBTRACKER_ACTION}>
          <HiddenJob intent="contact-remove" jobId={job.id} />
          <input type="hidden" name="contactId" value={contact.id} />
          <button type="submit" className={removeButton} disabled={action.busy} aria-label={`Remove contact ${name}`}>
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </Form>
      </div>
      <ul className="mt-2 space-y-1">
        {contact.email ? (
          <ContactLine icon={<Mail className="size-4" aria-hidden="true" />}>
            <a href={`mailto:${contact.email}`} className={link}>
              {contact.email}
            </a>
          </ContactLine>
        ) : null}
        {contact.phone ? (
          <ContactLine icon={<Phone className="size-4" aria-hidden="true" />}>
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className={link}>
              {contact.phone}
            </a>
          </ContactLine>
        ) : null}
        {linkedin ? (
          <ContactLine icon={<Link2 className="size-4" aria-hidden="true" />}>
            <a href={linkedin} target="_blank" rel="noopener noreferrer" className={link}>
              LinkedIn profile<span className="sr-only"> of {name} (opens in a new tab)</span>
            </a>
          </ContactLine>
        ) : null}
      </ul>
      {contact.notes ? <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-600">{contact.notes}</p> : null}
      <a
        href={`/api/jobs/${encodeURIComponent(job.id)}/contacts/${encodeURIComponent(contact.id)}/vcard`}
        download
        className="mt-2.5 inline-flex items-center gap-1.5 text-xs font-semibold text-indigo-700 underline-offset-2 hover:underline"
      >
        <Download className="size-3.5" aria-hidden="true" />
        Download vCard<span className="sr-only"> for {name}</span>
      </a>
    </li>
  );
}

const CONTACT_FIELDS = [
  { name: "name", label: "Name", type: "text", autoComplete: "off" },
  { name: "role", label: "Role", type: "text", autoComplete: "off", placeholder: "Recruiter, hiring manager…" },
  { name: "email", label: "Email", type: "email", autoComplete: "off" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "off" },
  { name: "linkedin", label: "LinkedIn URL", type: "url", autoComplete: "off", placeholder: "https://www.linkedin.com/in/…" },
  { name: "notes", label: "Notes", type: "text", autoComplete: "off" },
] as const;

/** "Add contact": a disclosure with the contact's fields. */
export function AddContactForm({ job, onJobChange, first }: { job: JobDto; onJobChange: OnJobChange; first: boolean }) {
  return (
    <Disclosure
      summary={
        <>
          <UserPlus className="size-4" aria-hidden="true" />
          {first ? "Add a contact" : "Add another contact"}
        </>
      }
    >
      <ContactForm job={job} onJobChange={onJobChange} />
    </Disclosure>
  );
}

function ContactForm({ job, onJobChange }: { job: JobDto; onJobChange: OnJobChange }) {
  const id = useId();
  const { Form, form, action, settled } = usePlansForm(onJobChange, { resetOnSuccess: true });
  return (
    <Form ref={form} method="post" action={JOBTRACKER_ACTION} className="grid gap-2.5 px-3.5 pb-3.5 sm:grid-cols-2">
      <HiddenJob intent="contact-add" jobId={job.id} />
      {CONTACT_FIELDS.map((field) => (
        <CompactField
          key={field.name}
          id={`${id}-${field.name}`}
          label={field.label}
          error={fieldError(settled, field.name)}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete}
          placeholder={"placeholder" in field ? field.placeholder : undefined}
        />
      ))}
      <div className="flex justify-end sm:col-span-2">
        <AddButton busy={action.busy} icon={UserPlus} label="Add contact" busyLabel="Adding…" />
      </div>
    </Form>
  );
}

/** The job's contacts (the first one is the spec's recruiter), then "Add another contact". */
export function ContactCards({ job, onJobChange }: { job: JobDto; onJobChange: OnJobChange }) {
  return (
    <div className="space-y-3">
      <ul className="grid gap-2.5 sm:grid-cols-2">
        {job.contacts.map((contact) => (
          <ContactCard key={contact.id} job={job} contact={contact} onJobChange={onJobChange} />
        ))}
      </ul>
      <AddContactForm job={job} onJobChange={onJobChange} first={false} />
    </div>
  );
}
