// The six-column board (the Wishlist, then the spec's five). A column shows its first cards and a 'Show more' link
// (ADR 0009), so the page's size and render stay bounded with many jobs. Drag and drop (@dnd-kit/core, in ./draggable-board) loads on the first use of
// the board (ADR 0010): the page is rendered, hydrated and painted with a static board of the same markup, and the
// first pointer over the board, press, touch, focus or key inside it fetches the draggable board, which then takes
// the static one's place. The swap keeps the keyboard focus where it was, and never happens under a pressed pointer
// (a click in progress still opens its card). The keyboard move (./keyboard-move) is the board's own and needs no
// drag code. Without that code (offline, a failed load) the board stays as it is: cards open and move with the
// keyboard, and the detail dialog's status control moves a job.
import { ChevronDown, Inbox } from "lucide-react";
import { memo, type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { retryingLoader } from "~/components/ui/lazy";
import { JOB_STATUS_COLUMNS, JOB_STATUSES, type JobCard as JobCardData, type JobStatus } from "~/schemas/jobs-rules";
import { BOARD_INSTRUCTIONS, COLUMN_PAGE, columnCards, STATUS_THEME } from "./board-model";
import type { BoardColumnProps, BoardKit, BoardLayoutProps, ColumnDrop, JobBoardProps } from "./board-types";
import { JobCardIcons, JobCardOverlay, JobCardView, StaticJobCard } from "./job-card";
import { useKeyboardMove } from "./keyboard-move";

/** A column's markup, the same whether it is a drop target or not. */
function BoardColumnView({
  status,
  jobs,
  hrefFor,
  pending,
  fullscreen,
  paging,
  openingId,
  onIntent,
  onOpen,
  describedBy,
  Card,
  lifted,
  incoming,
  drop,
}: BoardColumnProps & { drop?: ColumnDrop }) {
  const theme = STATUS_THEME[status];
  const title = JOB_STATUS_COLUMNS[status];
  const headingId = `${fullscreen ? "fs-" : ""}column-${status}`;
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
        ref={drop?.setNodeRef}
        className={`m-1.5 mt-0 flex-1 rounded-xl p-1.5 ${fullscreen ? "overflow-y-auto" : ""} ${
          drop?.highlighted || incoming ? `ring-2 ring-inset ${theme.drop}` : ""
        } ${fullscreen ? "min-h-40" : "min-h-56"}`}
      >
        {jobs.length || incoming ? (
          <>
            <ul className="flex flex-col gap-2.5">
              {incoming ? (
                <li aria-hidden="true" data-incoming-card>
                  <JobCardOverlay job={incoming} />
                </li>
              ) : null}
              {shown.map((job) => (
                <Card
                  key={job.id}
                  job={job}
                  href={hrefFor(job.id)}
                  describedBy={describedBy}
                  pendingStatus={pending[job.id]}
                  opening={openingId === job.id}
                  onIntent={onIntent}
                  onOpen={onOpen}
                  lifted={lifted?.jobId === job.id ? (lifted.away ? "away" : "here") : undefined}
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

function StaticColumn(props: BoardColumnProps) {
  return <BoardColumnView {...props} />;
}

const NO_PENDING: Readonly<Record<string, JobStatus>> = Object.freeze({});

/**
 * The pending moves as a column sees them: the page's map when one of its cards is pending, else one shared empty
 * map. A move (or an opening card) then re-renders its own column only, not all six (issue 16: a drag under 100 ms).
 */
function columnPending(jobs: JobCardData[], pending: Readonly<Record<string, JobStatus>>) {
  return jobs.some((job) => pending[job.id]) ? pending : NO_PENDING;
}

/** The id of the board's hidden instructions, which every card's aria-describedby names. */
function instructionsId(boardId: string) {
  return `${boardId}-instructions`;
}

/**
 * The board's columns, its shared card icons and the hidden instructions the cards point at (before and after the
 * drag code loads, so a screen reader hears how to move a card either way).
 */
function BoardLayout({ Column, Card, rootRef, rootHandlers, ...props }: BoardLayoutProps): ReactNode {
  const { id, jobs, fullscreen = false, lift } = props;
  const liftedJob = lift ? props.allJobs.find((job) => job.id === lift.jobId) : undefined;
  // A column whose cards did not change keeps its array, so a move re-renders the two columns it touches only.
  const previousColumns = useRef<Record<JobStatus, JobCardData[]> | null>(null);
  const columns = useMemo(() => {
    const map = Object.fromEntries(JOB_STATUSES.map((s) => [s, [] as JobCardData[]])) as Record<JobStatus, JobCardData[]>;
    for (const job of jobs) map[job.status].push(job);
    const previous = previousColumns.current;
    if (previous) {
      for (const status of JOB_STATUSES) {
        const before = previous[status];
        const now = map[status];
        if (before.length === now.length && before.every((job, i) => job === now[i])) map[status] = before;
      }
    }
    previousColumns.current = map;
    return map;
  }, [jobs]);
  const describedBy = instructionsId(id);
  return (
    <>
      <div
        ref={rootRef}
        {...rootHandlers}
        className={`relative flex gap-3 max-lg:-mx-3 max-lg:snap-x max-lg:snap-mandatory max-lg:overflow-x-auto max-lg:scroll-px-3 max-lg:px-3 max-lg:pb-2 lg:grid lg:grid-cols-6 ${
          fullscreen ? "h-full min-h-0 lg:gap-4" : ""
        }`}
      >
        {JOB_STATUSES.map((status) => (
          <Column
            key={status}
            status={status}
            jobs={columns[status]}
            hrefFor={props.hrefFor}
            pending={columnPending(columns[status], props.pending)}
            fullscreen={fullscreen}
            paging={props.paging}
            openingId={props.openingId && columns[status].some((job) => job.id === props.openingId) ? props.openingId : null}
            onIntent={props.onIntent}
            onOpen={props.onOpen}
            describedBy={describedBy}
            Card={Card}
            lifted={lift?.from === status ? { jobId: lift.jobId, away: lift.target !== status } : undefined}
            incoming={lift && liftedJob && lift.target === status && lift.from !== status ? liftedJob : undefined}
          />
        ))}
      </div>
      <JobCardIcons />
      <div id={describedBy} hidden>
        {BOARD_INSTRUCTIONS.draggable}
      </div>
    </>
  );
}

/** What the draggable board is built from (handed over, not imported: see ./draggable-board). */
const KIT: BoardKit = { BoardLayout, BoardColumnView, JobCardView, JobCardOverlay, instructions: BOARD_INSTRUCTIONS };

/** The drag code: @dnd-kit/core, the sensors and the drag overlay (about 13 KB gzip), fetched on first use. */
const draggableBoard = retryingLoader(() => import("./draggable-board"));
type Draggable = typeof import("./draggable-board");

/** What the static board hands to the draggable one when it takes its place. */
interface Handoff {
  /** A selector for the element inside the board that had the focus. */
  focus: string | null;
}

function focusSelector(element: Element): string | null {
  if (element.id) return `#${CSS.escape(element.id)}`;
  const more = element.getAttribute("data-show-more");
  return more ? `[data-show-more="${CSS.escape(more)}"]` : null;
}

/**
 * Memoised: the page re-renders with every router update (a search key, a fetcher's state), and the board only
 * needs to when its own props change (the page keeps them stable).
 */
export const JobBoard = memo(function JobBoard(props: JobBoardProps) {
  const [loaded, setLoaded] = useState(draggableBoard.current);
  const root = useRef<HTMLDivElement>(null);
  const handoff = useRef<Handoff>({ focus: null });
  const move = useKeyboardMove(props);
  const requested = useRef(false);
  const pressed = useRef(false);
  const afterRelease = useRef<(() => void) | null>(null);

  const swap = useCallback((module: Draggable) => {
    const active = document.activeElement;
    handoff.current.focus = active && root.current?.contains(active) ? focusSelector(active) : null;
    setLoaded(module);
  }, []);

  const load = useCallback(() => {
    if (requested.current || draggableBoard.current()) return;
    // Offline, a failed module fetch may stay failed for the page's life: the next intent tries once back online.
    if (navigator.onLine === false) return;
    requested.current = true;
    draggableBoard.get().then(
      (module) => {
        // Not under a pressed pointer: replacing the card between press and release would lose the click.
        if (pressed.current) afterRelease.current = () => swap(module);
        else swap(module);
      },
      () => {
        // The board stays static and usable (no message: nothing the user asked for failed); the next intent tries again.
        requested.current = false;
      },
    );
  }, [swap]);

  const onPointerDown = useCallback(() => {
    load();
    pressed.current = true;
    const release = () => {
      document.removeEventListener("pointerup", release, true);
      document.removeEventListener("pointercancel", release, true);
      pressed.current = false;
      const then = afterRelease.current;
      afterRelease.current = null;
      // After the click that follows the release (same task) has reached the static card.
      if (then) setTimeout(then, 0);
    };
    document.addEventListener("pointerup", release, true);
    document.addEventListener("pointercancel", release, true);
  }, [load]);

  const rootHandlers = useMemo(
    () => ({ onPointerOver: load, onPointerDown, onTouchStart: load, onFocus: load, onKeyDown: load }),
    [load, onPointerDown],
  );

  // Right after the swap: the focus goes back where it was.
  useLayoutEffect(() => {
    if (!loaded) return;
    const { focus } = handoff.current;
    handoff.current = { focus: null };
    if (focus && !document.activeElement?.closest("dialog:is([open], :popover-open)")) {
      (document.querySelector(focus) as HTMLElement | null)?.focus({ preventScroll: true });
    }
  }, [loaded]);

  return (
    // The keyboard move listens around the board (static or draggable); `contents` keeps the board's own layout.
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys come from the cards (links) inside; the wrapper itself takes no input.
    <div className="contents" onKeyDown={move.onKeyDown} onBlur={move.onBlur}>
      {loaded ? (
        <loaded.DraggableBoard {...props} lift={move.lift} kit={KIT} />
      ) : (
        <BoardLayout {...props} lift={move.lift} Column={StaticColumn} Card={StaticJobCard} rootRef={root} rootHandlers={rootHandlers} />
      )}
      <div role="status" aria-live="assertive" aria-atomic="true" className="sr-only" data-board-announcer>
        {move.announcement}
      </div>
    </div>
  );
});
