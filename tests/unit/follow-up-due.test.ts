// Issue 18: a follow-up date is due from the start of its day where the user is, not in UTC (the card's "Follow-up
// due" and the week strip's amber entry); the board renders in the zone the browser remembered (vitrine_tz).
import { describe, expect, it } from "vitest";
import { isDue, nextDateText } from "~/components/jobs/board/next-date";
import { todayIn } from "~/lib/time-zone";

const followUp = (at: string) => ({ kind: "follow-up" as const, at });

describe("a follow-up's due day", () => {
  it("is today's date in the user's zone", () => {
    // 19:00 UTC on Nov 25 is already Nov 26 in Kolkata (UTC+5:30) and still Nov 25 in Los Angeles.
    const now = new Date("2026-11-25T19:00:00Z");
    expect(todayIn("Asia/Kolkata", now)).toBe("2026-11-26");
    expect(todayIn("UTC", now)).toBe("2026-11-25");
    expect(todayIn("America/Los_Angeles", new Date("2026-11-26T03:00:00Z"))).toBe("2026-11-25");
  });

  it("says 'Follow-up due' from the morning of its day in the user's zone", () => {
    const now = new Date("2026-11-25T19:00:00Z");
    expect(isDue(followUp("2026-11-26"), "Asia/Kolkata", now)).toBe(true);
    expect(isDue(followUp("2026-11-26"), "UTC", now)).toBe(false);
    expect(isDue(followUp("2026-11-20"), "UTC", now)).toBe(true);
    expect(nextDateText(followUp("2026-11-26"), "Asia/Kolkata", now)).toBe("Follow-up due · Thu, Nov 26");
    expect(nextDateText(followUp("2026-11-26"), "UTC", now)).toBe("Follow up · Thu, Nov 26");
  });
});
