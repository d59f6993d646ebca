// The notifications bell: the badge on first paint, the panel (type icons, relative times, action links), marking
// one read (check button or click), 'Mark all read', 'Load more', and new notifications showing up without a
// reload. Notifications come from the product's own events: registration (welcome) and personal settings saves.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Each personal settings save creates a "Personal information updated" notification. */
async function saveSettings(page: Page, token: string, times: number) {
  for (let i = 0; i < times; i++) {
    const saved = await page.request.put("/api/profiles/settings/personal", {
      headers: { Authorization: `Bearer ${token}` },
      data: { firstName: `Taylor${"x".repeat(i % 3)}`, lastName: "Morgan", careerStage: "" },
    });
    expect(saved.status()).toBe(200);
  }
}

const bell = (page: Page) => page.getByTestId("notifications-menu").locator("summary");
const badge = (page: Page) => page.getByTestId("notifications-menu").getByTestId("unread-badge");
const items = (page: Page) => page.getByTestId("notification-item");

test("badge count, mark one read, mark all read and load more", async ({ page, login }) => {
  const { token } = await login();
  await saveSettings(page, token, 11); // + welcome = 12

  await page.goto("/settings");
  // Right on first paint (from the layout loader).
  await expect(badge(page)).toHaveText("12");
  await expect(bell(page)).toHaveAccessibleName("Notifications (12 unread)");

  await bell(page).click();
  const panel = page.getByRole("region", { name: "Notifications" });
  await expect(panel).toBeVisible();
  await expect(items(page)).toHaveCount(10);
  await expect(panel.getByText("12 new")).toBeVisible();
  await expect(items(page).first()).toContainText("Personal information updated");
  await expect(items(page).first()).toContainText("Just now");
  await expect(items(page).first()).toHaveAttribute("data-read", "false");

  // The check button marks one read; the badge decrements.
  await items(page)
    .first()
    .getByRole("button", { name: /as read$/ })
    .click();
  await expect(items(page).first()).toHaveAttribute("data-read", "true");
  await expect(badge(page)).toHaveText("11");
  await expect(
    items(page)
      .first()
      .getByRole("button", { name: /as read$/ }),
  ).toHaveCount(0);

  // A click on the notification itself marks it read too.
  await items(page).nth(1).getByText("Personal information updated").click();
  await expect(items(page).nth(1)).toHaveAttribute("data-read", "true");
  await expect(badge(page)).toHaveText("10");

  // 'Load more' appends the next page (the welcome, oldest, with its action link to a page of the app: same tab).
  await panel.getByRole("button", { name: "Load more" }).click();
  await expect(items(page)).toHaveCount(12);
  await expect(panel.getByRole("button", { name: "Load more" })).toHaveCount(0);
  const welcome = items(page).last();
  await expect(welcome).toContainText("Welcome to Vitrine, Taylor!");
  const action = welcome.getByRole("link", { name: /Complete Profile/ });
  await expect(action).toHaveAttribute("href", "/profile");
  await expect(action).not.toHaveAttribute("target", /.*/);

  // The server agrees (the read state survives a reload).
  const count = await page.request.get("/api/notifications/unread-count", { headers: { Authorization: `Bearer ${token}` } });
  expect((await count.json()).data.unreadCount).toBe(10);

  await panel.getByRole("button", { name: "Mark all read" }).click();
  await expect(badge(page)).toHaveCount(0);
  await expect(page.locator("[data-testid=notification-item][data-read=false]")).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Mark all read" })).toBeDisabled();

  // Escape closes the panel and gives focus back to the bell.
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();

  await page.reload();
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  await expect(badge(page)).toHaveCount(0);
});

test("a new notification shows up without a reload", async ({ page, login }) => {
  const { token } = await login();
  await page.goto("/settings");
  await expect(badge(page)).toHaveText("1");

  // Something happens elsewhere (another tab, the API); coming back to the window refreshes the count.
  await saveSettings(page, token, 1);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(badge(page)).toHaveText("2");

  // With the panel open, a new arrival lands on top of the list.
  await bell(page).click();
  await expect(items(page)).toHaveCount(2);
  const rename = await page.request.put("/api/profiles/settings/personal", {
    headers: { Authorization: `Bearer ${token}` },
    data: { firstName: "Jordan", lastName: "Morgan", careerStage: "" },
  });
  expect(rename.status()).toBe(200);
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(items(page)).toHaveCount(3);
  await expect(badge(page)).toHaveText("3");
  await expect(items(page).first()).toHaveAttribute("data-read", "false");

  // A save made in this page (a form action) refreshes the badge through the layout's revalidation.
  await page.keyboard.press("Escape");
  const personal = page.locator("section#personal");
  await personal.getByRole("link", { name: "Edit personal information" }).click();
  await personal.getByLabel("First Name").fill("Avery");
  await personal.getByRole("button", { name: "Save" }).click();
  await expect(badge(page)).toHaveText("4");
});

test("the panel at phone width", async ({ page, login }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login();
  await page.goto("/settings");
  await bell(page).click();
  const panel = page.getByRole("region", { name: "Notifications" });
  await expect(items(page)).toHaveCount(1);
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(panel.getByRole("button", { name: "Mark all read" })).toBeInViewport();
});
