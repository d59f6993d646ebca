import { Hono } from "hono";
import { MESSAGES } from "~/server/resume/files";
import { importResume } from "~/server/resume/resume.server";
import { readForm, requireAuth, type ApiEnv } from "./context";

/**
 * POST /api/profiles/upload-resume (multipart field `resume`; PDF, DOCX or TXT up to 10 MB, checked by its
 * bytes): answers `{ success, data: ResumeExtraction, message }` (see app/server/resume/extraction.ts).
 */
export const resumeRoutes = new Hono<ApiEnv>();

resumeRoutes.use("*", requireAuth);

resumeRoutes.post("/", async (c) => {
  const form = await readForm(c, MESSAGES.noFile);
  const { data } = await importResume(c.var.db, c.env, c.var.auth.user.id, form.get("resume"));
  return c.json({ success: true, data, message: "Resume processed successfully!" });
});
