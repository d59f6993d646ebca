// One post to the /jobtracker action from a job dialog: a fetcher whose settled answer (a JobActionResult, see
// app/schemas/jobs.ts) is read once with useActionResult, which shows the answer's toast and calls the handler.
import { useMemo } from "react";
import { useFetcher } from "react-router";
import { useActionResult } from "~/components/ui/use-action-result";
import { sayingWhy } from "~/lib/client-action";
import { JOBTRACKER_ACTION } from "~/schemas/jobs-rules";
import type { JobActionResult } from "~/schemas/jobs";

type Handlers = NonNullable<Parameters<typeof useActionResult<JobActionResult>>[1]>;

export function useJobAction(
  handlers: Handlers,
  options: {
    /** Replaces the toast of a failure that is not a conflict (the detail dialog's dropdown says 'Failed to update status'). */
    errorToast?: string;
    /** A conflict (409) toasts its message too (the server leaves that to the page: the edit form shows a notice instead). */
    toastConflict?: boolean;
  } = {},
) {
  const fetcher = useFetcher<JobActionResult>();
  const settled = fetcher.state === "idle" ? fetcher.data : undefined;
  const { errorToast, toastConflict = false } = options;
  const result = useMemo((): JobActionResult | undefined => {
    if (settled?.status !== "error") return settled;
    if (settled.reason === "conflict") return toastConflict ? { ...settled, toast: { type: "error", message: settled.message } } : settled;
    return errorToast ? { ...settled, toast: { type: "error", message: sayingWhy(errorToast, settled) } } : settled;
  }, [settled, errorToast, toastConflict]);
  useActionResult(result, handlers);

  // The page applies the answer itself (no loader needs to run again, ADR 0009).
  const submit = (fields: Record<string, string>) =>
    fetcher.submit(fields, { method: "post", action: JOBTRACKER_ACTION, defaultShouldRevalidate: false });
  return { fetcher, busy: fetcher.state !== "idle", submit };
}
