// Importing a resume into /profile: each format fills every section and opens it for review, saving persists it;
// the card checks files first; an unreadable answer fills nothing; year-only dates and unsure fields are asked about.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, recordToasts, test, toast } from "./fixtures";
import { RESUME_DIR } from "./profile-page";

// The phone rule: the spec's Indian numbers, or E.164 (an imported "+39 055 123 4567" must not need editing).
const PHONE_RULE = /^(\+91|0)?\d{10}$|^\+\d{8,15}$/;
// One fixture per format (the parser's accuracy over all of them is scored in tests/unit/resume-parser.test.ts):
// the journey checks what the browser adds — upload, the editor filled and opened, the review, saving.
const RESUMES = ["alex-chen.txt", "lena-muller.docx", "giulia-rossi.pdf"];
for (const file of RESUMES) if (!readdirSync(RESUME_DIR).includes(file)) throw new Error(`Missing fixture ${file}`);

test.describe("resume import", () => {
  for (const file of RESUMES) {
    test(`uploading ${file} fills every section, opens them in edit mode, and saving persists`, async ({ page, login }) => {
      const expected = JSON.parse(readFileSync(path.join(RESUME_DIR, file.replace(/\.\w+$/, ".expected.json")), "utf8"));
      await login();
      const sawToast = await recordToasts(page);
      await page.goto("/profile");

      await page.getByLabel("Resume file").setInputFiles(path.join(RESUME_DIR, file));
      await page.getByRole("button", { name: "Upload & Analyze" }).click();
      // Both success toasts appear together and last 2 s: recorded as they appear, so a slow poll cannot miss them.
      await sawToast("Resume processed successfully!");
      await sawToast("Resume data populated successfully! Please review and edit as needed.");
      await expect(page.getByRole("button", { name: "Already Analyzed" })).toBeDisabled();

      // Every section is in edit mode with the extraction in it.
      for (const id of ["personal", "professional", "experience", "education", "projects"]) {
        await expect(page.locator(`#section-${id}`).getByRole("button", { name: "Cancel" })).toBeVisible();
      }
      const professional = page.locator("#section-professional");
      await expect(professional.getByLabel("Professional title")).toHaveValue(expected.professional.title);
      const chips = professional.getByRole("list", { name: "Skills list" }).getByRole("listitem");
      expect(await chips.count()).toBeGreaterThanOrEqual(3);
      const experience = page.locator("#section-experience");
      await expect(experience.getByLabel("Company")).toHaveCount(expected.experience.length);
      await expect(experience.getByLabel("Company").first()).toHaveValue(expected.experience[0].company);
      await expect(page.locator("#section-education").getByLabel("Degree")).toHaveCount(expected.education.length);

      // What the reviewer has to fix before saving: a phone outside the +91 rule, missing dates, short project texts.
      const personal = page.locator("#section-personal");
      const phone = personal.getByLabel("Phone", { exact: true });
      if (!PHONE_RULE.test((await phone.inputValue()).replace(/[\s()-]/g, ""))) await phone.fill("+91 98765 43210");
      // A date the resume gives only a year for keeps the year and asks for its month; a missing one gets both.
      for (const picker of await page.locator("fieldset:has(> div > select[aria-label$=' month']:not([disabled]))").all()) {
        const [month, year] = [picker.locator("select").nth(0), picker.locator("select").nth(1)];
        const required = (await picker.locator("legend .text-rose-500").count()) > 0;
        if (!(await year.inputValue()) && required) await year.selectOption("2010");
        if ((await year.inputValue()) && !(await month.inputValue())) await month.selectOption({ label: "January" });
      }
      const projects = page.locator("#section-projects");
      for (const text of await projects.getByLabel("Project description").all()) {
        if ((await text.inputValue()).trim().length < 20)
          await text.fill("A project imported from the resume and described during review.");
      }

      const saves: Array<[string, string]> = [
        ["personal", "Personal information saved successfully!"],
        ["professional", "Professional information saved successfully!"],
        ["experience", "Work experience saved successfully!"],
        ["education", "Education information saved successfully!"],
      ];
      if (expected.projects.length) saves.push(["projects", "Projects saved successfully!"]);
      // Imported certifications are kept: the Certifications section opens with them, and saving stores them.
      if (expected.certifications.length) {
        await expect(page.locator("#section-certifications").getByLabel("Certification name")).toHaveCount(expected.certifications.length);
        saves.push(["certifications", "Certifications saved successfully!"]);
      }
      for (const [id, message] of saves) {
        await page.locator(`#section-${id}`).getByRole("button", { name: "Save Changes" }).click();
        await expect(toast(page, message)).toBeVisible();
      }

      await page.reload();
      await expect(page.locator("#section-professional").getByText(expected.professional.title, { exact: true })).toBeVisible();
      await expect(page.locator("#section-experience").getByText(expected.experience[0].company).first()).toBeVisible();
      await expect(page.locator("#section-education").getByText(expected.education[0].degree).first()).toBeVisible();
      if (expected.projects.length)
        await expect(page.locator("#section-projects").getByText(expected.projects[0].title).first()).toBeVisible();
      const saved = await (await page.request.get("/api/profiles/me")).json();
      expect(saved.profile.experience).toHaveLength(expected.experience.length);
      expect(saved.profile.certifications.map((c: { name: string }) => c.name)).toEqual(
        expected.certifications.map((c: { name: string }) => c.name),
      );
      expect(saved.profile.completionPercentage).toBeGreaterThanOrEqual(60);
      // An international number from the resume is saved as it came (separators removed), not replaced.
      if (expected.personalInfo.phone.startsWith("+"))
        expect(saved.profile.phone).toBe(expected.personalInfo.phone.replace(/[\s()-]/g, ""));
    });
  }

  test("the resume card checks the file before uploading", async ({ page, login }) => {
    await login();
    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Quick Profile Setup" });
    await card.getByRole("button", { name: "Upload & Analyze" }).click();
    await expect(card.getByText("Please select a file first")).toBeVisible();
    await page.getByLabel("Resume file").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not a resume") });
    await expect(card.getByText("Please upload a PDF, DOC, or DOCX file")).toBeVisible();
    await page
      .getByLabel("Resume file")
      .setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await expect(card.getByText("File size must be less than 10MB")).toBeVisible();
    // The server's refusal is shown as its message (a text file that is not a resume format by its bytes).
    await page
      .getByLabel("Resume file")
      .setInputFiles({ name: "empty.pdf", mimeType: "application/pdf", buffer: Buffer.from("hello, not really a PDF") });
    await card.getByRole("button", { name: "Upload & Analyze" }).click();
    await expect(card.getByRole("alert")).toBeVisible();
    await expect(card.getByRole("button", { name: "Upload & Analyze" })).toBeEnabled();
  });
});

