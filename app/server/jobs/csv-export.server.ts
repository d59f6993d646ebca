// GET /api/jobs/export.csv: every application of the user as a CSV download, newest first. Dates are ISO (the
// applied date YYYY-MM-DD, the timestamps full ISO date-times); cells a spreadsheet would run as formulas are
// defused (server/http/csv.server.ts). The header names are ones the import reads back (csv-mapping.ts), so an
// export imported into another account gives the same jobs.
import { eq } from "drizzle-orm";
import { jobApplications } from "~/db/schema";
import type { Db } from "../db.server";
import { csvDocument } from "../http/csv.server";
import { NEWEST_JOB_FIRST } from "./job-columns.server";

export const JOBS_CSV_HEADER = [
  "Title",
  "Company",
  "Status",
  "Priority",
  "Applied Date",
  "Follow-up Date",
  "Location",
  "Salary",
  "Job URL",
  "Description",
  "Notes",
  "Recruiter Name",
  "Contact Email",
  "Contact Phone",
  "Created At",
  "Updated At",
] as const;

export async function exportJobsCsv(db: Db, userId: string, now = new Date()): Promise<{ filename: string; csv: string }> {
  const rows = await db
    .select()
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId))
    .orderBy(...NEWEST_JOB_FIRST);
  const values = rows.map((job) => [
    job.title,
    job.company,
    job.status,
    job.priority,
    job.appliedDate,
    job.followUpAt ?? "",
    job.location,
    job.salary,
    job.jobUrl,
    job.description,
    job.notes,
    job.recruiterName,
    job.contactEmail,
    job.contactPhone,
    new Date(job.createdAt).toISOString(),
    new Date(job.updatedAt).toISOString(),
  ]);
  return { filename: `vitrine-jobs-${now.toISOString().slice(0, 10)}.csv`, csv: csvDocument(JOBS_CSV_HEADER, values) };
}
