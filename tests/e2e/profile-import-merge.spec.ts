// Issue 31 §1: a second import merges into the profile instead of replacing it. A JSON Resume (achievements, months,
// a GPA) is imported and saved; a LinkedIn export with the same job in year-only dates, a new job and near-duplicate
// skills is then reviewed section by section before it applies, and the first import's achievements, months and GPA
// stay. The applied import is not saved yet: a reload restores it, and Discard gives the saved profile back.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { strToU8, zipSync } from "fflate";
import { expect, recordToasts, test } from "./fixtures";

const JSON_RESUME = {
  basics: {
    name: "Nora Quinn",
    label: "Senior Backend Engineer",
    phone: "+353 1 555 0123",
    summary: "Backend engineer with nine years of building payment systems that move money reliably at scale.",
    location: { city: "Dublin" },
  },
  work: [
    {
      name: "Stripe",
      position: "Senior Backend Engineer",
      startDate: "2021-03-01",
      highlights: ["Cut payout latency by 40%", "Led the Kafka migration"],
    },
  ],
  education: [
    {
      institution: "Trinity College Dublin",
      studyType: "BSc",
      area: "Computer Science",
      startDate: "2013-09",
      endDate: "2017-06",
      score: "3.8",
    },
  ],
  skills: [{ name: "Kafka" }, { name: "Go" }, { name: "PostgreSQL" }],
};

/** A LinkedIn "Get a copy of your data" ZIP: the same job and school with year-only dates, a new job, more skills. */
function linkedInExport(): Buffer {
  const files = {
    "Profile.csv":
      "First Name,Last Name,Headline,Summary,Geo Location\n" +
      'Nora,Quinn,"Senior Backend Engineer at Stripe | Go, Kafka, Postgres","Payments engineer who likes boring, reliable systems and the teams that run them.",Dublin\n',
    "Positions.csv":
      "Company Name,Title,Description,Location,Started On,Finished On\n" +
      'stripe,Senior  Backend Engineer,"Payments platform for online marketplaces.","Dublin, Ireland",2021,\n' +
      "Shopify,Backend Engineer,Checkout services for large merchants.,Ottawa,2018,2021\n",
    "Education.csv": "School Name,Start Date,End Date,Degree Name\nTrinity College Dublin,2013,2017,BSc in Computer Science\n",
    "Skills.csv": "Name\nApache Kafka\nGo\nTerraform\nAmazon Web Services (AWS)\n",
  };
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));
}

async function importFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByLabel("Import from JSON Resume or LinkedIn export").setInputFiles({ name, mimeType, buffer });
}

/** axe finds nothing in the part of the page `selector` names. */
async function expectAccessible(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
}

/**
 * Signs in, imports the JSON Resume into the empty profile (nothing of the user's to change, so it fills the editor at
 * once) and saves it, then imports the LinkedIn export: its review dialog, and the page's toasts.
 */
async function importTwice(page: Page, login: () => Promise<unknown>) {
  await login();
  // Leaving with unsaved changes asks first (beforeunload): the reloads of these journeys are meant.
  page.on("dialog", (dialog) => void dialog.accept());
  const sawToast = await recordToasts(page);
  await page.goto("/profile");
  await importFile(page, "resume.json", "application/json", Buffer.from(JSON.stringify(JSON_RESUME)));
  await sawToast("Profile data populated successfully! Please review and edit as needed.");
  await expect(page.getByRole("dialog", { name: "Review your import" })).toHaveCount(0);
  for (const [id, message] of [
    ["personal", "Personal information saved successfully!"],
    ["professional", "Professional information saved successfully!"],
    ["experience", "Work experience saved successfully!"],
    ["education", "Education information saved successfully!"],
  ] as const) {
    await page.locator(`#section-${id}`).getByRole("button", { name: "Save Changes" }).click();
    await sawToast(message);
  }
  const first = (await (await page.request.get("/api/profiles/me")).json()).profile;
  expect(first.experience[0]).toMatchObject({ company: "Stripe", startDate: "2021-03" });

  await importFile(page, "linkedin.zip", "application/zip", linkedInExport());
  return { sawToast, review: page.getByRole("dialog", { name: "Review your import" }) };
}

