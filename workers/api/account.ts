import { Hono } from "hono";
import type { z } from "zod";
import { publicPageCache } from "~/server/portfolio/edge-cache.server";
import {
  changePasswordSchema,
  changeUsernameSchema,
  deactivateAccountSchema,
  deleteAccountSchema,
  emailPreferencesSchema,
  personalSettingsSchema,
  resumeSettingsSchema,
} from "~/schemas/account";
import { deleteAccount, sendDeletionCode } from "~/server/account/delete-account.server";
import * as account from "~/server/account/settings.server";
import { clearSessionCookie } from "~/server/auth/sessions.server";
import type { Db } from "~/server/db.server";
import { jsonStep, readJson, readOptionalJson, requireAuth, type ApiEnv } from "./context";

/**
 * /api/profiles/{settings, change-username, change-password, deactivate-account}: the signed-in user's own
 * settings and account (mounted on /profiles before the profile document's routes).
 */
export const accountRoutes = new Hono<ApiEnv>();

// Bound to these paths alone: the profile document's sub-app shares the /profiles mount.
for (const path of ["/settings/*", "/change-username", "/change-password", "/deactivate-account"]) accountRoutes.use(path, requireAuth);

accountRoutes.get("/settings", async (c) => {
  return c.json({ success: true, user: await account.getSettings(c.var.db, c.var.auth.user.id) });
});

/** A form of the caller's own settings: `save(db, userId, input)`, answered as `{success, message, user}`. */
function ownSettings<S extends z.ZodType>(schema: S, save: (db: Db, userId: string, input: z.output<S>) => Promise<object>) {
  return jsonStep(schema, (c, input) => save(c.var.db, c.var.auth.user.id, input));
}

accountRoutes.put("/settings/personal", ownSettings(personalSettingsSchema, account.updatePersonalSettings));
accountRoutes.put("/settings/resume", ownSettings(resumeSettingsSchema, account.updateResumeSettings));
/** PUT /profiles/settings/email {digestEmails}: the daily digest on or off (issue 18). */
accountRoutes.put("/settings/email", ownSettings(emailPreferencesSchema, account.updateEmailPreferences));

accountRoutes.put("/change-username", async (c) => {
  const input = await readJson(c, changeUsernameSchema);
  const { message, user } = await account.changeUsername(c.var.db, c.var.auth.user.id, input, publicPageCache(c.env.APP_URL));
  return c.json({ success: true, message, user });
});

accountRoutes.put("/change-password", async (c) => {
  const input = await readJson(c, changePasswordSchema);
  const { message } = await account.changePassword(c.var.db, c.env, c.var.auth.user.id, c.var.auth.sessionId, input);
  return c.json({ success: true, message });
});

accountRoutes.patch("/deactivate-account", async (c) => {
  await readOptionalJson(c, deactivateAccountSchema);
  const { message } = await account.deactivateAccount(c.var.db, c.var.auth.user.id, publicPageCache(c.env.APP_URL));
  return c.json({ success: true, message });
});

/**
 * /api/account: DELETE with `{password}` or `{otp, tempToken}` removes the account and all its data;
 * POST /delete-code emails the code that accounts without a password confirm with.
 */
export const accountDeletionRoutes = new Hono<ApiEnv>();

accountDeletionRoutes.use("*", requireAuth);

accountDeletionRoutes.post("/delete-code", async (c) => {
  const { message, tempToken } = await sendDeletionCode(c.var.db, c.env, c.var.auth.user.id);
  return c.json({ success: true, message, tempToken });
});

accountDeletionRoutes.delete("/", async (c) => {
  const input = await readJson(c, deleteAccountSchema);
  const { message } = await deleteAccount(c.var.db, c.env, c.var.auth.user.id, input);
  c.header("Set-Cookie", clearSessionCookie());
  return c.json({ success: true, message });
});
