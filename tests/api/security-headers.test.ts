// Issue 12 §1: security headers on every response, a strict nonce CSP on every page, a hash CSP on the cached
// public portfolio (which keeps its headers on a cache hit). All through the real Worker entry point.
import { describe, expect, it } from "vitest";
import { baselineSecurityHeaders, pageContentSecurityPolicy } from "~/server/http/security-headers.server";
import { BASE_URL, call, client, SAMPLE_PROFILE, signedInUser, type ApiResult } from "./helpers";

function expectBaseline(result: ApiResult) {
  expect(result.headers.get("X-Content-Type-Options"), `nosniff on ${result.status}`).toBe("nosniff");
  expect(result.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(result.headers.get("X-Frame-Options")).toBe("DENY");
  expect(result.headers.get("Permissions-Policy")).toMatch(/camera=\(\)/);
  // Local runs are ENVIRONMENT=development: no HSTS (it would pin localhost to https).
  expect(result.headers.get("Strict-Transport-Security")).toBeNull();
}

function directives(csp: string | null): Map<string, string> {
  expect(csp, "Content-Security-Policy").toBeTruthy();
  return new Map(
    csp!
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(" ")]),
  );
}

/** The strict page policy with a nonce; returns the nonce. */
function expectNoncePolicy(result: ApiResult): string {
  const csp = directives(result.headers.get("Content-Security-Policy"));
  const nonce = csp.get("script-src")?.match(/^'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'$/)?.[1];
  expect(nonce, csp.get("script-src")).toBeTruthy();
  expect(csp.get("script-src")).not.toContain("unsafe-inline");
  expect(csp.get("object-src")).toBe("'none'");
  expect(csp.get("base-uri")).toBe("'none'");
  expect(csp.get("frame-ancestors")).toBe("'none'");
  expect(csp.get("form-action")).toBe("'self'");
  return nonce!;
}

/** Every <script> of the HTML carries the nonce (React Router's modules, hydration data, scroll restoration). */
function expectScriptsCarry(html: string, nonce: string) {
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);
  for (const tag of html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
}

