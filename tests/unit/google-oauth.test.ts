// Google sign-in helper (authorization code + state + PKCE S256) against a fake Google.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { authenticateToken } from "~/server/auth/sessions.server";
import { finishGoogleSignIn, startGoogleSignIn } from "~/server/auth/google.server";
import { getDb } from "~/server/db.server";
import { AppError } from "~/server/errors";
import { call, nextIp } from "../api/helpers";

const ORIGIN = "http://localhost";
const googleEnv = { ...pick(env), GOOGLE_CLIENT_ID: "test-client-id", GOOGLE_CLIENT_SECRET: "test-client-secret" };
const db = getDb(env.DB);

function pick(e: Env) {
  return {
    APP_URL: e.APP_URL,
    JWT_SECRET: e.JWT_SECRET,
    GOOGLE_CLIENT_ID: e.GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: e.GOOGLE_CLIENT_SECRET,
  };
}

async function s256(verifier: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  let binary = "";
  for (const b of digest) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

interface FakeProfile {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/**
 * A fake Google: the token endpoint checks client credentials, code, redirect_uri and that the PKCE verifier
 * matches the challenge of the consent URL; the userinfo endpoint needs the issued access token.
 */
function fakeGoogle(expected: { code: string; challenge: string; profile: FakeProfile }) {
  const requests: string[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    requests.push(url);
    if (url === "https://oauth2.googleapis.com/token") {
      const form = new URLSearchParams(String(init?.body));
      const ok =
        init?.method === "POST" &&
        form.get("grant_type") === "authorization_code" &&
        form.get("code") === expected.code &&
        form.get("client_id") === "test-client-id" &&
        form.get("client_secret") === "test-client-secret" &&
        form.get("redirect_uri") === `${ORIGIN}/api/auth/google/callback` &&
        (await s256(form.get("code_verifier") ?? "")) === expected.challenge;
      return ok
        ? Response.json({ access_token: "fake-access-token", token_type: "Bearer" })
        : Response.json({ error: "invalid_grant" }, { status: 400 });
    }
    if (url === "https://openidconnect.googleapis.com/v1/userinfo") {
      const auth = new Headers(init?.headers).get("Authorization");
      return auth === "Bearer fake-access-token" ? Response.json(expected.profile) : new Response("unauthorized", { status: 401 });
    }
    return new Response("not found", { status: 404 });
  }) as typeof fetch;
  return { fetcher, requests };
}

/** Starts a sign-in and returns state + challenge as Google would receive them. */
async function start() {
  const started = await startGoogleSignIn(db, googleEnv, ORIGIN);
  const url = new URL(started.url);
  return { url, binding: started.binding, state: url.searchParams.get("state")!, challenge: url.searchParams.get("code_challenge")! };
}

async function expectAppError(promise: Promise<unknown>, status: number, message: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(status);
  expect((error as AppError).message).toMatch(message);
}

const uniqueGoogleEmail = () => `g-${crypto.randomUUID().slice(0, 8)}@gmail.test`;

describe("startGoogleSignIn", () => {
  it("stores state + PKCE verifier and builds the consent URL with an S256 code_challenge and the state", async () => {
    const { url, state, challenge } = await start();
    expect(`${url.origin}${url.pathname}`).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(url.searchParams.get("client_id")).toBe("test-client-id");
    expect(url.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/auth/google/callback`);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toContain("email");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(state.length).toBeGreaterThanOrEqual(20);

    const row = await env.DB.prepare("SELECT code_verifier FROM oauth_states WHERE state = ?")
      .bind(state)
      .first<{ code_verifier: string }>();
    expect(row).not.toBeNull();
    expect(challenge).toBe(await s256(row!.code_verifier));
    expect(challenge).not.toBe(row!.code_verifier);

    const other = await start();
    expect(other.state).not.toBe(state);
  });
});

describe("finishGoogleSignIn", () => {
  it("creates the user for a new verified email and returns a working session token; the state is single-use", async () => {
    const { state, challenge, binding } = await start();
    const email = uniqueGoogleEmail();
    const google = fakeGoogle({
      code: "auth-code-1",
      challenge,
      profile: {
        sub: `google-${crypto.randomUUID()}`,
        email: email.toUpperCase(),
        email_verified: true,
        given_name: "Grace",
        family_name: "Hopper",
      },
    });
    const { token, user } = await finishGoogleSignIn(db, googleEnv, ORIGIN, { code: "auth-code-1", state, binding }, google.fetcher);
    expect(user).toMatchObject({ email, firstName: "Grace", lastName: "Hopper", oauthProvider: "google", passwordHash: null });
    expect(user.username).toMatch(/^[a-z0-9][a-z0-9_-]{2,29}$/);

    const session = await authenticateToken(db, env.JWT_SECRET, token);
    expect(session?.user.id).toBe(user.id);
    // Through the real API too.
    const profile = await call("/api/auth/profile", { token, ip: nextIp() });
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({ email, oauthProvider: "google" });

    expect(await env.DB.prepare("SELECT 1 FROM oauth_states WHERE state = ?").bind(state).first()).toBeNull();
    await expectAppError(
      finishGoogleSignIn(db, googleEnv, ORIGIN, { code: "auth-code-1", state, binding }, google.fetcher),
      400,
      /Sign-in session expired/,
    );
  });

  it("links an existing password account by verified email instead of creating a second one", async () => {
    const email = uniqueGoogleEmail();
    const id = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO users (id, email, username, first_name, last_name, password_hash) VALUES (?, ?, ?, 'Ada', 'Lovelace', 'pbkdf2-sha256$100000$x$y')",
    )
      .bind(id, email, `ada-${id.slice(0, 8)}`)
      .run();
    const sub = `google-${crypto.randomUUID()}`;
    const { state, challenge, binding } = await start();
    const google = fakeGoogle({ code: "auth-code-2", challenge, profile: { sub, email, email_verified: true } });
    const { token, user } = await finishGoogleSignIn(db, googleEnv, ORIGIN, { code: "auth-code-2", state, binding }, google.fetcher);
    expect(user.id).toBe(id);
    expect(user.googleId).toBe(sub);
    expect(user.passwordHash).toBe("pbkdf2-sha256$100000$x$y");
    expect((await authenticateToken(db, env.JWT_SECRET, token))?.user.id).toBe(id);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>();
    expect(count!.n).toBe(1);

    // The next sign-in finds the account by its Google id.
    const again = await start();
    const google2 = fakeGoogle({ code: "auth-code-3", challenge: again.challenge, profile: { sub, email, email_verified: true } });
    const second = await finishGoogleSignIn(
      db,
      googleEnv,
      ORIGIN,
      { code: "auth-code-3", state: again.state, binding: again.binding },
      google2.fetcher,
    );
    expect(second.user.id).toBe(id);
  });

  it("refuses an unknown state without calling Google", async () => {
    const google = fakeGoogle({ code: "c", challenge: "x", profile: { sub: "s", email: uniqueGoogleEmail(), email_verified: true } });
    await expectAppError(
      finishGoogleSignIn(db, googleEnv, ORIGIN, { code: "c", state: "made-up-state", binding: "x" }, google.fetcher),
      400,
      /Sign-in session expired/,
    );
    expect(google.requests).toEqual([]);
  });

  it("completes only in the browser that started it: no binding cookie, or another browser's, is refused before Google is asked", async () => {
    const mine = await start();
    const theirs = await start();
    const google = fakeGoogle({
      code: "c",
      challenge: mine.challenge,
      profile: { sub: "s", email: uniqueGoogleEmail(), email_verified: true },
    });
    for (const binding of [null, theirs.binding, "forged"]) {
      const again = await start();
      await expectAppError(
        finishGoogleSignIn(db, googleEnv, ORIGIN, { code: "c", state: again.state, binding }, google.fetcher),
        400,
        /Sign-in session expired/,
      );
    }
    expect(google.requests).toEqual([]);
    const row = await env.DB.prepare("SELECT binding_hash FROM oauth_states WHERE state = ?")
      .bind(mine.state)
      .first<{ binding_hash: string }>();
    expect(row!.binding_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.binding_hash).not.toContain(mine.binding);
  });

  it("refuses an expired state", async () => {
    const { state, challenge, binding } = await start();
    const google = fakeGoogle({ code: "c", challenge, profile: { sub: "s", email: uniqueGoogleEmail(), email_verified: true } });
    await expectAppError(
      finishGoogleSignIn(db, googleEnv, ORIGIN, { code: "c", state, binding }, google.fetcher, Date.now() + 11 * 60 * 1000),
      400,
      /Sign-in session expired/,
    );
  });

  it("refuses an unverified email and creates no user", async () => {
    const email = uniqueGoogleEmail();
    for (const verified of [false, undefined]) {
      const { state, challenge, binding } = await start();
      const google = fakeGoogle({
        code: "c",
        challenge,
        profile: { sub: `google-${crypto.randomUUID()}`, email, email_verified: verified },
      });
      await expectAppError(
        finishGoogleSignIn(db, googleEnv, ORIGIN, { code: "c", state, binding }, google.fetcher),
        400,
        /no verified email/,
      );
    }
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>();
    expect(count!.n).toBe(0);
  });

  it("fails when Google rejects the code exchange (e.g. a PKCE verifier that does not match)", async () => {
    const { state, binding } = await start();
    const google = fakeGoogle({
      code: "c",
      challenge: "not-the-challenge",
      profile: { sub: "s", email: uniqueGoogleEmail(), email_verified: true },
    });
    await expectAppError(
      finishGoogleSignIn(db, googleEnv, ORIGIN, { code: "c", state, binding }, google.fetcher),
      400,
      /Google sign-in failed/,
    );
  });

  it("refuses a suspended linked account", async () => {
    const email = uniqueGoogleEmail();
    const id = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO users (id, email, username, status) VALUES (?, ?, ?, 'suspended')")
      .bind(id, email, `s-${id.slice(0, 8)}`)
      .run();
    const { state, challenge, binding } = await start();
    const google = fakeGoogle({ code: "c", challenge, profile: { sub: `google-${crypto.randomUUID()}`, email, email_verified: true } });
    await expectAppError(finishGoogleSignIn(db, googleEnv, ORIGIN, { code: "c", state, binding }, google.fetcher), 403, /suspended/);
    const sessions = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?").bind(id).first<{ n: number }>();
    expect(sessions!.n).toBe(0);
  });
});
