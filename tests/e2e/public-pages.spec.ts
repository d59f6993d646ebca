// Issue 16 goal 3: the signed-out landing page, /signin's first step and the 404 are plain server-rendered HTML
// with one small inline script (app/public/enhance-script.ts), no React Router client runtime; what they do still
// works, and the later sign-in steps load the full app. /signin's first step posts with fetch, so a failed post
// keeps the page, what was typed and shows the step's message (issue 14; also tests/e2e/failures.spec.ts).
import type { Page } from "@playwright/test";
import { expect, recordToasts, registerThroughApi, test } from "./fixtures";

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

  // A wrong password answers the first step again, still script-free, with the message and its toast: the
  // script posts it once with fetch and shows the answer in place (the document is not reloaded).
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
  await page.getByLabel("Email").fill(account.email);
  await password.fill("WrongPass1");
  await password.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" }).first()).toBeVisible();
  await expect(page.locator("[data-toasts] [data-toast]")).toHaveText(/Invalid email or password/);
  // Focus stays where it was (the password field, now empty: passwords are never echoed).
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(page.locator("[data-toasts] [data-toast]")).toHaveCount(0);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  expect(posts).toEqual(["/signin"]);

  // The right one signs in with one post, lands in the full app and shows the sign-in's toast there.
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Password", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/profile$/);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await expect(page.locator("[data-toasts] [data-toast]").filter({ hasText: "Welcome back!" })).toBeVisible();
  expect(posts).toEqual(["/signin", "/signin"]);
});

test("sign-in's first step without the runtime survives offline, a 5xx, an unreadable answer and a timeout", async ({
  page,
  context,
  request,
  account,
}) => {
  await registerThroughApi(request, account);
  const toastSeen = await recordToasts(page);
  await page.clock.install();
  const loaded = await open(page, "/signin");
  expect(loaded.files).toEqual([]);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  const signIn = page.getByRole("button", { name: "Sign in", exact: true });
  const stays = async () => {
    await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(account.email);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue(account.password);
    await expect(signIn).toBeEnabled();
  };

  await context.setOffline(true);
  await signIn.click();
  await toastSeen("Sign in failed. Please try again.");
  await stays();
  // "Sign up" posts its step plainly: offline it stays too.
  await page.getByRole("button", { name: "Sign up" }).click();
  await toastSeen("No internet connection. Please check your network and try again.");
  await stays();
  await context.setOffline(false);

  const answers = [
    { status: 500, contentType: "text/plain", body: "boom" },
    { status: 200, contentType: "text/html", body: "<html><body><main>Captive portal</main></body></html>" },
    { status: 200, contentType: "application/json", body: "{}" },
  ];
  for (const [i, answer] of answers.entries()) {
    await page.route("**/signin", (route) => (route.request().method() === "POST" ? route.fulfill(answer) : route.fallback()), {
      times: 1,
    });
    await signIn.click();
    await toastSeen("Sign in failed. Please try again.", { times: i + 2 });
    await stays();
  }

  // No answer within 30 s.
  await page.route("**/signin", () => {}, { times: 1 });
  const sent = page.waitForRequest((request) => request.method() === "POST");
  await signIn.click();
  await sent;
  await expect(signIn).toBeDisabled();
  await page.clock.runFor(31_000);
  await toastSeen("Request timed out. Please try again.");
  await stays();
  // Every press posted once (the offline one never left the browser), and nothing loaded the runtime.
  expect(posts).toEqual(["/signin", "/signin", "/signin", "/signin", "/signin"]);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
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
