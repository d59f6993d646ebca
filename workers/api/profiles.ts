import { Hono } from "hono";
import { type ProfileDto, profileUpdateSchema } from "~/schemas/profile";
import { resumePdfQuerySchema } from "~/schemas/resume-pdf";
import { withAbsolutePhoto } from "~/server/http/absolute-url";
import { getProfile, ownProfileView, updateProfile } from "~/server/profiles/profile.server";
import { docxResponse, ownResumeDocx, ownResumePdf, pdfResponse } from "~/server/resume-pdf/resume-pdf.server";
import { parseInput } from "~/server/validation";
import { writeIfMatch, withTag } from "./conditional";
import { readJson, requireAuth, type ApiContext, type ApiEnv } from "./context";

/** /api/profiles/*: the signed-in user's own profile (there is no way to name another user's); its photo URL is absolute. */
export const profileRoutes = new Hono<ApiEnv>();

profileRoutes.use("*", requireAuth);

/** The 412 of a save whose If-Match names a version the profile no longer has. */
const PROFILE_CHANGED = "Your profile has changed since that version: the current profile is in data.";

/** The profile as /me answers it: with its owner and completion flag, the photo's URL absolute. */
const ownProfile = (c: ApiContext, profile: ProfileDto) => ownProfileView(withAbsolutePhoto(profile, c.env.APP_URL), c.var.auth.user);

/** GET /me: the profile, its ETag its version (conditional.ts). */
profileRoutes.get("/me", async (c) => {
  const profile = withTag(c, await getProfile(c.var.db, c.var.auth.user.id));
  return c.json({ success: true, profile: ownProfile(c, profile) });
});

/** PUT /me: a save, conditional on If-Match (a stale tag is 412 with the current profile); a body `version` is ignored. */
profileRoutes.put("/me", async (c) => {
  const { version: _bodyVersion, ...update } = await readJson(c, profileUpdateSchema);
  const userId = c.var.auth.user.id;
  const saved = await writeIfMatch(c, {
    write: (version) => updateProfile(c.var.db, userId, { ...update, version }),
    current: () => getProfile(c.var.db, userId),
    changed: PROFILE_CHANGED,
    view: (profile) => ownProfile(c, profile),
  });
  return c.json({ success: true, message: "Profile saved successfully", profile: ownProfile(c, withTag(c, saved)) });
});

/** The owner's resume as a PDF (`?size=a4|letter`), from the saved profile; never stored by a cache. */
profileRoutes.get("/me/resume.pdf", async (c) => {
  const { size } = parseInput(resumePdfQuerySchema, { size: c.req.query("size") });
  const pdf = await ownResumePdf(c.var.db, c.env.FILES, c.var.auth.user, size);
  return pdfResponse(pdf, { "Cache-Control": "private, no-store" });
});

/** The same resume as an editable Word document (.docx); never stored by a cache. */
profileRoutes.get("/me/resume.docx", async (c) => {
  return docxResponse(await ownResumeDocx(c.var.db, c.var.auth.user), { "Cache-Control": "private, no-store" });
});
