// The detail dialog's small changes of a job's follow-up date, interviews and contacts (issue 18 §2-3): add or remove
// one interview or contact, set the follow-up date, each applied to the job's latest version in one conditional write
// (how the lists are stored: ./job-plan-fields.ts).
import { and, eq, sql } from "drizzle-orm";
import { jobApplications, type JobApplication } from "~/db/schema";
import { JOB_MESSAGES, type JobDto } from "~/schemas/jobs";
import type { Db } from "../db.server";
import { AppError } from "../errors";
import { type ContactInput, type InterviewInput, normalizeContacts, plannedFields, recruiterOf } from "./job-plan-fields";
import { findOwnJob, getJob } from "./jobs.server";

/** One small change of the detail dialog, computed from the job's latest stored state. */
export type PlansChange =
  | { kind: "follow-up"; followUpAt: string | null }
  | { kind: "interview-add"; interview: InterviewInput }
  | { kind: "interview-remove"; interviewId: string }
  | { kind: "contact-add"; contact: ContactInput }
  | { kind: "contact-remove"; contactId: string };

function changedColumns(job: JobApplication, change: PlansChange) {
  switch (change.kind) {
    case "follow-up":
      return { followUpAt: change.followUpAt };
    case "interview-add":
      if (job.interviews.length >= 20) throw new AppError(400, JOB_MESSAGES.tooManyInterviews);
      return plannedFields({ interviews: [...job.interviews, { ...change.interview, id: undefined }] });
    case "interview-remove": {
      const interviews = job.interviews.filter((i) => i.id !== change.interviewId);
      if (interviews.length === job.interviews.length) throw new AppError(404, JOB_MESSAGES.interviewNotFound);
      return plannedFields({ interviews });
    }
    case "contact-add": {
      if (job.contacts.length >= 20) throw new AppError(400, JOB_MESSAGES.tooManyContacts);
      const contacts = [...job.contacts, ...normalizeContacts([{ ...change.contact, id: undefined }])];
      return { contacts, ...recruiterOf(contacts[0]) };
    }
    case "contact-remove": {
      const contacts = job.contacts.filter((c) => c.id !== change.contactId);
      if (contacts.length === job.contacts.length) throw new AppError(404, JOB_MESSAGES.contactNotFound);
      return { contacts, ...recruiterOf(contacts[0]) };
    }
  }
}

/**
 * Applies one change to the job's latest version. The write is conditional on the version it read, so a change made
 * meanwhile (another tab adding an interview) is never overwritten: the change is recomputed on the newer job.
 */
export async function changeJobPlans(db: Db, userId: string, jobId: string, change: PlansChange, now = Date.now()): Promise<JobDto> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const job = await findOwnJob(db, userId, jobId);
    const written = await db
      .update(jobApplications)
      .set({ ...changedColumns(job, change), updatedAt: now, version: sql`${jobApplications.version} + 1` })
      .where(and(eq(jobApplications.id, jobId), eq(jobApplications.userId, userId), eq(jobApplications.version, job.version)))
      .returning({ id: jobApplications.id });
    if (written.length) return getJob(db, userId, jobId);
  }
  throw new AppError(409, JOB_MESSAGES.conflict, { code: "version_conflict" });
}
