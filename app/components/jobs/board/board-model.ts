// Pure helpers of the job board: status colours, search, counts, list updates, board URLs, the cards a column
// shows, and the board's instructions for a screen reader (what it hears during a drag: board-announcements.ts).
import type { ScreenReaderInstructions } from "@dnd-kit/core";
import { JOB_STATUSES, type JobCard, type JobPriority, type JobStatus } from "~/schemas/jobs-rules";
import { readTableView, type TableView, writeTableView } from "../table/table-url";

/** Tailwind classes per status: column accent, tile and badge (text colours keep 4.5:1 on their backgrounds). */
export const STATUS_THEME: Record<JobStatus, { dot: string; tile: string; tileValue: string; badge: string; drop: string }> = {
  wishlist: {
    dot: "bg-slate-400",
    tile: "border-slate-200 bg-gradient-to-br from-slate-50 to-white",
    tileValue: "text-slate-700",
    badge: "bg-slate-200 text-slate-800",
    drop: "ring-slate-400 bg-slate-50/70",
  },
  applied: {
    dot: "bg-sky-500",
    tile: "border-sky-100 bg-gradient-to-br from-sky-50 to-white",
    tileValue: "text-sky-700",
    badge: "bg-sky-100 text-sky-800",
    drop: "ring-sky-400 bg-sky-50/70",
  },
  interview: {
    dot: "bg-amber-500",
    tile: "border-amber-100 bg-gradient-to-br from-amber-50 to-white",
    tileValue: "text-amber-700",
    badge: "bg-amber-100 text-amber-900",
    drop: "ring-amber-400 bg-amber-50/70",
  },
  "in-progress": {
    dot: "bg-violet-500",
    tile: "border-violet-100 bg-gradient-to-br from-violet-50 to-white",
    tileValue: "text-violet-700",
    badge: "bg-violet-100 text-violet-800",
    drop: "ring-violet-400 bg-violet-50/70",
  },
  offer: {
    dot: "bg-emerald-500",
    tile: "border-emerald-100 bg-gradient-to-br from-emerald-50 to-white",
    tileValue: "text-emerald-700",
    badge: "bg-emerald-100 text-emerald-800",
    drop: "ring-emerald-400 bg-emerald-50/70",
  },
  rejected: {
    dot: "bg-rose-500",
    tile: "border-rose-100 bg-gradient-to-br from-rose-50 to-white",
    tileValue: "text-rose-700",
    badge: "bg-rose-100 text-rose-800",
    drop: "ring-rose-400 bg-rose-50/70",
  },
};

export const PRIORITY_DOT: Record<JobPriority, string> = {
  high: "bg-rose-500 ring-rose-100",
  medium: "bg-amber-400 ring-amber-100",
  low: "bg-emerald-500 ring-emerald-100",
};

/** Title or company contains the query, case-insensitive (spec part 2 "Job Tracker"). */
export function filterJobs<T extends Pick<JobCard, "title" | "company">>(jobs: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...jobs];
  return jobs.filter((job) => job.title.toLowerCase().includes(needle) || job.company.toLowerCase().includes(needle));
}

