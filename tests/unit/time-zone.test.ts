// app/lib/time-zone.ts (issue 31): which zone a signed-in page is rendered in (the user's stored zone, else the
// browser's cookie, else UTC), the zones settings offers, and the compact notification day written in a zone.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shortRelativeTime } from "~/lib/dates";
import { cookieTimeZone, timeZoneChoices, timeZoneLabel, userTimeZone, validTimeZone, zoneOffsetAt } from "~/lib/time-zone";
import { reportedTimeZone, timeZoneSetting } from "~/schemas/time-zone";

const withCookie = (cookie?: string) => new Request("http://localhost/jobtracker", cookie ? { headers: { Cookie: cookie } } : {});

describe("userTimeZone", () => {
  it("prefers the stored zone, then the browser's cookie, then UTC", () => {
    const paris = withCookie("a=1; vitrine_tz=Europe%2FParis; b=2");
    expect(userTimeZone("America/Los_Angeles", paris)).toBe("America/Los_Angeles");
    expect(userTimeZone(null, paris)).toBe("Europe/Paris");
    expect(userTimeZone(undefined, withCookie())).toBe("UTC");
  });

  it("ignores a stored or cookie zone Intl does not know, and a cookie that is not even percent-encoding", () => {
    expect(userTimeZone("Mars/Olympus_Mons", withCookie("vitrine_tz=Asia%2FTokyo"))).toBe("Asia/Tokyo");
    expect(userTimeZone(null, withCookie("vitrine_tz=Not%2FA_Zone"))).toBe("UTC");
    expect(cookieTimeZone(withCookie("vitrine_tz=%E0%A4%A"))).toBeNull();
    expect(cookieTimeZone(withCookie("other_vitrine_tz=Asia%2FTokyo"))).toBeNull();
  });
});

describe("the zones settings offers", () => {
  it("are the zones Intl lists, sorted, with UTC, each valid; a stored zone Intl does not list is kept in the list", () => {
    const zones = timeZoneChoices();
    expect(zones).toContain("UTC");
    expect(zones).toContain("America/Los_Angeles");
    expect(zones).toEqual([...zones].sort());
    expect(zones.every((zone) => validTimeZone(zone) === zone)).toBe(true);
    // Intl accepts the old alias but lists only the canonical name: a user who has it still sees it.
    expect(zones).not.toContain("US/Pacific");
    expect(timeZoneChoices("US/Pacific")).toContain("US/Pacific");
    expect(timeZoneLabel("America/Argentina/Buenos_Aires")).toBe("America/Argentina/Buenos Aires");
  });
});

describe("the zone as inputs carry it", () => {
  it("settings: missing or '' keeps the stored zone, a known one is taken, an unknown one is refused", () => {
    expect(timeZoneSetting.safeParse(undefined)).toEqual({ success: true, data: undefined });
    expect(timeZoneSetting.safeParse("")).toEqual({ success: true, data: undefined });
    expect(timeZoneSetting.safeParse(" Asia/Kolkata ")).toEqual({ success: true, data: "Asia/Kolkata" });
    expect(timeZoneSetting.safeParse("Asia/Atlantis").success).toBe(false);
    expect(timeZoneSetting.safeParse(42).success).toBe(false);
  });

  it("sign-up and sign-in: anything that is not a known zone is dropped, never refused", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = reportedTimeZone.safeParse(value);
        return parsed.success && (parsed.data === undefined || validTimeZone(parsed.data) === parsed.data);
      }),
      { numRuns: 300 },
    );
    expect(reportedTimeZone.parse("America/Los_Angeles")).toBe("America/Los_Angeles");
  });
});

describe("shortRelativeTime in a zone", () => {
  it("writes an older notification's day as it was in the zone (UTC unless given)", () => {
    const now = Date.parse("2026-11-24T12:00:00Z");
    // 03:00 UTC on Nov 3 is still Nov 2 in Los Angeles.
    expect(shortRelativeTime("2026-11-03T03:00:00Z", now)).toBe("Nov 3");
    expect(shortRelativeTime("2026-11-03T03:00:00Z", now, "America/Los_Angeles")).toBe("Nov 2");
    // New Year's Eve in Los Angeles is already the next year in UTC.
    expect(shortRelativeTime("2026-01-01T03:00:00Z", now, "America/Los_Angeles")).toBe("Dec 31, 2025");
  });
});

describe("zoneOffsetAt: a wall-clock time in the user's zone to UTC (the interview form)", () => {
  it("gives the offset of that date, daylight saving counted, in Date#getTimezoneOffset's sign", () => {
    expect(zoneOffsetAt("2026-12-01T10:30", "America/Los_Angeles")).toBe(480);
    expect(zoneOffsetAt("2026-07-01T10:30", "America/Los_Angeles")).toBe(420);
    expect(zoneOffsetAt("2026-07-01T10:30", "Asia/Kolkata")).toBe(-330);
    expect(zoneOffsetAt("2026-07-01T10:30", "UTC")).toBe(0);
    expect(zoneOffsetAt("not a time", "Asia/Kolkata")).toBe(0);
    expect(zoneOffsetAt("2026-07-01T10:30", "Not/AZone")).toBe(0);
  });

  it("turns any wall-clock time back into an instant the zone shows as that time", () => {
    const zones = ["America/Los_Angeles", "Europe/London", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "UTC"];
    const wall = (ms: number, timeZone: string) => {
      const parts = new Intl.DateTimeFormat("en-CA", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      }).formatToParts(ms);
      const part = (type: string) => parts.find((p) => p.type === type)!.value;
      return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
    };
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2060, 0, 1) / 60_000 }),
        fc.constantFrom(...zones),
        (minute, zone) => {
          const local = wall(minute * 60_000, zone);
          const instant = Date.parse(`${local}Z`) + zoneOffsetAt(local, zone) * 60_000;
          return wall(instant, zone) === local;
        },
      ),
      { numRuns: 400 },
    );
  });
});
