// /settings journeys: profile sections, the username and password dialogs, deactivation, account deletion, and
// the page without JavaScript.
import type { Page } from "@playwright/test";
import { expect, recordToasts, test } from "./fixtures";

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

const PERSONAL_SAVED = "Personal information updated successfully. Make sure to redeploy your portfolio to see the changes.";

test.describe("Profile tab", () => {
  test("edits personal information, sees the toast and the new values after a reload", async ({ page, login }) => {
    await login();
    await page.goto("/settings");
    await expect(page).toHaveTitle("Settings · Vitrine");

    const personal = page.locator("section#personal");
    await expect(personal.getByText("Career Stage", { exact: true })).toBeVisible();
    await expect(personal.locator("dd").nth(2)).toHaveText("-");
    await personal.getByRole("link", { name: "Edit personal information" }).click();

    // A blank first name is refused in the browser with the spec's message.
    await personal.getByLabel("First Name").fill("   ");
    await personal.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: "First name cannot be empty." })).toBeVisible();
    await expect(personal.getByRole("alert").filter({ hasText: "First name cannot be empty." })).toBeVisible();

    await personal.getByLabel("First Name").fill("  Jordan ");
    await personal.getByLabel("Last Name").fill("Rivera");
    await personal.getByLabel("Career Stage").selectOption("Mid Level (2-6 Years)");
    await personal.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(PERSONAL_SAVED)).toBeVisible();
    await expect(personal.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(personal.locator("dd").nth(0)).toHaveText("Jordan");

    // Resume section: its own Edit, Cancel and Save.
    const resume = page.locator("section#resume");
    await resume.getByRole("link", { name: "Edit resume information" }).click();
    await resume.getByLabel("Industry").selectOption("Design");
    await resume.getByRole("link", { name: "Cancel" }).click();
    await expect(resume.locator("dd").nth(0)).toHaveText("-");
    await resume.getByRole("link", { name: "Edit resume information" }).click();
    await resume.getByLabel("Industry").selectOption("Design");
    await resume.getByLabel("Job Search Timeline").selectOption("Within 1 month");
    await resume.getByLabel("Resume Experience").fill("  Product designer, 5 years.  ");
    await resume.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Resume information updated successfully.")).toBeVisible();

    await page.reload();
    await expect(personal.locator("dd").nth(0)).toHaveText("Jordan");
    await expect(personal.locator("dd").nth(1)).toHaveText("Rivera");
    await expect(personal.locator("dd").nth(2)).toHaveText("Mid Level (2-6 Years)");
    await expect(resume.locator("dd").nth(0)).toHaveText("Design");
    await expect(resume.locator("dd").nth(1)).toHaveText("Within 1 month");
    await expect(resume.locator("dd").nth(2)).toHaveText("Product designer, 5 years.");
  });
});

