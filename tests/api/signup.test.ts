// Registration API: send-otp, verify-otp, resend-otp, register (spec part 1 sections 4, 5, 7, 8, 9).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  ageCodes,
  client,
  codeFrom,
  countUsers,
  expectError,
  mailFor,
  nextCode,
  PASSWORD,
  registerUser,
  sleep,
  uniqueEmail,
  uniqueUsername,
  verifiedTokenFor,
  waitForMail,
  wrongCode,
  expectFieldError,
} from "./helpers";

const TOO_MANY_ATTEMPTS = "Too many incorrect attempts. Please request a new code.";

describe("POST /api/auth/send-otp", () => {
  it("emails a six-digit code through the queue and answers with a tempToken", async () => {
    const c = client();
    const email = uniqueEmail();
    const res = await c.post("/api/auth/send-otp", { email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Verification code sent to your email!", tempToken: expect.any(String) });

    const mail = await waitForMail(email);
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe("Your Vitrine verification code");
    const code = codeFrom(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);
    // Only a hash of the code is stored.
    const row = await env.DB.prepare("SELECT code_hash, expires_at - created_at AS ttl FROM otp_codes WHERE email = ?")
      .bind(email)
      .first<{ code_hash: string; ttl: number }>();
    expect(row!.code_hash).not.toContain(code);
    expect(row!.ttl).toBe(600_000);
  });

  it("answers an email that already has an account exactly like a new one, and mails it a notice instead of a code", async () => {
    const user = await registerUser();
    await ageCodes(user.email);
    const notices = async () => (await mailFor(user.email)).filter((mail) => mail.subject === "You already have a Vitrine account");
    const existing = await client().post("/api/auth/send-otp", { email: user.email });
    const fresh = await client().post("/api/auth/send-otp", { email: uniqueEmail() });
    expect(existing.status).toBe(200);
    expect(Object.keys(existing.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect({ ...existing.body, tempToken: "" }).toEqual({ ...fresh.body, tempToken: "" });

    await expect.poll(async () => (await notices()).length).toBe(1);
    const [notice] = await notices();
    expect(notice!.text).toContain(`${env.APP_URL}/signin`);
    expect(notice!.text).toContain(`${env.APP_URL}/signin?step=forgot-password`);
    expect(notice!.text).not.toMatch(/\b\d{6}\b/);
    // A resend behaves the same way (after the cooldown): another notice, never a code.
    await ageCodes(user.email);
    const resent = await client().post("/api/auth/resend-otp", { tempToken: existing.body.tempToken });
    expect(resent.status).toBe(200);
    await expect.poll(async () => (await notices()).length).toBe(2);
    expect(
      (await mailFor(user.email)).some((mail) => /verification code/i.test(mail.subject) && mail.created_at > notice!.created_at),
    ).toBe(false);
  });

  it("a repeated send within 60 s keeps the code just sent: 200, no second email, the first code verifies", async () => {
    const c = client();
    const email = uniqueEmail();
    const first = await c.post("/api/auth/send-otp", { email });
    expect(first.status).toBe(200);
    const otp = await nextCode(email, 0);
    const again = await c.post("/api/auth/send-otp", { email });
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual({ success: true, message: "Verification code sent to your email!", tempToken: expect.any(String) });
    await sleep(200);
    expect(await mailFor(email)).toHaveLength(1);
    const codes = await env.DB.prepare("SELECT COUNT(*) AS n FROM otp_codes WHERE email = ?").bind(email).first<{ n: number }>();
    expect(codes!.n).toBe(1);
    const verified = await c.post("/api/auth/verify-otp", { otp, tempToken: again.body.tempToken });
    expect(verified.status, verified.text).toBe(200);
  });

  it("a repeated send within 60 s after the code was locked is a 429, never a silent 'code sent'", async () => {
    const c = client();
    const email = uniqueEmail();
    const first = await c.post("/api/auth/send-otp", { email });
    const otp = await nextCode(email, 0);
    for (let i = 0; i < 5; i++) await c.post("/api/auth/verify-otp", { otp: wrongCode(otp), tempToken: first.body.tempToken });
    const again = await c.post("/api/auth/send-otp", { email });
    expectError(again, 429, /^Please wait \d+ seconds before requesting a new code\.$/);
    expect(again.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("validates the email with the spec's messages", async () => {
    const c = client();
    const invalid = await c.post("/api/auth/send-otp", { email: "not-an-email" });
    expectFieldError(invalid, "email", "Please enter a valid email address");
    const missing = await c.post("/api/auth/send-otp", {});
    expectFieldError(missing, "email", "Email is required");
    const empty = await c.post("/api/auth/send-otp", { email: "" });
    expectError(empty, 400, "Email is required");
  });

  it("answers malformed JSON with a 400 JSON error", async () => {
    const res = await client().post("/api/auth/send-otp", '{"email": "a@b.co"');
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(res.body).toEqual({ success: false, message: "Malformed JSON in request body" });
  });
});

describe("POST /api/auth/verify-otp", () => {
  it("accepts the emailed code once and returns a verifiedToken", async () => {
    const c = client();
    const email = uniqueEmail();
    const sent = await c.post("/api/auth/send-otp", { email });
    const otp = await nextCode(email, 0);
    const res = await c.post("/api/auth/verify-otp", { otp, tempToken: sent.body.tempToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: "Email verified successfully! Complete your registration.",
      verifiedToken: expect.any(String),
      email,
    });
    // The code is consumed: the same code does not verify twice.
    const again = await c.post("/api/auth/verify-otp", { otp, tempToken: sent.body.tempToken });
    expectError(again, 400, "Invalid verification code");
  });

  it("kills the code after five wrong guesses, so the right code is then refused", async () => {
    const c = client();
    const email = uniqueEmail();
    const sent = await c.post("/api/auth/send-otp", { email });
    const otp = await nextCode(email, 0);
    const tempToken = sent.body.tempToken;
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await c.post("/api/auth/verify-otp", { otp: wrongCode(otp), tempToken });
      expect(res.status).toBe(400);
      messages.push(res.body.message);
    }
    expect(messages).toEqual([
      "Invalid verification code. 4 attempts left.",
      "Invalid verification code. 3 attempts left.",
      "Invalid verification code. 2 attempts left.",
      "Invalid verification code. 1 attempt left.",
      TOO_MANY_ATTEMPTS,
    ]);
    const right = await c.post("/api/auth/verify-otp", { otp, tempToken });
    expectError(right, 400, TOO_MANY_ATTEMPTS);
    expect(right.body.verifiedToken).toBeUndefined();
  });

  it("rejects an expired code", async () => {
    const c = client();
    const email = uniqueEmail();
    const sent = await c.post("/api/auth/send-otp", { email });
    const otp = await nextCode(email, 0);
    await env.DB.prepare("UPDATE otp_codes SET expires_at = ? WHERE email = ?")
      .bind(Date.now() - 1000, email)
      .run();
    const res = await c.post("/api/auth/verify-otp", { otp, tempToken: sent.body.tempToken });
    expectError(res, 400, "Verification code has expired. Please request a new one.");
  });

  it("rejects a forged or missing tempToken", async () => {
    const c = client();
    const forged = await c.post("/api/auth/verify-otp", { otp: "123456", tempToken: "not.a.token" });
    expectError(forged, 401, "Your verification session has expired. Please request a new code.");
    const missing = await c.post("/api/auth/verify-otp", { otp: "123456" });
    expectError(missing, 400, "Your verification session has expired. Please request a new code.");
  });

  it("requires exactly six digits", async () => {
    const res = await client().post("/api/auth/verify-otp", { otp: "12a45", tempToken: "x" });
    expectFieldError(res, "otp", "Please enter all 6 digits");
  });
});

describe("POST /api/auth/resend-otp", () => {
  it("refuses a resend within 60 s with 429 and Retry-After", async () => {
    const c = client();
    const email = uniqueEmail();
    const sent = await c.post("/api/auth/send-otp", { email });
    const res = await c.post("/api/auth/resend-otp", { tempToken: sent.body.tempToken });
    expectError(res, 429, /^Please wait \d+ seconds/);
    const retryAfter = Number(res.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it("after the cooldown sends a new code that replaces the old one", async () => {
    const c = client();
    const email = uniqueEmail();
    const sent = await c.post("/api/auth/send-otp", { email });
    const first = await nextCode(email, 0);
    await ageCodes(email);
    const resent = await c.post("/api/auth/resend-otp", { tempToken: sent.body.tempToken });
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body).toEqual({ success: true, message: "New verification code sent!", tempToken: expect.any(String) });
    const second = await nextCode(email, 1);

    if (second !== first) {
      const old = await c.post("/api/auth/verify-otp", { otp: first, tempToken: resent.body.tempToken });
      expectError(old, 400, /^Invalid verification code/);
    }
    const ok = await c.post("/api/auth/verify-otp", { otp: second, tempToken: resent.body.tempToken });
    expect(ok.status, ok.text).toBe(200);
  });

  it("caps sends at five per email per hour", async () => {
    const c = client();
    const email = uniqueEmail();
    let tempToken = (await c.post("/api/auth/send-otp", { email })).body.tempToken;
    for (let i = 2; i <= 5; i++) {
      await ageCodes(email);
      const res = await c.post("/api/auth/resend-otp", { tempToken });
      expect(res.status, `send ${i}: ${res.text}`).toBe(200);
      tempToken = res.body.tempToken;
    }
    await ageCodes(email);
    const sixth = await c.post("/api/auth/resend-otp", { tempToken });
    expectError(sixth, 429, "Too many verification codes requested. Please try again later.");
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(0);
    // send-otp counts against the same cap.
    expectError(await c.post("/api/auth/send-otp", { email }), 429, "Too many verification codes requested. Please try again later.");

    // An hour later the window has moved on.
    await ageCodes(email, 60 * 60 * 1000);
    expect((await c.post("/api/auth/resend-otp", { tempToken })).status).toBe(200);
  });

  it("rejects a tempToken of the reset flow", async () => {
    const c = client();
    const forgot = await c.post("/api/auth/forgot-password", { email: uniqueEmail() });
    const res = await c.post("/api/auth/resend-otp", { tempToken: forgot.body.tempToken });
    expectError(res, 401, "Your verification session has expired. Please request a new code.");
  });
});

describe("POST /api/auth/register", () => {
  it("creates the account and answers with the spec's message", async () => {
    const c = client();
    const email = uniqueEmail();
    const username = uniqueUsername();
    const verifiedToken = await verifiedTokenFor(c, email);
    const res = await c.post("/api/auth/register", {
      firstName: " Grace ",
      lastName: "Hopper",
      username: username.toUpperCase(),
      password: PASSWORD,
      verifiedToken,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe("Account created successfully. Please sign in using your credentials.");
    expect(res.body.user).toMatchObject({
      email,
      username,
      firstName: "Grace",
      lastName: "Hopper",
      isProfileCompleted: false,
      selectedTemplate: null,
      portfolioDeployed: false,
      status: "active",
      role: "user",
    });
    expect(res.body.user.passwordHash).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toContain("pbkdf2");

    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?").bind(email).first<{ password_hash: string }>();
    expect(row!.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    // A welcome email follows through the queue.
    const welcome = await waitForMail(email, 1);
    expect(welcome.subject).toBe("Welcome to Vitrine");
  });

  it("refuses a verifiedToken that was already used (401)", async () => {
    const c = client();
    const email = uniqueEmail();
    const verifiedToken = await verifiedTokenFor(c, email);
    const input = { firstName: "Alan", lastName: "Turing", password: PASSWORD, verifiedToken };
    expect((await c.post("/api/auth/register", { ...input, username: uniqueUsername() })).status).toBe(201);
    const reused = await c.post("/api/auth/register", { ...input, username: uniqueUsername() });
    expectError(reused, 401, "This link has already been used. Please start again.");
    expect(await countUsers(email)).toBe(1);
  });

  it("creates exactly one account from 20 parallel registrations with one verifiedToken", async () => {
    const c = client();
    const email = uniqueEmail();
    const verifiedToken = await verifiedTokenFor(c, email);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        c.post("/api/auth/register", {
          firstName: "Par",
          lastName: "Allel",
          username: uniqueUsername(`p${i}`),
          password: PASSWORD,
          verifiedToken,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) {
      expect([401, 409], r.text).toContain(r.status);
      expect(r.body.success).toBe(false);
    }
    expect(await countUsers(email)).toBe(1);
  });

  it("refuses a taken username with 409 and leaves the verifiedToken usable", async () => {
    const existing = await registerUser();
    const c = client();
    const email = uniqueEmail();
    const verifiedToken = await verifiedTokenFor(c, email);
    const input = { firstName: "Taken", lastName: "Name", password: PASSWORD, verifiedToken };
    const taken = await c.post("/api/auth/register", { ...input, username: existing.username });
    const body = expectError(taken, 409, "Username is already taken. Please choose another.");
    expect(body.errors).toEqual([{ path: "username", param: "username", msg: "Username is already taken. Please choose another." }]);
    expect(await countUsers(email)).toBe(0);
    expect((await c.post("/api/auth/register", { ...input, username: uniqueUsername() })).status).toBe(201);
  });

  it("validates fields with the spec's messages", async () => {
    const c = client();
    const valid = { firstName: "Ada", lastName: "Lovelace", username: "ada", password: PASSWORD, verifiedToken: "t" };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ password: "password1" }, "password", "Password must contain at least one uppercase letter, one lowercase letter, and one number"],
      [{ password: "PASSWORD1" }, "password", "Password must contain at least one uppercase letter, one lowercase letter, and one number"],
      [{ password: "Password" }, "password", "Password must contain at least one uppercase letter, one lowercase letter, and one number"],
      [{ password: "Ab1" }, "password", "Password must be at least 6 characters long"],
      [{ password: "" }, "password", "Password is required"],
      [{ firstName: " A " }, "firstName", "First name must be at least 2 characters"],
      [{ lastName: "B" }, "lastName", "Last name must be at least 2 characters"],
      [{ username: "ab" }, "username", "Username must be at least 3 characters"],
    ];
    for (const [patch, field, msg] of cases) {
      const res = await c.post("/api/auth/register", { ...valid, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toBe(msg);
      expect(res.body.errors).toContainEqual({ path: field, param: field, msg });
    }
  });

  it("rejects a verifiedToken that is not one (e.g. a tempToken)", async () => {
    const c = client();
    const email = uniqueEmail();
    const sent = await c.post("/api/auth/send-otp", { email });
    const res = await c.post("/api/auth/register", {
      firstName: "Temp",
      lastName: "Token",
      username: uniqueUsername(),
      password: PASSWORD,
      verifiedToken: sent.body.tempToken,
    });
    expectError(res, 401, "Your email verification has expired. Please start again.");
    expect(await countUsers(email)).toBe(0);
  });
});
