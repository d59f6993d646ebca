// Route actions answer through these helpers only, so every page reads one shape (app/lib/action-result.ts):
// success, field errors (conform's submission reply), an error (AppError or unexpected), or a redirect that
// carries a flash toast to the next page.
import type { Submission } from "@conform-to/react";
import { data, redirect } from "react-router";
import type { ActionResult, ActionToast } from "~/lib/action-result";
import { AppError } from "./errors";
import { flashCookie, type FlashToast } from "./flash.server";

type Init = { status?: number; headers?: HeadersInit };

export function actionSuccess<Intent extends string, Data = undefined>(
  intent: Intent,
  options: { toast?: ActionToast; data?: Data } = {},
  init: Init = {},
) {
  const result: ActionResult<Intent, Data> = { status: "success", intent, toast: options.toast, data: options.data as Data };
  return data(result, { status: init.status ?? 200, headers: init.headers });
}

/**
 * Field errors under their fields (400). `hideFields` keeps passwords out of the echoed form values. A refusal
 * the domain explains (an AppError about the form) adds `formErrors`/`fieldErrors` with its own `status`; `data`
 * carries the state a multi-step form needs to re-render (also without JavaScript).
 */
export function actionInvalid<Intent extends string, Data = undefined>(
  intent: Intent,
  submission: Submission<unknown, string[]>,
  options: {
    toast?: ActionToast;
    hideFields?: string[];
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    status?: number;
    data?: Data;
  } = {},
) {
  const { toast, hideFields, formErrors, fieldErrors, status = 400, data: payload } = options;
  const extra = formErrors || fieldErrors ? { formErrors, fieldErrors } : {};
  const result: ActionResult<Intent, Data> = {
    status: "invalid",
    intent,
    toast,
    submission: submission.reply({ hideFields, ...extra }),
    data: payload,
  };
  return data(result, { status });
}

/**
 * An expected failure (AppError: its status and message) or an unexpected one (logged; 500 with `fallback`).
 * The message is also the error toast unless `toast: false`.
 */
export function actionError<Intent extends string, Data = undefined>(
  intent: Intent,
  error: unknown,
  fallback: string,
  options: { data?: Data; toast?: false } = {},
) {
  let httpStatus = 500;
  let message = fallback;
  if (error instanceof AppError) {
    httpStatus = error.status;
    message = error.message || fallback;
  } else {
    console.error(`Action "${intent}" failed`, error);
  }
  const result: ActionResult<Intent, Data> = {
    status: "error",
    intent,
    message,
    httpStatus,
    reason: httpStatus === 409 ? "conflict" : "server",
    toast: options.toast === false ? undefined : { type: "error", message },
    data: options.data,
  };
  return data(result, { status: httpStatus });
}

/** A redirect that shows `toast` on the page it leads to (also without JavaScript). */
export async function redirectWithToast(
  env: Pick<Env, "JWT_SECRET">,
  location: string,
  toast: FlashToast,
  init: { headers?: HeadersInit } = {},
) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookie(env, toast));
  return redirect(location, { headers });
}

/**
 * True when the page's JavaScript submitted (a fetcher or a scripted form posts to React Router's `.data`
 * endpoint); false for a native form post before or without JavaScript, which should get a redirect.
 */
export function isScriptedRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** An AppError's field errors (`details.errors`) in conform's shape: field name to messages. */
export function appErrorFields(error: AppError): Record<string, string[]> {
  return Object.fromEntries((error.details.errors ?? []).map((e) => [e.path, [e.msg]]));
}
