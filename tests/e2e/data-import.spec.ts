// Data in and out (issue 15 §2-3): a LinkedIn export ZIP imported on /profile fills the editor like a resume
// upload (nothing saved until Save), the sections save, and settings' "Download JSON Resume" gives the saved
// profile back as a JSON Resume file.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, recordToasts, registerThroughApi, test } from "./fixtures";

const LINKEDIN_ZIP = path.join(process.cwd(), "tests/fixtures/linkedin/linkedin-export.zip");

function toast(page: Page, message: string) {
  return page.locator("[data-toast]").filter({ hasText: message }).first();
}

test("a LinkedIn export fills the profile editor, saves, and downloads again as JSON Resume", async ({ page, request, account }) => {
  await registerThroughApi(request, account);
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  const sawToast = await recordToasts(page);
  await page.goto("/profile");

  await page.getByLabel("Import from JSON Resume or LinkedIn export").setInputFiles(LINKEDIN_ZIP);
  await sawToast("LinkedIn export imported successfully!");
  await sawToast("Profile data populated successfully! Please review and edit as needed.");

  // Every section opens in edit mode with the export's data; nothing is saved yet.
  const professional = page.locator("#section-professional");
  await expect(professional.getByLabel("Professional title")).toHaveValue("Senior UX Engineer");
  await expect(professional.getByRole("list", { name: "Skills list" }).getByRole("listitem")).toHaveCount(6);
  const experience = page.locator("#section-experience");
  await expect(experience.getByLabel("Company")).toHaveCount(2);
  await expect(experience.getByLabel("Company").first()).toHaveValue("Rappi");
  await expect(experience.getByLabel("Job title").nth(1)).toHaveValue("Frontend Engineer, Payments");
  await expect(page.locator("#section-education").getByLabel("Degree")).toHaveValue("Bachelor of Science in Systems Engineering");
  await expect(page.locator("#section-projects").getByLabel("Project title")).toHaveValue("Formas Abiertas");
  await expect(page.locator("#section-certifications").getByLabel("Certification name")).toHaveValue(
    "Certified Professional in Accessibility Core Competencies",
  );
  expect((await (await page.request.get("/api/profiles/me")).json()).profile.version).toBe(0);

  for (const [id, message] of [
    ["personal", "Personal information saved successfully!"],
    ["professional", "Professional information saved successfully!"],
    ["experience", "Work experience saved successfully!"],
    ["education", "Education information saved successfully!"],
    ["projects", "Projects saved successfully!"],
    ["certifications", "Certifications saved successfully!"],
  ]) {
    await page.locator(`#section-${id}`).getByRole("button", { name: "Save Changes" }).click();
    // Recorded as it appears: a toast lasts 2 s, which a slow poll on a busy machine can miss.
    await sawToast(message!);
  }

  await page.reload();
  await expect(page.locator("#section-experience").getByText("Rappi").first()).toBeVisible();
  const saved = (await (await page.request.get("/api/profiles/me")).json()).profile;
  expect(saved).toMatchObject({ phone: "+573015550199", location: "Bogotá, Colombia", title: "Senior UX Engineer" });
  expect(saved.experience.map((e: { company: string }) => e.company)).toEqual(["Rappi", "Globant"]);
  expect(saved.certifications).toHaveLength(1);

  await page.goto("/settings");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download JSON Resume" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${account.username}-resume.json`);
  const doc = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(doc.basics).toMatchObject({ name: `${account.firstName} ${account.lastName}`, label: "Senior UX Engineer" });
  expect(doc.work.map((w: { name: string }) => w.name)).toEqual(["Rappi", "Globant"]);
});

test("an import the server refuses keeps the page and shows the reason", async ({ page, request, account }) => {
  await registerThroughApi(request, account);
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Quick Profile Setup" });
  const control = card.getByLabel("Import from JSON Resume or LinkedIn export");
  await control.setInputFiles({ name: "resume.json", mimeType: "application/json", buffer: Buffer.from('{"name": "not a resume"}') });
  await expect(card.getByRole("alert")).toHaveText("This JSON file is not a JSON Resume.");
  await expect(toast(page, "This JSON file is not a JSON Resume.")).toBeVisible();
  await page.context().setOffline(true);
  await control.setInputFiles({ name: "resume.json", mimeType: "application/json", buffer: Buffer.from('{"basics": {}}') });
  await expect(card.getByRole("alert")).toHaveText("No internet connection. Please check your network and try again.");
  await expect(toast(page, "No internet connection")).toBeVisible();
  await page.context().setOffline(false);
  // The page is still the editor, with nothing filled in.
  await expect(page.locator("#section-professional").getByText("Senior UX Engineer")).toHaveCount(0);
  await expect(card.getByRole("heading", { name: "Quick Profile Setup" })).toBeVisible();
});
