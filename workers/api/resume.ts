import { Hono } from "hono";
import { AppError } from "~/server/errors";
import { MAX_RESUME_BYTES, MESSAGES } from "~/server/resume/files";
import { importResume } from "~/server/resume/resume.server";
import { requireAuth, type ApiEnv } from "./context";

/**
 * POST /api/profiles/upload-resume (multipart field `resume`; PDF, DOCX or TXT up to 10 MB, checked by its
 * bytes): answers `{ success, data: ResumeExtraction, message }` (see app/server/resume/extraction.ts).
 */
export const resumeRoutes = new Hono<ApiEnv>();

resumeRoutes.use("*", requireAuth);

resumeRoutes.post("/", async (c) => {
  // Refuse clearly oversized bodies before buffering them (the file itself is checked again).
  const declared = Number(c.req.header("Content-Length") ?? 0);
  if (declared > MAX_RESUME_BYTES + 64 * 1024) throw new AppError(413, MESSAGES.tooLarge);
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new AppError(400, MESSAGES.noFile);
  }
  const { data } = await importResume(c.var.db, c.env, c.var.auth.user.id, form.get("resume"));
  return c.json({ success: true, data, message: "Resume processed successfully!" });
});
