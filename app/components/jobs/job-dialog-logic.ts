// Pure helpers behind the job dialogs (no React), kept apart so tests/unit/job-dialog-logic.test.ts can check them.
import {
  appliedDateToAsk,
  JOB_STATUS_LABELS,
  type JobStatus,
  type JobStatusChange,
  needsAppliedDate,
  todayIso,
  WISHLIST,
} from "~/schemas/jobs-rules";
import type { JobDto } from "~/schemas/jobs";

/** The text fields of the add/edit form, in the order the dialogs show them. */
export const JOB_FORM_FIELDS = [
  "title",
  "company",
  "location",
  "status",
  "priority",
  "salary",
  "appliedDate",
  "jobUrl",
  "description",
  "recruiterName",
  "contactEmail",
  "contactPhone",
  "notes",
] as const;
export type JobFormField = (typeof JOB_FORM_FIELDS)[number];
export type JobFormValues = Record<JobFormField, string>;

/** The form's starting values: the job's (edit) or the defaults of a new job (add, applied today). */
export function jobFormValues(job?: Pick<JobDto, JobFormField> | null, now = new Date()): JobFormValues {
  const values = {} as JobFormValues;
  for (const field of JOB_FORM_FIELDS) values[field] = job?.[field] ?? "";
  if (!values.status) values.status = "applied";
  if (!values.priority) values.priority = "medium";
  // The spec's default applied date is today, on add and on edit when the job has none, unless it is in the
  // wishlist, which has none yet (issue 31).
  if (!values.appliedDate && needsAppliedDate(values.status as JobStatus)) values.appliedDate = todayIso(now);
  return values;
}

/**
 * What a change of the form's status field needs (issue 31): out of the wishlist with no date, the date prompt
 * (`ask`, the date to offer); into it on a new job whose date is still the default, that date cleared (`clear`).
 */
export function statusFieldChange(
  before: Pick<JobFormValues, "status" | "appliedDate">,
  after: Pick<JobFormValues, "status" | "appliedDate">,
  { adding, defaultDate, today }: { adding: boolean; defaultDate: string; today: string },
): { ask: string } | { clear: true } | null {
  if (before.status === after.status) return null;
  const ask = after.appliedDate
    ? null
    : appliedDateToAsk({ status: before.status as JobStatus, appliedDate: "" }, after.status as JobStatus, today);
  if (ask !== null) return { ask };
  if (adding && after.status === WISHLIST && after.appliedDate && after.appliedDate === defaultDate) return { clear: true };
  return null;
}

/** The form fields as the browser would submit them now. */
export function readJobFormValues(formData: FormData): JobFormValues {
  const values = {} as JobFormValues;
  for (const field of JOB_FORM_FIELDS) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** True when some field differs from the original (surrounding spaces do not count: saving trims them). */
export function isJobFormDirty(original: JobFormValues, current: JobFormValues): boolean {
  return JOB_FORM_FIELDS.some((field) => original[field].trim() !== current[field].trim());
}

/**
 * After a save found the job changed elsewhere (409): the fields the user changed keep what they typed, every
 * other field takes the latest saved value, so saving again overwrites nobody's change by accident.
 */
export function rebaseJobForm(original: JobFormValues, typed: JobFormValues, latest: JobFormValues): JobFormValues {
  const next = {} as JobFormValues;
  for (const field of JOB_FORM_FIELDS) next[field] = original[field].trim() !== typed[field].trim() ? typed[field] : latest[field];
  return next;
}

/** The add dialog asks before closing only once a title or a company has been typed. */
export function hasAddDraft(values: Pick<JobFormValues, "title" | "company">): boolean {
  return values.title.trim() !== "" || values.company.trim() !== "";
}

const SUGGESTION_PREVIEW_COUNT = 3;

/** The first suggestions of the add dialog's preview and how many more there are ('+ N more'); blanks are skipped. */
export function suggestionPreview(suggestions: readonly string[], count = SUGGESTION_PREVIEW_COUNT) {
  const filled = suggestions.map((s) => s.trim()).filter(Boolean);
  const more = Math.max(0, filled.length - count);
  return { shown: filled.slice(0, count), more, moreLabel: more > 0 ? `+ ${more} more` : null };
}

/** The job's link when it is an http(s) URL (anything else never becomes an href). */
export function safeJobUrl(url: string): string | null {
  const value = url.trim();
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return null;
  return value;
}

/** One line of the Status Timeline: 'Added as Applied' or 'Applied → Interview Scheduled'. */
export function statusChangeLabel(change: JobStatusChange): string {
  const to = JOB_STATUS_LABELS[change.to] ?? change.to;
  if (!change.from) return `Added as ${to}`;
  // Issue 17: the first view of the portfolio through the application's tracked link (the status did not change).
  if (change.from === change.to) return "Portfolio opened from this application's link";
  return `${JOB_STATUS_LABELS[change.from] ?? change.from} → ${to}`;
}

/** 'Days Since Applied' tile text. */
export function daysLabel(days: number): string {
  return days === 1 ? "1 day" : `${days} days`;
}
