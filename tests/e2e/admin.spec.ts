// Admin journeys (spec part 2 "Admin panel", "4. Admin users", "6. Roles", "8. Admin"): the seeded admin signs in,
// searches and filters the Users page (state in the URL, kept on reload), suspends a user (whose token stops
// working at once), bulk-activates, exports the CSV, and sends a notification that the user sees in the bell and
// marks read. A regular user gets Access Denied (HTTP 403) on /admin and /admin1, and the admin API refuses them.
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { ADMIN, expect, recordToasts, registerThroughApi, signInThroughUi, test, type TestAccount } from "./fixtures";

async function apiLogin(request: APIRequestContext, account: Pick<TestAccount, "email" | "password">) {
  return request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
}

async function tokenOf(request: APIRequestContext, account: TestAccount): Promise<string> {
  const login = await apiLogin(request, account);
  expect(login.status()).toBe(200);
  return (await login.json()).token as string;
}

/** Opens the bell of `account` in a browser of its own and hands `check` its notification titled `title`. */
async function inBellOf(browser: Browser, account: TestAccount, title: string, check: (item: Locator, userPage: Page) => Promise<void>) {
  const userContext = await browser.newContext();
  try {
    const userPage = await userContext.newPage();
    expect((await apiLogin(userPage.request, account)).status()).toBe(200);
    await userPage.goto("/jobtracker");
    await userPage.waitForSelector("html[data-hydrated]", { state: "attached" });
    await userPage.getByTestId("notifications-menu").locator("summary").click();
    const item = userPage.getByTestId("notification-item").filter({ hasText: title });
    await expect(item).toBeVisible();
    await check(item, userPage);
  } finally {
    await userContext.close();
  }
}

const rows = (page: Page) => page.locator("[data-user-row]");
const row = (page: Page, email: string) => page.locator(`[data-user-row="${email}"]`);

