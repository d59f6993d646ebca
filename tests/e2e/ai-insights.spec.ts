// AI Career Insights journeys (issue 6): from a job's detail, open AI Insights, upload a real resume PDF, run
// Analyze Resume, Analyze Match and Calculate Score and check what they found in it; copy a suggestion. Also: a
// non-PDF choice is refused, Remove returns to Upload with the tabs disabled, a failed request only toasts, and
// 'Get New AI Suggestions' stores suggestions on the job.
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, registerThroughApi, test, type TestAccount } from "./fixtures";

const RESUME = path.join(process.cwd(), "tests/fixtures/resumes/james-okafor.pdf");

// James Okafor's resume names Python, SQL, Apache Spark, Kafka, Airflow, dbt and Google Cloud, but not
// Kubernetes or Snowflake.
const JOB = {
  title: "Senior Data Engineer",
  company: "Streamline",
  description: [
    "We are hiring a Senior Data Engineer to build our streaming data platform.",
    "",
    "Requirements:",
    "- 5+ years of experience building data pipelines",
    "- Strong Python and SQL",
    "- Apache Spark, Kafka and Airflow in production",
    "- Experience with Google Cloud",
    "",
    "Nice to have:",
    "- Kubernetes",
    "- Snowflake",
  ].join("\n"),
};

async function signInWithJob(page: Page, account: TestAccount, job: Record<string, string> = JOB): Promise<string> {
  const login = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).token as string;
  const created = await page.request.post("/api/jobs", { headers: { Authorization: `Bearer ${token}` }, data: job });
  expect(created.status()).toBe(201);
  return token;
}

async function openInsights(page: Page): Promise<Locator> {
  await page.goto("/jobtracker");
  await page.locator("[data-job-card]").filter({ hasText: JOB.title }).click();
  const detail = page.getByRole("dialog", { name: JOB.title });
  await detail.getByRole("button", { name: "AI Insights" }).click();
  const dialog = page.getByRole("dialog", { name: "AI Career Insights" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]dialog=ai/);
  return dialog;
}

const percentOf = async (locator: Locator) => Number((await locator.innerText()).match(/^(\d{1,3})%$/)?.[1] ?? NaN);

/** The spec's bands, written out here rather than imported, so a wrong threshold in the app fails the test. */
const band = (n: number) => (n >= 80 ? "high" : n >= 60 ? "good" : "low");

