// /api/notifications: every call, exact pagination and unread counts across pages, owner scoping (another user's
// notification is 404 and stays unread), globals read per user, expiry, read-all, 401 signed out, the resource
// route the bell uses, and the product's own events (welcome, deploy, contact message, account changes).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { notifications } from "~/db/schema";
import { getDb } from "~/server/db.server";
import { finishGoogleSignIn, startGoogleSignIn } from "~/server/auth/google.server";
import { broadcast, notifyUser } from "~/server/notifications/create.server";
import { BASE_URL, call, client, expectError, login, PASSWORD, registerUser, signedInUser, uniqueUsername, type Client } from "./helpers";
import { eq, inArray } from "drizzle-orm";

const db = getDb(env.DB);
const NOT_AUTHORIZED = "Not authorized. Please sign in.";

interface Dto {
  id: string;
  _id: string;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
  isGlobal: boolean;
  actionUrl?: string;
  actionText?: string;
}

function api(c: Client, token: string) {
  return {
    page: (page: number, limit = 10) => c.call(`/api/notifications?page=${page}&limit=${limit}`, { token }),
    count: async () => {
      const res = await c.call("/api/notifications/unread-count", { token });
      expect(res.status, res.text).toBe(200);
      return res.body.data.unreadCount as number;
    },
    read: (id: string) => c.call(`/api/notifications/${encodeURIComponent(id)}/read`, { method: "PATCH", token }),
    readAll: () => c.call("/api/notifications/read-all", { method: "PATCH", token }),
  };
}

async function all(c: Client, token: string): Promise<Dto[]> {
  const res = await api(c, token).page(1, 50);
  expect(res.status, res.text).toBe(200);
  return res.body.data.notifications as Dto[];
}

/** A signed-in user whose only notification so far is the welcome one. */
async function user() {
  const { user, token, c } = await signedInUser();
  return { c, user, token, api: api(c, token) };
}

/** `n` personal notifications one second apart, the newest 1 s before `start` (the welcome stays newest). */
async function seed(userId: string, n: number, start = Date.now()) {
  for (let i = 0; i < n; i++) {
    await notifyUser(db, userId, { type: "info", title: `Note ${i + 1}`, message: `Message ${i + 1}` }, start - (i + 1) * 1000);
  }
}

