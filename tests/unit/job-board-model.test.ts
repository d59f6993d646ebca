// The job board's pure helpers: search, counts, list updates, the query-string view and the spoken announcements.
import { describe, expect, it } from "vitest";
import { boardAnnouncements, boardHref, countByStatus, filterJobs, readBoardView, upsertJob } from "~/components/jobs/board/board-model";
import type { JobDto, JobStatus } from "~/schemas/jobs";

function job(id: string, title: string, company: string, status: JobStatus = "applied"): JobDto {
  return {
    _id: id,
    id,
    version: 1,
    title,
    company,
    status,
    priority: "medium",
    location: "",
    salary: "",
    jobUrl: "",
    description: "",
    appliedDate: "2026-11-01",
    recruiterName: "",
    contactEmail: "",
    contactPhone: "",
    notes: "",
    aiSuggestions: [],
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    statusHistory: [],
  };
}

const jobs = [
  job("1", "Frontend Engineer", "Acme"),
  job("2", "Data Analyst", "Globex", "offer"),
  job("3", "Designer", "ACME Labs", "offer"),
];

describe("job board model", () => {
  it("matches title or company, case-insensitive, ignoring surrounding spaces", () => {
    expect(filterJobs(jobs, "  acme ").map((j) => j.id)).toEqual(["1", "3"]);
    expect(filterJobs(jobs, "ANALYST").map((j) => j.id)).toEqual(["2"]);
    expect(filterJobs(jobs, "")).toHaveLength(3);
  });

  it("counts per status, with zero for empty columns", () => {
    expect(countByStatus(jobs)).toEqual({ applied: 1, interview: 0, "in-progress": 0, offer: 2, rejected: 0 });
  });

  it("puts a new job first and replaces a saved one in place", () => {
    expect(upsertJob(jobs, job("4", "New", "Co")).map((j) => j.id)).toEqual(["4", "1", "2", "3"]);
    const moved = upsertJob(jobs, job("2", "Data Analyst", "Globex", "rejected"));
    expect(moved.map((j) => [j.id, j.status])).toEqual([
      ["1", "applied"],
      ["2", "rejected"],
      ["3", "offer"],
    ]);
  });

  it("keeps the view in the query string", () => {
    const view = readBoardView(new URLSearchParams("q=acme&view=fullscreen&job=2&dialog=edit"));
    expect(view).toEqual({ q: "acme", fullscreen: true, jobId: "2", dialog: "edit" });
    expect(boardHref(view, { jobId: null, dialog: null })).toBe("/jobtracker?q=acme&view=fullscreen");
    expect(boardHref(view, { q: "  ", fullscreen: false, jobId: null, dialog: "add" })).toBe("/jobtracker?dialog=add");
    expect(readBoardView(new URLSearchParams("dialog=other")).dialog).toBeNull();
  });

  it("announces pick up, moves between columns (not the card's own column at first) and the drop", () => {
    const say = boardAnnouncements((id) => jobs.find((j) => j.id === id));
    const active = { id: "1" } as never;
    expect(say.onDragStart({ active })).toBe("Picked up Frontend Engineer at Acme. It is in the Applied column.");
    expect(say.onDragOver({ active, over: { id: "applied" } as never })).toBeUndefined();
    expect(say.onDragOver({ active, over: { id: "interview" } as never })).toBe("Moved Frontend Engineer at Acme to Interview.");
    expect(say.onDragEnd({ active, over: { id: "offer" } as never })).toBe(
      "Dropped Frontend Engineer at Acme in Offer. Saving the new status.",
    );
    expect(say.onDragEnd({ active, over: { id: "applied" } as never })).toContain("did not change");
    expect(say.onDragCancel({ active, over: null })).toBe("Cancelled. Frontend Engineer at Acme stays in Applied.");
  });
});
