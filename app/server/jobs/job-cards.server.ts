// The board's lean read (ADR 0009): one row per job with only what a card shows, so a user with hundreds of jobs
// does not ship every description, note and status history into the /jobtracker page. The whole job is read when
// its card opens (getJob in jobs.server.ts, through the detail route). Scoped to the owner like every job query.
import { eq, sql } from "drizzle-orm";
import { jobApplications } from "~/db/schema";
import type { StoredInterview } from "~/db/schema";
import { plannedCardFields, type JobCard } from "~/schemas/jobs";
import { jobViewSummaries } from "../analytics/links.server";
import type { Db } from "../db.server";
import { JOB_HEADLINE, NEWEST_JOB_FIRST } from "./job-columns.server";

/** The owner's jobs as cards, newest first (the order of the API's job list, listJobPage). */
export async function listJobCards(db: Db, userId: string, now = new Date()): Promise<JobCard[]> {
  const rows = await db
    .select({
      ...JOB_HEADLINE,
      priority: jobApplications.priority,
      appliedDate: jobApplications.appliedDate,
      version: jobApplications.version,
      suggestions: sql<number>`json_array_length(${jobApplications.aiSuggestions})`,
      // The last "Mark as sent" (issue 33): the card says "Resume sent {day}". The outer column is named in full
      // (drizzle writes a one-table query's columns unqualified, which inside the subquery would mean s.id).
      sentAt: sql<number | null>`(SELECT max(s.sent_at) FROM application_snapshots s WHERE s.job_id = "job_applications"."id")`,
      followUpAt: jobApplications.followUpAt,
      // Only jobs with an interview still to come send their interviews (for the card's next date).
      interviews: sql<string>`CASE WHEN ${jobApplications.lastInterviewAt} >= ${now.getTime()} THEN ${jobApplications.interviews} ELSE '[]' END`,
    })
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId))
    .orderBy(...NEWEST_JOB_FIRST);
  const views = await jobViewSummaries(db, userId);
  return rows.map(({ suggestions, followUpAt, interviews, sentAt, ...card }) => {
    const seen = views.get(card.id);
    const planned = plannedCardFields({ followUpAt, interviews: JSON.parse(interviews) as StoredInterview[] }, now);
    const sent = sentAt ? { sentAt: new Date(Number(sentAt)).toISOString() } : {};
    return { ...card, hasSuggestions: Number(suggestions) > 0, ...(seen ? { portfolioViews: seen } : {}), ...sent, ...planned };
  });
}
