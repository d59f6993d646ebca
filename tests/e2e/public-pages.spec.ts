// Issue 16 goal 3: the signed-out landing page, /signin's first step and the 404 are plain server-rendered HTML
// with one small inline script (app/public/enhance-script.ts), no React Router client runtime; what they do still
// works, and the later sign-in steps load the full app.
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

test("the landing page, /signin and the public 404 load no JavaScript but their one small inline script", async ({ page }) => {
  for (const [path, status] of [
    ["/", 200],
    ["/signin", 200],
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

test("sign-in's first step: password show/hide, toasts, Enter signs in and lands in the full app", async ({ page, request, account }) => {
  await registerThroughApi(request, account);
  await open(page, "/signin");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill(account.password);
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  // A wrong password answers the first step again, still script-free, with the message and its toast.
  await page.getByLabel("Email").fill(account.email);
  await password.fill("WrongPass1");
  await password.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" }).first()).toBeVisible();
  await expect(page.locator("[data-toasts] [data-toast]")).toHaveText(/Invalid email or password/);
  await page.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(page.locator("[data-toasts] [data-toast]")).toHaveCount(0);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/profile$/);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
});

test("'Sign up' on the first step answers the next step with the full app", async ({ page }) => {
  await open(page, "/signin");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  // Validation now runs in the browser with the shared schema.
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Send verification code" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
});
