// Issue 33 in the browser: from a job's detail, the application kit tailors the resume to the posting (one change
// undone), writes a cover letter (edited, and kept when a new one is declined), marks the application as sent and
// downloads its four files; the card says "Resume sent"; a visit through the link printed on the sent resume counts
// in that job's views. What was drafted survives a reload until it is sent.
import AxeBuilder from "@axe-core/playwright";
import { readFile } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test } from "./fixtures";

const PROFILE = {
  phone: "9876543210",
  location: "Pune, India",
  title: "Senior Backend Engineer",
  summary: "Backend engineer who builds reliable distributed systems and keeps them boring to run in production.",
  skills: ["PostgreSQL", "Docker", "Go", "Kubernetes", "gRPC"],
  experience: [
    {
      title: "Senior Backend Engineer",
      company: "Acme Robotics",
      startDate: "2019-03",
      current: true,
      description: "Runs the platform team that keeps every robot's services deployable.",
      achievements: ["Wrote the billing export in PostgreSQL", "Led the migration of 40 services to Kubernetes with gRPC"],
    },
  ],
  projects: [
    { title: "Recipes", description: "A small recipe site for the family, with search." },
    { title: "Shipyard", description: "A Go deploy tool for Kubernetes clusters.", skills: ["Go", "Kubernetes"] },
  ],
};

const POSTING = {
  title: "Senior Go Engineer",
  company: "Northwind",
  description: [
    "We are hiring a senior backend engineer to run our platform.",
    "Requirements:",
    "- 5+ years building distributed systems in Go",
    "- Kubernetes and gRPC in production",
    "Nice to have:",
    "- Terraform",
  ].join("\n"),
};

