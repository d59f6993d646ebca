// The top navigation's Feedback modal (spec part 1 sections 2.4, 4, 5, 8, 9) and the support widget (section 1):
// validation, delivery to the team inbox (seen on /dev/mailbox), the toast and the 2 s auto-close, the mobile
// menu's entry, the no-JavaScript path, and the QR image.
import { expect, recordToasts, test } from "./fixtures";

test.describe("Feedback modal", () => {
  test("validates, sends feedback that reaches /dev/mailbox, and closes 2 s after the success toast", async ({ page, account, login }) => {
    await login();
    const toastSeen = await recordToasts(page);
    await page.goto("/templates");

    await page.getByRole("link", { name: "Feedback" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Feedback" });
    await expect(dialog).toBeVisible();
    // Name and email come from the profile.
    await expect(dialog.getByTestId("feedback-sender")).toContainText("Taylor Morgan");
    await expect(dialog.getByTestId("feedback-sender")).toContainText(account.email);
    // Opening the modal is not a navigation.
    expect(new URL(page.url()).search).toBe("");

    // Nothing filled: topic, message and rating are all required.
    await dialog.getByRole("button", { name: "Send Feedback" }).click();
    await expect(dialog.getByText("Please choose a topic.")).toBeVisible();
    await expect(dialog.getByText("Please enter your feedback.")).toBeVisible();
    await expect(dialog.getByText("Please rate your experience before submitting.")).toBeVisible();

    const marker = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    await dialog.getByLabel("Topic").selectOption("UI/UX Improvement");
    await dialog.getByLabel("Message").fill(`The template gallery could use a search box. ${marker}`);
    await expect(dialog.getByText("Please enter your feedback.")).toHaveCount(0);
    // Still no rating: refused with the spec's message.
    await dialog.getByRole("button", { name: "Send Feedback" }).click();
    await expect(dialog.getByText("Please rate your experience before submitting.")).toBeVisible();

    // The rating is a radio group with the spec's labels.
    const group = dialog.getByRole("group", { name: "How would you rate your experience?" });
    for (const label of ["1 Very Poor", "2 Poor", "3 Average", "4 Good", "5 Excellent"]) {
      await expect(group.getByRole("radio", { name: label })).toHaveCount(1);
    }
    await group.getByText("Good", { exact: true }).click();
    await expect(group.getByRole("radio", { name: "4 Good" })).toBeChecked();
    await expect(dialog.getByText("Please rate your experience before submitting.")).toHaveCount(0);

    await dialog.getByRole("button", { name: "Send Feedback" }).click();
    // A thank-you replaces the form (the dialog is then named by it), with the success toast.
    const thanks = page.getByRole("dialog", { name: "Feedback sent successfully!" });
    await expect(thanks.getByTestId("feedback-sent")).toBeVisible();
    const sentAt = Date.now();
    await toastSeen("Feedback sent successfully!");
    await expect(thanks).toHaveCount(0, { timeout: 5_000 });
    // Auto-close after 2 s, not at once (allowing for the poll's granularity).
    expect(Date.now() - sentAt).toBeGreaterThan(1_200);

    // Reopened, the fields are reset.
    await page.getByRole("link", { name: "Feedback" }).click();
    await expect(dialog.getByLabel("Topic")).toHaveValue("");
    await expect(dialog.getByLabel("Message")).toHaveValue("");
    await expect(dialog.getByRole("radio", { checked: true })).toHaveCount(0);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);

    // The team's inbox (development mailbox) has it, from the account, with the rating and the derived type.
    await expect(async () => {
      await page.goto("/dev/mailbox?to=feedback%40vitrine.local");
      const item = page.locator("li", { hasText: `${account.email}` }).filter({ hasText: "[Feedback] UI/UX Improvement" });
      await expect(item).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const item = page
      .locator("li")
      .filter({ hasText: "[Feedback] UI/UX Improvement · 4/5 (Good) from Taylor Morgan" })
      .filter({ hasText: `Reply-To ${account.email}` });
    await item.locator("summary").click();
    await expect(item.locator("pre")).toContainText(marker);
    await expect(item.locator("pre")).toContainText("Type: ui/ux-improvement");
    await expect(item.locator("pre")).toContainText("Rating: 4/5 (Good)");
  });

  test("Escape closes it; on a phone it opens from the collapsible menu", async ({ page, login }) => {
    await login();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/portfolio");

    await page.getByTestId("mobile-menu").locator("summary").click();
    await page.getByTestId("mobile-menu").getByRole("link", { name: "Feedback" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Feedback" });
    await expect(dialog).toBeVisible();
    // The menu folded away behind the modal.
    await expect(page.getByTestId("mobile-menu")).not.toHaveAttribute("open", "");
    await expect(dialog.getByLabel("Topic")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the button opens the modal as a page and the form posts natively", async ({ page, login }) => {
      await login();
      await page.goto("/jobtracker");
      await page.getByRole("link", { name: "Feedback" }).click();
      await expect(page).toHaveURL(/\/jobtracker\?feedback=1$/);
      const dialog = page.getByRole("dialog", { name: "Send Feedback" });
      await dialog.getByLabel("Topic").selectOption("Bug Report");
      await dialog.getByLabel("Message").fill("Posted without JavaScript.");
      await dialog.getByText("Average", { exact: true }).click();
      await dialog.getByRole("button", { name: "Send Feedback" }).click();
      await expect(page).toHaveURL(/\/jobtracker$/);
      await expect(page.getByText("Feedback sent successfully!")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });
});

test.describe("Support widget", () => {
  test("opens a panel with the payment QR image", async ({ page, login }) => {
    await login();
    await page.goto("/portfolio");
    const widget = page.getByTestId("support-widget");
    await widget.getByLabel("Buy me a coffee").click();
    await expect(widget.getByRole("heading", { name: "Buy me a coffee" })).toBeVisible();
    const qr = widget.getByRole("img", { name: "Payment QR code" });
    await expect(qr).toBeVisible();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(widget.getByRole("link", { name: /Open payment page/ })).toHaveAttribute("href", "https://buymeacoffee.com/vitrine");
    await page.keyboard.press("Escape");
    await expect(qr).toBeHidden();
  });
});
