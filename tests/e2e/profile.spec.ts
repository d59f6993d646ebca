// /profile journeys: a new user builds the profile section by section (messages, completion, Continue at 60%), the
// editor's details (photo, city and university type-ahead, cancel restores), the gates, certifications. Importing a
// resume into it: profile-resume-import.spec.ts.
import { expect, PROFILE_AT_65, test, toast } from "./fixtures";
import { PNG_1PX, pickMonth } from "./profile-page";

test.describe("profile builder", () => {
  test("a new user fills every section, sees validation messages, reaches 60% and continues to /templates", async ({ page, login }) => {
    // The whole builder in one journey (every section, its messages, Continue): longer than the default minute on a busy machine.
    test.slow();
    await login();
    await page.goto("/profile");
    await expect(page).toHaveTitle("Build Your Profile · Vitrine");
    await expect(page.getByRole("heading", { name: "Build Your Professional Profile" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Quick Profile Setup" })).toBeVisible();
    const completion = page.getByTestId("completion-value");
    await expect(completion).toHaveText("0%");

    // Below 60% the Continue button only warns.
    await page.getByRole("button", { name: "Continue to Templates" }).click();
    // Shown as a warning (spec part 2 section 8), not an error or a plain note.
    await expect(
      page.locator('[data-toast="warning"]').filter({ hasText: "Please complete at least 60% of your profile before continuing" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);

    // Personal info: a bad phone shows its message once touched; saving invalid data sends nothing.
    const personal = page.locator("#section-personal");
    await personal.getByRole("button", { name: "Edit Personal Information" }).click();
    const save = personal.getByRole("button", { name: "No Changes" });
    await expect(save).toBeDisabled();
    const tooltip = personal.getByRole("tooltip", { includeHidden: true });
    await expect(tooltip).toHaveText("You haven't made any changes");
    const phone = personal.getByLabel("Phone", { exact: true });
    await phone.fill("12345");
    await expect(tooltip).toHaveText("Click to see validation errors");
    await expect(personal.getByText("Unsaved changes")).toBeVisible();
    await expect(personal.getByText("Enter a valid phone number (10 digits, optionally prefixed with +91 or 0)")).toHaveCount(0);
    await phone.blur();
    await expect(personal.getByText("Enter a valid phone number (10 digits, optionally prefixed with +91 or 0)")).toBeVisible();
    await personal.getByLabel("LinkedIn").fill("https://example.com/not-linkedin");
    await personal.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Please fix validation errors before saving")).toBeVisible();
    await expect(personal.getByText("Enter a valid LinkedIn profile URL")).toBeVisible();

    await phone.fill("+91 98765 43210");
    await personal.getByLabel("Location", { exact: true }).fill("Pune, Maharashtra, India");
    await personal.getByLabel("LinkedIn").fill("linkedin.com/in/taylor-morgan");
    await personal.getByLabel("GitHub").fill("https://github.com/taylormorgan");
    await expect(personal.getByText("Enter a valid phone number (10 digits, optionally prefixed with +91 or 0)")).toHaveCount(0);
    await expect(tooltip).toHaveText("Ready to save your changes");
    await personal.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Personal information saved successfully!")).toBeVisible();
    await expect(personal.getByRole("button", { name: "Saved" })).toBeDisabled();
    await expect(personal.getByText("Changes saved")).toBeVisible();
    await expect(personal.getByRole("button", { name: "No Changes" })).toBeVisible({ timeout: 5000 });
    await expect(completion).toHaveText("15%");
    // The server normalised the link (https:// prefixed).
    await expect(personal.getByLabel("LinkedIn")).toHaveValue("https://linkedin.com/in/taylor-morgan");
    await personal.getByRole("button", { name: "Cancel" }).click();
    await expect(personal.getByText("+919876543210")).toBeVisible();

    // Professional: a short summary, skills by Enter and by button, blanks and duplicates ignored.
    const professional = page.locator("#section-professional");
    await professional.getByRole("button", { name: "Edit Professional Information" }).click();
    await professional.getByLabel("Professional title").fill("Product Engineer");
    const summary = professional.getByLabel("Professional summary");
    await summary.fill("Too short");
    await summary.blur();
    await expect(professional.getByText("Summary must be between 50-1000 characters")).toBeVisible();
    await expect(professional.getByTestId("char-counter")).toHaveText("9/1000");
    await summary.fill("Product engineer who ships accessible, fast web apps with React, TypeScript and Node.");
    await expect(professional.getByText("Summary must be between 50-1000 characters")).toHaveCount(0);
    const skill = professional.getByLabel("Skills", { exact: true });
    await skill.fill("React");
    await skill.press("Enter");
    await skill.fill("TypeScript");
    await professional.getByRole("button", { name: "Add", exact: true }).click();
    await skill.fill("   ");
    await skill.press("Enter");
    await skill.fill("react");
    await skill.press("Enter");
    await skill.fill("Node.js");
    await skill.press("Enter");
    const chips = professional.getByRole("list", { name: "Skills list" }).getByRole("listitem");
    await expect(chips).toHaveText(["React", "TypeScript", "Node.js"]);
    await professional.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Professional information saved successfully!")).toBeVisible();
    await expect(completion).toHaveText("45%");

    // Work experience: Add opens the section in edit mode; the end date is required unless current.
    const experience = page.locator("#section-experience");
    await experience.getByRole("button", { name: "Add Experience" }).click();
    await expect(experience.getByRole("button", { name: "Cancel" })).toBeVisible();
    await experience.getByLabel("Job title").fill("Software Engineer");
    await experience.getByLabel("Company").fill("Acme Corp");
    await pickMonth(experience, "Start Date", "March", "2021");
    await experience.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Please fix validation errors before saving")).toBeVisible();
    await expect(experience.getByText("End date is required")).toBeVisible();
    await experience.getByLabel("I currently work here").check();
    await expect(experience.getByText("End date is required")).toHaveCount(0);
    await experience.getByLabel("Description").fill("Built the billing platform and led the move to TypeScript.");
    await experience.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Work experience saved successfully!")).toBeVisible();
    await expect(completion).toHaveText("65%");

    // Education: cancelling with unsaved changes asks first; a future end date is the expected one.
    const education = page.locator("#section-education");
    await education.getByRole("button", { name: "Add Education" }).click();
    await education.getByLabel("Degree").fill("B.Sc. Computer Science");
    await education.getByRole("button", { name: "Cancel" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Unsaved Changes" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByText("You have unsaved changes. Are you sure you want to cancel?")).toBeVisible();
    await dialog.getByRole("button", { name: "Keep Editing" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(education.getByLabel("Degree")).toHaveValue("B.Sc. Computer Science");
    await education.getByLabel("School").fill("University of Pune");
    await pickMonth(education, "Start Date", "August", "2017");
    const nextYear = String(new Date().getFullYear() + 1);
    await pickMonth(education, "End Date", "May", nextYear);
    await expect(education.getByText("Expected End Date")).toBeVisible();
    await education.getByLabel("Grade").fill("8.9 CGPA");
    await education.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Education information saved successfully!")).toBeVisible();
    await expect(completion).toHaveText("80%");

    // Projects: a short description is refused; deleting asks for confirmation.
    const projects = page.locator("#section-projects");
    await projects.getByRole("button", { name: "Add Project" }).click();
    await projects.getByLabel("Project title").fill("Budget Buddy");
    const description = projects.getByLabel("Project description");
    await description.fill("Too short");
    await description.blur();
    await expect(projects.getByText("Project description must be between 20 and 1000 characters")).toBeVisible();
    await description.fill("A privacy-first personal finance app with offline sync.");
    const projectSkill = projects.getByLabel("Project skills", { exact: true });
    await projectSkill.fill("React");
    await projectSkill.press("Enter");
    await projects.getByLabel("GitHub URL").fill("https://github.com/taylormorgan/budget-buddy");
    await projects.getByRole("button", { name: "Add Project" }).click();
    await projects.getByLabel("Project title").nth(1).fill("Throwaway");
    await projects.getByRole("button", { name: "Delete project 2" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByText("This action cannot be undone")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(confirm).toHaveCount(0);
    await expect(projects.getByLabel("Project title")).toHaveCount(2);
    await projects.getByRole("button", { name: "Delete project 2" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(projects.getByLabel("Project title")).toHaveCount(1);
    await projects.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Projects saved successfully!")).toBeVisible();
    await expect(completion).toHaveText("95%");

    await page.getByRole("button", { name: "Continue to Templates" }).click();
    await expect(page).toHaveURL(/\/templates$/);

    // Everything was saved: a fresh load shows it, and the account is marked completed.
    await page.goto("/profile");
    await page.reload();
    await expect(page.getByTestId("completion-value")).toHaveText("95%");
    await expect(page.locator("#section-personal").getByText("+919876543210")).toBeVisible();
    await expect(page.locator("#section-personal").getByText("Pune, Maharashtra, India")).toBeVisible();
    await expect(page.locator("#section-professional").getByText("Product Engineer", { exact: true })).toBeVisible();
    await expect(page.locator("#section-experience").getByText("Acme Corp")).toBeVisible();
    await expect(page.locator("#section-experience").getByText("Present")).toBeVisible();
    await expect(page.locator("#section-education").getByText("University of Pune")).toBeVisible();
    await expect(page.locator("#section-education").getByText("Grade: 8.9 CGPA")).toBeVisible();
    await expect(page.locator("#section-projects").getByText("Budget Buddy")).toBeVisible();
    const me = await page.request.get("/api/auth/profile");
    expect(me.status()).toBe(200);
    expect((await me.json()).user.isProfileCompleted).toBe(true);
  });
});

test.describe("profile editor details", () => {
  test("photo upload, city search, university search and cancelling restores the snapshot", async ({ page, login }) => {
    await login();
    await page.goto("/profile");

    // Photo: client checks, then a real upload flips the section out of edit mode.
    const personal = page.locator("#section-personal");
    await personal.getByRole("button", { name: "Edit Personal Information" }).click();
    await personal.getByLabel("Profile photo").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expect(toast(page, "Please upload a valid image file (JPEG, PNG, GIF, or WebP)")).toBeVisible();
    await personal
      .getByLabel("Profile photo")
      .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(toast(page, "Image size must be less than 5MB")).toBeVisible();
    await personal
      .getByLabel("Profile photo")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from(PNG_1PX, "base64") });
    await expect(toast(page, "Profile photo updated successfully!")).toBeVisible();
    await expect(personal.getByRole("button", { name: "Edit Personal Information" })).toBeVisible();
    await expect(personal.getByRole("img", { name: /profile photo/ })).toHaveAttribute("src", /\/media\//);
    await expect(page.getByTestId("completion-value")).toHaveText("5%");

    // City type-ahead: nothing before 3 characters, then suggestions as "city, state, country". Every city lookup the
    // page asks for is recorded in order; the page's timers run on Playwright's clock, so the search's pause after
    // typing is passed at once and for certain, however slow the machine (no sleeping).
    await personal.getByRole("button", { name: "Edit Personal Information" }).click();
    const location = personal.getByRole("combobox", { name: "Location" });
    const isCityLookup = (url: string) => new URL(url).pathname === "/api/lookup/cities";
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (isCityLookup(request.url())) lookups.push(new URL(request.url()).searchParams.get("q") ?? "");
    });
    await page.clock.install();
    await location.pressSequentially("Pu");
    // Far past the search's pause: a search for two letters would have been sent by now.
    await page.clock.runFor(5_000);
    await expect(personal.getByRole("option")).toHaveCount(0);
    const answered = page.waitForResponse((response) => isCityLookup(response.url()));
    await location.pressSequentially("n");
    await page.clock.runFor(5_000);
    expect(new URL((await answered).url()).searchParams.get("q")).toBe("Pun");
    const pune = personal.getByRole("option", { name: "Pune, Maharashtra, India" });
    await expect(pune).toBeVisible();
    // Requests reach the listener in the order they were sent: had "Pu" been looked up, it would be listed first.
    expect(lookups).toEqual(["Pun"]);
    expect(await personal.getByRole("option").count()).toBeLessThanOrEqual(8);
    await pune.click();
    await expect(location).toHaveValue("Pune, Maharashtra, India");

    // Cancel with unsaved changes asks, and "Yes, Cancel" restores the snapshot.
    await personal.getByRole("button", { name: "Cancel" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Unsaved Changes" });
    await expect(dialog.getByRole("button", { name: "Keep Editing" })).toBeFocused();
    await dialog.getByRole("button", { name: "Yes, Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(personal.getByText("Pune, Maharashtra, India")).toHaveCount(0);
    await expect(personal.getByRole("button", { name: "Edit Personal Information" })).toBeVisible();

    // University search after 2 characters.
    const education = page.locator("#section-education");
    await education.getByRole("button", { name: "Add Education" }).click();
    await education.getByRole("combobox", { name: "School" }).pressSequentially("Stanf");
    await education.getByRole("option", { name: "Stanford University" }).click();
    await expect(education.getByRole("combobox", { name: "School" })).toHaveValue("Stanford University");
  });
});

test.describe("profile gates", () => {
  test("Continue counts validation errors, and an expired session is sent to /signin", async ({ page, login }) => {
    const { api } = await login();
    // A profile above 60% saved through the API (same schema as the editor).
    await api.put("/api/profiles/me", PROFILE_AT_65);
    await page.goto("/profile");
    await expect(page.getByTestId("completion-value")).toHaveText("65%");

    const professional = page.locator("#section-professional");
    await professional.getByRole("button", { name: "Edit Professional Information" }).click();
    await professional.getByLabel("Professional summary").fill("Too short");
    await professional.getByLabel("Professional title").fill("X");
    await page.getByRole("button", { name: "Continue to Templates" }).click();
    await expect(toast(page, "Please fix 2 validation error(s) before continuing")).toBeVisible();
    await expect(professional.getByText("Summary must be between 50-1000 characters")).toBeVisible();
    await expect(professional.getByText("Professional title must be between 2-100 characters")).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);

    // The session ends elsewhere: the next save says so and goes to /signin.
    await professional.getByLabel("Professional title").fill("Data Analyst II");
    await professional.getByLabel("Professional summary").fill("Analyst who turns messy data into clear dashboards and decisions, fast.");
    await page.context().clearCookies();
    await professional.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Session expired. Please log in again.")).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/, { timeout: 10_000 });
  });
});

test.describe("certifications", () => {
  test("add, edit and delete certifications; they are saved and shown after a reload", async ({ page, login }) => {
    await login();
    await page.goto("/profile");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const section = page.locator("#section-certifications");
    await expect(section.getByText("No certifications yet")).toBeVisible();

    // Add two; a credential URL that is not http(s) is refused.
    await section.getByRole("button", { name: "Add Certification" }).click();
    await section.getByLabel("Certification name").fill("AWS Certified Solutions Architect");
    await section.getByLabel("Issuer").fill("Amazon Web Services");
    await pickMonth(section, "Issue Date", "March", "2024");
    const url = section.getByLabel("Credential URL");
    await url.fill("javascript:alert(1)");
    await url.blur();
    await expect(section.getByText("Enter a valid credential URL (http:// or https://)")).toBeVisible();
    await url.fill("https://www.credly.com/badges/aws-sa");
    await section.getByRole("button", { name: "Add another certification" }).click();
    await section.getByLabel("Certification name").nth(1).fill("Certified Kubernetes Administrator");
    await section.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Certifications saved successfully!")).toBeVisible();

    await page.reload();
    await expect(section.getByText("AWS Certified Solutions Architect")).toBeVisible();
    await expect(section.getByText("Issued Mar 2024")).toBeVisible();
    await expect(section.getByRole("link", { name: "View credential" })).toHaveAttribute("href", "https://www.credly.com/badges/aws-sa");
    await expect(section.getByText("Certified Kubernetes Administrator")).toBeVisible();

    // Edit the first, delete the second (after confirming).
    await section.getByRole("button", { name: "Edit Certifications" }).click();
    await section.getByLabel("Issuer").first().fill("AWS");
    await section.getByRole("button", { name: "Delete certification 2" }).click();
    await page.getByRole("alertdialog", { name: "Delete certification?" }).getByRole("button", { name: "Delete" }).click();
    await expect(section.getByLabel("Certification name")).toHaveCount(1);
    await section.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Certifications saved successfully!")).toBeVisible();

    await page.reload();
    await expect(section.getByText("AWS", { exact: true })).toBeVisible();
    await expect(section.getByText("Certified Kubernetes Administrator")).toHaveCount(0);
    const me = await page.request.get("/api/profiles/me");
    expect((await me.json()).profile.certifications).toEqual([
      {
        name: "AWS Certified Solutions Architect",
        issuer: "AWS",
        issueDate: "2024-03",
        expiryDate: "",
        credentialUrl: "https://www.credly.com/badges/aws-sa",
        badge: "",
      },
    ]);
  });
});