test("tailor the resume, undo a change, write a letter, mark as sent, download the four files; the card and the link's views follow", async ({
  page,
  browser,
  login,
  account,
}) => {
  const { api } = await login();
  await api.preparePortfolio({ profile: PROFILE });
  const job = await api.createJob({ title: POSTING.title, company: POSTING.company });
  await api.put(`/api/jobs/${job.id}`, { ...job, ...POSTING });
  await page.goto(`/jobtracker?job=${job.id}`);
  const detail = page.getByRole("dialog", { name: POSTING.title });
  // The server-rendered detail is React's once it has moved to the top layer.
  await page.waitForFunction(() => document.querySelector("dialog:popover-open"));
  await detail.getByRole("button", { name: "Application kit" }).click();
  const kit = page.getByRole("dialog", { name: "Application kit" });
  await expect(page).toHaveURL(/[?&]dialog=kit/);

  // A 500 answer and no connection: the dialog stays, the intent's message shows (and why, offline).
  await page.route(/\/jobtracker\/[^/]+\/kit$/, (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "<html>Internal error</html>" }) : route.continue(),
  );
  await kit.getByRole("button", { name: "Tailor my resume" }).click();
  await expect(page.getByText("Failed to tailor the resume.", { exact: true })).toBeVisible();
  await page.unroute(/\/jobtracker\/[^/]+\/kit$/);
  await page.context().setOffline(true);
  await kit.getByRole("button", { name: "Tailor my resume" }).click();
  await expect(
    page.getByText("Failed to tailor the resume. No internet connection. Please check your network and try again.", { exact: true }),
  ).toBeVisible();
  await expect(kit).toBeVisible();
  await page.context().setOffline(false);

  // Resume: tailored, every change listed; one undone.
  await kit.getByRole("button", { name: "Tailor my resume" }).click();
  await expect(page.getByText("Resume tailored for this job", { exact: true })).toBeVisible();
  const changes = kit.getByRole("list", { name: "Changes" });
  await expect(changes.locator('[data-kit-change="skills-order"]')).toContainText("to the top of Skills");
  await expect(changes.locator('[data-kit-change="project-hidden"]')).toContainText("Recipes");
  const sentSkills = kit.getByRole("list", { name: "As it will be sent: skills" }).getByRole("listitem");
  await expect(sentSkills.first()).toHaveText("Go");
  await expect(kit.getByRole("region", { name: "As it will be sent" })).not.toContainText("Recipes");
  await changes.getByRole("button", { name: /^Undo: Hid the project Recipes/ }).click();
  await expect(changes.locator('[data-kit-change="project-hidden"]')).toContainText("Undone");
  await expect(kit.getByRole("region", { name: "As it will be sent" })).toContainText("Recipes");
  await expect(kit.getByRole("region", { name: "Your profile" })).toContainText("Recipes");
  await expect(kit.getByRole("list", { name: "Suggestions" })).toContainText("Terraform");

  // Cover letter: written, edited, and a new one declined keeps the edit.
  await kit.getByRole("tab", { name: "Cover letter" }).click();
  await kit.getByRole("button", { name: "Write my cover letter" }).click();
  const letter = kit.getByRole("textbox", { name: "Cover letter", exact: true });
  await expect(letter).toHaveValue(/Northwind/);
  await expect(letter).toHaveValue(/Senior Go Engineer/);
  await letter.press("Control+End");
  await letter.pressSequentially(" P.S. Happy to talk any time.");
  // The draft outlives a reload.
  await page.reload();
  await expect(page.getByText("Restored your unsent application kit.", { exact: true })).toBeVisible();
  await kit.getByRole("tab", { name: "Cover letter" }).click();
  await expect(letter).toHaveValue(/P\.S\. Happy to talk any time\.$/);
  await kit.getByRole("button", { name: "Write a new letter" }).click();
  await kit.getByRole("alertdialog", { name: "Replace the letter" }).getByRole("button", { name: "Keep mine" }).click();
  await expect(letter).toHaveValue(/P\.S\. Happy to talk any time\.$/);
  // Replacing it while offline fails and keeps the edited letter.
  await page.context().setOffline(true);
  await kit.getByRole("button", { name: "Write a new letter" }).click();
  await kit.getByRole("alertdialog", { name: "Replace the letter" }).getByRole("button", { name: "Replace" }).click();
  await expect(page.getByText(/^Failed to write the cover letter\. No internet connection\./)).toBeVisible();
  await expect(letter).toHaveValue(/P\.S\. Happy to talk any time\.$/);
  await page.context().setOffline(false);
  const axe = await new AxeBuilder({ page }).include("dialog").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  // Send: marked as sent, the four files download.
  await kit.getByRole("tab", { name: "Send" }).click();
  await kit.getByRole("button", { name: "Mark as sent" }).click();
  await expect(page.getByText("Marked as sent", { exact: true })).toBeVisible();
  const version = kit.locator("[data-sent-version]");
  await expect(version).toHaveCount(1);
  const names: string[] = [];
  let resumePath = "";
  for (const label of ["Resume (PDF)", "Resume (Word)", "Cover letter (PDF)", "Cover letter (Word)"]) {
    const download = page.waitForEvent("download");
    await version.getByRole("link", { name: label }).click();
    const file = await download;
    names.push(file.suggestedFilename());
    if (label === "Resume (PDF)") resumePath = (await file.path())!;
  }
  expect(names).toEqual(["resume.pdf", "resume.docx", "cover-letter.pdf", "cover-letter.docx"]);
  const resumeText = (await extractText(await getDocumentProxy(new Uint8Array(await readFile(resumePath))), { mergePages: true })).text;
  expect(resumeText).toContain("Recipes");
  const link = /Portfolio: (\S+\/p\/[A-Za-z0-9]{12})/.exec(resumeText)?.[1];
  expect(link, resumeText).toBeTruthy();

  // The card says so.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(page.locator("[data-job-card]").filter({ hasText: POSTING.title }).getByTestId("resume-sent")).toContainText("Resume sent");

  // A recruiter opens the link printed on the resume: the view counts for this application.
  const recruiter = await browser.newContext();
  const visit = await recruiter.newPage();
  await visit.goto(link!);
  await expect(visit).toHaveURL(new RegExp(`/portfolio/${account.username}\\?l=`));
  await recruiter.close();
  await expect(async () => {
    await page.goto("/jobtracker");
    await expect(page.locator("[data-job-card]").filter({ hasText: POSTING.title }).getByTestId("portfolio-viewed")).toContainText(
      "Portfolio viewed 1 time",
    );
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId("resume-sent")).toContainText("Resume sent");
});
