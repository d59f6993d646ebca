// The table view's rows (issue 18 section 4, ADR 0015): the board's cards (already on the page, search applied)
// filtered by status and priority, sorted and cut into pages of TABLE_PAGE. Pure; loaded with the table.
import { JOB_PRIORITIES, JOB_STATUSES, type JobCard } from "~/schemas/jobs-rules";
import type { SortDir, TableSort, TableView } from "./table-url";

/** The first click on a column sorts it this way: newest applied, highest priority, soonest next date, best match; A-Z else. */
export const FIRST_DIR: Record<TableSort, SortDir> = {
  applied: "desc",
  company: "asc",
  status: "asc",
  priority: "desc",
  next: "asc",
  title: "asc",
  match: "desc",
};

/** Rows per page: a page of the table costs about what a board of five 10-card columns does (ADR 0009). */
export const TABLE_PAGE = 50;

/**
 * A job's next date: the earliest upcoming of its follow-up date and interviews, as the card carries it (`next.at`,
 * an ISO date or date-time: schemas/jobs-rules.ts nextDateOf); null when it has none. The one place the table reads it.
 */
export function nextDateAt(job: JobCard): string | null {
  return job.next?.at ?? null;
}

const statusRank = Object.fromEntries(JOB_STATUSES.map((s, i) => [s, i])) as Record<string, number>;
const priorityRank = Object.fromEntries(JOB_PRIORITIES.map((p, i) => [p, i])) as Record<string, number>;
const text = new Intl.Collator("en", { sensitivity: "base", numeric: true });

type Key = (job: JobCard) => string | number | null;
const KEYS: Record<TableSort, Key> = {
  applied: (job) => job.appliedDate,
  company: (job) => job.company,
  title: (job) => job.title,
  status: (job) => statusRank[job.status] ?? 0,
  priority: (job) => priorityRank[job.priority] ?? 0,
  next: nextDateAt,
  match: (job) => job.match?.overallMatch ?? null,
};

function compareValues(a: string | number, b: string | number): number {
  return typeof a === "number" && typeof b === "number" ? a - b : text.compare(String(a), String(b));
}

/**
 * The cards in the view's order. A job without a value (no next date, no match) goes last either way; ties keep the
 * board's order (newest first), so the order is stable page to page.
 */
export function sortJobs<T extends JobCard>(jobs: readonly T[], sort: TableSort, dir: "asc" | "desc"): T[] {
  const key = KEYS[sort];
  const sign = dir === "asc" ? 1 : -1;
  return jobs
    .map((job, index) => ({ job, index, value: key(job) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value !== b.value) return a.value === null ? 1 : -1;
      } else {
        const order = compareValues(a.value, b.value);
        if (order) return sign * order;
      }
      return a.index - b.index;
    })
    .map((entry) => entry.job);
}

export interface TablePage<T> {
  rows: T[];
  /** Rows after the filters (every page). */
  total: number;
  page: number;
  pages: number;
  /** 1-based position of the first row shown (0 when none). */
  from: number;
  to: number;
}

/** The page the view asks for (the last one when it asks past the end). */
export function tablePage<T extends JobCard>(jobs: readonly T[], view: TableView): TablePage<T> {
  const filtered = jobs.filter((job) => (!view.status || job.status === view.status) && (!view.priority || job.priority === view.priority));
  const sorted = sortJobs(filtered, view.sort, view.dir);
  const pages = Math.max(1, Math.ceil(sorted.length / TABLE_PAGE));
  const page = Math.min(view.page, pages);
  const start = (page - 1) * TABLE_PAGE;
  const rows = sorted.slice(start, start + TABLE_PAGE);
  return { rows, total: sorted.length, page, pages, from: rows.length ? start + 1 : 0, to: start + rows.length };
}
