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

/** Sends one move when mounted and reports its answer once (no answer at all counts as a failure). */
function StatusMove({ move, onDone }: { move: Move; onDone: (move: Move, data: JobActionResult | undefined) => void }) {
  const fetcher = useFetcher<JobActionResult>();
  const sent = useRef(false);
  const busy = useRef(false);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
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
    if (busy.current) {
      busy.current = false;
      done.current(move, fetcher.data);
    }
  }, [fetcher.state, fetcher.data, move]);

  return null;
}

/** The pending moves, a way to start one, and the invisible senders to render on the page. */
export function useStatusMoves(onConfirmed: (job: JobDto) => void) {
  const toast = useToast();
  const [moves, setMoves] = useState<Move[]>([]);
  const confirmed = useRef(onConfirmed);
  confirmed.current = onConfirmed;

  const pending = useMemo(() => Object.fromEntries(moves.map((m) => [m.jobId, m.status])) as Record<string, JobStatus>, [moves]);

  const move = useCallback((job: JobCard, status: JobStatus) => {
    setMoves((list) => (list.some((m) => m.jobId === job.id) ? list : [...list, { jobId: job.id, status, version: job.version }]));
  }, []);

  const finish = useCallback(
    (finished: Move, result: JobActionResult | undefined) => {
      setMoves((list) => list.filter((m) => m !== finished));
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

  const senders = moves.map((m) => <StatusMove key={m.jobId} move={m} onDone={finish} />);
  return { pending, move, senders };
}
