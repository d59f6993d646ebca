// Server side of /settings: the loader reads the settings through the account domain module and one action
// serves every form of the page (both sections, the two dialogs and deactivation). Each form is validated with
// the same zod schema the browser (conform) and the Hono handlers use. Successes redirect with a flash toast,
// so everything works without JavaScript too.
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import {
  type ChangeUsernameInput,
  changePasswordFormSchema,
  changeUsernameFormSchema,
  deactivateAccountSchema,
  DELETE_MESSAGES,
  deleteWithCodeSchema,
  deleteWithPasswordSchema,
  MESSAGES,
  emailPreferencesSchema,
  type EmailPreferencesInput,
  personalSettingsSchema,
  requestDeletionCodeSchema,
  resumeSettingsSchema,
} from "~/schemas/account";
import { INTENTS, type Intent, settingsFailureMessage, settingsHref } from "~/schemas/settings";
import { deleteAccount, deletionMethod, sendDeletionCode } from "~/server/account/delete-account.server";
import * as account from "~/server/account/settings.server";
import { actionError, actionInvalid, actionSuccess, appErrorFields, redirectWithToast } from "~/server/action-result.server";
import { CLEAR_BROWSER_STORAGE, clearSessionCookie } from "~/server/auth/sessions.server";
import { AppError } from "~/server/errors";
import { publicPageCache } from "~/server/portfolio/edge-cache.server";
import { loadOrFail } from "~/server/load-failure.server";
import { requireUser, type RouteContext } from "~/server/session.server";

export async function settingsLoader(request: Request, context: RouteContext) {
  const { auth, db } = await requireUser(context, request);
  return loadSettingsPage(db, auth.user);
}

/** The page's data, or its failure state with the spec's message (spec part 2 Settings: load failure). */
export function loadSettingsPage(
  db: Parameters<typeof account.getSettings>[0],
  user: Parameters<typeof account.canChangePassword>[0] & { id: string },
) {
  return loadOrFail(
    async () => ({
      settings: await account.getSettings(db, user.id),
      canChangePassword: account.canChangePassword(user),
      deletionMethod: deletionMethod(user),
    }),
    MESSAGES.loadFailed,
  );
}

/** Spec part 2 section 9: the settings save toast stays 3 s. */
const SETTINGS_SAVE_TOAST_MS = 3000;

/** React Router's header of a redirect the browser follows with a document load (what `redirectDocument` sets). */
const RELOAD_DOCUMENT_HEADER = "X-Remix-Reload-Document";

/** Passwords are never echoed back into the form. */
const HIDDEN_FIELDS = ["currentPassword", "newPassword", "confirmPassword", "password"];

function schemaOf(intent: Intent, username: string, method: "password" | "code") {
  switch (intent) {
    case "personal":
      return personalSettingsSchema;
    case "resume":
      return resumeSettingsSchema;
    case "username":
      return changeUsernameFormSchema(username);
    case "password":
      return changePasswordFormSchema;
    case "deactivate":
      return deactivateAccountSchema;
    case "delete":
      return method === "password" ? deleteWithPasswordSchema : deleteWithCodeSchema;
    case "delete-code":
      return requestDeletionCodeSchema;
    case "email":
      return emailPreferencesSchema;
  }
}

