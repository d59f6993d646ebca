// One save and no silent loss on /profile (issue 31 §1): "Save all changes" saves every unsaved section in one
// request with one toast; Enter in a section's single-line field saves that section; leaving with unsaved changes
// asks first (a link or the back button: "Leave without saving?"; closing the tab: the browser's beforeunload).
import type { Page } from "@playwright/test";
import { PROFILE_WITH_EVERY_SECTION } from "../sample-profile";
import { expect, recordToasts, test, toast } from "./fixtures";

/** One change in each section: its section id, Edit button, field label and new value. */
const CHANGES = [
  { id: "personal", edit: "Edit Personal Information", label: "Phone", value: "9123456780" },
  { id: "professional", edit: "Edit Professional Information", label: "Professional title", value: "Principal Engineer" },
  { id: "experience", edit: "Edit Work Experience", label: "Location", value: "London, UK" },
  { id: "education", edit: "Edit Education", label: "Grade", value: "First class" },
  { id: "projects", edit: "Edit Projects", label: "Project title", value: "Note G, annotated" },
  { id: "certifications", edit: "Edit Certifications", label: "Issuer", value: "Royal Society of London" },
] as const;

/** Counts the editor's posts to the /profile action (a fetcher's `.data` request). */
function countProfilePosts(page: Page) {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/profile.data") posts += 1;
  });
  return () => posts;
}

async function change(page: Page, { id, edit, label, value }: (typeof CHANGES)[number]) {
  const section = page.locator(`#section-${id}`);
  await section.getByRole("button", { name: edit }).click();
  await section.getByLabel(label).fill(value);
  await expect(section.getByText("Unsaved changes")).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, six unsaved sections are saved by "Save all changes" in one request with one toast`, async ({
    page,
    login,
  }) => {
    test.slow(); // six sections edited one by one on a busy machine
    await page.setViewportSize(viewport);
    const { api } = await login();
    await api.put("/api/profiles/me", PROFILE_WITH_EVERY_SECTION);
    const posts = countProfilePosts(page);
    const sawToast = await recordToasts(page);
    await page.goto("/profile");

    const saveAll = page.getByRole("button", { name: "Save all changes" });
    await change(page, CHANGES[0]);
    await expect(saveAll).toHaveCount(0); // one unsaved section: its own Save is enough
    for (const c of CHANGES.slice(1)) await change(page, c);

    const bar = page.getByRole("region", { name: "Unsaved changes" });
    await expect(bar).toContainText("6 unsaved sections");
    // The bar follows the page under the navigation: still in view with the last section scrolled to.
    await expect(saveAll).toBeInViewport();
    await saveAll.click();

    await sawToast("All changes saved successfully!");
    await expect(bar).toHaveCount(0);
    for (const { id } of CHANGES) await expect(page.locator(`#section-${id}`).getByText("Unsaved changes")).toHaveCount(0);
    expect(posts()).toBe(1);
    // Toasts last a few seconds: every one shown was recorded, and there was only the one.
    expect(await page.evaluate(() => (window as unknown as { __toastsSeen: string[] }).__toastsSeen.length)).toBe(1);

    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    for (const { id, value } of CHANGES) await expect(page.locator(`#section-${id}`).getByText(value)).toBeVisible();
  });
}

