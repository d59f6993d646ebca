import { Hono } from "hono";
import { exportJsonResume } from "~/server/resume/export.server";
import { importProfileData } from "~/server/resume/import.server";
import { IMPORT_MESSAGES } from "~/server/resume/import-limits";
import { readForm, requireAuth, type ApiEnv } from "./context";

/**
 * POST /api/profiles/import (multipart field `file`: a JSON Resume 1.0.0 document or a LinkedIn data export
 * ZIP, told apart by their bytes): answers `{ success, data: ResumeExtraction, message }`, the shape of
 * /profiles/upload-resume. Nothing is saved.
 */
export const profileImportRoutes = new Hono<ApiEnv>();

profileImportRoutes.use("*", requireAuth);

profileImportRoutes.post("/", async (c) => {
  const form = await readForm(c, IMPORT_MESSAGES.noFile);
  const { data, source } = await importProfileData(form.get("file"));
  const message = source === "linkedin" ? "LinkedIn export imported successfully!" : "JSON Resume imported successfully!";
  return c.json({ success: true, data, message });
});

/** GET /api/profiles/me/json-resume: the saved profile as a JSON Resume 1.0.0 file (an attachment). */
export const jsonResumeRoutes = new Hono<ApiEnv>();

jsonResumeRoutes.use("*", requireAuth);

jsonResumeRoutes.get("/", async (c) => {
  const { document, filename } = await exportJsonResume(c.var.db, c.var.auth.user, c.env.APP_URL);
  c.header("Content-Disposition", `attachment; filename="${filename}"`);
  c.header("Cache-Control", "private, no-store");
  return c.body(`${JSON.stringify(document, null, 2)}\n`, 200, { "Content-Type": "application/json; charset=utf-8" });
});
