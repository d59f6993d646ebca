// What the /profile journeys share: the resume fixtures' folder, a tiny PNG and the month picker.
import path from "node:path";
import type { Locator } from "@playwright/test";

export const RESUME_DIR = path.join(process.cwd(), "tests/fixtures/resumes");
/** A 1x1 PNG, the smallest photo the upload accepts. */
export const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

/** Picks `month` and `year` in the month picker labelled `label` inside `scope`. */
export async function pickMonth(scope: Locator, label: string, month: string, year: string) {
  await scope.getByLabel(`${label} month`).selectOption({ label: month });
  await scope.getByLabel(`${label} year`).selectOption(year);
}
