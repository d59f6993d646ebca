// Cross-cutting API behaviour: per-IP throttle, CORS, Google redirect when unconfigured, dev mailbox, 404s.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { ageCodes, BASE_URL, call, client, expectError, nextIp, sleep, uniqueEmail, waitForMail } from "./helpers";

describe("per-IP rate limit on auth endpoints", () => {
  it("answers the 31st quick request from one IP with 429, Retry-After and a JSON error", async () => {
    // The local limiter counts in 60 s windows aligned to the clock; start well inside one.
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 50_000) await sleep(60_000 - intoWindow + 250);

    const c = client();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // Invalid bodies: cheap for the server, and the throttle runs before validation.
      statuses.push((await c.post("/api/auth/login", { email: "x" })).status);
    }
    expect(
      statuses.every((s) => s === 400),
      statuses.join(","),
    ).toBe(true);

    const limited = await c.post("/api/auth/login", { email: "x" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(limited.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(limited.body).toEqual({ success: false, message: "Too many requests. Please wait a moment and try again." });

    // The bucket is per IP and per endpoint: another IP, and this IP on another endpoint, are not throttled.
    expect((await client().post("/api/auth/login", { email: "x" })).status).toBe(400);
    expect((await c.post("/api/auth/forgot-password", { email: "x" })).status).toBe(400);
  });
});

describe("CORS", () => {
  const preflight = (origin: string) =>
    call("/api/auth/login", {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type,authorization" },
    });

  it("allows a preflight from an origin in ALLOWED_ORIGINS", async () => {
    const res = await preflight("http://localhost:5173");
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("http://localhost:5173");
    expect(res.headers.get("Access-Control-Allow-Credentials")).toBe("true");
    expect(res.headers.get("Access-Control-Allow-Methods")).toContain("POST");
    expect(res.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain("authorization");
  });

  it("does not allow a preflight from an unknown origin", async () => {
    const res = await preflight("https://evil.example");
    expect(res.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });

  it("marks actual responses for allowed origins only", async () => {
    const allowed = await client().call("/api/auth/profile", { headers: { Origin: "http://localhost:5173" } });
    expect(allowed.status).toBe(401);
    expect(allowed.headers.get("Access-Control-Allow-Origin")).toBe("http://localhost:5173");
    const foreign = await client().call("/api/auth/profile", { headers: { Origin: "https://evil.example" } });
    expect(foreign.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

/** Asserts that `path` sends the browser to /signin with the oauth_unavailable code and no token; gives the address. */
async function expectUnavailableRedirect(path: string) {
  const res = await client().call(path);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get("Location")!, BASE_URL);
  expect(location.pathname).toBe("/signin");
  expect(location.searchParams.get("error")).toBe("oauth_unavailable");
  expect(location.searchParams.get("token")).toBeNull();
  return location;
}

describe("GET /api/auth/google", () => {
  it("redirects to /signin with an error code (no message text) when Google is not configured", async () => {
    expect(env.GOOGLE_CLIENT_ID).toBe("");
    const location = await expectUnavailableRedirect("/api/auth/google");
    // The page shows the code's fixed message; text in the URL is never shown (tests/api/signin-messages.test.ts).
    expect(location.searchParams.get("message")).toBeNull();
  });

  it("when configured, redirects to Google's consent page with state and an S256 code_challenge", async () => {
    const configured = Object.assign(Object.create(null), env, {
      GOOGLE_CLIENT_ID: "test-client-id",
      GOOGLE_CLIENT_SECRET: "test-client-secret",
    }) as Env;
    const ctx = createExecutionContext();
    const request = new Request(`${BASE_URL}/api/auth/google`, { headers: { "CF-Connecting-IP": nextIp() } });
    const res = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, configured, ctx);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location")!);
    expect(location.origin).toBe("https://accounts.google.com");
    expect(location.searchParams.get("client_id")).toBe("test-client-id");
    expect(location.searchParams.get("redirect_uri")).toBe(`${BASE_URL}/api/auth/google/callback`);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = location.searchParams.get("state")!;
    expect(await env.DB.prepare("SELECT 1 AS ok FROM oauth_states WHERE state = ?").bind(state).first()).toEqual({ ok: 1 });
  });

  it("redirects the callback to /signin with an error when Google is not configured", async () => {
    await expectUnavailableRedirect("/api/auth/google/callback?code=abc&state=def");
  });
});

describe("GET /api/dev/mailbox", () => {
  it("lists the outbox newest first as {id,to,subject,text,html,replyTo,createdAt} and filters by ?to=", async () => {
    const c = client();
    const a = uniqueEmail("mailbox-a");
    const b = uniqueEmail("mailbox-b");
    expect((await c.post("/api/auth/send-otp", { email: a })).status).toBe(200);
    await waitForMail(a, 0);
    await sleep(5);
    expect((await c.post("/api/auth/send-otp", { email: b })).status).toBe(200);
    await waitForMail(b, 0);
    await sleep(5);
    await ageCodes(a);
    const sent = await c.post("/api/auth/forgot-password", { email: a }); // unknown email: code stored, never mailed
    expect(sent.status).toBe(200);
    await ageCodes(a);
    const resent = await c.post("/api/auth/send-otp", { email: a });
    expect(resent.status).toBe(200);
    await waitForMail(a, 1);

    const all = await call("/api/dev/mailbox");
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    for (const item of all.body) {
      expect(Object.keys(item).sort()).toEqual(["createdAt", "html", "id", "replyTo", "subject", "text", "to"]);
      expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);
    }
    const times = all.body.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const mine = all.body.filter((item: { to: string }) => item.to === a || item.to === b).map((item: { to: string }) => item.to);
    expect(mine).toEqual([a, b, a]);

    const onlyA = await call(`/api/dev/mailbox?to=${encodeURIComponent(a.toUpperCase())}`);
    expect(onlyA.status).toBe(200);
    expect(onlyA.body).toHaveLength(2);
    expect(onlyA.body.every((item: { to: string }) => item.to === a)).toBe(true);
    expect(Date.parse(onlyA.body[0].createdAt)).toBeGreaterThan(Date.parse(onlyA.body[1].createdAt));
    expect(onlyA.body[0].subject).toBe("Your Vitrine verification code");
    expect(onlyA.body[0].text).toMatch(/Your code: \d{6}/);
    expect(onlyA.body[0].html).toContain("<html");
  });

  it("answers 404 when ENVIRONMENT is not development", async () => {
    const request = () => new Request(`${BASE_URL}/api/dev/mailbox`) as Request<unknown, IncomingRequestCfProperties>;
    const production = Object.assign(Object.create(null), env, { ENVIRONMENT: "production" }) as Env;
    expect(production.DB).toBe(env.DB);
    const ctx = createExecutionContext();
    const res = await worker.fetch(request(), production, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "Not found" });
    const deleteCtx = createExecutionContext();
    const del = await worker.fetch(
      new Request(`${BASE_URL}/api/dev/accounts/someone%40example.com`, { method: "DELETE" }) as Request<
        unknown,
        IncomingRequestCfProperties
      >,
      production,
      deleteCtx,
    );
    expect(del.status).toBe(404);

    // Control: the same call with the development env answers.
    const devCtx = createExecutionContext();
    const dev = await worker.fetch(request(), env, devCtx);
    expect(dev.status).toBe(200);
  });
});

describe("unknown API routes", () => {
  it("answer 404 JSON", async () => {
    const res = await call("/api/nope");
    expectError(res, 404, "Not found");
  });
});
