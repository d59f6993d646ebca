// Server side of /settings: the loader reads the settings through the account domain module and one action
// serves every form of the page (both sections, the two dialogs and deactivation). Each form is validated with
// the same zod schema the browser (conform) and the Hono handlers use. Successes redirect with a flash toast,
// so everything works without JavaScript too.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import {
  changePasswordFormSchema,
  changeUsernameFormSchema,
  deactivateAccountSchema,
  MESSAGES,
  personalSettingsSchema,
  resumeSettingsSchema,
} from "~/schemas/account";
import * as account from "~/server/account/account.server";
import { clearSessionCookie } from "~/server/auth/sessions.server";
import { AppError } from "~/server/errors";
import { flashCookie } from "~/server/flash.server";
import { publicPageCache } from "~/server/portfolio/edge-cache.server";
import { getServices, requireAuth } from "~/server/session.server";
import { INTENTS, settingsHref, type Intent, type SettingsActionData } from "./settings.shared";

type Context = Readonly<RouterContextProvider>;

export async function settingsLoader(request: Request, context: Context) {
  const auth = await requireAuth(context, request);
  const { db } = getServices(context);
  const settings = await account.getSettings(db, auth.user.id);
  return { settings, canChangePassword: account.canChangePassword(auth.user) };
}

function reply(payload: SettingsActionData, status = 200) {
  return data<SettingsActionData>(payload, { status });
}

/** Spec part 2 section 9: the settings save toast stays 3 s. */
const SETTINGS_SAVE_TOAST_MS = 3000;

async function success(env: Env, location: string, message: string, extraCookie?: string, durationMs?: number) {
  const headers = new Headers();
  if (extraCookie) headers.append("Set-Cookie", extraCookie);
  headers.append("Set-Cookie", await flashCookie(env, { type: "success", message, ...(durationMs ? { durationMs } : {}) }));
  return redirect(location, { headers });
}

export async function settingsAction(request: Request, context: Context) {
  const auth = await requireAuth(context, request);
  const { db, env } = getServices(context);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "") as Intent;
  if (!INTENTS.includes(intent)) {
    return reply({ intent: "personal", toast: { type: "error", message: "Unknown action." } }, 400);
  }

  const hidden = ["currentPassword", "newPassword", "confirmPassword"];
  function validate<S extends z.ZodType>(schema: S) {
    const submission = parseWithZod(formData, { schema });
    if (submission.status !== "success") {
      // A blank first name is also announced as an info toast (spec part 2 section 5 "Settings").
      const blankName = submission.error?.firstName?.includes(MESSAGES.firstNameEmpty);
      const toast = blankName ? ({ type: "info", message: MESSAGES.firstNameEmpty } as const) : undefined;
      return { invalid: reply({ intent, result: submission.reply({ hideFields: hidden }), toast }, 400) };
    }
    return { value: submission.value as z.output<S> };
  }

  try {
    switch (intent) {
      case "personal": {
        const parsed = validate(personalSettingsSchema);
        if (parsed.invalid) return parsed.invalid;
        const { message } = await account.updatePersonalSettings(db, auth.user.id, parsed.value);
        return await success(env, settingsHref({ tab: "profile" }), message, undefined, SETTINGS_SAVE_TOAST_MS);
      }
      case "resume": {
        const parsed = validate(resumeSettingsSchema);
        if (parsed.invalid) return parsed.invalid;
        const { message } = await account.updateResumeSettings(db, auth.user.id, parsed.value);
        return await success(env, settingsHref({ tab: "profile" }), message);
      }
      case "username": {
        const parsed = validate(changeUsernameFormSchema(auth.user.username));
        if (parsed.invalid) return parsed.invalid;
        const { message } = await account.changeUsername(db, auth.user.id, parsed.value, publicPageCache(env.APP_URL));
        return await success(env, settingsHref({ tab: "account" }), message);
      }
      case "password": {
        const parsed = validate(changePasswordFormSchema);
        if (parsed.invalid) return parsed.invalid;
        const { currentPassword, newPassword } = parsed.value;
        const { message } = await account.changePassword(db, auth.user.id, auth.sessionId, { currentPassword, newPassword });
        return await success(env, settingsHref({ tab: "account" }), message);
      }
      case "deactivate": {
        const parsed = validate(deactivateAccountSchema);
        if (parsed.invalid) return parsed.invalid;
        const { message } = await account.deactivateAccount(db, auth.user.id, publicPageCache(env.APP_URL));
        return await success(env, "/signin", message, clearSessionCookie());
      }
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = Object.fromEntries((error.details.errors ?? []).map((e) => [e.path, [e.msg]]));
    const initialValue: Record<string, string> = {};
    for (const [key, value] of formData) if (typeof value === "string" && !hidden.includes(key)) initialValue[key] = value;
    return reply(
      {
        intent,
        // A field error shows under its field; otherwise the message shows above the form.
        result: { status: "error", initialValue, error: Object.keys(fields).length ? fields : { "": [error.message] } },
        toast: { type: "error", message: error.message },
      },
      error.status,
    );
  }
}
