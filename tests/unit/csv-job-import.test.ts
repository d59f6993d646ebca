// The job import's CSV reader (delimiters, quoting, line numbers) and its mappings (headers, statuses, priorities,
// dates, the export's formula guard undone, scheme-less links).
import { describe, expect, it } from "vitest";
import { mapColumns, readDate, readPriority, readStatus, readUrl, salaryRange, unguard } from "~/server/jobs/csv-mapping";
import { detectDelimiter, parseCsvRows } from "~/server/jobs/csv-parse";
import { expectReadings } from "./shared";

describe("parseCsvRows", () => {
  it("reads quoted delimiters, doubled quotes and line breaks, and numbers rows by the line they start on", () => {
    const text = 'a,b\r\n"Acme, Inc.","Said ""hi""\nthen left"\r\n\r\nplain,"x"\n';
    expect(parseCsvRows(text)).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["Acme, Inc.", 'Said "hi"\nthen left'] },
      { line: 5, cells: ["plain", "x"] },
    ]);
  });

  it("drops a BOM, accepts CR-only line ends, keeps empty and trailing fields", () => {
    expect(parseCsvRows("\uFEFFa,b,c\r1,,\r2,3,4")).toEqual([
      { line: 1, cells: ["a", "b", "c"] },
      { line: 2, cells: ["1", "", ""] },
      { line: 3, cells: ["2", "3", "4"] },
    ]);
  });

  it("reads semicolon and tab files, and a quote inside a field as text", () => {
    expect(parseCsvRows('t;c\n"x;y";5" screen\n').map((r) => r.cells)).toEqual([
      ["t", "c"],
      ["x;y", '5" screen'],
    ]);
    expect(parseCsvRows("t\tc\na, b\tc\n").map((r) => r.cells)).toEqual([
      ["t", "c"],
      ["a, b", "c"],
    ]);
  });

  it("stops at the row cap", () => {
    expect(parseCsvRows("h\n1\n2\n3\n", ",", 2)).toHaveLength(2);
  });
});

/** Header lines and the delimiter each is read with. */
const DELIMITERS: Array<[string, string]> = [
  ["Title,Company,Status\n", ","],
  ["\uFEFFTitle;Company;Notes, more\n", ";"],
  ["Title\tCompany\tStatus", "\t"],
  ['"a;b;c",d\nx;y;z;w', ","],
  ["Title", ","],
];

describe("detectDelimiter", () => {
  it("takes the header line's most frequent delimiter outside quotes", () => expectReadings(detectDelimiter, DELIMITERS));
});

describe("mapColumns", () => {
  it("matches headers without case, spaces or punctuation, best alias first, one field per column", () => {
    const { columns, used } = mapColumns(["Date Saved", "JOB_TITLE", "Employer", "Date Applied", "Recruiter Email", "Excitement", "Other"]);
    expect(columns).toEqual({ title: 1, company: 2, appliedDate: 3, contactEmail: 4, priority: 5 });
    expect(used.map((u) => u.field)).toEqual([null, "title", "company", "appliedDate", "contactEmail", "priority", null]);
  });

  it("falls back to a saved or created date when there is no applied date, and says so (a wishlist row ignores it)", () => {
    const savedOnly = mapColumns(["Position", "Organization", "Date Created"]);
    expect(savedOnly.columns).toEqual({ title: 0, company: 1, appliedDate: 2 });
    expect(savedOnly.savedDateOnly).toBe(true);
    expect(mapColumns(["Position", "Organization", "Date Saved", "Date Applied"]).savedDateOnly).toBe(false);
    expect(mapColumns(["Position", "Organization"]).savedDateOnly).toBe(false);
  });

  it("reads Teal's Min Salary and Max Salary as the two ends of the salary, a Salary column as the salary", () => {
    const teal = mapColumns(["Job Position", "Company", "Min Salary", "Max Salary"]);
    expect(teal.columns).toEqual({ title: 0, company: 1, salaryMin: 2, salaryMax: 3 });
    expect(mapColumns(["Title", "Company", "Salary", "Max Salary"]).columns).toMatchObject({ salary: 2, salaryMax: 3 });
  });
});

