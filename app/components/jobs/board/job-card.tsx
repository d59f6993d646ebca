// A card of the board: a link to the job's detail dialog (so it opens without JavaScript too) that is also the
// drag source once the board's drag code has loaded (ADR 0010: this file has no @dnd-kit import; the draggable board
// passes the drag bindings in `drag`, so the static and the draggable board render the same markup). It is a plain anchor whose click the page turns into a client navigation (`onOpen`), not a React
// Router <Link>: a Link re-renders with every router update (each search key, each fetcher state), and the board
// would then re-render all its cards on every such update (issue 16: under 100 ms of main-thread work). The pointer starts a drag only after a few pixels of movement, so a click still opens the dialog;
// with the keyboard, Space picks the card up (./keyboard-move) and Enter (while not picked up) follows the link. A card holds only the
// card data (ADR 0009); pointing at it or focusing it asks the page to fetch the job's details ahead of the click.
import { Spinner } from "~/components/ui/button";
import { Building2, CalendarClock, Sparkles } from "lucide-react";
import { memo, type MouseEvent } from "react";
import { JOB_PRIORITY_LABELS, JOB_STATUS_COLUMNS, type JobCard as JobCardData, type JobStatus } from "~/schemas/jobs-rules";
import { formatDay, shortRelativeTime } from "~/lib/dates";
import { todayIn } from "~/lib/time-zone";
import { useTimeZone } from "~/components/ui/time-zone";
import { MatchScoreBadge } from "../match-badge";
import { isPlainClick, PRIORITY_DOT } from "./board-model";
import { isDue, nextDateText } from "./next-date";

export function jobCardId(jobId: string) {
  return `job-card-${jobId}`;
}

const COMPANY_ICON = "job-card-icon-company";
const AI_ICON = "job-card-icon-ai";
const NEXT_ICON = "job-card-icon-next";

/** The cards' icons (lucide), drawn once per board; each card references them with `<use>` (ADR 0009). */
export function JobCardIcons() {
  return (
    <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
      <symbol id={COMPANY_ICON} viewBox="0 0 24 24">
        <Building2 />
      </symbol>
      <symbol id={AI_ICON} viewBox="0 0 24 24">
        <Sparkles />
      </symbol>
      <symbol id={NEXT_ICON} viewBox="0 0 24 24">
        <CalendarClock />
      </symbol>
    </svg>
  );
}

