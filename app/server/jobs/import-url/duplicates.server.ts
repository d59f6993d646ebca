// "Already applied?" (issue 18 section 1): the caller's jobs that the one being added repeats: the same company
// and title (case- and space-insensitive) or the same job URL (app/schemas/job-import-url-rules.ts sameJobUrl).
// Scoped to the owner like every job query; reads only the columns it compares (ADR 0009).
import { eq } from "drizzle-orm";
import { jobApplications } from "~/db/schema";
import { type DuplicateJob, type JobDuplicatesQuery, sameJobUrl, sameText } from "~/schemas/job-import-url";
import type { Db } from "~/server/db.server";
import { JOB_HEADLINE, NEWEST_JOB_FIRST } from "../job-columns.server";

/** At most this many matches are answered (newest first). */
const MAX_DUPLICATES = 5;

export async function findDuplicateJobs(db: Db, userId: string, query: JobDuplicatesQuery): Promise<DuplicateJob[]> {
  const company = sameText(query.company);
  const title = sameText(query.title);
  const url = sameJobUrl(query.url);
  if (!(company && title) && !url) return [];
  const rows = await db
    .select({ ...JOB_HEADLINE, jobUrl: jobApplications.jobUrl })
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId))
    .orderBy(...NEWEST_JOB_FIRST);
  return rows
    .filter(
      (row) =>
        (company && title && sameText(row.company) === company && sameText(row.title) === title) || (url && sameJobUrl(row.jobUrl) === url),
    )
    .slice(0, MAX_DUPLICATES)
    .map(({ jobUrl: _, ...job }) => job);
}
