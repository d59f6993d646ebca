// Account deletion (issue 15 §3): DELETE /api/account with {password} or {otp, tempToken} and POST
// /api/account/delete-code. A user with everything (profile, photo and resume in R2, jobs with history and AI
// analyses, notifications and reads, a deployed and cached portfolio, contact messages, sessions, mail) is deleted,
// then EVERY table of the database is scanned for their id, email and username (so a table added later is covered
// too), R2 is listed by their prefixes and the edge cache is read. Wrong passwords and codes delete nothing.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DELETE_MESSAGES } from "~/schemas/account";
import { publicCacheKeys, userObjectPrefixes } from "~/server/account/delete-account.server";
import {
  call,
  client,
  codeFrom,
  expectError,
  flashToastOf,
  googleOnlyUser,
  login,
  mailFor,
  registerUser,
  SAMPLE_PROFILE,
  signedInUser,
  waitForMail,
  wrongCode,
  type Client,
} from "./helpers";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const RESUME = "Ada Lovelace\nada@example.com\n\nEXPERIENCE\nAnalyst, Engine Works, 2020 - Present\n\nSKILLS\nMathematics, Algorithms";
const JOB = { title: "Senior Frontend Engineer", company: "Northwind", description: "React, TypeScript and Node.js. 5+ years." };

const ok = (result: { status: number; text: string }, status = 200) => expect(result.status, result.text).toBe(status);

const deleteAccount = (c: Client, token: string | undefined, body: unknown) => c.call("/api/account", { method: "DELETE", token, body });

/** Tables of the database (not SQLite's or D1's own) with their columns. */
async function allTables(): Promise<Array<{ name: string; columns: string[] }>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  ).all<{ name: string }>();
  return Promise.all(
    results.map(async ({ name }) => {
      const columns = (await env.DB.prepare(`PRAGMA table_info("${name}")`).all<{ name: string }>()).results.map((c) => c.name);
      return { name, columns };
    }),
  );
}