export async function settingsAction(request: Request, context: RouteContext) {
  const { auth, db, env } = await requireUser(context, request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "") as Intent;
  if (!INTENTS.includes(intent)) return actionError("personal", new AppError(400, "Unknown action."), "Unknown action.");

  const submission = parseWithZod(formData, { schema: schemaOf(intent, auth.user.username, deletionMethod(auth.user)) as z.ZodType });
  // The code step of a deletion keeps its temp token through a failed attempt (also without JavaScript).
  const posted = formData.get("tempToken");
  const deleteData = intent === "delete" && typeof posted === "string" && posted ? { tempToken: posted } : undefined;
  if (submission.status !== "success") {
    // A blank first name is also announced as an info toast (spec part 2 section 5 "Settings").
    const blankName = submission.error?.firstName?.includes(MESSAGES.firstNameEmpty);
    const toast = blankName ? ({ type: "info", message: MESSAGES.firstNameEmpty } as const) : undefined;
    return actionInvalid(intent, submission, { hideFields: HIDDEN_FIELDS, toast, data: deleteData });
  }
  const value = submission.value;
  const cache = publicPageCache(env.APP_URL);

  try {
    switch (intent) {
      case "personal": {
        const { message } = await account.updatePersonalSettings(db, auth.user.id, value as z.output<typeof personalSettingsSchema>);
        return await redirectWithToast(env, settingsHref({ tab: "profile" }), {
          type: "success",
          message,
          durationMs: SETTINGS_SAVE_TOAST_MS,
        });
      }
      case "resume": {
        const { message } = await account.updateResumeSettings(db, auth.user.id, value as z.output<typeof resumeSettingsSchema>);
        return await redirectWithToast(env, settingsHref({ tab: "profile" }), { type: "success", message });
      }
      case "username": {
        const { message } = await account.changeUsername(db, auth.user.id, value as ChangeUsernameInput, cache);
        return await redirectWithToast(env, settingsHref({ tab: "account" }), { type: "success", message });
      }
      case "password": {
        const { currentPassword, newPassword } = value as z.output<typeof changePasswordFormSchema>;
        const { message } = await account.changePassword(db, env, auth.user.id, auth.sessionId, { currentPassword, newPassword });
        return await redirectWithToast(env, settingsHref({ tab: "account" }), { type: "success", message });
      }
      case "deactivate": {
        const { message } = await account.deactivateAccount(db, auth.user.id, cache);
        return await redirectWithToast(
          env,
          "/signin",
          { type: "success", message },
          { headers: { "Set-Cookie": clearSessionCookie(), [CLEAR_BROWSER_STORAGE.name]: CLEAR_BROWSER_STORAGE.value } },
        );
      }
      case "email": {
        const { message } = await account.updateEmailPreferences(db, auth.user.id, value as EmailPreferencesInput);
        return await redirectWithToast(env, settingsHref({ tab: "account" }), { type: "success", message });
      }
      case "delete-code": {
        const { message, tempToken } = await sendDeletionCode(db, env, auth.user.id);
        return actionSuccess(intent, { toast: { type: "success", message }, data: { tempToken } });
      }
      case "delete": {
        await deleteAccount(db, env, auth.user.id, value as z.output<typeof deleteWithPasswordSchema | typeof deleteWithCodeSchema>);
        // Signed out, on the landing page at its top, with a toast that says what happened. A document load, not a
        // client navigation: that one carries the form's preventScrollReset (kept for its refusals) onto the landing
        // page and can be overtaken by the signed-out reload of the page it leaves (to /signin); and nothing of the
        // deleted account stays in the page's memory.
        return await redirectWithToast(
          env,
          "/",
          { type: "success", message: DELETE_MESSAGES.deleted },
          {
            headers: {
              "Set-Cookie": clearSessionCookie(),
              [RELOAD_DOCUMENT_HEADER]: "true",
              [CLEAR_BROWSER_STORAGE.name]: CLEAR_BROWSER_STORAGE.value,
            },
          },
        );
      }
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // A field error shows under its field; otherwise the spec's message for the status shows above the form.
    const fieldErrors = appErrorFields(error);
    if (Object.keys(fieldErrors).length) {
      return actionInvalid(intent, submission, {
        hideFields: HIDDEN_FIELDS,
        toast: { type: "error", message: error.message },
        fieldErrors,
        status: error.status,
        data: deleteData,
      });
    }
    // A throttle's refusal (429: too many wrong passwords) says why, where the spec's generic failure would not.
    const message =
      error.status === 429 ? error.message : settingsFailureMessage(intent, { httpStatus: error.status, message: error.message });
    return actionInvalid(intent, submission, {
      hideFields: HIDDEN_FIELDS,
      toast: { type: "error", message },
      formErrors: [message],
      status: error.status,
      data: deleteData,
    });
  }
}
