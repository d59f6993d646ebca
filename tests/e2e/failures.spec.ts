// Issue 14 part 2: a lost connection or a failing server never loses the page. Every save is tried offline
// (context.setOffline) and against an answer the browser cannot use (a bare 500, or a page that is not the
// action's): the page and what was typed stay, an optimistic change reverts, and the spec's message shows
// (spec part 1 section 8, part 2 section 8). The mechanism: app/lib/client-action.ts and app/lib/fetch-json.ts.
import type { BrowserContext, Page } from "@playwright/test";
import { expect, readCode, recordToasts, registerThroughApi, test, type TestAccount, typeCode } from "./fixtures";

/** Signs the page in (session cookie) and returns a bearer token for API set-up calls. */
async function signIn(page: Page, account: TestAccount): Promise<string> {
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  return (await login.json()).token as string;
}

type Mode = "offline" | "500" | "not-json";

/** Makes the page's next posts fail the way `mode` says; the returned function restores the connection. */
async function breakPosts(page: Page, context: BrowserContext, mode: Mode, url: string | RegExp = /\.data(\?|$)|\/resources\//) {
  if (mode === "offline") {
    // The page learns of it a moment later: until navigator.onLine says so, a code preload (which skips while the
    // browser knows it is offline) could start and fail, and Chromium keeps a failed module import for the page's life.
    await context.setOffline(true);
    await page.waitForFunction(() => navigator.onLine === false);
    return async () => {
      await context.setOffline(false);
      await page.waitForFunction(() => navigator.onLine === true);
    };
  }
  const handler = (route: Parameters<Parameters<Page["route"]>[1]>[0]) =>
    route.request().method() === "GET"
      ? route.fallback()
      : mode === "500"
        ? route.fulfill({ status: 500, contentType: "text/plain", body: "boom" })
        : route.fulfill({ status: 200, contentType: "text/html", body: "<html><body>Captive portal</body></html>" });
  await page.route(url, handler);
  return async () => page.unroute(url, handler);
}

/** The page is still there: no route error boundary replaced it. */
async function expectNoErrorScreen(page: Page) {
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
}

/**
 * Tries `act` once offline, once against a bare 500 and once against a page that is not the action's: each time the
 * intent's `message` toasts (counted per message), no error screen replaces the page, and `kept` holds.
 */
function failureTrier(page: Page, context: BrowserContext, toastSeen: Awaited<ReturnType<typeof recordToasts>>) {
  const seen = new Map<string, number>();
  return async (message: string, act: () => Promise<unknown>, kept: () => Promise<void>, url?: RegExp) => {
    for (const mode of ["offline", "500", "not-json"] as const) {
      const restore = await breakPosts(page, context, mode, url);
      await act();
      const times = (seen.get(message) ?? 0) + 1;
      seen.set(message, times);
      await toastSeen(message, { times });
      await expectNoErrorScreen(page);
      await kept();
      await restore();
    }
  };
}

async function createJob(page: Page, token: string, job: { title: string; company: string; status?: string }) {
  const response = await page.request.post("/api/jobs", { headers: { Authorization: `Bearer ${token}` }, data: job });
  expect(response.status()).toBe(201);
}

const column = (page: Page, status: string) => page.locator(`section[data-column="${status}"]`);
const card = (page: Page, title: string) => page.locator("[data-job-card]").filter({ hasText: title });

