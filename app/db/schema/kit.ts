// The application kit (issue 33): the exact resume and cover letter sent for an application, frozen.
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { cascadingReference, idColumn, timeColumn } from "./defaults";
import { jobApplications } from "./jobs";
import { ownerColumn } from "./users";

/**
 * One "Mark as sent": the resume (the profile's shape, as tailored) and the letter as they were sent, and the tracked
 * link the resume carries. Immutable: never updated, only deleted with its job or its account. Its four files (PDF
 * and DOCX of each) are in R2 under `sent/{user_id}/{job_id}/{id}/` (app/server/kit/sent.server.ts).
 */
export const applicationSnapshots = sqliteTable(
  "application_snapshots",
  {
    id: idColumn(),
    userId: ownerColumn(),
    jobId: cascadingReference("job_id", () => jobApplications.id),
    /** The profile as sent (ProfileDto of app/schemas/profile.ts), as JSON. */
    resume: text("resume", { mode: "json" }).$type<unknown>().notNull(),
    coverLetter: text("cover_letter").notNull(),
    /** The tracked portfolio link printed on the resume (issue 17), "" when the portfolio had none to print. */
    portfolioLink: text("portfolio_link").notNull(),
    sentAt: timeColumn("sent_at"),
  },
  (t) => [index("application_snapshots_job_idx").on(t.jobId, t.sentAt)],
);
