// Issue 14 part 2 for the sign-in steps and the admin pages: with no usable answer each step shows its fallback and
// keeps what was typed (tests/e2e/failing-network.ts makes the posts fail). The other pages: failures-pages.spec.ts.
import { breakPosts, expectNoErrorScreen, failureTrier, OFFLINE_AND_500 } from "./failing-network";
import { ADMIN, expect, readCode, recordToasts, registerThroughApi, signInThroughUi, test, typeCode } from "./fixtures";

test.describe("sign-in steps without an answer", () => {
  test("each step shows its fallback and keeps what was typed", async ({ page, context, request, account }) => {
    test.slow();
    await registerThroughApi(request, account);
    const toastSeen = await recordToasts(page);
    await page.goto("/signin");

    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    let restore = await breakPosts(page, context, "offline");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await toastSeen("Sign in failed. Please try again.");
    await expectNoErrorScreen(page);
    await expect(page.getByLabel("Email")).toHaveValue(account.email);
    await restore();

    // Sign up with a new address: the email step, then the code step.
    const fresh = `new-${account.email}`;
    // The first step has no client runtime (issue 16): "Sign up" posts, and the next step loads the full app.
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByLabel("Email").fill(fresh);
    restore = await breakPosts(page, context, "500");
    await page.getByRole("button", { name: "Send verification code" }).click();
    await toastSeen("Failed to send verification code. Please try again.");
    await expect(page.getByLabel("Email")).toHaveValue(fresh);
    await restore();
    const sentAfter = Date.now();
    await page.getByRole("button", { name: "Send verification code" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    // Resend, offline: its message shows inline (the cooldown has not run out, so post the form directly).
    restore = await breakPosts(page, context, "offline");
    await page.getByRole("button", { name: /Resend/ }).evaluate((button: HTMLButtonElement) => {
      button.disabled = false;
      button.click();
    });
    await expect(page.getByRole("alert").filter({ hasText: "Failed to resend code. Please try again." })).toBeVisible();
    await typeCode(page, "123456");
    await toastSeen("Failed to verify code. Please try again.");
    await expectNoErrorScreen(page);
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await restore();

    const code = await readCode(request, fresh, /verification code/i, sentAfter);
    // The digits that could not be checked are still there: clear them, then type the real code.
    for (let i = 6; i >= 1; i--) await page.getByLabel(`Digit ${i} of 6`).fill("");
    await typeCode(page, code);
    await expect(page.getByRole("heading", { name: "Complete your registration" })).toBeVisible();
    await page.getByLabel("First name").fill("Robin");
    await page.getByLabel("Last name").fill("Offline");
    await page.getByLabel("Username").fill(`${account.username}n`.slice(0, 24));
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Confirm password").fill(account.password);
    restore = await breakPosts(page, context, "offline");
    await page.getByRole("button", { name: "Create account" }).click();
    await toastSeen("Registration failed. Please try again.");
    await expect(page.getByLabel("First name")).toHaveValue("Robin");
    await restore();
    await request.delete(`/api/dev/accounts/${encodeURIComponent(fresh)}`);

    // Forgot password: the email step, then the new password step.
    await page.goto("/signin");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByLabel("Email").fill(account.email);
    restore = await breakPosts(page, context, "offline");
    await page.getByRole("button", { name: "Send reset code" }).click();
    await toastSeen("Failed to send reset code. Please try again.");
    await expect(page.getByLabel("Email")).toHaveValue(account.email);
    await restore();
    const resetAfter = Date.now();
    await page.getByRole("button", { name: "Send reset code" }).click();
    await expect(page.getByText("Password reset code sent to your email!")).toBeVisible();
    const resetCode = await readCode(request, account.email, /password reset code/i, resetAfter);
    await typeCode(page, resetCode);
    await expect(page.getByRole("button", { name: "Reset password" })).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("Fresh-Passw0rd");
    await page.getByLabel(/Confirm/).fill("Fresh-Passw0rd");
    restore = await breakPosts(page, context, "500");
    await page.getByRole("button", { name: "Reset password" }).click();
    await toastSeen("Password reset failed. Please try again.");
    await expectNoErrorScreen(page);
    await restore();
  });
});

test.describe("admin actions without an answer", () => {
  test("a suspension and a notification send keep the page, with the spec's messages", async ({ page, context, request, account }) => {
    const tag = `Fail${Date.now().toString(36)}${process.pid}`;
    await registerThroughApi(request, { ...account, lastName: tag });
    const failEachWay = failureTrier(page, context, await recordToasts(page));
    await signInThroughUi(page, ADMIN);

    await page.goto(`/admin?q=${tag}`);
    const row = page.locator(`[data-user-row="${account.email}"]`);
    await failEachWay(
      "Failed to suspend user(s)",
      () => row.getByRole("button", { name: `Suspend Taylor ${tag}` }).click(),
      () => expect(row.locator('[data-status="suspended"]')).toHaveCount(0),
      OFFLINE_AND_500,
    );

    await page.goto("/admin1?tab=notifications");
    await page.getByLabel("Search recipients").fill(tag);
    await page.getByRole("checkbox", { name: new RegExp(account.email) }).check();
    await page.getByLabel("Title").fill(`Hello ${tag}`);
    await page.getByLabel("Message").fill("Typed before the connection dropped.");
    await failEachWay(
      "Failed to send",
      () => page.getByRole("button", { name: "Send Notification" }).click(),
      async () => {
        await expect(page.getByLabel("Title")).toHaveValue(`Hello ${tag}`);
        await expect(page.getByLabel("Message")).toHaveValue("Typed before the connection dropped.");
      },
      OFFLINE_AND_500,
    );
  });
});
