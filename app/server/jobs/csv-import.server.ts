// POST /api/jobs/import: a CSV of job applications (Vitrine's own export or another tracker's) becomes jobs. Each
// row is read through the tolerant mapping (csv-mapping.ts) and validated with createJobSchema, the schema of
// POST /api/jobs; a stage Vitrine has no status for keeps its name in the job's notes (and is listed in the answer,
// issue 31); invalid rows are reported by their line in the file, rows that repeat a job the user already
// tracks (same company, title and applied date, or same job URL) or an earlier row of the file are skipped. A dry
// run answers the same counts and writes nothing (the import dialog's preview). The write is one D1 batch (one
// transaction): the rows go in as JSON parameters (a few statements, whatever the row count, within D1's 100
// bound parameters), and each insert re-checks the duplicate rule in the same statement, so two imports of the
// same file running in parallel create its jobs once. Each created job gets its first status-history entry, as
// createJob gives it.
import { eq } from "drizzle-orm";
import { jobApplications } from "~/db/schema";
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  importPassesJobLimit,
  type ImportField,
  type ImportPreviewRow,
  type ImportRowError,
  type JobImportResult,
  stageNote,
} from "~/schemas/job-csv-rules";
import { createJobSchema, JOBS_PER_ACCOUNT_MAX, type JobInput, needsAppliedDate } from "~/schemas/jobs";
import type { Db } from "../db.server";
import { AppError } from "../errors";
import { contactsForCreate } from "./job-plan-fields";
import { withinJobLimit } from "./job-limit.server";
import { type ColumnMapping, mapColumns, readDate, readPriority, readStatus, readUrl, salaryRange, unguard } from "./csv-mapping";
import { detectDelimiter, parseCsvRows } from "./csv-parse";

/** The file's text: UTF-8 (a BOM is dropped later), else Windows-1252 as older spreadsheets save it; never binary. */
function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  if (text.includes("\u0000")) throw new AppError(400, IMPORT_MESSAGES.notText);
  return text;
}

/** Reads the upload (multipart field `file`) within the size limit. */
export async function readImportFile(file: unknown): Promise<string> {
  if (!(file instanceof File) || file.size === 0) throw new AppError(400, IMPORT_MESSAGES.noFile);
  if (file.size > IMPORT_LIMITS.bytes) throw new AppError(413, IMPORT_MESSAGES.tooLarge);
  return decodeText(new Uint8Array(await file.arrayBuffer()));
}

const asciiLower = (value: string) => value.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The duplicate rule's two keys (SQLite's lower() folds ASCII only, so this does too). */
const sameJobKey = (job: Pick<JobInput, "company" | "title" | "appliedDate">) =>
  `${asciiLower(job.company)}\u0000${asciiLower(job.title)}\u0000${job.appliedDate}`;

interface ParsedRow {
  row: number;
  job?: JobInput;
  error?: string;
  /** A stage Vitrine has no status for, as the file named it (kept in the job's notes). */
  unknownStage?: string;
}

/** Notes with the stage the file named appended on a line of its own. */
const withStageNote = (notes: string, stage: string) => (notes ? `${notes}\n\n${stageNote(stage)}` : stageNote(stage));

/** One data row as a job, or the reason it cannot be one. */
function readRow(
  cells: readonly string[],
  mapping: Pick<ColumnMapping, "columns" | "savedDateOnly">,
  row: number,
  today: string,
): ParsedRow {
  const cell = (field: ImportField) => {
    const index = mapping.columns[field];
    return index === undefined ? "" : unguard((cells[index] ?? "").trim()).trim();
  };
  const stage = cell("status");
  const status = readStatus(stage);
  const unknownStage = status === null ? stage : undefined;
  const priority = readPriority(cell("priority"));
  if (priority === null) return { row, error: `Unknown priority "${cell("priority")}" (use low, medium or high)` };
  const date = readDate(cell("appliedDate"));
  if (date === null) return { row, error: `Could not read the date "${cell("appliedDate")}" (use YYYY-MM-DD)` };
  const followUpAt = readDate(cell("followUpAt"));
  if (followUpAt === null) return { row, error: `Could not read the follow-up date "${cell("followUpAt")}" (use YYYY-MM-DD)` };
  // A saved posting has no application date: a saved or created date is not one (issue 31).
  const appliedDate = status && !needsAppliedDate(status) ? (mapping.savedDateOnly ? "" : date) : date || today;
  const notes = cell("notes");
  const input = {
    title: cell("title"),
    company: cell("company"),
    location: cell("location"),
    salary: cell("salary") || salaryRange(cell("salaryMin"), cell("salaryMax")),
    status: status || undefined,
    priority: priority || undefined,
    jobUrl: readUrl(cell("jobUrl")),
    description: cell("description"),
    appliedDate,
    followUpAt: followUpAt || null,
    recruiterName: cell("recruiterName"),
    contactEmail: cell("contactEmail"),
    contactPhone: cell("contactPhone"),
    notes: unknownStage ? withStageNote(notes, unknownStage) : notes,
  };
  const parsed = createJobSchema.safeParse(input);
  if (parsed.success) return { row, job: parsed.data, unknownStage };
  return { row, error: [...new Set(parsed.error.issues.map((issue) => issue.message))].join("; ") };
}

