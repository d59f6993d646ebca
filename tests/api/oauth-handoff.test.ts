// Issue 12 §2: no session token in a URL ever signs a browser in. The OAuth return carries a one-time code
// bound to the browser that started the flow (its binding cookie), single-use and valid for 60 s.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  bindingHash,
  createHandoffCode,
  HANDOFF_CODE_TTL_MS,
  newBinding,
  OAUTH_BINDING_COOKIE,
  redeemHandoffCode,
} from "~/server/auth/oauth-handoff.server";
import { createSession } from "~/server/auth/sessions.server";
import { getDb } from "~/server/db.server";
import worker from "../../workers/app";
import { BASE_URL, call, client, nextIp, signedInUser } from "./helpers";

const db = getDb(env.DB);
const AUTH_FAILED = "Authentication failed. Please try logging in again.";

function sessionCookieOf(headers: Headers): string | null {
  const cookie = headers.getSetCookie().find((value) => value.startsWith("vitrine_session="));
  return cookie ? decodeURIComponent(cookie.split(";")[0]!.slice("vitrine_session=".length)) : null;
}

/** A registered user with a fresh session and a hand-off code bound to a new browser binding. */
async function handoff() {
  const c = client();
  const { user } = await signedInUser(c);
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(user.email).first<{ id: string }>();
  const session = await createSession(db, env.JWT_SECRET, row!.id);
  const binding = newBinding();
  const code = await createHandoffCode(db, session.id, await bindingHash(binding));
  return { c, user, binding, code, cookie: `${OAUTH_BINDING_COOKIE}=${encodeURIComponent(binding)}` };
}

describe("session tokens in URLs are never accepted (login CSRF)", () => {
  it("/signin?token=<a valid session JWT> sets no session and clears the query", async () => {
    const { token } = await signedInUser();
    const result = await call(`/signin?token=${encodeURIComponent(token)}`, { ip: nextIp() });
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/signin");
    expect(sessionCookieOf(result.headers)).toBeNull();
  });

  it("/auth/success?token=<a valid session JWT> sets no session and says authentication failed", async () => {
    const { token } = await signedInUser();
    const result = await call(`/auth/success?token=${encodeURIComponent(token)}`, { ip: nextIp() });
    expect(result.status).toBe(200);
    expect(sessionCookieOf(result.headers)).toBeNull();
    expect(result.text).toContain(AUTH_FAILED);
    expect(result.headers.get("Referrer-Policy")).toBe("no-referrer");
  });
});

describe("the one-time hand-off code", () => {
  it("signs in only the browser that started the flow, once", async () => {
    const { code, cookie, user } = await handoff();
    const url = `/auth/success?token=${encodeURIComponent(code)}`;
    // Another browser (no binding cookie, or its own) cannot use the link.
    for (const other of [undefined, `${OAUTH_BINDING_COOKIE}=${newBinding()}`]) {
      const stolen = await call(url, { cookie: other });
      expect(sessionCookieOf(stolen.headers)).toBeNull();
      expect(stolen.text).toContain(AUTH_FAILED);
    }
    const mine = await call(url, { cookie });
    expect(mine.text).toContain(`Welcome to Vitrine, ${user.firstName}!`);
    const token = sessionCookieOf(mine.headers);
    expect(token).toBeTruthy();
    expect(mine.headers.getSetCookie().some((value) => value.startsWith(`${OAUTH_BINDING_COOKIE}=;`))).toBe(true);
    expect((await call("/api/auth/profile", { token: token! })).body.user.email).toBe(user.email);
    // Spent: the same link does nothing a second time.
    const replay = await call(url, { cookie });
    expect(sessionCookieOf(replay.headers)).toBeNull();
    expect(replay.text).toContain(AUTH_FAILED);
  });

  it("expires after 60 seconds and is stored only as a hash", async () => {
    const { code, binding } = await handoff();
    expect(await env.DB.prepare("SELECT 1 FROM auth_handoff_codes WHERE code_hash = ?").bind(code).first()).toBeNull();
    expect(await redeemHandoffCode(db, env.JWT_SECRET, code, binding, Date.now() + HANDOFF_CODE_TTL_MS + 1)).toBeNull();
    expect(await redeemHandoffCode(db, env.JWT_SECRET, code, binding)).not.toBeNull();
  });

  it("of 20 parallel redemptions exactly one wins", async () => {
    const { code, binding } = await handoff();
    const results = await Promise.all(Array.from({ length: 20 }, () => redeemHandoffCode(db, env.JWT_SECRET, code, binding)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("POST /api/auth/exchange gives an API client the session token once, with the binding cookie only", async () => {
    const { c, code, cookie, user } = await handoff();
    const withoutCookie = await c.call("/api/auth/exchange", { method: "POST", body: { code } });
    expect(withoutCookie.status).toBe(401);
    expect(withoutCookie.body).toMatchObject({ success: false, message: AUTH_FAILED });
    const exchanged = await c.call("/api/auth/exchange", { method: "POST", body: { code }, cookie });
    expect(exchanged.status, exchanged.text).toBe(200);
    expect(exchanged.body.user.email).toBe(user.email);
    expect((await call("/api/auth/profile", { token: exchanged.body.token })).status).toBe(200);
    expect((await c.call("/api/auth/exchange", { method: "POST", body: { code }, cookie })).status).toBe(401);
  });
});

describe("GET /api/auth/google binds the flow to the browser", () => {
  it("sets an HttpOnly binding cookie whose hash is stored with the state", async () => {
    const configured = Object.assign(Object.create(null), env, { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }) as Env;
    const request = new Request(`${BASE_URL}/api/auth/google`, { headers: { "CF-Connecting-IP": nextIp() } });
    const res = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, configured, createExecutionContext());
    expect(res.status).toBe(302);
    const cookie = res.headers.getSetCookie().find((value) => value.startsWith(`${OAUTH_BINDING_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const binding = decodeURIComponent(cookie.split(";")[0]!.slice(OAUTH_BINDING_COOKIE.length + 1));
    const state = new URL(res.headers.get("Location")!).searchParams.get("state")!;
    const row = await env.DB.prepare("SELECT binding_hash FROM oauth_states WHERE state = ?").bind(state).first<{ binding_hash: string }>();
    expect(row!.binding_hash).toBe(await bindingHash(binding));
  });
});
