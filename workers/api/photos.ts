import { Hono } from "hono";
import { AppError } from "~/server/errors";
import { absoluteUrl, withAbsolutePhoto } from "~/server/http/absolute-url";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, uploadProfilePhoto } from "~/server/media/photo.server";
import { requireAuth, type ApiEnv } from "./context";

/**
 * POST /api/profiles/photo (multipart field `profilePhoto`): the signed-in user's profile photo. The answer's
 * `photoUrl` and `profile.profilePhoto` are absolute on APP_URL.
 */
export const photoRoutes = new Hono<ApiEnv>();

photoRoutes.use("*", requireAuth);

photoRoutes.post("/", async (c) => {
  // Refuse clearly oversized bodies before buffering them (the file itself is checked again below).
  const declared = Number(c.req.header("Content-Length") ?? 0);
  if (declared > MAX_PHOTO_BYTES + 64 * 1024) throw new AppError(413, PHOTO_MESSAGES.tooLarge);
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new AppError(400, PHOTO_MESSAGES.missing);
  }
  const { photoUrl, profile } = await uploadProfilePhoto(c.var.db, c.env.FILES, c.var.auth.user.id, form.get("profilePhoto"));
  return c.json({
    success: true,
    photoUrl: absoluteUrl(c.env.APP_URL, photoUrl),
    message: PHOTO_MESSAGES.success,
    profile: withAbsolutePhoto(profile, c.env.APP_URL),
  });
});
