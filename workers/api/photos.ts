import { Hono } from "hono";
import { absoluteUrl, withAbsolutePhoto } from "~/server/http/absolute-url";
import { PHOTO_MESSAGES } from "~/schemas/photo-rules";
import { uploadProfilePhoto } from "~/server/media/photo.server";
import { readForm, requireAuth, type ApiEnv } from "./context";

/**
 * POST /api/profiles/photo (multipart field `profilePhoto`): the signed-in user's profile photo. The answer's
 * `photoUrl` and `profile.profilePhoto` are absolute on APP_URL.
 */
export const photoRoutes = new Hono<ApiEnv>();

photoRoutes.use("*", requireAuth);

photoRoutes.post("/", async (c) => {
  const form = await readForm(c, PHOTO_MESSAGES.missing);
  const { photoUrl, profile } = await uploadProfilePhoto(c.var.db, c.env.FILES, c.var.auth.user.id, form.get("profilePhoto"));
  return c.json({
    success: true,
    photoUrl: absoluteUrl(c.env.APP_URL, photoUrl),
    message: PHOTO_MESSAGES.success,
    profile: withAbsolutePhoto(profile, c.env.APP_URL),
  });
});
