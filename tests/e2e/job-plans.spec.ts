// Issue 18 §2-3 in the browser: schedule an interview and a follow-up in the job's detail dialog (in the browser's own
// time zone), see them on the card and in the board's "This week" strip, add a contact with its vCard link; a
// schedule that fails (offline) keeps what was typed and says so, also before the dialog's own code has loaded.
import type { Page } from "@playwright/test";
import { expect, registerThroughApi, test } from "./fixtures";

test.use({ timezoneId: "Asia/Kolkata" });

async function createJob(page: Page, job: { title: string; company: string }) {
  const response = await page.request.post("/api/jobs", { data: job, headers: { Origin: new URL(page.url() || "http://x").origin } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.job as { id: string };
}

/** Tomorrow at 10:30 in the browser's zone, as a datetime-local value. */
function tomorrowAt1030() {
  const date = new Date(Date.now() + 86_400_000);
  const ist = new Date(date.getTime() + 330 * 60_000); // Asia/Kolkata is UTC+5:30
  return `${ist.toISOString().slice(0, 10)}T10:30`;
}

test("schedule an interview and a follow-up: the card and the week strip show them; a contact gets a vCard; offline keeps the typed notes", async ({
  page,
  request,
  account,
}) => {
  await registerThroughApi(request, account);
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  await page.goto("/jobtracker");
  // The page remembers the browser's zone (a cookie): the next pages render interview times in it.
  await page.waitForFunction(() => document.cookie.includes("vitrine_tz="));
  const job = await createJob(page, { title: "Platform Engineer", company: "Acme Robotics" });

  await page.goto(`/jobtracker?job=${job.id}`);
  const dialog = page.getByRole("dialog", { name: "Platform Engineer" });
  await expect(dialog.getByText("No interviews scheduled yet.")).toBeVisible();
  // The server-rendered dialog is React's once it has moved to the top layer (before that, the next test's case).
  await page.waitForFunction(() => document.querySelector("dialog:popover-open"));

  await dialog.getByText("Schedule an interview").click();
  // Offline: the schedule fails with the intent's message and the form keeps what was typed.
  await dialog.getByLabel("Date and time").fill(tomorrowAt1030());
  await dialog.getByLabel("Type").selectOption({ label: "Technical" });
  await dialog.getByLabel("Notes (optional)").fill("System design with the platform team");
  await page.context().setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  await dialog.getByRole("button", { name: "Schedule interview" }).click();
  // The intent's message, then why: the connection (issue 31, "Offline says offline").
  await expect(
    page.getByText("Failed to update job. No internet connection. Please check your network and try again.", { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByLabel("Notes (optional)")).toHaveValue("System design with the platform team");
  await page.context().setOffline(false);
  await page.waitForFunction(() => navigator.onLine);

  // Enter in the form submits it (the primary button).
  await dialog.getByLabel("Notes (optional)").press("Enter");
  await expect(page.getByText("Interview scheduled", { exact: true })).toBeVisible();
  const row = dialog.getByTestId("interview-row");
  await expect(row).toContainText("Technical");
  await expect(row).toContainText("10:30 AM GMT+5:30");
  await expect(row).toContainText("System design with the platform team");
  await expect(dialog.getByLabel("Notes (optional)")).toHaveValue("");
  await expect(dialog.getByRole("link", { name: "Add to calendar (.ics)" })).toHaveAttribute("href", `/api/jobs/${job.id}/interviews.ics`);

  // A follow-up date today.
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  await dialog.getByLabel("Follow-up date").fill(today);
  await dialog.getByRole("button", { name: "Save date" }).click();
  await expect(page.getByText("Follow-up date saved", { exact: true })).toBeVisible();

  // A contact, with its vCard.
  await dialog.getByText("Add a contact").click();
  await dialog.getByLabel("Name").fill("Dana Scully");
  await dialog.getByLabel("Role").fill("Recruiter");
  await dialog.getByLabel("Email").fill("dana@acme.example");
  await dialog.getByRole("button", { name: "Add contact" }).click();
  await expect(page.getByText("Contact added", { exact: true })).toBeVisible();
  const contact = dialog.getByTestId("contact-card");
  await expect(contact).toContainText("Dana Scully");
  await expect(contact.getByRole("link", { name: "Download vCard for Dana Scully" })).toHaveAttribute(
    "href",
    new RegExp(`^/api/jobs/${job.id}/contacts/[\\w-]+/vcard$`),
  );

  // The card and the strip follow without a reload, and after one.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const strip = page.getByRole("region", { name: "This week" });
  for (let pass = 0; pass < 2; pass++) {
    const card = page.locator("[data-job-card]").filter({ hasText: "Platform Engineer" });
    // The follow-up (due today) comes before tomorrow's interview.
    await expect(card.getByTestId("job-card-next")).toContainText("Follow-up due");
    await expect(strip.getByRole("link")).toHaveText([
      /Follow-up due.*Platform Engineer.*Acme Robotics/,
      /10:30 AM GMT\+5:30.*Technical: Platform Engineer.*Acme Robotics/,
    ]);
    if (pass === 0) await page.reload();
  }
  await strip.getByRole("link", { name: /Technical: Platform Engineer/ }).click();
  await expect(dialog).toBeVisible();
});

test("a dialog opened by its URL keeps the page and what was typed when sent offline before its code has loaded, then schedules once", async ({
  page,
  request,
  account,
}) => {
  await registerThroughApi(request, account);
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  await page.goto("/jobtracker");
  const job = await createJob(page, { title: "Site Reliability Engineer", company: "Acme Robotics" });

  // The dialog's code is held back: the server's HTML of the dialog shows, and React has not taken it over yet.
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/\/assets\/job-detail-dialog-[\w-]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto(`/jobtracker?job=${job.id}`);
  const dialog = page.getByRole("dialog", { name: "Site Reliability Engineer" });
  await dialog.getByText("Schedule an interview").click();
  await dialog.getByLabel("Date and time").fill(tomorrowAt1030());
  await dialog.getByLabel("Notes (optional)").fill("Meet the on-call team");
  await page.context().setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);

  // Without React the form would post as a document, and offline the browser's error page would replace everything.
  await dialog.getByRole("button", { name: "Schedule interview" }).click();
  await expect(page.getByText("No internet connection. Please check your network and try again.", { exact: true })).toBeVisible();
  expect(page.url()).toContain(`/jobtracker?job=${job.id}`);
  await expect(dialog.getByLabel("Notes (optional)")).toHaveValue("Meet the on-call team");

  // The code's request fails while offline: the dialog stays as it is (no "could not be loaded" in its place) and
  // loads once the connection is back, keeping what was typed.
  const codeFailed = page.waitForEvent("requestfailed", (failed) => failed.url().includes("/assets/job-detail-dialog-"));
  releaseCode();
  await codeFailed;
  await expect(page.getByText("This part of the page could not be loaded.", { exact: false })).toHaveCount(0);
  await expect(dialog.getByLabel("Notes (optional)")).toHaveValue("Meet the on-call team");
  await page.context().setOffline(false);
  await page.waitForFunction(() => document.querySelector("dialog:popover-open"));
  await expect(dialog.getByLabel("Notes (optional)")).toHaveValue("Meet the on-call team");

  // Enter sends it, once (nothing of the offline attempt is replayed).
  await dialog.getByLabel("Notes (optional)").press("Enter");
  await expect(page.getByText("Interview scheduled", { exact: true })).toBeVisible();
  await expect(dialog.getByTestId("interview-row")).toHaveCount(1);
  await expect(dialog.getByTestId("interview-row")).toContainText("Meet the on-call team");
  const interviews = await page.request.get(`/api/jobs/${job.id}`);
  expect(((await interviews.json()).data.job.interviews as unknown[]).length).toBe(1);
});