/** What the user already tracks, as the duplicate rule's keys. */
async function existingKeys(db: Db, userId: string) {
  const rows = await db
    .select({
      title: jobApplications.title,
      company: jobApplications.company,
      appliedDate: jobApplications.appliedDate,
      jobUrl: jobApplications.jobUrl,
    })
    .from(jobApplications)
    .where(eq(jobApplications.userId, userId));
  return { held: rows.length, same: new Set(rows.map(sameJobKey)), urls: new Set(rows.map((r) => r.jobUrl).filter(Boolean)) };
}

/** Rows go to D1 as one JSON parameter per chunk; a chunk stays well under D1's 2 MB per value. */
const CHUNK_CHARS = 400_000;

const INSERT_JOBS = `INSERT INTO job_applications (id, user_id, title, company, location, salary, status, priority, job_url,
    description, applied_date, recruiter_name, contact_email, contact_phone, notes, ai_suggestions, follow_up_at, interviews, contacts,
    version, created_at, updated_at)
  SELECT json_extract(r.value, '$.id'), ?1, json_extract(r.value, '$.title'), json_extract(r.value, '$.company'), json_extract(r.value, '$.location'), json_extract(r.value, '$.salary'),
    json_extract(r.value, '$.status'), json_extract(r.value, '$.priority'), json_extract(r.value, '$.jobUrl'), json_extract(r.value, '$.description'), json_extract(r.value, '$.appliedDate'),
    json_extract(r.value, '$.recruiterName'), json_extract(r.value, '$.contactEmail'), json_extract(r.value, '$.contactPhone'), json_extract(r.value, '$.notes'), '[]',
    json_extract(r.value, '$.followUpAt'), '[]', json_extract(r.value, '$.contacts'), 1,
    json_extract(r.value, '$.createdAt'), json_extract(r.value, '$.createdAt')
  FROM json_each(?2) AS r
  WHERE NOT EXISTS (
    SELECT 1 FROM job_applications j
    WHERE j.user_id = ?1
      AND ((lower(j.company) = lower(json_extract(r.value, '$.company')) AND lower(j.title) = lower(json_extract(r.value, '$.title'))
            AND j.applied_date = json_extract(r.value, '$.appliedDate'))
        OR (json_extract(r.value, '$.jobUrl') <> '' AND j.job_url = json_extract(r.value, '$.jobUrl'))))`;

const INSERT_HISTORY = `INSERT INTO job_status_history (id, job_id, from_status, to_status, changed_at)
  SELECT json_extract(r.value, '$.historyId'), j.id, NULL, j.status, j.created_at
  FROM json_each(?2) AS r JOIN job_applications j ON j.id = json_extract(r.value, '$.id') AND j.user_id = ?1`;

/** Writes the jobs in one batch; answers how many were created (a parallel import may have taken some). */
async function writeJobs(db: Db, userId: string, jobs: JobInput[], now: number): Promise<number> {
  const chunks: string[] = [];
  let chunk: unknown[] = [];
  let size = 0;
  const flush = () => {
    if (chunk.length) chunks.push(JSON.stringify(chunk));
    chunk = [];
    size = 0;
  };
  jobs.forEach((job, index) => {
    // The file's first row is the newest, so the board lists them in the file's order (an export re-imported keeps it).
    // The spec's recruiter fields become the job's first contact, as createJob makes it.
    const { contacts, recruiter } = contactsForCreate(job, undefined);
    const record = {
      ...job,
      ...recruiter,
      followUpAt: job.followUpAt ?? null,
      contacts: JSON.stringify(contacts),
      id: crypto.randomUUID(),
      historyId: crypto.randomUUID(),
      createdAt: now - index,
    };
    const chars = JSON.stringify(record).length;
    if (size + chars > CHUNK_CHARS) flush();
    chunk.push(record);
    size += chars;
  });
  flush();
  if (!chunks.length) return 0;
  const statements = chunks.flatMap((rows) => [
    db.$client.prepare(INSERT_JOBS).bind(userId, rows),
    db.$client.prepare(INSERT_HISTORY).bind(userId, rows),
  ]);
  const results = await db.$client.batch(statements);
  return results.reduce((sum, result, index) => sum + (index % 2 === 0 ? (result.meta.changes ?? 0) : 0), 0);
}

