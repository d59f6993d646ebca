// Enter does what the visible primary button does, in every form (issue 14 §1). Each test fills one form and
// submits it with the keyboard only (no click on its submit button), then checks the primary action's result.
// The code steps auto-submit once six digits are typed with JavaScript, so Enter is tried there without it, as
// is sign-in before hydration.
import type { APIRequestContext, Page } from "@playwright/test";
import {
  ADMIN,
  expect,
  readCode,
  recordToasts,
  registerThroughApi,
  signInThroughApi,
  test,
  type TestAccount,
  typeCode,
  fillSignIn,
  fillRegistration,
} from "./fixtures";

async function idOf(request: APIRequestContext, account: TestAccount) {
  const login = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { user: { id: string } }).user.id;
}

/** The sign-up (or reset) steps up to the code screen, submitted with Enter. */
async function emailStep(page: Page, step: "signup" | "forgot-password", email: string) {
  await page.goto(`/signin?step=${step}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Email").press("Enter");
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
}

test.describe("sign-in and sign-up", () => {
  test("sign-in: Enter in the password signs in (not 'Forgot password?')", async ({ page, request, account }) => {
    await registerThroughApi(request, account);
    await fillSignIn(page, account.email, account.password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("heading", { name: "Reset your password" })).toHaveCount(0);
  });

  test("sign-up email: Enter sends the verification code", async ({ page, account }) => {
    const toastSeen = await recordToasts(page);
    await emailStep(page, "signup", account.email);
    await toastSeen("Verification code sent to your email!");
  });

  test("registration: Enter in the last field creates the account", async ({ page, request, account }) => {
    await emailStep(page, "signup", account.email);
    await typeCode(page, await readCode(request, account.email, /verification code/i));
    await expect(page.getByRole("heading", { name: "Complete your registration" })).toBeVisible();
    await fillRegistration(page, account);
    await page.getByLabel("Confirm password").press("Enter");
    await expect(page.getByText("Account created successfully. Please sign in using your credentials.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();
  });

  test("forgot password email: Enter sends the reset code", async ({ page, request, account }) => {
    await registerThroughApi(request, account);
    await emailStep(page, "forgot-password", account.email);
    expect(await readCode(request, account.email, /reset/i)).toMatch(/^\d{6}$/);
  });

  test("new password: Enter resets the password", async ({ page, request, account }) => {
    await registerThroughApi(request, account);
    await emailStep(page, "forgot-password", account.email);
    await typeCode(page, await readCode(request, account.email, /reset/i));
    await expect(page.getByLabel("New password", { exact: true })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("Fresh-Passw0rd");
    await page.getByLabel("Confirm new password").fill("Fresh-Passw0rd");
    await page.getByLabel("Confirm new password").press("Enter");
    await expect(page.getByRole("heading", { name: "Welcome back!" })).toBeVisible();
    const login = await request.post("/api/auth/login", { data: { email: account.email, password: "Fresh-Passw0rd" } });
    expect(login.status()).toBe(200);
  });
});

test.describe("before hydration (no JavaScript)", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-in: Enter in the password signs in", async ({ page, request, account }) => {
    await registerThroughApi(request, account);
    await fillSignIn(page, account.email, account.password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\/profile$/);
  });

  test("'Forgot password?' still opens the reset step (it posts its own form)", async ({ page }) => {
    await page.goto("/signin");
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send reset code" })).toBeVisible();
  });

  test("sign-up code: Enter in the last box verifies it", async ({ page, request, account }) => {
    await emailStep(page, "signup", account.email);
    await typeCode(page, await readCode(request, account.email, /verification code/i));
    await page.getByLabel("Digit 6 of 6").press("Enter");
    await expect(page.getByRole("heading", { name: "Complete your registration" })).toBeVisible();
  });

  test("reset code: Enter in the last box verifies it", async ({ page, request, account }) => {
    await registerThroughApi(request, account);
    await emailStep(page, "forgot-password", account.email);
    await typeCode(page, await readCode(request, account.email, /reset/i));
    await page.getByLabel("Digit 6 of 6").press("Enter");
    await expect(page.getByLabel("New password", { exact: true })).toBeVisible();
  });
});

test.describe("settings", () => {
  test("Personal section: Enter in a name saves it", async ({ page, login }) => {
    await login();
    await page.goto("/settings");
    const personal = page.locator("section#personal");
    await personal.getByRole("link", { name: "Edit personal information" }).click();
    await personal.getByLabel("Last Name").fill("Rivera");
    await personal.getByLabel("Last Name").press("Enter");
    await expect(page.getByText("Personal information updated successfully.", { exact: false })).toBeVisible();
    await expect(personal.locator("dd").nth(1)).toHaveText("Rivera");
  });

  test("Resume section: Tab to Save and Enter saves it", async ({ page, login }) => {
    // Its fields are two selects and a textarea, where Enter chooses or starts a line and never submits (Chromium
    // does not submit from a select): the keyboard path is to move to Save and press Enter.
    await login();
    await page.goto("/settings");
    const resume = page.locator("section#resume");
    await resume.getByRole("link", { name: "Edit resume information" }).click();
    await resume.getByLabel("Industry").selectOption("Design");
    // From the last field, Tab past Cancel to Save, then Enter.
    await resume.getByLabel("Resume Experience").fill("Designer for five years.");
    await resume.getByLabel("Resume Experience").press("Tab");
    const save = resume.getByRole("button", { name: "Save" });
    for (let i = 0; i < 3 && !(await save.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(save).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Resume information updated successfully.")).toBeVisible();
    await expect(resume.locator("dd").nth(0)).toHaveText("Design");
  });

  test("Change Username dialog: Enter changes it", async ({ page, account, login }) => {
    await login();
    await page.goto("/settings?tab=account");
    await page.getByRole("link", { name: "Change Username" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Username" });
    const next = `${account.username}-k`.slice(0, 30);
    await dialog.getByLabel("New Username").fill(next);
    await dialog.getByLabel("New Username").press("Enter");
    await expect(page.getByText("Username changed successfully.")).toBeVisible();
    await expect(page.locator("section#account dd").nth(1)).toHaveText(next);
  });

  test("Change Password dialog: Enter changes it", async ({ page, account, login }) => {
    await login();
    await page.goto("/settings?tab=account");
    await page.getByRole("link", { name: "Change Password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.getByLabel("Current Password").fill(account.password);
    await dialog.getByLabel("New Password", { exact: true }).fill("Fresh-Passw0rd");
    await dialog.getByLabel("Confirm New Password").fill("Fresh-Passw0rd");
    await dialog.getByLabel("Confirm New Password").press("Enter");
    await expect(page.getByText("Password changed successfully.")).toBeVisible();
  });
});

test.describe("job tracker", () => {
  const card = (page: Page, title: string) => page.locator("[data-job-card]").filter({ hasText: title });

  test("Add Job: Enter in a field adds the job to the board", async ({ page, login }) => {
    await login();
    await page.goto("/jobtracker");
    await page.getByRole("link", { name: "Add New Job" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Job" });
    await dialog.getByLabel("Job Title").fill("Keyboard Engineer");
    await dialog.getByLabel("Company").fill("Enterprise Co");
    await dialog.getByLabel("Company").press("Enter");
    await expect(page.getByText("Job added successfully!")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('section[data-column="applied"] [data-job-card]').first()).toContainText("Keyboard Engineer");
  });

  test("Edit Job: Enter in a field saves the changes", async ({ page, login }) => {
    const { api } = await login();
    await api.createJob({ title: "Keyboard Engineer", company: "Acme" });
    await page.goto("/jobtracker");
    await card(page, "Keyboard Engineer").click();
    await page.getByRole("dialog", { name: "Keyboard Engineer" }).getByRole("button", { name: "Edit Details" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Job" });
    await edit.getByLabel("Company").fill("Acme Keys");
    await edit.getByLabel("Company").press("Enter");
    await expect(page.getByText("Job updated successfully!")).toBeVisible();
    await expect(edit).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: "Keyboard Engineer" })).toContainText("Acme Keys");
  });
});

test("feedback: Enter on the rating sends it", async ({ page, login }) => {
  await login();
  const toastSeen = await recordToasts(page);
  await page.goto("/templates");
  await page.getByRole("link", { name: "Feedback" }).click();
  const dialog = page.getByRole("dialog", { name: "Send Feedback" });
  await dialog.getByLabel("Topic").selectOption("UI/UX Improvement");
  await dialog.getByLabel("Message").fill("Enter should send this.");
  // Choosing the rating (a styled radio group) is a click on its label; the submission is Enter on the chosen radio.
  await dialog.getByRole("group", { name: "How would you rate your experience?" }).getByText("Good", { exact: true }).click();
  await dialog.getByRole("radio", { name: "4 Good" }).press("Enter");
  await toastSeen("Feedback sent successfully!");
});

test("portfolio contact form: Enter in the email sends the message", async ({ page, request, account, login }) => {
  const { api } = await login();
  await api.preparePortfolio();

  await page.goto(`/portfolio/${account.username}`);
  await page.getByRole("link", { name: "Get In Touch" }).first().click();
  const modal = page.getByRole("dialog", { name: "Get In Touch" });
  await modal.getByLabel("Name").fill("Riley");
  await modal.getByLabel("Message").fill("Sent with the Enter key.");
  await modal.getByLabel("Email").fill("riley@example.org");
  await modal.getByLabel("Email").press("Enter");
  await expect(page.getByText("Thank you! Your message has been sent successfully.")).toBeVisible();
  await expect(async () => {
    const mail = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(account.email)}`);
    expect(JSON.stringify(await mail.json())).toContain("Sent with the Enter key.");
  }).toPass({ timeout: 15_000 });
});

