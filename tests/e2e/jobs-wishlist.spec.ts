// Issue 31 §2 "A Wishlist stage": a saved posting is added to the Wishlist (no application date), a drag out of it
// asks when the job was applied to (today offered; Enter confirms, Cancel leaves it where it was), and a Huntr
// export's Wishlist rows land in the Wishlist column.
import AxeBuilder from "@axe-core/playwright";
import { card, cardsIn, chooseCsvToImport, column, dragCard, fillNewJob } from "./board";
import { expect, test } from "./fixtures";

test("a Wishlist job is added without a date, asks for one when dragged to Applied, and Huntr's wishlist imports there", async ({
  page,
  login,
}) => {
  const { api } = await login({ title: "Data Engineer", company: "Initech", status: "wishlist" });
  await page.goto("/jobtracker");
  // The first column is the Wishlist.
  await expect(page.locator("section[data-column]").first()).toHaveAttribute("data-column", "wishlist");
  await expect(cardsIn(page, "wishlist")).toHaveText([/Data Engineer/]);

  // Added in the Wishlist: the default date goes, and the field says it is not needed there.
  const add = await fillNewJob(page, { title: "Platform Engineer", company: "Globex" });
  await expect(add.getByLabel("Application Date")).not.toHaveValue("");
  await add.getByLabel("Status").selectOption("wishlist");
  await expect(add.getByLabel("Application Date")).toHaveValue("");
  await expect(add.getByText("Not needed while the job is in the Wishlist.")).toBeVisible();
  await add.getByRole("button", { name: "Add Job" }).click();
  await expect(add).toHaveCount(0);
  await expect(cardsIn(page, "wishlist")).toHaveText([/Platform Engineer/, /Data Engineer/]);
  expect((await api.jobs()).find((job) => job.title === "Platform Engineer")).toMatchObject({ status: "wishlist", appliedDate: "" });

  // Dragged to Applied: the date prompt asks first, with today filled in; Cancel leaves the job in the Wishlist.
  // The drag code loads on the board's first use: the pointer over a card fetches it.
  await card(page, "Platform Engineer").hover();
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveCount(1);
  await dragCard(page, "Platform Engineer", "applied");
  const prompt = page.getByRole("dialog", { name: "When did you apply?" });
  await expect(prompt).toBeVisible();
  const today = await page.evaluate(() => new Date().toLocaleDateString("en-CA"));
  await expect(prompt.getByLabel("Application Date")).toHaveValue(today);
  const axe = await new AxeBuilder({ page }).include("dialog").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
  await prompt.getByRole("button", { name: "Cancel" }).click();
  await expect(prompt).toHaveCount(0);
  await expect(cardsIn(page, "wishlist")).toHaveText([/Platform Engineer/, /Data Engineer/]);
  await expect(cardsIn(page, "applied")).toHaveCount(0);

  // Again, with another date typed and Enter to confirm: the job moves and keeps that date.
  await dragCard(page, "Platform Engineer", "applied");
  await prompt.getByLabel("Application Date").fill("2026-11-02");
  await prompt.getByLabel("Application Date").press("Enter");
  await expect(prompt).toHaveCount(0);
  await expect(cardsIn(page, "applied")).toHaveText([/Platform Engineer/]);
  await expect(cardsIn(page, "wishlist")).toHaveText([/Data Engineer/]);
  expect((await api.jobs()).find((job) => job.title === "Platform Engineer")).toMatchObject({
    status: "applied",
    appliedDate: "2026-11-02",
  });

  // Huntr's export: its Wishlist rows land in the Wishlist (no date invented), its Applied row in Applied.
  const dialog = await chooseCsvToImport(
    page,
    "huntr.csv",
    "Company,Job Title,List,Date Applied,Min Salary,Max Salary\nHooli,SRE,Wishlist,,170000,200000\nUmbrella,QA Lead,Wishlist,,,\nStark,Designer,Applied,2026-10-01,,\n",
  );
  await dialog.getByRole("button", { name: "Preview import" }).click();
  await expect(dialog.locator("[data-preview-row]")).toHaveText([
    /SRE.*Wishlist.*Not applied yet/,
    /QA Lead.*Wishlist/,
    /Designer.*Applied/,
  ]);
  await dialog.getByRole("button", { name: "Import 3 applications" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(column(page, "wishlist").locator("[data-job-card]")).toHaveText([/SRE/, /QA Lead/, /Data Engineer/]);
  await expect(cardsIn(page, "applied")).toContainText(["Designer"]);
  expect((await api.jobs()).find((job) => job.title === "SRE")).toMatchObject({
    status: "wishlist",
    appliedDate: "",
    salary: "170,000 - 200,000",
  });
});
