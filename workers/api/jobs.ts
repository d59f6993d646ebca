import { Hono } from "hono";
import { createJobSchema, JOB_MESSAGES, jobStatusUpdateSchema, updateJobSchema } from "~/schemas/jobs";
import { jobListQuerySchema, type JobListAnswer } from "~/schemas/job-list";
import { jobDuplicatesQuerySchema, jobImportUrlSchema } from "~/schemas/job-import-url";
import { findDuplicateJobs } from "~/server/jobs/import-url/duplicates.server";
import { importJobForUser } from "~/server/jobs/import-url/import-url.server";
import { IMPORT_MESSAGES } from "~/schemas/job-csv-rules";
import { AppError } from "~/server/errors";
import { csvDownloadHeaders } from "~/server/http/csv.server";
import { exportJobsCsv } from "~/server/jobs/csv-export.server";
import { importJobsCsv, readImportFile } from "~/server/jobs/csv-import.server";
import { listJobPage } from "~/server/jobs/job-list.server";
import { contactCard, fileSlug, interviewsCalendar } from "~/server/jobs/job-files.server";
import * as jobs from "~/server/jobs/jobs.server";
import { deleteSentFiles } from "~/server/kit/sent.server";
import { parseInput } from "~/server/validation";
import { writeIfMatch, withTag } from "./conditional";
import { readForm, readJson, requireAuth, type ApiContext, type ApiEnv } from "./context";

/** The 412 of a job write whose If-Match names a version the job no longer has. */
const JOB_CHANGED = "This job has changed since that version: the current job is in data.";

/** /api/jobs: the signed-in user's job applications (every call scoped to the owner; others' ids answer 404). */
export const jobRoutes = new Hono<ApiEnv>();

jobRoutes.use("*", requireAuth);

/**
 * GET /jobs?limit=&cursor=&status=&q=: one keyset page (schemas/job-list.ts). Without parameters the old answer
 * (every job, newest first) capped at 1,000; `nextCursor` continues past the cap.
 */
jobRoutes.get("/", async (c) => {
  const query = parseInput(jobListQuerySchema, c.req.query());
  const page = await listJobPage(c.var.db, c.var.auth.user.id, query);
  const answer: JobListAnswer = {
    success: true,
    data: { jobs: page.jobs },
    count: page.jobs.length,
    total: page.total,
    nextCursor: page.nextCursor,
  };
  return c.json(answer);
});

jobRoutes.post("/", async (c) => {
  const input = await readJson(c, createJobSchema);
  const job = withTag(c, await jobs.createJob(c.var.db, c.var.auth.user.id, input));
  return c.json({ success: true, message: JOB_MESSAGES.added, data: { job } }, 201);
});

// Issue 18 section 1, registered before the /:id routes so they are not read as ids. POST /jobs/import-url {url}:
// the draft of a job from its posting (nothing saved; ADR 0014). GET /jobs/duplicates?company=&title=&url=: the
// caller's jobs the one being added repeats ("Already applied?").
jobRoutes.post("/import-url", async (c) => {
  const { url } = await readJson(c, jobImportUrlSchema);
  const job = await importJobForUser(c.var.db, c.env, c.var.auth.user.id, url);
  return c.json({ success: true, data: { job } });
});

jobRoutes.get("/duplicates", async (c) => {
  const query = parseInput(jobDuplicatesQuerySchema, c.req.query());
  const jobs = await findDuplicateJobs(c.var.db, c.var.auth.user.id, query);
  return c.json({ success: true, data: { jobs } });
});

/** GET /jobs/export.csv: every application as a CSV attachment (vitrine-jobs-YYYY-MM-DD.csv). Before /:id. */
jobRoutes.get("/export.csv", async (c) => {
  const { filename, csv } = await exportJobsCsv(c.var.db, c.var.auth.user.id);
  return c.body(csv, 200, csvDownloadHeaders(filename));
});

