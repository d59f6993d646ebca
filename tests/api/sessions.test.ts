// Sign-in and sessions: login, profile, profile/complete, logout, token and cookie handling.
import { env } from "cloudflare:workers";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { client, expectError, login, nextCode, registerUser, setUserStatus, signedInUser, uniqueEmail, expectFieldError } from "./helpers";

const NOT_AUTHORIZED = "Not authorized. Please sign in.";

function base64url(value: string) {
  return btoa(value).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decodePayload(token: string) {
  const part = token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/");
  return JSON.parse(atob(part)) as Record<string, unknown>;
}

describe("test environment", () => {
  it("binds the test-only JWT secret from vitest.config.ts (not a local .dev.vars one)", () => {
    expect(env.JWT_SECRET).toMatch(/^vitest-only-/);
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the right password and answers with token, user and redirect", async () => {
    const c = client();
    const user = await registerUser({}, c);
    const res = await c.post("/api/auth/login", { email: user.email.toUpperCase(), password: user.password });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Welcome back!",
      token: expect.any(String),
      redirectTo: "/profile",
      user: { id: user.id, email: user.email, isProfileCompleted: false, selectedTemplate: null, portfolioDeployed: false },
    });
    expect(res.body.user.lastLoginAt).toEqual(expect.any(String));
    const profile = await c.call("/api/auth/profile", { token: res.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ success: true, user: { id: user.id, username: user.username } });
  });

  it("gives the same 401 answer for a wrong password and an unknown email", async () => {
    const c = client();
    const user = await registerUser({}, c);
    const wrong = await c.post("/api/auth/login", { email: user.email, password: "Wrong123" });
    const unknown = await c.post("/api/auth/login", { email: uniqueEmail("nobody"), password: "Wrong123" });
    expectError(wrong, 401, "Invalid email or password");
    expectError(unknown, 401, "Invalid email or password");
    expect(unknown.text).toBe(wrong.text);
    // No session cookie (the answer may carry the D1 bookmark cookie: the failed attempt was written).
    expect(wrong.headers.getSetCookie().filter((cookie) => cookie.startsWith("vitrine_session="))).toEqual([]);
  });

  it("validates email and password with the spec's messages", async () => {
    const c = client();
    const short = await c.post("/api/auth/login", { email: "a@b.co", password: "12345" });
    expectFieldError(short, "password", "Password must be at least 6 characters long");
    const both = await c.post("/api/auth/login", { email: "nope", password: "" });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe("Please enter a valid email address");
    expect(both.body.errors[0]).toEqual({ path: "email", param: "email", msg: "Please enter a valid email address" });
    expect(both.body.errors.find((e: { path: string }) => e.path === "password")).toEqual({
      path: "password",
      param: "password",
      msg: "Password is required",
    });
    const malformed = await c.post("/api/auth/login", "email=a@b.co&password=x", {
      headers: { "Content-Type": "application/json" },
    });
    expectError(malformed, 400, "Malformed JSON in request body");
  });

  it("refuses a suspended user (403) and drops their existing session", async () => {
    const { user, token, c } = await signedInUser();
    expect((await c.call("/api/auth/profile", { token })).status).toBe(200);
    await setUserStatus(user.id, "suspended");
    const res = await c.post("/api/auth/login", { email: user.email, password: user.password });
    expectError(res, 403, "Your account has been suspended. Please contact support.");
    expect(res.body.token).toBeUndefined();
    expectError(await c.call("/api/auth/profile", { token }), 401, NOT_AUTHORIZED);
  });

  it("refuses a deactivated user (403) and drops their existing session", async () => {
    const { user, token, c } = await signedInUser();
    await setUserStatus(user.id, "inactive");
    const res = await c.post("/api/auth/login", { email: user.email, password: user.password });
    expectError(res, 403, "Account is deactivated. Please contact support.");
    expectError(await c.call("/api/auth/profile", { token }), 401, NOT_AUTHORIZED);
    // Reactivated, the same session works again (it was refused because of the status, not revoked).
    await setUserStatus(user.id, "active");
    expect((await c.call("/api/auth/profile", { token })).status).toBe(200);
  });
});

