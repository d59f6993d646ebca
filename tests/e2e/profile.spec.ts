import type { Locator, Page } from "@playwright/test";
import { expect, registerThroughApi, test, type TestAccount } from "./fixtures";

async function signIn(page: Page, account: TestAccount) {
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
}

function toast(page: Page, message: string) {
  return page.locator("[data-toast]").filter({ hasText: message }).first();
}

async function pickMonth(scope: Locator, label: string, month: string, year: string) {
  await scope.getByLabel(`${label} month`).selectOption({ label: month });
  await scope.getByLabel(`${label} year`).selectOption(year);
}

test.describe("profile builder", () => {
  test("a new user fills every section, sees validation messages, reaches 60% and continues to /templates", async ({ page, request, account }) => {
    await registerThroughApi(request, account);
    await signIn(page, account);
    await page.goto("/profile");
    await expect(page).toHaveTitle("Build Your Profile · Vitrine");
    await expect(page.getByRole("heading", { name: "Build Your Professional Profile" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Quick Profile Setup" })).toBeVisible();
    const completion = page.getByTestId("completion-value");
    await expect(completion).toHaveText("0%");

    // Below 60% the Continue button only warns.
    await page.getByRole("button", { name: "Continue to Templates" }).click();
    await expect(toast(page, "Please complete at least 60% of your profile before continuing")).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);

    // Personal info: a bad phone shows its message once touched; saving invalid data sends nothing.
    const personal = page.locator("#section-personal");
    await personal.getByRole("button", { name: "Edit Personal Information" }).click();
    const save = personal.getByRole("button", { name: "No Changes" });
    await expect(save).toBeDisabled();
    const phone = personal.getByLabel("Phone", { exact: true });
    await phone.fill("12345");
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
    const dialog = page.getByRole("dialog", { name: "Unsaved Changes" });
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
    const confirm = page.getByRole("dialog");
    await expect(confirm.getByText("This action cannot be undone")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(confirm).toHaveCount(0);
    await expect(projects.getByLabel("Project title")).toHaveCount(2);
    await projects.getByRole("button", { name: "Delete project 2" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
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
