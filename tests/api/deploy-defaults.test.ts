// A plain `wrangler deploy` (no --env) must be production-safe (issue 29): wrangler.toml's top level says
// ENVIRONMENT=production and opens nothing meant for local runs, and a Worker with those settings answers 404 on
// every development-only route. Local runs and these tests set the development settings explicitly
// (scripts/lib.mjs localVars, vitest.config.ts).
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import wranglerToml from "../../wrangler.toml?raw";
import { BASE_URL, nextIp } from "./helpers";

/** The `KEY = "string"` and `KEY = ["a", "b"]` entries of each [table] of wrangler.toml (enough for vars and secrets). */
function readTables(text: string): Map<string, Record<string, string | string[]>> {
  const tables = new Map<string, Record<string, string | string[]>>([["", {}]]);
  let current = tables.get("")!;
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    const header = line.match(/^\[\[?([^\]]+)\]\]?$/);
    if (header) {
      current = {};
      tables.set(header[1]!.trim(), current); // array tables ([[…]]) keep only their last entry: not read here
      continue;
    }
    const entry = line.match(/^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.+)$/);
    if (!entry) continue;
    const value = entry[2]!.trim();
    if (value.startsWith('"')) current[entry[1]!] = JSON.parse(value);
    else if (value.startsWith("[")) current[entry[1]!] = JSON.parse(value);
  }
  return tables;
}

const tables = readTables(wranglerToml);
const topVars = tables.get("vars") as Record<string, string>;
const productionVars = tables.get("env.production.vars") as Record<string, string>;

describe("wrangler.toml's defaults", () => {
  it("the top level and [env.production] both say ENVIRONMENT=production", () => {
    expect(topVars.ENVIRONMENT).toBe("production");
    expect(productionVars.ENVIRONMENT).toBe("production");
  });

  it("the top level opens nothing meant for local runs: no localhost origins, no local mail outbox", () => {
    for (const vars of [topVars, productionVars]) {
      expect(vars.APP_URL).toMatch(/^https:\/\//);
      for (const origin of vars.ALLOWED_ORIGINS!.split(",")) expect(origin.trim()).toMatch(/^https:\/\//);
      expect(vars.MAIL_TRANSPORT).not.toBe("outbox");
      expect(JSON.stringify(vars)).not.toMatch(/localhost|127\.0\.0\.1|vitrine\.local/);
    }
  });

  it("both require the signing and IP-hashing secrets at deploy", () => {
    for (const table of ["secrets", "env.production.secrets"]) {
      expect(tables.get(table)?.required, table).toEqual(expect.arrayContaining(["JWT_SECRET", "IP_HASH_SECRET"]));
    }
  });

  it("the tests themselves run with the development settings (vitest.config.ts), not the top level's", () => {
    expect(env.ENVIRONMENT).toBe("development");
    expect(env.MAIL_TRANSPORT).toBe("outbox");
  });
});

describe("a Worker deployed with the top level's settings", () => {
  const deployed = Object.assign(Object.create(null), env, topVars) as Env;

  async function send(workerEnv: Env, path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("CF-Connecting-IP", nextIp());
    const ctx = createExecutionContext();
    const request = new Request(`${BASE_URL}${path}`, { ...init, headers, redirect: "manual" });
    const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, workerEnv, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("answers 404 on every development-only route: /api/dev/* and the /dev/mailbox page", async () => {
    expect(deployed.ENVIRONMENT).toBe("production");
    const routes: [string, RequestInit][] = [
      ["/api/dev/mailbox", {}],
      ["/api/dev/mailbox?to=someone%40example.com", {}],
      ["/api/dev/run-scheduled", { method: "POST" }],
      ["/api/dev/accounts/someone%40example.com", { method: "DELETE" }],
      ["/dev/mailbox", {}],
    ];
    for (const [path, init] of routes) {
      const response = await send(deployed, path, init);
      expect(response.status, path).toBe(404);
      const text = await response.text();
      expect(text, path).not.toMatch(/verification code|"subject"/i);
    }
    // Control: the same routes answer in the development settings the tests run with.
    expect((await send(env, "/api/dev/mailbox")).status).toBe(200);
    expect((await send(env, "/dev/mailbox")).status).toBe(200);
  });
});
