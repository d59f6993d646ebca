// Job applications (spec part 2: Job Tracker, Add/Edit Job dialogs, entities, validation, calls, errors). The same
// schemas validate the dialogs in the browser (conform), the /jobtracker actions and the Hono handlers of /api/jobs.
// The rules and constants without zod (pages import this module; the schemas are in ./jobs.ts).
import { AI_MESSAGES } from "./ai-rules";
import { LINK_FAILURES, LINK_INTENTS } from "./analytics-rules";
import type { StoredContact, StoredInterview } from "~/db/schema";
import { formatJobDate } from "~/lib/dates";

/**
 * The board's columns, in order. `wishlist` (issue 31) is Vitrine's own stage before the spec's five: a posting saved
 * to apply to later, which needs no application date until it leaves the wishlist (docs/spec-deviations.md).
 */
export const JOB_STATUSES = ["wishlist", "applied", "interview", "in-progress", "offer", "rejected"] as const;

export type JobStatus = (typeof JOB_STATUSES)[number];

/** The stage before applying: a job in it has no application date yet (its appliedDate is ""). */
export const WISHLIST = "wishlist" satisfies JobStatus;

/** Whether a job in `status` needs an application date (every stage but the wishlist does). */
export const needsAppliedDate = (status: JobStatus) => status !== WISHLIST;

/**
 * A move that takes a job out of the wishlist asks for its application date (the date prompt): answers the date to
 * offer (the job's own when it kept one, else `today`, the user's day), or null when the move needs no date.
 */
export function appliedDateToAsk(job: { status: JobStatus; appliedDate: string }, to: JobStatus, today: string): string | null {
  if (job.status !== WISHLIST || !needsAppliedDate(to)) return null;
  return job.appliedDate || today;
}

/** The application date as the table and the import preview show it (a wishlist job has none yet). */
export const appliedDateText = (date: string) => (date ? formatJobDate(date) : "Not applied yet");

/** Column titles of the board. */
export const JOB_STATUS_COLUMNS: Record<JobStatus, string> = {
  wishlist: "Wishlist",
  applied: "Applied",
  interview: "Interview",
  "in-progress": "In Progress",
  offer: "Offer",
  rejected: "Rejected",
};

/** Labels of the status dropdown and badges. */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  wishlist: "Wishlist",
  applied: "Applied",
  interview: "Interview Scheduled",
  "in-progress": "In Progress",
  offer: "Offer Received",
  rejected: "Rejected",
};

export const JOB_PRIORITIES = ["low", "medium", "high"] as const;

export type JobPriority = (typeof JOB_PRIORITIES)[number];

export const JOB_PRIORITY_LABELS: Record<JobPriority, string> = {
  low: "Low Priority",
  medium: "Medium Priority",
  high: "High Priority",
};

/**
 * Job applications one account may hold: far more than a search needs, and a bound on what one account (or a script
 * with its token) can write. Held by a trigger in D1 (migrations/0010_job_limit.sql), whatever writes the jobs.
 */
export const JOBS_PER_ACCOUNT_MAX = 5000;

