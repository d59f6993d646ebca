import { Hono } from "hono";
import { profileUpdateSchema } from "~/schemas/profile";
import { resumePdfQuerySchema } from "~/schemas/resume-pdf";
import { withAbsolutePhoto } from "~/server/http/absolute-url";
import { getProfile, updateProfile } from "~/server/profiles/profile.server";
import { ownResumePdf, pdfResponse } from "~/server/resume-pdf/resume-pdf.server";
import { parseInput } from "~/server/validation";
import { readJson, requireAuth, type ApiEnv } from "./context";

/** /api/profiles/*: the signed-in user's own profile (there is no way to name another user's); its photo URL is absolute. */
export const profileRoutes = new Hono<ApiEnv>();

profileRoutes.use("*", requireAuth);

profileRoutes.get("/me", async (c) => {
  const profile = await getProfile(c.var.db, c.var.auth.user.id);
  return c.json({ success: true, profile: withAbsolutePhoto(profile, c.env.APP_URL) });
});

profileRoutes.put("/me", async (c) => {
  const update = await readJson(c, profileUpdateSchema);
  const profile = await updateProfile(c.var.db, c.var.auth.user.id, update);
  return c.json({ success: true, message: "Profile saved successfully", profile: withAbsolutePhoto(profile, c.env.APP_URL) });
});

/** The owner's resume as a PDF (`?size=a4|letter`), from the saved profile; never stored by a cache. */
profileRoutes.get("/me/resume.pdf", async (c) => {
  const { size } = parseInput(resumePdfQuerySchema, { size: c.req.query("size") });
  const pdf = await ownResumePdf(c.var.db, c.var.auth.user, size);
  return pdfResponse(pdf, { "Cache-Control": "private, no-store" });
});
