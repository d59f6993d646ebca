// Issue 32 in the browser: with a saved profile, every card shows its match with the profile and the confidence,
// the board orders by it ("Best match") and the table sorts its Match column, and the AI dialog says why, factor by
// factor. A nurse's profile: the Registered Nurse posting is a strong fit, the Go posting another line of work, and
// a one-line posting cannot be read (low confidence).
import AxeBuilder from "@axe-core/playwright";
import { GO_JOB, NURSE_JOB, NURSE_PROFILE } from "../match-fixtures";
import { expect, test } from "./fixtures";

const VAGUE_JOB = { title: "Team Member", company: "Acme", description: "Join our great team and make a difference every day." };

const titles = (locator: import("@playwright/test").Locator) => locator.locator(".job-card-title").allInnerTexts();

test("cards show the profile's match with its confidence, the board and the table order by it, and the AI dialog says why", async ({
  page,
  login,
}) => {
  // Created oldest first: the board shows the newest (the vague posting) first until ordered by match.
  const { api } = await login(NURSE_JOB, GO_JOB, VAGUE_JOB);
  await api.put("/api/profiles/me", NURSE_PROFILE);
  await page.goto("/jobtracker");

  const column = page.locator('[data-column="applied"]');
  const card = (title: string) => column.locator("[data-job-card]").filter({ hasText: title });
  const scoreOf = async (title: string) =>
    Number((await card(title).locator("[data-match-badge]").getAttribute("title"))?.match(/^Profile match (\d+)%/)?.[1]);
  await expect(card("Registered Nurse").locator("[data-match-badge]")).toHaveAttribute("title", /^Profile match \d+%, high confidence$/);
  const scores = {
    "Registered Nurse": await scoreOf("Registered Nurse"),
    "Senior Go Engineer": await scoreOf("Senior Go Engineer"),
    "Team Member": await scoreOf("Team Member"),
  };
  expect(scores["Registered Nurse"]).toBeGreaterThanOrEqual(60);
  expect(scores["Senior Go Engineer"]).toBeLessThan(40);
  await expect(card("Registered Nurse")).toContainText(`${scores["Registered Nurse"]}% matchHigh confidence`);
  await expect(card("Team Member").locator("[data-match-badge]")).toHaveAttribute("data-match-badge", "low");
  await expect(card("Team Member")).toContainText("Low confidence");
  const newestFirst = ["Team Member", "Senior Go Engineer", "Registered Nurse"];
  expect(await titles(column)).toEqual(newestFirst);

  // Best match first (ties newest first): a link, so it works without JavaScript too, and kept in the URL.
  const bestFirst = [...newestFirst].sort((a, b) => scores[b as keyof typeof scores] - scores[a as keyof typeof scores]);
  expect(bestFirst[0]).toBe("Registered Nurse");
  const order = page.getByRole("navigation", { name: "Order of the cards" });
  await order.getByRole("link", { name: "Best match" }).click();
  await expect(page).toHaveURL(/[?&]sort=match/);
  await expect(order.getByRole("link", { name: "Best match" })).toHaveAttribute("aria-current", "page");
  await expect.poll(() => titles(column)).toEqual(bestFirst);
  await page.reload();
  expect(await titles(column)).toEqual(bestFirst);
  const axe = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await order.getByRole("link", { name: "Newest" }).click();
  await expect.poll(() => titles(column)).toEqual(newestFirst);

  // The table: its Match column sorts best first.
  await page.getByRole("link", { name: "Table" }).click();
  await page.locator('[data-sort="match"]').click();
  await expect(page).toHaveURL(/sort=match&dir=desc/);
  const rows = page.locator("[data-job-row]");
  await expect(rows.locator("td:first-child")).toHaveText(bestFirst);
  await expect(rows.first().locator("[data-match-badge]")).toHaveAttribute(
    "title",
    `Profile match ${scores["Registered Nurse"]}%, high confidence`,
  );

  // The AI dialog explains the match in words.
  await page.getByRole("link", { name: "Board" }).click();
  await card("Registered Nurse").click();
  const detail = page.getByRole("dialog", { name: "Registered Nurse" });
  await detail.getByRole("button", { name: "AI Insights" }).click();
  const dialog = page.getByRole("dialog", { name: "AI Career Insights" });
  const explained = dialog.locator("[data-profile-match]");
  await expect(explained.getByRole("heading", { name: "How your profile matches" })).toBeVisible();
  await expect(explained.locator("[data-score]")).toHaveText(`${scores["Registered Nurse"]}%`);
  await expect(explained.locator("[data-match-confidence]")).toHaveText("High confidence: the posting names enough skills to compare.");
  const why = explained.getByRole("list", { name: "Why this score" });
  await expect(why.locator('[data-match-factor="Line of work"]')).toContainText(
    "The same line of work: the posting reads as Registered Nurse",
  );
  await expect(why.locator('[data-match-factor="Skills"]')).toContainText(/Your profile shows \d of the \d required/);
  await expect(why.locator('[data-match-factor="Experience"]')).toContainText("the posting asks for 3+");
  const dialogAxe = await new AxeBuilder({ page })
    .include("[data-profile-match]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(dialogAxe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("match-dialog.png") });
});
