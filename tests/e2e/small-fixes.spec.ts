// Issue 31 §2 "Smaller": toasts below the header on phones, the analytics table in its card, the landing page at
// its top after an account deletion, the "Deployment stats" with the owner's own figures, and notification links
// that stay in the tab.
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "element on screen").not.toBeNull();
  return found!;
}

/** Deletes the signed-in account from the bottom of the settings page, as a user scrolled down to it would. */
async function deleteAccountFromBottom(page: Page, password: string) {
  await page.goto("/settings?tab=account");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole("link", { name: "Delete my account and data" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete my account and data" });
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByLabel("Password", { exact: true }).press("Enter");
  await expect(page).toHaveURL(/\/$/);
}

/** Copies the live portfolio's URL on /portfolio and answers where its toast shows. */
async function copyUrlToast(page: Page, context: BrowserContext) {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/portfolio");
  await page.getByRole("button", { name: "Copy URL" }).click();
  const toast = page.locator("[data-toast]").filter({ hasText: "Portfolio URL copied to clipboard!" });
  await expect(toast).toBeVisible();
  return box(toast);
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("after an account deletion the landing page opens at its top, its toast below the header", async ({ page, account, login }) => {
    await login();
    await deleteAccountFromBottom(page, account.password);
    const toast = page.locator("[data-toast]").filter({ hasText: "Your account and all its data have been deleted." });
    await expect(toast).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The toast stacks under the header instead of covering its menu.
    const header = await box(page.locator("header").first());
    expect((await box(toast)).y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.screenshot({ path: test.info().outputPath("landing-after-deletion-390.png") });
  });

  test("a toast in the app stacks below the header, not over the menu and the bell", async ({ page, context, login }) => {
    await login().then(({ api }) => api.preparePortfolio());
    const toast = await copyUrlToast(page, context);
    const header = await box(page.locator("header").first());
    expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.screenshot({ path: test.info().outputPath("toast-390.png") });
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("toasts keep their place at the top center", async ({ page, context, login }) => {
    await login().then(({ api }) => api.preparePortfolio());
    const toast = await copyUrlToast(page, context);
    expect(toast.y).toBeLessThan(32);
    expect(Math.abs(toast.x + toast.width / 2 - DESKTOP.width / 2)).toBeLessThan(2);
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`the analytics table opens in a row of its own inside its card (${viewport.width} px)`, async ({ page, login }) => {
    await page.setViewportSize(viewport);
    const { api } = await login();
    await api.preparePortfolio();
    await page.goto("/portfolio");
    const table = page.locator("figure details").filter({ hasText: "Show as a table" });
    await table.getByText("Show as a table").click();
    await expect(table.getByRole("table", { name: "Views and visitors per day" })).toBeVisible();
    const caption = await box(page.locator("figure figcaption"));
    const details = await box(table);
    const legend = await box(page.locator("figure figcaption > span").filter({ hasText: "Visitors" }));
    // The whole width of the chart's caption, below the legend, not squeezed beside it.
    expect(details.width).toBeGreaterThan(caption.width - 2);
    expect(details.y).toBeGreaterThanOrEqual(legend.y + legend.height - 1);
    const rows = await box(table.getByRole("table"));
    expect(rows.x + rows.width).toBeLessThanOrEqual(caption.x + caption.width + 1);
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`analytics-table-${viewport.width}.png`) });
  });
}

test("the Deployment stats show the last deploy, the live page's weight and its views", async ({ page, browser, account, login }) => {
  const { api } = await login();
  await api.preparePortfolio();
  const stat = (label: string) => page.getByTestId("stat-card").filter({ hasText: label });

  await page.goto("/portfolio");
  await expect(stat("Last deploy")).toContainText(/Just now|\dm ago/);
  await expect(stat("Last deploy")).toContainText("Your first deploy");
  await expect(stat("Page weight")).toContainText("Not yet");
  await expect(page.getByTestId("stat-card")).not.toContainText(["< 2 min", "Optimized", "100%"]);

  // A visitor opens the live page: it is weighed as sent, and the view is counted once the queue has drained.
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(`/portfolio/${account.username}`);
  await expect(visit.getByRole("heading", { level: 1 })).toBeVisible();
  await visitor.close();
  await expect(async () => {
    await page.goto("/portfolio");
    await expect(stat("Views")).toContainText("1");
  }).toPass({ timeout: 20_000 });
  await expect(stat("Page weight")).toContainText(/\d+(\.\d)? KB/);
  await expect(stat("Page weight")).toContainText("What a visitor downloads");
  await page.screenshot({ path: test.info().outputPath("deployment-stats.png") });
});

test("a notification's link to a page of the app opens in the same tab", async ({ page, context, login }) => {
  await login();
  await page.goto("/settings");
  await page.getByTestId("notifications-menu").locator("summary").click();
  const welcome = page.getByTestId("notification-item").filter({ hasText: "Welcome to Vitrine" });
  const action = welcome.getByRole("link", { name: /Complete Profile/ });
  await expect(action).toHaveAttribute("href", "/profile");
  await expect(action).not.toHaveAttribute("target", /.*/);
  const pagesBefore = context.pages().length;
  await action.click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(context.pages()).toHaveLength(pagesBefore);
  await expect(page.getByRole("region", { name: "Notifications" })).toBeHidden();
});
