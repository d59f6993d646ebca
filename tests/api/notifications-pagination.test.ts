// GET /api/notifications?cursor=&limit= and the bell's resource route (issue 16): keyset pages that neither repeat
// nor skip while notifications arrive (offset pages would repeat), nextCursor on every answer, 400 on a bad
// cursor, and another user's personal notifications never in the walk.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "~/server/db.server";
import { broadcast, notifyUser } from "~/server/notifications/create.server";
import { expectError, signedInUser } from "./helpers";

const db = getDb(env.DB);

async function user() {
  const { user, token, c } = await signedInUser();
  const get = (query: string) => c.call(`/api/notifications${query}`, { token });
  return { c, user, token, get };
}

/** `n` notifications one second apart, the newest 1 s before `start`, titled `<tag> 1` (newest) … `<tag> n`. */
async function seed(userId: string, n: number, tag: string, start = Date.now()) {
  for (let i = 0; i < n; i++) {
    await notifyUser(db, userId, { title: `${tag} ${i + 1}`, message: "m" }, start - (i + 1) * 1000);
  }
}

type Listed = { id: string; title: string };

describe("GET /api/notifications with a cursor", () => {
  it("walks every notification once through nextCursor, even as new ones arrive between pages", async () => {
    const { user: u, get } = await user();
    const start = Date.now() - 60_000;
    await seed(u.id, 11, "Old", start);
    // Two share one creation time: the id breaks the tie, so neither is lost at a page boundary.
    await notifyUser(db, u.id, { title: "Twin A", message: "m" }, start - 5500);
    await notifyUser(db, u.id, { title: "Twin B", message: "m" }, start - 5500);
    const everything = (await get("?limit=50")).body.data.notifications as Listed[];
    expect(everything).toHaveLength(14); // + the welcome

    const seen: Listed[] = [];
    let cursor: string | null = null;
    let arrivals = 0;
    do {
      const res = await get(`?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(res.status, res.text).toBe(200);
      seen.push(...res.body.data.notifications);
      cursor = res.body.data.nextCursor;
      expect(res.body.data.pagination.hasNext).toBe(cursor !== null);
      // Something new arrives: it is newer than every cursor, so later pages are unchanged.
      arrivals += 1;
      await notifyUser(db, u.id, { title: `Arrival ${arrivals}`, message: "m" });
      await broadcast(db, { title: `Global arrival ${arrivals}`, message: "m" });
    } while (cursor);
    expect(seen.map((n) => n.id)).toEqual(everything.map((n) => n.id));

    // The same walk by offset pages repeats what the arrivals pushed down: why the bell uses cursors.
    const page1 = (await get("?page=1&limit=3")).body.data.notifications as Listed[];
    await notifyUser(db, u.id, { title: "One more", message: "m" });
    const page2 = (await get("?page=2&limit=3")).body.data.notifications as Listed[];
    expect(page2[0]!.id).toBe(page1[2]!.id);
  });

  it("answers nextCursor null on the last page, 400 for a bad cursor, and keeps other users' notifications out", async () => {
    const me = await user();
    const other = await user();
    await seed(me.user.id, 4, "Mine");
    await seed(other.user.id, 4, "Theirs");
    // (Global notifications of other tests in this file are visible too: a page of 50 holds them all.)
    const first = await me.get("?limit=50");
    expect(first.body.data.notifications.length).toBeGreaterThanOrEqual(5);
    expect(first.body.data.nextCursor).toBeNull();
    expect((first.body.data.notifications as Listed[]).some((n) => n.title.startsWith("Theirs"))).toBe(false);

    // The other user's cursor pages through the caller's own notifications only.
    const theirCursor = (await other.get("?limit=1")).body.data.nextCursor as string;
    const viaTheirs = (await me.get(`?cursor=${encodeURIComponent(theirCursor)}&limit=50`)).body.data.notifications as Listed[];
    expect(viaTheirs.every((n) => !n.title.startsWith("Theirs"))).toBe(true);

    expectError(await me.get("?cursor=garbage"), 400, "cursor is not valid: pass back the nextCursor of the previous page");
  });

  it("pages the bell's resource route by cursor too", async () => {
    const { c, user: u, token } = await user();
    await seed(u.id, 12, "Note");
    const route = async (query: string) => {
      const res = await c.call(`/resources/notifications${query}`, { token });
      expect(res.status, res.text).toBe(200);
      return res.body.data.page as { notifications: Listed[]; nextCursor: string | null };
    };
    const everything = (await route("?limit=50")).notifications;
    expect(everything.length).toBeGreaterThan(10);
    expect(everything.length).toBeLessThanOrEqual(20);
    const first = await route("?limit=10");
    expect(first.notifications).toEqual(everything.slice(0, 10));
    const second = await route(`?limit=10&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.notifications).toEqual(everything.slice(10));
    expect(second.notifications.at(-1)!.title).toBe("Note 12");
    expect(second.nextCursor).toBeNull();
    const bad = await c.call("/resources/notifications?cursor=%21", { token });
    expect(bad.status).toBe(400);
  });
});
