import { expect, test } from "./fixtures";

test("select, preview at both paths, deploy, receive a visitor's message, unpublish", async ({ page, account, context, login }) => {
  test.setTimeout(120_000);
  const { api } = await login();
  await api.preparePortfolio({ template: null, deploy: false });

  // Select a template in the gallery.
  await page.goto("/templates");
  await page.getByRole("button", { name: "Select Creative Gradient" }).click();
  await expect(page.getByText("Template selected and saved successfully!")).toBeVisible();

  // Preview it at both paths; the preview opens in a new tab from the gallery.
  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    page
      .getByRole("link", { name: /Preview Creative Gradient/ })
      .first()
      .click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview).toHaveURL(/\/preview\/creative-gradient$/);
  await expect(preview.getByRole("heading", { name: "Taylor Morgan" }).first()).toBeVisible();
  await expect(preview.getByText("My Superpowers")).toBeVisible();
  await preview.close();
  await page.goto("/templates/creative-gradient/preview");
  await expect(page.getByRole("button", { name: "Select This Template" })).toBeVisible();
  await expect(page.getByText("Staff Engineer").first()).toBeVisible();
  await page.getByRole("button", { name: "Select This Template" }).click();
  await expect(page.getByText("Template selected successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/templates\?selected=creative-gradient/);

  // Deploy from the deployment page.
  await page.getByRole("button", { name: "Build My Portfolio" }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await page
    .getByRole("button", { name: /^Deploy/ })
    .first()
    .click();
  await expect(page.getByText("Preparing your portfolio...")).toBeVisible();
  await expect(page.getByRole("status").getByText("Portfolio deployed successfully!")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("stat-card").filter({ hasText: "Last deploy" })).toContainText(/Just now|\dm ago/, {
    timeout: 15_000,
  });

  // The public page: server-rendered template with the profile and SEO.
  const publicUrl = `/portfolio/${account.username}`;
  await page.goto(publicUrl);
  await expect(page).toHaveTitle("Taylor Morgan - Staff Engineer");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Taylor");
  await expect(page.getByText("My Journey")).toBeVisible();
  await expect(page.getByText("Engine Works").first()).toBeVisible();

  // A visitor sends a message through the contact modal.
  await page.getByRole("link", { name: "Start a Conversation" }).first().click();
  const modal = page.getByRole("dialog", { name: "Let's Connect" });
  await expect(modal).toBeVisible();
  await modal.getByLabel("Name").fill("Riley Recruiter");
  await modal.getByLabel("Email").fill("riley@example.org");
  await modal.getByLabel("Message").fill("Hi Taylor, we would love to talk about a design lead role.");
  await modal.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you! Your message has been sent successfully.")).toBeVisible();
  await expect(modal).toBeHidden();

  // The owner's mail arrives through the queue and shows in the local mailbox.
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(account.email)}`);
    await expect(page.getByText("New message from Riley Recruiter via your Vitrine portfolio")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText("we would love to talk about a design lead role").first()).toBeAttached();

  // Unpublish: the public page is gone at once.
  await page.goto("/portfolio");
  await page.getByRole("link", { name: "Unpublish" }).click();
  await page.getByRole("dialog", { name: "Unpublish your portfolio?" }).getByRole("button", { name: "Yes, Unpublish" }).click();
  await expect(page.getByText("Portfolio unpublished successfully!")).toBeVisible();
  const gone = await page.request.get(publicUrl);
  expect(gone.status()).toBe(404);
  await page.goto(publicUrl);
  await expect(page.getByRole("heading", { name: "Portfolio Not Found" })).toBeVisible();
  await expect(page.getByText("Portfolio not found", { exact: true })).toBeVisible();
});

test("the public page checks the contact form in the browser with the spec's messages, sends nothing invalid and keeps the text", async ({
  page,
  account,
  login,
}) => {
  const { api } = await login();
  await api.preparePortfolio({ template: "modern-professional" });
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") sent.push(new URL(request.url()).pathname);
  });
  await page.goto(`/portfolio/${account.username}`);
  await page.getByRole("link", { name: "Get In Touch" }).first().click();
  const modal = page.getByRole("dialog", { name: "Get In Touch" });
  await expect(modal.getByRole("link", { name: account.email })).toHaveAttribute("href", `mailto:${account.email}`);
  await modal.getByLabel("Name").fill("Riley");
  await modal.getByRole("button", { name: "Send Message" }).click();
  // Each empty field says so under itself (described by its message), and focus goes to the first one.
  await expect(modal.getByLabel("Email")).toHaveAccessibleDescription("Please fill in all required fields.");
  await expect(modal.getByLabel("Message")).toHaveAccessibleDescription("Please fill in all required fields.");
  await expect(modal.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(modal.getByLabel("Email")).toBeFocused();
  await expect(modal.getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");
  await modal.getByLabel("Email").fill("not an email");
  await modal.getByLabel("Message").fill("Hello there");
  // Fixing a field clears its message as the visitor types.
  await expect(modal.getByLabel("Message")).not.toHaveAttribute("aria-invalid", "true");
  await modal.getByRole("button", { name: "Send Message" }).click();
  await expect(modal.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(modal.getByLabel("Message")).toHaveValue("Hello there");
  expect(sent).toEqual([]);
  // Closing clears the form and its messages.
  await modal.getByRole("link", { name: "Close contact form" }).click();
  await expect(modal).toBeHidden();
  await page.getByRole("link", { name: "Get In Touch" }).first().click();
  await expect(modal.getByLabel("Message")).toHaveValue("");
  await expect(modal.getByText("Please enter a valid email address.")).toBeHidden();
  // A valid message is sent.
  await modal.getByLabel("Name").fill("Riley");
  await modal.getByLabel("Email").fill("riley@example.com");
  await modal.getByLabel("Message").fill("Hello there");
  await modal.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you! Your message has been sent successfully.")).toBeVisible();
  expect(sent).toEqual(["/api/email/contact"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact modal opens and sends as a plain form post", async ({ page, account, login }) => {
    const { api } = await login();
    await api.preparePortfolio({ template: "terminal-developer-focused" });
    await page.goto(`/portfolio/${account.username}`);
    // No client runtime at all on the public page.
    expect(await page.locator("script[type=module]").count()).toBe(0);
    await page
      .getByRole("link", { name: /Get In Touch/i })
      .first()
      .click();
    await expect(page).toHaveURL(/#contact$/);
    const modal = page.locator("#contact");
    await expect(modal).toBeVisible();
    await modal.getByLabel("Name").fill("Casey");
    await modal.getByLabel("Email").fill("casey@example.org");
    await modal.getByLabel("Message").fill("Sent from a browser without JavaScript.");
    await modal.getByRole("button", { name: "EXECUTE" }).click();
    await expect(page.getByText("Thank you! Your message has been sent successfully.")).toBeVisible();
    await expect(async () => {
      const mail = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(account.email)}`);
      expect(JSON.stringify(await mail.json())).toContain("Sent from a browser without JavaScript.");
    }).toPass({ timeout: 15_000 });
  });
});
