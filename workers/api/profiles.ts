import { Hono } from "hono";
import { profileUpdateSchema } from "~/schemas/profile";
import { withAbsolutePhoto } from "~/server/http/absolute-url";
import { getProfile, updateProfile } from "~/server/profiles/profile.server";
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
