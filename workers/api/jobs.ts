import { Hono } from "hono";
import { createJobSchema, JOB_MESSAGES, jobStatusUpdateSchema, updateJobSchema } from "~/schemas/jobs";
import * as jobs from "~/server/jobs/jobs.server";
import { readJson, requireAuth, type ApiEnv } from "./context";

/** /api/jobs: the signed-in user's job applications (every call scoped to the owner; others' ids answer 404). */
export const jobRoutes = new Hono<ApiEnv>();

jobRoutes.use("*", requireAuth);

jobRoutes.get("/", async (c) => {
  const list = await jobs.listJobs(c.var.db, c.var.auth.user.id);
  return c.json({ success: true, data: { jobs: list }, count: list.length });
});

jobRoutes.post("/", async (c) => {
  const input = await readJson(c, createJobSchema);
  const job = await jobs.createJob(c.var.db, c.var.auth.user.id, input);
  return c.json({ success: true, message: JOB_MESSAGES.added, data: { job } }, 201);
});

jobRoutes.get("/:id", async (c) => {
  const job = await jobs.getJob(c.var.db, c.var.auth.user.id, c.req.param("id"));
  return c.json({ success: true, data: { job } });
});

jobRoutes.put("/:id", async (c) => {
  const input = await readJson(c, updateJobSchema);
  const job = await jobs.updateJob(c.var.db, c.var.auth.user.id, c.req.param("id"), input);
  return c.json({ success: true, message: JOB_MESSAGES.updated, data: { job } });
});

jobRoutes.patch("/:id/status", async (c) => {
  const { status, version } = await readJson(c, jobStatusUpdateSchema);
  const job = await jobs.updateJobStatus(c.var.db, c.var.auth.user.id, c.req.param("id"), status, Date.now(), version);
  return c.json({ success: true, message: JOB_MESSAGES.statusUpdated, data: { job } });
});

jobRoutes.delete("/:id", async (c) => {
  await jobs.deleteJob(c.var.db, c.var.auth.user.id, c.req.param("id"));
  return c.json({ success: true, message: JOB_MESSAGES.deleted });
});