/** The stages the rows to create had that Vitrine has no status for, each with its rows, in the file's order. */
function unknownStagesOf(rows: readonly { row: number; unknownStage?: string }[]): JobImportResult["unknownStages"] {
  const byStage = new Map<string, number[]>();
  for (const { row, unknownStage } of rows) {
    if (!unknownStage) continue;
    const lines = byStage.get(unknownStage);
    if (lines) lines.push(row);
    else byStage.set(unknownStage, [row]);
  }
  return [...byStage].map(([stage, lines]) => ({ stage, rows: lines }));
}

/**
 * Imports `text` (a CSV) for the user, or with `dryRun` only answers what the import would do. Throws AppError for
 * a file that cannot be read as a tracker export at all (no rows, too many rows, no title or company column).
 */
export async function importJobsCsv(
  db: Db,
  userId: string,
  text: string,
  { dryRun = false, now = Date.now() }: { dryRun?: boolean; now?: number } = {},
): Promise<JobImportResult> {
  const delimiter = detectDelimiter(text);
  const rows = parseCsvRows(text, delimiter, IMPORT_LIMITS.rows + 2);
  const [header, ...data] = rows;
  if (!header || !data.length) throw new AppError(400, IMPORT_MESSAGES.empty);
  if (data.length > IMPORT_LIMITS.rows) throw new AppError(400, IMPORT_MESSAGES.tooManyRows);
  const mapping = mapColumns(header.cells);
  if (mapping.columns.title === undefined) throw new AppError(400, IMPORT_MESSAGES.noTitle);
  if (mapping.columns.company === undefined) throw new AppError(400, IMPORT_MESSAGES.noCompany);

  const today = new Date(now).toISOString().slice(0, 10);
  const errors: ImportRowError[] = [];
  const duplicates: number[] = [];
  const toCreate: { row: number; job: JobInput; unknownStage?: string }[] = [];
  const { held, same, urls } = await existingKeys(db, userId);
  for (const { line, cells } of data) {
    const parsed = readRow(cells, mapping, line, today);
    if (!parsed.job) {
      errors.push({ row: line, message: parsed.error ?? IMPORT_MESSAGES.failed });
      continue;
    }
    const key = sameJobKey(parsed.job);
    if (same.has(key) || (parsed.job.jobUrl && urls.has(parsed.job.jobUrl))) {
      duplicates.push(line);
      continue;
    }
    same.add(key);
    if (parsed.job.jobUrl) urls.add(parsed.job.jobUrl);
    toCreate.push({ row: line, job: parsed.job, unknownStage: parsed.unknownStage });
  }

  // Past the limit the file is refused whole, in the preview too (the trigger holds it against parallel writes).
  const tooMany = importPassesJobLimit(held, toCreate.length);
  if (held + toCreate.length > JOBS_PER_ACCOUNT_MAX) throw new AppError(400, tooMany);
  const created = dryRun
    ? toCreate.length
    : await withinJobLimit(
        () =>
          writeJobs(
            db,
            userId,
            toCreate.map((r) => r.job),
            now,
          ),
        tooMany,
      );
  const preview: ImportPreviewRow[] = toCreate.slice(0, IMPORT_LIMITS.previewRows).map(({ row, job }) => ({
    row,
    title: job.title,
    company: job.company,
    status: job.status,
    priority: job.priority,
    appliedDate: job.appliedDate,
    location: job.location,
  }));
  return {
    created,
    skipped: duplicates.length + (toCreate.length - created),
    errors,
    dryRun,
    delimiter,
    mapping: mapping.used,
    preview,
    duplicates,
    unknownStages: unknownStagesOf(toCreate),
  };
}
