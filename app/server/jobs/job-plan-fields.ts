// How a job's follow-up date, interviews and contacts are stored (issue 18 §2-3): the lists normalised on write (ids
// kept when usable, interviews by time) and the spec's single recruiter fields following the first contact. Pure, and
// below both jobs.server.ts (create, update) and job-plans.server.ts (the detail dialog's small changes), which
// would otherwise import each other.
import type { JobApplication, StoredContact, StoredInterview } from "~/db/schema";
import type { jobContactSchema, jobInterviewSchema } from "~/schemas/jobs";
import type { z } from "~/schemas/z";

export type InterviewInput = z.output<typeof jobInterviewSchema>;
export type ContactInput = z.output<typeof jobContactSchema>;
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

function normalizeInterviews(list: readonly InterviewInput[]): StoredInterview[] {
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

export function normalizeContacts(list: readonly ContactInput[]): StoredContact[] {
  return withIds(list).map(({ id, name, role, email, phone, linkedin, notes }) => ({ id, name, role, email, phone, linkedin, notes }));
}

export const recruiterOf = (contact: StoredContact | undefined): RecruiterFields => ({
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
