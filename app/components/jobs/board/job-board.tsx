// The five-column board with drag and drop (@dnd-kit/core): mouse/pen (after a few pixels, so clicks still open
// the card), touch (after a short press, so the page still scrolls) and keyboard (Space picks up, Left/Right move
// between columns, Space/Enter drops, Escape cancels), with spoken announcements. A drop only asks the page to
// move the job (`onMove`): the card stays where it is, marked pending, until the server has confirmed. A column
// shows its first cards and a 'Show more' link (ADR 0009), so the page's size and render stay bounded with many jobs.
import { ChevronDown, Inbox } from "lucide-react";
import {
  DndContext,
  DragOverlay,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type PointerActivationConstraint,
  type PointerSensorOptions,
} from "@dnd-kit/core";
import { memo, useMemo, useState, type PointerEvent as ReactPointerEvent } from "react";
import { Link } from "react-router";
import { JOB_STATUS_COLUMNS, JOB_STATUSES, type JobCard as JobCardData, type JobStatus } from "~/schemas/jobs-rules";
import { BOARD_INSTRUCTIONS, boardAnnouncements, COLUMN_PAGE, columnCards, isJobStatus, STATUS_THEME } from "./board-model";
import { JobCard, JobCardIcons, JobCardOverlay } from "./job-card";

/** Mouse and pen only: touch has its own sensor with a press delay, so a swipe scrolls instead of dragging. */
class MouseAndPenSensor extends PointerSensor {
  static activators = [
    {
      eventName: "onPointerDown" as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent, { onActivation }: PointerSensorOptions) => {
        if (!event.isPrimary || event.button !== 0 || event.pointerType === "touch") return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

const POINTER_ACTIVATION: PointerActivationConstraint = { distance: 6 };
const TOUCH_ACTIVATION: PointerActivationConstraint = { delay: 220, tolerance: 8 };

/** Left/Right jump to the neighbouring column (the card lands near its top); other keys do nothing. */
const columnCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (!step) return undefined;
  event.preventDefault();
  const { active, over, collisionRect, droppableRects } = context;
  if (!active || !collisionRect) return currentCoordinates;
  const job = active.data.current?.job as JobCardData | undefined;
  const from = isJobStatus(over?.id) ? over.id : job?.status;
  const target = JOB_STATUSES[JOB_STATUSES.indexOf(from ?? "applied") + step];
  const rect = target ? droppableRects.get(target) : undefined;
  if (!rect) return currentCoordinates;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + 12 };
};

/** The column under the pointer; for the keyboard (no pointer) the column the moved card overlaps most. */
const columnUnder: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const hits = pointerWithin(args);
    if (hits.length) return hits;
  }
  return rectIntersection(args);
};

export interface ColumnPaging {
  /** How many cards the column shows (its first ones). */
  limit: (status: JobStatus) => number;
  /** Cards shown wherever they fall (just moved or saved). */
  keep: ReadonlySet<string>;
  /** Where 'Show more' leads (the same board with one more page of that column). */
  moreHref: (status: JobStatus) => string;
}

