// Job applications of the tracker (spec part 2 Job Tracker). Plain functions of (db, userId, input): the
// /jobtracker loader and actions and the Hono handlers of /api/jobs call them with input validated by the shared
// schemas in app/schemas/jobs.ts. Every query is scoped to the owner: another user's job id is "not found".
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { jobApplications, jobReminders, jobStatusHistory, type JobApplication } from "~/db/schema";
import { JOB_MESSAGES, type JobDto, type JobInput, type JobStatus, type JobStatusChange, needsAppliedDate, todayIso } from "~/schemas/jobs";
import type { Db } from "../db.server";
import { AppError } from "../errors";
import { withinJobLimit } from "./job-limit.server";
import { contactsForCreate, contactsForUpdate, plannedFields } from "./job-plan-fields";

type HistoryRow = typeof jobStatusHistory.$inferSelect;

export function toJobDto(row: JobApplication, history: HistoryRow[]): JobDto {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    company: row.company,
    location: row.location,
    salary: row.salary,
    status: row.status,
    priority: row.priority,
    jobUrl: row.jobUrl,
    description: row.description,
    appliedDate: row.appliedDate,
    recruiterName: row.recruiterName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    notes: row.notes,
    aiSuggestions: row.aiSuggestions,
    followUpAt: row.followUpAt ?? null,
    interviews: row.interviews,
    contacts: row.contacts,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    version: row.version,
    statusHistory: history.map(
      (h): JobStatusChange => ({
        from: (h.fromStatus as JobStatus | null) ?? null,
        to: h.toStatus as JobStatus,
        changedAt: new Date(h.changedAt).toISOString(),
      }),
    ),
  };
}

/** D1 allows 100 bound parameters per statement: history is read for ids in chunks. */
export async function historyFor(db: Db, jobIds: string[]): Promise<Map<string, HistoryRow[]>> {
  const byJob = new Map<string, HistoryRow[]>();
  for (let i = 0; i < jobIds.length; i += 90) {
    const chunk = jobIds.slice(i, i + 90);
    const rows = await db
      .select()
      .from(jobStatusHistory)
      .where(inArray(jobStatusHistory.jobId, chunk))
      .orderBy(asc(jobStatusHistory.changedAt), asc(sql`rowid`));
    for (const row of rows) {
      const list = byJob.get(row.jobId) ?? [];
      list.push(row);
      byJob.set(row.jobId, list);
    }
  }
  return byJob;
}

export async function findOwnJob(db: Db, userId: string, jobId: string): Promise<JobApplication> {
  const row = await db
    .select()
    .from(jobApplications)
    .where(and(eq(jobApplications.id, jobId), eq(jobApplications.userId, userId)))
    .get();
  if (!row) throw new AppError(404, JOB_MESSAGES.notFound);
  return row;
}

export async function getJob(db: Db, userId: string, jobId: string): Promise<JobDto> {
  const row = await findOwnJob(db, userId, jobId);
  return toJobDto(row, (await historyFor(db, [row.id])).get(row.id) ?? []);
}