test("a LinkedIn export after a saved JSON Resume is reviewed, merges, and survives a reload until saved or discarded", async ({
  page,
  login,
}) => {
  // The second import is reviewed first: what it adds and changes, section by section.
  const { sawToast, review } = await importTwice(page, login);
  await expect(review).toBeVisible();
  await expect(review.getByRole("checkbox", { name: "Work Experience" })).toBeChecked();
  await expect(review.getByRole("checkbox", { name: "Work Experience" })).toHaveAccessibleDescription(
    "1 new, 1 updated (location, description)",
  );
  await expect(review.getByRole("checkbox", { name: "Professional Information" })).toHaveAccessibleDescription(
    "+2 skills, 1 different value to choose from",
  );
  // A different summary is only offered; the user's stays unless taken.
  await expect(review.getByRole("checkbox", { name: /Use the imported summary/ })).not.toBeChecked();
  await expect(review.getByRole("checkbox", { name: "Education" })).toHaveCount(0);
  await expectAccessible(page, "dialog");
  await page.screenshot({ path: test.info().outputPath("import-review-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("import-review-390.png") });
  await page.setViewportSize({ width: 1280, height: 720 });
  // Enter applies (the primary button has the focus).
  await page.keyboard.press("Enter");
  await expect(review).toBeHidden();
  await sawToast("Import applied. Review the marked sections and save them.");

  const checkMerged = async (educationOpen: boolean) => {
    const experience = page.locator("#section-experience");
    await expect(experience.getByLabel("Company")).toHaveCount(2);
    await expect(experience.getByLabel("Company").nth(0)).toHaveValue("Stripe");
    await expect(experience.getByLabel("Company").nth(1)).toHaveValue("Shopify");
    const stripe = experience.getByRole("listitem", { name: "Experience 1" });
    await expect(stripe.getByLabel("Start Date month")).toHaveValue("03");
    await expect(stripe.getByLabel("Start Date year")).toHaveValue("2021");
    await expect(stripe.getByLabel("Key achievements")).toHaveValue("Cut payout latency by 40%\nLed the Kafka migration");
    await expect(stripe.getByLabel("Location")).toHaveValue("Dublin, Ireland");
    // The import changed nothing in Education: it stays as saved (open since the first import, shut after a reload).
    const education = page.locator("#section-education");
    if (educationOpen) {
      await expect(education.getByLabel("Degree")).toHaveCount(1);
      await expect(education.getByLabel("Grade")).toHaveValue("3.8");
      await expect(education.getByLabel("Start Date month")).toHaveValue("09");
    } else {
      await expect(education.getByRole("listitem")).toHaveCount(1);
      await expect(education.getByText("Sep 2013 – Jun 2017")).toBeVisible();
      await expect(education.getByText("Grade: 3.8")).toBeVisible();
    }
    const professional = page.locator("#section-professional");
    await expect(professional.getByLabel("Professional summary")).toHaveValue(JSON_RESUME.basics.summary);
    const skills = professional.getByRole("list", { name: "Skills list" }).getByRole("listitem");
    await expect(skills).toHaveText([/^Kafka/, /^Go/, /^PostgreSQL/, /^Terraform/, /^Amazon Web Services \(AWS\)/]);
  };
  await checkMerged(true);
  await expect(page.getByRole("status").filter({ hasText: "Your import is not saved yet." })).toBeVisible();

  // Not saved yet: a reload brings the import back, with its notice.
  await page.reload();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const notice = page.getByRole("status").filter({ hasText: "Restored your unsaved import." });
  await expect(notice).toBeVisible();
  await checkMerged(false);
  await expectAccessible(page, "[data-unsaved-import]");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath("import-restored-1280.png") });
  const saved = (await (await page.request.get("/api/profiles/me")).json()).profile;
  expect(saved.experience).toHaveLength(1);

  // Discard gives the saved profile back and keeps nothing for the next visit.
  await notice.getByRole("button", { name: "Discard import" }).click();
  await expect(notice).toBeHidden();
  await expect(page.locator("#section-experience").getByText("Shopify")).toHaveCount(0);
  await expect(page.locator("#section-experience").getByText("Stripe").first()).toBeVisible();
  await page.reload();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await expect(page.locator("#section-experience").getByText("Stripe").first()).toBeVisible();
  await expect(page.getByText("Restored your unsaved import.")).toHaveCount(0);
  await expect(page.locator("#section-experience").getByText("Shopify")).toHaveCount(0);
});

test("the review's unticked sections stay as they were, and saving the import's sections clears what the browser kept", async ({
  page,
  login,
}) => {
  const { sawToast, review } = await importTwice(page, login);
  await review.getByRole("checkbox", { name: "Professional Information" }).uncheck();
  await review.getByRole("button", { name: "Apply import" }).click();
  await expect(review).toBeHidden();
  // Skills were not ticked: the section is as it was (not opened, no new skill).
  const professional = page.locator("#section-professional");
  await expect(professional.getByText("Terraform")).toHaveCount(0);
  const experience = page.locator("#section-experience");
  await expect(experience.getByLabel("Company")).toHaveCount(2);
  // The new job's year-only dates need their months before the section saves.
  const shopify = experience.getByRole("listitem", { name: "Experience 2" });
  await shopify.getByLabel("Start Date month").selectOption({ label: "May" });
  await shopify.getByLabel("End Date month").selectOption({ label: "June" });
  await experience.getByRole("button", { name: "Save Changes" }).click();
  await sawToast("Work experience saved successfully!", { times: 2 });
  await expect(page.getByText("Your import is not saved yet.")).toHaveCount(0);

  await page.reload();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await expect(page.getByText("Restored your unsaved import.")).toHaveCount(0);
  const saved = (await (await page.request.get("/api/profiles/me")).json()).profile;
  expect(saved.experience.map((e: { company: string }) => e.company)).toEqual(["Stripe", "Shopify"]);
  expect(saved.experience[0]).toMatchObject({
    startDate: "2021-03",
    achievements: ["Cut payout latency by 40%", "Led the Kafka migration"],
  });
  expect(saved.skills).toEqual(["Kafka", "Go", "PostgreSQL"]);
});