export const JOB_MESSAGES = {
  titleRequired: "Job title is required",
  companyRequired: "Company name is required",
  appliedDateRequired: "Application date is required",
  email: "Please enter a valid email address",
  url: "Please enter a valid URL (starting with http:// or https://)",
  status: "Status must be one of wishlist, applied, interview, in-progress, offer or rejected",
  priority: "Priority must be one of low, medium or high",
  fixEdit: "Please fix the errors before saving",
  fixAdd: "Please fix the errors before submitting",
  notFound: "Job application not found",
  conflict: "This job was changed elsewhere. Reload it to see the latest version; what you typed is kept.",
  loadFailed: "Failed to load jobs",
  statusFailed: "Failed to update job status",
  dropdownFailed: "Failed to update status",
  updateFailed: "Failed to update job",
  deleteFailed: "Failed to delete job",
  addFailed: "Failed to add job",
  statusUpdated: "Job status updated successfully!",
  updated: "Job updated successfully!",
  deleted: "Job deleted successfully!",
  added: "Job added successfully!",
  aiRequiresDescription: "Job description is required for AI insights",
  // Issue 18 §2-3: follow-ups, interviews and contacts.
  followUpDate: "Please enter a valid follow-up date",
  interviewAt: "Please enter the interview's date and time",
  interviewKind: "Interview type must be one of phone, technical, onsite, final or other",
  tooManyInterviews: "A job can have at most 20 interviews",
  tooManyJobs: `You can track at most ${JOBS_PER_ACCOUNT_MAX.toLocaleString("en-US")} job applications. Delete ones you no longer need to add more.`,
  contactNameOrEmail: "Please enter the contact's name or email",
  linkedin: "Please enter a valid LinkedIn URL (starting with https://)",
  tooManyContacts: "A job can have at most 20 contacts",
  followUpSaved: "Follow-up date saved",
  followUpCleared: "Follow-up date cleared",
  interviewAdded: "Interview scheduled",
  interviewRemoved: "Interview removed",
  contactAdded: "Contact added",
  contactRemoved: "Contact removed",
  plansFailed: "Failed to update job",
  interviewNotFound: "Interview not found",
  contactNotFound: "Contact not found",
  // Issue 18 (the rest of the import's messages: IMPORT_MESSAGES in ./job-import-url-rules.ts, which the page never loads).
  importFailed: "Failed to read the job posting",
  duplicatesFailed: "Failed to check for duplicates",
} as const;

export const INTERVIEW_KINDS = ["phone", "technical", "onsite", "final", "other"] as const;

export type InterviewKind = (typeof INTERVIEW_KINDS)[number];

export const INTERVIEW_KIND_LABELS: Record<InterviewKind, string> = {
  phone: "Phone screen",
  technical: "Technical",
  onsite: "Onsite",
  final: "Final",
  other: "Interview",
};

/** A scheduled interview of a job (`at`: an ISO date-time in UTC), as stored with it (app/db/schema/jobs.ts). */
export type JobInterview = StoredInterview;

/** A recruiter or interviewer of a job (the first one is also the job's recruiterName / contactEmail / contactPhone). */
export type JobContact = StoredContact;

/** What comes next for a job: its earliest interview still to come, or its follow-up date when that is earlier. */
export interface JobNextDate {
  kind: "interview" | "follow-up";
  /** An ISO date-time (interview) or date (follow-up). */
  at: string;
  interviewKind?: InterviewKind;
}

/** Today as YYYY-MM-DD (UTC): the default applied date. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export interface JobStatusChange {
  from: JobStatus | null;
  to: JobStatus;
  changedAt: string;
}

/** Whole days between the applied date and today (never negative). */
export function daysSinceApplied(appliedDate: string, now = new Date()): number {
  const applied = Date.parse(`${appliedDate}T00:00:00Z`);
  if (Number.isNaN(applied)) return 0;
  const today = Date.parse(`${todayIso(now)}T00:00:00Z`);
  return Math.max(0, Math.floor((today - applied) / 86_400_000));
}

