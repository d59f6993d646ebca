// The table view's model (issue 18 section 4): its state in the query string (with the board's), filters, sorts
// (a job without a next date last either way, ties in the board's order) and pages of 50.
import { describe, expect, it } from "vitest";
import { boardHref, readBoardView } from "~/components/jobs/board/board-model";
import { nextDateAt, sortJobs, TABLE_PAGE, tablePage } from "~/components/jobs/table/table-model";
import { DEFAULT_TABLE, readTableView } from "~/components/jobs/table/table-url";
import type { JobCard, JobPriority, JobStatus } from "~/schemas/jobs-rules";

type Row = JobCard;

function job(
  id: string,
  company: string,
  status: JobStatus,
  priority: JobPriority,
  appliedDate: string,
  nextAt: string | null = null,
): Row {
  const card: Row = { id, title: `Role ${id}`, company, status, priority, appliedDate, version: 1, hasSuggestions: false };
  return nextAt ? { ...card, next: { kind: nextAt.includes("T") ? "interview" : "follow-up", at: nextAt } } : card;
}

const jobs = [
  job("1", "beta", "offer", "low", "2024-01-03", "2024-02-10"),
  job("2", "Alpha", "applied", "high", "2024-01-05"),
  job("3", "gamma", "rejected", "medium", "2024-01-01", "2024-02-01T09:00:00Z"),
  job("4", "Alpha", "interview", "high", "2024-01-05", "2024-03-01"),
];
const ids = (list: readonly Row[]) => list.map((j) => j.id);

describe("the table's URL", () => {
  it("reads and writes the view with the board's other state, defaults left out", () => {
    const view = readBoardView(new URLSearchParams("view=table&sort=company&dir=asc&status=offer&priority=high&page=3&q=acme&job=9"));
    expect(view.table).toEqual({ sort: "company", dir: "asc", status: "offer", priority: "high", page: 3 });
    expect(view.fullscreen).toBe(false);
    expect(boardHref(view, { jobId: null })).toBe("/jobtracker?q=acme&view=table&sort=company&dir=asc&status=offer&priority=high&page=3");
    expect(boardHref({ ...view, q: "" }, { jobId: null, table: DEFAULT_TABLE })).toBe("/jobtracker?view=table");
    expect(boardHref(view, { q: "", jobId: null, table: null })).toBe("/jobtracker");
    expect(readBoardView(new URLSearchParams("sort=company")).table).toBeNull();
  });

  it("ignores what it cannot read", () => {
    expect(readTableView(new URLSearchParams("sort=salary&dir=up&status=won&priority=9&page=-2"))).toEqual(DEFAULT_TABLE);
    expect(readTableView(new URLSearchParams("sort=company")).dir).toBe("asc");
    expect(readTableView(new URLSearchParams("page=2.5")).page).toBe(1);
  });
});

describe("sortJobs", () => {
  it("sorts by company without case, status in pipeline order, priority by rank, dates as dates", () => {
    expect(ids(sortJobs(jobs, "company", "asc"))).toEqual(["2", "4", "1", "3"]);
    expect(ids(sortJobs(jobs, "status", "asc"))).toEqual(["2", "4", "1", "3"]);
    expect(ids(sortJobs(jobs, "priority", "desc"))).toEqual(["2", "4", "3", "1"]);
    expect(ids(sortJobs(jobs, "applied", "desc"))).toEqual(["2", "4", "1", "3"]);
    expect(ids(sortJobs(jobs, "applied", "asc"))).toEqual(["3", "1", "2", "4"]);
  });

  it("puts jobs without a next date last in both directions", () => {
    expect(ids(sortJobs(jobs, "next", "asc"))).toEqual(["3", "1", "4", "2"]);
    expect(ids(sortJobs(jobs, "next", "desc"))).toEqual(["4", "1", "3", "2"]);
    expect(nextDateAt(jobs[1]!)).toBeNull();
    expect(nextDateAt(jobs[2]!)).toBe("2024-02-01T09:00:00Z");
  });
});

describe("tablePage", () => {
  const many = Array.from({ length: 120 }, (_, i) =>
    job(String(i), `Co ${String(i).padStart(3, "0")}`, i % 2 ? "offer" : "applied", i % 3 ? "low" : "high", "2024-01-01"),
  );

  it("cuts pages of 50 and clamps a page past the end", () => {
    const first = tablePage(many, { ...DEFAULT_TABLE, sort: "company", dir: "asc" });
    expect(first).toMatchObject({ total: 120, page: 1, pages: 3, from: 1, to: TABLE_PAGE });
    expect(first.rows[0]!.company).toBe("Co 000");
    const last = tablePage(many, { ...DEFAULT_TABLE, sort: "company", dir: "asc", page: 9 });
    expect(last).toMatchObject({ page: 3, from: 101, to: 120 });
    expect(last.rows).toHaveLength(20);
  });

  it("filters by status and priority", () => {
    const page = tablePage(many, { ...DEFAULT_TABLE, status: "offer", priority: "high" });
    expect(page.total).toBe(20);
    expect(page.rows.every((j) => j.status === "offer" && j.priority === "high")).toBe(true);
    expect(tablePage([], DEFAULT_TABLE)).toMatchObject({ total: 0, pages: 1, from: 0, to: 0, rows: [] });
  });
});