test("Enter in a single-line field saves its section; Enter in the skills input adds a skill", async ({ page, login }) => {
  const { api } = await login();
  await api.put("/api/profiles/me", PROFILE_WITH_EVERY_SECTION);
  const posts = countProfilePosts(page);
  await page.goto("/profile");

  const personal = page.locator("#section-personal");
  await personal.getByRole("button", { name: "Edit Personal Information" }).click();
  const phone = personal.getByLabel("Phone", { exact: true });
  await phone.fill("9123456780");
  await phone.press("Enter");
  await expect(toast(page, "Personal information saved successfully!")).toBeVisible();
  await expect(personal.getByText("Unsaved changes")).toHaveCount(0);
  expect(posts()).toBe(1);

  const professional = page.locator("#section-professional");
  await professional.getByRole("button", { name: "Edit Professional Information" }).click();
  const skill = professional.getByLabel("Skills", { exact: true });
  await skill.fill("Poetry");
  await skill.press("Enter");
  await expect(professional.getByRole("list", { name: "Skills list" }).getByText("Poetry")).toBeVisible();
  await expect(professional.getByText("Unsaved changes")).toBeVisible();
  expect(posts()).toBe(1);

  const title = professional.getByLabel("Professional title");
  await title.fill("Principal Engineer");
  await title.press("Enter");
  await expect(toast(page, "Professional information saved successfully!")).toBeVisible();
  expect(posts()).toBe(2);
  const saved = (await api.get("/api/profiles/me")).profile;
  expect(saved).toMatchObject({
    phone: "9123456780",
    title: "Principal Engineer",
    skills: [...PROFILE_WITH_EVERY_SECTION.skills, "Poetry"],
  });
});

test("leaving with unsaved changes asks first: Stay keeps them, Leave goes; the back button too", async ({ page, login }) => {
  const { api } = await login();
  await api.put("/api/profiles/me", PROFILE_WITH_EVERY_SECTION);
  // Into the editor from another page, so the back button has a page of the app to go back to.
  await page.goto("/templates");
  await page.getByTestId("user-menu").locator("summary").click();
  await page.getByTestId("user-menu").getByRole("link", { name: "Edit Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // Nothing unsaved: a link just goes.
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Templates", exact: true }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/profile$/);

  await change(page, CHANGES[0]);
  const phone = page.locator("#section-personal").getByLabel("Phone", { exact: true });
  const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });

  await nav.getByRole("link", { name: "Job Tracker" }).click();
  await expect(leave).toBeVisible();
  await expect(leave.getByText("Your unsaved changes will be lost.")).toBeVisible();
  await expect(leave.getByRole("button", { name: "Stay" })).toBeFocused();
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(phone).toHaveValue("9123456780");

  // The back button (to /templates) is held the same way.
  await page.evaluate(() => history.back());
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(phone).toHaveValue("9123456780");

  await nav.getByRole("link", { name: "Job Tracker" }).click();
  await leave.getByRole("button", { name: "Leave" }).click();
  await expect(page).toHaveURL(/\/jobtracker$/);
  // Nothing was saved on the way out.
  expect((await api.get("/api/profiles/me")).profile.phone).toBe(PROFILE_WITH_EVERY_SECTION.phone);
});

test("Continue with unsaved changes saves them and goes on to /templates without asking", async ({ page, login }) => {
  const { api } = await login();
  await api.put("/api/profiles/me", PROFILE_WITH_EVERY_SECTION);
  await page.goto("/profile");
  await change(page, CHANGES[1]);
  await page.getByRole("button", { name: "Continue to Templates" }).click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  expect((await api.get("/api/profiles/me")).profile.title).toBe(CHANGES[1].value);
});

test("closing the tab with unsaved changes asks (beforeunload); with none it closes", async ({ page, login }) => {
  const { api } = await login();
  await api.put("/api/profiles/me", PROFILE_WITH_EVERY_SECTION);
  await page.goto("/profile");
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });

  await change(page, CHANGES[0]);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(["beforeunload"]);
  // Dismissed: the page stays, with what was typed.
  expect(page.isClosed()).toBe(false);
  const phone = page.locator("#section-personal").getByLabel("Phone", { exact: true });
  await expect(phone).toHaveValue("9123456780");

  await phone.press("Enter");
  await expect(toast(page, "Personal information saved successfully!")).toBeVisible();
  await expect(page.locator("#section-personal").getByText("Unsaved changes")).toHaveCount(0);
  const closed = page.waitForEvent("close");
  await page.close({ runBeforeUnload: true });
  await closed;
  expect(dialogs).toEqual(["beforeunload"]);
});
