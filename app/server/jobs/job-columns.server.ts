// What the lists of a user's jobs share: the columns that name a job, and their one order (newest first).
import { desc } from "drizzle-orm";
import { jobApplications } from "~/db/schema";

/** The columns that name a job wherever it is listed: its id, title, company and status. */
export const JOB_HEADLINE = {
  id: jobApplications.id,
  title: jobApplications.title,
  company: jobApplications.company,
  status: jobApplications.status,
};

/** Newest first, the id breaking ties: the board, the API's keyset pages, the CSV export and the duplicates check. */
export const NEWEST_JOB_FIRST = [desc(jobApplications.createdAt), desc(jobApplications.id)];
