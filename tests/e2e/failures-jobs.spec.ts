// Issue 14 part 2 on the job board: a lost connection or a failing server never loses the page. Every save is tried
// offline and against an answer the browser cannot use (tests/e2e/failing-network.ts): the page and what was typed
// stay, an optimistic change reverts, and the spec's message shows. The other pages: failures-pages.spec.ts.
import type { Page } from "@playwright/test";
import { card, cardsIn, dragCard, fillNewJob } from "./board";
import { breakPosts, expectNoErrorScreen, failureTrier, OFFLINE_AND_500 } from "./failing-network";
import { expect, recordToasts, test } from "./fixtures";

const expectApplied = (page: Page, title: string) => expect(cardsIn(page, "applied")).toContainText([title]);

test.describe("offline or failing server", () => {
  test("a board drag and the status dropdown revert with the spec's messages", async ({ page, context, login }) => {
    await login({ title: "Platform Engineer", company: "Initech" });
    const failEachWay = failureTrier(page, context, await recordToasts(page));
    await page.goto("/jobtracker");
    // The drag code loads on the board's first use (ADR 0010): the pointer over the board fetches it before the
    // connection drops (offline before any use, the board stays static: cards still open, no drag).
    await card(page, "Platform Engineer").hover();
    await expect(page.locator('[id^="DndLiveRegion"]')).toHaveCount(1);

    await failEachWay(
      "Failed to update job status",
      () => dragCard(page, "Platform Engineer", "interview"),
      async () => {
        await expectApplied(page, "Platform Engineer");
        await expect(cardsIn(page, "interview")).toHaveCount(0);
      },
      // A move posts to its own resource route (jobStatusPath), not the page's action.
      { url: /\/jobtracker\/[^/]+\/status$/ },
    );

    await card(page, "Platform Engineer").click();
    const detail = page.getByRole("dialog", { name: "Platform Engineer" });
    // Open (its code loaded) before the connection drops.
    await expect(detail.getByLabel("Status")).toBeVisible();
    await failEachWay(
      "Failed to update status",
      () => detail.getByLabel("Status").selectOption("offer"),
      () => expect(detail.getByLabel("Status")).toHaveValue("applied"),
      OFFLINE_AND_500,
    );
    await page.keyboard.press("Escape");
    await page.reload();
    await expectApplied(page, "Platform Engineer");
  });

  test("adding, editing and deleting a job keep the dialog and the typed data", async ({ page, context, login }) => {
    await login({ title: "Site Reliability Engineer", company: "Hooli" });
    const toastSeen = await recordToasts(page);
    const failEachWay = failureTrier(page, context, toastSeen);
    await page.goto("/jobtracker");

    const add = await fillNewJob(page, { title: "Frontend Engineer", company: "Acme" });
    await failEachWay(
      "Failed to add job",
      () => add.getByRole("button", { name: "Add Job" }).click(),
      async () => {
        await expect(add.getByLabel("Job Title")).toHaveValue("Frontend Engineer");
        await expect(card(page, "Frontend Engineer")).toHaveCount(0);
      },
      OFFLINE_AND_500,
    );

    await page.goto("/jobtracker");
    await card(page, "Site Reliability Engineer").click();
    await page.getByRole("dialog", { name: "Site Reliability Engineer" }).getByRole("button", { name: "Edit Details" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Job" });
    await edit.getByLabel("Company").fill("Hooli XYZ");
    await failEachWay(
      "Failed to update job",
      () => edit.getByRole("button", { name: "Save Changes" }).click(),
      () => expect(edit.getByLabel("Company")).toHaveValue("Hooli XYZ"),
      OFFLINE_AND_500,
    );

    await page.goto("/jobtracker");
    await card(page, "Site Reliability Engineer").click();
    const detail = page.getByRole("dialog", { name: "Site Reliability Engineer" });
    const confirm = page.getByRole("alertdialog", { name: "Delete Job Application" });
    for (const [attempt, mode] of OFFLINE_AND_500.modes.entries()) {
      // The confirmation opens while the connection still works; only its Yes meets the failure.
      await detail.getByRole("button", { name: "Delete", exact: true }).click();
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
    login,
  }) => {
    const { api } = await login({ title: "Robotics Engineer", company: "Acme Robotics" });
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
      () => expect(dialog.getByLabel("Follow-up date")).toHaveValue("2031-03-04"),
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

    // The application's tracked link (the page action's portfolio-link intent): its message, no link shown, the button
    // usable again.
    const copyLink = dialog.getByRole("button", { name: "Copy portfolio link for this application" });
    await failEachWay(
      "Failed to create the link. Please try again.",
      () => copyLink.click(),
      async () => {
        await expect(dialog.getByTestId("application-link")).toHaveCount(0);
        await expect(copyLink).toBeEnabled();
      },
    );

    // Nothing was saved: the job has no follow-up, interview or contact.
    const job = (await api.jobs())[0]!;
    expect(job).toMatchObject({ followUpAt: null, interviews: [], contacts: [] });
  });
});