test("admin searches, filters, suspends, bulk-activates, exports and notifies a user", async ({
  page,
  browser,
  request,
  account,
  registerAccount,
}) => {
  test.setTimeout(120_000);
  // A tag shared by this test's two users only, so the search shows exactly them among everyone's test users.
  const tag = `Adm${Date.now().toString(36)}${process.pid}`;
  const target: TestAccount = { ...account, lastName: tag };
  await registerThroughApi(request, target);
  const other = await registerAccount({ firstName: "Robin", lastName: tag });
  const targetToken = await tokenOf(request, target);
  const seenToast = await recordToasts(page);

  // Admin signs in and opens the panel.
  await signInThroughUi(page, ADMIN);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await expect(page.getByTestId("stat-tile").locator("dt")).toHaveText(["Total Users", "Active Users", "Deployed", "Premium Users"]);

  // Search (name/username/email) narrows the list to this test's users; the query lands in the URL.
  await page.getByPlaceholder("Search users...").fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(rows(page)).toHaveCount(2);
  await page.getByPlaceholder("Search users...").fill(other.username);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, other.email)).toBeVisible();
  await page.getByPlaceholder("Search users...").fill(tag);
  await expect(rows(page)).toHaveCount(2);

  // Suspend the target: the notice, the badge, and their token is refused at once.
  await row(page, target.email)
    .getByRole("button", { name: `Suspend Taylor ${tag}` })
    .click();
  await seenToast("User suspended successfully");
  await expect(row(page, target.email).locator('[data-status="suspended"]')).toBeVisible();
  const refused = await request.get("/api/auth/profile", { headers: { Authorization: `Bearer ${targetToken}` } });
  expect(refused.status()).toBe(401);
  expect((await apiLogin(request, target)).status()).not.toBe(200);

  // Status filter (kept on reload), then a plan filter with no match shows the empty state.
  await page.getByLabel("Status").selectOption("suspended");
  await expect(page).toHaveURL(/[?&]status=suspended/);
  await expect(rows(page)).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("suspended");
  await expect(page.getByPlaceholder("Search users...")).toHaveValue(tag);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, target.email)).toBeVisible();
  await page.getByLabel("Plan").selectOption("premium");
  await expect(page.getByText("No users found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();

  // Bulk activation of both users (grid view this time).
  await page.goto(`/admin?q=${tag}&view=grid`);
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole("checkbox", { name: "Select all users" }).check();
  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await expect(bulk).toContainText("2 users selected");
  await bulk.getByRole("button", { name: "Activate" }).click();
  await seenToast("2 users activated successfully");
  await expect(bulk).toBeHidden();
  await expect(row(page, target.email).locator('[data-status="active"]')).toBeVisible();
  expect((await apiLogin(request, target)).status()).toBe(200);

  // Export: a CSV download named by date with the header and this test's users.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^ID,First Name,Last Name,Username,Email,Role,Status,Plan/);
  expect(lines.find((l) => l.includes(target.email))).toContain(tag);
  expect(lines.find((l) => l.includes(other.email))).toContain("active");
  await seenToast("Users exported successfully");

  // Details modal → Send Message opens the dashboard's sender with the user preselected.
  await row(page, target.email).getByRole("link", { name: "View details of Taylor" }).click();
  const details = page.getByRole("dialog", { name: "User Details" });
  await expect(details).toContainText(target.email);
  await expect(details.getByRole("button", { name: "Edit User" })).toBeDisabled();
  await details.getByRole("link", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/admin1\?tab=notifications&to=/);
  await expect(page.getByRole("checkbox", { name: new RegExp(target.email) })).toBeChecked();

  const send = page.getByRole("button", { name: "Send Notification" });
  await expect(send).toBeDisabled();
  const title = `Hello ${tag}`;
  await page.getByLabel("Title").fill(title);
  await expect(send).toBeDisabled();
  await page.getByLabel("Message").fill("Your account was reviewed by an administrator.");
  await expect(page.getByText(`${"Your account was reviewed by an administrator.".length}/500`)).toBeVisible();
  await page.getByLabel("Action URL").fill("not a url");
  await send.click();
  await expect(page.getByText("Action URL must be a valid URL")).toBeVisible();
  await page.getByLabel("Action URL").fill("/portfolio");
  await send.click();
  await seenToast("Notification sent to 1 user");
  await expect(page.getByLabel("Title")).toHaveValue("");

  // The user sees it in the bell and marks it read.
  await inBellOf(browser, target, title, async (item, userPage) => {
    await expect(item).toHaveAttribute("data-read", "false");
    await item.getByRole("button", { name: `Mark "${title}" as read` }).click();
    await expect(item).toHaveAttribute("data-read", "true");
    // The item shows read at once (optimistically); the server's answer may still be on its way.
    await expect
      .poll(async () => {
        const list = await userPage.request.get("/api/notifications");
        return ((await list.json()).data.notifications as Array<{ title: string; isRead: boolean }>).find((n) => n.title === title)?.isRead;
      })
      .toBe(true);
  });
});

