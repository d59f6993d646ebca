// The job board's pure helpers: search, counts, list updates, the query-string view and the spoken announcements.
import { describe, expect, it } from "vitest";
import { boardAnnouncements } from "~/components/jobs/board/board-announcements";
import {
  boardHref,
  COLUMN_PAGE,
  columnCards,
  columnLimit,
  countByStatus,
  filterJobs,
  followUrlQuery,
  isPlainClick,
  readBoardView,
  upsertJob,
} from "~/components/jobs/board/board-model";
import { type JobCard, type JobDto, type JobStatus, toJobCard } from "~/schemas/jobs";

/** The board deals in cards (ADR 0009): only what a card shows. */
function job(id: string, title: string, company: string, status: JobStatus = "applied"): JobCard {
  return { id, version: 1, title, company, status, priority: "medium", appliedDate: "2026-11-01", hasSuggestions: false };
}

const jobs = [
  job("1", "Frontend Engineer", "Acme"),
  job("2", "Data Analyst", "Globex", "offer"),
  job("3", "Designer", "ACME Labs", "offer"),
];

describe("job board model", () => {
  it("keeps a fast typist's keys while the query string catches up, and follows any other change (issue 16)", () => {
    // Typed "c" then "ca": the URL of "c" arrives after "ca" was typed; it must not reset the box.
    expect(followUrlQuery(["c", "ca"], "c")).toEqual({ pending: ["ca"], reset: false });
    expect(followUrlQuery(["ca"], "ca")).toEqual({ pending: [], reset: false });
    // A later URL can overtake earlier ones: those are done too.
    expect(followUrlQuery(["c", "ca", "cal"], "cal")).toEqual({ pending: [], reset: false });
    // The back button or a link: the box takes the URL's query.
    expect(followUrlQuery(["ca"], "engineer")).toEqual({ pending: [], reset: true });
    expect(followUrlQuery([], "")).toEqual({ pending: [], reset: true });
  });

  it("matches title or company, case-insensitive, ignoring surrounding spaces", () => {
    expect(filterJobs(jobs, "  acme ").map((j) => j.id)).toEqual(["1", "3"]);
    expect(filterJobs(jobs, "ANALYST").map((j) => j.id)).toEqual(["2"]);
    expect(filterJobs(jobs, "")).toHaveLength(3);
  });

  it("opens a card in the page only on a plain main-button click (issue 16: the card is a plain anchor)", () => {
    const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
    expect(isPlainClick(click)).toBe(true);
    for (const modifier of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const)
      expect(isPlainClick({ ...click, [modifier]: true })).toBe(false);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
  });

  it("counts per status, with zero for empty columns", () => {
    expect(countByStatus(jobs)).toEqual({ wishlist: 0, applied: 1, interview: 0, "in-progress": 0, offer: 2, rejected: 0 });
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
    expect(view).toEqual({ q: "acme", fullscreen: true, table: null, jobId: "2", dialog: "edit", more: {}, byMatch: false });
    expect(boardHref(view, { jobId: null, dialog: null })).toBe("/jobtracker?q=acme&view=fullscreen");
    expect(boardHref(view, { q: "  ", fullscreen: false, jobId: null, dialog: "add" })).toBe("/jobtracker?dialog=add");
    expect(readBoardView(new URLSearchParams("dialog=other")).dialog).toBeNull();
  });

  it("keeps each column's extra pages in the query string, ignoring what it cannot read", () => {
    const view = readBoardView(new URLSearchParams("more=applied.2,in-progress.1,offer.0,nope.3,rejected.x"));
    expect(view.more).toEqual({ applied: 2, "in-progress": 1 });
    expect(boardHref(view)).toBe("/jobtracker?more=applied.2%2Cin-progress.1");
    expect(boardHref(view, { more: { ...view.more, offer: 1 } })).toBe("/jobtracker?more=applied.2%2Cin-progress.1%2Coffer.1");
    expect(columnLimit(view.more, "applied")).toBe(3 * COLUMN_PAGE);
    expect(columnLimit(view.more, "offer")).toBe(COLUMN_PAGE);
  });

  it("shows a column's first cards and any card it must keep in sight", () => {
    const column = Array.from({ length: 6 }, (_, i) => job(String(i), `Job ${i}`, "Co"));
    expect(columnCards(column, 3, new Set()).map((j) => j.id)).toEqual(["0", "1", "2"]);
    expect(columnCards(column, 3, new Set(["5"])).map((j) => j.id)).toEqual(["0", "1", "2", "5"]);
    expect(columnCards(column, 10, new Set())).toHaveLength(6);
  });

  it("makes a card of a job: no description, notes or history", () => {
    const full = {
      ...job("9", "Engineer", "Acme"),
      _id: "9",
      location: "Remote",
      salary: "",
      jobUrl: "",
      description: "A long description",
      appliedDate: "2026-11-01",
      recruiterName: "",
      contactEmail: "",
      contactPhone: "",
      notes: "Private notes",
      aiSuggestions: ["Tip"],
      followUpAt: null,
      interviews: [],
      contacts: [],
      createdAt: "2026-11-01T00:00:00.000Z",
      updatedAt: "2026-11-01T00:00:00.000Z",
      statusHistory: [],
    } satisfies JobDto;
    expect(toJobCard(full)).toEqual({
      id: "9",
      title: "Engineer",
      company: "Acme",
      status: "applied",
      priority: "medium",
      appliedDate: "2026-11-01",
      version: 1,
      hasSuggestions: true,
    });
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
