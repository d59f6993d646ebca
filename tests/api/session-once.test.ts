// One sign-in check per request (issue 30): a signed-in page render reads the session row once, however many loaders
// (root, layout, page) ask who the caller is; the loaders that run after an action in the same request read it again,
// so whatever the action changed (sign-out, password, deletion) is what the page then shows.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { MiddlewareFunction } from "react-router";
import { describe, expect, it } from "vitest";
import { revokeSession } from "~/server/auth/sessions.server";
import { createRouterContext } from "~/server/context";
import { getDb } from "~/server/db.server";
import { getAuth, sessionMiddleware } from "~/server/session.server";
import worker from "../../workers/app";
import { BASE_URL, nextIp, signedInUser } from "./helpers";

/** A D1 binding that records the SQL of every statement prepared on it or on its sessions (withSession). */
function recordingD1(d1: D1Database, statements: string[]): D1Database {
  const record = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key) {
        const value = Reflect.get(object, key, object);
        if (key === "prepare") {
          return (sql: string) => {
            statements.push(sql);
            return (value as (sql: string) => D1PreparedStatement).call(object, sql);
          };
        }
        if (key === "withSession") return (...args: unknown[]) => record((value as (...a: unknown[]) => object).apply(object, args));
        return typeof value === "function" ? value.bind(object) : value;
      },
    });
  return record(d1);
}

/** The statements that read the sessions table (the sign-in check joins sessions and users). */
const sessionReads = (statements: string[]) => statements.filter((sql) => /\bfrom\s+"?sessions"?/i.test(sql));

/** Sends a request through the Worker's fetch with a recording D1 and answers the response and its statements. */
async function recorded(path: string, init: RequestInit) {
  const statements: string[] = [];
  const ctx = createExecutionContext();
  const request = new Request(new URL(path, BASE_URL), { redirect: "manual", ...init });
  const response = await worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    { ...env, DB: recordingD1(env.DB, statements) },
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text, statements };
}

describe("one sign-in check per request", () => {
  it.each(["/jobtracker", "/profile", "/settings"])("a signed-in render of %s reads the session once", async (path) => {
    const { user, token, c } = await signedInUser();
    const { response, text, statements } = await recorded(path, {
      headers: { Cookie: `vitrine_session=${token}`, "CF-Connecting-IP": c.ip },
    });
    expect(response.status, text.slice(0, 500)).toBe(200);
    // Signed in: the navigation (layout loader) and the page (its own loader) both had the user.
    expect(text).toContain(user.firstName);
    expect(sessionReads(statements)).toHaveLength(1);
  });

  it("a page's data request (client navigation) reads the session once too", async () => {
    const { token, c } = await signedInUser();
    const { response, statements } = await recorded("/jobtracker.data", {
      headers: { Cookie: `vitrine_session=${token}`, "CF-Connecting-IP": c.ip },
    });
    expect(response.status).toBe(200);
    expect(sessionReads(statements)).toHaveLength(1);
  });

  it("a form post without JavaScript reads it for the action, then once more for every loader after it", async () => {
    const { token, c } = await signedInUser();
    const form = new URLSearchParams({ intent: "personal", firstName: "", lastName: "Lovelace" });
    const { response, text, statements } = await recorded("/settings", {
      method: "POST",
      body: form,
      headers: {
        Cookie: `vitrine_session=${token}`,
        "CF-Connecting-IP": c.ip,
        Origin: new URL(BASE_URL).origin,
        "Content-Type": "application/x-www-form-urlencoded",
      },
    });
    // The refusal is rendered on the page (root, layout and settings loaders ran after the action).
    expect(response.status, text.slice(0, 500)).toBe(400);
    expect(text).toContain("<html");
    expect(sessionReads(statements)).toHaveLength(2);
  });

  it("an API call reads the session once, with the same check the pages use", async () => {
    const { token } = await signedInUser();
    const { response, statements } = await recorded("/api/profiles/settings", {
      headers: { Authorization: `Bearer ${token}`, "CF-Connecting-IP": nextIp() },
    });
    expect(response.status).toBe(200);
    expect(sessionReads(statements)).toHaveLength(1);
  });
});

describe("the request's remembered caller", () => {
  /** Runs the root's session middleware over a fresh request context and hands `inside` that context. */
  async function withSessionMiddleware(request: Request, inside: (context: ReturnType<typeof createRouterContext>) => Promise<void>) {
    const context = createRouterContext(env, createExecutionContext(), getDb(env.DB));
    const middleware = sessionMiddleware as MiddlewareFunction<Response>;
    await middleware({ request, context, params: {}, url: new URL(request.url), pattern: "/" }, async () => {
      await inside(context);
      return new Response(null);
    });
  }

  it("holds for the request it was read for; the loaders after an action (a new Request) read again", async () => {
    const { token } = await signedInUser();
    const headers = { Cookie: `vitrine_session=${token}` };
    const actionRequest = new Request(`${BASE_URL}/settings`, { method: "POST", headers });
    await withSessionMiddleware(actionRequest, async (context) => {
      const before = await getAuth(context, actionRequest);
      expect(before).not.toBeNull();
      // The action signs this session out (as /logout and account deletion do)...
      await revokeSession(getDb(env.DB), before!.sessionId);
      expect((await getAuth(context, actionRequest))?.sessionId).toBe(before!.sessionId);
      // ...and React Router hands the loaders that follow it a Request of their own: they see the signed-out state.
      const loaderRequest = new Request(actionRequest.url, { headers: actionRequest.headers });
      expect(await getAuth(context, loaderRequest)).toBeNull();
    });
  });
});