function Icon({ id, className }: { id: string; className: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${id}`} />
    </svg>
  );
}

/** Memoised: dnd-kit re-renders every draggable card at each step of a drag, while a card's content rarely changes. */
const CardBody = memo(function CardBody({
  job,
  pendingStatus,
  opening,
}: {
  job: JobCardData;
  pendingStatus?: JobStatus;
  opening?: boolean;
}) {
  const { hasSuggestions, portfolioViews, next, match, sentAt } = job;
  const timeZone = useTimeZone();
  const busyText = pendingStatus ? `Moving to ${JOB_STATUS_COLUMNS[pendingStatus]}…` : opening ? "Opening…" : null;
  return (
    <>
      <span className="flex items-start justify-between gap-3">
        <span className="job-card-title">{job.title}</span>
        <span className="mt-1 flex shrink-0 items-center" title={JOB_PRIORITY_LABELS[job.priority]}>
          <span aria-hidden="true" className={`size-2.5 rounded-full ring-4 ${PRIORITY_DOT[job.priority]}`} />
          <span className="sr-only">, {JOB_PRIORITY_LABELS[job.priority]}</span>
        </span>
      </span>
      <span className="job-card-company">
        <Icon id={COMPANY_ICON} className="size-3.5 shrink-0 text-slate-400" />
        <span className="truncate">{job.company}</span>
      </span>
      {next ? (
        <span className={`job-card-next ${isDue(next, timeZone) ? "job-card-next-due" : ""}`} data-testid="job-card-next">
          <Icon id={NEXT_ICON} className="size-3.5 shrink-0" />
          <span className="sr-only">Next: </span>
          <span className="truncate">{nextDateText(next, timeZone)}</span>
        </span>
      ) : null}
      {portfolioViews ? (
        <span className="mt-2.5 flex items-center gap-1.5 text-[11px] font-medium text-emerald-700" data-testid="portfolio-viewed">
          <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-emerald-500" />
          <span>
            Portfolio viewed <span className="tabular-nums">{portfolioViews.views === 1 ? "1 time" : `${portfolioViews.views} times`}</span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, last </span>
            <time dateTime={portfolioViews.lastViewedAt} suppressHydrationWarning>
              {shortRelativeTime(portfolioViews.lastViewedAt)}
            </time>
          </span>
        </span>
      ) : null}
      {sentAt ? (
        <span className="mt-2 flex items-center gap-1.5 text-[11px] font-medium text-indigo-700" data-testid="resume-sent">
          <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-indigo-500" />
          Resume sent {formatDay(todayIn(timeZone, new Date(sentAt)))}
        </span>
      ) : null}
      {hasSuggestions || busyText || match ? (
        <span className="mt-3 flex flex-wrap items-center gap-2">
          {match ? <MatchScoreBadge match={match} /> : null}
          {hasSuggestions ? (
            <span className="job-card-ai">
              <Icon id={AI_ICON} className="size-3" />
              AI<span className="sr-only"> suggestions</span>
            </span>
          ) : null}
          {busyText ? (
            <span className="inline-flex items-center gap-1.5 text-[11px] font-medium text-slate-600">
              <Spinner className="size-3 text-indigo-600" />
              {busyText}
            </span>
          ) : null}
        </span>
      ) : null}
    </>
  );
});

export interface JobCardProps {
  job: JobCardData;
  href: string;
  /** The id of the hidden text that tells how to move a card (rendered once per board). */
  describedBy: string;
  pendingStatus?: JobStatus;
  /** Its details are on their way (the card was opened before they arrived). */
  opening?: boolean;
  /** The pointer or the focus is on the card: a click may follow. */
  onIntent?: (jobId: string) => void;
  /** Follows the card's link in the page (a plain left click or Enter); without it the browser follows the link. */
  onOpen?: (href: string) => void;
  /** Picked up with the keyboard: still aimed at its own column ('here') or at another one ('away'). */
  lifted?: "here" | "away";
}

/** What the draggable board adds to a card (dnd-kit's node ref, its sensors' listeners and the dragged state). */
export interface CardDrag {
  setNodeRef: (element: HTMLElement | null) => void;
  // dnd-kit's SyntheticListenerMap (React event handlers by prop name).
  listeners?: Record<string, unknown>;
  isDragging: boolean;
}

/** The card's markup, the same with or without drag bindings. */
export function JobCardView({
  job,
  href,
  describedBy,
  pendingStatus,
  opening,
  onIntent,
  onOpen,
  lifted,
  drag,
}: JobCardProps & { drag?: CardDrag }) {
  const intent = onIntent ? () => onIntent(job.id) : undefined;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || !isPlainClick(event)) return;
    event.preventDefault();
    onOpen(href);
  };
  return (
    <li>
      <a
        ref={drag?.setNodeRef}
        id={jobCardId(job.id)}
        href={href}
        onClick={open}
        // The browser's own link dragging would fight the pointer sensor.
        draggable={false}
        {...drag?.listeners}
        aria-describedby={describedBy}
        onPointerEnter={intent}
        onFocus={intent}
        aria-busy={pendingStatus || opening ? true : undefined}
        data-job-card={job.id}
        className={`job-card ${
          drag?.isDragging || lifted === "away"
            ? "job-card-dragging"
            : lifted === "here"
              ? "job-card-lifted"
              : pendingStatus
                ? "job-card-pending"
                : "job-card-idle"
        }`}
      >
        <CardBody job={job} pendingStatus={pendingStatus} opening={opening} />
      </a>
    </li>
  );
}

/** A card of the board before its drag code has loaded (server render, hydration). */
export const StaticJobCard = memo(function StaticJobCard(props: JobCardProps) {
  return <JobCardView {...props} />;
});

/** The copy that follows the pointer (or the keyboard) while a card is dragged. */
export function JobCardOverlay({ job }: { job: JobCardData }) {
  return (
    <div className={`job-card w-full rotate-2 cursor-grabbing border-indigo-300 shadow-xl shadow-indigo-900/15 ring-2 ring-indigo-500/30`}>
      <CardBody job={job} />
    </div>
  );
}
