// GET /api/portfolio/messages?limit=&cursor= (issue 16): the owner reads the contact messages visitors sent,
// newest first, in keyset pages with no repeat or gap; without parameters every message capped at 1,000; another
// owner's messages never appear; bad parameters are 400; signed out is 401.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { client, expectError, signedInUser } from "./helpers";

/** `n` messages to `ownerId` in one statement; message i is "Message i" from "Visitor i", pairs share a time. */
async function insertMessages(ownerId: string, n: number) {
  await env.DB.prepare(
    `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?1)
     INSERT INTO contact_messages (id, owner_id, name, email, message, ip_hash, created_at)
     SELECT ?2 || '-' || printf('%05d', i), ?3, 'Visitor ' || i, 'v' || i || '@example.org', 'Message ' || i, 'hash', 1700000000000 + i / 2
     FROM seq`,
  )
    .bind(n, crypto.randomUUID(), ownerId)
    .run();
}

async function expectedIds(ownerId: string) {
  const { results } = await env.DB.prepare("SELECT id FROM contact_messages WHERE owner_id = ? ORDER BY created_at DESC, id DESC")
    .bind(ownerId)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

async function owner() {
  const { user, token, c } = await signedInUser();
  const get = (query = "") => c.call(`/api/portfolio/messages${query}`, { token });
  return { user, get };
}

describe("GET /api/portfolio/messages", () => {
  it("pages the owner's messages through nextCursor, caps the whole answer at 1,000, and keeps others' out", async () => {
    const me = await owner();
    const other = await owner();
    await insertMessages(me.user.id, 1003);
    await insertMessages(other.user.id, 3);
    const expected = await expectedIds(me.user.id);

    const whole = await me.get();
    expect(whole.status, whole.text).toBe(200);
    expect(whole.body.count).toBe(1000);
    expect(whole.body.data.messages.map((m: { id: string }) => m.id)).toEqual(expected.slice(0, 1000));
    expect(Object.keys(whole.body.data.messages[0]).sort()).toEqual(["createdAt", "email", "id", "message", "name"]);

    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 20; i++) {
      const res = await me.get(`?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(res.status, res.text).toBe(200);
      seen.push(...res.body.data.messages.map((m: { id: string }) => m.id));
      cursor = res.body.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(expected);

    const theirs = await other.get("?limit=100");
    expect(theirs.body.data.messages.map((m: { name: string }) => m.name)).toEqual(["Visitor 3", "Visitor 2", "Visitor 1"]);
    expect(theirs.body.nextCursor).toBeNull();
  });

  it("answers 400 for bad parameters and 401 signed out", async () => {
    const { get } = await owner();
    expectError(await get("?limit=0"), 400, "limit must be a whole number from 1 to 100");
    expectError(await get("?cursor=nope!"), 400, "cursor is not valid: pass back the nextCursor of the previous page");
    expectError(await client().call("/api/portfolio/messages"), 401);
  });
});
