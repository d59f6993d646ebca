// Accessibility (issue 14 §4): axe-core runs the WCAG 2.1 A and AA rules on every page, signed out, signed in (the
// demo user and a new user with empty states) and as admin, with its dialogs and panels open. No violation of
// impact serious or critical is allowed; the failure names each rule and the elements it found.
import AxeBuilder from "@axe-core/playwright";
import { PAGES, expect, test, visit } from "./pages";

for (const item of PAGES) {
  test.describe(() => {
    test.use({ role: item.role });
    test(`axe: ${item.name} (${item.role}) has no serious violation`, async ({ page }) => {
      test.setTimeout(120_000);
      await visit(page, item);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      const report = serious.map(
        (v) =>
          `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`).join(" | ")}`,
      );
      expect(report, `axe violations on ${item.path}`).toEqual([]);
    });
  });
}
