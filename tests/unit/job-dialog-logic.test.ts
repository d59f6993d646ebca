// The pure helpers behind the job dialogs (app/components/jobs/job-dialog-logic.ts).
import { describe, expect, it } from "vitest";
import {
  daysLabel,
  hasAddDraft,
  isJobFormDirty,
  jobFormValues,
  readJobFormValues,
  rebaseJobForm,
  safeJobUrl,
  statusChangeLabel,
  statusFieldChange,
  suggestionPreview,
} from "~/components/jobs/job-dialog-logic";
import { appliedDateToAsk } from "~/schemas/jobs-rules";
import { formatChangeTime, formatJobDate, relativeTime } from "~/lib/dates";
import { parseJobForm } from "~/schemas/jobs";

const NOW = new Date("2026-11-22T12:00:00Z");

const job = {
  title: "Frontend Engineer",
  company: "Acme",
  location: "Remote",
  status: "interview",
  priority: "high",
  salary: "$120k",
  appliedDate: "2026-11-01",
  jobUrl: "https://acme.example/jobs/1",
  description: "Build things",
  recruiterName: "",
  contactEmail: "",
  contactPhone: "",
  notes: "",
} as const;

describe("jobFormValues", () => {
  it("defaults a new job to applied, medium and today", () => {
    const values = jobFormValues(null, NOW);
    expect(values).toMatchObject({ title: "", company: "", status: "applied", priority: "medium", appliedDate: "2026-11-22" });
  });

  it("takes the job's values on edit, and today when it has no applied date", () => {
    expect(jobFormValues(job, NOW)).toMatchObject({ title: "Frontend Engineer", status: "interview", appliedDate: "2026-11-01" });
    expect(jobFormValues({ ...job, appliedDate: "" }, NOW).appliedDate).toBe("2026-11-22");
  });

  it("leaves a wishlist job without a date (issue 31)", () => {
    expect(jobFormValues({ ...job, status: "wishlist", appliedDate: "" }, NOW)).toMatchObject({ status: "wishlist", appliedDate: "" });
  });
});

describe("statusFieldChange (issue 31: the form's status field and the application date)", () => {
  const options = { adding: true, defaultDate: "2026-11-22", today: "2026-11-22" };

  it("asks for the date when the status leaves the wishlist with none, offering today", () => {
    const asked = statusFieldChange({ status: "wishlist", appliedDate: "" }, { status: "applied", appliedDate: "" }, options);
    expect(asked).toEqual({ ask: "2026-11-22" });
  });

  it("asks nothing when a date is there, the status stays in the wishlist or never was in it", () => {
    expect(
      statusFieldChange({ status: "wishlist", appliedDate: "2026-11-01" }, { status: "offer", appliedDate: "2026-11-01" }, options),
    ).toBe(null);
    expect(statusFieldChange({ status: "wishlist", appliedDate: "" }, { status: "wishlist", appliedDate: "" }, options)).toBe(null);
    expect(statusFieldChange({ status: "applied", appliedDate: "" }, { status: "offer", appliedDate: "" }, options)).toBe(null);
  });

  it("drops the date a new job had by default when it goes to the wishlist, but never one typed or an edited job's", () => {
    expect(
      statusFieldChange({ status: "applied", appliedDate: "2026-11-22" }, { status: "wishlist", appliedDate: "2026-11-22" }, options),
    ).toEqual({
      clear: true,
    });
    expect(
      statusFieldChange({ status: "applied", appliedDate: "2026-10-02" }, { status: "wishlist", appliedDate: "2026-10-02" }, options),
    ).toBe(null);
    const editing = { ...options, adding: false };
    expect(
      statusFieldChange({ status: "applied", appliedDate: "2026-11-22" }, { status: "wishlist", appliedDate: "2026-11-22" }, editing),
    ).toBe(null);
  });
});

describe("appliedDateToAsk (issue 31: a move out of the wishlist)", () => {
  it("offers the job's own date, else today; a move that stays in or enters the wishlist asks nothing", () => {
    expect(appliedDateToAsk({ status: "wishlist", appliedDate: "" }, "interview", "2026-11-22")).toBe("2026-11-22");
    expect(appliedDateToAsk({ status: "wishlist", appliedDate: "2026-10-01" }, "applied", "2026-11-22")).toBe("2026-10-01");
    expect(appliedDateToAsk({ status: "applied", appliedDate: "2026-10-01" }, "wishlist", "2026-11-22")).toBe(null);
    expect(appliedDateToAsk({ status: "applied", appliedDate: "2026-10-01" }, "offer", "2026-11-22")).toBe(null);
  });
});

