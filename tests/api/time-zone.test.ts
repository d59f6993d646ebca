// Issue 31 §2 "Time zones": each user has an IANA zone, taken from the browser at sign-up or at the first sign-in
// when unset, editable through PUT /api/profiles/settings/personal (an unknown name is a 400) and answered in the
// user object (GET /api/auth/profile, login, settings); the hourly run writes reminders and the digest in it, and a
// follow-up falls due on the user's own day.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "~/server/db.server";
import { runScheduled } from "~/server/reminders/reminders.server";
import {
  type Client,
  client,
  expectError,
  login,
  mailFor,
  PASSWORD,
  sleep,
  uniqueEmail,
  uniqueUsername,
  verifiedTokenFor,
} from "./helpers";

const HOUR = 3_600_000;
const PACIFIC = "America/Los_Angeles";

/** Registers through the API with what the sign-up form's hidden field sent (or nothing). */
async function registerWithZone(c: Client, timeZone?: unknown) {
  const email = uniqueEmail("tz");
  const verifiedToken = await verifiedTokenFor(c, email);
  const body: Record<string, unknown> = {
    firstName: "Tess",
    lastName: "Zone",
    username: uniqueUsername("tz"),
    password: PASSWORD,
    verifiedToken,
  };
  if (timeZone !== undefined) body.timeZone = timeZone;
  const res = await c.post("/api/auth/register", body);
  expect(res.status, res.text).toBe(201);
  return { email, user: res.body.user as { id: string; timeZone: string | null } };
}

const profileZone = async (c: Client, token: string) => {
  const res = await c.call("/api/auth/profile", { token });
  expect(res.status, res.text).toBe(200);
  return res.body.user.timeZone as string | null;
};

const personal = (c: Client, token: string, body: Record<string, unknown>) =>
  c.call("/api/profiles/settings/personal", {
    method: "PUT",
    token,
    body: { firstName: "Tess", lastName: "Zone", careerStage: "", ...body },
  });

describe("the user's time zone", () => {
  it("is taken from the browser at sign-up and answered in the user object of login and GET /api/auth/profile", async () => {
    const c = client();
    const { email, user } = await registerWithZone(c, PACIFIC);
    expect(user.timeZone).toBe(PACIFIC);
    const { token, result } = await login(c, email, PASSWORD);
    expect(result.body.user.timeZone).toBe(PACIFIC);
    expect(await profileZone(c, token)).toBe(PACIFIC);
  });

  it("stays unset after a sign-up without a valid zone, is taken at the first sign-in, and a later sign-in does not move it", async () => {
    const c = client();
    const { email, user } = await registerWithZone(c, "Mars/Olympus_Mons");
    expect(user.timeZone).toBeNull();
    const first = await c.post("/api/auth/login", { email, password: PASSWORD, timeZone: "Europe/Paris" });
    expect(first.status, first.text).toBe(200);
    expect(first.body.user.timeZone).toBe("Europe/Paris");
    const later = await c.post("/api/auth/login", { email, password: PASSWORD, timeZone: "Asia/Tokyo" });
    expect(later.status, later.text).toBe(200);
    expect(later.body.user.timeZone).toBe("Europe/Paris");
    expect(await profileZone(c, later.body.token)).toBe("Europe/Paris");
  });

  it("is never a reason to refuse a sign-in: an unknown or malformed zone leaves it unset", async () => {
    const c = client();
    const { email } = await registerWithZone(c);
    for (const timeZone of ["Not/AZone", 42, "../../etc", ""]) {
      const res = await c.post("/api/auth/login", { email, password: PASSWORD, timeZone });
      expect(res.status, res.text).toBe(200);
      expect(res.body.user.timeZone).toBeNull();
    }
  });

  it("round-trips through PUT /api/profiles/settings/personal and GET /api/auth/profile; a save without it keeps it", async () => {
    const c = client();
    const { email } = await registerWithZone(c);
    const { token } = await login(c, email, PASSWORD);
    expect(await profileZone(c, token)).toBeNull();

    const saved = await personal(c, token, { timeZone: PACIFIC });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.user.timeZone).toBe(PACIFIC);
    expect(await profileZone(c, token)).toBe(PACIFIC);
    expect((await c.call("/api/profiles/settings", { token })).body.user.timeZone).toBe(PACIFIC);

    // The spec's own frontend sends only the three fields: the zone stays.
    const without = await personal(c, token, { firstName: "Tessa" });
    expect(without.status, without.text).toBe(200);
    expect(await profileZone(c, token)).toBe(PACIFIC);

    const moved = await personal(c, token, { timeZone: "Asia/Kolkata" });
    expect(moved.body.user.timeZone).toBe("Asia/Kolkata");
    expect(await profileZone(c, token)).toBe("Asia/Kolkata");
  });

  it("refuses a zone Intl does not know with 400 and the JSON error shape, and keeps the stored one", async () => {
    const c = client();
    const { email } = await registerWithZone(c);
    const { token } = await login(c, email, PASSWORD);
    await personal(c, token, { timeZone: PACIFIC });
    for (const timeZone of ["Mars/Olympus_Mons", "America/Los Angeles", 7]) {
      const res = await personal(c, token, { timeZone });
      expectError(res, 400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: "timeZone" })]));
    }
    expect(await profileZone(c, token)).toBe(PACIFIC);
  });
});