describe("GET /api/notifications", () => {
  it("pages newest first with exact totals and unread counts (23 → 10/10/3), staying exact as page 2 is read", async () => {
    const { user: u, api: a } = await user();
    await seed(u.id, 22); // + the welcome = 23

    const pages = [await a.page(1), await a.page(2), await a.page(3)];
    for (const p of pages) expect(p.status, p.text).toBe(200);
    expect(pages.map((p) => p.body.success)).toEqual([true, true, true]);
    expect(pages.map((p) => p.body.data.notifications.length)).toEqual([10, 10, 3]);
    expect(pages.map((p) => p.body.data.pagination)).toEqual([
      { page: 1, limit: 10, total: 23, hasNext: true },
      { page: 2, limit: 10, total: 23, hasNext: true },
      { page: 3, limit: 10, total: 23, hasNext: false },
    ]);
    expect(pages.map((p) => p.body.data.unreadCount)).toEqual([23, 23, 23]);

    const listed: Dto[] = pages.flatMap((p) => p.body.data.notifications);
    expect(new Set(listed.map((n) => n.id)).size).toBe(23);
    const times = listed.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(listed[0]!.title).toMatch(/^Welcome to Vitrine/);
    expect(listed.slice(1).map((n) => n.title)).toEqual(Array.from({ length: 22 }, (_, i) => `Note ${i + 1}`));
    expect(listed[1]).toEqual({
      _id: listed[1]!.id,
      id: listed[1]!.id,
      type: "info",
      priority: "medium",
      title: "Note 1",
      message: "Message 1",
      isRead: false,
      readAt: null,
      createdAt: listed[1]!.createdAt,
      isGlobal: false,
    });

    // Read three on page 2: every page reports the same exact count, over everything and not just the page.
    const page2: Dto[] = pages[1]!.body.data.notifications;
    for (const n of page2.slice(0, 3)) expect((await a.read(n.id)).status).toBe(200);
    expect(await a.count()).toBe(20);
    const again = [await a.page(1), await a.page(2), await a.page(3)];
    expect(again.map((p) => p.body.data.unreadCount)).toEqual([20, 20, 20]);
    const readOnPage2 = (again[1]!.body.data.notifications as Dto[]).filter((n) => n.isRead).map((n) => n.id);
    expect(readOnPage2).toEqual(page2.slice(0, 3).map((n) => n.id));
    expect((again[0]!.body.data.notifications as Dto[]).every((n) => !n.isRead)).toBe(true);

    // An out-of-range page is empty but still exact.
    const beyond = await a.page(4);
    expect(beyond.body.data).toMatchObject({ notifications: [], unreadCount: 20, pagination: { page: 4, total: 23, hasNext: false } });
  });

  it("defaults to page 1 with 10 per page and validates page and limit", async () => {
    const { c, user: u, token } = await user();
    await seed(u.id, 11);
    const res = await c.call("/api/notifications", { token });
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 10, total: 12, hasNext: true });
    expect(res.body.data.notifications).toHaveLength(10);
    expectError(await c.call("/api/notifications?page=0", { token }), 400);
    expectError(await c.call("/api/notifications?limit=51", { token }), 400);
    expectError(await c.call("/api/notifications?page=abc", { token }), 400);
  });

  it("leaves out expired notifications (counts included) and shows those not yet expired", async () => {
    const { user: u, api: a } = await user();
    const now = Date.now();
    await db.insert(notifications).values([
      { id: crypto.randomUUID(), userId: u.id, title: "Expired", message: "gone", createdAt: now - 5000, expiresAt: now - 1000 },
      { id: crypto.randomUUID(), userId: u.id, title: "Still valid", message: "here", createdAt: now - 4000, expiresAt: now + 3_600_000 },
    ]);
    const res = await a.page(1);
    const titles = (res.body.data.notifications as Dto[]).map((n) => n.title);
    expect(titles).toContain("Still valid");
    expect(titles).not.toContain("Expired");
    expect(res.body.data.unreadCount).toBe(2); // welcome + still valid
    expect(res.body.data.pagination.total).toBe(2);
    expect(await a.count()).toBe(2);
  });

  it("never shows another user's personal notifications", async () => {
    const alice = await user();
    const bob = await user();
    await notifyUser(db, alice.user.id, { title: "For Alice only", message: "private" });
    const bobs = await all(bob.c, bob.token);
    expect(bobs.map((n) => n.title)).not.toContain("For Alice only");
    expect(bobs).toHaveLength(1);
    expect(await bob.api.count()).toBe(1);
  });

  it("answers 401 to every call when signed out", async () => {
    const c = client();
    for (const [method, path] of [
      ["GET", "/api/notifications"],
      ["GET", "/api/notifications/unread-count"],
      ["PATCH", "/api/notifications/some-id/read"],
      ["PATCH", "/api/notifications/read-all"],
    ] as const) {
      expectError(await c.call(path, { method }), 401, NOT_AUTHORIZED);
    }
  });
});

describe("PATCH /api/notifications/:id/read", () => {
  it("marks one read, answers the notification, and is idempotent (the first read time stays)", async () => {
    const { api: a, c, token } = await user();
    const [welcome] = await all(c, token);
    const first = await a.read(welcome!.id);
    expect(first.status, first.text).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.data.notification).toMatchObject({ id: welcome!.id, isRead: true, title: welcome!.title });
    expect(Date.parse(first.body.data.notification.readAt)).toBeGreaterThan(0);
    expect(await a.count()).toBe(0);
    const second = await a.read(welcome!.id);
    expect(second.status).toBe(200);
    expect(second.body.data.notification.readAt).toBe(first.body.data.notification.readAt);
    expect(await a.count()).toBe(0);
  });

  it("refuses another user's notification with 404 and leaves it unread; unknown ids are 404 too", async () => {
    const alice = await user();
    const bob = await user();
    const [alicesWelcome] = await all(alice.c, alice.token);
    expectError(await bob.api.read(alicesWelcome!.id), 404, "Notification not found");
    expectError(await bob.api.read("no-such-notification"), 404, "Notification not found");
    expect((await all(alice.c, alice.token))[0]).toMatchObject({ id: alicesWelcome!.id, isRead: false });
    expect(await alice.api.count()).toBe(1);
    const reads = await env.DB.prepare("SELECT COUNT(*) AS n FROM notification_reads WHERE notification_id = ?")
      .bind(alicesWelcome!.id)
      .first<{ n: number }>();
    expect(reads!.n).toBe(0);
  });

  it("an expired notification cannot be marked read (404)", async () => {
    const { user: u, api: a } = await user();
    const id = crypto.randomUUID();
    await db
      .insert(notifications)
      .values({ id, userId: u.id, title: "Old", message: "old", createdAt: Date.now() - 10_000, expiresAt: Date.now() - 1 });
    expectError(await a.read(id), 404, "Notification not found");
  });
});

