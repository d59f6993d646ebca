// The feedback modal's transport: its form posts (fetcher, or a native post without JavaScript) to the resource
// route app/routes/resources.feedback.ts, which calls the same domain function as POST /api/email/feedback.
import type { SubmissionResult } from "@conform-to/react";
import { safeRedirectPath } from "~/server/http/safe-redirect";

export const FEEDBACK_ACTION = "/resources/feedback";

/** The query parameter that opens the modal on a server-rendered page (the no-JavaScript path). */
export const FEEDBACK_PARAM = "feedback";

/** The hidden field telling the no-JavaScript post where to land again. */
export const REDIRECT_FIELD = "redirectTo";

export interface FeedbackActionData {
  ok: boolean;
  message: string;
  /** conform's reply when fields were refused. */
  result?: SubmissionResult<string[]>;
}

/** A same-site path to return to, never another origin (see safeRedirectPath). */
export function safeReturnPath(value: unknown, fallback = "/portfolio"): string {
  return safeRedirectPath(value, fallback);
}

/** `path` with the feedback parameter added or removed (keeps the rest of the query string). */
export function withFeedbackParam(path: string, open: boolean): string {
  const url = new URL(path, "http://local");
  if (open) url.searchParams.set(FEEDBACK_PARAM, "1");
  else url.searchParams.delete(FEEDBACK_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