test.describe("Account tab", () => {
  test("changes the username through the dialog", async ({ page, account, login }) => {
    await login();
    await page.goto("/settings");
    await page.getByRole("link", { name: /^Account/ }).click();
    await expect(page.getByText(account.email)).toBeVisible();

    await page.getByRole("link", { name: "Change Username" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Username" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByLabel("New Username")).toBeFocused();

    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Change Username" })).toBeFocused();

    await page.getByRole("link", { name: "Change Username" }).click();
    await dialog.getByLabel("New Username").fill(account.username);
    await dialog.getByRole("button", { name: "Change Username" }).click();
    await expect(dialog.getByText("New username must be different from your current username")).toBeVisible();

    // The seeded demo user owns "demo".
    await dialog.getByLabel("New Username").fill("demo");
    await dialog.getByRole("button", { name: "Change Username" }).click();
    await expect(dialog.getByText("Username already taken. Please choose a different username.")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Username already taken." }).first()).toBeVisible();

    const next = `${account.username}-new`.slice(0, 30);
    await dialog.getByLabel("New Username").fill(next.toUpperCase());
    await dialog.getByRole("button", { name: "Change Username" }).click();
    await expect(page.getByText("Username changed successfully.")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator("section#account dd").nth(1)).toHaveText(next);
  });

  test("changes the password, then signs in with the new one", async ({ page, account, login }) => {
    await login();
    await page.goto("/settings?tab=account");
    await page.getByRole("link", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("Current Password").fill(account.password);
    await dialog.getByLabel("New Password", { exact: true }).fill("short");
    await dialog.getByLabel("Confirm New Password").fill("short");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText("New password must be at least 8 characters long.")).toBeVisible();

    await dialog.getByLabel("New Password", { exact: true }).fill("Fresh-Passw0rd");
    await dialog.getByLabel("Confirm New Password").fill("Fresh-Passw0rd!");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText("New passwords do not match.")).toBeVisible();

    await dialog.getByLabel("Current Password").fill("Wrong-pass1");
    await dialog.getByLabel("Confirm New Password").fill("Fresh-Passw0rd");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText("Current password is incorrect.").first()).toBeVisible();

    await dialog.getByLabel("Current Password").fill(account.password);
    await dialog.getByLabel("New Password", { exact: true }).fill("Fresh-Passw0rd");
    await dialog.getByLabel("Confirm New Password").fill("Fresh-Passw0rd");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password changed successfully.")).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // This browser stays signed in; a fresh sign-in needs the new password.
    await page.goto("/settings?tab=account");
    await expect(page.getByText(account.email)).toBeVisible();
    await page.context().clearCookies();
    await signInThroughForm(page, account.email, account.password);
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
    await signInThroughForm(page, account.email, "Fresh-Passw0rd");
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("deactivates the account, which then cannot sign in", async ({ page, account, login }) => {
    await login();
    await page.goto("/settings?tab=account");
    await page.getByRole("link", { name: "Deactivate Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Deactivate Account" });
    await expect(dialog).toContainText("Are you sure you want to deactivate your account? This action cannot be undone and will:");
    await expect(dialog.getByRole("listitem")).toHaveText(["Make your account inactive", "Unpublish your portfolio"]);

    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole("link", { name: "Deactivate Account" }).click();
    await dialog.getByRole("button", { name: "Yes, Deactivate Account" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText("Account deactivated successfully")).toBeVisible();

    // The session cookie is gone: the settings page sends the browser back to sign in.
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/signin$/);
    await signInThroughForm(page, account.email, account.password);
    await expect(page.getByText("Account is deactivated. Please contact support.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
  });
});

test.describe("Delete my account and data", () => {
  test("asks for the password (a wrong one or no connection keeps the dialog), then signs out to the landing page for good", async ({
    page,
    context,
    account,
    login,
  }) => {
    await login();
    const toastSeen = await recordToasts(page);
    await page.goto("/settings?tab=account");
    await page.getByRole("link", { name: "Delete my account and data" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete my account and data" });
    await expect(dialog).toContainText("This permanently deletes your account. It cannot be undone and will remove:");
    const password = dialog.getByLabel("Password", { exact: true });

    await password.fill("not-my-password");
    await password.press("Enter");
    await expect(dialog.getByText("Password is incorrect.").first()).toBeVisible();
    await expect(dialog).toBeVisible();

    // Offline: the dialog and the typed password stay, with the failure's toast.
    await password.fill(account.password);
    await context.setOffline(true);
    await password.press("Enter");
    await toastSeen("Failed to delete account. Please try again.");
    await expect(password).toHaveValue(account.password);
    await context.setOffline(false);

    await password.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await toastSeen("Your account and all its data have been deleted.");
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/signin$/);
    await signInThroughForm(page, account.email, account.password);
    await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("tabs, section editing and saving work as plain links and form posts", async ({ page, login }) => {
    await login();
    await page.goto("/settings");
    await page.getByRole("link", { name: "Edit personal information" }).click();
    await expect(page).toHaveURL(/edit=personal/);
    await page.getByLabel("First Name").fill("Robin");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(PERSONAL_SAVED)).toBeVisible();
    await expect(page.locator("section#personal dd").nth(0)).toHaveText("Robin");

    await page.getByRole("link", { name: /^Account/ }).click();
    await page.getByRole("link", { name: "Change Username" }).click();
    await expect(page.getByRole("dialog", { name: "Change Username" })).toBeVisible();
  });
});

test("while a page's data loads, 'Loading settings...' and 'Loading portfolio' say so", async ({ page, login }) => {
  await login();
  await page.goto("/jobtracker");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  // Hold each page's data request until the test lets it go.
  const held: Array<() => void> = [];
  await page.route(/\/(settings|portfolio)\.data/, async (route) => {
    await new Promise<void>((release) => held.push(release));
    await route.continue();
  });

  await page.getByRole("navigation").getByRole("link", { name: "Manage Portfolio" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Loading portfolio" })).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  for (const release of held.splice(0)) release();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole("status").filter({ hasText: "Loading portfolio" })).toHaveCount(0);

  await page.goto("/jobtracker");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.getByTestId("user-menu").locator("summary").click();
  await page.getByTestId("user-menu").getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Loading settings..." })).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  for (const release of held.splice(0)) release();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading settings..." })).toHaveCount(0);
});