describe("salaryRange (issue 31: Teal's two salary columns become one range)", () => {
  it.each([
    ["170000", "200000", "170,000 - 200,000"],
    ["170,000", "200,000", "170,000 - 200,000"],
    ["$170k", "$200k", "$170k - $200k"],
    ["95000.50", "120000", "95,000.5 - 120,000"],
    ["80000", "80000", "80,000"],
    ["120000", "", "From 120,000"],
    ["", "95000", "Up to 95,000"],
    ["", "", ""],
  ])("%s and %s → %s", (min, max, range) => expect(salaryRange(min, max)).toBe(range));
});

describe("readStatus", () => {
  it.each([
    ["Wishlist", "wishlist"],
    ["bookmarked", "wishlist"],
    ["Applying", "applied"],
    ["APPLIED", "applied"],
    ["Phone screen", "interview"],
    ["on-site", "interview"],
    ["Interviewing", "interview"],
    ["In Progress", "in-progress"],
    ["in-progress", "in-progress"],
    ["Ongoing", "in-progress"],
    ["Offer Received", "offer"],
    ["Accepted", "offer"],
    ["Declined", "rejected"],
    ["Archived", "rejected"],
    ["No response", "applied"],
    ["Negotiating", "offer"],
    ["I Withdrew", "rejected"],
    ["", ""],
    ["Dreaming", null],
  ])("%s → %s", (name, status) => expect(readStatus(name)).toBe(status));
});

describe("readPriority", () => {
  it.each([
    ["High", "high"],
    ["High Priority", "high"],
    ["med", "medium"],
    ["low", "low"],
    ["1", "low"],
    ["3", "medium"],
    ["5/5", "high"],
    ["★★★★", "high"],
    ["", ""],
    ["whenever", null],
  ])("%s → %s", (value, priority) => expect(readPriority(value)).toBe(priority));
});

describe("readDate", () => {
  it.each([
    ["2024-01-05", "2024-01-05"],
    ["2024-01-05T23:30:00Z", "2024-01-05"],
    ["2024-01-05 10:00", "2024-01-05"],
    ["2024/1/5", "2024-01-05"],
    ["01/05/2024", "2024-01-05"],
    ["1/5/24", "2024-01-05"],
    ["31/01/2024", "2024-01-31"],
    ["05.01.2024", "2024-01-05"],
    ["Jan 5, 2024", "2024-01-05"],
    ["January 5th 2024", "2024-01-05"],
    ["Fri, Jan 5, 2024", "2024-01-05"],
    ["5 January 2024", "2024-01-05"],
    ["5 Sept 2024", "2024-09-05"],
    ["45296", "2024-01-05"],
    ["", ""],
    ["2024-02-30", null],
    ["13/13/2024", null],
    ["soon", null],
    ["12345", null],
  ])("%s → %s", (value, date) => expect(readDate(value)).toBe(date));
});

describe("unguard and readUrl", () => {
  it("drops the export's apostrophe before a formula character only", () => {
    expect(unguard("'=SUM(A1)")).toBe("=SUM(A1)");
    expect(unguard("'+1 555")).toBe("+1 555");
    expect(unguard("'quoted'")).toBe("'quoted'");
  });

  it("reads a link without its scheme as https, and leaves others alone", () =>
    expectReadings(readUrl, [
      ["www.example.com/jobs/1", "https://www.example.com/jobs/1"],
      ["jobs.example.com", "https://jobs.example.com"],
      ["https://x.example/a", "https://x.example/a"],
      ["ftp://x.example/a", "ftp://x.example/a"],
      ["see notes", "see notes"],
    ]));
});
