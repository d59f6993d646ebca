// Issue 16 goal 3: the signed-out landing page and the 404 are plain server-rendered HTML with one small inline
// script (app/public/enhance-script.ts), no React Router client runtime, and what they do still works. /signin
// keeps the full app (its offline and server-failure fallbacks need it: tests/e2e/failures.spec.ts).
import type { Page } from "@playwright/test";
import { expect, registerThroughApi, test } from "./fixtures";

/** Opens a page and returns the script files it requested and the length of each inline script. */
async function open(page: Page, path: string) {
  const files: string[] = [];
  const record = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === "script") files.push(request.url());
  };
  page.on("request", record);
  const response = await page.goto(path, { waitUntil: "networkidle" });
  page.off("request", record);
  const inline = await page.evaluate(() => [...document.scripts].filter((script) => !script.src).map((script) => script.text.length));
  return { status: response?.status(), files, inline, preloads: await page.locator("link[rel=modulepreload]").count() };
}

test("the landing page and the public 404 load no JavaScript but their one small inline script", async ({ page }) => {
  for (const [path, status] of [
    ["/", 200],
    ["/portfolio/no-such-user-here", 404],
  ] as const) {
    const loaded = await open(page, path);
    expect(loaded.status, path).toBe(status);
    expect(loaded.files, path).toEqual([]);
    expect(loaded.preloads, path).toBe(0);
    expect(loaded.inline, path).toHaveLength(1);
    expect(loaded.inline[0], path).toBeLessThan(8192);
    await expect(page.locator("html")).toHaveAttribute("data-js", "");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  }
  await expect(page.getByRole("heading", { name: "Portfolio Not Found" })).toBeVisible();
});

test("the landing page's links work without the runtime", async ({ page }) => {
  await open(page, "/");
  await page.getByRole("navigation", { name: "Page sections" }).getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL(/#features$/);
  await page.getByRole("link", { name: "Get Started" }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();
});