describe("global notifications", () => {
  it("are shown to every user and read per user (A reads, B still unread)", async () => {
    const a = await user();
    const b = await user();
    const before = Date.now();
    await broadcast(db, {
      type: "warning",
      title: "Scheduled maintenance",
      message: "Tonight 22:00-23:00 UTC",
      actionUrl: "https://status.example.com",
      actionText: "Status page",
    });
    const globalRow = await db.select().from(notifications).where(eq(notifications.title, "Scheduled maintenance")).get();
    try {
      const seenByA = (await all(a.c, a.token)).find((n) => n.id === globalRow!.id);
      expect(seenByA).toMatchObject({
        isGlobal: true,
        type: "warning",
        isRead: false,
        actionUrl: "https://status.example.com",
        actionText: "Status page",
      });
      expect(Date.parse(seenByA!.createdAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(await a.api.count()).toBe(2);
      expect(await b.api.count()).toBe(2);

      expect((await a.api.read(globalRow!.id)).status).toBe(200);
      expect(await a.api.count()).toBe(1);
      expect(await b.api.count()).toBe(2);
      expect((await all(b.c, b.token)).find((n) => n.id === globalRow!.id)?.isRead).toBe(false);
      expect((await all(a.c, a.token)).find((n) => n.id === globalRow!.id)?.isRead).toBe(true);

      // read-all for B marks the global read for B only (A's read time stays).
      const aRead = await env.DB.prepare("SELECT read_at FROM notification_reads WHERE notification_id = ? AND user_id = ?")
        .bind(globalRow!.id, a.user.id)
        .first<{ read_at: number }>();
      expect((await b.api.readAll()).status).toBe(200);
      expect(await b.api.count()).toBe(0);
      const rows = await env.DB.prepare("SELECT user_id, read_at FROM notification_reads WHERE notification_id = ? ORDER BY user_id")
        .bind(globalRow!.id)
        .all<{ user_id: string; read_at: number }>();
      expect(rows.results.map((r) => r.user_id).sort()).toEqual([a.user.id, b.user.id].sort());
      expect(rows.results.find((r) => r.user_id === a.user.id)!.read_at).toBe(aRead!.read_at);
    } finally {
      // Globals reach every user of the shared test database: remove it so other tests' counts stay exact.
      await db.delete(notifications).where(inArray(notifications.id, [globalRow!.id]));
    }
  });
});

describe("PATCH /api/notifications/read-all", () => {
  it("marks every visible notification read (all pages), answers count 0, and leaves other users alone", async () => {
    const { user: u, api: a, c, token } = await user();
    const other = await user();
    await seed(u.id, 14);
    const somePage2 = ((await a.page(2)).body.data.notifications as Dto[])[0]!;
    await a.read(somePage2.id);
    expect(await a.count()).toBe(14);
    const res = await a.readAll();
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, data: { unreadCount: 0 } });
    expect(await a.count()).toBe(0);
    expect((await all(c, token)).every((n) => n.isRead)).toBe(true);
    expect(await other.api.count()).toBe(1);
    // Idempotent, and later notifications are unread again.
    expect((await a.readAll()).status).toBe(200);
    await notifyUser(db, u.id, { title: "Later", message: "after read-all" });
    expect(await a.count()).toBe(1);
  });
});

/** The session cookie of a user signed in through the login form's endpoint, with `count` notifications seeded. */
async function sessionCookieWith(count: number) {
  const c = client();
  const { user: u } = await signedInUser(c);
  await seed(u.id, count);
  const { result } = await login(c, u.email, PASSWORD);
  return result.headers.get("Set-Cookie")!.split(";")[0]!;
}

