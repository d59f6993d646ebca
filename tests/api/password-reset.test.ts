// Password reset API: forgot-password, verify-reset-otp, resend-reset-otp, reset-password.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  ageCodes,
  client,
  type Client,
  expectError,
  login,
  mailFor,
  nextCode,
  registerUser,
  sleep,
  uniqueEmail,
  waitForMail,
  wrongCode,
  tokenThroughCode,
  expectFieldError,
} from "./helpers";

const NEW_PASSWORD = "Fresh456";

/** forgot-password + emailed code + verify-reset-otp: returns the resetToken. */
const resetTokenFor = (c: Client, email: string) =>
  tokenThroughCode(c, email, "/api/auth/forgot-password", "/api/auth/verify-reset-otp", "resetToken");

describe("POST /api/auth/forgot-password", () => {
  it("emails a reset code to a known email", async () => {
    const c = client();
    const user = await registerUser({}, c);
    const seen = (await mailFor(user.email)).length;
    const res = await c.post("/api/auth/forgot-password", { email: user.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Password reset code sent to your email!", tempToken: expect.any(String) });
    const mail = await waitForMail(user.email, seen);
    expect(mail.subject).toBe("Your Vitrine password reset code");
    expect(mail.text).toMatch(/Your code: \d{6}/);
  });

  it("answers unknown and known emails identically apart from the tempToken, and mails only the known one", async () => {
    const known = await registerUser();
    const unknownEmail = uniqueEmail("ghost");
    const a = await client().post("/api/auth/forgot-password", { email: unknownEmail });
    const b = await client().post("/api/auth/forgot-password", { email: known.email });
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(Object.keys(b.body).sort()).toEqual(Object.keys(a.body).sort());
    expect(b.body.message).toBe(a.body.message);
    expect(a.body.tempToken).toEqual(expect.any(String));
    expect(a.headers.get("Content-Type")).toBe(b.headers.get("Content-Type"));
    const mask = (r: typeof a) => r.text.replace(r.body.tempToken, "<tempToken>");
    expect(mask(b)).toBe(mask(a));

    // The known email gets its code; the unknown one never gets mail.
    await waitForMail(known.email, 2); // signup code, welcome, then the reset code
    await sleep(200);
    expect(await mailFor(unknownEmail)).toHaveLength(0);
    // An unknown email's flow cannot be completed: no code was sent, and a guess is refused.
    const guess = await client().post("/api/auth/verify-reset-otp", { otp: "000000", tempToken: a.body.tempToken });
    expectError(guess, 400, /^Invalid verification code/);
  });

  it("is not delayed by a sign-up code just sent (the 60 s cooldown is per purpose); a repeat keeps its code", async () => {
    const c = client();
    const user = await registerUser({}, c); // its sign-up code was sent moments ago
    const forgot = await c.post("/api/auth/forgot-password", { email: user.email });
    expect(forgot.status, forgot.text).toBe(200);
    const otp = await nextCode(user.email, 2);
    // Repeated within the cooldown: same answer, nothing new is sent, the code just sent stays valid.
    const again = await c.post("/api/auth/forgot-password", { email: user.email });
    expect(again.status, again.text).toBe(200);
    expect(again.body.message).toBe("Password reset code sent to your email!");
    await sleep(200);
    expect(await mailFor(user.email)).toHaveLength(3);
    const verified = await c.post("/api/auth/verify-reset-otp", { otp, tempToken: again.body.tempToken });
    expect(verified.status, verified.text).toBe(200);
  });

  it("validates the email", async () => {
    const res = await client().post("/api/auth/forgot-password", { email: "a@b" });
    expectFieldError(res, "email", "Please enter a valid email address");
  });
});

describe("POST /api/auth/verify-reset-otp", () => {
  it("returns a resetToken for the right code, once", async () => {
    const c = client();
    const user = await registerUser({}, c);
    const forgot = await c.post("/api/auth/forgot-password", { email: user.email });
    const otp = await nextCode(user.email, 2);
    const res = await c.post("/api/auth/verify-reset-otp", { otp, tempToken: forgot.body.tempToken });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: "Code verified! Set your new password.",
      resetToken: expect.any(String),
      email: user.email,
    });
    expectError(await c.post("/api/auth/verify-reset-otp", { otp, tempToken: forgot.body.tempToken }), 400, "Invalid verification code");
  });

  it("locks the code after five wrong guesses", async () => {
    const c = client();
    const user = await registerUser({}, c);
    const forgot = await c.post("/api/auth/forgot-password", { email: user.email });
    const otp = await nextCode(user.email, 2);
    for (let i = 0; i < 5; i++) {
      expect((await c.post("/api/auth/verify-reset-otp", { otp: wrongCode(otp), tempToken: forgot.body.tempToken })).status).toBe(400);
    }
    const right = await c.post("/api/auth/verify-reset-otp", { otp, tempToken: forgot.body.tempToken });
    expectError(right, 400, "Too many incorrect attempts. Please request a new code.");
  });

  it("rejects an expired code", async () => {
    const c = client();
    const user = await registerUser({}, c);
    const forgot = await c.post("/api/auth/forgot-password", { email: user.email });
    const otp = await nextCode(user.email, 2);
    await env.DB.prepare("UPDATE otp_codes SET expires_at = ? WHERE email = ? AND purpose = 'reset'")
      .bind(Date.now() - 1, user.email)
      .run();
    const res = await c.post("/api/auth/verify-reset-otp", { otp, tempToken: forgot.body.tempToken });
    expectError(res, 400, "Verification code has expired. Please request a new one.");
  });

  it("does not accept a signup tempToken", async () => {
    const c = client();
    const email = uniqueEmail();
    const sent = await c.post("/api/auth/send-otp", { email });
    const otp = await nextCode(email, 0);
    const res = await c.post("/api/auth/verify-reset-otp", { otp, tempToken: sent.body.tempToken });
    expectError(res, 401, "Your verification session has expired. Please request a new code.");
  });
});