test.describe("offline or failing server", () => {
  test("a profile section save keeps the draft and says why (offline, 500, timeout)", async ({ page, context, request, account }) => {
    await registerThroughApi(request, account);
    await signIn(page, account);
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

  test("settings saves and dialogs keep the page and show the spec's messages", async ({ page, context, request, account }) => {
    await registerThroughApi(request, account);
    await signIn(page, account);
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

  test("a board drag and the status dropdown revert with the spec's messages", async ({ page, context, request, account }) => {
    await registerThroughApi(request, account);
    const token = await signIn(page, account);
    await createJob(page, token, { title: "Platform Engineer", company: "Initech" });
    const toastSeen = await recordToasts(page);
    await page.goto("/jobtracker");
    // The drag code loads on the board's first use (ADR 0010): the pointer over the board fetches it before the
    // connection drops (offline before any use, the board stays static: cards still open, no drag).
    await card(page, "Platform Engineer").hover();
    await expect(page.locator('[id^="DndLiveRegion"]')).toHaveCount(1);

    for (const [attempt, mode] of (["offline", "500", "not-json"] as const).entries()) {
      // A move posts to its own resource route (jobStatusPath), not the page's action.
      const restore = await breakPosts(page, context, mode, /\/jobtracker\/[^/]+\/status$/);
      // The columns' tops at the top of the viewport, so the drop target is on screen too.
      await page.locator('section[data-column="applied"]').evaluate((el) => el.scrollIntoView({ block: "start" }));
      const from = (await card(page, "Platform Engineer").boundingBox())!;
      const to = (await column(page, "interview").boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 4 });
      await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 15 });
      await page.mouse.up();
      await toastSeen("Failed to update job status", { times: attempt + 1 });
      await expectNoErrorScreen(page);
      await expect(column(page, "applied").locator("[data-job-card]")).toContainText(["Platform Engineer"]);
      await expect(column(page, "interview").locator("[data-job-card]")).toHaveCount(0);
      await restore();
    }

    await card(page, "Platform Engineer").click();
    const detail = page.getByRole("dialog", { name: "Platform Engineer" });
    // Open (its code loaded) before the connection drops.
    await expect(detail.getByLabel("Status")).toBeVisible();
    for (const [attempt, mode] of (["offline", "500"] as const).entries()) {
      const restore = await breakPosts(page, context, mode);
      await detail.getByLabel("Status").selectOption("offer");
      await toastSeen("Failed to update status", { times: attempt + 1 });
      await expectNoErrorScreen(page);
      await expect(detail.getByLabel("Status")).toHaveValue("applied");
      await restore();
    }
    await page.keyboard.press("Escape");
    await page.reload();
    await expect(column(page, "applied").locator("[data-job-card]")).toContainText(["Platform Engineer"]);
  });

  test("adding, editing and deleting a job keep the dialog and the typed data", async ({ page, context, request, account }) => {
    await registerThroughApi(request, account);
    const token = await signIn(page, account);
    await createJob(page, token, { title: "Site Reliability Engineer", company: "Hooli" });
    const toastSeen = await recordToasts(page);
    await page.goto("/jobtracker");

    await page.getByRole("link", { name: "Add New Job" }).click();
    const add = page.getByRole("dialog", { name: "Add New Job" });
    await add.getByLabel("Job Title").fill("Frontend Engineer");
    await add.getByLabel("Company").fill("Acme");
    for (const [attempt, mode] of (["offline", "500"] as const).entries()) {
      const restore = await breakPosts(page, context, mode);
      await add.getByRole("button", { name: "Add Job" }).click();
      await toastSeen("Failed to add job", { times: attempt + 1 });
      await expectNoErrorScreen(page);
      await expect(add.getByLabel("Job Title")).toHaveValue("Frontend Engineer");
      await expect(card(page, "Frontend Engineer")).toHaveCount(0);
      await restore();
    }

    await page.goto("/jobtracker");
    await card(page, "Site Reliability Engineer").click();
    await page.getByRole("dialog", { name: "Site Reliability Engineer" }).getByRole("button", { name: "Edit Details" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Job" });
    await edit.getByLabel("Company").fill("Hooli XYZ");
    for (const [attempt, mode] of (["offline", "500"] as const).entries()) {
      const restore = await breakPosts(page, context, mode);
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await toastSeen("Failed to update job", { times: attempt + 1 });
      await expectNoErrorScreen(page);
      await expect(edit.getByLabel("Company")).toHaveValue("Hooli XYZ");
      await restore();
    }

    await page.goto("/jobtracker");
    await card(page, "Site Reliability Engineer").click();
    const detail = page.getByRole("dialog", { name: "Site Reliability Engineer" });
    for (const [attempt, mode] of (["offline", "500"] as const).entries()) {
      await detail.getByRole("button", { name: "Delete", exact: true }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete Job Application" });
      const restore = await breakPosts(page, context, mode);
      await confirm.getByRole("button", { name: "Yes, Delete" }).click();
      await toastSeen("Failed to delete job", { times: attempt + 1 });
      await expectNoErrorScreen(page);
      await restore();
      // The confirmation closes; the job's detail stays open.
      await expect(confirm).toHaveCount(0);
      await expect(detail).toBeVisible();
    }
    await page.goto("/jobtracker");
    await expect(card(page, "Site Reliability Engineer")).toHaveCount(1);
    await expect(card(page, "Site Reliability Engineer")).toContainText("Hooli");
    await expect(card(page, "Site Reliability Engineer")).not.toContainText("Hooli XYZ");
  });

  test("the detail dialog's follow-up, interview, contact and application link keep what was typed (offline, 500, not JSON)", async ({
    page,
    context,
    request,
    account,
  }) => {
    await registerThroughApi(request, account);
    const token = await signIn(page, account);
    await createJob(page, token, { title: "Robotics Engineer", company: "Acme Robotics" });
    const failEachWay = failureTrier(page, context, await recordToasts(page));
    await page.goto("/jobtracker");
    await card(page, "Robotics Engineer").click();
    const dialog = page.getByRole("dialog", { name: "Robotics Engineer" });
    await expect(dialog).toBeVisible();

    // The follow-up date stays typed and unsaved.
    await dialog.getByLabel("Follow-up date").fill("2031-03-04");
    await failEachWay(
      "Failed to update job",
      () => dialog.getByRole("button", { name: "Save date" }).click(),
      async () => {
        await expect(dialog.getByLabel("Follow-up date")).toHaveValue("2031-03-04");
      },
    );

    // The interview's fields stay; no interview appears.
    await dialog.getByText("Schedule an interview").click();
    await dialog.getByLabel("Date and time").fill("2031-03-05T09:15");
    await dialog.getByLabel("Type").selectOption({ label: "Onsite" });
    await dialog.getByLabel("Notes (optional)").fill("Meet the robotics team");
    await failEachWay(
      "Failed to update job",
      () => dialog.getByRole("button", { name: "Schedule interview" }).click(),
      async () => {
        await expect(dialog.getByLabel("Date and time")).toHaveValue("2031-03-05T09:15");
        await expect(dialog.getByLabel("Notes (optional)")).toHaveValue("Meet the robotics team");
        await expect(dialog.getByTestId("interview-row")).toHaveCount(0);
      },
    );

    // The contact's fields stay; no contact card appears.
    await dialog.getByText("Add a contact").click();
    await dialog.getByLabel("Name").fill("Dana Scully");
    await dialog.getByLabel("Email").fill("dana@acme.example");
    await failEachWay(
      "Failed to update job",
      () => dialog.getByRole("button", { name: "Add contact" }).click(),
      async () => {
        await expect(dialog.getByLabel("Name")).toHaveValue("Dana Scully");
        await expect(dialog.getByLabel("Email")).toHaveValue("dana@acme.example");
        await expect(dialog.getByTestId("contact-card")).toHaveCount(0);
      },
    );

    // The application's tracked link (a JSON API call): the intent's message, no link shown, the button usable again.
    const copyLink = dialog.getByRole("button", { name: "Copy portfolio link for this application" });
    await failEachWay(
      "Failed to create the link. Please try again.",
      () => copyLink.click(),
      async () => {
        await expect(dialog.getByTestId("application-link")).toHaveCount(0);
        await expect(copyLink).toBeEnabled();
      },
      /\/api\/portfolio\/links$/,
    );

    // Nothing was saved: the job has no follow-up, interview or contact.
    const saved = await page.request.get("/api/jobs", { headers: { Authorization: `Bearer ${token}` } });
    const [job] = (await saved.json()).data.jobs as { followUpAt: string | null; interviews: unknown[]; contacts: unknown[] }[];
    expect(job).toMatchObject({ followUpAt: null, interviews: [], contacts: [] });
  });

  test("tracked links and the search engine switch on /portfolio keep the page (offline, 500, not JSON)", async ({
    page,
    context,
    request,
    account,
  }) => {
    await registerThroughApi(request, account);
    const token = await signIn(page, account);
    const headers = { Authorization: `Bearer ${token}` };
    expect((await page.request.patch("/api/auth/profile/complete", { headers, data: { isProfileCompleted: true } })).status()).toBe(200);
    expect((await page.request.patch("/api/profiles/template", { headers, data: { selectedTemplate: "minimal-clean" } })).status()).toBe(
      200,
    );
    expect((await page.request.post("/api/portfolio/deploy", { headers, data: {} })).status()).toBe(200);
    const kept = await page.request.post("/api/portfolio/links", { headers, data: { label: "Email signature" } });
    expect(kept.status()).toBe(201);
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

  test("template selection reverts and 'Build My Portfolio' stays put", async ({ page, context, request, account }) => {
    await registerThroughApi(request, account);
    await signIn(page, account);
    // 'Build My Portfolio' shows from 60% (the profile's rule).
    const filled = await page.request.put("/api/profiles/me", {
      data: {
        title: "Data Analyst",
        summary: "Analyst who turns messy data into clear dashboards and decisions for product teams.",
        skills: ["SQL", "Python", "Tableau"],
        experience: [{ title: "Data Analyst", company: "Acme", startDate: "2020-01", current: true }],
        education: [{ degree: "B.Sc. Statistics", school: "University of Pune", startDate: "2016-06", endDate: "2019-05" }],
      },
    });
    expect(filled.status()).toBe(200);
    const toastSeen = await recordToasts(page);
    await page.goto("/templates");
    await page.getByRole("button", { name: "Select Modern Professional" }).click();
    await expect(page.locator("#template-modern-professional").getByText("Template Selected")).toBeVisible();

    for (const [attempt, mode] of (["offline", "500"] as const).entries()) {
      const restore = await breakPosts(page, context, mode);
      await page.getByRole("button", { name: "Select Executive Professional Suite" }).click();
      await toastSeen("Failed to save template selection. Please try again.", { times: attempt + 1 });
      await expectNoErrorScreen(page);
      await expect(page.locator("#template-modern-professional").getByText("Template Selected")).toBeVisible();
      await expect(page.locator("#template-executive-suite")).toHaveAttribute("data-state", "idle");
      await restore();
    }

    for (const [attempt, mode] of (["offline", "500"] as const).entries()) {
      const restore = await breakPosts(page, context, mode);
      await page.getByRole("button", { name: "Build My Portfolio" }).click();
      await toastSeen("Failed to proceed. Please try again.", { times: attempt + 1 });
      await expectNoErrorScreen(page);
      await expect(page).toHaveURL(/\/templates/);
      await restore();
    }
    await page.getByRole("button", { name: "Build My Portfolio" }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
  });

  test("a deploy that gets no answer shows the fallback and keeps the page", async ({ page, context, request, account }) => {
    await registerThroughApi(request, account);
    const token = await signIn(page, account);
    const headers = { Authorization: `Bearer ${token}` };
    expect((await page.request.patch("/api/auth/profile/complete", { headers, data: { isProfileCompleted: true } })).status()).toBe(200);
    expect((await page.request.patch("/api/profiles/template", { headers, data: { selectedTemplate: "minimal-clean" } })).status()).toBe(
      200,
    );
    await page.goto("/portfolio");

    const restore = await breakPosts(page, context, "offline");
    await page.getByRole("button", { name: "Deploy", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to deploy portfolio. Please try again." }).first()).toBeVisible();
    await expect(page.locator("#deployment-status-title")).toHaveText("Deployment failed");
    await expectNoErrorScreen(page);
    await restore();
  });

  test("feedback that cannot be sent keeps the modal and the message", async ({ page, context, request, account }) => {
    await registerThroughApi(request, account);
    await signIn(page, account);
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

    for (const [attempt, mode] of (["offline", "500"] as const).entries()) {
      const restore = await breakPosts(page, context, mode);
      await dialog.getByRole("button", { name: "Send Feedback" }).click();
      await toastSeen("Failed to send feedback. Please try again.", { times: attempt + 1 });
      await expectNoErrorScreen(page);
      expect(new URL(page.url()).pathname).toBe("/templates");
      await expect(dialog.getByLabel("Message")).toHaveValue("Written while the train went into a tunnel.");
      await restore();
    }
  });

  test("marking a notification read reverts when it cannot be saved", async ({ page, context, request, account }) => {
    await registerThroughApi(request, account);
    const token = await signIn(page, account);
    // A settings save sends the user a notification.
    const saved = await page.request.put("/api/profiles/settings/personal", {
      headers: { Authorization: `Bearer ${token}` },
      data: { firstName: "Taylor", lastName: "Morgan", careerStage: "" },
    });
    expect(saved.status()).toBe(200);
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
    const toastSeen = await recordToasts(page);
    await page.goto("/signin");
    await page.getByLabel("Email").fill("admin@example.com");
    await page.getByLabel("Password", { exact: true }).fill("Admin1234!");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).not.toHaveURL(/\/signin/);

    await page.goto(`/admin?q=${tag}`);
    const row = page.locator(`[data-user-row="${account.email}"]`);
    for (const [attempt, mode] of (["offline", "500"] as const).entries()) {
      const restore = await breakPosts(page, context, mode);
      await row.getByRole("button", { name: `Suspend Taylor ${tag}` }).click();
      await toastSeen("Failed to suspend user(s)", { times: attempt + 1 });
      await expectNoErrorScreen(page);
      await expect(row.locator('[data-status="suspended"]')).toHaveCount(0);
      await restore();
    }

    await page.goto("/admin1?tab=notifications");
    await page.getByLabel("Search recipients").fill(tag);
    await page.getByRole("checkbox", { name: new RegExp(account.email) }).check();
    await page.getByLabel("Title").fill(`Hello ${tag}`);
    await page.getByLabel("Message").fill("Typed before the connection dropped.");
    for (const [attempt, mode] of (["offline", "500"] as const).entries()) {
      const restore = await breakPosts(page, context, mode);
      await page.getByRole("button", { name: "Send Notification" }).click();
      await toastSeen("Failed to send", { times: attempt + 1 });
      await expectNoErrorScreen(page);
      await expect(page.getByLabel("Title")).toHaveValue(`Hello ${tag}`);
      await expect(page.getByLabel("Message")).toHaveValue("Typed before the connection dropped.");
      await restore();
    }
  });
});
