// The job tracker: applications, their status history, and the reminders and digests they trigger.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { cascadingReference, idColumn, timeColumn, timestamps } from "./defaults";
import { ownerColumn } from "./users";

/** A job application on the tracker's board. Every query is scoped by user_id. */
export const jobApplications = sqliteTable(
  "job_applications",
  {
    id: idColumn(),
    userId: ownerColumn(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    location: text("location").notNull().default(""),
    salary: text("salary").notNull().default(""),
    // "wishlist" (issue 31) needs no migration: the column has no CHECK. A wishlist job's applied_date is "" until
    // it leaves the wishlist (the column stays NOT NULL).
    status: text("status", { enum: ["wishlist", "applied", "interview", "in-progress", "offer", "rejected"] })
      .notNull()
      .default("applied"),
    priority: text("priority", { enum: ["low", "medium", "high"] })
      .notNull()
      .default("medium"),
    jobUrl: text("job_url").notNull().default(""),
    description: text("description").notNull().default(""),
    /** YYYY-MM-DD; "" for a job in the wishlist that has not been applied to. */
    appliedDate: text("applied_date").notNull(),
    recruiterName: text("recruiter_name").notNull().default(""),
    contactEmail: text("contact_email").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    notes: text("notes").notNull().default(""),
    aiSuggestions: text("ai_suggestions", { mode: "json" }).$type<string[]>().notNull().default([]),
    // Issue 18 §2-3: dates that matter and the people behind an application. Interviews and contacts are small
    // lists always read and written with their job (one conditional UPDATE keeps the version check atomic).
    /** YYYY-MM-DD, or null when no follow-up is planned. */
    followUpAt: text("follow_up_at"),
    /** Interviews, ordered by time; `at` is an ISO date-time in UTC (so text order is time order). */
    interviews: text("interviews", { mode: "json" }).$type<StoredInterview[]>().notNull().default([]),
    /** Recruiter and interviewer contacts; the first one is the spec's recruiterName / contactEmail / contactPhone. */
    contacts: text("contacts", { mode: "json" }).$type<StoredContact[]>().notNull().default([]),
    /** The latest interview's time (ms), so the hourly reminders read only jobs with interviews still to come. */
    lastInterviewAt: integer("last_interview_at"),
    /** Optimistic concurrency: every write adds 1; a write based on an older version is refused (409). */
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index("job_applications_user_idx").on(t.userId, t.createdAt),
    index("job_applications_follow_up_idx").on(t.followUpAt),
    index("job_applications_last_interview_idx").on(t.lastInterviewAt),
  ],
);

/** One interview of a job (the API's JobInterview). */
export interface StoredInterview {
  id: string;
  /** ISO date-time in UTC. */
  at: string;
  kind: "phone" | "technical" | "onsite" | "final" | "other";
  notes: string;
}

/** One contact of a job (the API's JobContact). */
export interface StoredContact {
  id: string;
  name: string;
  role: string;
  email: string;
  phone: string;
  linkedin: string;
  notes: string;
}

/**
 * Reminders already given (issue 18 §2): one row per due item, so the hourly run creates each notification once,
 * however often it runs. `item` names what fell due: `follow-up:{date}` or `interview:{id}:{at}` (a moved date is a
 * new reminder).
 */
export const jobReminders = sqliteTable(
  "job_reminders",
  {
    jobId: cascadingReference("job_id", () => jobApplications.id),
    item: text("item").notNull(),
    userId: ownerColumn(),
    createdAt: timeColumn("created_at"),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.item] })],
);

/** Daily digests sent: at most one per user and UTC day. */
export const digestSends = sqliteTable(
  "digest_sends",
  {
    userId: ownerColumn(),
    day: text("day").notNull(),
    sentAt: timeColumn("sent_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Every status a job application has had (the first row is its creation). */
export const jobStatusHistory = sqliteTable(
  "job_status_history",
  {
    id: idColumn(),
    jobId: cascadingReference("job_id", () => jobApplications.id),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    changedAt: timeColumn("changed_at"),
  },
  (t) => [index("job_status_history_job_idx").on(t.jobId, t.changedAt)],
);

export type JobApplication = typeof jobApplications.$inferSelect;
