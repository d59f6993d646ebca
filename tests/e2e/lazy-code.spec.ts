// Code loaded when it is needed (issue 16 goal 3, ADR 0010): signed-in pages load no zod until a form is used, the
// gallery's thumbnails keep the server's HTML without the templates' code, and a part whose code cannot be loaded
// (offline) says so and loads on "Try again"; the profile's edit forms, the bell's panel and the error pages load when shown.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const LOAD_FAILED = "This part of the page could not be loaded. Check your connection and try again.";

/** The text of every script the page loads from now on. */
function loadedScripts(page: Page) {
  const bodies: string[] = [];
  // A body is read after its response event; a check waits for every body still being read, so a
  // chunk that has arrived is never missed (and a "not loaded" check sees every chunk that came).
  const reading = new Set<Promise<void>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const read = response
      .text()
      .catch(() => "")
      .then((body) => void bodies.push(body));
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  const settled = async () => {
    while (reading.size > 0) await Promise.all([...reading]);
  };
  return {
    some: async (marker: string) => {
      await settled();
      return bodies.some((body) => body.includes(marker));
    },
    count: async () => {
      await settled();
      return bodies.length;
    },
  };
}

// Every zod 4 schema keeps its internals under `_zod`; no other module the app loads mentions it.
const ZOD = "_zod";

test.describe("code loaded on first use", () => {
  test("settings and the profile load no zod until a form is used; the form then validates in the browser", async ({ page, login }) => {
    await login();
    const scripts = loadedScripts(page);
    for (const path of ["/profile", "/settings"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    }
    expect(await scripts.count()).toBeGreaterThan(5);
    expect(await scripts.some(ZOD)).toBe(false);

    await page.getByRole("link", { name: "Edit personal information" }).click();
    const firstName = page.getByLabel("First Name");
    await firstName.focus();
    await expect.poll(() => scripts.some(ZOD)).toBe(true);
    // Validated in the browser now: a name too long is refused on blur, with no request.
    const posts: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" && posts.push(r.url())));
    await firstName.fill("x".repeat(120));
    await firstName.blur();
    await expect(page.getByText("First name must be at most 50 characters")).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("the gallery's thumbnails are the server's HTML: the templates' code loads only for a thumbnail drawn later", async ({
    page,
    login,
  }) => {
    await login();
    const scripts = loadedScripts(page);
    await page.goto("/templates", { waitUntil: "networkidle" });
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // The terminal template's miniature is there (its prompt), its code is not.
    await expect(page.locator("#template-terminal-developer-focused").getByText("whoami").first()).toBeAttached();
    expect(await scripts.some("whoami")).toBe(false);

    // The details dialog draws a thumbnail in the browser: the code loads and the miniature shows.
    await page.getByRole("link", { name: "Details for Terminal Developer Focused" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("whoami").first()).toBeAttached();
    expect(await scripts.some("whoami")).toBe(true);
  });

  test("a dialog whose code cannot be loaded says so, keeps the page, and opens on Try again", async ({ page, context, login }) => {
    await login();
    await page.goto("/templates", { waitUntil: "networkidle" });
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

    await context.setOffline(true);
    await page.getByRole("link", { name: "Feedback" }).click();
    const failure = page.getByRole("alert").filter({ hasText: LOAD_FAILED });
    await expect(failure).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose Your Perfect Template" })).toBeVisible();

    await context.setOffline(false);
    await failure.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("dialog", { name: "Send Feedback" })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test("the profile loads its edit forms when editing begins and the bell its panel when opened; no page loads an error page it does not show", async ({
    page,
    login,
  }) => {
    await login();
    const scripts = loadedScripts(page);
    // Markers only each part's own code contains (comments are stripped from the build).
    const FORMS = "Add another";
    const PANEL = "Mark all read";
    const ERROR_PAGE = "Back to dashboard";
    await page.goto("/profile", { waitUntil: "networkidle" });
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(await scripts.count()).toBeGreaterThan(5);
    expect(await scripts.some(FORMS)).toBe(false);
    expect(await scripts.some(PANEL)).toBe(false);

    await page.getByRole("button", { name: "Edit Personal Information" }).click();
    await expect(page.locator("#section-personal").getByLabel("Phone", { exact: true })).toBeVisible();
    await expect(page.locator("#section-personal").getByRole("button", { name: "Cancel" })).toBeVisible();
    expect(await scripts.some(FORMS)).toBe(true);

    await page.getByTestId("notifications-menu").locator("summary").click();
    await expect(page.getByRole("button", { name: "Mark all read" })).toBeVisible();
    expect(await scripts.some(PANEL)).toBe(true);
    expect(await scripts.some(ERROR_PAGE)).toBe(false);
  });
});
