// Static assets are answered by the assets layer without running the Worker; public/_headers gives them the
// baseline security headers every Worker answer has (issue 29). The page that loads them must still work: its
// scripts, stylesheet and icon load and run under its own CSP (the fixture fails the test on any violation).
import type { Response } from "@playwright/test";
import { expect, test } from "./fixtures";

const BASELINE = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
};

function expectBaseline(headers: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries(BASELINE)) expect(headers[name], `${what}: ${name}`).toBe(value);
  expect(headers["content-security-policy"], what).toMatch(/^default-src 'none'/);
}

test("/favicon.svg and the /assets/ files carry the baseline security headers, and the app still loads and runs them", async ({
  page,
  request,
}) => {
  const favicon = await request.get("/favicon.svg");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expectBaseline(favicon.headers(), "/favicon.svg");

  const assets: Response[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/")) assets.push(response);
  });
  await page.goto("/signin");
  // 'Sign up' answers the next step with the full app: its scripts and stylesheet come from /assets/.
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });

  const scripts = assets.filter((response) => response.url().endsWith(".js"));
  const styles = assets.filter((response) => response.url().endsWith(".css"));
  expect(scripts.length).toBeGreaterThan(0);
  expect(styles.length).toBeGreaterThan(0);
  for (const response of [...scripts, ...styles]) {
    expect(response.status(), response.url()).toBeLessThan(400);
    expectBaseline(await response.allHeaders(), new URL(response.url()).pathname);
  }
  // The icon the page names is the one served with those headers.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", /\/favicon\.svg$/);
});
