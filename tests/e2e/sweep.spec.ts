// Every page and state of ./pages.ts, one visit each (issue 14 §4): axe-core runs the WCAG 2.1 A and AA rules and
// no violation of impact serious or critical is allowed (the failure names each rule and the elements it found);
// then at 1280, 768 and 390 px no page scrolls sideways and nothing in it sticks out of the viewport. Signed out,
// signed in (the demo user and a new user with empty states) and as admin, with dialogs and panels open.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { PAGES, expect, test, visit } from "./pages";

const WIDTHS = [1280, 768, 390];
const HEIGHT = { 390: 844, 768: 1024, 1280: 800 } as Record<number, number>;

/** Elements wider than the viewport or past its edges, unless a scroll container they sit in clips them on purpose. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        // A clipping box inside the viewport hides what sticks out of it (a truncated line inside a scrolled strip:
        // the line's own box is off screen too, the strip's is not).
        if (style.overflowX !== "visible") {
          const box = p.getBoundingClientRect();
          if (box.left >= -1 && box.right <= width + 1) return true;
        }
      }
      return false;
    };
    const found: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (el.closest("dialog:not([open]), [hidden], [aria-hidden='true']")) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.position === "fixed") continue;
      if ((box.right > width + 1 || box.left < -1) && !clipped(el)) {
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.getAttribute("class") ?? "")
          .split(" ")
          .slice(0, 4)
          .join(".")}`;
        found.push(`${name} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, found: found.slice(0, 10) };
  });
}

for (const item of PAGES) {
  test.describe(() => {
    test.use({ role: item.role, viewport: { width: 1280, height: HEIGHT[1280]! } });
    test(`${item.name} (${item.role}): axe finds nothing serious, and it fits 1280, 768 and 390 px`, async ({ page }) => {
      test.setTimeout(120_000);
      await visit(page, item);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      const report = serious.map(
        (v) =>
          `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`).join(" | ")}`,
      );
      expect(report, `axe violations on ${item.path}`).toEqual([]);

      // The same page narrowed: the layout is CSS, so a resize shows each width without another visit.
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT[width]! });
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const result = await overflowing(page);
        expect(result.found, `${item.path} at ${width} px: elements past the viewport`).toEqual([]);
        expect(result.scrollWidth, `${item.path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(result.width);
      }
    });
  });
}
