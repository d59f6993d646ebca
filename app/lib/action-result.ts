// The one contract between a route action and the page that submitted to it (form or fetcher). The server
// builds it with app/server/action-result.server.ts; the page reads it with useActionResult
// (app/components/ui/use-action-result.ts). A failure the browser meets before any answer arrives (offline,
// timeout, a 5xx page, a non-JSON body) is described by the same type, so a page handles every failure once.
import type { SubmissionResult } from "@conform-to/react";

export interface ActionToast {
  type: "success" | "error" | "info" | "warning";
  message: string;
  /** Overrides the type's default display time. */
  durationMs?: number;
}

/** Why an action failed: the server refused it, the item changed elsewhere (409), or no usable answer came. */
export type ActionFailureReason = "server" | "conflict" | "network" | "timeout";

export type ActionResult<Intent extends string = string, Data = undefined> =
  | { status: "success"; intent: Intent; toast?: ActionToast; data: Data }
  | { status: "invalid"; intent: Intent; toast?: ActionToast; submission: SubmissionResult<string[]>; data?: Data }
  | { status: "error"; intent: Intent; toast?: ActionToast; message: string; httpStatus: number; reason: ActionFailureReason; data?: Data };

export function isActionResult(value: unknown): value is ActionResult {
  return (
    typeof value === "object" &&
    value !== null &&
    "status" in value &&
    "intent" in value &&
    ["success", "invalid", "error"].includes(String((value as { status: unknown }).status))
  );
}

/** A failure with no answer from the server (what a fetcher meets offline or on a timeout). */
export function transportFailure<Intent extends string>(
  intent: Intent,
  reason: "network" | "timeout",
  message: string,
): ActionResult<Intent, never> {
  return { status: "error", intent, message, httpStatus: 0, reason, toast: { type: "error", message } };
}
