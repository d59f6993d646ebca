// Issue 31, "Gating that explains itself": a profile saved at 95% without "Continue to Templates" can deploy after a
// template is picked from the navigation; a profile at 40% is told what is missing, with links to the sections.
import AxeBuilder from "@axe-core/playwright";
import { PROFILE_AT_40, PROFILE_AT_95 } from "../gating-profiles";
import { expect, test } from "./fixtures";

test("a 95% profile saved without Continue picks a template from the navigation and deploys", async ({ page, login }) => {
  const { api } = await login();
  await api.put("/api/profiles/me", PROFILE_AT_95);
  await page.goto("/profile");
  await expect(page.getByTestId("completion-value")).toHaveText("95%");

  await page.getByRole("link", { name: "Templates", exact: true }).first().click();
  await expect(page).toHaveURL(/\/templates/);
  await page
    .getByRole("button", { name: /^Select/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Build My Portfolio" }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole("heading", { name: "Ready to deploy" })).toBeVisible();
  await expect(page.getByText("Complete your profile to deploy")).toHaveCount(0);
  await page.getByRole("button", { name: "Deploy", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Your portfolio is live" })).toBeVisible({ timeout: 20_000 });
});

test("a 40% profile sees on /portfolio what is missing, each part linking to its section", async ({ page, login }) => {
  const { api } = await login();
  await api.put("/api/profiles/me", PROFILE_AT_40);
  await page.goto("/portfolio");
  await expect(page.getByRole("heading", { name: "Finish setting up your portfolio" })).toBeVisible();
  await expect(page.getByText("% unlocks deploying.")).toContainText("Your profile is 40% complete; 60% unlocks deploying.");
  const missing = page.getByRole("list", { name: "Still missing from your profile:" });
  await expect(missing.getByRole("link")).toHaveText([
    "Add your work experience +20%",
    "Add your education +15%",
    "Add a project +15%",
    "Add a link to LinkedIn, GitHub or your website +5%",
    "Add a profile photo +5%",
  ]);
  await page.screenshot({ path: test.info().outputPath("gating-40-1280.png"), fullPage: true });
  const axe = await new AxeBuilder({ page }).include("[aria-labelledby='deployment-status-title']").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("gating-40-390.png"), fullPage: true });

  await missing.getByRole("link", { name: /Add your work experience/ }).click();
  await expect(page).toHaveURL(/\/profile#section-experience$/);
  await expect(page.locator("#section-experience")).toBeInViewport();
});
