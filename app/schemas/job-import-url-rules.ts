// Issue 18 section 1: a job from its posting URL, and "Already applied?". The contract of
// `POST /api/jobs/import-url {url}` (and the /jobtracker action's `import-url` intent), of
// `GET /api/jobs/duplicates?company=&title=&url=` (and the `duplicates` intent), and every message they show.
// The rules without zod (the Add Job dialog imports this module; the schemas are in ./job-import-url.ts).
import { JOB_MESSAGES, type WISHLIST } from "./jobs-rules";

/** The safe fetch's limits (app/server/http/safe-fetch.server.ts). */
export const IMPORT_LIMITS = {
  /** The whole fetch, every redirect included. */
  timeoutMs: 5_000,
  /** The body is read up to this many bytes and no further. */
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
  /** Imports per user in `perWindowMs` (each one makes the Worker fetch a page). */
  perUser: 30,
  perWindowMs: 10 * 60_000,
} as const;

/** What each refusal and failure of an import says (in the spec's voice: what happened, then what to do). */
export const IMPORT_MESSAGES = {
  urlRequired: "Please paste the job posting's URL",
  url: "Please enter a valid URL (starting with http:// or https://)",
  scheme: "Only web pages (http:// or https://) can be imported",
  credentials: "Links with a user name or password can't be imported",
  privateAddress: "This link points to a private or local network address and can't be imported",
  tooManyRedirects: "The page redirected too many times (more than 3). Try the posting's final URL.",
  timeout: "The page took too long to answer (over 5 seconds). Please try again.",
  tooLarge: "The page is too large to read (over 2 MB)",
  notHtml: "This link doesn't lead to a web page that can be read",
  unreachable: "The page can't be read. Check the link and try again.",
  httpStatus: (status: number) => `The page can't be read (it answered ${status}). Check the link and try again.`,
  nothingFound: "No job details were found on this page. Fill in the fields yourself.",
  tooMany: "Too many imports in a short time. Please wait a few minutes and try again.",
  /** The /jobtracker action's fallback when no answer came (kept in JOB_MESSAGES: the board's page needs only it). */
  failed: JOB_MESSAGES.importFailed,
  filled: "Filled from the posting. Check the fields, then add the job.",
  duplicatesFailed: JOB_MESSAGES.duplicatesFailed,
} as const;

/**
 * The draft an import answers: the job's fields as found (empty when the page does not say), nothing saved.
 * `location` already starts with "Remote" for a remote job; `employmentType` and `remote` are also given on
 * their own for API clients (Vitrine's job has no such fields: ADR 0014).
 */
export interface JobImportDraft {
  title: string;
  company: string;
  location: string;
  salary: string;
  /** Clean text: paragraphs separated by a blank line, list items as "- ". */
  description: string;
  /** The URL that was pasted. */
  jobUrl: string;
  /** "Full-time", "Part-time, Contract"… ("" when not stated). */
  employmentType: string;
  /** True when the posting says the job is remote (schema.org TELECOMMUTE); null when it does not say. */
  remote: boolean | null;
  /** Where the fields came from. */
  source: "json-ld" | "page";
  /** Issue 31: a job added from its posting starts in the wishlist (POST /api/jobs with this draft creates it there). */
  status: typeof WISHLIST;
}

/** A job of the same user that the one being added seems to repeat. */
export interface DuplicateJob {
  id: string;
  title: string;
  company: string;
  status: string;
}

/** The Add Job dialog's fields a draft fills (its status too); the employment type leads the description (ADR 0014). */
export function draftToJobFields(
  draft: JobImportDraft,
): Record<"title" | "company" | "location" | "salary" | "description" | "jobUrl" | "status", string> {
  const description = draft.employmentType
    ? `Employment type: ${draft.employmentType}${draft.description ? `\n\n${draft.description}` : ""}`
    : draft.description;
  return {
    title: draft.title,
    company: draft.company,
    location: draft.location,
    salary: draft.salary,
    description,
    jobUrl: draft.jobUrl,
    status: draft.status,
  };
}

/** Company and title compared case- and space-insensitively. */
export function sameText(value: string): string {
  return value.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** A job URL compared without its fragment, tracking parameters, trailing slash, scheme case or `www.` ("" if none). */
export function sameJobUrl(value: string): string {
  const text = value.trim();
  if (!text || !URL.canParse(text)) return "";
  const url = new URL(text);
  if (url.protocol !== "http:" && url.protocol !== "https:") return "";
  url.hash = "";
  for (const key of [...url.searchParams.keys()]) if (/^(utm_|gh_src$|source$|ref$|lever-source)/i.test(key)) url.searchParams.delete(key);
  url.searchParams.sort();
  const host = url.hostname.replace(/^www\./, "");
  // From where the trailing slashes start (tried from every slash, "/" × 2,000 + "a" read the path 2,000 times).
  const path = url.pathname.replace(/(?<!\/)\/+$/, "");
  return `${host}${url.port ? `:${url.port}` : ""}${path}${url.search}`.toLowerCase();
}

/** "Title at Company" of a duplicate. */
export const duplicateLabel = (job: Pick<DuplicateJob, "title" | "company">) => `${job.title} at ${job.company}`;