/** POST /jobs: defaults status applied, priority medium, applied date today or none in the wishlist (the schema applies them). */
export async function createJob(db: Db, userId: string, input: JobInput, now = Date.now()): Promise<JobDto> {
  const id = crypto.randomUUID();
  const { followUpAt, interviews, contacts, ...fields } = input;
  const people = contactsForCreate(fields, contacts);
  const [row] = await withinJobLimit(
    () =>
      db.batch([
        db
          .insert(jobApplications)
          .values({
            id,
            userId,
            ...fields,
            ...people.recruiter,
            ...plannedFields({ followUpAt: followUpAt ?? null, interviews: interviews ?? [] }),
            contacts: people.contacts,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
        db
          .insert(jobStatusHistory)
          .values({ id: crypto.randomUUID(), jobId: id, fromStatus: null, toStatus: input.status, changedAt: now }),
      ]),
    JOB_MESSAGES.tooManyJobs,
  );
  return getJob(db, userId, row[0]!.id);
}

/**
 * The history entry of a status change, as one statement that reads the job's current status itself: inside
 * the same batch (one transaction) as the update, so its `from` is always the previous entry's `to`, however
 * many changes run in parallel. Its time never goes back, so time order is chain order.
 */
function statusHistoryInsert(db: Db, job: { userId: string; jobId: string; status: JobStatus; version?: number }, now: number) {
  return db.$client
    .prepare(
      `INSERT INTO job_status_history (id, job_id, from_status, to_status, changed_at)
       SELECT ?1, id, status, ?2, max(?3, coalesce((SELECT max(changed_at) FROM job_status_history WHERE job_id = ?4), 0))
       FROM job_applications
       WHERE id = ?4 AND user_id = ?5 AND status <> ?2 AND (?6 IS NULL OR version = ?6)`,
    )
    .bind(crypto.randomUUID(), job.status, now, job.jobId, job.userId, job.version ?? null);
}

/** A drizzle query as a D1 statement, so it can share a `batch` with hand-written SQL. */
function statement(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  return db.$client.prepare(text).bind(...params);
}

/** What every write of a job sets: its time, and the next version. */
const nextVersion = (now: number) => ({ updatedAt: now, version: sql`${jobApplications.version} + 1` });

/** The owner's job, only at `version` when one is given (a write based on an older one changes nothing). */
function ownJobAt(userId: string, jobId: string, version: number | undefined) {
  return and(
    eq(jobApplications.id, jobId),
    eq(jobApplications.userId, userId),
    version === undefined ? undefined : eq(jobApplications.version, version),
  );
}

/** After a conditional write changed nothing: 404 for another user's or a missing job, 409 for a stale version. */
async function explainNoChange(db: Db, userId: string, jobId: string, version: number | undefined): Promise<JobApplication> {
  const current = await findOwnJob(db, userId, jobId);
  if (version !== undefined && current.version !== version) throw new AppError(409, JOB_MESSAGES.conflict, { code: "version_conflict" });
  return current;
}

/**
 * PUT /jobs/{id}: replaces the job's fields; a status change is recorded in the history. With `version`, a
 * job changed since then is left alone (409). Update and history are one atomic batch.
 */
export async function updateJob(
  db: Db,
  userId: string,
  jobId: string,
  input: JobInput & { version?: number },
  now = Date.now(),
): Promise<JobDto> {
  const { version, followUpAt, interviews, contacts, ...fields } = input;
  // The first contact and the spec's recruiter fields follow each other (job-plans.server.ts), so read the job.
  const current = await findOwnJob(db, userId, jobId);
  const people = contactsForUpdate(current, fields, contacts);
  const plans = {
    ...(followUpAt !== undefined ? { followUpAt } : {}),
    ...(interviews !== undefined ? plannedFields({ interviews }) : {}),
  };
  const update = db
    .update(jobApplications)
    .set({
      ...fields,
      ...people.recruiter,
      ...plans,
      contacts: people.contacts,
      ...nextVersion(now),
    })
    .where(ownJobAt(userId, jobId, version))
    .returning({ id: jobApplications.id });
  const [, updated] = await db.$client.batch([
    statusHistoryInsert(db, { userId, jobId, status: fields.status, version }, now),
    statement(db, update),
  ]);
  if (!updated?.results?.length) await explainNoChange(db, userId, jobId, version);
  return getJob(db, userId, jobId);
}

/**
 * A status change's application date (issue 31): the one given (the date prompt's answer), else, for a job leaving
 * the wishlist without one, today (UTC), so no job outside the wishlist is left without a date; else unchanged.
 */
function appliedDateAfterMove(status: JobStatus, appliedDate: string | undefined, now: number) {
  if (appliedDate) return appliedDate;
  if (!needsAppliedDate(status)) return sql`${jobApplications.appliedDate}`;
  return sql`CASE WHEN ${jobApplications.appliedDate} = '' THEN ${todayIso(new Date(now))} ELSE ${jobApplications.appliedDate} END`;
}

/**
 * PATCH /jobs/{id}/status: moving to the same status changes nothing and records nothing. With `version`, a job
 * changed since then is left alone (409). A job leaving the wishlist gets `appliedDate`, or today.
 */
export async function updateJobStatus(
  db: Db,
  userId: string,
  jobId: string,
  status: JobStatus,
  now = Date.now(),
  version?: number,
  appliedDate?: string,
): Promise<JobDto> {
  const update = db
    .update(jobApplications)
    .set({
      status,
      appliedDate: appliedDateAfterMove(status, appliedDate, now),
      ...nextVersion(now),
    })
    .where(and(ownJobAt(userId, jobId, version), sql`${jobApplications.status} <> ${status}`))
    .returning({ id: jobApplications.id });
  const [, updated] = await db.$client.batch([statusHistoryInsert(db, { userId, jobId, status, version }, now), statement(db, update)]);
  if (!updated?.results?.length) await explainNoChange(db, userId, jobId, version);
  return getJob(db, userId, jobId);
}

/**
 * DELETE /jobs/{id} (its history and reminders go with it). With `version`, a job changed since then is left
 * alone (409): every statement of the batch asks for that version, so it is all or nothing.
 */
export async function deleteJob(db: Db, userId: string, jobId: string, version?: number): Promise<void> {
  await findOwnJob(db, userId, jobId);
  const atVersion = sql`exists (select 1 from ${jobApplications} where ${jobApplications.id} = ${jobId} and ${jobApplications.userId} = ${userId} and (${version ?? null} is null or ${jobApplications.version} = ${version ?? null}))`;
  const [, , deleted] = await db.batch([
    db.delete(jobStatusHistory).where(and(eq(jobStatusHistory.jobId, jobId), atVersion)),
    db.delete(jobReminders).where(and(eq(jobReminders.jobId, jobId), atVersion)),
    db
      .delete(jobApplications)
      .where(and(eq(jobApplications.id, jobId), eq(jobApplications.userId, userId), atVersion))
      .returning({ id: jobApplications.id }),
  ]);
  if (!deleted.length) await explainNoChange(db, userId, jobId, version);
}

/** 'Get New AI Suggestions': replaces the job's AI resume suggestions. */
export async function setJobSuggestions(db: Db, userId: string, jobId: string, aiSuggestions: string[], now = Date.now()): Promise<JobDto> {
  await findOwnJob(db, userId, jobId);
  await db
    .update(jobApplications)
    .set({ aiSuggestions, ...nextVersion(now) })
    .where(ownJobAt(userId, jobId, undefined));
  return getJob(db, userId, jobId);
}
