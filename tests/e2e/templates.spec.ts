// Template gallery (/templates) and template preview (/preview/{id}, /templates/{id}/preview) journeys:
// tabs, views, details, optimistic selection (and its revert), the preview toolbar, panels, viewport switch,
// id validation, and selection without JavaScript.
import type { Page } from "@playwright/test";
import { expect, registerThroughApi, test, type TestAccount } from "./fixtures";

async function signIn(page: Page, account: TestAccount) {
  await registerThroughApi(page.request, account);
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
}

const cards = (page: Page) => page.locator("article[id^='template-']");

test.describe("Template gallery", () => {
  test("filters by category, switches grid and list, and opens the details", async ({ page, account }) => {
    await signIn(page, account);
    await page.goto("/templates");
    await expect(page).toHaveTitle("Templates · Vitrine");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Choose Your");
    await expect(cards(page)).toHaveCount(5);

    const tabs = page.getByRole("navigation", { name: "Template categories" });
    await tabs.getByRole("link", { name: "Minimal" }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole("heading", { name: "Minimal Clean" })).toBeVisible();
    await tabs.getByRole("link", { name: "Professional" }).click();
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Executive Professional Suite" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Modern Professional" })).toBeVisible();
    await tabs.getByRole("link", { name: "Developer" }).click();
    await expect(cards(page)).toHaveCount(1);
    await tabs.getByRole("link", { name: "All Templates" }).click();
    await expect(cards(page)).toHaveCount(5);

    // Premium badges on the two premium templates.
    await expect(page.locator("#template-creative-gradient").getByText("Premium")).toBeVisible();
    await expect(page.locator("#template-minimal-clean").getByText("Premium")).toHaveCount(0);

    await page.getByRole("link", { name: "List view" }).click();
    await expect(page).toHaveURL(/view=list/);
    // List rows show the features that grid cards leave out.
    await expect(page.locator("#template-terminal-developer-focused").getByText("Commit-log experience", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Grid view" }).click();
    await expect(page.locator("#template-terminal-developer-focused").getByText("Commit-log experience", { exact: true })).toHaveCount(0);

    await page.getByRole("link", { name: "Details for Creative Gradient" }).click();
    const dialog = page.getByRole("dialog", { name: "Creative Gradient" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Vibrant gradient hero")).toBeVisible();
    await expect(dialog.getByText("8,420")).toBeVisible();
    await expect(dialog.getByText("HTML, PDF")).toBeVisible();
    await expect(dialog.getByText("#gradient")).toBeVisible();
    await expect(dialog.getByRole("link", { name: /Preview Creative Gradient/ })).toHaveAttribute("href", "/preview/creative-gradient");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("selects a template optimistically, keeps it after a reload and enables the banner button", async ({ page, account }) => {
    await signIn(page, account);
    await page.goto("/templates");
    await expect(page.getByRole("button", { name: "Select a Template to Continue" })).toBeDisabled();
    await expect(page.getByText("Template Selected")).toHaveCount(0);

    await page.getByRole("button", { name: "Select Minimal Clean" }).click();
    await expect(page.getByText("Template selected and saved successfully!")).toBeVisible();
    const card = page.locator("#template-minimal-clean");
    await expect(card.getByText("Template Selected")).toBeVisible();
    await expect(card.getByRole("button", { name: "Selected: Minimal Clean" })).toBeDisabled();
    // A fresh profile (0%) may pick a template, but going on follows the profile's 60% rule.
    await expect(page.getByText("Please complete at least 60% of your profile before continuing")).toBeVisible();
    await expect(page.getByRole("link", { name: "Complete Your Profile" })).toHaveAttribute("href", "/profile");

    await page.reload();
    await expect(page.locator("#template-minimal-clean").getByText("Template Selected")).toBeVisible();
    await expect(page.getByRole("link", { name: "Complete Your Profile" })).toBeVisible();

    // Selecting from the details dialog moves the selection.
    await page.getByRole("link", { name: "Details for Terminal Developer Focused" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Select Terminal Developer Focused" }).click();
    await expect(page.getByRole("dialog").getByText("Template Selected")).toBeVisible();
    await expect(page.locator("#template-minimal-clean").getByText("Template Selected")).toHaveCount(0);
  });

  test("reverts to the saved template when the save fails", async ({ page, account }) => {
    await signIn(page, account);
    await page.goto("/templates");
    await page.getByRole("button", { name: "Select Modern Professional" }).click();
    await expect(page.locator("#template-modern-professional").getByText("Template Selected")).toBeVisible();

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/templates"),
      async (route) => {
        if (route.request().method() !== "POST") return route.fallback();
        await held;
        await route.fulfill({ status: 500, contentType: "text/plain", body: "boom" });
      },
    );
    await page.getByRole("button", { name: "Select Executive Professional Suite" }).click();
    // Optimistic: the chosen card is marked at once, the saved one no longer is.
    await expect(page.locator("#template-executive-suite")).toHaveAttribute("data-state", "pending");
    await expect(page.locator("#template-modern-professional").getByText("Template Selected")).toHaveCount(0);
    release();
    await expect(page.getByText("Failed to save template selection. Please try again.")).toBeVisible();
    await expect(page.locator("#template-executive-suite")).toHaveAttribute("data-state", "idle");
    await expect(page.locator("#template-modern-professional").getByText("Template Selected")).toBeVisible();
  });
});

test.describe("Template preview", () => {
  for (const path of ["/preview/creative-gradient", "/templates/creative-gradient/preview"]) {
    test(`shows the toolbar, panels and sample data at ${path}`, async ({ page, account }) => {
      await signIn(page, account);
      await page.goto(path);
      await expect(page).toHaveTitle("Creative Gradient Preview · Vitrine");
      await expect(page.getByRole("link", { name: "Back to Templates" })).toHaveAttribute("href", "/templates");
      await expect(page.getByRole("button", { name: "Toggle Fullscreen" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Select This Template" })).toBeVisible();
      for (const panel of ["Template Details", "Sections Included", "Quick Actions", "About This Template", "Key Features"]) {
        await expect(page.getByRole("heading", { name: panel })).toBeVisible();
      }
      await expect(page.getByText("Hero with Contact Info")).toBeVisible();
      await expect(page.getByText("creative-gradient", { exact: true })).toBeVisible();
      await expect(page.getByText("4.9/5")).toBeVisible();
      await expect(page.getByRole("link", { name: "Edit Profile Data" })).toHaveAttribute("href", "/profile");

      // A name-only profile is not completed: the fictional sample is shown, with a notice.
      await expect(page.getByText("You are seeing sample data.")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Alex");

      // The viewport switch narrows the frame.
      const frame = page.locator("[data-preview-frame]");
      const desktop = (await frame.boundingBox())!.width;
      await page.getByText("Mobile", { exact: true }).click();
      await expect(frame).toHaveAttribute("data-preview-frame", "mobile");
      await expect.poll(async () => (await frame.boundingBox())!.width).toBeLessThanOrEqual(376);
      await page.getByText("Tablet", { exact: true }).click();
      await expect.poll(async () => (await frame.boundingBox())!.width).toBeLessThanOrEqual(769);
      expect(desktop).toBeGreaterThan(800);

      // Fullscreen hides the toolbar and the panels; the floating button brings them back.
      await page.getByRole("button", { name: "Toggle Fullscreen" }).click();
      await expect(page.getByRole("heading", { name: "Template Details" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Select This Template" })).toHaveCount(0);
      await page.getByRole("button", { name: "Exit Fullscreen" }).click();
      await expect(page.getByRole("heading", { name: "Template Details" })).toBeVisible();
    });
  }

  test("a completed profile is previewed with the viewer's own data", async ({ page, account }) => {
    await registerThroughApi(page.request, account);
    const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
    const { token } = (await login.json()) as { token: string };
    const completed = await page.request.patch("/api/auth/profile/complete", {
      headers: { Authorization: `Bearer ${token}` },
      data: { isProfileCompleted: true },
    });
    expect(completed.status()).toBe(200);
    await page.goto("/preview/modern-professional");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${account.firstName} ${account.lastName}`);
    await expect(page.getByText("You are seeing sample data.")).toHaveCount(0);
  });

  test("Select This Template saves and lands on the gallery with the card highlighted", async ({ page, account }) => {
    await signIn(page, account);
    await page.goto("/preview/executive-suite");
    await page.getByRole("button", { name: "Select This Template" }).click();
    await expect(page.getByText("Template selected successfully!")).toBeVisible();
    await expect(page).toHaveURL("/templates?selected=executive-suite", { timeout: 5000 });
    await expect(page.locator("#template-executive-suite").getByText("Template Selected")).toBeVisible();
  });

  test("a failing select shows the fallback message and stays on the preview", async ({ page, account }) => {
    await signIn(page, account);
    await page.goto("/preview/minimal-clean");
    await page.route(
      (url) => url.pathname.startsWith("/preview/"),
      (route) => (route.request().method() === "POST" ? route.fulfill({ status: 500, body: "boom" }) : route.fallback()),
    );
    await page.getByRole("button", { name: "Select This Template" }).click();
    await expect(page.getByText("Failed to select template. Please try again.")).toBeVisible();
    await expect(page).toHaveURL("/preview/minimal-clean");
    await expect(page.getByRole("button", { name: "Select This Template" })).toBeEnabled();
  });

  test("an invalid id and an unknown id show 'Template Not Available'", async ({ page, account }) => {
    await signIn(page, account);
    const invalid = "Invalid template ID format. Template IDs can only contain lowercase letters, numbers, and hyphens.";
    const response = await page.goto("/preview/Bad_Template");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { name: "Template Not Available" })).toBeVisible();
    await expect(page.getByRole("main").getByText(invalid)).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: invalid })).toBeVisible();

    await page.goto("/templates/no-such-template/preview");
    await expect(page.getByRole("heading", { name: "Template Not Available" })).toBeVisible();
    await expect(
      page.getByRole("main").getByText('Template "no-such-template" is not available. Please check the template ID.'),
    ).toBeVisible();
    await page.getByRole("link", { name: "Retry Loading" }).click();
    await expect(page.getByRole("heading", { name: "Template Not Available" })).toBeVisible();
    await page.getByRole("link", { name: "Browse Available Templates" }).click();
    await expect(page).toHaveURL("/templates");
  });

  test("/preview without an id goes to the gallery; signed-out visitors go to sign-in", async ({ page, account }) => {
    await page.goto("/preview/modern-professional");
    await expect(page).toHaveURL(/\/signin$/);
    await signIn(page, account);
    await page.goto("/preview");
    await expect(page).toHaveURL("/templates");
  });
});

test.describe("Without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("selects a template with a plain form post and a flash toast", async ({ page, account }) => {
    await signIn(page, account);
    await page.goto("/templates?tab=creative");
    await page.getByRole("button", { name: "Select Creative Gradient" }).click();
    await expect(page).toHaveURL("/templates?tab=creative");
    await expect(page.getByText("Template selected and saved successfully!")).toBeVisible();
    await expect(page.locator("#template-creative-gradient").getByText("Template Selected")).toBeVisible();

    // The details dialog opens from the query string, and the preview selects with a plain post too.
    await page.goto("/templates?details=minimal-clean");
    await expect(page.getByRole("dialog", { name: "Minimal Clean" })).toBeVisible();
    await page.goto("/preview/minimal-clean");
    await page.getByRole("button", { name: "Select This Template" }).click();
    await expect(page).toHaveURL("/templates?selected=minimal-clean");
    await expect(page.getByText("Template selected successfully!")).toBeVisible();
    await expect(page.locator("#template-minimal-clean").getByText("Template Selected")).toBeVisible();
  });
});
