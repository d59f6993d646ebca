// The job board (/jobtracker) as the journeys see it: its columns and cards, the counts it shows, the keyboard move's
// announcements, a mouse drag from a card to a column, and its dialogs (Add New Job, Import CSV).
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export type Status = "wishlist" | "applied" | "interview" | "in-progress" | "offer" | "rejected";
const STATUSES: Status[] = ["wishlist", "applied", "interview", "in-progress", "offer", "rejected"];

export const column = (page: Page, status: Status) => page.locator(`section[data-column="${status}"]`);
export const card = (page: Page, title: string) => page.locator("[data-job-card]").filter({ hasText: title });
/** The cards of a column. */
export const cardsIn = (page: Page, status: Status) => column(page, status).locator("[data-job-card]");
/** The cards of a column that are not waiting for their move's answer. */
export const settledCards = (page: Page, status: Status) => column(page, status).locator("[data-job-card]:not([aria-busy])");
/** What the board says while a card is moved with the keyboard (the board's own keyboard move). */
export const liveRegion = (page: Page) => page.locator("[data-board-announcer]");

/** Tiles count every job; column badges count the visible ones (no search here). */
export async function expectCounts(page: Page, counts: Partial<Record<Status, number>>) {
  for (const status of STATUSES) {
    const expected = String(counts[status] ?? 0);
    await expect(page.locator(`[data-count-tile="${status}"] dd`)).toHaveText(expected);
    await expect(column(page, status).locator("[data-column-count]")).toHaveText(new RegExp(`^${expected}\\b`));
  }
}

/** Drags the card titled `title` onto the column `to` with the mouse: press, move past the activation distance, glide, release. */
export async function dragCard(page: Page, title: string, to: Status) {
  // The columns' tops at the top of the viewport, so the drop target is on screen too.
  await column(page, "applied").evaluate((el) => el.scrollIntoView({ block: "start" }));
  const from = (await card(page, title).boundingBox())!;
  const target = (await column(page, to).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 4, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + 120, { steps: 15 });
  await page.mouse.up();
}

/** Opens the Add New Job dialog from the board and fills its title and company. */
export async function fillNewJob(page: Page, job: { title: string; company: string }) {
  await page.getByRole("link", { name: "Add New Job" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Job" });
  await dialog.getByLabel("Job Title").fill(job.title);
  await dialog.getByLabel("Company").fill(job.company);
  return dialog;
}

/** Opens Import CSV (on the board or the table) and chooses `csv` as a file named `name`; gives the dialog. */
export async function chooseCsvToImport(page: Page, name: string, csv: string) {
  await page.getByRole("link", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Import applications from CSV" });
  await dialog.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  return dialog;
}
