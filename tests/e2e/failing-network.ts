// Issue 14 part 2's tools: make a page's posts fail (offline, a bare 500, or a page that is not the action's) and
// check that the page survived. Used by the failures-*.spec.ts journeys.
import type { BrowserContext, Page } from "@playwright/test";
import { expect, type recordToasts } from "./fixtures";

export type Mode = "offline" | "500" | "not-json";

/** Makes the page's next posts fail the way `mode` says; the returned function restores the connection. */
export async function breakPosts(page: Page, context: BrowserContext, mode: Mode, url: string | RegExp = /\.data(\?|$)|\/resources\//) {
  if (mode === "offline") {
    // The page learns of it a moment later: until navigator.onLine says so, a code preload (which skips while the
    // browser knows it is offline) could start and fail, and Chromium keeps a failed module import for the page's life.
    await context.setOffline(true);
    await page.waitForFunction(() => navigator.onLine === false);
    return async () => {
      await context.setOffline(false);
      await page.waitForFunction(() => navigator.onLine === true);
    };
  }
  const handler = (route: Parameters<Parameters<Page["route"]>[1]>[0]) =>
    route.request().method() === "GET"
      ? route.fallback()
      : mode === "500"
        ? route.fulfill({ status: 500, contentType: "text/plain", body: "boom" })
        : route.fulfill({ status: 200, contentType: "text/html", body: "<html><body>Captive portal</body></html>" });
  await page.route(url, handler);
  return async () => page.unroute(url, handler);
}

/** For `failureTrier`: offline and a bare 500 only (the steps whose answer is read before its body). */
export const OFFLINE_AND_500 = { modes: ["offline", "500"] } as const satisfies { modes: readonly Mode[] };

/** The page is still there: no route error boundary replaced it. */
export async function expectNoErrorScreen(page: Page) {
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
}

/**
 * Tries `act` once per mode (by default offline, a bare 500 and a page that is not the action's): each time the
 * intent's `message` toasts (counted per message), no error screen replaces the page, and `kept` holds.
 */
export function failureTrier(page: Page, context: BrowserContext, toastSeen: Awaited<ReturnType<typeof recordToasts>>) {
  const seen = new Map<string, number>();
  return async (
    message: string,
    act: () => Promise<unknown>,
    kept: () => Promise<void>,
    { url, modes = ["offline", "500", "not-json"] }: { url?: RegExp; modes?: readonly Mode[] } = {},
  ) => {
    for (const mode of modes) {
      const restore = await breakPosts(page, context, mode, url);
      await act();
      const times = (seen.get(message) ?? 0) + 1;
      seen.set(message, times);
      await toastSeen(message, { times });
      await expectNoErrorScreen(page);
      await kept();
      await restore();
    }
  };
}
