// The board's drag code loads on first use (issue 16, ADR 0010): before it arrives, and when it cannot be loaded at
// all, the keyboard still moves cards; the pointer's first use over the board loads it. Other board journeys:
// jobtracker.spec.ts.
import { card, column, dragCard, expectCounts, liveRegion, settledCards } from "./board";
import { expect, test } from "./fixtures";

// dnd-kit names its live region with this prefix; no other code the app loads contains it (a robust marker of its code).
const DND_KIT = "DndLiveRegion";

test("the board loads no drag code until it is used; the keyboard moves a card at once, even while that code is on its way, and a pointer drag works (issue 16, ADR 0010)", async ({
  page,
  login,
}) => {
  await login({ title: "Early Role", company: "Quick Co" }, { title: "Pointer Role", company: "Mouse Co", status: "offer" });
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
  });

  await page.goto("/jobtracker", { waitUntil: "networkidle" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.some((body) => body.includes(DND_KIT))).toBe(false);
  // Before the drag code, a card already tells a screen reader how to move it.
  const describedBy = await card(page, "Early Role").getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy}"]`)).toContainText("press Space to pick it up");

  // Every script from now on arrives late, as on a slow network: the whole keyboard move happens before the drag code.
  await page.route("**/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByPlaceholder("Search jobs, companies, or positions...").focus();
  await page.keyboard.press("Tab");
  await expect(card(page, "Early Role")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(liveRegion(page)).toContainText("Picked up Early Role at Quick Co.");
  await page.keyboard.press("ArrowRight");
  await expect(liveRegion(page)).toContainText("Moved Early Role at Quick Co to Interview.");
  // The card waits in its column, dashed; a copy shows where it goes.
  await expect(card(page, "Early Role")).toHaveClass(/job-card-dragging/);
  await expect(column(page, "interview").locator("[data-incoming-card]")).toContainText("Early Role");
  await page.keyboard.press("Space");
  await expect(liveRegion(page)).toContainText("Dropped Early Role at Quick Co in Interview.");
  await expect(settledCards(page, "interview")).toContainText(["Early Role"]);
  await expect(card(page, "Early Role")).toBeFocused();
  // The focus fetched the drag code meanwhile (for the pointer).
  await expect.poll(() => scripts.some((body) => body.includes(DND_KIT)), { timeout: 15_000 }).toBe(true);
  await page.unroute("**/*.js");

  // The mouse: press, move past the activation distance, glide over Rejected, release.
  await expect(page.locator(`[id^="${DND_KIT}"]`)).toHaveCount(1);
  await dragCard(page, "Pointer Role", "rejected");
  await expect(settledCards(page, "rejected")).toContainText(["Pointer Role"]);
  await page.reload();
  await expectCounts(page, { interview: 1, rejected: 1 });
});

test("drag code that cannot be loaded leaves the static board as it is, with no message: the keyboard still moves cards, Escape cancels, and the next pointer use loads it (ADR 0010)", async ({
  page,
  login,
}) => {
  await login({ title: "Sturdy Role", company: "Offline Co" });
  await page.goto("/jobtracker", { waitUntil: "networkidle" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

  let refused = 0;
  await page.route(/draggable-board-[^/]*\.js$/, (route) => {
    refused++;
    return route.abort("internetdisconnected");
  });
  await card(page, "Sturdy Role").focus();
  await page.keyboard.press("Space");
  await expect.poll(() => refused).toBeGreaterThan(0);
  await expect(liveRegion(page)).toContainText("Picked up Sturdy Role at Offline Co.");
  await page.keyboard.press("ArrowRight");
  await expect(column(page, "interview").locator(".ring-2.ring-inset")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(liveRegion(page)).toContainText("Cancelled. Sturdy Role at Offline Co stays in Applied.");
  await expect(column(page, "interview").locator("[data-incoming-card]")).toHaveCount(0);
  await expect(page.locator(`[id^="${DND_KIT}"]`)).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(card(page, "Sturdy Role")).toBeFocused();

  // The keyboard move does not need the drag code at all.
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  await expect(settledCards(page, "interview")).toContainText(["Sturdy Role"]);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Back online: the next pointer over the board loads it.
  await page.unroute(/draggable-board-[^/]*\.js$/);
  await page.mouse.move(0, 0);
  await card(page, "Sturdy Role").hover();
  await expect(page.locator(`[id^="${DND_KIT}"]`)).toHaveCount(1);
});
