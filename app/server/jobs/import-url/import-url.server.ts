// A job draft from its posting URL (issue 18 section 1, ADR 0014): the safe fetch reads the page, its JobPosting
// JSON-LD gives the fields, else its Open Graph tags and main text do. Nothing is saved: the Add Job dialog (or an
// API client) shows the draft for the user to check and add. Used by POST /api/jobs/import-url and the /jobtracker
// action's `import-url` intent.
import { IMPORT_LIMITS, IMPORT_MESSAGES, type JobImportDraft } from "~/schemas/job-import-url-rules";
import { WISHLIST } from "~/schemas/jobs-rules";
import type { Db } from "~/server/db.server";
import { AppError } from "~/server/errors";
import { takeLimitHit } from "~/server/limits/limit-hits.server";
import { type SafeFetchOptions, safeFetchPage } from "~/server/http/safe-fetch.server";
import { jobPostingFromBlocks } from "./json-ld";
import { pageFields } from "./page-text";
import { readPostingPage } from "./posting-page.server";

/** The schema's limits of each field (app/schemas/jobs.ts): a longer value is cut, never refused. */
const MAX = { title: 200, company: 200, location: 200, salary: 100, description: 20_000 } as const;

const cut = (value: string, max: number) => (value.length <= max ? value : `${value.slice(0, max - 1).trimEnd()}…`);

/**
 * The draft of the page's HTML (pasted `url` becomes the job URL), read in linear time (issue 29); a page the
 * parser refuses is a SafeFetchError("not-html"), a page with nothing to import a 422.
 */
export async function draftFromHtml(html: string, url: string): Promise<JobImportDraft> {
  const page = await readPostingPage(html);
  const posting = jobPostingFromBlocks(page.jsonLd);
  const found = posting
    ? { ...posting, source: "json-ld" as const }
    : { ...pageFields(page), location: "", salary: "", employmentType: "", remote: null, source: "page" as const };
  if (!found.title && !found.company && !found.description) throw new AppError(422, IMPORT_MESSAGES.nothingFound);
  return {
    title: cut(found.title, MAX.title),
    company: cut(found.company, MAX.company),
    location: cut(found.location, MAX.location),
    salary: cut(found.salary, MAX.salary),
    description: cut(found.description, MAX.description),
    jobUrl: url,
    employmentType: found.employmentType,
    remote: found.remote,
    source: found.source,
    status: WISHLIST,
  };
}

/** Reads the posting at `url` safely and answers its draft. Loopback is allowed in ENVIRONMENT=development only. */
export async function importJobFromUrl(
  env: Pick<Env, "ENVIRONMENT">,
  url: string,
  options: Omit<SafeFetchOptions, "allowLoopback"> = {},
): Promise<JobImportDraft> {
  const page = await safeFetchPage(url, { ...options, allowLoopback: env.ENVIRONMENT === "development" });
  return draftFromHtml(page.html, url.trim());
}

/** The key of a user's import count (limit_hits). */
export const importLimitKey = (userId: string) => `job-import-url:${userId}`;

/**
 * An import by a signed-in user: at most IMPORT_LIMITS.perUser in IMPORT_LIMITS.perWindowMs (429 with Retry-After
 * past it), so the Worker's fetch cannot be used as a free crawler. Used by the API and the /jobtracker action.
 */
export async function importJobForUser(db: Db, env: Pick<Env, "ENVIRONMENT">, userId: string, url: string): Promise<JobImportDraft> {
  const hit = await takeLimitHit(db, importLimitKey(userId), { limit: IMPORT_LIMITS.perUser, windowMs: IMPORT_LIMITS.perWindowMs });
  if (!hit.ok) throw new AppError(429, IMPORT_MESSAGES.tooMany, { retryAfter: hit.retryAfterSeconds });
  return importJobFromUrl(env, url);
}
