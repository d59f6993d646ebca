// POST /jobs/{id}/tailored-resume: a resume drafted from the saved profile for this posting (issue 33 §1). Mounted by ./job-kit.ts; every
// handler takes requireAuth itself (a use("*") here would run for every /jobs call).
import { Hono } from "hono";
import { withAbsolutePhoto } from "~/server/http/absolute-url";
import { tailorForJob } from "~/server/kit/tailor.server";
import { type ApiEnv, requireAuth } from "./context";

export const tailoringRoutes = new Hono<ApiEnv>();

/** The draft, its changes, the suggestions and who wrote it ("local" or "workers-ai"); another user's job is 404. */
tailoringRoutes.post("/:id/tailored-resume", requireAuth, async (c) => {
  const { resume, ...tailored } = await tailorForJob(c.var.db, c.env, c.var.auth.user.id, c.req.param("id"));
  return c.json({ success: true, data: { resume: withAbsolutePhoto(resume, c.env.APP_URL), ...tailored } });
});
