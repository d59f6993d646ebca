// Job applications (spec part 2: Job Tracker, Add/Edit Job dialogs, entities, validation, calls, errors). The same
// schemas validate the dialogs in the browser (conform), the /jobtracker actions and the Hono handlers of /api/jobs.
import { EMAIL_ADDRESS } from "./email-rules";
import { z } from "./z";
import { parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import type { ActionResult } from "~/lib/action-result";
import { baseVersionSchema } from "./version";
import { zoneOffsetAt } from "~/lib/time-zone";
import type { TrackedLinkDto } from "./analytics-rules";
import type { DuplicateJob, JobImportDraft } from "./job-import-url-rules";
import {
  INTERVIEW_KINDS,
  JOB_STATUSES,
  JOB_MESSAGES,
  JOB_PRIORITIES,
  type JobContact,
  type JobInterview,
  todayIso,
  type JobStatus,
  type JobStatusChange,
  type JobIntent,
  needsAppliedDate,
  type JOB_DETAILS_INTENT,
} from "./jobs-rules";

export * from "./jobs-rules";

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).default("");

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

const jobStatusSchema = z.enum(JOB_STATUSES, { error: JOB_MESSAGES.status });

const jobPrioritySchema = z.enum(JOB_PRIORITIES, { error: JOB_MESSAGES.priority });

/**
 * A calendar date (YYYY-MM-DD); ISO date-times are cut to their date; "" is no date (which only a wishlist job may
 * have: withAppliedDateRule).
 */
const appliedDate = z
  .string({ error: JOB_MESSAGES.appliedDateRequired })
  .trim()
  .transform((v) => (/^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v))
  .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), "Please enter a valid date");

/**
 * Absent (an API client that leaves it out) is decided with the status (withAppliedDateRule): today, the spec's
 * default, or none in the wishlist. Present but empty (a dialog whose date was cleared, or JSON "") is 'Application
 * date is required' outside the wishlist. The dialogs prefill today themselves.
 */
const appliedDateField = appliedDate.optional();

/** A real calendar day (2031-02-30 is not: Date.parse would roll it over to March). */
const calendarDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const time = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
};

/** A follow-up date (YYYY-MM-DD); an ISO date-time is cut to its date; "" or null clears it. */
const followUpAtSchema = z
  .union([z.string().trim(), z.null()], { error: JOB_MESSAGES.followUpDate })
  .transform((v) => (v ? (/^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v) : null))
  .refine((v) => v === null || calendarDate(v), JOB_MESSAGES.followUpDate);

/**
 * An interview's time: an ISO date-time with its offset (or Z), stored in UTC. A time without an offset is read
 * in UTC (the dialog sends the browser's offset with its local time instead: see interviewFormSchema).
 */
const interviewAtSchema = z
  .string({ error: JOB_MESSAGES.interviewAt })
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.test(v), JOB_MESSAGES.interviewAt)
  .transform((v) => new Date(/(Z|[+-]\d{2}:\d{2})$/.test(v) ? v : `${v}Z`))
  .refine((d) => !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 1970 && d.getUTCFullYear() <= 9999, JOB_MESSAGES.interviewAt)
  .transform((d) => d.toISOString());

const interviewKindSchema = z.enum(INTERVIEW_KINDS, { error: JOB_MESSAGES.interviewKind });

/** One interview in POST/PUT /jobs (`id` keeps an existing one; a new or unknown id gets a fresh one). */
export const jobInterviewSchema = z.object({
  id: z.string().trim().max(64).optional(),
  at: interviewAtSchema,
  kind: interviewKindSchema.default("other"),
  notes: text(2000),
});

const email = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === "" || EMAIL_ADDRESS.test(v), JOB_MESSAGES.email)
  .default("");

/** One contact in POST/PUT /jobs and the detail dialog's "Add contact" (a name or an email is needed). */
export const jobContactSchema = z
  .object({
    id: z.string().trim().max(64).optional(),
    name: text(200),
    role: text(200),
    email,
    phone: text(50),
    linkedin: z
      .string()
      .trim()
      .max(500)
      .refine((v) => v === "" || (/^https?:\/\/\S+$/i.test(v) && URL.canParse(v)), JOB_MESSAGES.linkedin)
      .default(""),
    notes: text(2000),
  })
  .refine((c) => c.name !== "" || c.email !== "", { message: JOB_MESSAGES.contactNameOrEmail, path: ["name"] });

/** The fields of a job application (add and edit). */
const jobFieldsSchema = z.object({
  title: required(JOB_MESSAGES.titleRequired),
  company: required(JOB_MESSAGES.companyRequired),
  location: text(200),
  salary: text(100),
  status: jobStatusSchema.default("applied"),
  priority: jobPrioritySchema.default("medium"),
  jobUrl: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === "" || (/^https?:\/\/\S+$/i.test(v) && URL.canParse(v)), JOB_MESSAGES.url)
    .default(""),
  description: text(20_000),
  appliedDate: appliedDateField,
  recruiterName: text(200),
  contactEmail: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === "" || EMAIL_ADDRESS.test(v), JOB_MESSAGES.email)
    .default(""),
  contactPhone: text(50),
  notes: text(10_000),
  /** Blank suggestions are dropped. */
  aiSuggestions: z
    .array(z.string().trim().max(2000))
    .max(50)
    .default([])
    .transform((list) => list.filter(Boolean)),
  // Issue 18. Left out (the spec's clients, the Edit dialog), a job keeps what it has; on a new job they are empty.
  followUpAt: followUpAtSchema.optional(),
  interviews: z.array(jobInterviewSchema).max(20, JOB_MESSAGES.tooManyInterviews).optional(),
  contacts: z.array(jobContactSchema).max(20, JOB_MESSAGES.tooManyContacts).optional(),
});

