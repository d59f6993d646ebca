// Every check of an account's password shares the per-account throttle of sign-in (issue 29): after 10 failures
// in 15 minutes, whether at sign-in, change-password or account deletion, the next check (even with the right
// password) answers 429 with Retry-After. Each attempt takes its slot before the password is checked, so
// parallel guesses cannot pass the limit.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DELETE_MESSAGES, MESSAGES } from "~/schemas/account";
import { LOGIN_LOCKED_MESSAGE, LOGIN_THROTTLE } from "~/server/auth/login-throttle.server";
import { INVALID_LOGIN } from "~/server/auth/signin-and-signup.server";
import { type ApiResult, type Client, client, expectError, signedInUser } from "./helpers";

const changePassword = (c: Client, token: string, currentPassword: string, newPassword = "BrandNew99") =>
  c.call("/api/profiles/change-password", { method: "PUT", token, body: { currentPassword, newPassword } });
const deleteAccount = (c: Client, token: string, password: string) =>
  c.call("/api/account", { method: "DELETE", token, body: { password } });
const signIn = (c: Client, email: string, password: string) => c.post("/api/auth/login", { email, password });

async function passwordHash(userId: string) {
  return (await env.DB.prepare("SELECT password_hash AS h FROM users WHERE id = ?").bind(userId).first<{ h: string }>())?.h;
}

/** A 429 of the throttle: the message, and a Retry-After within the 15-minute lock. */
function expectLocked(result: ApiResult, message: string) {
  expectError(result, 429, message);
  const retryAfter = Number(result.headers.get("Retry-After"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.lockMs / 1000);
}

describe("change-password shares the sign-in throttle", () => {
  it(`${LOGIN_THROTTLE.failures} wrong current passwords answer 401; the next, even the right one, 429 with Retry-After`, async () => {
    const { user, token, c } = await signedInUser();
    const before = await passwordHash(user.id);
    for (let i = 0; i < LOGIN_THROTTLE.failures; i++) {
      expectError(await changePassword(c, token, `Wrong-guess-${i}`), 401, MESSAGES.currentPasswordWrong);
    }
    expectLocked(await changePassword(c, token, user.password), DELETE_MESSAGES.tooManyAttempts);
    expect(await passwordHash(user.id)).toBe(before);
    // The account's sign-in is locked too, from any IP.
    expectLocked(await signIn(client(), user.email, user.password), LOGIN_LOCKED_MESSAGE);
  });

  it("sign-in failures and change-password failures count together", async () => {
    const { user, token, c } = await signedInUser();
    const half = LOGIN_THROTTLE.failures / 2;
    for (let i = 0; i < half; i++) expectError(await signIn(client(), user.email, `Wrong-guess-${i}`), 401, INVALID_LOGIN);
    for (let i = 0; i < half; i++) expectError(await changePassword(c, token, `Wrong-again-${i}`), 401);
    expectLocked(await changePassword(c, token, user.password), DELETE_MESSAGES.tooManyAttempts);
    expectLocked(await signIn(client(), user.email, user.password), LOGIN_LOCKED_MESSAGE);
  });

  it("a right password gives its slot back: 9 wrong, the right one, then a wrong one still answers 401", async () => {
    const { user, token, c } = await signedInUser();
    for (let i = 0; i < LOGIN_THROTTLE.failures - 1; i++) expectError(await changePassword(c, token, `Wrong-guess-${i}`), 401);
    const changed = await changePassword(c, token, user.password);
    expect(changed.status, changed.text).toBe(200);
    expectError(await changePassword(c, token, "Wrong-guess-last"), 401, MESSAGES.currentPasswordWrong);
    expectLocked(await changePassword(c, token, "BrandNew99", "Newer-Pass-77"), DELETE_MESSAGES.tooManyAttempts);
  });

  it("20 parallel wrong guesses get at most 10 password checks (the slot is taken before the check)", async () => {
    const { user, token, c } = await signedInUser();
    const before = await passwordHash(user.id);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => changePassword(c, token, `Parallel-guess-${i}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_THROTTLE.failures);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - LOGIN_THROTTLE.failures);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expectLocked(await changePassword(c, token, user.password), DELETE_MESSAGES.tooManyAttempts);
    expect(await passwordHash(user.id)).toBe(before);
  });

  it("the /settings page's password form answers 429 with the message", async () => {
    const { user, token, c } = await signedInUser();
    for (let i = 0; i < LOGIN_THROTTLE.failures; i++) expectError(await signIn(client(), user.email, `Wrong-guess-${i}`), 401);
    const page = await c.call("/settings?tab=account&dialog=password", {
      method: "POST",
      cookie: `vitrine_session=${token}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "password",
        currentPassword: user.password,
        newPassword: "BrandNew99",
        confirmPassword: "BrandNew99",
      }).toString(),
    });
    expect(page.status).toBe(429);
    expect(page.text).toContain(DELETE_MESSAGES.tooManyAttempts);
    expect(page.text).not.toContain(user.password);
  }, 60_000); // may be the file's first page render
});

describe("account deletion shares the sign-in throttle", () => {
  it("after 10 failed sign-ins, deleting with the right password answers 429 with Retry-After and deletes nothing", async () => {
    const { user, token, c } = await signedInUser();
    for (let i = 0; i < LOGIN_THROTTLE.failures; i++) expectError(await signIn(client(), user.email, `Wrong-guess-${i}`), 401);
    expectLocked(await deleteAccount(c, token, user.password), DELETE_MESSAGES.tooManyAttempts);
    const profile = await c.call("/api/auth/profile", { token });
    expect(profile.status).toBe(200);
  });

  it("deletion failures and sign-in failures count together", async () => {
    const { user, token, c } = await signedInUser();
    // Under deletion's own, stricter limit (5 in 15 minutes), then sign-in failures make up the 10.
    for (let i = 0; i < 4; i++) expectError(await deleteAccount(c, token, `Wrong-guess-${i}`), 401, DELETE_MESSAGES.passwordWrong);
    for (let i = 0; i < LOGIN_THROTTLE.failures - 4; i++) expectError(await signIn(client(), user.email, `Wrong-again-${i}`), 401);
    expectLocked(await signIn(client(), user.email, user.password), LOGIN_LOCKED_MESSAGE);
    expectLocked(await deleteAccount(c, token, user.password), DELETE_MESSAGES.tooManyAttempts);
  });
});
