// The table view's state in the query string (`?view=table&sort=company&dir=asc&status=offer&priority=high&page=2`),
// read and written with the board's (board-model.ts readBoardView / boardHref), so sorting, filtering and paging
// are links that also work without JavaScript. Small on purpose: the board's page imports it; the table itself
// (./job-table.tsx) loads only when the table is shown.
import { JOB_STATUSES, type JobPriority, type JobStatus } from "~/schemas/jobs-rules";

const TABLE_SORTS = ["applied", "company", "status", "priority", "next", "title", "match"] as const;
export type TableSort = (typeof TABLE_SORTS)[number];
export type SortDir = "asc" | "desc";

export interface TableView {
  sort: TableSort;
  dir: SortDir;
  status: JobStatus | null;
  priority: JobPriority | null;
  /** 1-based. */
  page: number;
}

export const DEFAULT_TABLE: TableView = { sort: "applied", dir: "desc", status: null, priority: null, page: 1 };

const STATUSES: readonly string[] = JOB_STATUSES;
const PRIORITIES: readonly string[] = ["low", "medium", "high"];

export function readTableView(params: URLSearchParams): TableView {
  const sort = params.get("sort") ?? "";
  const dir = params.get("dir");
  const status = params.get("status") ?? "";
  const priority = params.get("priority") ?? "";
  const page = Number(params.get("page"));
  const chosen = (TABLE_SORTS as readonly string[]).includes(sort) ? (sort as TableSort) : DEFAULT_TABLE.sort;
  return {
    sort: chosen,
    // A link always names both; a hand-written sort alone reads newest applied (best match) first, else A to Z.
    dir: dir === "asc" || dir === "desc" ? dir : chosen === "applied" || chosen === "match" ? "desc" : "asc",
    status: STATUSES.includes(status) ? (status as JobStatus) : null,
    priority: PRIORITIES.includes(priority) ? (priority as JobPriority) : null,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, 10_000) : 1,
  };
}

export function writeTableView(table: TableView, params: URLSearchParams): void {
  params.set("view", "table");
  if (table.sort !== DEFAULT_TABLE.sort || table.dir !== DEFAULT_TABLE.dir) {
    params.set("sort", table.sort);
    params.set("dir", table.dir);
  }
  if (table.status) params.set("status", table.status);
  if (table.priority) params.set("priority", table.priority);
  if (table.page > 1) params.set("page", String(table.page));
}
