import { expect, registerThroughApi, test } from "./fixtures";

test("signed-out visitors see the public landing page", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Vitrine/);
  await expect(page.getByText("Portfolio + Job Tracker + AI Insights").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Your Complete Career Success Platform");
  for (const card of ["Lightning Fast Setup", "Your Personal Domain", "Professional Templates", "Smart Job Tracking"]) {
    await expect(page.getByRole("heading", { name: card })).toBeVisible();
  }
  await expect(page.getByTestId("status-strip")).toHaveCount(0);
  await page.getByRole("link", { name: "Start Building Free" }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
});

test("signed-in visitors are welcomed by name and see their status", async ({ page, request, account }) => {
  await registerThroughApi(request, account);
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.ok()).toBe(true);

  await page.goto("/");
  await expect(page.getByText("Welcome back!").first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Welcome back, ${account.firstName}`);
  const strip = page.getByTestId("status-strip");
  await expect(strip).toContainText("Pending");
  await expect(strip).toContainText("Not Selected");
  await expect(strip).toContainText("Not Deployed");
  await expect(page.getByRole("link", { name: "View Dashboard" }).first()).toHaveAttribute("href", "/portfolio");

  // The signed-in navigation: avatar menu with the email cut to 15 characters.
  await page.goto("/portfolio");
  await page.getByTestId("user-menu").locator("summary").click();
  await expect(page.getByTestId("user-menu").getByText(`${account.email.slice(0, 15)}…`)).toBeVisible();
  await expect(page.getByTestId("user-menu").getByTestId("view-portfolio-disabled")).toBeVisible();
  // What the app keeps in the browser for the user (an unsaved import's draft) goes with them when they sign out.
  await page.evaluate(() => localStorage.setItem("vitrine:unsaved-import:someone", '{"draft":{}}'));
  await page.getByTestId("user-menu").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto("/portfolio");
  await expect(page).toHaveURL(/\/signin$/);
});
