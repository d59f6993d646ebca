// Job applications (spec part 2: Job Tracker, Add/Edit Job dialogs, entities, validation, calls, errors). The same
// schemas validate the dialogs in the browser (conform), the /jobtracker actions and the Hono handlers of /api/jobs.
import { z } from "./z";
import { parseWithZod } from "@conform-to/zod/v4";
import { configureCoercion } from "@conform-to/zod/v4/future";
import type { ActionResult } from "~/lib/action-result";
import { baseVersionSchema } from "./version";
import type { DuplicateJob, JobImportDraft } from "./job-import-url-rules";
import {
  JOB_STATUSES,
  JOB_MESSAGES,
  JOB_PRIORITIES,
  todayIso,
  type JobStatusChange,
  type JobIntent,
  type JOB_DETAILS_INTENT,
} from "./jobs-rules";

export * from "./jobs-rules";

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).default("");

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const jobStatusSchema = z.enum(JOB_STATUSES, { error: JOB_MESSAGES.status });

export const jobPrioritySchema = z.enum(JOB_PRIORITIES, { error: JOB_MESSAGES.priority });

/** A calendar date (YYYY-MM-DD); ISO date-times are cut to their date. */
const appliedDate = z
  .string({ error: JOB_MESSAGES.appliedDateRequired })
  .trim()
  .transform((v) => (/^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : v))
  .refine((v) => v !== "", JOB_MESSAGES.appliedDateRequired)
  .refine((v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), "Please enter a valid date");

/**
 * Absent (an API client that leaves it out) means today, the spec's default; present but empty (a dialog whose
 * date was cleared, or JSON "") is 'Application date is required'. The dialogs prefill today themselves.
 */
const appliedDateField = appliedDate.default(() => todayIso());

/** The fields of a job application (add and edit). */
export const jobFieldsSchema = z.object({
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
    .refine((v) => v === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), JOB_MESSAGES.email)
    .default(""),
  contactPhone: text(50),
  notes: text(10_000),
  /** Blank suggestions are dropped. */
  aiSuggestions: z
    .array(z.string().trim().max(2000))
    .max(50)
    .default([])
    .transform((list) => list.filter(Boolean)),
});

/** POST /jobs and the Add dialog. */
export const createJobSchema = jobFieldsSchema;

/**
 * PUT /jobs/{id} and the Edit dialog: the merged job (unknown keys such as _id, timestamps are ignored), and the
 * `version` it was based on (optional; a stale one answers 409).
 */
export const updateJobSchema = jobFieldsSchema.extend({ version: baseVersionSchema });

/** PATCH /jobs/{id}/status and the board's drag and drop / dropdown. */
export const jobStatusUpdateSchema = z.object({ status: jobStatusSchema, version: baseVersionSchema });

export type JobInput = z.output<typeof jobFieldsSchema>;

// conform turns an empty form field into "absent", which would make a cleared Application Date silently today:
// the job forms keep that one field's empty string, so the schema says it is required.
const { coerceFormValue: coerceJobForm } = configureCoercion({
  customize: (type) => (type === appliedDateField ? (value) => value : null),
});

/** The Add/Edit dialog and the /jobtracker action read a job form with this (one schema, same answer). */
export function parseJobForm(formData: FormData, editing: boolean) {
  return parseWithZod(formData, { schema: coerceJobForm(editing ? updateJobSchema : createJobSchema), disableAutoCoercion: true });
}

/** A job application as the API answers it. */
export interface JobDto extends JobInput {
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
 * an import's draft (`import-url`) or the jobs the one being added repeats (`duplicates`).
 */
export interface JobResultData {
  job?: JobDto;
  jobId?: string;
  draft?: JobImportDraft;
  duplicates?: DuplicateJob[];
}

export type JobActionResult = ActionResult<JobIntent, JobResultData>;

export type JobDetailsResult = ActionResult<typeof JOB_DETAILS_INTENT, { job: JobDto }>;