/** 'h:mm AM' of an instant in a zone, computed here on its own (not through the app's formatter). */
const clockIn = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(ms);

async function waitForDigest(email: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const digest = (await mailFor(email)).find((m) => m.subject.startsWith("Your Vitrine day"));
    if (digest || Date.now() > deadline) return digest;
    await sleep(25);
  }
}

async function notificationMessages(userId: string) {
  const { results } = await env.DB.prepare(
    "SELECT title, message FROM notifications WHERE user_id = ? AND title = 'Interview within 24 hours'",
  )
    .bind(userId)
    .all<{ title: string; message: string }>();
  return results.map((r) => r.message);
}

describe("reminders and the digest in the user's zone", () => {
  it("write an interview's time in Pacific time for a user in America/Los_Angeles (and in UTC for a user without a zone)", async () => {
    const c = client();
    const pacific = await registerWithZone(c, PACIFIC);
    const pacificToken = (await login(c, pacific.email, PASSWORD)).token;
    const utc = await registerWithZone(c);
    const utcToken = (await login(c, utc.email, PASSWORD)).token;
    // On the hour plus 30 minutes, three hours ahead: within the run's 24 hours.
    const at = Math.ceil((Date.now() + 3 * HOUR) / HOUR) * HOUR + 30 * 60_000;
    for (const token of [pacificToken, utcToken]) {
      const created = await c.call("/api/jobs", {
        method: "POST",
        token,
        body: { title: "Staff Engineer", company: "Pacific Labs", interviews: [{ at: new Date(at).toISOString(), kind: "technical" }] },
      });
      expect(created.status, created.text).toBe(201);
    }

    const run = await runScheduled(getDb(env.DB), env);
    expect(run.reminders).toBeGreaterThanOrEqual(2);

    const [pacificNote] = await notificationMessages(pacific.user.id);
    expect(pacificNote).toContain("Technical for Staff Engineer at Pacific Labs:");
    expect(pacificNote).toContain(clockIn(at, PACIFIC));
    expect(pacificNote).toMatch(/\bP[SD]T\b/);
    expect(pacificNote).not.toContain("UTC");
    const [utcNote] = await notificationMessages(utc.user.id);
    expect(utcNote).toContain(`${clockIn(at, "UTC")} UTC`);

    const digest = await waitForDigest(pacific.email);
    expect(digest?.text).toContain(clockIn(at, PACIFIC));
    expect(digest?.text).toMatch(/\bP[SD]T\b/);
    expect(digest?.text).toContain("Times are in your time zone, America/Los Angeles.");
    expect(digest?.html).toContain(clockIn(at, PACIFIC));
  });

  it("holds a follow-up and the digest to the user's own day: due in Kiritimati (UTC+14) while it is still the day before in UTC", async () => {
    const c = client();
    const ahead = await registerWithZone(c, "Pacific/Kiritimati");
    const aheadToken = (await login(c, ahead.email, PASSWORD)).token;
    const utc = await registerWithZone(c);
    const utcToken = (await login(c, utc.email, PASSWORD)).token;
    // 12:00 UTC on Jan 10 is 02:00 on Jan 11 in Kiritimati.
    const now = Date.UTC(2031, 0, 10, 12);
    for (const token of [aheadToken, utcToken]) {
      const created = await c.call("/api/jobs", {
        method: "POST",
        token,
        body: { title: "Analyst", company: "Atoll", followUpAt: "2031-01-11" },
      });
      expect(created.status, created.text).toBe(201);
    }
    await runScheduled(getDb(env.DB), env, now);
    const followUps = async (userId: string) =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND title = 'Time to follow up'")
        .bind(userId)
        .first<{ n: number }>())!.n;
    expect(await followUps(ahead.user.id)).toBe(1);
    expect(await followUps(utc.user.id)).toBe(0);
    const day = await env.DB.prepare("SELECT day FROM digest_sends WHERE user_id = ?").bind(ahead.user.id).first<{ day: string }>();
    expect(day?.day).toBe("2031-01-11");
  });
});