/** The jobs by the profile's match, best first; jobs without a match last; ties keep their order (newest first). */
export function sortByMatch<T extends Pick<JobCard, "match">>(jobs: readonly T[]): T[] {
  return jobs
    .map((job, index) => ({ job, index, score: job.match?.overallMatch ?? -1 }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.job);
}

export { isPlainClick } from "~/lib/plain-click";

export function countByStatus(jobs: readonly Pick<JobCard, "status">[]): Record<JobStatus, number> {
  const counts = Object.fromEntries(JOB_STATUSES.map((s) => [s, 0])) as Record<JobStatus, number>;
  for (const job of jobs) counts[job.status] += 1;
  return counts;
}

/** A saved job replaces its old version in place; a new one goes to the top (spec: new jobs appear first). */
export function upsertJob<T extends { id: string }>(jobs: readonly T[], job: T): T[] {
  return jobs.some((j) => j.id === job.id) ? jobs.map((j) => (j.id === job.id ? job : j)) : [job, ...jobs];
}

function isJobStatus(value: unknown): value is JobStatus {
  return typeof value === "string" && (JOB_STATUSES as readonly string[]).includes(value);
}

/** The board's state in its query string (so search, fullscreen and the dialogs also work without JavaScript). */
export interface BoardView {
  q: string;
  fullscreen: boolean;
  /** The table view (`?view=table`, issue 18) and its sort, filters and page; null: the board. */
  table: TableView | null;
  jobId: string | null;
  /**
   * add: the Add Job dialog; import: Import CSV; edit, ai (AI Career Insights, over the detail) and kit (the
   * application kit, over the detail: issue 33) belong to the job in `jobId`.
   */
  dialog: "add" | "import" | "edit" | "ai" | "kit" | null;
  /** Pages a column shows beyond its first ('Show more'), per status (`?more=applied.2,offer.1`). */
  more: ColumnPages;
  /** The board's columns in order of the profile's match, best first (`?sort=match`, issue 32); else newest first. */
  byMatch: boolean;
}

/** Cards a column shows at first and adds per 'Show more' (ADR 0009: a long column costs no more than this). */
export const COLUMN_PAGE = 10;
const MAX_EXTRA_PAGES = 1000;
export type ColumnPages = Partial<Record<JobStatus, number>>;

function readColumnPages(value: string | null): ColumnPages {
  const pages: ColumnPages = {};
  for (const part of (value ?? "").split(",")) {
    const [status, count] = part.split(".");
    const n = Number(count);
    if (isJobStatus(status) && Number.isInteger(n) && n > 0) pages[status] = Math.min(n, MAX_EXTRA_PAGES);
  }
  return pages;
}

function writeColumnPages(pages: ColumnPages): string {
  return JOB_STATUSES.filter((s) => (pages[s] ?? 0) > 0)
    .map((s) => `${s}.${pages[s]}`)
    .join(",");
}

/** How many cards the column shows. */
export function columnLimit(pages: ColumnPages, status: JobStatus): number {
  return COLUMN_PAGE * (1 + (pages[status] ?? 0));
}

/**
 * The cards a column shows: its first `limit`, and any card in `keep` (one the user just moved or saved stays in
 * sight, and keeps the keyboard focus, wherever it falls in its new column).
 */
export function columnCards<T extends { id: string }>(jobs: readonly T[], limit: number, keep: ReadonlySet<string>): T[] {
  if (jobs.length <= limit) return [...jobs];
  return jobs.filter((job, index) => index < limit || keep.has(job.id));
}

export function readBoardView(params: URLSearchParams): BoardView {
  const dialog = params.get("dialog");
  return {
    q: params.get("q") ?? "",
    fullscreen: params.get("view") === "fullscreen",
    table: params.get("view") === "table" ? readTableView(params) : null,
    jobId: params.get("job") || null,
    dialog: dialog === "add" || dialog === "import" || dialog === "edit" || dialog === "ai" || dialog === "kit" ? dialog : null,
    more: readColumnPages(params.get("more")),
    // The table has its own sort (table-url.ts), in the same parameter.
    byMatch: params.get("view") !== "table" && params.get("sort") === "match",
  };
}

export function boardHref(view: BoardView, changes: Partial<BoardView> = {}): string {
  const next = { ...view, ...changes };
  const params = new URLSearchParams();
  if (next.q.trim()) params.set("q", next.q);
  if (next.fullscreen) params.set("view", "fullscreen");
  else if (next.table) writeTableView(next.table, params);
  if (next.byMatch && !next.table) params.set("sort", "match");
  if (next.jobId) params.set("job", next.jobId);
  if (next.dialog) params.set("dialog", next.dialog);
  const more = writeColumnPages(next.more ?? {});
  if (more) params.set("more", more);
  const search = params.toString();
  return search ? `/jobtracker?${search}` : "/jobtracker";
}

export const BOARD_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    "To move this job to another column, press Space to pick it up. While it is picked up, press the Left and Right arrow keys to move it between columns, then press Space or Enter to drop it, or Escape to cancel. Press Enter without picking it up to open the job's details.",
};

/**
 * The search box and the query string: `pending` holds the queries our own typing asked for, oldest first. A query
 * string that is one of them is the URL catching up (a fast typist's next key arrives before the previous key's URL):
 * it must not reset the box, and the older ones are done. Any other query string (back button, a link) resets it.
 */
export function followUrlQuery(pending: readonly string[], urlQ: string): { pending: string[]; reset: boolean } {
  const own = pending.indexOf(urlQ);
  return own >= 0 ? { pending: pending.slice(own + 1), reset: false } : { pending: [], reset: true };
}
