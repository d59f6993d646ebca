// A job's follow-up date, interviews and contacts (issue 18 §2-3): how the lists are normalised on write, how the
// spec's single recruiter fields follow the first contact, and the detail dialog's small changes (add or remove one
// interview or contact, set the follow-up date), each applied to the job's latest version in one conditional write.
import { and, eq, sql } from "drizzle-orm";
import { jobApplications, type JobApplication, type StoredContact, type StoredInterview } from "~/db/schema";
import { JOB_MESSAGES, type JobDto } from "~/schemas/jobs";
import type { z } from "~/schemas/z";
import type { jobContactSchema, jobInterviewSchema } from "~/schemas/jobs";
import type { Db } from "../db.server";
import { AppError } from "../errors";
import { findOwnJob, getJob } from "./jobs.server";

type InterviewInput = z.output<typeof jobInterviewSchema>;
type ContactInput = z.output<typeof jobContactSchema>;
type RecruiterFields = { recruiterName: string; contactEmail: string; contactPhone: string };

const ID = /^[\w-]{1,64}$/;

/** Ids are the client's when usable and unique in the list (an id only means something inside its job), else new. */
function withIds<T extends { id?: string }>(list: readonly T[]): (Omit<T, "id"> & { id: string })[] {
  const seen = new Set<string>();
  return list.map((item) => {
    const id = item.id && ID.test(item.id) && !seen.has(item.id) ? item.id : crypto.randomUUID();
    seen.add(id);
    return { ...item, id };
  });
}

export function normalizeInterviews(list: readonly InterviewInput[]): StoredInterview[] {
  return withIds(list)
    .map(({ id, at, kind, notes }) => ({ id, at, kind, notes }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}

/** The stored columns for a follow-up date and/or an interview list (with the latest interview's time, for the cron). */
export function plannedFields(input: { followUpAt?: string | null; interviews?: readonly InterviewInput[] }) {
  const interviews = input.interviews ? normalizeInterviews(input.interviews) : undefined;
  return {
    ...(input.followUpAt !== undefined ? { followUpAt: input.followUpAt } : {}),
    ...(interviews ? { interviews, lastInterviewAt: interviews.length ? Date.parse(interviews[interviews.length - 1]!.at) : null } : {}),
  };
}

function normalizeContacts(list: readonly ContactInput[]): StoredContact[] {
  return withIds(list).map(({ id, name, role, email, phone, linkedin, notes }) => ({ id, name, role, email, phone, linkedin, notes }));
}

const recruiterOf = (contact: StoredContact | undefined): RecruiterFields => ({
  recruiterName: contact?.name ?? "",
  contactEmail: contact?.email ?? "",
  contactPhone: contact?.phone ?? "",
});

const sameRecruiter = (a: RecruiterFields, b: RecruiterFields) =>
  a.recruiterName === b.recruiterName && a.contactEmail === b.contactEmail && a.contactPhone === b.contactPhone;

/** The recruiter fields written onto the first contact (a new one when there is none; gone when nothing is left). */
function applyRecruiter(contacts: StoredContact[], recruiter: RecruiterFields): StoredContact[] {
  const [first, ...rest] = contacts;
  const hasRecruiter = recruiter.recruiterName !== "" || recruiter.contactEmail !== "" || recruiter.contactPhone !== "";
  if (!first) {
    if (!hasRecruiter) return [];
    const created = { id: crypto.randomUUID(), role: "Recruiter", linkedin: "", notes: "" };
    return [{ ...created, name: recruiter.recruiterName, email: recruiter.contactEmail, phone: recruiter.contactPhone }];
  }
  const updated = { ...first, name: recruiter.recruiterName, email: recruiter.contactEmail, phone: recruiter.contactPhone };
  const stillSomeone = updated.name !== "" || updated.email !== "";
  return stillSomeone ? [updated, ...rest] : rest;
}

/**
 * A new job's contacts: the given list (its first contact fills the recruiter fields), or else one contact made of
 * the recruiter fields (a client of the spec's API).
 */
export function contactsForCreate(fields: RecruiterFields, contacts: readonly ContactInput[] | undefined) {
  const list = contacts?.length ? normalizeContacts(contacts) : applyRecruiter([], fields);
  return { contacts: list, recruiter: list.length ? recruiterOf(list[0]) : fields };
}

/**
 * An edited job's contacts. Recruiter fields that changed since the stored job were edited (the Edit dialog, a spec
 * client): they go onto the first contact. Otherwise the first contact (the given list, or the stored one) fills them.
 */
export function contactsForUpdate(current: JobApplication, fields: RecruiterFields, contacts: readonly ContactInput[] | undefined) {
  const base = contacts ? normalizeContacts(contacts) : current.contacts;
  if (!sameRecruiter(fields, current)) {
    const list = applyRecruiter(base, fields);
    return { contacts: list, recruiter: fields };
  }
  return { contacts: base, recruiter: recruiterOf(base[0]) };
}

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