/**
 * POST /jobs/import (multipart `file`: a CSV, 1 MB and 2,000 rows at most): answers `{success, data: {created,
 * skipped, errors: [{row, message}], …}}` (schemas/job-csv-rules.ts JobImportResult). `?dryRun=1` saves nothing:
 * the import dialog's preview.
 */
jobRoutes.post("/import", async (c) => {
  const form = await readForm(c, IMPORT_MESSAGES.noFile);
  const text = await readImportFile(form.get("file"));
  const dryRun = ["1", "true"].includes(c.req.query("dryRun") ?? "");
  const data = await importJobsCsv(c.var.db, c.var.auth.user.id, text, { dryRun });
  return c.json({ success: true, data }, dryRun || data.created === 0 ? 200 : 201);
});

jobRoutes.get("/:id", async (c) => {
  const job = withTag(c, await jobs.getJob(c.var.db, c.var.auth.user.id, c.req.param("id")));
  return c.json({ success: true, data: { job } });
});

/**
 * A job's writes are conditional on If-Match (conditional.ts): a stale tag is 412 with the current job; a `version`
 * in the body is ignored (a client sending back the job it loaded must not lose its edit to that copy).
 */
function writeJob<R>(c: ApiContext, write: (version: number | undefined) => Promise<R>) {
  const current = () => jobs.getJob(c.var.db, c.var.auth.user.id, c.req.param("id") ?? "");
  return writeIfMatch(c, { write, current, changed: JOB_CHANGED });
}

jobRoutes.put("/:id", async (c) => {
  const { version: _bodyVersion, ...input } = await readJson(c, updateJobSchema);
  const update = (version?: number) => jobs.updateJob(c.var.db, c.var.auth.user.id, c.req.param("id"), { ...input, version });
  const job = withTag(c, await writeJob(c, update));
  return c.json({ success: true, message: JOB_MESSAGES.updated, data: { job } });
});

jobRoutes.patch("/:id/status", async (c) => {
  const { status, appliedDate } = await readJson(c, jobStatusUpdateSchema);
  const userId = c.var.auth.user.id;
  const move = (version?: number) => jobs.updateJobStatus(c.var.db, userId, c.req.param("id"), status, Date.now(), version, appliedDate);
  const job = withTag(c, await writeJob(c, move));
  return c.json({ success: true, message: JOB_MESSAGES.statusUpdated, data: { job } });
});

jobRoutes.delete("/:id", async (c) => {
  await writeJob(c, (version) => jobs.deleteJob(c.var.db, c.var.auth.user.id, c.req.param("id"), version));
  // The sent applications' rows went with the job; their files go too (issue 33).
  await deleteSentFiles(c.env.FILES, c.var.auth.user.id, c.req.param("id"));
  return c.json({ success: true, message: JOB_MESSAGES.deleted });
});

/** GET /jobs/:id/interviews.ics: the job's interviews as calendar events (issue 18). */
jobRoutes.get("/:id/interviews.ics", async (c) => {
  const job = await jobs.getJob(c.var.db, c.var.auth.user.id, c.req.param("id"));
  return c.body(interviewsCalendar(job, c.env.APP_URL), 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileSlug("interviews", job.company, job.title)}.ics"`,
    "Cache-Control": "private, no-store",
  });
});

/** GET /jobs/:id/contacts/:contactId/vcard: one contact as a vCard (issue 18). */
jobRoutes.get("/:id/contacts/:contactId/vcard", async (c) => {
  const job = await jobs.getJob(c.var.db, c.var.auth.user.id, c.req.param("id"));
  const contact = job.contacts.find((item) => item.id === c.req.param("contactId"));
  if (!contact) throw new AppError(404, JOB_MESSAGES.contactNotFound);
  return c.body(contactCard(contact, job.company), 200, {
    "Content-Type": "text/vcard; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileSlug(contact.name || contact.email)}.vcf"`,
    "Cache-Control": "private, no-store",
  });
});