// The /jobtracker action's contract (app/routes/jobtracker.server.ts). The board and the job dialogs post a form
// field `intent` to JOBTRACKER_ACTION:
//   intent=create  + the fields of createJobSchema (aiSuggestions repeated as several `aiSuggestions` fields)
//   intent=update  + jobId + the fields of updateJobSchema (the whole job) + version (the one it was based on)
//   intent=status  + jobId + status + version (the dropdown of the detail dialog sends none: the last pick wins)
//                  + appliedDate when the job leaves the wishlist (the date prompt's answer; left out, today)
//   intent=delete  + jobId
//   intent=suggestions + jobId  ('Get New AI Suggestions': the answer's job carries the new aiSuggestions)
//   intent=follow-up + jobId + followUpAt (YYYY-MM-DD; empty clears it)
//   intent=interview-add + jobId + at (datetime-local) + tzOffset (minutes, Date#getTimezoneOffset) or timeZone
//     (the page's IANA zone, without JavaScript) + kind + notes
//   intent=interview-remove + jobId + interviewId;  intent=contact-add + jobId + the fields of jobContactSchema
//   intent=contact-remove + jobId + contactId
// (the last five change only their part of the job, on its latest version: two tabs adding interviews keep both)
//   intent=import-url + url  (the Add dialog's 'Fill from URL': the answer's `draft`, nothing saved; issue 18)
//   intent=duplicates + title + company + jobUrl  ('Already applied?': the answer's `duplicates`)
//   intent=portfolio-link + jobId  (the detail dialog's 'Copy portfolio link for this application': the answer's
//     `link`, the application's one tracked link, made on first use; issue 17)
// and read the answer as a JobActionResult (app/lib/action-result.ts). A 409 (reason "conflict") carries the job's
// latest version in `data.job`.
export const JOBTRACKER_ACTION = "/jobtracker";

export const JOB_INTENTS = [
  "create",
  "update",
  "status",
  "delete",
  "suggestions",
  "import-url",
  "duplicates",
  "follow-up",
  "interview-add",
  "interview-remove",
  "contact-add",
  "contact-remove",
  "portfolio-link",
] as const;

export type JobIntent = (typeof JOB_INTENTS)[number];

/** The fallback message of each intent when a failure carries none of its own (spec part 2 section 8 "Jobs"). */
export const JOB_FAILURES: Record<JobIntent, string> = {
  create: JOB_MESSAGES.addFailed,
  update: JOB_MESSAGES.updateFailed,
  status: JOB_MESSAGES.statusFailed,
  delete: JOB_MESSAGES.deleteFailed,
  suggestions: AI_MESSAGES.suggestionsFailed,
  "follow-up": JOB_MESSAGES.plansFailed,
  "interview-add": JOB_MESSAGES.plansFailed,
  "interview-remove": JOB_MESSAGES.plansFailed,
  "contact-add": JOB_MESSAGES.plansFailed,
  "contact-remove": JOB_MESSAGES.plansFailed,
  "import-url": JOB_MESSAGES.importFailed,
  duplicates: JOB_MESSAGES.duplicatesFailed,
  "portfolio-link": LINK_FAILURES[LINK_INTENTS.create]!,
};

/**
 * What a card of the board shows, and all the /jobtracker loader sends per job (ADR 0009): the title and company
 * (also what the search matches), status and priority, the AI badge, and the version a drag sends back. The
 * rest of a job (description, notes, contacts, history…) is fetched when its card opens (JOB_DETAILS_INTENT).
 */
export interface JobCard {
  id: string;
  title: string;
  company: string;
  status: JobStatus;
  priority: JobPriority;
  /** YYYY-MM-DD: the table view's Applied column and sort (issue 18). */
  appliedDate: string;
  version: number;
  /** The AI badge: the job has AI resume suggestions. */
  hasSuggestions: boolean;
  /** "Portfolio viewed": views through the application's tracked link (issue 17), when it had any. */
  portfolioViews?: { views: number; lastViewedAt: string };
  /** The next interview or follow-up (issue 18), when one is planned. */
  next?: JobNextDate;
  /** What of the job falls in the board's "This week" strip: a due follow-up and the interviews of the next 7 days. */
  agenda?: JobNextDate[];
  /** The saved profile's match with the job (issue 32), when the profile says enough to be matched. */
  match?: MatchBadge;
  /** When the application's resume was last marked as sent (issue 33, ISO), when it was. */
  sentAt?: string;
}

/** A card's match badge: the profile's match score (0-100) and how far it can be trusted. */
export interface MatchBadge {
  overallMatch: number;
  confidence: "high" | "medium" | "low";
}