describe("session cookie", () => {
  it("login sets an HttpOnly, Secure, SameSite=Lax vitrine_session cookie that authenticates", async () => {
    const c = client();
    const user = await registerUser({}, c);
    const { result } = await login(c, user.email, user.password);
    const setCookie = result.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^vitrine_session=[^;]+;/);
    const attributes = setCookie.split(";").map((part) => part.trim().toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("secure");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");

    const cookie = setCookie.split(";")[0]!;
    const profile = await c.call("/api/auth/profile", { cookie });
    expect(profile.status, profile.text).toBe(200);
    expect(profile.body.user.id).toBe(user.id);
    expectError(await c.call("/api/auth/profile", { cookie: "vitrine_session=garbage" }), 401, NOT_AUTHORIZED);
  });

  it("treats a malformed (not URI-decodable) cookie as signed out, not as a server error", async () => {
    const c = client();
    expectError(await c.call("/api/auth/profile", { cookie: "vitrine_session=%E0%A4%A" }), 401, NOT_AUTHORIZED);
  });

  it("refuses a cookie-authenticated PATCH /profile/complete from a foreign Origin with 403", async () => {
    const c = client();
    const user = await registerUser({}, c);
    const { result, token } = await login(c, user.email, user.password);
    const cookie = result.headers.get("Set-Cookie")!.split(";")[0]!;
    /** PATCH /profile/complete from `origin`, signed in by the cookie or, with `bearer`, by the token. */
    const complete = (origin: string, bearer = false) =>
      c.call("/api/auth/profile/complete", {
        method: "PATCH",
        ...(bearer ? { token } : { cookie }),
        body: { isProfileCompleted: true },
        headers: { Origin: origin },
      });

    expectError(await complete("https://evil.example"), 403, "Cross-site request refused.");
    const row = await env.DB.prepare("SELECT is_profile_completed FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ is_profile_completed: number }>();
    expect(row!.is_profile_completed).toBe(0);

    // The same request from an allowed origin, or with a bearer token, goes through.
    const allowed = await complete("http://localhost:5173");
    expect(allowed.status, allowed.text).toBe(200);
    const bearer = await complete("https://evil.example", true);
    expect(bearer.status, bearer.text).toBe(200);
  });
});

describe("bearer tokens", () => {
  it("refuses a missing token, a token signed with another key, alg none, and a tempToken", async () => {
    const { user, token, c } = await signedInUser();
    expect((await c.call("/api/auth/profile", { token })).status).toBe(200);
    const claims = decodePayload(token);
    expect(claims).toMatchObject({ typ: "session", sub: user.id, sid: expect.any(String) });

    expectError(await c.call("/api/auth/profile"), 401, NOT_AUTHORIZED);

    // Same claims (a live session), signed with a different key.
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode("another-secret-that-is-long-enough-123"));
    expectError(await c.call("/api/auth/profile", { token: otherKey }), 401, NOT_AUTHORIZED);

    // Same claims, unsigned.
    const none = `${base64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}.`;
    expectError(await c.call("/api/auth/profile", { token: none }), 401, NOT_AUTHORIZED);

    // Same claims with a tampered subject, keeping the real signature.
    const [header, , signature] = token.split(".");
    const tampered = `${header}.${base64url(JSON.stringify({ ...claims, sub: crypto.randomUUID() }))}.${signature}`;
    expectError(await c.call("/api/auth/profile", { token: tampered }), 401, NOT_AUTHORIZED);

    // A signup tempToken (valid signature, wrong purpose) is not a session.
    const email = uniqueEmail();
    const sent = await c.post("/api/auth/send-otp", { email });
    expect(sent.status).toBe(200);
    expectError(await c.call("/api/auth/profile", { token: sent.body.tempToken }), 401, NOT_AUTHORIZED);
    // Nor is a verifiedToken.
    const verified = await c.post("/api/auth/verify-otp", { otp: await nextCode(email, 0), tempToken: sent.body.tempToken });
    expectError(await c.call("/api/auth/profile", { token: verified.body.verifiedToken }), 401, NOT_AUTHORIZED);
  });

  it("refuses a session that has expired in D1", async () => {
    const { user, token, c } = await signedInUser();
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1, user.id)
      .run();
    expectError(await c.call("/api/auth/profile", { token }), 401, NOT_AUTHORIZED);
  });
});

describe("GET /api/auth/profile", () => {
  it("returns the user without secrets", async () => {
    const { user, token, c } = await signedInUser();
    const res = await c.call("/api/auth/profile", { token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.user).toMatchObject({
      _id: user.id,
      id: user.id,
      email: user.email,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: `${user.firstName} ${user.lastName}`,
      isActive: true,
      isProfileCompleted: false,
    });
    expect(res.text).not.toContain("pbkdf2");
    expect(res.body.user).not.toHaveProperty("passwordHash");
  });
});

describe("PATCH /api/auth/profile/complete", () => {
  it("marks the profile completed; the next login goes on to /templates", async () => {
    const { user, token, c } = await signedInUser();
    const res = await c.call("/api/auth/profile/complete", { method: "PATCH", token, body: { isProfileCompleted: true } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Profile marked as completed", user: { isProfileCompleted: true } });
    const again = await c.post("/api/auth/login", { email: user.email, password: user.password });
    expect(again.body.redirectTo).toBe("/templates");
    expect(again.body.user.isProfileCompleted).toBe(true);
  });

  it("needs a session and a valid body", async () => {
    const c = client();
    expectError(await c.call("/api/auth/profile/complete", { method: "PATCH", body: { isProfileCompleted: true } }), 401, NOT_AUTHORIZED);
    const { token } = await signedInUser(c);
    const bad = await c.call("/api/auth/profile/complete", { method: "PATCH", token, body: { isProfileCompleted: "yes" } });
    expectError(bad, 400);
    expect(bad.body.errors[0]).toMatchObject({ path: "isProfileCompleted", param: "isProfileCompleted" });
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes the bearer token and clears the cookie", async () => {
    const { token, c } = await signedInUser();
    const res = await c.call("/api/auth/logout", { method: "POST", token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Signed out successfully" });
    expect(res.headers.get("Set-Cookie")).toMatch(/^vitrine_session=;.*Max-Age=0/);
    expectError(await c.call("/api/auth/profile", { token }), 401, NOT_AUTHORIZED);
    expectError(await c.call("/api/auth/logout", { method: "POST", token }), 401, NOT_AUTHORIZED);
  });

  it("revokes only that session", async () => {
    const { user, token, c } = await signedInUser();
    const { token: other } = await login(c, user.email, user.password);
    expect((await c.call("/api/auth/logout", { method: "POST", token })).status).toBe(200);
    expect((await c.call("/api/auth/profile", { token: other })).status).toBe(200);
  });
});
