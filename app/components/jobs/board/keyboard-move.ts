// Moving a card with the keyboard, handled by the board itself (static or draggable, so it works before and without
// the drag code, ADR 0010): Space picks the focused card up, Left and Right choose the column, Space or Enter drops it
// there and Escape (or the focus leaving the card) cancels; every step is spoken. One small render per key: dnd-kit's
// keyboard sensor re-rendered every card and measured the whole board at each step (issue 16: a drag under 100 ms of
// main-thread work). The pointer and touch drags stay dnd-kit's (./draggable-board).
import { type FocusEvent, type KeyboardEvent, useCallback, useRef, useState } from "react";
import { JOB_STATUSES, type JobCard, type JobStatus } from "~/schemas/jobs-rules";
import { moveWords } from "./board-announcements";

/** The card picked up with the keyboard: its column and the column it would be dropped in now. */
export interface Lift {
  jobId: string;
  from: JobStatus;
  target: JobStatus;
}

interface KeyboardMoveOptions {
  allJobs: JobCard[];
  pending: Readonly<Record<string, JobStatus>>;
  onMove: (job: JobCard, status: JobStatus) => void;
  onDraggingChange?: (dragging: boolean) => void;
}

export function useKeyboardMove(options: KeyboardMoveOptions) {
  const [lift, setLift] = useState<Lift | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const liftRef = useRef(lift);
  liftRef.current = lift;
  const latest = useRef(options);
  latest.current = options;

  const end = useCallback((words: string) => {
    liftRef.current = null;
    setLift(null);
    setAnnouncement(words);
    latest.current.onDraggingChange?.(false);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const card = event.target instanceof Element ? event.target.closest("[data-job-card]") : null;
      if (!card || event.altKey || event.ctrlKey || event.metaKey) return;
      const { allJobs, pending, onMove, onDraggingChange } = latest.current;
      const jobId = card.getAttribute("data-job-card") ?? "";
      const job = allJobs.find((j) => j.id === jobId);
      const current = liftRef.current;
      if (!job) return;
      if (current?.jobId !== jobId) {
        if (event.key !== " " || event.repeat) return;
        event.preventDefault(); // no page scroll
        if (pending[jobId]) return;
        const lifted = { jobId, from: job.status, target: job.status };
        liftRef.current = lifted;
        setLift(lifted);
        setAnnouncement(moveWords.pickedUp(job));
        onDraggingChange?.(true);
        return;
      }
      switch (event.key) {
        case "ArrowRight":
        case "ArrowLeft": {
          event.preventDefault();
          const next = JOB_STATUSES[JOB_STATUSES.indexOf(current.target) + (event.key === "ArrowRight" ? 1 : -1)];
          if (!next) return;
          liftRef.current = { ...current, target: next };
          setLift(liftRef.current);
          setAnnouncement(moveWords.movedTo(job, next));
          return;
        }
        case "ArrowUp":
        case "ArrowDown":
          event.preventDefault();
          return;
        case " ":
        case "Enter":
          // Enter drops instead of following the card's link.
          event.preventDefault();
          if (event.repeat) return;
          end(moveWords.dropped(job, current.target));
          if (current.target !== job.status && !pending[jobId]) onMove(job, current.target);
          return;
        case "Escape":
          // The drop is cancelled, nothing else (fullscreen stays, a search box keeps its text).
          event.preventDefault();
          event.stopPropagation();
          end(moveWords.cancelled(job));
          return;
      }
    },
    [end],
  );

  // The focus leaving the lifted card cancels the move. Checked after the event: when the drag code arrives, the board
  // is replaced and the card's new element takes the focus back in the same task (./job-board).
  const onBlur = useCallback(
    (event: FocusEvent) => {
      const current = liftRef.current;
      if (!current || !(event.target instanceof Element) || event.target.getAttribute("data-job-card") !== current.jobId) return;
      setTimeout(() => {
        if (liftRef.current !== current || document.activeElement?.getAttribute("data-job-card") === current.jobId) return;
        const job = latest.current.allJobs.find((j) => j.id === current.jobId);
        end(job ? moveWords.cancelled(job) : "Cancelled.");
      }, 0);
    },
    [end],
  );

  return { lift, announcement, onKeyDown, onBlur };
}
