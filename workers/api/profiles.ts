import { Hono } from "hono";
import { profileUpdateSchema } from "~/schemas/profile";
import { getProfile, updateProfile } from "~/server/profiles/profile.server";
import { readJson, requireAuth, type ApiEnv } from "./context";

/** /api/profiles/*: the signed-in user's own profile (there is no way to name another user's). */
export const profileRoutes = new Hono<ApiEnv>();

profileRoutes.use("*", requireAuth);

profileRoutes.get("/me", async (c) => {
  return c.json({ success: true, profile: await getProfile(c.var.db, c.var.auth.user.id) });
});

profileRoutes.put("/me", async (c) => {
  const update = await readJson(c, profileUpdateSchema);
  const profile = await updateProfile(c.var.db, c.var.auth.user.id, update);
  return c.json({ success: true, message: "Profile saved successfully", profile });
});
