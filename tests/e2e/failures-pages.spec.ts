// Issue 14 part 2: a lost connection or a failing server never loses the page. Every save is tried offline
// (context.setOffline) and against an answer the browser cannot use (a bare 500, or a page that is not the
// action's): the page and what was typed stay, an optimistic change reverts, and the spec's message shows
// (spec part 1 section 8, part 2 section 8). The mechanism: app/lib/client-action.ts and app/lib/fetch-json.ts; the
// tools: tests/e2e/failing-network.ts. The job board: failures-jobs.spec.ts; sign-in and admin: failures-signin-admin.spec.ts.
import { breakPosts, expectNoErrorScreen, failureTrier, OFFLINE_AND_500, type Mode } from "./failing-network";
import { expect, PROFILE_AT_65, recordToasts, test } from "./fixtures";

test.describe("offline or failing server", () => {
  test("a profile section save keeps the draft and says why (offline, 500, timeout)", async ({ page, context, login }) => {
    await login();
    const toastSeen = await recordToasts(page);
    await page.goto("/profile");
    const personal = page.locator("#section-personal");
    await personal.getByRole("button", { name: "Edit Personal Information" }).click();
    await personal.getByLabel("Location", { exact: true }).fill("Pune, Maharashtra, India");

    const cases: Array<[Mode, string]> = [
      ["offline", "No internet connection. Please check your network and try again."],
      ["500", "An unexpected error occurred. Please try again."],
    ];
    for (const [mode, message] of cases) {
      const restore = await breakPosts(page, context, mode);
      await personal.getByRole("button", { name: "Save Changes" }).click();
      await toastSeen(message);
      await expectNoErrorScreen(page);
      await expect(personal.getByLabel("Location", { exact: true })).toHaveValue("Pune, Maharashtra, India");
      await expect(personal.getByText("Unsaved changes")).toBeVisible();
      await restore();
    }

    // No answer within 30 s (the clock runs ahead instead of the test waiting).
    await page.clock.install();
    await page.route(/profile\.data/, () => {}, { times: 1 });
    // The 30 s timer starts with the request: run the clock only once the request is out (under load the click's
    // submission can come after a clock that ran too early, and its timer would then wait 30 real seconds).
    const sent = page.waitForRequest(/profile\.data/);
    await personal.getByRole("button", { name: "Save Changes" }).click();
    await sent;
    await page.clock.runFor(31_000);
    await toastSeen("Request timed out. Please try again.");
    await expectNoErrorScreen(page);
    await expect(personal.getByLabel("Location", { exact: true })).toHaveValue("Pune, Maharashtra, India");
  });

  test("settings saves and dialogs keep the page and show the spec's messages", async ({ page, context, account, login }) => {
    await login();
    const toastSeen = await recordToasts(page);
    await page.goto("/settings");
    const personal = page.locator("section#personal");
    await personal.getByRole("link", { name: "Edit personal information" }).click();
    await personal.getByLabel("Last Name").fill("Rivera-Offline");

    const cases: Array<[Mode, string]> = [
      ["offline", "Network error. Please check your connection."],
      ["500", "Server error. Please try again later."],
      ["not-json", "Failed to save personal information. Please try again."],
    ];
    for (const [mode, message] of cases) {
      const restore = await breakPosts(page, context, mode);
      await personal.getByRole("button", { name: "Save" }).click();
      await toastSeen(message);
      await expectNoErrorScreen(page);
      await expect(personal.getByLabel("Last Name")).toHaveValue("Rivera-Offline");
      await restore();
    }
    // Nothing was saved.
    await page.goto("/settings");
    await expect(personal.locator("dd").nth(1)).toHaveText(account.lastName);

    const resume = page.locator("section#resume");
    await resume.getByRole("link", { name: "Edit resume information" }).click();
    await resume.getByLabel("Resume Experience").fill("Typed before the outage.");
    let restore = await breakPosts(page, context, "not-json");
    await resume.getByRole("button", { name: "Save" }).click();
    await toastSeen("Failed to save resume information. Please try again.");
    await expect(resume.getByLabel("Resume Experience")).toHaveValue("Typed before the outage.");
    await restore();

    // The account dialogs, offline.
    await page.goto("/settings?tab=account");
    await page.getByRole("link", { name: "Change Username" }).click();
    const username = page.getByRole("dialog", { name: "Change Username" });
    await username.getByLabel("New Username").fill(`${account.username}x`.slice(0, 30));
    restore = await breakPosts(page, context, "offline");
    await username.getByRole("button", { name: "Change Username" }).click();
    await toastSeen("Failed to change username. Please try again.");
    await expectNoErrorScreen(page);
    await expect(username.getByLabel("New Username")).toHaveValue(`${account.username}x`.slice(0, 30));
    await restore();
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "Change Password" }).click();
    const password = page.getByRole("dialog", { name: "Change Password" });
    await password.getByLabel("Current Password").fill(account.password);
    await password.getByLabel("New Password", { exact: true }).fill("Fresh-Passw0rd");
    await password.getByLabel("Confirm New Password").fill("Fresh-Passw0rd");
    restore = await breakPosts(page, context, "500");
    await password.getByRole("button", { name: "Change Password" }).click();
    await toastSeen("Failed to change password. Please try again.");
    await expectNoErrorScreen(page);
    await expect(password).toBeVisible();
    await restore();
    await page.keyboard.press("Escape");

    await page
      .getByRole("link", { name: /Deactivate/ })
      .first()
      .click();
    const deactivate = page.getByRole("alertdialog").or(page.getByRole("dialog")).first();
    restore = await breakPosts(page, context, "offline");
    await deactivate
      .getByRole("button", { name: /Deactivate/ })
      .last()
      .click();
    await toastSeen("Failed to deactivate account. Please try again.");
    await expectNoErrorScreen(page);
    await restore();
    // Still signed in and active.
    await page.goto("/settings?tab=account");
    await expect(page.getByText(account.email)).toBeVisible();
  });

  test("tracked links and the search engine switch on /portfolio keep the page (offline, 500, not JSON)", async ({
    page,
    context,
    login,
  }) => {
    const { api } = await login();
    await api.preparePortfolio({ profile: null, template: "minimal-clean" });
    await api.post("/api/portfolio/links", { label: "Email signature" });
    const toastSeen = await recordToasts(page);
    const failEachWay = failureTrier(page, context, toastSeen);
    await page.goto("/portfolio");

    // Creating a link: the label stays, no link appears.
    await page.getByLabel("Link label").fill("LinkedIn profile");
    await failEachWay(
      "Failed to create the link. Please try again.",
      () => page.getByRole("button", { name: "Create link" }).click(),
      async () => {
        await expect(page.getByLabel("Link label")).toHaveValue("LinkedIn profile");
        await expect(page.getByTestId("tracked-link").filter({ hasText: "LinkedIn profile" })).toHaveCount(0);
      },
    );

    // Deleting a link: it stays listed.
    await failEachWay(
      "Failed to delete the link. Please try again.",
      () => page.getByRole("button", { name: "Delete link: Email signature" }).click(),
      async () => {
        await expect(page.getByTestId("tracked-link").filter({ hasText: "Email signature" })).toHaveCount(1);
      },
    );

    // The switch shows where it was going while the post runs, then where it is.
    const indexing = page.getByRole("switch", { name: "Let search engines index my portfolio" });
    await expect(indexing).toHaveAttribute("aria-checked", "true");
    await failEachWay(
      "Failed to update the search engine setting.",
      () => indexing.click(),
      async () => {
        await expect(indexing).toHaveAttribute("aria-checked", "true");
        await expect(indexing).toBeEnabled();
      },
    );

    // With the connection back, each works (and the page never lost its state).
    await page.getByRole("button", { name: "Create link" }).click();
    await toastSeen("Tracked link created");
    await expect(page.getByTestId("tracked-link").filter({ hasText: "LinkedIn profile" })).toHaveCount(1);
    await indexing.click();
    await expect(indexing).toHaveAttribute("aria-checked", "false");
  });

  test("template selection reverts and 'Build My Portfolio' stays put", async ({ page, context, login }) => {
    const { api } = await login();
    // 'Build My Portfolio' shows from 60% (the profile's rule).
    await api.put("/api/profiles/me", PROFILE_AT_65);
    const toastSeen = await recordToasts(page);
    const failEachWay = failureTrier(page, context, toastSeen);
    await page.goto("/templates");
    await page.getByRole("button", { name: "Select Modern Professional" }).click();
    await expect(page.locator("#template-modern-professional").getByText("Template Selected")).toBeVisible();

    await failEachWay(
      "Failed to save template selection. Please try again.",
      () => page.getByRole("button", { name: "Select Executive Professional Suite" }).click(),
      async () => {
        await expect(page.locator("#template-modern-professional").getByText("Template Selected")).toBeVisible();
        await expect(page.locator("#template-executive-suite")).toHaveAttribute("data-state", "idle");
      },
      OFFLINE_AND_500,
    );
    await failEachWay(
      "Failed to proceed. Please try again.",
      () => page.getByRole("button", { name: "Build My Portfolio" }).click(),
      () => expect(page).toHaveURL(/\/templates/),
      OFFLINE_AND_500,
    );
    await page.getByRole("button", { name: "Build My Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
  });

  test("a deploy that gets no answer shows the fallback and keeps the page", async ({ page, context, login }) => {
    const { api } = await login();
    await api.preparePortfolio({ profile: null, template: "minimal-clean", deploy: false });
    await page.goto("/portfolio");

    const restore = await breakPosts(page, context, "offline");
    await page.getByRole("button", { name: "Deploy", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to deploy portfolio. Please try again." }).first()).toBeVisible();
    await expect(page.locator("#deployment-status-title")).toHaveText("Deployment failed");
    await expectNoErrorScreen(page);
    await restore();
  });

  test("feedback that cannot be sent keeps the modal and the message", async ({ page, context, login }) => {
    await login();
    const toastSeen = await recordToasts(page);
    await page.goto("/templates");
    // The action's route module is fetched as soon as the modal shows (usePreloadRouteModule): React Router would
    // otherwise import it at the first send and, offline, reload the document into the browser's error page.
    const routeModule = page.waitForResponse((response) => /\/assets\/resources\.feedback-[^/]+\.js$/.test(response.url()));
    await page.getByRole("link", { name: "Feedback" }).click();
    const dialog = page.getByRole("dialog", { name: "Send Feedback" });
    await dialog.getByLabel("Topic").selectOption("UI/UX Improvement");
    await dialog.getByLabel("Message").fill("Written while the train went into a tunnel.");
    await dialog.getByRole("group", { name: "How would you rate your experience?" }).getByText("Good", { exact: true }).click();
    await routeModule;

    await failureTrier(page, context, toastSeen)(
      "Failed to send feedback. Please try again.",
      () => dialog.getByRole("button", { name: "Send Feedback" }).click(),
      async () => {
        expect(new URL(page.url()).pathname).toBe("/templates");
        await expect(dialog.getByLabel("Message")).toHaveValue("Written while the train went into a tunnel.");
      },
      OFFLINE_AND_500,
    );
  });

  test("marking a notification read reverts when it cannot be saved", async ({ page, context, login }) => {
    const { api } = await login();
    // A settings save sends the user a notification.
    await api.put("/api/profiles/settings/personal", { firstName: "Taylor", lastName: "Morgan", careerStage: "" });
    await page.goto("/settings");
    const menu = page.getByTestId("notifications-menu");
    await menu.locator("summary").click();
    const item = page.getByTestId("notification-item").first();
    await expect(item).toHaveAttribute("data-read", "false");
    const unread = (await menu.getByTestId("unread-badge").textContent()) ?? "";

    for (const mode of ["offline", "500"] as const) {
      const restore = await breakPosts(page, context, mode);
      await item.getByRole("button", { name: /as read$/ }).click();
      await expect(item).toHaveAttribute("data-read", "false");
      await expect(menu.getByTestId("unread-badge")).toHaveText(unread);
      await expectNoErrorScreen(page);
      await restore();
    }
    await item.getByRole("button", { name: /as read$/ }).click();
    await expect(item).toHaveAttribute("data-read", "true");
  });
});