/** A page sent without the client runtime: one inline script, allowed by its hash alone; no module scripts. */
async function expectHashPolicy(result: ApiResult) {
  const csp = directives(result.headers.get("Content-Security-Policy"));
  expect(csp.get("script-src")).not.toMatch(/nonce|unsafe-inline/);
  expect(csp.get("object-src")).toBe("'none'");
  expect(csp.get("frame-ancestors")).toBe("'none'");
  const tags = [...result.text.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  const inline = [...result.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(tags).toEqual(["<script>"]);
  expect(result.text).not.toMatch(/modulepreload/);
  expect(csp.get("script-src")).toBe(`'sha256-${await sha256Base64(inline[0]!)}'`);
}

async function sha256Base64(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

describe("security headers on every response", () => {
  it("pages signed out: the landing page, /signin's first step and the portfolio 404 allow only their one inline script by hash", async () => {
    const pages = [await call("/"), await call("/"), await call("/signin"), await call("/portfolio/no-such-user-here")];
    for (const page of pages) {
      expectBaseline(page);
      await expectHashPolicy(page);
    }
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 404]);
  });

  it("the full app keeps a fresh nonce CSP that its scripts carry: /signin's later steps, the landing signed in", async () => {
    const signup = await call("/signin?step=signup");
    const second = await call("/signin?step=signup");
    // "Sign up" on the script-free first step posts its goto; the answer is the next step with the full app.
    const form = new URLSearchParams({ intent: "goto:signup" });
    const posted = await call("/signin", {
      method: "POST",
      body: form.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE_URL },
    });
    expect(posted.text).toContain("Create your account");
    const { token } = await signedInUser(client());
    const landing = await call("/", { cookie: `vitrine_session=${token}` });
    for (const page of [signup, second, posted, landing]) {
      expect(page.status).toBe(200);
      expectBaseline(page);
      expectScriptsCarry(page.text, expectNoncePolicy(page));
    }
    expect(expectNoncePolicy(signup)).not.toBe(expectNoncePolicy(second));
  });

  it("a signed-in page (the job tracker), a page 404 and a redirect", async () => {
    const { token, c } = await signedInUser();
    const login = await c.post("/api/auth/login", { email: "nobody@example.com", password: "x" });
    expectBaseline(login);
    const board = await c.call("/jobtracker", { cookie: `vitrine_session=${token}` });
    expect(board.status).toBe(200);
    expectBaseline(board);
    expectScriptsCarry(board.text, expectNoncePolicy(board));

    const missing = await call("/this/page/does-not-exist/at-all");
    expectBaseline(missing);
    const redirect = await call("/jobtracker");
    expect(redirect.status).toBeGreaterThanOrEqual(300);
    expect(redirect.status).toBeLessThan(400);
    expectBaseline(redirect);
  });

  it("API answers (success, 401, 404) get the baseline and a deny-all CSP; /media 404s the baseline", async () => {
    const { token, c } = await signedInUser();
    expectBaseline(await call("/media/photos/none/missing.png"));
    for (const result of [
      await c.call("/api/auth/profile", { token }),
      await call("/api/auth/profile"),
      await call("/api/no/such/route"),
    ]) {
      expectBaseline(result);
      expect(result.headers.get("Content-Security-Policy")).toMatch(/default-src 'none'/);
      expect(result.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors 'none'/);
    }
  });

  it("the public portfolio allows only its one inline script by hash, on a cache miss and on a hit", async () => {
    const { user, token, c } = await signedInUser();
    expect((await c.call("/api/profiles/me", { method: "PUT", token, body: SAMPLE_PROFILE })).status).toBe(200);
    await c.call("/api/auth/profile/complete", { method: "PATCH", token, body: { isProfileCompleted: true } });
    await c.call("/api/profiles/template", { method: "PATCH", token, body: { selectedTemplate: "modern-professional" } });
    const deployed = await c.call("/api/portfolio/deploy", {
      method: "POST",
      token,
      body: { templateId: "modern-professional", username: user.username },
    });
    expect(deployed.status, deployed.text).toBe(200);

    const miss = await call(`/portfolio/${user.username}`);
    const hit = await call(`/portfolio/${user.username}`);
    expect(miss.headers.get("X-Cache")).toBe("MISS");
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    for (const page of [miss, hit]) {
      expectBaseline(page);
      const csp = directives(page.headers.get("Content-Security-Policy"));
      expect(csp.get("script-src")).not.toMatch(/nonce|unsafe-inline/);
      expect(csp.get("frame-ancestors")).toBe("'none'");
      expect(csp.get("object-src")).toBe("'none'");
      const inline = [...page.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(inline).toHaveLength(1);
      expect(csp.get("script-src")).toBe(`'sha256-${await sha256Base64(inline[0]!)}'`);
    }
    expect(hit.headers.get("Content-Security-Policy")).toBe(miss.headers.get("Content-Security-Policy"));
    // `curl -I` too: a HEAD is answered from the cache with the same headers and no body.
    const head = await call(`/portfolio/${user.username}`, { method: "HEAD" });
    expect(head.headers.get("X-Cache")).toBe("HIT");
    expect(head.text).toBe("");
    expectBaseline(head);
    expect(head.headers.get("Content-Security-Policy")).toBe(miss.headers.get("Content-Security-Policy"));

    // A page 404 (unknown portfolio) is an HTML page with the policy too.
    const unknown = await call("/portfolio/nobody-has-this-name");
    expect(unknown.status).toBe(404);
    expectBaseline(unknown);
    expect(unknown.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors 'none'/);
  });

  it("HSTS only in production; the policy builder never allows inline scripts", () => {
    expect(baselineSecurityHeaders("production")["Strict-Transport-Security"]).toMatch(/max-age=\d{7,}/);
    expect(baselineSecurityHeaders("development")["Strict-Transport-Security"]).toBeUndefined();
    const scriptSrc = (policy: string) => directives(policy).get("script-src");
    expect(scriptSrc(pageContentSecurityPolicy({ nonce: "abc" }))).toBe("'nonce-abc' 'strict-dynamic'");
    expect(scriptSrc(pageContentSecurityPolicy({ nonce: "abc" }, { devServer: true }))).toBe("'nonce-abc' 'strict-dynamic'");
    expect(scriptSrc(pageContentSecurityPolicy({ hashes: [] }))).toBe("'none'");
  });
});
