// app/lib/dates.ts: the compact relative time of the notifications panel (the other helpers are covered where
// their screens are tested: job-dialog-logic.test.ts, templates.test.ts).
import { describe, expect, it } from "vitest";
import { shortRelativeTime } from "~/lib/dates";

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