test("a regular user gets Access Denied on /admin and /admin1, and the admin API refuses them", async ({
  page,
  browser,
  request,
  account,
}) => {
  await registerThroughApi(request, account);
  const token = await tokenOf(request, account);
  expect((await apiLogin(page.request, account)).status()).toBe(200);

  for (const path of ["/admin", "/admin1"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this section")).toBeVisible();
    await expect(page.getByText(/Administrator privileges/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
  }
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);

  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.get("/api/admin/users", { headers: auth })).status()).toBe(403);
  expect((await request.patch("/api/admin/users/bulk", { headers: auth, data: { userIds: ["x"], action: "suspend" } })).status()).toBe(403);
  expect(
    (await request.post("/api/notifications/send", { headers: auth, data: { title: "t", message: "m", isGlobal: true } })).status(),
  ).toBe(403);
  expect((await page.request.get("/admin/users/export")).status()).toBe(403);
  // The page action refuses too (a forged post from a signed-in non-admin).
  const forged = await page.request.post("/admin", {
    form: { intent: "status", userId: "x", userAction: "suspend" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(forged.status()).toBe(403);

  // Signed-out visitors are sent to sign in.
  const anonymous = await browser.newContext();
  try {
    const visitor = await anonymous.newPage();
    await visitor.goto("/admin1");
    await expect(visitor).toHaveURL(/\/signin/);
  } finally {
    await anonymous.close();
  }
});

test("an announcement: the sent notice goes away after 4 s and the bell labels it an announcement", async ({
  page,
  browser,
  request,
  account,
}) => {
  await registerThroughApi(request, account);
  const adminLogin = await apiLogin(request, ADMIN);
  const adminToken = (await adminLogin.json()).token as string;
  const listed = await request.get("/api/admin/users", { headers: { Authorization: `Bearer ${adminToken}` } });
  const target = ((await listed.json()).users as Array<{ id: string; email: string }>).find((u) => u.email === account.email);
  expect(target).toBeTruthy();

  await signInThroughUi(page, ADMIN);
  // The page's timers run on Playwright's clock, so "4 s" is measured exactly whatever the machine's load.
  await page.clock.install();
  await page.goto(`/admin1?tab=notifications&to=${target?.id}`);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const title = `Maintenance ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Message").fill("The site is down for maintenance on Sunday.");
  await page.getByLabel("Type").selectOption("announcement");
  // From here the page's time moves only when the test says so (a loaded machine cannot eat the notice's 4 s).
  await page.clock.pauseAt(Date.now() + 100);
  await page.getByRole("button", { name: "Send Notification" }).click();
  const notice = page.locator("form p[role=status]", { hasText: "Notification sent to 1 user" });
  await expect(notice).toBeVisible();
  await page.clock.runFor(3500);
  await expect(notice).toBeVisible();
  await page.clock.runFor(600);
  await expect(notice).toBeHidden();

  await inBellOf(browser, account, title, async (item) => {
    await expect(item.getByTitle("Announcement")).toBeVisible();
    await expect(item).toContainText("Announcement:");
    await expect(item.getByTitle("Info")).toHaveCount(0);
  });
});

test("the admin users list pages with Next page and First page", async ({ page, request, account, registerAccount }) => {
  // Two users of this test only (a shared tag); one a page, so the second is on page 2.
  const tag = `Pg${Date.now().toString(36)}${process.pid}`;
  const older: TestAccount = { ...account, lastName: tag };
  await registerThroughApi(request, older);
  const newer = await registerAccount({ firstName: "Robin", lastName: tag });
  await signInThroughUi(page, ADMIN);
  await page.goto(`/admin?q=${tag}&limit=1`);
  const pages = page.getByRole("navigation", { name: "User list pages" });
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, newer.email)).toBeVisible();
  await expect(page.getByText("Showing 1 of 2 users")).toBeVisible();
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(row(page, older.email)).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
  await pages.getByRole("link", { name: "First page" }).click();
  await expect(row(page, newer.email)).toBeVisible();
});

test("the sender's picker searches and pages on the server, keeps picked users and preselects ?to= users beyond the first page", async ({
  page,
  request,
  account,
  registerAccount,
}) => {
  test.setTimeout(120_000);
  // Three users of this test (a shared tag): the target first, so with two users a page it is beyond the first page.
  const tag = `Pk${Date.now().toString(36)}${process.pid}`;
  const target: TestAccount = { ...account, lastName: tag };
  await registerThroughApi(request, target);
  const newer: TestAccount[] = [];
  for (const i of [1, 2]) newer.push(await registerAccount({ firstName: "Robin", lastName: `${tag}N${i}` }));
  const adminToken = (await (await apiLogin(request, ADMIN)).json()).token as string;
  const listed = await request.get(`/api/admin/users?q=${encodeURIComponent(target.email)}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const targetId = ((await listed.json()).users as Array<{ id: string }>)[0]!.id;
  const checkbox = (email: string) => page.getByRole("checkbox", { name: new RegExp(email) });
  const users = page.getByRole("list", { name: "Users" });

  await signInThroughUi(page, ADMIN);
  const seenToast = await recordToasts(page);
  // Two users a page: the page brings the newest two, not the target.
  await page.goto("/admin1?limit=2");
  await expect(users.getByRole("checkbox")).toHaveCount(2);
  await expect(checkbox(target.email)).toHaveCount(0);
  // "Show more users" appends the next page.
  await users.getByRole("link", { name: "Show more users" }).click();
  await expect(users.getByRole("checkbox")).toHaveCount(4);

  // The search asks the server: the target is found, picked, and stays picked (named) while another search shows others.
  const search = page.getByRole("searchbox", { name: "Search recipients" });
  await search.fill(target.email);
  await expect(users.getByRole("checkbox")).toHaveCount(1);
  await checkbox(target.email).check();
  await search.fill(`${tag}N2`);
  await expect(checkbox(newer[1]!.email)).toBeVisible();
  await expect(checkbox(target.email)).toBeChecked();
  await expect(users).toContainText(`Taylor ${tag}`);
  await checkbox(newer[1]!.email).check();
  await search.fill("");
  await expect(users.getByRole("link", { name: "Show more users" })).toBeVisible();
  await expect(checkbox(target.email)).toBeChecked();
  await expect(page.getByText("2 selected", { exact: true })).toBeVisible();
  await search.fill(`no-such-user-${tag}`);
  await expect(users.getByText("No users match your search")).toBeVisible();
  await expect(page.getByRole("checkbox", { checked: true })).toHaveCount(2);

  const title = `Picked ${tag}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Message").fill("Found through the server search.");
  await page.getByRole("button", { name: "Send Notification" }).click();
  await seenToast("Notification sent to 2 users");
  const targetToken = await tokenOf(request, target);
  const inbox = await request.get("/api/notifications", { headers: { Authorization: `Bearer ${targetToken}` } });
  expect(((await inbox.json()).data.notifications as Array<{ title: string }>).map((n) => n.title)).toContain(title);

  // Preselected by id, though beyond the first page: listed, named and checked.
  await page.goto(`/admin1?tab=notifications&to=${targetId}&limit=2`);
  await expect(checkbox(target.email)).toBeChecked();
  await expect(users).toContainText(`Taylor ${tag}`);
  await expect(page.getByText("1 recipient selected")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the picker's search is a GET form: the server finds the user, who is then sent to", async ({ page, request, account }) => {
    await registerThroughApi(request, account);
    const login = await page.request.post("/api/auth/login", { data: ADMIN });
    expect(login.status()).toBe(200);
    // One user a page: the page brings one user and a link to the next page.
    await page.goto("/admin1?limit=1");
    const users = page.getByRole("list", { name: "Users" });
    await expect(users.getByRole("checkbox")).toHaveCount(1);
    await expect(users.getByRole("link", { name: "Show more users" })).toHaveAttribute("href", /[?&]cursor=.+&limit=1/);

    await page.getByRole("searchbox", { name: "Search recipients" }).fill(account.email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(account.email).replace(/\./g, "\\.")}`));
    await expect(page.getByRole("searchbox", { name: "Search recipients" })).toHaveValue(account.email);
    await users.getByRole("checkbox", { name: new RegExp(account.email) }).check();
    await page.getByLabel("Title").fill(`No script ${account.username}`);
    await page.getByLabel("Message").fill("Sent without JavaScript.");
    await page.getByRole("button", { name: "Send Notification" }).click();
    await expect(page.getByText("Notification sent to 1 user").first()).toBeVisible();
  });
});
