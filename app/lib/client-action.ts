// The one way a page survives a failed submission (issue 14): every route whose forms or fetchers post has a
// clientAction that returns `submitOrFailure(request, serverAction, messages)`. The server's answer passes through untouched (a redirect too); a request
// that never got a usable answer (offline, no answer in REQUEST_TIMEOUT_MS, a 5xx page, a body that is not React
// Router's) becomes an ActionResult error with the page's own message instead of a thrown error, so no route error
// boundary replaces the page. Its HTTP status is kept at 400 or above, which tells React Router not to reload the
// page's data after it (offline, that reload would fail and reach the error boundary after all). Plain `fetch`
// callers use `fetchJson` (app/lib/fetch-json.ts), which describes the same failures the same way.
import { data, isRouteErrorResponse } from "react-router";
import { type ActionResult, type ActionFailureReason, transportFailure } from "./action-result";

/** Spec part 2 section 9: the default request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Spec part 2 section 8: a request that got no answer in time. */
export const TIMED_OUT_MESSAGE = "Request timed out. Please try again.";

/** Spec part 2 section 8: a request that met no connection (the profile's generic handler says only this). */
export const OFFLINE_MESSAGE = "No internet connection. Please check your network and try again.";

/** How a request failed before the action could answer it. */
export interface SubmitFailure {
  reason: Exclude<ActionFailureReason, "conflict">;
  /** The status of a 5xx page; 0 when nothing (or nothing readable) came back. */
  httpStatus: number;
}

/** A posted field's value ("" when absent). */
export type PostedField = (name: string) => string;

/** The page's message for a failure of one intent (the intent is "" when the post named none). */
export type FailureMessages = (intent: string, failure: SubmitFailure, field: PostedField) => string;

class Timeout extends Error {}

function isOffline() {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * What a thrown error means: null for what must keep its meaning (a redirect, or an error response below 500 the
 * action threw on purpose), else the failure. A TypeError is fetch's "no connection"; any other error here is an
 * answer React Router could not read (a non-JSON body).
 */
export function classifyFailure(error: unknown, offline = isOffline()): SubmitFailure | null {
  if (error instanceof Response) return null;
  if (error instanceof Timeout) return { reason: "timeout", httpStatus: 0 };
  if (isRouteErrorResponse(error)) return error.status >= 500 ? { reason: "server", httpStatus: error.status } : null;
  if (offline || error instanceof TypeError) return { reason: "network", httpStatus: 0 };
  return { reason: "server", httpStatus: 0 };
}

/** The failure as the page's ActionResult (with its error toast). */
function failureResult(intent: string, failure: SubmitFailure, message: string): ActionResult<string, never> {
  if (failure.reason === "server") {
    return { status: "error", intent, message, httpStatus: failure.httpStatus, reason: "server", toast: { type: "error", message } };
  }
  return transportFailure(intent, failure.reason, message);
}

/** The status React Router records for a failure: never below 400, so the page's data is not reloaded. */
export function failureStatus(failure: SubmitFailure): number {
  if (failure.httpStatus >= 400) return failure.httpStatus;
  return failure.reason === "timeout" ? 504 : failure.reason === "network" ? 503 : 502;
}

/** A getter of the posted fields of a form or JSON post (every field reads "" when the body cannot be read). */
async function readPosted(request: Request): Promise<PostedField> {
  try {
    if ((request.headers.get("Content-Type") ?? "").includes("application/json")) {
      const body = (await request.clone().json()) as Record<string, unknown> | null;
      return (name) => (typeof body?.[name] === "string" ? (body[name] as string) : "");
    }
    const form = await request.clone().formData();
    return (name) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
  } catch {
    return () => "";
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs the server action; a failure becomes `messages(intent, failure)` as an ActionResult (see the file header). */
export async function submitOrFailure<T>(
  request: Request,
  serverAction: () => Promise<T>,
  messages: FailureMessages,
  options: {
    timeoutMs?: number /** Intents whose failure the page shows inline, without a toast. */;
    inline?: (intent: string) => boolean;
  } = {},
) {
  const { timeoutMs = REQUEST_TIMEOUT_MS, inline } = options;
  // The posted fields are read only when they are needed, for a failure's message (a copy is kept before sending).
  const posted: Request = request.clone() as Request;
  try {
    return await withTimeout(serverAction(), timeoutMs);
  } catch (error) {
    const failure = classifyFailure(error);
    if (!failure) throw error;
    const field = await readPosted(posted);
    const intent = field("intent");
    console.error(`Submission "${intent}" failed (${failure.reason})`, error);
    const result = failureResult(intent, failure, messages(intent, failure, field));
    if (inline?.(intent)) result.toast = undefined;
    return data(result, { status: failureStatus(failure) });
  }
}

/** submitOrFailure for a page that shows every failure inline (the admin pages): one message, worded from the posted fields. */
export function submitOrInlineFailure<T>(request: Request, serverAction: () => Promise<T>, message: (field: PostedField) => string) {
  return submitOrFailure(request, serverAction, (_intent, _failure, field) => message(field), { inline: () => true });
}

/**
 * What failed and, when the connection is why, that it is (issue 31): "Failed to add job. No internet connection.
 * Please check your network and try again." Any other failure is its message alone.
 */
export function sayingWhy(message: string, failure: { reason: ActionFailureReason }): string {
  return failure.reason === "network" ? `${message.replace(/[.!]?$/, ".")} ${OFFLINE_MESSAGE}` : message;
}

/** byIntent's messages, each saying so when the connection is why (sayingWhy): the job board's. */
export function byIntentSayingWhy(fallbacks: Record<string, string>, otherwise: string): FailureMessages {
  const messages = byIntent(fallbacks, otherwise);
  return (intent, failure, field) => sayingWhy(messages(intent, failure, field), failure);
}

/** The usual mapping: a timeout has the spec's timeout message, anything else the intent's fallback. */
export function byIntent(fallbacks: Record<string, string>, otherwise: string): FailureMessages {
  return (intent, failure) => (failure.reason === "timeout" ? TIMED_OUT_MESSAGE : (fallbacks[intent] ?? otherwise));
}
