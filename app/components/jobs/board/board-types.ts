// The board's contracts: the props of the board, its columns and its layout, and the kit the static board hands to
// the draggable one (./draggable-board). A leaf module, so the lazily loaded draggable board can name these types
// without importing ./job-board, which loads it (no import circle).
import type { ComponentType, FocusEvent, KeyboardEvent as ReactKeyboardEvent, ReactNode, Ref } from "react";
import type { ScreenReaderInstructions } from "@dnd-kit/core";
import type { JobCard as JobCardData, JobStatus } from "~/schemas/jobs-rules";
import type { JobCardOverlay, JobCardProps, JobCardView } from "./job-card";
import type { Lift } from "./keyboard-move";

export interface ColumnPaging {
  /** How many cards the column shows (its first ones). */
  limit: (status: JobStatus) => number;
  /** Cards shown wherever they fall (just moved or saved). */
  keep: ReadonlySet<string>;
  /** Where 'Show more' leads (the same board with one more page of that column). */
  moreHref: (status: JobStatus) => string;
}

export interface JobBoardProps {
  /** Distinct per board instance (the ids of its hidden instructions and of dnd-kit's derive from it). */
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
  /** The card picked up with the keyboard (set by JobBoard). */
  lift?: Lift | null;
}

export interface BoardColumnProps {
  status: JobStatus;
  jobs: JobCardData[];
  hrefFor: (jobId: string) => string;
  pending: Readonly<Record<string, JobStatus>>;
  fullscreen: boolean;
  paging: ColumnPaging;
  openingId?: string | null;
  onIntent?: (jobId: string) => void;
  onOpen?: (href: string) => void;
  describedBy: string;
  /** The card component: static, or draggable once the drag code has loaded. */
  Card: ComponentType<JobCardProps>;
  /** The card of this column picked up with the keyboard, and whether it is aimed at another column. */
  lifted?: { jobId: string; away: boolean };
  /** A card picked up with the keyboard in another column and aimed at this one (shown at its top). */
  incoming?: JobCardData;
}

/** What a column adds when it is a drop target. */
export interface ColumnDrop {
  setNodeRef: (element: HTMLElement | null) => void;
  /** A card from another column is over it. */
  highlighted: boolean;
}

/** The layout both boards render: the columns and cards they are built from, and the static board's own listeners. */
export type BoardLayoutProps = JobBoardProps & {
  Column: ComponentType<BoardColumnProps>;
  Card: ComponentType<JobCardProps>;
  rootRef?: Ref<HTMLDivElement>;
  rootHandlers?: {
    onPointerOver?: () => void;
    onPointerDown?: () => void;
    onTouchStart?: () => void;
    onFocus?: (event: FocusEvent) => void;
    onKeyDown?: (event: ReactKeyboardEvent) => void;
  };
};

/** What the draggable board is built from, handed over by ./job-board (ADR 0010: imports would split the page's chunk). */
export interface BoardKit {
  BoardLayout: (props: BoardLayoutProps) => ReactNode;
  BoardColumnView: (props: BoardColumnProps & { drop?: ColumnDrop }) => ReactNode;
  JobCardView: typeof JobCardView;
  JobCardOverlay: typeof JobCardOverlay;
  instructions: ScreenReaderInstructions;
}
