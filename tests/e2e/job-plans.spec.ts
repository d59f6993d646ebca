// Issue 18 §2-3 in the browser: schedule an interview and a follow-up in the job's detail dialog (in the browser's own
// time zone), see them on the card and in the board's "This week" strip, add a contact with its vCard link; a
// schedule that fails (offline) keeps what was typed and says so.
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
