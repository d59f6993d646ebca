// /jobtracker journeys: add a job, search, drag it with the mouse and the keyboard, change its status in the detail
// dialog, edit it (with the unsaved-changes guard), delete it; the counts follow every step and survive a reload.
// Also: a failed dropdown change reverts, fullscreen opens and closes with Escape, and (ADR 0009) a long column
// shows its first cards with 'Show more' while a card's details are fetched when it opens.
import { card, cardsIn, column, dragCard, expectCounts, fillNewJob, liveRegion, settledCards } from "./board";
import { expect, test } from "./fixtures";

test("add, search, drag (mouse and keyboard), change status, edit and delete a job", async ({ page, login }) => {
  // The longest journey of the suite (a dozen steps, three reloads): near a minute on a loaded 2-core machine.
  test.slow();
  await login(
    { title: "Backend Engineer", company: "Initech" },
    { title: "Data Analyst", company: "Globex", status: "rejected", priority: "low" },
  );

  await page.goto("/jobtracker");
  await expect(page.getByRole("heading", { level: 1, name: "Job Application Tracker" })).toBeVisible();
  await expectCounts(page, { applied: 1, rejected: 1 });
  await expect(column(page, "offer")).toContainText("No jobs in Offer");

  // Add through the dialog: the new job appears at the top of Applied.
  const addDialog = await fillNewJob(page, { title: "Frontend Engineer", company: "Acme" });
  await addDialog.getByRole("button", { name: "Add Job" }).click();
  await expect(page.getByText("Job added successfully!")).toBeVisible();
  await expect(addDialog).toHaveCount(0);
  await expect(cardsIn(page, "applied").first()).toContainText("Frontend Engineer");
  await expectCounts(page, { applied: 2, rejected: 1 });

  // Search by company, case-insensitive; the query string keeps it.
  await page.getByPlaceholder("Search jobs, companies, or positions...").fill("ACME");
  await expect(card(page, "Backend Engineer")).toHaveCount(0);
  await expect(card(page, "Frontend Engineer")).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=ACME/);
  await page.getByPlaceholder("Search jobs, companies, or positions...").fill("");
  await expect(card(page, "Backend Engineer")).toBeVisible();

  // The mouse: press, move past the activation distance, glide over Interview, release.

  await dragCard(page, "Frontend Engineer", "interview");
  await expect(page.getByText("Job status updated successfully!")).toBeVisible();
  await expect(cardsIn(page, "interview")).toContainText(["Frontend Engineer"]);
  await expectCounts(page, { applied: 1, interview: 1, rejected: 1 });

  // Keyboard: Space picks up, each ArrowRight moves one column, Space drops; the card keeps the focus.
  const moving = card(page, "Frontend Engineer");
  await moving.focus();
  await page.keyboard.press("Space");
  await expect(liveRegion(page)).toContainText("Picked up Frontend Engineer at Acme.");
  await page.keyboard.press("ArrowRight");
  await expect(liveRegion(page)).toContainText("Moved Frontend Engineer at Acme to In Progress.");
  await page.keyboard.press("ArrowRight");
  await expect(liveRegion(page)).toContainText("Moved Frontend Engineer at Acme to Offer.");
  await page.keyboard.press("Space");
  await expect(liveRegion(page)).toContainText("Dropped Frontend Engineer at Acme in Offer.");
  await expect(cardsIn(page, "offer")).toContainText(["Frontend Engineer"]);
  await expect(card(page, "Frontend Engineer")).toBeFocused();
  await expectCounts(page, { applied: 1, offer: 1, rejected: 1 });

  // The detail dialog's status dropdown.
  await card(page, "Frontend Engineer").click();
  const detail = page.getByRole("dialog", { name: "Frontend Engineer" });
  await expect(detail).toBeVisible();
  await detail.getByLabel("Status").selectOption("interview");
  await expect(page.getByText("Job status updated successfully!").first()).toBeVisible();
  await expect(cardsIn(page, "interview")).toContainText(["Frontend Engineer"]);
  await expectCounts(page, { applied: 1, interview: 1, rejected: 1 });

  // Edit: closing with changes asks first; Keep Editing, then save.
  await detail.getByRole("button", { name: "Edit Details" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Job" });
  await edit.getByLabel("Company").fill("Acme Inc");
  await expect(edit.getByText("Unsaved changes")).toBeVisible();
  await edit.getByRole("button", { name: "Cancel" }).click();
  const guard = page.getByRole("alertdialog", { name: "Unsaved Changes" });
  await expect(guard).toBeVisible();
  await guard.getByRole("button", { name: "Keep Editing" }).click();
  await expect(guard).toHaveCount(0);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Job updated successfully!")).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "Frontend Engineer" })).toContainText("Acme Inc");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(card(page, "Frontend Engineer")).toContainText("Acme Inc");

  // Everything above was saved.
  await page.reload();
  await expectCounts(page, { applied: 1, interview: 1, rejected: 1 });
  await expect(cardsIn(page, "interview")).toContainText(["Acme Inc"]);

  // Delete behind its confirmation.
  await card(page, "Frontend Engineer").click();
  await page.getByRole("dialog", { name: "Frontend Engineer" }).getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Job Application" });
  await expect(confirm).toContainText(
    "Are you sure you want to delete the application for Frontend Engineer at Acme Inc? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Yes, Delete" }).click();
  await expect(page.getByText("Job deleted successfully!")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(card(page, "Frontend Engineer")).toHaveCount(0);
  await expectCounts(page, { applied: 1, rejected: 1 });
  await page.reload();
  await expectCounts(page, { applied: 1, rejected: 1 });
});

test("a failed status change in the detail dialog reverts the card", async ({ page, login }) => {
  await login({ title: "QA Engineer", company: "Hooli" });

  await page.goto("/jobtracker");
  await card(page, "QA Engineer").click();
  const detail = page.getByRole("dialog", { name: "QA Engineer" });
  await page.route("**/jobtracker.data*", (route) =>
    // A server failure: a bare 500 from the platform, no answer of the action at all.
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" })
      : route.continue(),
  );
  await detail.getByLabel("Status").selectOption("offer");
  await expect(page.getByText("Failed to update status")).toBeVisible();
  await expect(detail.getByLabel("Status")).toHaveValue("applied");
  await page.unroute("**/jobtracker.data*");
  await page.keyboard.press("Escape");
  await expect(cardsIn(page, "applied")).toContainText(["QA Engineer"]);
  await expectCounts(page, { applied: 1 });
  await page.reload();
  await expectCounts(page, { applied: 1 });
});

test("fullscreen shows the board with its own search and counts, and Escape leaves it", async ({ page, login }) => {
  await login({ title: "iOS Engineer", company: "Pied Piper", status: "offer" }, { title: "SRE", company: "Hooli", status: "interview" });

  await page.goto("/jobtracker");
  await page.getByRole("link", { name: "Fullscreen" }).click();
  const fullscreen = page.locator("[data-fullscreen-board]");
  await expect(fullscreen).toBeVisible();
  await expect(page).toHaveURL(/view=fullscreen/);
  await expect(fullscreen.locator('[data-count-chip="offer"]')).toContainText("Offer1");
  await expect(fullscreen.getByRole("link", { name: "Add New Job" })).toBeVisible();
  await fullscreen.getByPlaceholder("Search jobs, companies, or positions...").fill("pied");
  await expect(card(page, "SRE")).toHaveCount(0);
  await expect(card(page, "iOS Engineer")).toBeVisible();

  // Escape in the search box clears it first; the next Escape leaves fullscreen.
  await page.keyboard.press("Escape");
  await expect(fullscreen.getByPlaceholder("Search jobs, companies, or positions...")).toHaveValue("");
  await expect(card(page, "SRE")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(fullscreen).toHaveCount(0);
  await expect(page).not.toHaveURL(/view=fullscreen/);
  await expect(page.getByRole("link", { name: "Fullscreen" })).toBeFocused();

  // The Exit button too, and the search carries over to the page.
  await page.getByRole("link", { name: "Fullscreen" }).click();
  await expect(fullscreen).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(fullscreen).toHaveCount(0);
  await page.getByRole("link", { name: "Fullscreen" }).click();
  await fullscreen.getByPlaceholder("Search jobs, companies, or positions...").fill("hooli");
  await fullscreen.getByRole("link", { name: "Exit" }).click();
  await expect(fullscreen).toHaveCount(0);
  await expect(page.getByPlaceholder("Search jobs, companies, or positions...")).toHaveValue("hooli");
  await expect(card(page, "iOS Engineer")).toHaveCount(0);
  await expect(card(page, "SRE")).toBeVisible();
});

test("an edit saved after the job changed elsewhere is refused; 'Reload latest' keeps the typed text and the next save wins", async ({
  page,
  login,
}) => {
  const { api } = await login({ title: "Data Engineer", company: "Globex" });

  await page.goto("/jobtracker");
  await card(page, "Data Engineer").click();
  const detail = page.getByRole("dialog", { name: "Data Engineer" });
  await detail.getByRole("button", { name: "Edit Details" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Job" });
  await edit.getByLabel("Notes").fill("Asked about the on-call rotation.");

  // Meanwhile, another tab changes the salary.
  const job = (await api.jobs())[0]!;
  await api.put(`/api/jobs/${job.id}`, { ...job, salary: "150k", version: job.version });

  await edit.getByRole("button", { name: "Save Changes" }).click();
  const alert = edit.getByRole("alert").filter({ hasText: "This job changed elsewhere." });
  await expect(alert).toBeVisible();
  await expect(edit.getByLabel("Notes")).toHaveValue("Asked about the on-call rotation.");
  await page.screenshot({ path: test.info().outputPath("job-conflict.png") });

  await alert.getByRole("button", { name: "Reload latest" }).click();
  await expect(alert).toBeHidden();
  await expect(edit.getByLabel("Notes")).toHaveValue("Asked about the on-call rotation.");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  const saved = await api.get(`/api/jobs/${job.id}`);
  expect(saved.data.job).toMatchObject({ notes: "Asked about the on-call rotation.", salary: "150k", version: 3 });
});

test("Add Job with the Application Date cleared says it is required and adds nothing", async ({ page, login }) => {
  await login();
  await page.goto("/jobtracker");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const addDialog = await fillNewJob(page, { title: "Frontend Engineer", company: "Acme" });
  // The dialog starts on today (the spec's default); a cleared date is refused, not silently today.
  await expect(addDialog.getByLabel("Application Date")).not.toHaveValue("");
  await addDialog.getByLabel("Application Date").fill("");
  await addDialog.getByRole("button", { name: "Add Job" }).click();
  await expect(addDialog.getByText("Application date is required")).toBeVisible();
  await expect(page.getByText("Please fix the errors before submitting")).toBeVisible();
  await expect(addDialog).toBeVisible();
  await expectCounts(page, { applied: 0 });

  await addDialog.getByLabel("Application Date").fill("2026-11-02");
  await expect(addDialog.getByText("Application date is required")).toBeHidden();
  await addDialog.getByRole("button", { name: "Add Job" }).click();
  await expect(page.getByText("Job added successfully!")).toBeVisible();
  await expectCounts(page, { applied: 1 });
});

test("a long column shows its first cards with 'Show more'; a card's details are fetched when it opens, and a failed fetch keeps the board", async ({
  page,
  login,
}) => {
  const { api } = await login();
  for (let i = 0; i < 12; i++) await api.createJob({ title: `Role ${i}`, company: "Bulk Co" });

  await page.goto("/jobtracker");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const applied = column(page, "applied");
  await expect(applied.locator("[data-job-card]")).toHaveCount(10);
  await expect(applied.locator("[data-column-count]")).toHaveText(/^12\b/);
  await expect(page.locator('[data-count-tile="applied"] dd')).toHaveText("12");
  await applied.getByRole("link", { name: "Show 2 more in Applied (2 hidden)" }).click();
  await expect(applied.locator("[data-job-card]")).toHaveCount(12);
  await expect(page).toHaveURL(/more=applied\.1/);
  await expect(applied.locator("[data-show-more]")).toHaveCount(0);

  // The board holds card data only: the detail comes from the detail route when the card opens.
  const details = page.waitForResponse((response) => /\/jobtracker\/[^/]+\/details$/.test(new URL(response.url()).pathname));
  await card(page, "Role 11").click();
  expect((await details).status()).toBe(200);
  await expect(page.getByRole("dialog", { name: "Role 11" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A slow detail: the card says so after a moment (a quick one opens without that in-between state).
  await page.route("**/details", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await route.continue();
  });
  await card(page, "Role 5").click();
  await expect(card(page, "Role 5")).toHaveAttribute("aria-busy", "true");
  await expect(card(page, "Role 5")).toContainText("Opening…");
  await expect(page.getByRole("dialog", { name: "Role 5" })).toBeVisible();
  await expect(card(page, "Role 5")).not.toHaveAttribute("aria-busy");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.unroute("**/details");

  // A detail that cannot be read: the spec's message, no dialog, the board as it was.
  await page.route("**/details", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }));
  await card(page, "Role 3").click();
  await expect(page.getByText("Failed to load jobs")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).not.toHaveURL(/job=/);
  await expect(applied.locator("[data-job-card]")).toHaveCount(12);
});

test("searching, opening a card, closing it and moving a card run no loader again (issue 16)", async ({ page, login }) => {
  await login({ title: "Quiet Role", company: "Calm Co" }, { title: "Other Role", company: "Busy Co" });

  await page.goto("/jobtracker");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  // Every loader request the page makes from here on (React Router's `.data` GETs) and every post: a move's goes to
  // its resource route (/jobtracker/{id}/status), not through the router.
  const loaderGets: string[] = [];
  const posts: string[] = [];
  page.on("request", (req) => {
    const { pathname } = new URL(req.url());
    if (req.method() !== "GET") posts.push(pathname);
    else if (pathname.endsWith(".data")) loaderGets.push(pathname);
  });

  // The search filters and the query string follows, key by key.
  const search = page.getByPlaceholder("Search jobs, companies, or positions...");
  await search.pressSequentially("calm");
  await expect(page).toHaveURL(/q=calm/);
  await expect(page.locator("[data-job-card]")).toHaveCount(1);
  await search.fill("");
  await expect(page.locator("[data-job-card]")).toHaveCount(2);

  // A card opens its dialog in the page (its details come from the detail route) and closes again.
  await card(page, "Quiet Role").click();
  await expect(page.getByRole("dialog", { name: "Quiet Role" })).toBeVisible();
  await expect(page).toHaveURL(/job=/);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).not.toHaveURL(/job=/);

  // A keyboard move: one post, the card lands in its new column.
  await card(page, "Quiet Role").focus();
  await page.keyboard.press("Space");
  await expect(liveRegion(page)).toContainText("Picked up Quiet Role at Calm Co.");
  await page.keyboard.press("ArrowRight");
  await expect(liveRegion(page)).toContainText("Moved Quiet Role at Calm Co to Interview.");
  await page.keyboard.press("Space");
  await expect(settledCards(page, "interview")).toContainText(["Quiet Role"]);
  await expect(page.getByText("Status updated successfully").first()).toBeVisible();

  expect(posts).toEqual([expect.stringMatching(/^\/jobtracker\/[^/]+\/status$/)]);
  expect(loaderGets).toEqual([]);
});

test("a card opened with a modifier key is left to the browser (a new tab), a plain click opens it in the page", async ({
  page,
  context,
  login,
}) => {
  await login({ title: "Tab Role", company: "Tab Co" });
  await page.goto("/jobtracker");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });

  const opened = context.waitForEvent("page");
  await card(page, "Tab Role").click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).searchParams.get("job")).toBeTruthy();
  await expect(tab.getByRole("dialog", { name: "Tab Role" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await tab.close();

  await card(page, "Tab Role").click();
  await expect(page.getByRole("dialog", { name: "Tab Role" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused Add or Edit form comes back with its errors and what was typed", async ({ page, login }) => {
    const { api } = await login();

    // Add: the company is missing. The form is shown again, open, with the error and the typed title and notes.
    await page.goto("/jobtracker?dialog=add");
    const add = page.getByRole("dialog", { name: "Add New Job" });
    await add.getByLabel("Job Title").fill("Lighthouse Keeper");
    await add.getByLabel("Notes", { exact: true }).fill("Night shifts, sea view");
    await add.getByRole("button", { name: "Add Job" }).click();
    await expect(page).toHaveURL(/\/jobtracker\?dialog=add$/);
    await expect(add.getByText("Company name is required")).toBeVisible();
    await expect(add.getByLabel("Job Title")).toHaveValue("Lighthouse Keeper");
    await expect(add.getByLabel("Notes", { exact: true })).toHaveValue("Night shifts, sea view");
    // Fixed, it is added.
    await add.getByLabel("Company").fill("Coastal Lights");
    await add.getByRole("button", { name: "Add Job" }).click();
    await expect(page).toHaveURL(/\/jobtracker$/);
    await expect(page.getByText("Job added successfully!")).toBeVisible();
    await expect(card(page, "Lighthouse Keeper")).toContainText("Coastal Lights");

    // Edit: the job changed elsewhere after the form was opened. The form comes back with the conflict's message and
    // the typed value; sending it again saves it over the latest version.
    const job = (await api.jobs())[0]!;
    await page.goto(`/jobtracker?job=${job.id}&dialog=edit`);
    const edit = page.getByRole("dialog", { name: "Edit Job" });
    await edit.getByLabel("Location").fill("Cape Point");
    await api.put(`/api/jobs/${job.id}`, { title: "Lighthouse Keeper", company: "Coastal Lights", salary: "$50k" });
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(new RegExp(`job=${job.id}&dialog=edit$`));
    await expect(edit.getByText("This job was changed elsewhere.")).toBeVisible();
    await expect(edit.getByLabel("Location")).toHaveValue("Cape Point");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Job updated successfully!")).toBeVisible();
    const saved = await api.get(`/api/jobs/${job.id}`);
    expect(saved.data.job).toMatchObject({ location: "Cape Point" });
  });
});
