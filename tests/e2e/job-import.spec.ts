// Issue 18 section 1 in the browser: add a job from its posting URL. The fixture pages are served by this spec on
// 127.0.0.1 (the Worker under `npm start` runs with ENVIRONMENT=development, where loopback is allowed). A refused
// URL shows its message and loses nothing typed; a fixture fills the fields (a pending state while it is read); the same job already on the board
// shows "You already track this job" with a link to it; Add Job still adds it.
import AxeBuilder from "@axe-core/playwright";
import { startPostingsServer } from "../fixtures/job-postings/server";
import { expect, registerThroughApi, test } from "./fixtures";

let postings: Awaited<ReturnType<typeof startPostingsServer>>;
test.beforeAll(async () => {
  postings = await startPostingsServer();
});
test.afterAll(async () => {
  await postings?.close();
});

test("add a job from a posting URL, warned that it is already tracked", async ({ page, request, account }) => {
  await registerThroughApi(request, account);
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  const { token } = await login.json();
  // The same posting, saved before under other spacing and case.
  const existing = await page.request.post("/api/jobs", {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: "senior frontend engineer", company: "NORTHWIND  Labs" },
  });
  const existingId = (await existing.json()).data.job.id as string;

  await page.goto("/jobtracker");
  await page.getByRole("link", { name: "Add New Job" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Job" });
  const urlInput = dialog.getByLabel("Paste a job posting URL");

  // A refusal says why, and keeps what was typed.
  await dialog.getByLabel("Notes").fill("Referred by Sam");
  await urlInput.fill("http://169.254.169.254/latest/meta-data/");
  await urlInput.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText("This link points to a private or local network address and can't be imported");
  await expect(dialog.getByLabel("Notes")).toHaveValue("Referred by Sam");
  await expect(page.getByText("Please fix the errors before submitting")).toHaveCount(0);

  // Enter in the URL field imports (it does not add the job): pending while the page is read, then the fields fill in.
  const postingUrl = `http://127.0.0.1:${postings.port}/postings/greenhouse.html?delay=1000`;
  await urlInput.fill(postingUrl);
  await urlInput.press("Enter");
  await expect(dialog.getByRole("button", { name: "Reading page..." })).toBeDisabled();
  await expect(dialog.getByLabel("Job Title")).toHaveValue("Senior Frontend Engineer");
  await expect(dialog.getByLabel("Company")).toHaveValue("Northwind Labs");
  await expect(dialog.getByLabel("Location")).toHaveValue("Berlin, DE");
  await expect(dialog.getByLabel("Salary Range")).toHaveValue("€85,000 - €105,000 per year");
  await expect(dialog.getByLabel("Job URL")).toHaveValue(postingUrl);
  await expect(dialog.getByLabel("Job Description")).toHaveValue(/^Employment type: Full-time\n\nNorthwind Labs builds tools/);
  await expect(dialog.getByLabel("Notes")).toHaveValue("Referred by Sam");
  await expect(dialog.getByRole("status").filter({ hasText: "Filled from the posting" })).toBeVisible();
  // A saved posting starts in the Wishlist, with no application date yet (issue 31).
  await expect(dialog.getByLabel("Status")).toHaveValue("wishlist");
  await expect(dialog.getByLabel("Application Date")).toHaveValue("");

  // Already applied? The notice links to the job already tracked.
  const notice = dialog.getByRole("status").filter({ hasText: "You already track this job" });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole("link", { name: "senior frontend engineer at NORTHWIND Labs" })).toHaveAttribute(
    "href",
    `/jobtracker?job=${existingId}`,
  );
  const axe = await new AxeBuilder({ page }).include("dialog").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);

  // The user can still add it.
  await dialog.getByRole("button", { name: "Add Job" }).click();
  await expect(page.getByText("Job added successfully!")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('section[data-column="applied"] [data-job-card]').filter({ hasText: "Northwind Labs" })).toHaveCount(1);
  await expect(page.locator('section[data-column="wishlist"] [data-job-card]').filter({ hasText: "Northwind Labs" })).toHaveCount(1);
});