describe("isJobFormDirty", () => {
  const original = jobFormValues(job, NOW);

  it("is clean until a field differs", () => {
    expect(isJobFormDirty(original, { ...original })).toBe(false);
    expect(isJobFormDirty(original, { ...original, notes: "Call back Monday" })).toBe(true);
    expect(isJobFormDirty(original, { ...original, status: "offer" })).toBe(true);
  });

  it("ignores surrounding spaces, which saving trims anyway", () => {
    expect(isJobFormDirty(original, { ...original, title: "  Frontend Engineer " })).toBe(false);
  });

  it("reads the values from the submitted form data", () => {
    const data = new FormData();
    for (const [name, value] of Object.entries(original)) data.set(name, value);
    data.set("company", "Globex");
    expect(isJobFormDirty(original, readJobFormValues(data))).toBe(true);
  });
});

describe("rebaseJobForm (after a 409)", () => {
  it("keeps the fields the user changed and takes every other field from the latest version", () => {
    const original = jobFormValues(job, NOW);
    const typed = { ...original, notes: "Asked about on-call." };
    const latest = { ...original, salary: "150k", notes: "" };
    expect(rebaseJobForm(original, typed, latest)).toEqual({ ...original, salary: "150k", notes: "Asked about on-call." });
  });
});

describe("hasAddDraft", () => {
  it("asks before closing only once a title or a company is typed", () => {
    expect(hasAddDraft({ title: " ", company: "" })).toBe(false);
    expect(hasAddDraft({ title: "", company: "Acme" })).toBe(true);
  });
});

describe("suggestionPreview", () => {
  it("shows the first 3 filled suggestions and '+ N more'", () => {
    const preview = suggestionPreview(["a", " ", "b", "c", "d", "e"]);
    expect(preview.shown).toEqual(["a", "b", "c"]);
    expect(preview.more).toBe(2);
    expect(preview.moreLabel).toBe("+ 2 more");
  });

  it("has no '+ N more' for 3 or fewer", () => {
    expect(suggestionPreview(["a", "b", "c"]).moreLabel).toBeNull();
    expect(suggestionPreview([""]).shown).toEqual([]);
  });
});

describe("detail helpers", () => {
  it("links only http(s) job URLs", () => {
    expect(safeJobUrl(" https://acme.example/jobs/1 ")).toBe("https://acme.example/jobs/1");
    expect(safeJobUrl("javascript:alert(1)")).toBeNull();
    expect(safeJobUrl("acme.example")).toBeNull();
  });

  it("formats dates, days and relative times", () => {
    expect(formatJobDate("2026-11-01")).toBe("Nov 1, 2026");
    expect(formatJobDate("")).toBe("Not specified");
    expect(formatChangeTime("2026-11-01T16:05:00Z")).toContain("Nov 1, 2026");
    expect(daysLabel(1)).toBe("1 day");
    expect(daysLabel(21)).toBe("21 days");
    expect(relativeTime("2026-11-22T11:59:30Z", NOW)).toBe("Just now");
    expect(relativeTime("2026-11-22T10:00:00Z", NOW)).toBe("2 hours ago");
    expect(relativeTime("2026-11-21T12:00:00Z", NOW)).toBe("yesterday");
  });

  it("labels status changes", () => {
    expect(statusChangeLabel({ from: null, to: "applied", changedAt: "" })).toBe("Added as Applied");
    expect(statusChangeLabel({ from: "applied", to: "interview", changedAt: "" })).toBe("Applied → Interview Scheduled");
  });
});

describe("parseJobForm (the Add/Edit dialogs and the /jobtracker action)", () => {
  const form = (fields: Record<string, string | string[]>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
    return data;
  };

  it("refuses a cleared Application Date instead of using today", () => {
    for (const editing of [false, true]) {
      const submission = parseJobForm(form({ title: "Dev", company: "Acme", appliedDate: "", version: "1" }), editing);
      expect(submission.status).toBe("error");
      expect(submission.status === "error" && submission.error?.appliedDate).toEqual(["Application date is required"]);
    }
  });

  it("takes an empty Application Date in the wishlist (issue 31), and says so beside other errors elsewhere", () => {
    for (const editing of [false, true]) {
      const wished = parseJobForm(form({ title: "Dev", company: "Acme", status: "wishlist", appliedDate: "", version: "1" }), editing);
      expect(wished.status === "success" && wished.value).toMatchObject({ status: "wishlist", appliedDate: "" });
    }
    const both = parseJobForm(form({ title: "", company: "Acme", status: "offer", appliedDate: "" }), false);
    expect(both.status === "error" && both.error).toMatchObject({
      title: ["Job title is required"],
      appliedDate: ["Application date is required"],
    });
  });

  it("still reads every other field as before (arrays, version, trimmed text)", () => {
    const submission = parseJobForm(
      form({ title: " Dev ", company: "Acme", appliedDate: "2026-11-01", location: "", aiSuggestions: "Quantify", version: "3" }),
      true,
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      title: "Dev",
      appliedDate: "2026-11-01",
      location: "",
      aiSuggestions: ["Quantify"],
      version: 3,
    });
  });
});
