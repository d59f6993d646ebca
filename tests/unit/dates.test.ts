// app/lib/dates.ts: the compact relative time of the notifications panel, date-times and days (the other helpers are
// covered where their screens are tested: job-dialog-logic.test.ts, templates.test.ts), and that no other module
// formats a date itself.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatChangeTime, formatDateTime, formatDay, shortRelativeTime } from "~/lib/dates";

describe("shortRelativeTime", () => {
  const now = Date.parse("2026-11-24T12:00:00Z");
  it("counts minutes, hours and days, then shows the date", () => {
    expect(shortRelativeTime("2026-11-24T11:59:30Z", now)).toBe("Just now");
    expect(shortRelativeTime("2026-11-24T11:55:00Z", now)).toBe("5m ago");
    expect(shortRelativeTime("2026-11-24T10:00:00Z", now)).toBe("2h ago");
    expect(shortRelativeTime("2026-11-21T12:00:00Z", now)).toBe("3d ago");
    expect(shortRelativeTime("2026-11-03T12:00:00Z", now)).toBe("Nov 3");
    expect(shortRelativeTime("2025-11-03T12:00:00Z", now)).toBe("Nov 3, 2025");
    expect(shortRelativeTime("not a date", now)).toBe("");
  });
});

describe("formatDateTime", () => {
  it("writes an instant in UTC with the zone's name, from ISO text or from ms", () => {
    expect(formatDateTime("2026-11-03T16:05:00Z")).toBe("Nov 3, 2026, 4:05 PM UTC");
    expect(formatDateTime(Date.parse("2026-11-03T16:05:00Z"))).toBe("Nov 3, 2026, 4:05 PM UTC");
    expect(formatChangeTime("2026-11-03T16:05:00Z")).toBe("Nov 3, 2026, 4:05 PM UTC");
  });

  it("writes it in another zone when asked, naming that zone", () => {
    expect(formatDateTime("2026-11-03T16:05:00Z", "Asia/Kolkata")).toBe("Nov 3, 2026, 9:35 PM GMT+5:30");
    expect(formatDateTime("2026-11-03T23:30:00Z", "America/New_York")).toBe("Nov 3, 2026, 6:30 PM EST");
  });

  it("answers '' for an instant that is not one", () => {
    expect(formatDateTime("not a date")).toBe("");
    expect(formatDateTime(Number.NaN)).toBe("");
  });

  it("reads ms and ISO text of the same instant alike", () => {
    const instants = fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(instants, (ms) => formatDateTime(ms) === formatDateTime(new Date(ms).toISOString())),
      { numRuns: 300 },
    );
  });
});

describe("formatDay", () => {
  it("writes a YYYY-MM-DD day as 'Nov 3', or with its year", () => {
    expect(formatDay("2026-11-03")).toBe("Nov 3");
    expect(formatDay("2026-11-03", { withYear: true })).toBe("Nov 3, 2026");
    expect(formatDay("2026-13-40")).toBe("");
  });

  it("keeps the calendar day in every zone (a day is no instant) and adds only the year", () => {
    const days = fc
      .date({ min: new Date(Date.UTC(1971, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, (day) => {
        const [year, , date] = day.split("-");
        const short = formatDay(day);
        return short.endsWith(` ${Number(date)}`) && formatDay(day, { withYear: true }) === `${short}, ${year}`;
      }),
      { numRuns: 300 },
    );
  });
});

// docs/architecture.md: every date the app shows is written by app/lib/dates.ts (or, in the user's own zone, by
// app/lib/time-zone.ts). Read from the source text of every module, so a page formatting a date itself fails here.
const SOURCES = import.meta.glob<string>("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });
const DATE_FORMATTERS = new Set(["/app/lib/dates.ts", "/app/lib/time-zone.ts"]);
const FORMATS_A_DATE = [/\btoLocale(?:Date|Time)String\(/, /\bIntl\.DateTimeFormat\(/, /\bnew Date\([^)]*\)\s*\.toLocaleString\(/];

describe("the app's date formatting", () => {
  it("lives in app/lib/dates.ts and app/lib/time-zone.ts only", () => {
    const offenders = Object.entries(SOURCES)
      .filter(([file, source]) => !DATE_FORMATTERS.has(file) && FORMATS_A_DATE.some((pattern) => pattern.test(source)))
      .map(([file]) => file);
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
