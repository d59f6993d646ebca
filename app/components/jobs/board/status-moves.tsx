// Drag-and-drop status changes: each drop becomes one fetcher post (intent=status). The board shows the card as
// pending until the answer (a JobActionResult) arrives; only a confirmed change moves it (spec: the status changes
// after the server). Several moves run at once, each with its own fetcher, so the answers are read here.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useToast } from "~/components/ui/toast";
import { JOB_MESSAGES, JOBTRACKER_ACTION, type JobCard, type JobStatus } from "~/schemas/jobs-rules";
import type { JobActionResult, JobDto } from "~/schemas/jobs";

interface Move {
  jobId: string;
  status: JobStatus;
  /** The version of the card that was dragged: a job changed elsewhere meanwhile is not moved (409). */
  version: number;
}

/**
 * Sends each move it is given and reports its answer once (no answer at all counts as a failure). A sender stays
 * mounted once its move is done, for the next one: unmounting a fetcher is one more router update (a re-render of
 * every route on the page) in the middle of the interaction (issue 16: a drag under 100 ms of main-thread work).
 */
function StatusMove({ move, onDone }: { move: Move | null; onDone: (move: Move, data: JobActionResult | undefined) => void }) {
  const fetcher = useFetcher<JobActionResult>();
  const sent = useRef<Move | null>(null);
  const busy = useRef(false);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!move || sent.current === move) return;
    sent.current = move;
    void fetcher.submit(
      { intent: "status", jobId: move.jobId, status: move.status, version: String(move.version) },
      { method: "post", action: JOBTRACKER_ACTION, defaultShouldRevalidate: false },
    );
  }, [fetcher, move]);

  useEffect(() => {
    if (fetcher.state !== "idle") {
      busy.current = true;
      return;
    }
    if (busy.current && sent.current) {
      busy.current = false;
      done.current(sent.current, fetcher.data);
    }
  }, [fetcher.state, fetcher.data]);

  return null;
}

/** The pending moves, a way to start one, and the invisible senders to render on the page. */
export function useStatusMoves(onConfirmed: (job: JobDto) => void) {
  const toast = useToast();
  // One slot per sender; a slot is free (null) once its move is done and is reused by the next move.
  const [slots, setSlots] = useState<(Move | null)[]>([]);
  const confirmed = useRef(onConfirmed);
  confirmed.current = onConfirmed;

  const pending = useMemo(
    () => Object.fromEntries(slots.flatMap((m) => (m ? [[m.jobId, m.status]] : []))) as Record<string, JobStatus>,
    [slots],
  );

  const move = useCallback((job: JobCard, status: JobStatus) => {
    setSlots((list) => {
      if (list.some((m) => m?.jobId === job.id)) return list;
      const next: Move = { jobId: job.id, status, version: job.version };
      const free = list.indexOf(null);
      return free < 0 ? [...list, next] : list.map((m, i) => (i === free ? next : m));
    });
  }, []);

  const finish = useCallback(
    (finished: Move, result: JobActionResult | undefined) => {
      setSlots((list) => list.map((m) => (m === finished ? null : m)));
      if (result?.status === "success" && result.data.job) {
        confirmed.current(result.data.job);
        toast.success(JOB_MESSAGES.statusUpdated);
      } else if (result?.status === "error" && result.reason === "conflict" && result.data?.job) {
        // Changed elsewhere: the card shows the latest version instead, and the user can move it again.
        confirmed.current(result.data.job);
        toast.error(result.message);
      } else {
        toast.error(result?.status === "error" ? result.message : JOB_MESSAGES.statusFailed);
      }
    },
    [toast],
  );

  const senders = slots.map((m, slot) => <StatusMove key={slot} move={m} onDone={finish} />);
  return { pending, move, senders };
}
