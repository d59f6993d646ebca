// The board's lean read (ADR 0009): one row per job with only what a card shows, so a user with hundreds of jobs
// does not ship every description, note and status history into the /jobtracker page. The whole job is read when
// its card opens (getJob in jobs.server.ts, through the detail route). Scoped to the owner like every job query.
import { desc, eq, sql } from "drizzle-orm";
import { jobApplications } from "~/db/schema";
import type { JobCard } from "~/schemas/jobs";
import { jobViewSummaries } from "../analytics/links.server";
import type { Db } from "../db.server";

/** The owner's jobs as cards, newest first (the order of listJobs). */
export async function listJobCards(db: Db, userId: string): Promise<JobCard[]> {
  const rows = await db
    .select({
      id: jobApplications.id,
      title: jobApplications.title,
      company: jobApplications.company,
      status: jobApplications.status,
      priority: jobApplications.priority,
      appliedDate: jobApplications.appliedDate,
      version: jobApplications.version,
      suggestions: sql<number>`json_array_length(${jobApplications.aiSuggestions})`,
    })
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  const views = await jobViewSummaries(db, userId);
  return rows.map(({ suggestions, ...card }) => {
    const seen = views.get(card.id);
    return { ...card, hasSuggestions: Number(suggestions) > 0, ...(seen ? { portfolioViews: seen } : {}) };
  });
}
