// Issue 17 "Done when" 2: deploy, create a tracked link from a job's detail dialog, open it in a second browser (a
// recruiter), and after the analytics queue drains see the view on the job card and in the /portfolio chart.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

test("analytics: a tracked application link, opened by a recruiter, shows on the job card and in the chart", async ({
  page,
  account,
  browser,
  context,
  login,
}) => {
  test.setTimeout(120_000);
  const { api } = await login();
  await api.preparePortfolio();
  const { id: jobId } = await api.createJob({ title: "Robot Wrangler", company: "Acme Robotics", appliedDate: "2026-11-01" });

  // The owner copies the application's link from the job's detail dialog.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/jobtracker");
  await page.locator("[data-job-card]").filter({ hasText: "Robot Wrangler" }).click();
  const dialog = page.getByRole("dialog", { name: "Robot Wrangler" });
  await expect(dialog).toBeVisible();
  // Asking again is harmless (the application has one link), so a click that lands before the dialog's code is retried.
  await expect(async () => {
    await dialog.getByRole("button", { name: "Copy portfolio link for this application" }).click();
    await expect(page.getByText("Portfolio link copied").first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const url = (await dialog.getByTestId("application-link").textContent())!.trim();
  expect(url).toMatch(/\/p\/[A-Za-z0-9]{12}$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(dialog.getByTestId("application-link-views")).toHaveText("Not opened yet");

  // A recruiter opens it in another browser: redirected to the portfolio.
  const recruiter = await browser.newContext();
  const visit = await recruiter.newPage();
  await visit.goto(url);
  await expect(visit).toHaveURL(new RegExp(`/portfolio/${account.username}\\?l=`));
  await expect(visit.getByRole("heading", { level: 1 })).toBeVisible();
  await recruiter.close();

  // Once the queue has drained: the card says so, the dialog counts it, and the chart has the view.
  await expect(async () => {
    await page.goto("/jobtracker");
    await expect(page.getByTestId("portfolio-viewed")).toContainText("Portfolio viewed 1 time");
  }).toPass({ timeout: 20_000 });
  await page.screenshot({ path: test.info().outputPath("job-card.png") });
  await page.goto(`/jobtracker?job=${jobId}`);
  await expect(page.getByRole("dialog").getByTestId("application-link-views")).toContainText("Opened 1 time");
  await expect(page.getByRole("dialog").getByText("Portfolio opened from this application's link")).toBeVisible();

  await page.goto("/portfolio");
  const chart = page.getByRole("img", { name: "Portfolio views over the last 30 days" });
  await expect(chart).toBeVisible();
  await expect(page.getByTestId("analytics-views")).toHaveText("1");
  await expect(chart.locator("g[data-views='1']")).toHaveCount(1);
  await expect(page.getByTestId("tracked-link").filter({ hasText: "Acme Robotics application" })).toContainText("1 view");
  await page.screenshot({ path: test.info().outputPath("portfolio.png"), fullPage: true });

  // A free-label link, created and deleted on the page.
  await page.getByLabel("Link label").fill("LinkedIn profile");
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page.getByText("Tracked link created")).toBeVisible();
  await expect(page.getByTestId("tracked-link").filter({ hasText: "LinkedIn profile" })).toContainText("not opened yet");
  await page.getByRole("button", { name: "Delete link: LinkedIn profile" }).click();
  await expect(page.getByText("Tracked link deleted")).toBeVisible();
  await expect(page.getByTestId("tracked-link")).toHaveCount(1);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Enter in the label creates a link; at 50 labelled links the form says so, its button disabled, and passes axe", async ({
    page,
    login,
  }) => {
    const { api } = await login();
    await api.preparePortfolio();
    for (let i = 0; i < 49; i++) await api.post("/api/portfolio/links", { label: `Link ${i}` });

    await page.goto("/portfolio");
    const label = page.getByLabel("Link label");
    const create = page.getByRole("button", { name: "Create link" });
    await expect(create).toBeEnabled();
    await label.fill("Email signature");
    await label.press("Enter");
    await expect(page.getByText("Tracked link created")).toBeVisible();
    await expect(page.getByTestId("tracked-link").filter({ hasText: "Email signature" })).toHaveCount(1);

    const full = page.getByText("You can have at most 50 links with a label. Delete one you no longer use to make another.");
    await expect(full).toBeVisible();
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(/at most 50 links/);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    const axe = await new AxeBuilder({ page }).include("#tracked-links").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
  });
});