// The job detail's resource route (app/routes/jobtracker-details.ts): GET answers a JobDetailsResult, the whole
// job in `data.job` (another user's or a missing job: 404 'Job application not found'; signed out: 401).
export const JOB_DETAILS_INTENT = "details";

export const jobDetailsPath = (jobId: string) => `/jobtracker/${encodeURIComponent(jobId)}/details`;

// The board's status move (a drag or a keyboard move) posts intent-free `status` + `version` here
// (app/routes/jobtracker-status.ts) and reads the answer as the /jobtracker action's JobActionResult for intent=status,
// a 409 with the job's latest version included. A plain request, not a router fetcher: a move then re-renders the
// board only, not every route of the page (issue 16, ADR 0009 addendum).
export const jobStatusPath = (jobId: string) => `/jobtracker/${encodeURIComponent(jobId)}/status`;

/** What toJobCard reads of a job: a JobDto (./jobs.ts) fits; named here so this module needs no import of ./jobs. */
export type JobCardSource = Pick<JobCard, "id" | "title" | "company" | "status" | "priority" | "appliedDate" | "version"> & {
  aiSuggestions: readonly string[];
  followUpAt: string | null;
  interviews: readonly { at: string; kind: InterviewKind }[];
};

/** The board's card of a job (what the /jobtracker loader sends per job). */
export function toJobCard(job: JobCardSource): JobCard {
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    status: job.status,
    priority: job.priority,
    appliedDate: job.appliedDate,
    version: job.version,
    hasSuggestions: job.aiSuggestions.length > 0,
    ...plannedCardFields(job),
  };
}

/** A card's `next` and `agenda`, present only when there is something to show. */
export function plannedCardFields(
  job: { followUpAt: string | null; interviews: readonly { at: string; kind: InterviewKind }[] },
  now = new Date(),
): Pick<JobCard, "next" | "agenda"> {
  const next = nextDateOf(job, now);
  const agenda = agendaOf(job, now);
  return { ...(next ? { next } : {}), ...(agenda.length ? { agenda } : {}) };
}

const WEEK_MS = 7 * 86_400_000;

/** The job's items for "This week": its follow-up when due within 7 days (or overdue), and its interviews of the next 7 days. */
function agendaOf(
  job: { followUpAt: string | null; interviews: readonly { at: string; kind: InterviewKind }[] },
  now = new Date(),
): JobNextDate[] {
  const from = now.toISOString();
  const until = new Date(now.getTime() + WEEK_MS).toISOString();
  const items: JobNextDate[] = job.interviews
    .filter((i) => i.at >= from && i.at <= until)
    .map((i) => ({ kind: "interview", at: i.at, interviewKind: i.kind }));
  if (job.followUpAt && job.followUpAt <= until.slice(0, 10)) items.push({ kind: "follow-up", at: job.followUpAt });
  return items.sort((a, b) => agendaTime(a).localeCompare(agendaTime(b)));
}

/** A follow-up date sorts at the start of its day. */
export const agendaTime = (item: JobNextDate) => (item.kind === "follow-up" ? `${item.at}T00:00:00.000Z` : item.at);

/**
 * The job's next date: its earliest interview from `now` on, or its follow-up date when that comes first (a due or
 * overdue follow-up stays next until it is cleared or moved).
 */
function nextDateOf(
  job: { followUpAt: string | null; interviews: readonly { at: string; kind: InterviewKind }[] },
  now = new Date(),
): JobNextDate | null {
  const nowIso = now.toISOString();
  const interview = job.interviews.filter((i) => i.at >= nowIso).sort((a, b) => a.at.localeCompare(b.at))[0];
  const followUp = job.followUpAt;
  // A follow-up date is due for the whole day: it comes first when its day starts no later than the interview.
  if (followUp && (!interview || `${followUp}T00:00:00.000Z` <= interview.at)) return { kind: "follow-up", at: followUp };
  return interview ? { kind: "interview", at: interview.at, interviewKind: interview.kind } : null;
}
