// Job applications of the tracker (spec part 2 Job Tracker). Plain functions of (db, userId, input): the
// /jobtracker loader and actions and the Hono handlers of /api/jobs call them with input validated by the shared
// schemas in app/schemas/jobs.ts. Every query is scoped to the owner: another user's job id is "not found".
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { jobApplications, jobStatusHistory, type JobApplication } from "~/db/schema";
import { JOB_MESSAGES, type JobDto, type JobInput, type JobStatus, type JobStatusChange } from "~/schemas/jobs";
import type { Db } from "../db.server";
import { AppError } from "../errors";

type HistoryRow = typeof jobStatusHistory.$inferSelect;

function toJobDto(row: JobApplication, history: HistoryRow[]): JobDto {
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
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    statusHistory: history.map(
      (h): JobStatusChange => ({ from: (h.fromStatus as JobStatus | null) ?? null, to: h.toStatus as JobStatus, changedAt: new Date(h.changedAt).toISOString() }),
    ),
  };
}

/** D1 allows 100 bound parameters per statement: history is read for ids in chunks. */
async function historyFor(db: Db, jobIds: string[]): Promise<Map<string, HistoryRow[]>> {
  const byJob = new Map<string, HistoryRow[]>();
  for (let i = 0; i < jobIds.length; i += 90) {
    const chunk = jobIds.slice(i, i + 90);
    const rows = await db.select().from(jobStatusHistory).where(inArray(jobStatusHistory.jobId, chunk)).orderBy(asc(jobStatusHistory.changedAt), asc(jobStatusHistory.id));
    for (const row of rows) {
      const list = byJob.get(row.jobId) ?? [];
      list.push(row);
      byJob.set(row.jobId, list);
    }
  }
  return byJob;
}

/** GET /jobs: the owner's jobs, newest first, each with its status history. */
export async function listJobs(db: Db, userId: string): Promise<JobDto[]> {
  const rows = await db.select().from(jobApplications).where(eq(jobApplications.userId, userId)).orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  const history = await historyFor(db, rows.map((r) => r.id));
  return rows.map((row) => toJobDto(row, history.get(row.id) ?? []));
}

async function findOwnJob(db: Db, userId: string, jobId: string): Promise<JobApplication> {
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

/** POST /jobs: defaults status applied, priority medium, applied date today (the schema applies them). */
export async function createJob(db: Db, userId: string, input: JobInput, now = Date.now()): Promise<JobDto> {
  const id = crypto.randomUUID();
  const [row] = await db.batch([
    db
      .insert(jobApplications)
      .values({ id, userId, ...input, createdAt: now, updatedAt: now })
      .returning(),
    db.insert(jobStatusHistory).values({ id: crypto.randomUUID(), jobId: id, fromStatus: null, toStatus: input.status, changedAt: now }),
  ]);
  return getJob(db, userId, row[0]!.id);
}

/** PUT /jobs/{id}: replaces the job's fields; a status change is recorded in the history. */
export async function updateJob(db: Db, userId: string, jobId: string, input: JobInput, now = Date.now()): Promise<JobDto> {
  const current = await findOwnJob(db, userId, jobId);
  const update = db
    .update(jobApplications)
    .set({ ...input, updatedAt: now })
    .where(and(eq(jobApplications.id, jobId), eq(jobApplications.userId, userId)));
  if (input.status !== current.status) {
    await db.batch([update, db.insert(jobStatusHistory).values({ id: crypto.randomUUID(), jobId, fromStatus: current.status, toStatus: input.status, changedAt: now })]);
  } else {
    await update;
  }
  return getJob(db, userId, jobId);
}

/** PATCH /jobs/{id}/status: moving to the same status changes nothing and records nothing. */
export async function updateJobStatus(db: Db, userId: string, jobId: string, status: JobStatus, now = Date.now()): Promise<JobDto> {
  const current = await findOwnJob(db, userId, jobId);
  if (current.status !== status) {
    await db.batch([
      db
        .update(jobApplications)
        .set({ status, updatedAt: now })
        .where(and(eq(jobApplications.id, jobId), eq(jobApplications.userId, userId))),
      db.insert(jobStatusHistory).values({ id: crypto.randomUUID(), jobId, fromStatus: current.status, toStatus: status, changedAt: now }),
    ]);
  }
  return getJob(db, userId, jobId);
}

/** DELETE /jobs/{id} (its history goes with it). */
export async function deleteJob(db: Db, userId: string, jobId: string): Promise<void> {
  await findOwnJob(db, userId, jobId);
  await db.batch([
    db.delete(jobStatusHistory).where(eq(jobStatusHistory.jobId, jobId)),
    db.delete(jobApplications).where(and(eq(jobApplications.id, jobId), eq(jobApplications.userId, userId))),
  ]);
}

/** 'Get New AI Suggestions': replaces the job's AI resume suggestions. */
export async function setJobSuggestions(db: Db, userId: string, jobId: string, aiSuggestions: string[], now = Date.now()): Promise<JobDto> {
  await findOwnJob(db, userId, jobId);
  await db
    .update(jobApplications)
    .set({ aiSuggestions, updatedAt: now })
    .where(and(eq(jobApplications.id, jobId), eq(jobApplications.userId, userId)));
  return getJob(db, userId, jobId);
}