function BoardColumn({
  status,
  jobs,
  hrefFor,
  pending,
  fullscreen,
  paging,
  openingId,
  onIntent,
  onOpen,
}: {
  status: JobStatus;
  jobs: JobCardData[];
  hrefFor: (jobId: string) => string;
  pending: Readonly<Record<string, JobStatus>>;
  fullscreen: boolean;
  paging: ColumnPaging;
  openingId?: string | null;
  onIntent?: (jobId: string) => void;
  onOpen?: (href: string) => void;
}) {
  const { setNodeRef, isOver, active } = useDroppable({ id: status });
  const theme = STATUS_THEME[status];
  const title = JOB_STATUS_COLUMNS[status];
  const headingId = `${fullscreen ? "fs-" : ""}column-${status}`;
  const draggingFromHere = (active?.data.current?.job as JobCardData | undefined)?.status === status;
  const shown = columnCards(jobs, paging.limit(status), paging.keep);
  const hidden = jobs.length - shown.length;
  return (
    <section
      aria-labelledby={headingId}
      data-column={status}
      className={`relative flex min-w-0 flex-col rounded-2xl border border-slate-200/80 bg-slate-100/70 max-lg:w-[78vw] max-lg:max-w-80 max-lg:shrink-0 max-lg:snap-start ${
        fullscreen ? "max-h-full" : ""
      }`}
    >
      <header className="flex items-center justify-between gap-2 px-3.5 pb-2 pt-3">
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <span aria-hidden="true" className={`size-2.5 rounded-full ${theme.dot}`} />
          {title}
        </h2>
        <span
          data-column-count
          className={`min-w-7 rounded-full px-2 py-0.5 text-center text-xs font-semibold tabular-nums ${theme.badge}`}
        >
          {jobs.length}
          <span className="sr-only"> {jobs.length === 1 ? "job" : "jobs"}</span>
        </span>
      </header>
      <div
        ref={setNodeRef}
        className={`m-1.5 mt-0 flex-1 rounded-xl p-1.5 transition ${fullscreen ? "overflow-y-auto" : ""} ${
          isOver && !draggingFromHere ? `ring-2 ring-inset ${theme.drop}` : ""
        } ${fullscreen ? "min-h-40" : "min-h-56"}`}
      >
        {jobs.length ? (
          <>
            <ul className="flex flex-col gap-2.5">
              {shown.map((job) => (
                <JobCard
                  key={job.id}
                  job={job}
                  href={hrefFor(job.id)}
                  pendingStatus={pending[job.id]}
                  opening={openingId === job.id}
                  onIntent={onIntent}
                  onOpen={onOpen}
                />
              ))}
            </ul>
            {hidden > 0 ? (
              <Link
                to={paging.moreHref(status)}
                preventScrollReset
                defaultShouldRevalidate={false}
                replace
                data-show-more={status}
                className="mt-2.5 flex h-9 items-center justify-center gap-1.5 rounded-xl border border-dashed border-slate-300 text-sm font-semibold text-slate-700 transition hover:border-indigo-300 hover:bg-white hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <ChevronDown className="size-4" aria-hidden="true" />
                Show {Math.min(COLUMN_PAGE, hidden)} more
                <span className="sr-only"> in {title}</span> <span className="font-normal text-slate-600">({hidden} hidden)</span>
              </Link>
            ) : null}
          </>
        ) : (
          <div className="flex h-full min-h-36 flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-300/80 px-4 py-6 text-center">
            <Inbox className="size-6 text-slate-400" aria-hidden="true" />
            <p className="mt-2 text-sm font-medium text-slate-700">No jobs in {title}</p>
            <p className="mt-0.5 text-xs text-slate-600">Drag jobs here to move them to {title}</p>
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * Memoised: the page re-renders with every router update (a search key, a fetcher's state), and the board only
 * needs to when its own props change (the page keeps them stable).
 */
export const JobBoard = memo(function JobBoard({
  id,
  jobs,
  allJobs,
  hrefFor,
  pending,
  onMove,
  onDraggingChange,
  fullscreen = false,
  paging,
  openingId,
  onIntent,
  onOpen,
}: {
  /** Distinct per board instance: dnd-kit derives its accessibility ids from it (stable across SSR). */
  id: string;
  /** The jobs shown (after the search filter). */
  jobs: JobCardData[];
  /** Every job, for the announcements. */
  allJobs: JobCardData[];
  hrefFor: (jobId: string) => string;
  /** Jobs whose move is waiting for the server, with their target status. */
  pending: Readonly<Record<string, JobStatus>>;
  onMove: (job: JobCardData, status: JobStatus) => void;
  onDraggingChange?: (dragging: boolean) => void;
  fullscreen?: boolean;
  paging: ColumnPaging;
  /** The job whose details are being fetched after its card was opened. */
  openingId?: string | null;
  onIntent?: (jobId: string) => void;
  /** Follows a card's link in the page (see JobCard). */
  onOpen?: (href: string) => void;
}) {
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: POINTER_ACTIVATION }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_ACTIVATION }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnCoordinates,
      // Enter is left to the card's link (open the details) until the card is picked up.
      keyboardCodes: { start: [KeyboardCode.Space], cancel: [KeyboardCode.Esc], end: [KeyboardCode.Space, KeyboardCode.Enter] },
    }),
  );
  const [activeJob, setActiveJob] = useState<JobCardData | null>(null);
  const byId = useMemo(() => new Map(allJobs.map((job) => [job.id, job])), [allJobs]);
  const announcements = useMemo(() => boardAnnouncements((jobId) => byId.get(jobId)), [byId]);

  const columns = useMemo(() => {
    const map = Object.fromEntries(JOB_STATUSES.map((s) => [s, [] as JobCardData[]])) as Record<JobStatus, JobCardData[]>;
    for (const job of jobs) map[job.status].push(job);
    return map;
  }, [jobs]);

  function start(event: DragStartEvent) {
    setActiveJob((event.active.data.current?.job as JobCardData | undefined) ?? null);
    onDraggingChange?.(true);
  }

  function end(event: DragEndEvent) {
    setActiveJob(null);
    onDraggingChange?.(false);
    const job = byId.get(String(event.active.id));
    const target = event.over?.id;
    if (job && isJobStatus(target) && target !== job.status && !pending[job.id]) onMove(job, target);
  }

  function cancel() {
    setActiveJob(null);
    onDraggingChange?.(false);
  }

  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={columnUnder}
      accessibility={{ announcements, screenReaderInstructions: BOARD_INSTRUCTIONS }}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={cancel}
    >
      <div
        className={`relative flex gap-3 max-lg:-mx-3 max-lg:snap-x max-lg:snap-mandatory max-lg:overflow-x-auto max-lg:scroll-px-3 max-lg:px-3 max-lg:pb-2 lg:grid lg:grid-cols-5 ${
          fullscreen ? "h-full min-h-0 lg:gap-4" : ""
        }`}
      >
        {JOB_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            jobs={columns[status]}
            hrefFor={hrefFor}
            pending={pending}
            fullscreen={fullscreen}
            paging={paging}
            openingId={openingId}
            onIntent={onIntent}
            onOpen={onOpen}
          />
        ))}
      </div>
      <JobCardIcons />
      <DragOverlay dropAnimation={null}>{activeJob ? <JobCardOverlay job={activeJob} /> : null}</DragOverlay>
    </DndContext>
  );
});