describe("POST /api/auth/resend-reset-otp", () => {
  it("is refused within 60 s (429, Retry-After) and sends a new code after", async () => {
    const c = client();
    const user = await registerUser({}, c);
    const forgot = await c.post("/api/auth/forgot-password", { email: user.email });
    await nextCode(user.email, 2);
    const early = await c.post("/api/auth/resend-reset-otp", { tempToken: forgot.body.tempToken });
    expectError(early, 429, /^Please wait \d+ seconds/);
    expect(Number(early.headers.get("Retry-After"))).toBeGreaterThan(0);

    await ageCodes(user.email);
    const resent = await c.post("/api/auth/resend-reset-otp", { tempToken: forgot.body.tempToken });
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body).toEqual({ success: true, message: "New reset code sent!", tempToken: expect.any(String) });
    const otp = await nextCode(user.email, 3);
    const verified = await c.post("/api/auth/verify-reset-otp", { otp, tempToken: resent.body.tempToken });
    expect(verified.status, verified.text).toBe(200);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, revokes existing sessions, and the old password stops working", async () => {
    const c = client();
    const user = await registerUser({}, c);
    const { token: oldSession } = await login(c, user.email, user.password);
    expect((await c.call("/api/auth/profile", { token: oldSession })).status).toBe(200);

    const resetToken = await resetTokenFor(c, user.email);
    const res = await c.post("/api/auth/reset-password", { password: NEW_PASSWORD, resetToken });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Password reset successfully! Please sign in with your new password." });

    expectError(await c.call("/api/auth/profile", { token: oldSession }), 401, "Not authorized. Please sign in.");
    expectError(await c.post("/api/auth/login", { email: user.email, password: user.password }), 401, "Invalid email or password");
    const { token } = await login(c, user.email, NEW_PASSWORD);
    expect((await c.call("/api/auth/profile", { token })).status).toBe(200);
  });

  it("accepts a resetToken only once", async () => {
    const c = client();
    const user = await registerUser({}, c);
    const resetToken = await resetTokenFor(c, user.email);
    expect((await c.post("/api/auth/reset-password", { password: NEW_PASSWORD, resetToken })).status).toBe(200);
    const again = await c.post("/api/auth/reset-password", { password: "Another789", resetToken });
    expectError(again, 401, "This link has already been used. Please start again.");
    // The second attempt changed nothing.
    await login(c, user.email, NEW_PASSWORD);
    expectError(await c.post("/api/auth/login", { email: user.email, password: "Another789" }), 401);
  });

  it("with one resetToken used in parallel, exactly one reset wins and only its password works", async () => {
    const c = client();
    const user = await registerUser({}, c);
    const resetToken = await resetTokenFor(c, user.email);
    const passwords = Array.from({ length: 8 }, (_, i) => `Parallel${i}x`);
    const results = await Promise.all(passwords.map((password) => c.post("/api/auth/reset-password", { password, resetToken })));
    const winners = passwords.filter((_, i) => results[i]!.status === 200);
    expect(winners).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200)) expectError(r, 401, "This link has already been used. Please start again.");
    for (const password of passwords) {
      const res = await c.post("/api/auth/login", { email: user.email, password });
      expect(res.status, password).toBe(password === winners[0] ? 200 : 401);
    }
  });

  it("rejects tokens of other purposes and validates the new password", async () => {
    const c = client();
    const user = await registerUser({}, c);
    const { token: session } = await login(c, user.email, user.password);
    expectError(
      await c.post("/api/auth/reset-password", { password: NEW_PASSWORD, resetToken: session }),
      401,
      "Your reset session has expired. Please start again.",
    );
    const weak = await c.post("/api/auth/reset-password", { password: "alllowercase1", resetToken: "x" });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({
      success: false,
      message: "Password must contain at least one uppercase letter, one lowercase letter, and one number",
      errors: [
        {
          path: "password",
          param: "password",
          msg: "Password must contain at least one uppercase letter, one lowercase letter, and one number",
        },
      ],
    });
    const missing = await c.post("/api/auth/reset-password", { password: NEW_PASSWORD });
    expectError(missing, 400, "Your reset session has expired. Please start again.");
  });
});