/** Whether a field of the job parsed without issues so far (a rule across fields reads it only then). */
const fieldsParsed =
  (...names: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => names.includes(String(issue.path?.[0])));

/**
 * Issue 31: the application date is required in every status but the wishlist; left out, it is today (the spec's
 * default) or, in the wishlist, none (""). Checked even when other fields have errors, so a form shows them all.
 */
function withAppliedDateRule<S extends z.ZodType<{ status: JobStatus; appliedDate?: string | undefined }>>(schema: S) {
  return schema
    .refine((job) => !needsAppliedDate(job.status) || job.appliedDate !== "", {
      message: JOB_MESSAGES.appliedDateRequired,
      path: ["appliedDate"],
      when: fieldsParsed("status", "appliedDate"),
    })
    .transform((job) => ({ ...job, appliedDate: job.appliedDate ?? (needsAppliedDate(job.status) ? todayIso() : "") }));
}

/** POST /jobs and the Add dialog. */
export const createJobSchema = withAppliedDateRule(jobFieldsSchema);

/**
 * PUT /jobs/{id} and the Edit dialog: the merged job (unknown keys such as _id, timestamps are ignored), and the
 * `version` it was based on (optional; a stale one answers 409).
 */
export const updateJobSchema = withAppliedDateRule(jobFieldsSchema.extend({ version: baseVersionSchema }));

/**
 * PATCH /jobs/{id}/status and the board's drag and drop / dropdown. `appliedDate` (issue 31): the date a job leaving
 * the wishlist was applied on (the date prompt's answer); left out, such a job gets today.
 */
export const jobStatusUpdateSchema = z.object({
  status: jobStatusSchema,
  version: baseVersionSchema,
  appliedDate: appliedDate.refine((v) => v !== "", JOB_MESSAGES.appliedDateRequired).optional(),
});

export type JobInput = z.output<typeof createJobSchema>;

// conform turns an empty form field into "absent", which would make a cleared Application Date silently today:
// the job forms keep that one field's empty string, so the schema says it is required.
const { coerceFormValue: coerceJobForm } = configureCoercion({
  customize: (type) => (type === appliedDateField ? (value) => value : null),
});

/** The Add/Edit dialog and the /jobtracker action read a job form with this (one schema, same answer). */
export function parseJobForm(formData: FormData, editing: boolean) {
  return parseWithZod(formData, { schema: coerceJobForm(editing ? updateJobSchema : createJobSchema), disableAutoCoercion: true });
}

/** The detail dialog's "Follow-up date" (intent=follow-up). */
export const followUpFormSchema = z
  .object({ followUpAt: followUpAtSchema.default(null), clear: z.literal("1").optional() })
  .transform(({ followUpAt, clear }) => ({ followUpAt: clear ? null : followUpAt }));

/**
 * The detail dialog's "Schedule interview" (intent=interview-add): a datetime-local value read in the user's zone.
 * With the page running, the browser sends that zone's offset on that date (`tzOffset`, Date#getTimezoneOffset's
 * minutes); a form posted before (or without) JavaScript sends the zone the page was rendered in (`timeZone`), whose
 * offset on that date the server works out the same way; with neither, the time is read in UTC.
 */
export const interviewFormSchema = z
  .object({
    at: z
      .string({ error: JOB_MESSAGES.interviewAt })
      .trim()
      .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v), JOB_MESSAGES.interviewAt),
    tzOffset: z.coerce.number().int().min(-900).max(900).optional(),
    timeZone: z.string().trim().max(64).optional(),
    kind: interviewKindSchema.default("phone"),
    notes: text(2000),
  })
  .transform(({ at, tzOffset, timeZone, ...rest }, ctx) => {
    const offset = tzOffset ?? (timeZone ? zoneOffsetAt(at, timeZone) : 0);
    const utc = Date.parse(`${at}Z`) + offset * 60_000;
    if (Number.isNaN(utc)) {
      ctx.addIssue({ code: "custom", message: JOB_MESSAGES.interviewAt, path: ["at"] });
      return z.NEVER;
    }
    return { ...rest, at: new Date(utc).toISOString() };
  });

export const interviewRemoveSchema = z.object({ interviewId: z.string().trim().min(1).max(64) });

export const contactRemoveSchema = z.object({ contactId: z.string().trim().min(1).max(64) });

/** A job application as the API answers it. */
export interface JobDto extends Omit<JobInput, "followUpAt" | "interviews" | "contacts"> {
  /** YYYY-MM-DD, or null. */
  followUpAt: string | null;
  /** Oldest first. */
  interviews: JobInterview[];
  contacts: JobContact[];
  _id: string;
  id: string;
  /** Goes up by one with every change; send it back with an edit to be told (409) when the job changed meanwhile. */
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Every status the job has had, oldest first (the first entry is its creation). */
  statusHistory: JobStatusChange[];
  /** The application's tracked portfolio link and its views (issue 17; the detail dialog's, from its details route). */
  portfolioLink?: { url: string; views: number; lastViewedAt: string | null } | null;
}

/**
 * The saved job (create, update, status, suggestions; the latest version on a conflict), or the deleted job's id;
 * an import's draft (`import-url`), the jobs the one being added repeats (`duplicates`) or the job's tracked link
 * (`portfolio-link`).
 */
export interface JobResultData {
  job?: JobDto;
  jobId?: string;
  draft?: JobImportDraft;
  duplicates?: DuplicateJob[];
  /** The application's tracked portfolio link (`portfolio-link`). */
  link?: TrackedLinkDto;
}

export type JobActionResult = ActionResult<JobIntent, JobResultData>;

export type JobDetailsResult = ActionResult<typeof JOB_DETAILS_INTENT, { job: JobDto }>;