describe("the bell's resource route /resources/notifications", () => {
  it("serves pages and the count, and marks read with the session cookie", async () => {
    const cookie = await sessionCookieWith(11);
    const origin = { Origin: BASE_URL };

    const page1 = await call("/resources/notifications?page=1&limit=10", { cookie });
    expect(page1.status, page1.text).toBe(200);
    expect(page1.body.status).toBe("success");
    expect(page1.body.data.page.pagination).toEqual({ page: 1, limit: 10, total: 12, hasNext: true });
    const page2 = await call("/resources/notifications?page=2&limit=10", { cookie });
    expect(page2.body.data.page.notifications).toHaveLength(2);
    expect((await call("/resources/notifications?view=count", { cookie })).body).toEqual({
      status: "success",
      intent: "count",
      data: { unreadCount: 12 },
    });

    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.set(k, v);
      return body;
    };
    const read = await call("/resources/notifications", {
      method: "POST",
      cookie,
      headers: origin,
      body: form({ intent: "read", id: page2.body.data.page.notifications[0].id }),
    });
    expect(read.status, read.text).toBe(200);
    expect(read.body).toMatchObject({ status: "success", data: { unreadCount: 11, notification: { isRead: true } } });

    const stranger = await user();
    const foreign = await call("/resources/notifications", {
      method: "POST",
      cookie,
      headers: origin,
      body: form({ intent: "read", id: (await all(stranger.c, stranger.token))[0]!.id }),
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ status: "error", intent: "read", message: "Notification not found", httpStatus: 404, reason: "server" });

    const readAll = await call("/resources/notifications", { method: "POST", cookie, headers: origin, body: form({ intent: "read-all" }) });
    expect(readAll.body).toEqual({ status: "success", intent: "read-all", data: { unreadCount: 0 } });
    expect((await call("/resources/notifications?view=count", { cookie })).body).toEqual({
      status: "success",
      intent: "count",
      data: { unreadCount: 0 },
    });
    expect(await stranger.api.count()).toBe(1);

    expect((await call("/resources/notifications?page=1")).status).toBe(401);
    expect((await call("/resources/notifications", { method: "POST", headers: origin, body: form({ intent: "read-all" }) })).status).toBe(
      401,
    );
  });

  it("the signed-in layout renders the unread count on first paint", async () => {
    const cookie = await sessionCookieWith(2);
    const page = await call("/settings", { cookie });
    expect(page.status).toBe(200);
    // The bell is named by its hidden text (its accessible name contains what it shows).
    expect(page.text).toContain('<span class="sr-only">Notifications (3 unread)</span>');
    expect(page.text).toMatch(/data-testid="unread-badge"[^>]*>3</);
  });
});

