// Every page of the app, for the journeys that look at all of them (sweep.spec.ts: axe; layout.spec.ts: overflow at
// three widths). Signed-in pages reuse one session per role and worker (the seeded demo user and admin, and a fresh
// account with empty states), so a run signs in only a few times.
import type { Page } from "@playwright/test";
import { ADMIN, DEMO, expect, registerThroughApi, test as base, uniqueEmail, type TestAccount } from "./fixtures";

export { expect };

export type Role = "guest" | "demo" | "fresh" | "admin";

export interface PageCase {
  name: string;
  role: Role;
  path: string;
  /** Brings the page to the state under test once it has loaded (opens a dialog, a panel...). */
  open?: (page: Page) => Promise<void>;
}

const openFirstJob = async (page: Page) => {
  await page.locator("[data-job-card]").first().click();
  await expect(page.locator("dialog:popover-open")).toBeVisible();
};

export const PAGES: PageCase[] = [
  { name: "landing", role: "guest", path: "/" },
  { name: "sign in", role: "guest", path: "/signin" },
  { name: "sign up", role: "guest", path: "/signin?step=signup" },
  { name: "forgot password", role: "guest", path: "/signin?step=forgot-password" },
  { name: "public portfolio", role: "guest", path: "/portfolio/demo" },
  { name: "portfolio not found", role: "guest", path: "/portfolio/no-such-user-here" },
  { name: "landing signed in", role: "demo", path: "/" },
  { name: "profile", role: "demo", path: "/profile" },
  { name: "templates", role: "demo", path: "/templates" },
  { name: "template preview", role: "demo", path: "/preview/modern-professional" },
  { name: "portfolio", role: "demo", path: "/portfolio" },
  { name: "job tracker", role: "demo", path: "/jobtracker" },
  { name: "job detail dialog", role: "demo", path: "/jobtracker", open: openFirstJob },
  { name: "add job dialog", role: "demo", path: "/jobtracker?dialog=add" },
  { name: "job tracker table", role: "demo", path: "/jobtracker?view=table" },
  {
    name: "notifications panel",
    role: "demo",
    path: "/jobtracker",
    open: async (page) => {
      await page.getByTestId("notifications-menu").locator("summary").click();
      await expect(page.getByRole("heading", { name: "Notifications", level: 2 })).toBeVisible();
    },
  },
  { name: "settings profile tab", role: "demo", path: "/settings?tab=profile" },
  { name: "settings account tab", role: "demo", path: "/settings?tab=account" },
  { name: "settings password dialog", role: "demo", path: "/settings?tab=account&dialog=password" },
  { name: "settings delete account dialog", role: "demo", path: "/settings?tab=account&dialog=delete" },
  { name: "settings personal edit", role: "demo", path: "/settings?tab=profile&edit=personal" },
  { name: "new user landing", role: "fresh", path: "/" },
  { name: "new user profile", role: "fresh", path: "/profile" },
  { name: "new user templates", role: "fresh", path: "/templates" },
  { name: "new user portfolio", role: "fresh", path: "/portfolio" },
  { name: "new user job tracker", role: "fresh", path: "/jobtracker" },
  { name: "admin users", role: "admin", path: "/admin" },
  {
    name: "admin user details dialog",
    role: "admin",
    path: "/admin",
    open: async (page) => {
      await page.getByRole("link", { name: "View details of Demo User" }).click();
      await expect(page.locator("dialog:popover-open")).toBeVisible();
    },
  },
  { name: "admin dashboard", role: "admin", path: "/admin1" },
  { name: "admin dashboard users tab", role: "admin", path: "/admin1?tab=users" },
  { name: "admin dashboard analytics tab", role: "admin", path: "/admin1?tab=analytics" },
];

type StorageState = Awaited<ReturnType<import("@playwright/test").APIRequestContext["storageState"]>>;

type SignedIn = Exclude<Role, "guest">;

/**
 * `test` with a `role` option: the page's context starts with that role's session (signed out for "guest"). Each
 * worker signs each role in once, when a test first needs it (the new user is registered then, and removed when the
 * worker ends).
 */
export const test = base.extend<{ role: Role }, { sessionOf: (role: SignedIn) => Promise<StorageState> }>({
  role: ["guest", { option: true }],
  sessionOf: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const fresh: TestAccount = {
        email: uniqueEmail("pages"),
        password: "Sup3rSecret",
        username: `p${Date.now().toString(36)}${workerInfo.workerIndex}`.slice(0, 24),
        firstName: "Jordan",
        lastName: "Lee",
      };
      const signIn = async (account: { email: string; password: string }) => {
        const context = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
        const response = await context.post("/api/auth/login", { data: account });
        expect(response.status(), `sign-in of ${account.email}`).toBe(200);
        const state = await context.storageState();
        await context.dispose();
        return state;
      };
      const sessions = new Map<SignedIn, Promise<StorageState>>();
      let registered = false;
      await use((role) => {
        let session = sessions.get(role);
        if (!session) {
          session =
            role === "demo"
              ? signIn(DEMO)
              : role === "admin"
                ? signIn(ADMIN)
                : registerThroughApi(request, fresh).then(() => {
                    registered = true;
                    return signIn(fresh);
                  });
          sessions.set(role, session);
        }
        return session;
      });
      if (registered) await request.delete(`/api/dev/accounts/${encodeURIComponent(fresh.email)}`);
      await request.dispose();
    },
    { scope: "worker" },
  ],
  storageState: async ({ role, sessionOf }, use) => {
    await use(role === "guest" ? undefined : await sessionOf(role));
  },
});

/** Loads the page (and brings it to its state) in the current viewport. */
export async function visit(page: Page, item: PageCase) {
  const response = await page.goto(item.path);
  expect(response?.status(), `${item.path} status`).toBe(item.name.endsWith("not found") ? 404 : 200);
  await item.open?.(page);
}
