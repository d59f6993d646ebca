// Drag-and-drop status changes: each drop becomes one post to the status move's resource route (jobStatusPath, the
// /jobtracker action's intent=status). The board shows the card as pending until the answer (a JobActionResult)
// arrives; only a confirmed change moves it (spec: the status changes after the server). Several moves run at once,
// each its own request. A plain request rather than a router fetcher: a fetcher's every state change is a router
// update, which re-renders every route of the page, three times per move (issue 16: a drag under 100 ms of
// main-thread work; ADR 0009 addendum).
import { useCallback, useRef, useState } from "react";
import { useToast } from "~/components/ui/toast";
import { sayingWhy } from "~/lib/client-action";
import { fetchJson } from "~/lib/fetch-json";
import { JOB_MESSAGES, jobStatusPath, type JobCard, type JobStatus } from "~/schemas/jobs-rules";
import type { JobActionResult, JobDto } from "~/schemas/jobs";

/**
 * Posts one move: the version of the card that was dragged goes along, so a job changed elsewhere meanwhile is not
 * moved (409), and so does the application date of a job leaving the wishlist (its date prompt's answer). No usable
 * answer (offline, a timeout, a bare 5xx, a body that is not JSON) is the message to show instead.
 */
async function requestStatusMove(
  job: Pick<JobCard, "id" | "version">,
  status: JobStatus,
  appliedDate?: string,
): Promise<JobActionResult | { failed: string }> {
  const body = new FormData();
  body.set("status", status);
  body.set("version", String(job.version));
  if (appliedDate) body.set("appliedDate", appliedDate);
  const answer = await fetchJson<JobActionResult>(jobStatusPath(job.id), { method: "POST", body });
  const result = answer.body;
  if (result && typeof result === "object" && "status" in result) return result;
  return { failed: sayingWhy(JOB_MESSAGES.statusFailed, answer.failure ?? { reason: "server" }) };
}

const NONE: Readonly<Record<string, JobStatus>> = Object.freeze({});

/** The pending moves (job id → target status) and a way to start one. */
export function useStatusMoves(onConfirmed: (job: JobDto) => void) {
  const toast = useToast();
  const [pending, setPending] = useState<Readonly<Record<string, JobStatus>>>(NONE);
  // The same job is not moved twice at once (read synchronously: two quick drops come before any re-render).
  const moving = useRef(new Set<string>());
  const confirmed = useRef(onConfirmed);
  confirmed.current = onConfirmed;

  const move = useCallback(
    (job: JobCard, status: JobStatus, appliedDate?: string) => {
      if (moving.current.has(job.id)) return;
      moving.current.add(job.id);
      setPending((current) => ({ ...current, [job.id]: status }));
      void requestStatusMove(job, status, appliedDate).then((result) => {
        moving.current.delete(job.id);
        setPending(({ [job.id]: _done, ...rest }) => (Object.keys(rest).length ? rest : NONE));
        if ("failed" in result) {
          toast.error(result.failed);
        } else if (result.status === "success" && result.data.job) {
          confirmed.current(result.data.job);
          toast.success(JOB_MESSAGES.statusUpdated);
        } else if (result.status === "error" && result.reason === "conflict" && result.data?.job) {
          // Changed elsewhere: the card shows the latest version instead, and the user can move it again.
          confirmed.current(result.data.job);
          toast.error(result.message);
        } else {
          toast.error(result.status === "error" ? result.message : JOB_MESSAGES.statusFailed);
        }
      });
    },
    [toast],
  );

  return { pending, move };
}