test("upload a resume PDF, run all three analyses and copy a suggestion", async ({ page, context, request, account }) => {
  await registerThroughApi(request, account);
  await signInWithJob(page, account);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const dialog = await openInsights(page);

  // Upload tab: the drop zone, the job analysis requested on opening, the other tabs disabled.
  await expect(dialog.getByRole("tab", { name: "Upload" })).toHaveAttribute("aria-selected", "true");
  for (const name of ["Tips", "Match", "Predict"]) await expect(dialog.getByRole("tab", { name })).toBeDisabled();
  await expect(dialog.getByText("Drag and drop your resume here")).toBeVisible();
  await expect(dialog.getByText("max 10MB")).toBeVisible();
  const requiredSkills = dialog.getByRole("list", { name: "Required skills" });
  await expect(requiredSkills).toContainText("Apache Spark");
  await expect(dialog.getByRole("list", { name: "Nice to have" })).toContainText("Snowflake");
  await expect(dialog.locator("[data-job-analysis]")).toContainText("Senior");

  await dialog.getByLabel("Upload your resume").setInputFiles(RESUME);
  await expect(page.getByText("Resume uploaded successfully!")).toBeVisible();
  // A successful choice moves to Tips.
  await expect(dialog.getByRole("tab", { name: "Tips" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("tab", { name: "Tips" })).toBeFocused();

  // Tips: the score, the summary, prioritised tips with a copy button.
  await dialog.getByRole("button", { name: "Analyze Resume" }).click();
  await expect(page.getByText("Resume Tips Analysis completed successfully!")).toBeVisible();
  const tipsScore = await percentOf(dialog.locator("[data-score]"));
  expect(tipsScore).toBeGreaterThanOrEqual(0);
  expect(tipsScore).toBeLessThanOrEqual(100);
  await expect(dialog.getByText("Analysed by Vitrine's built-in engine")).toBeVisible();
  const tips = dialog.locator("[data-tip]");
  expect(await tips.count()).toBeGreaterThan(0);
  // The resume lacks Kubernetes and Snowflake: the keyword tip names them.
  await expect(dialog.locator("[data-suggestion]").filter({ hasText: "Kubernetes" })).toContainText("Snowflake");
  await expect(tips.first().locator("[data-priority]")).toHaveText(/^(High|Medium|Low) priority$/);

  const firstSuggestion = (await tips.first().locator("[data-suggestion]").innerText()).trim();
  await dialog.getByRole("button", { name: "Copy suggestion 1" }).click();
  await expect(page.getByText("Copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstSuggestion);

  // Match, reached with the keyboard (arrow keys move between tabs).
  await dialog.getByRole("tab", { name: "Tips" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("tab", { name: "Match" })).toHaveAttribute("aria-selected", "true");
  await dialog.getByRole("button", { name: "Analyze Match" }).click();
  await expect(page.getByText("Job Matching Analysis completed successfully!")).toBeVisible();
  const match = await percentOf(dialog.locator("[data-score]"));
  await expect(dialog.locator("[data-score-message]")).toHaveText(
    { high: "Excellent match!", good: "Good match with room for improvement", low: "Consider improving your skills for better alignment" }[
      band(match)
    ],
  );
  const matched = dialog.locator("[data-matched-skills] li");
  for (const skill of ["Python", "SQL", "Apache Spark", "Kafka", "Airflow", "Google Cloud"])
    await expect(matched.filter({ hasText: new RegExp(`^${skill}$`) })).toHaveCount(1);
  const missing = dialog.locator("[data-missing-skills] li");
  await expect(missing.filter({ hasText: /^Kubernetes$/ })).toHaveCount(1);
  await expect(missing.filter({ hasText: /^Snowflake$/ })).toHaveCount(1);
  await expect(matched.filter({ hasText: /^Kubernetes$/ })).toHaveCount(0);
  await expect(dialog.getByRole("progressbar", { name: "Experience score" })).toHaveAttribute("aria-valuenow", /^\d{1,3}$/);
  await expect(dialog.locator("[data-level-match]")).not.toBeEmpty();
  await expect(dialog.getByRole("heading", { name: "Recommendations" })).toBeVisible();

  // Predict: success score, its message, confidence, factor bars coloured by band.
  await dialog.getByRole("tab", { name: "Predict" }).click();
  await dialog.getByRole("button", { name: "Calculate Score" }).click();
  await expect(page.getByText("Success Prediction completed successfully!")).toBeVisible();
  const success = await percentOf(dialog.locator("[data-score]"));
  await expect(dialog.locator("[data-score-message]")).toHaveText(
    { high: "High chance of success!", good: "Good prospects with some improvements", low: "Consider enhancing your profile" }[
      band(success)
    ],
  );
  await expect(dialog.locator("[data-confidence]")).toHaveText(/^\d{1,3}%$/);
  const factors = dialog.locator("[data-factor]");
  expect(await factors.count()).toBeGreaterThanOrEqual(3);
  const bands = new Set<string>();
  for (const factor of await factors.all()) {
    const value = Number(await factor.getByRole("progressbar").getAttribute("aria-valuenow"));
    await expect(factor).toContainText(`${value}%`);
    const colours = (await factor.locator("[data-band-bar]").getAttribute("class")) ?? "";
    expect(colours).toMatch({ high: /green/, good: /yellow.*orange/, low: /blue.*purple/ }[band(value)]);
    bands.add(band(value));
  }
  // This resume against this job spans more than one band (experience is strong, resume quality is not).
  expect(bands.size).toBeGreaterThan(1);
  await expect(dialog.getByRole("heading", { name: "Key insights" })).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Competitive advantages" })).toBeVisible();
  await expect(dialog.getByText("Hands-on Apache Spark experience matches the role.")).toBeVisible();

  // The earlier results are still there; Escape closes the insights and leaves the detail open.
  await dialog.getByRole("tab", { name: "Match" }).click();
  await expect(dialog.locator("[data-score]")).toHaveText(`${match}%`);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: JOB.title })).toBeVisible();
  await expect(page).not.toHaveURL(/dialog=ai/);
});

test("a non-PDF is refused, Remove returns to Upload, and failed requests only toast", async ({ page, request, account }) => {
  await registerThroughApi(request, account);
  await signInWithJob(page, account);
  const dialog = await openInsights(page);

  await dialog
    .getByLabel("Upload your resume")
    .setInputFiles({ name: "resume.txt", mimeType: "text/plain", buffer: Buffer.from("Python developer") });
  await expect(page.getByText("Please upload a PDF file")).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Tips" })).toBeDisabled();
  await dialog
    .getByLabel("Upload your resume")
    .setInputFiles({ name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(page.getByText("File size too large. Please upload a file smaller than 10MB.")).toBeVisible();

  // A PDF whose text cannot be read: the server's message is the toast.
  await dialog
    .getByLabel("Upload your resume")
    .setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 not really a pdf") });
  await expect(page.getByText("Resume uploaded successfully!")).toBeVisible();
  await dialog.getByRole("button", { name: "Analyze Resume" }).click();
  await expect(page.getByText("Could not extract text from resume. Please try a different file.")).toBeVisible();
  await expect(dialog.locator("[data-score]")).toHaveCount(0);

  // The real resume, then a request that never gets an answer: a toast, and the page stays.
  await dialog.getByRole("tab", { name: "Upload" }).click();
  await expect(dialog.getByText("scan.pdf")).toBeVisible();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await dialog.getByLabel("Upload your resume").setInputFiles(RESUME);
  await expect(dialog.locator("[data-chosen-file]")).toHaveCount(0); // moved on to Tips
  await dialog.getByRole("tab", { name: "Upload" }).click();
  await expect(dialog.locator("[data-chosen-file]")).toContainText("james-okafor.pdf");
  await expect(dialog.locator("[data-file-size]")).toHaveText("0.0042 MB");
  await dialog.getByRole("tab", { name: "Match" }).click();
  await page.route("**/insights", (route) => (route.request().method() === "POST" ? route.abort("failed") : route.continue()));
  await dialog.getByRole("button", { name: "Analyze Match" }).click();
  await expect(page.getByText("Analysis failed. Please try again.")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Analyze Match" })).toBeEnabled();
  await page.unroute("**/insights");
  await dialog.getByRole("button", { name: "Analyze Match" }).click();
  await expect(page.getByText("Job Matching Analysis completed successfully!")).toBeVisible();
  await expect(dialog.locator("[data-score]")).toHaveText(/^\d{1,3}%$/);

  // Remove clears every result and returns to Upload with the tabs disabled again.
  await dialog.getByRole("tab", { name: "Upload" }).click();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(dialog.getByRole("tab", { name: "Upload" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByText("Drag and drop your resume here")).toBeVisible();
  for (const name of ["Tips", "Match", "Predict"]) await expect(dialog.getByRole("tab", { name })).toBeDisabled();
  await dialog.getByLabel("Upload your resume").setInputFiles(RESUME);
  await dialog.getByRole("tab", { name: "Match" }).click();
  await expect(dialog.getByRole("button", { name: "Analyze Match" })).toBeVisible();
  await expect(dialog.locator("[data-score]")).toHaveCount(0);
});

test("the job analysis failing toasts its reason, and a job without a description has no insights", async ({ page, request, account }) => {
  await registerThroughApi(request, account);
  const token = await signInWithJob(page, account);
  await page.request.post("/api/jobs", {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: "Office Manager", company: "Blank Co" },
  });

  await page.route("**/insights", (route) =>
    route.request().method() === "GET"
      ? route.fulfill({
          status: 404,
          contentType: "application/json",
          body: JSON.stringify({
            status: "error",
            intent: "analyze-job",
            message: "Job application not found",
            httpStatus: 404,
            reason: "server",
          }),
        })
      : route.continue(),
  );
  const dialog = await openInsights(page);
  await expect(page.getByText("Job analysis failed: Job application not found")).toBeVisible();
  await page.unroute("**/insights");
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.getByRole("list", { name: "Required skills" })).toContainText("Kafka");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole("dialog", { name: JOB.title }).getByRole("button", { name: "Close" }).click();
  await page.locator("[data-job-card]").filter({ hasText: "Office Manager" }).click();
  const blank = page.getByRole("dialog", { name: "Office Manager" });
  await expect(blank.getByRole("button", { name: "AI Insights" })).toBeDisabled();
  await expect(blank.getByText("Job description is required for AI insights")).toBeVisible();
});

test("Get New AI Suggestions adds suggestions to the job, kept after a reload", async ({ page, request, account }) => {
  await registerThroughApi(request, account);
  await signInWithJob(page, account);
  await page.goto("/jobtracker");
  await page.locator("[data-job-card]").filter({ hasText: JOB.title }).click();
  const detail = page.getByRole("dialog", { name: JOB.title });
  await expect(detail.getByText("No AI suggestions yet.")).toBeVisible();
  await detail.getByRole("button", { name: "Get New AI Suggestions" }).click();
  await expect(page.getByText("New AI suggestions added!")).toBeVisible();
  const suggestions = detail.getByRole("button", { name: /^Copy suggestion \d+$/ });
  await expect(suggestions.first()).toBeVisible();
  const count = await suggestions.count();
  expect(count).toBeGreaterThan(0);
  await expect(detail.getByText(count === 1 ? "1 tip" : `${count} tips`)).toBeVisible();
  const listed = await detail.locator("[data-ai-suggestion]").allInnerTexts();
  expect(listed.every((text) => text.trim().length > 0)).toBe(true);

  await page.reload();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  const again = page.getByRole("dialog", { name: JOB.title });
  await expect(again.getByRole("button", { name: /^Copy suggestion \d+$/ })).toHaveCount(count);
  expect(await again.locator("[data-ai-suggestion]").allInnerTexts()).toEqual(listed);
});

test("Get New AI Suggestions asks before replacing the suggestions the user wrote", async ({ page, request, account }) => {
  await registerThroughApi(request, account);
  const token = await signInWithJob(page, account);
  const jobs = await page.request.get("/api/jobs", { headers: { Authorization: `Bearer ${token}` } });
  const job = (await jobs.json()).data.jobs[0] as { id: string; version: number };
  const written = await page.request.put(`/api/jobs/${job.id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...JOB, appliedDate: "2026-11-01", aiSuggestions: ["My own tip: lead with the Kafka migration"] },
  });
  expect(written.status()).toBe(200);

  let generated = 0;
  page.on("request", (req) => {
    if (req.method() === "POST" && new URL(req.url()).pathname.startsWith("/jobtracker")) generated += 1;
  });
  await page.goto("/jobtracker");
  await page.locator("[data-job-card]").filter({ hasText: JOB.title }).click();
  const detail = page.getByRole("dialog", { name: JOB.title });
  await expect(detail.getByText("My own tip: lead with the Kafka migration")).toBeVisible();

  await detail.getByRole("button", { name: "Get New AI Suggestions" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Replace AI Suggestions?" });
  await expect(confirm).toContainText("including any you wrote or edited");
  await confirm.getByRole("button", { name: "Keep Current" }).click();
  await expect(confirm).toBeHidden();
  await expect(detail.getByText("My own tip: lead with the Kafka migration")).toBeVisible();
  expect(generated).toBe(0);

  await detail.getByRole("button", { name: "Get New AI Suggestions" }).click();
  await page.getByRole("alertdialog", { name: "Replace AI Suggestions?" }).getByRole("button", { name: "Replace Suggestions" }).click();
  await expect(page.getByText("New AI suggestions added!")).toBeVisible();
  await expect(detail.getByText("My own tip: lead with the Kafka migration")).toBeHidden();
  expect(generated).toBe(1);
});
