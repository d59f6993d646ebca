// The tracker's table view and CSV import (issue 18 section 4): switch to the table, sort by a column header, filter
// by status, open a job from its row with the keyboard, then import a CSV through the preview and see its rows in
// the table. The details (mappings, limits, errors, duplicates) are API and unit tests (tests/api/jobs-csv.test.ts).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { chooseCsvToImport } from "./board";
import { expect, test } from "./fixtures";

const titles = (page: Page) => page.locator("[data-job-table] tbody a[data-row-link]");

test("table view: switch, sort, filter, open a row; then import a CSV through the preview", async ({ page, login }) => {
  const { token } = await login();
  for (const job of [
    { title: "Backend Engineer", company: "Initech", appliedDate: "2024-01-10" },
    { title: "Data Analyst", company: "Globex", status: "offer", appliedDate: "2024-02-01" },
    { title: "Designer", company: "Acme", status: "offer", priority: "high", appliedDate: "2023-12-01" },
  ]) {
    const created = await page.request.post("/api/jobs", { headers: { Authorization: `Bearer ${token}` }, data: job });
    expect(created.status()).toBe(201);
  }

  await page.goto("/jobtracker");
  await page.getByRole("navigation", { name: "Tracker view" }).getByRole("link", { name: "Table" }).click();
  await expect(page).toHaveURL(/[?&]view=table/);
  // Newest applied first by default.
  await expect(titles(page)).toHaveText(["Data Analyst", "Backend Engineer", "Designer"]);

  // Sort by company (A to Z), then the other way; the header says how it is sorted.
  const company = page.getByRole("columnheader", { name: /Company/ });
  await company.getByRole("link").click();
  await expect(page).toHaveURL(/sort=company&dir=asc/);
  await expect(company).toHaveAttribute("aria-sort", "ascending");
  await expect(titles(page)).toHaveText(["Designer", "Data Analyst", "Backend Engineer"]);
  await company.getByRole("link").click();
  await expect(company).toHaveAttribute("aria-sort", "descending");
  await expect(titles(page)).toHaveText(["Backend Engineer", "Data Analyst", "Designer"]);

  // Filter by status: only the offers, still sorted.
  await page.getByLabel("Status", { exact: true }).selectOption("offer");
  await expect(page).toHaveURL(/status=offer/);
  await expect(titles(page)).toHaveText(["Data Analyst", "Designer"]);
  const axe = await new AxeBuilder({ page }).include("[data-job-table]").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);

  // Keyboard: from the first row's link, Down reaches the next row and Enter opens its detail dialog.
  await titles(page).first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(titles(page).nth(1)).toBeFocused();
  await page.keyboard.press("Enter");
  const detail = page.getByRole("dialog", { name: "Designer" });
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(/view=table.*job=/);
  await page.keyboard.press("Escape");
  await expect(detail).toHaveCount(0);
  await expect(page).toHaveURL(/status=offer/);

  // Import: choose a Huntr-like file, see the preview (nothing saved yet), then import it.
  const dialog = await chooseCsvToImport(
    page,
    "huntr.csv",
    "Company,Job Title,List,Date Applied\nHooli,Platform Engineer,Offer,Jan 5 2024\nGlobex,Data Analyst,Offer,2024-02-01\n,Nameless,Applied,\n",
  );
  // A failed answer (here a bare 503) keeps the dialog and the file, and says so; the next try works.
  await page.route("**/api/jobs/import?dryRun=1", (route) => route.fulfill({ status: 503, body: "Service Unavailable" }));
  await dialog.getByRole("button", { name: "Preview import" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Failed to read the file");
  await page.unroute("**/api/jobs/import?dryRun=1");
  await dialog.getByRole("button", { name: "Preview import" }).click();
  const preview = dialog.locator("[data-import-preview]");
  await expect(preview.locator("[data-preview-row]")).toHaveText([/Hooli/]);
  await expect(preview).toContainText("already tracked");
  await expect(preview).toContainText("Line 4: Company name is required");
  await expect(titles(page)).toHaveCount(2);
  await dialog.getByRole("button", { name: "Import 1 application" }).click();
  await expect(page.getByText("1 application imported, 1 already tracked, 1 with errors.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(titles(page)).toHaveText(["Platform Engineer", "Data Analyst", "Designer"]);
});