describe("the product's own notifications", () => {
  async function titles(c: Client, token: string) {
    return (await all(c, token)).map((n) => n.title);
  }

  it("registration → a welcome notification", async () => {
    const c = client();
    const registered = await registerUser({ firstName: "Grace" }, c);
    const { token } = await login(c, registered.email, registered.password);
    const [welcome, ...rest] = await all(c, token);
    expect(rest).toHaveLength(0);
    expect(welcome).toMatchObject({
      type: "success",
      title: "Welcome to Vitrine, Grace!",
      isRead: false,
      actionUrl: "/profile",
      actionText: "Complete Profile",
    });
  });

  it("Google sign-up → a welcome notification; a later Google sign-in → no second one", async () => {
    const googleEnv = {
      APP_URL: env.APP_URL,
      JWT_SECRET: env.JWT_SECRET,
      GOOGLE_CLIENT_ID: "test-client-id",
      GOOGLE_CLIENT_SECRET: "test-secret",
    };
    const email = `google-${crypto.randomUUID().slice(0, 8)}@example.com`;
    // A stand-in Google answering any code with one verified profile.
    const fakeGoogle = (async (input: RequestInfo | URL) =>
      String(input).includes("/token")
        ? Response.json({ access_token: "fake" })
        : Response.json({ sub: `sub-${email}`, email, email_verified: true, given_name: "Lin", family_name: "Chen" })) as typeof fetch;
    const signIn = async () => {
      const { url, binding } = await startGoogleSignIn(db, googleEnv, BASE_URL);
      const state = new URL(url).searchParams.get("state")!;
      return finishGoogleSignIn(db, googleEnv, BASE_URL, { code: "code", state, binding }, fakeGoogle);
    };
    const first = await signIn();
    const c = client();
    expect(await titles(c, first.token)).toEqual(["Welcome to Vitrine, Lin!"]);
    const second = await signIn();
    expect(second.user.id).toBe(first.user.id);
    expect(await titles(c, second.token)).toEqual(["Welcome to Vitrine, Lin!"]);
  });

  it("deploy and redeploy → 'Portfolio published' / 'Portfolio updated' with a View Portfolio link", async () => {
    const { c, user: u, token } = await user();
    await c.call("/api/auth/profile/complete", { method: "PATCH", token, body: { isProfileCompleted: true } });
    await c.call("/api/profiles/template", { method: "PATCH", token, body: { selectedTemplate: "terminal-developer-focused" } });
    expect((await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} })).status).toBe(200);
    const [published] = await all(c, token);
    expect(published).toMatchObject({
      type: "success",
      title: "Portfolio published",
      actionUrl: `/portfolio/${u.username}`,
      actionText: "View Portfolio",
    });
    expect((await c.call("/api/portfolio/redeploy", { method: "POST", token, body: {} })).status).toBe(200);
    const [updated] = await all(c, token);
    expect(updated).toMatchObject({ title: "Portfolio updated", actionUrl: `/portfolio/${u.username}`, actionText: "View Portfolio" });
  });

  it("a visitor's contact message → 'New message from {name}'; a honeypot hit → nothing", async () => {
    const { c, user: u, token } = await user();
    await c.call("/api/auth/profile/complete", { method: "PATCH", token, body: { isProfileCompleted: true } });
    await c.call("/api/profiles/template", { method: "PATCH", token, body: { selectedTemplate: "terminal-developer-focused" } });
    await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} });
    const before = (await all(c, token)).length;
    const contact = (extra: Record<string, string> = {}) =>
      client().post("/api/email/contact", {
        portfolioContactData: {
          name: "Grace Hopper",
          email: "grace@example.org",
          message: "Would you like to give a talk?",
          ownerDetail: u.username,
          ...extra,
        },
      });
    expect((await contact({ website: "http://spam.example" })).status).toBe(200);
    expect(await all(c, token)).toHaveLength(before);
    expect((await contact()).status).toBe(200);
    const [message] = await all(c, token);
    expect(message).toMatchObject({ type: "info", title: "New message from Grace Hopper", isRead: false });
    expect(message!.message).toContain("grace@example.org");
    expect(message!.message).toContain("Would you like to give a talk?");
  });

  it("username change, password change and personal settings → their notifications", async () => {
    const { c, token } = await user();
    const newUsername = uniqueUsername("renamed");
    expect((await c.call("/api/profiles/change-username", { method: "PUT", token, body: { newUsername } })).status).toBe(200);
    const [renamed] = await all(c, token);
    expect(renamed).toMatchObject({ title: "Username changed", isRead: false });
    expect(renamed!.message).toContain(newUsername);

    const changed = await c.call("/api/profiles/change-password", {
      method: "PUT",
      token,
      body: { currentPassword: PASSWORD, newPassword: "Another123" },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await titles(c, token)).toEqual(["Password changed", "Username changed", expect.stringMatching(/^Welcome/)]);

    const saved = await c.call("/api/profiles/settings/personal", {
      method: "PUT",
      token,
      body: { firstName: "Kat", lastName: "Johnson", careerStage: "" },
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await titles(c, token))[0]).toBe("Personal information updated");
    expect(await api(c, token).count()).toBe(4);
  });

  it("failed account changes create no notification", async () => {
    const { c, token } = await user();
    const wrong = await c.call("/api/profiles/change-password", {
      method: "PUT",
      token,
      body: { currentPassword: "Wrong1234", newPassword: "Another123" },
    });
    expect(wrong.status).toBe(401);
    expect(await titles(c, token)).toEqual([expect.stringMatching(/^Welcome/)]);
  });
});