test.describe("resume import failures", () => {
  test("an answer with no readable extraction says 'Failed to parse resume' and fills nothing", async ({ page, login }) => {
    await login();
    await page.goto("/profile");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const card = page.getByRole("region", { name: "Quick Profile Setup" });
    const answers = [
      { contentType: "text/html", body: "<html>proxy page</html>" },
      { contentType: "application/json", body: JSON.stringify({ success: false }) },
    ];
    for (const answer of answers) {
      await page.route("**/api/profiles/upload-resume", (route) => route.fulfill({ status: 200, ...answer }));
      await page.getByLabel("Resume file").setInputFiles(path.join(RESUME_DIR, "alex-chen.txt"));
      await card.getByRole("button", { name: "Upload & Analyze" }).click();
      await expect(card.getByRole("alert")).toHaveText("Failed to parse resume");
      await expect(toast(page, "Failed to parse resume")).toBeVisible();
      await page.unroute("**/api/profiles/upload-resume");
    }
    await expect(page.locator("#section-professional").getByRole("button", { name: "Cancel" })).toHaveCount(0);
  });
});

test.describe("resume import review", () => {
  test("year-only dates ask for their month and unsure fields ask to be checked", async ({ page, login }) => {
    await login();
    await page.goto("/profile");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const data = {
      personalInfo: { phone: "+39 055 123 4567", location: "Florence, Italy" },
      professional: { title: "Product Designer", summary: "", skills: ["Figma", "User research", "Prototyping"] },
      experience: [
        { title: "Senior Designer", company: "Umbrella", location: "Curitiba", startDate: "2018", endDate: "2021", current: false },
      ],
      review: ["experience.0.company", "personalInfo.location"],
    };
    await page.route("**/api/profiles/upload-resume", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ success: true, data }) }),
    );
    await page.getByLabel("Resume file").setInputFiles(path.join(RESUME_DIR, "alex-chen.txt"));
    await page.getByRole("button", { name: "Upload & Analyze" }).click();

    // The unsure fields are marked, the years are kept and their months asked for.
    const experience = page.locator("#section-experience");
    const company = experience.getByLabel("Company");
    await expect(company).toHaveValue("Umbrella");
    await expect(company).toHaveAccessibleDescription("Check this: the import was not sure about it.");
    await expect(page.locator("#section-personal").getByLabel("Location")).toHaveAccessibleDescription(
      "Check this: the import was not sure about it.",
    );
    await expect(experience.getByLabel("Start Date year")).toHaveValue("2018");
    await expect(experience.getByLabel("Start Date month")).toHaveValue("");
    await expect(experience.getByText("Month not given: choose it before saving.")).toHaveCount(2);
    await expect(experience.getByLabel("Job title")).not.toHaveAccessibleDescription(/Check this/);

    // Saving asks for the months instead of making them up.
    await experience.getByRole("button", { name: "Save Changes" }).click();
    await expect(experience.getByText("Choose the month: only the year is given")).toHaveCount(2);
    await page.screenshot({ path: test.info().outputPath("import-review-1280.png"), fullPage: true });
    await experience.getByLabel("Start Date month").selectOption({ label: "March" });
    await experience.getByLabel("End Date month").selectOption({ label: "September" });
    // Changing a marked value is checking it.
    await company.fill("Umbrella Corp");
    await expect(company).not.toHaveAccessibleDescription(/Check this/);
    await experience.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Work experience saved successfully!")).toBeVisible();
    // Saving a section is checking what it held; the imported +39 number saves as it is.
    const personal = page.locator("#section-personal");
    await personal.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Personal information saved successfully!")).toBeVisible();
    const saved = await (await page.request.get("/api/profiles/me")).json();
    expect(saved.profile.phone).toBe("+390551234567");
    expect(saved.profile.experience[0]).toMatchObject({ company: "Umbrella Corp", startDate: "2018-03", endDate: "2021-09" });
  });
});
