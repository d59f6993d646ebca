// Issue 31 §2 "Offline says offline": a board drag, Add Job and "Fill from URL" that fail for lack of a connection
// say so, in the profile's words ("No internet connection. Please check your network and try again."), after what
// failed; the page and what was typed stay. A failing server still says only what failed.
import { card, cardsIn, dragCard, fillNewJob } from "./board";
import { breakPosts, expectNoErrorScreen } from "./failing-network";
import { expect, recordToasts, test } from "./fixtures";

const OFFLINE = "No internet connection. Please check your network and try again.";

test("a drag, Add Job and Fill from URL made offline say the connection is why", async ({ page, context, login }) => {
  await login({ title: "Platform Engineer", company: "Initech" });
  const toastSeen = await recordToasts(page);
  await page.goto("/jobtracker");
  // The drag code loads on the board's first use: the pointer over the board fetches it while still online.
  await card(page, "Platform Engineer").hover();
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveCount(1);

  let restore = await breakPosts(page, context, "offline");
  await dragCard(page, "Platform Engineer", "interview");
  await toastSeen(`Failed to update job status. ${OFFLINE}`);
  await expectNoErrorScreen(page);
  await expect(cardsIn(page, "applied")).toHaveText([/Platform Engineer/]);
  await restore();

  // A bare 500 is no connection problem: it says only what failed.
  restore = await breakPosts(page, context, "500", /\/jobtracker\/[^/]+\/status$/);
  await dragCard(page, "Platform Engineer", "interview");
  await toastSeen("Failed to update job status");
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __toastsSeen: string[] }).__toastsSeen.filter((t) => t.includes("No internet")).length),
    )
    .toBe(1);
  await restore();

  // Add Job: the dialog opens online (its code loaded), then the connection drops; what was typed stays.
  const add = await fillNewJob(page, { title: "Frontend Engineer", company: "Acme" });
  restore = await breakPosts(page, context, "offline");
  await add.getByRole("button", { name: "Add Job" }).click();
  await toastSeen(`Failed to add job. ${OFFLINE}`);
  await expectNoErrorScreen(page);
  await expect(add.getByLabel("Job Title")).toHaveValue("Frontend Engineer");

  // Fill from URL, still offline: its own message says so under the field.
  await add.getByLabel("Paste a job posting URL").fill("https://jobs.example.com/postings/1");
  await add.getByRole("button", { name: "Fill from URL" }).click();
  await expect(add.getByRole("alert").filter({ hasText: "Failed to read the job posting" })).toHaveText(
    `Failed to read the job posting. ${OFFLINE}`,
  );
  await expect(add.getByLabel("Job Title")).toHaveValue("Frontend Engineer");
  await restore();

  // Back online, the same dialog adds the job.
  await add.getByRole("button", { name: "Add Job" }).click();
  await expect(add).toHaveCount(0);
  await expect(card(page, "Frontend Engineer")).toHaveCount(1);
});