test("admin notification sender: Enter in the title sends it", async ({ page, request, account }) => {
  await registerThroughApi(request, account);
  const userId = await idOf(request, account);
  await signInThroughApi(page, ADMIN);
  const toastSeen = await recordToasts(page);
  await page.goto(`/admin1?tab=notifications&to=${encodeURIComponent(userId)}`);
  await expect(page.getByRole("checkbox", { name: new RegExp(account.email) })).toBeChecked();
  const title = `Keys ${Date.now().toString(36)}`;
  await page.getByLabel("Message").fill("Sent with the Enter key.");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Title").press("Enter");
  await toastSeen("Notification sent to 1 user");
  const list = await request.get("/api/notifications");
  const titles = ((await list.json()).data.notifications as Array<{ title: string }>).map((n) => n.title);
  expect(titles).toContain(title);
});

// The dialogs are top-layer popovers, not showModal() (issue 16, ADR 0010): the component keeps what a modal gives.
test("a dialog keeps the keyboard inside: Tab wraps both ways, focus sent behind it comes back, Escape closes the innermost, the page behind takes no click", async ({
  page,
  login,
}) => {
  const jobCard = (p: Page, title: string) => p.locator("[data-job-card]").filter({ hasText: title });
  const { api } = await login();
  await api.createJob({ title: "Focus Engineer", company: "Trap Co" });
  await page.goto("/jobtracker");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await jobCard(page, "Focus Engineer").click();
  const detail = page.getByRole("dialog", { name: "Focus Engineer" });
  await expect(detail).toBeVisible();
  const inDetail = () => detail.evaluate((dialog) => dialog.contains(document.activeElement));

  // Tab through every control and past the last: the focus never leaves; Shift+Tab from the first goes to the last.
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press("Tab");
    expect(await inDetail()).toBe(true);
  }
  const tabbable = "a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled])";
  await detail.evaluate((dialog, selector) => (dialog.querySelector(selector) as HTMLElement).focus(), tabbable);
  await page.keyboard.press("Shift+Tab");
  expect(
    await detail.evaluate((dialog, selector) => {
      const all = [...dialog.querySelectorAll(selector)].filter((element) => element.getClientRects().length > 0);
      return all.at(-1) === document.activeElement;
    }, tabbable),
  ).toBe(true);
  await page.keyboard.press("Tab");
  expect(await detail.evaluate((dialog, selector) => dialog.querySelector(selector) === document.activeElement, tabbable)).toBe(true);

  // Focus moved behind the dialog by a script comes back into it.
  await page.evaluate(() => (document.getElementById("job-search") as HTMLElement | null)?.focus());
  expect(await inDetail()).toBe(true);

  // A click on the dimmed page lands on the backdrop (the dialog closes), not on what is under it.
  const add = await page.getByRole("link", { name: "Add New Job" }).boundingBox();
  await page.mouse.click(add!.x + add!.width / 2, add!.y + add!.height / 2);
  await expect(detail).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "Add New Job" })).toHaveCount(0);
  await expect(jobCard(page, "Focus Engineer")).toBeFocused();

  // A confirmation over the dialog: Escape closes it alone, then the dialog.
  await jobCard(page, "Focus Engineer").click();
  await detail.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Job Application" });
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  expect(await confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(confirm).toHaveCount(0);
  await expect(detail).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(detail).toHaveCount(0);
});