/** Rows per table in which any column contains one of `needles` (as text). */
async function rowsMentioning(needles: string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await allTables()) {
    const clauses = table.columns.flatMap((column) => needles.map(() => `instr(CAST("${column}" AS TEXT), ?) > 0`));
    const params = table.columns.flatMap(() => needles);
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM "${table.name}" WHERE ${clauses.join(" OR ")}`)
      .bind(...params)
      .first<{ n: number }>();
    if (row!.n > 0) found[table.name] = row!.n;
  }
  return found;
}

async function objectKeys(userId: string): Promise<string[]> {
  const lists = await Promise.all(userObjectPrefixes(userId).map((prefix) => env.FILES.list({ prefix })));
  return lists.flatMap((list) => list.objects.map((o) => o.key));
}

const edgeCache = () => (caches as unknown as { default: Cache }).default;

/** A user with something in every table that can hold their data, and two live sessions. */
async function userWithEverything() {
  const { user, token, c } = await signedInUser();
  const second = await login(c, user.email, user.password);
  ok(await c.call("/api/profiles/me", { method: "PUT", token, body: SAMPLE_PROFILE }));
  const photo = new FormData();
  photo.append("profilePhoto", new File([PNG], "me.png", { type: "image/png" }));
  ok(await c.call("/api/profiles/photo", { method: "POST", token, body: photo }));
  const resume = new FormData();
  resume.append("resume", new File([RESUME], "resume.txt", { type: "text/plain" }));
  ok(await c.call("/api/profiles/upload-resume", { method: "POST", token, body: resume }));
  ok(await c.call("/api/auth/profile/complete", { method: "PATCH", token, body: { isProfileCompleted: true } }));
  ok(await c.call("/api/profiles/template", { method: "PATCH", token, body: { selectedTemplate: "modern-professional" } }));
  ok(await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} }));

  const job = await c.call("/api/jobs", { method: "POST", token, body: JOB });
  ok(job, 201);
  const jobId = job.body.data.job.id as string;
  ok(await c.call(`/api/jobs/${jobId}/status`, { method: "PATCH", token, body: { status: "interview" } }));
  ok(await c.call(`/api/ai-insights/analyze-job/${jobId}`, { token }));

  // A visitor writes to them; their notifications (the welcome one) are read.
  ok(
    await client().post("/api/email/contact", {
      portfolioContactData: {
        name: "Grace Hopper",
        email: "grace@example.org",
        message: "Would you give a talk?",
        ownerDetail: user.username,
      },
    }),
  );
  ok(await c.call("/api/notifications/read-all", { method: "PATCH", token }));
  // As an admin they sent someone a notification, and read a (long expired, so invisible to others) broadcast.
  const recipient = await registerUser();
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?").bind(user.id).run();
  ok(
    await c.call("/api/notifications/send", {
      method: "POST",
      token,
      body: { title: "Hello", message: "Welcome aboard.", userIds: [recipient.id] },
    }),
  );
  const broadcast = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO notifications (id, is_global, title, message, created_at, expires_at) VALUES (?, 1, 'Old news', 'Gone.', 1, 2)",
    ).bind(broadcast),
    env.DB.prepare("INSERT INTO notification_reads (notification_id, user_id, read_at) VALUES (?, ?, 3)").bind(broadcast, user.id),
  ]);

  // The public page is cached, and so is (as the PDF route will) its PDF resume.
  ok(await call(`/portfolio/${user.username}`));
  expect((await call(`/portfolio/${user.username}`)).headers.get("X-Cache")).toBe("HIT");
  for (const pdfKey of publicCacheKeys(env.APP_URL, user.username).filter((key) => key.includes("/resume.pdf"))) {
    const pdf = new Response("%PDF-1.7", { headers: { "Content-Type": "application/pdf", "Cache-Control": "max-age=600" } });
    await edgeCache().put(pdfKey, pdf);
  }
  return { c, user, token, secondToken: second.token, recipient };
}

describe("DELETE /api/account with the password", () => {
  it("leaves no row, object or cached page of the user, signs every session out, and the email registers again", async () => {
    const { c, user, token, secondToken, recipient } = await userWithEverything();
    const needles = [user.id, user.email, user.username];

    // The setup really put their data everywhere this test then checks.
    const before = await rowsMentioning(needles);
    for (const table of [
      "users",
      "sessions",
      "profiles",
      "portfolios",
      "job_applications",
      "ai_analyses",
      "notifications",
      "notification_reads",
      "contact_messages",
      "otp_codes",
      "single_use_tokens",
      "email_outbox",
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    const history = await env.DB.prepare(
      "SELECT count(*) AS n FROM job_status_history WHERE job_id IN (SELECT id FROM job_applications WHERE user_id = ?)",
    )
      .bind(user.id)
      .first<{ n: number }>();
    expect(history!.n).toBe(2);
    const keys = await objectKeys(user.id);
    expect(keys.filter((k) => k.startsWith("photos/")).length).toBe(2); // the profile photo and the portfolio's copy
    expect(keys.filter((k) => k.startsWith("resumes/")).length).toBe(1);
    for (const key of publicCacheKeys(env.APP_URL, user.username)) expect(await edgeCache().match(key), key).toBeDefined();

    const deleted = await deleteAccount(c, token, { password: user.password });
    ok(deleted);
    expect(deleted.body).toEqual({ success: true, message: DELETE_MESSAGES.deleted });
    expect(deleted.headers.get("Set-Cookie")).toMatch(/vitrine_session=;.*Max-Age=0/);

    expect(await rowsMentioning(needles)).toEqual({});
    expect(await objectKeys(user.id)).toEqual([]);
    for (const key of publicCacheKeys(env.APP_URL, user.username)) expect(await edgeCache().match(key), key).toBeUndefined();
    expect((await call(`/portfolio/${user.username}`)).status).toBe(404);

    // Both sessions are dead at once, bearer and cookie alike.
    expectError(await c.call("/api/auth/profile", { token }), 401);
    expectError(await c.call("/api/auth/profile", { token: secondToken }), 401);
    expectError(await c.call("/api/auth/profile", { cookie: `vitrine_session=${encodeURIComponent(secondToken)}` }), 401);
    expectError(await c.post("/api/auth/login", { email: user.email, password: user.password }), 401, "Invalid email or password");

    // What belongs to others stays: the notification they sent as an admin, without its sender.
    const sent = await env.DB.prepare("SELECT created_by FROM notifications WHERE user_id = ? AND title = 'Hello'")
      .bind(recipient.id)
      .first<{ created_by: string | null }>();
    expect(sent).toEqual({ created_by: null });

    // The email and the username are free again.
    const again = await registerUser({ email: user.email, username: user.username });
    expect(again.id).not.toBe(user.id);
    await login(client(), user.email, user.password);
  }, 60_000); // sets up every kind of data and renders a page: slow on a busy machine

  it("a wrong password answers 401 and deletes nothing; after 5 wrong ones even the right one waits", async () => {
    const { user, token, c } = await signedInUser();
    const photo = new FormData();
    photo.append("profilePhoto", new File([PNG], "me.png", { type: "image/png" }));
    ok(await c.call("/api/profiles/photo", { method: "POST", token, body: photo }));
    const before = await rowsMentioning([user.id, user.email]);

    const wrong = expectError(await deleteAccount(c, token, { password: "not-my-password" }), 401, DELETE_MESSAGES.passwordWrong);
    expect(wrong.errors).toEqual([{ path: "password", param: "password", msg: DELETE_MESSAGES.passwordWrong }]);
    expectError(await deleteAccount(c, token, {}), 400, DELETE_MESSAGES.confirmRequired);
    // A password account cannot swap its password for an emailed code.
    expectError(await c.post("/api/account/delete-code", {}, { token }), 400, DELETE_MESSAGES.usePassword);
    expectError(await deleteAccount(c, token, { otp: "123456", tempToken: "x" }), 400, DELETE_MESSAGES.passwordRequired);
    expectError(await call("/api/account", { method: "DELETE", body: { password: user.password } }), 401); // no session

    expect(await rowsMentioning([user.id, user.email])).toEqual(before);
    expect((await objectKeys(user.id)).length).toBe(1);
    ok(await c.call("/api/auth/profile", { token }));

    for (let i = 0; i < 4; i++) expectError(await deleteAccount(c, token, { password: `wrong-${i}` }), 401);
    expectError(await deleteAccount(c, token, { password: user.password }), 429, DELETE_MESSAGES.tooManyAttempts);
    ok(await c.call("/api/auth/profile", { token }));
  });

  it("refuses a super admin (403)", async () => {
    const { user, token, c } = await signedInUser();
    await env.DB.prepare("UPDATE users SET role = 'superadmin' WHERE id = ?").bind(user.id).run();
    expectError(await deleteAccount(c, token, { password: user.password }), 403, DELETE_MESSAGES.superadmin);
    ok(await c.call("/api/auth/profile", { token }));
  });
});

describe("DELETE /api/account with an emailed code (accounts without a password)", () => {
  it("sends a code, refuses wrong codes (attempts counted in D1) and deletes with the right one", async () => {
    const c = client();
    const user = await googleOnlyUser();
    expectError(await deleteAccount(c, user.token, { password: "anything" }), 400, DELETE_MESSAGES.codeRequired);

    const seen = (await mailFor(user.email)).length;
    const sent = await c.post("/api/account/delete-code", {}, { token: user.token });
    ok(sent);
    expect(sent.body).toMatchObject({ success: true, message: DELETE_MESSAGES.codeSent, tempToken: expect.any(String) });
    const mail = await waitForMail(user.email, seen);
    expect(mail.subject).toBe("Your Vitrine account deletion code");
    const otp = codeFrom(mail);
    const { tempToken } = sent.body;

    expectError(await deleteAccount(c, user.token, { otp: wrongCode(otp), tempToken }), 400, "Invalid verification code. 4 attempts left.");
    const attempts = await env.DB.prepare("SELECT attempts FROM otp_codes WHERE email = ? AND purpose = 'delete'")
      .bind(user.email)
      .first<{ attempts: number }>();
    expect(attempts).toEqual({ attempts: 1 });
    // Another account's temp token is no use here.
    const other = await googleOnlyUser();
    const otherSent = await c.post("/api/account/delete-code", {}, { token: other.token });
    ok(otherSent);
    expectError(await deleteAccount(c, user.token, { otp, tempToken: otherSent.body.tempToken }), 401, DELETE_MESSAGES.codeExpired);
    ok(await c.call("/api/auth/profile", { token: user.token }));

    ok(await deleteAccount(c, user.token, { otp, tempToken }));
    expect(await rowsMentioning([user.id, user.email, user.username])).toEqual({});
    expectError(await c.call("/api/auth/profile", { token: user.token }), 401);
  });

  it("locks the code after 5 wrong guesses", async () => {
    const c = client();
    const user = await googleOnlyUser();
    const seen = (await mailFor(user.email)).length;
    const sent = await c.post("/api/account/delete-code", {}, { token: user.token });
    const otp = codeFrom(await waitForMail(user.email, seen));
    for (let i = 0; i < 4; i++)
      expectError(await deleteAccount(c, user.token, { otp: wrongCode(otp), tempToken: sent.body.tempToken }), 400);
    expectError(
      await deleteAccount(c, user.token, { otp: wrongCode(otp), tempToken: sent.body.tempToken }),
      400,
      "Too many incorrect attempts. Please request a new code.",
    );
    expectError(
      await deleteAccount(c, user.token, { otp, tempToken: sent.body.tempToken }),
      400,
      "Too many incorrect attempts. Please request a new code.",
    );
    ok(await c.call("/api/auth/profile", { token: user.token }));
  });
});

describe("the /settings page's deletion dialog (form posts, also without JavaScript)", () => {
  const post = (c: Client, token: string, fields: Record<string, string>) =>
    c.call("/settings?tab=account&dialog=delete", {
      method: "POST",
      cookie: `vitrine_session=${token}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  const userCount = async (id: string) =>
    (await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id = ?").bind(id).first<{ n: number }>())!.n;

  it("with the password: a wrong one re-renders the dialog with the error, the right one lands signed out on /", async () => {
    const { user, token, c } = await signedInUser();
    const dialog = await c.call("/settings?tab=account&dialog=delete", { cookie: `vitrine_session=${token}` });
    expect(dialog.text).toContain("This permanently deletes your account. It cannot be undone and will remove:");

    const wrong = await post(c, token, { intent: "delete", password: "not-my-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain(DELETE_MESSAGES.passwordWrong);
    expect(wrong.text).not.toContain("not-my-password");
    expect(await userCount(user.id)).toBe(1);

    const res = await post(c, token, { intent: "delete", password: user.password });
    expect(res.status, res.text).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect(res.headers.get("Set-Cookie")).toMatch(/vitrine_session=;[^,]*Max-Age=0/);
    expect(await flashToastOf(res)).toMatchObject({ type: "success", message: DELETE_MESSAGES.deleted });
    expect(await userCount(user.id)).toBe(0);
    expectError(await c.call("/api/auth/profile", { token }), 401);
  }, 60_000); // may be the file's first page render, which loads the whole build

  it("without a password: 'Email me a code', then the code (the temp token survives a wrong one)", async () => {
    const c = client();
    const user = await googleOnlyUser();
    const dialog = await c.call("/settings?tab=account&dialog=delete", { cookie: `vitrine_session=${user.token}` });
    expect(dialog.text).toContain("Email me a code");

    const seen = (await mailFor(user.email)).length;
    const sent = await post(c, user.token, { intent: "delete-code" });
    expect(sent.status, sent.text).toBe(200);
    const tempToken = sent.text.match(/name="tempToken" value="([^"]+)"/)?.[1];
    expect(tempToken).toBeTruthy();
    expect(sent.text).toContain("Verification code");
    const otp = codeFrom(await waitForMail(user.email, seen));

    const wrong = await post(c, user.token, { intent: "delete", otp: wrongCode(otp), tempToken: tempToken! });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Invalid verification code. 4 attempts left.");
    expect(wrong.text).toContain(`name="tempToken" value="${tempToken}"`);
    expect(await userCount(user.id)).toBe(1);

    const res = await post(c, user.token, { intent: "delete", otp, tempToken: tempToken! });
    expect(res.status, res.text).toBe(302);
    expect(res.headers.get("Location")).toBe("/");
    expect(await userCount(user.id)).toBe(0);
  });
});
