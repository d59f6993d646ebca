// Issue 31, "Review marks that fire": a messy TXT resume ("Work" and "Studies" as headings, "Summer 2019 to now",
// history in its summary, a heading nobody knows) fills the jobs and the school, marks the summary "Check this",
// and the editor says what to check, linking to the sections.
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

const MESSY_RESUME = path.join(process.cwd(), "tests/fixtures/review-marks/messy-resume.txt");
const CHECK_THIS = "Check this: the import was not sure about it.";

test("uploading the messy resume marks its summary and sections for review, and says what to check", async ({ page, login }) => {
  await login();
  await page.goto("/profile");
  await page.getByLabel("Resume file").setInputFiles(MESSY_RESUME);
  await page.getByRole("button", { name: "Upload & Analyze" }).click();

  // The jobs under "Work" and the school under "Studies" are read, not left in the summary.
  const experience = page.locator("#section-experience");
  await expect(experience.getByLabel("Job title")).toHaveCount(2);
  await expect(experience.getByLabel("Job title").first()).toHaveValue("Junior Developer");
  await expect(experience.getByLabel("Company").nth(1)).toHaveValue("Bean There Cafe");
  const education = page.locator("#section-education");
  await expect(education.getByLabel("School")).toHaveValue("Laney College");

  // The summary still mentions dates and jobs: it asks to be checked.
  const summary = page.locator("#section-professional").getByLabel("Professional summary");
  await expect(summary).toHaveAccessibleDescription(CHECK_THIS);
  // "Summer 2019" and "since 2021" give years only: their months are asked for, never made up.
  await expect(experience.getByLabel("Start Date year").nth(1)).toHaveValue("2019");
  await expect(experience.getByLabel("Start Date month").nth(1)).toHaveValue("");
  await expect(experience.getByText("Month not given: choose it before saving.")).toHaveCount(2);

  // The notice says what to check and links to the sections.
  const notice = page.getByRole("region", { name: "Check this import" });
  await expect(notice).toContainText("The summary in Professional Information mentions dates or jobs: move them to their sections.");
  await expect(notice).toContainText("We could not place some lines: check Work Experience and Education.");
  await expect(notice).toContainText("We could not read the heading “Good At”: add what it holds by hand.");
  await expect(notice.getByRole("link", { name: "Work Experience" })).toHaveAttribute("href", "#section-experience");
  await expect(notice.getByRole("link", { name: "Education" })).toHaveAttribute("href", "#section-education");
  await page.screenshot({ path: test.info().outputPath("review-marks-1280.png"), fullPage: false });
  const axe = await new AxeBuilder({ page }).include("#section-professional").include("[aria-labelledby='import-check-title']").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);

  // Changing the summary is checking it; Dismiss hides the notice.
  await summary.fill("Career changer who moved from coffee to code.");
  await expect(summary).not.toHaveAccessibleDescription(CHECK_THIS);
  await notice.getByRole("button", { name: "Dismiss the import notice" }).click();
  await expect(notice).toHaveCount(0);
});
