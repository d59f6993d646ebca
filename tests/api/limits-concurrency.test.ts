// Issue 12 §4: every counted limit holds under 20 parallel requests (check and write are one statement), the
// per-account login throttle, and send-otp that does not reveal which addresses have accounts.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LOGIN_LOCKED_MESSAGE } from "~/server/auth/login-throttle.server";
import { issueOtp } from "~/server/auth/otp.server";
import { getDb } from "~/server/db.server";
import { sendFeedback } from "~/server/email/feedback.server";
import { sendContactMessage } from "~/server/portfolio/contact.server";
import { call, client, expectError, mailFor, nextIp, registerUser, uniqueEmail, publishedOwner } from "./helpers";

const db = getDb(env.DB);
const parallel = <T>(n: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => make(i)));
const statuses = (results: Array<{ status: number }>) =>
  results.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

const contact = (ownerDetail: string) => ({
  portfolioContactData: {
    name: "Grace Hopper",
    email: "grace@example.org",
    message: "Would you like to give a talk at our conference?",
    ownerDetail,
  },
});

async function count(sql: string, ...binds: unknown[]) {
  return (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;
}

const brokenQueue = { send: () => Promise.reject(new Error("queue down")) } as unknown as Queue;

describe("contact limits under 20 parallel posts", () => {
  it("one sender IP: exactly 5 of 20 parallel messages are accepted", async () => {
    const user = (await publishedOwner()).user;
    const sender = client();
    const results = await parallel(20, () => sender.post("/api/email/contact", contact(user.username)));
    expect(statuses(results)).toEqual({ 200: 5, 429: 15 });
    expect(await count("SELECT count(*) AS n FROM contact_messages WHERE owner_id = ?", user.id)).toBe(5);
  });

  it("one recipient: exactly 20 of 25 parallel messages from different IPs are accepted", async () => {
    const user = (await publishedOwner()).user;
    const results = await parallel(25, () => client().post("/api/email/contact", contact(user.username)));
    expect(statuses(results)).toEqual({ 200: 20, 429: 5 });
    expect(await count("SELECT count(*) AS n FROM contact_messages WHERE owner_id = ?", user.id)).toBe(20);
  });

  it("a message whose email cannot be queued leaves nothing behind (no message, no notification) and answers 503", async () => {
    const user = (await publishedOwner()).user;
    const before = await count("SELECT count(*) AS n FROM notifications WHERE user_id = ?", user.id);
    const input = {
      name: "Grace Hopper",
      email: "grace@example.org",
      message: "Hello there, a message that cannot be sent.",
      ownerDetail: user.username,
      website: "",
    };
    const error = await sendContactMessage({ db, env: { ...env, EMAIL_QUEUE: brokenQueue } }, input, nextIp()).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503 });
    expect(await count("SELECT count(*) AS n FROM contact_messages WHERE owner_id = ?", user.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM notifications WHERE user_id = ?", user.id)).toBe(before);
  });
});

describe("feedback limit under 20 parallel posts", () => {
  it("one IP: exactly 5 of 20 parallel feedback messages are accepted", async () => {
    const sender = client();
    const body = {
      subject: "Bug Report",
      message: "The board flickers when I drag a card quickly.",
      rating: 3,
      name: "Anonymous",
      email: "Anonymous",
    };
    const results = await parallel(20, () => sender.post("/api/email/feedback", body));
    expect(statuses(results)).toEqual({ 200: 5, 429: 15 });
    expect(Number(results.find((r) => r.status === 429)!.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("feedback whose email cannot be queued gives its slot back", async () => {
    const ip = nextIp();
    const request = new Request("http://localhost/api/email/feedback", { headers: { "CF-Connecting-IP": ip } });
    const input = { subject: "Bug Report", message: "Something broke.", rating: 3 } as Parameters<typeof sendFeedback>[1];
    const broken = { db, env: { ...env, EMAIL_QUEUE: brokenQueue } };
    for (let i = 0; i < 8; i++) {
      await expect(sendFeedback(broken, input, { name: "A", email: "A" }, null, request)).rejects.toMatchObject({ status: 503 });
    }
    // None of the failures counted: the IP still has its 5 messages.
    for (let i = 0; i < 5; i++) await sendFeedback({ db, env }, input, { name: "A", email: "A" }, null, request);
    await expect(sendFeedback({ db, env }, input, { name: "A", email: "A" }, null, request)).rejects.toMatchObject({ status: 429 });
  });
});

describe("one-time code limits under 20 parallel sends", () => {
  it("20 parallel send-otp for one email store and send exactly one code", async () => {
    const email = uniqueEmail();
    const results = await parallel(20, () => client().post("/api/auth/send-otp", { email }));
    expect(results.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(await count("SELECT count(*) AS n FROM otp_codes WHERE email = ?", email)).toBe(1);
    await expect.poll(async () => (await mailFor(email)).length).toBe(1);
  });

  it("the cooldown and the hourly cap hold for 20 parallel resends (issueOtp)", async () => {
    const email = uniqueEmail();
    const now = Date.now();
    const outcomes = await parallel(20, () =>
      issueOtp(db, env.JWT_SECRET, email, "signup", { now }).then(
        () => "sent",
        () => "refused",
      ),
    );
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(1);
    // Five sends an hour at most, even when every request comes after a cooldown.
    let sent = 1;
    for (let minute = 2; minute <= 8; minute++) {
      const at = now + minute * 61_000;
      const round = await parallel(20, () =>
        issueOtp(db, env.JWT_SECRET, email, "signup", { now: at }).then(
          () => 1,
          () => 0,
        ),
      );
      sent += round.reduce<number>((a, b) => a + b, 0);
    }
    expect(sent).toBe(5);
    expect(await count("SELECT count(*) AS n FROM otp_codes WHERE email = ?", email)).toBe(5);
  });

  it("a code whose email cannot be queued is withdrawn (503), so the cooldown does not lock the user out", async () => {
    const email = uniqueEmail();
    const { sendSignupOtp } = await import("~/server/auth/signin-and-signup.server");
    await expect(sendSignupOtp(db, { ...env, EMAIL_QUEUE: brokenQueue }, email)).rejects.toMatchObject({ status: 503 });
    expect(await count("SELECT count(*) AS n FROM otp_codes WHERE email = ?", email)).toBe(0);
    expect((await client().post("/api/auth/send-otp", { email })).status).toBe(200);
  });
});

describe("per-account login throttle", () => {
  const wrong = { password: "Wrong-password-1" };

  it("locks an email after 10 failures in 15 minutes, from any IP, even for the right password; the owner is told once", async () => {
    const user = await registerUser();
    for (let i = 0; i < 10; i++) {
      expectError(await client().post("/api/auth/login", { email: user.email, ...wrong }), 401, "Invalid email or password");
    }
    const locked = await client().post("/api/auth/login", { email: user.email, password: user.password });
    expectError(locked, 429, LOGIN_LOCKED_MESSAGE);
    const retryAfter = Number(locked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(880);
    expect(retryAfter).toBeLessThanOrEqual(900);
    await expect
      .poll(async () => (await mailFor(user.email)).filter((m) => m.subject === "Sign-in to your Vitrine account was paused").length)
      .toBe(1);
    expectError(await client().post("/api/auth/login", { email: user.email, ...wrong }), 429);

    // 15 minutes later the lock is over and the right password works.
    await env.DB.prepare("UPDATE limit_hits SET at = at - 900001 WHERE key LIKE 'login-%'").run();
    expect((await client().post("/api/auth/login", { email: user.email, password: user.password })).status).toBe(200);
  });

  it("20 parallel wrong passwords get at most 10 password checks; the rest are refused", async () => {
    const user = await registerUser();
    const results = await parallel(20, () => client().post("/api/auth/login", { email: user.email, ...wrong }));
    expect(statuses(results)).toEqual({ 401: 10, 429: 10 });
    await expect
      .poll(async () => (await mailFor(user.email)).filter((m) => m.subject === "Sign-in to your Vitrine account was paused").length)
      .toBe(1);
  });

  it("an unknown email is throttled exactly the same way (no enumeration)", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 10; i++) expectError(await client().post("/api/auth/login", { email, ...wrong }), 401, "Invalid email or password");
    const locked = await client().post("/api/auth/login", { email, ...wrong });
    expectError(locked, 429, LOGIN_LOCKED_MESSAGE);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(880);
    expect(await mailFor(email)).toEqual([]);
  });

  it("a successful sign-in does not count as a failure", async () => {
    const user = await registerUser();
    for (let i = 0; i < 9; i++) expectError(await client().post("/api/auth/login", { email: user.email, ...wrong }), 401);
    for (let i = 0; i < 3; i++)
      expect((await client().post("/api/auth/login", { email: user.email, password: user.password })).status).toBe(200);
    expectError(await client().post("/api/auth/login", { email: user.email, ...wrong }), 401);
    expectError(await call("/api/auth/login", { method: "POST", ip: nextIp(), body: { email: user.email, ...wrong } }), 429);
  });
});
