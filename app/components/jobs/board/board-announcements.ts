// The words a screen reader hears while a card of the board is moved: by the keyboard (the board's own keyboard move,
// ./keyboard-move) and by the pointer (dnd-kit announcements, in the draggable board loaded on first use, ADR 0010).
import type { Announcements } from "@dnd-kit/core";
import { JOB_STATUS_COLUMNS, type JobCard, type JobStatus } from "~/schemas/jobs-rules";

function cardName(job: Pick<JobCard, "title" | "company"> | undefined) {
  return job ? `${job.title} at ${job.company}` : "The job";
}

function columnName(id: unknown) {
  // Not board-model's isJobStatus: importing that module here would split it into a chunk of its own (ADR 0010).
  return typeof id === "string" && Object.hasOwn(JOB_STATUS_COLUMNS, id) ? JOB_STATUS_COLUMNS[id as JobStatus] : "a column";
}

/** The keyboard move's words: the same as a pointer drag's. */
export const moveWords = {
  pickedUp: (job: JobCard) => `Picked up ${cardName(job)}. It is in the ${JOB_STATUS_COLUMNS[job.status]} column.`,
  movedTo: (job: JobCard, status: JobStatus) => `Moved ${cardName(job)} to ${JOB_STATUS_COLUMNS[status]}.`,
  dropped: (job: JobCard, status: JobStatus) =>
    status === job.status
      ? `Dropped ${cardName(job)} back in ${JOB_STATUS_COLUMNS[status]}. Its status did not change.`
      : `Dropped ${cardName(job)} in ${JOB_STATUS_COLUMNS[status]}. Saving the new status.`,
  cancelled: (job: JobCard) => `Cancelled. ${cardName(job)} stays in ${JOB_STATUS_COLUMNS[job.status]}.`,
};

export function boardAnnouncements(jobById: (id: string) => JobCard | undefined): Announcements {
  const nameOf = (id: string | number) => cardName(jobById(String(id)));
  // The column last announced: the first "over" of a drag is the card's own column and must not drown "Picked up".
  let lastOver: string | number | null = null;
  return {
    onDragStart({ active }) {
      const job = jobById(String(active.id));
      lastOver = job?.status ?? null;
      return `Picked up ${cardName(job)}. It is in the ${job ? JOB_STATUS_COLUMNS[job.status] : ""} column.`;
    },
    onDragOver({ active, over }) {
      const overId = over?.id ?? null;
      if (overId === lastOver) return undefined;
      lastOver = overId;
      return over ? `Moved ${nameOf(active.id)} to ${columnName(over.id)}.` : `${nameOf(active.id)} is no longer over a column.`;
    },
    onDragEnd({ active, over }) {
      const job = jobById(String(active.id));
      if (!over) return `Dropped ${cardName(job)} outside the columns. Its status did not change.`;
      if (job && over.id === job.status) return `Dropped ${cardName(job)} back in ${columnName(over.id)}. Its status did not change.`;
      return `Dropped ${cardName(job)} in ${columnName(over.id)}. Saving the new status.`;
    },
    onDragCancel({ active }) {
      const job = jobById(String(active.id));
      return `Cancelled. ${cardName(job)} stays in ${job ? JOB_STATUS_COLUMNS[job.status] : "its column"}.`;
    },
  };
}
