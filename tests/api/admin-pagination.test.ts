// GET /api/admin/users?limit=&cursor=&q=&status=&plan= (issue 16): keyset pages over every user with no repeat or
// gap (also while users sign up between pages), filters and search in SQL, stats over everyone, the old answer
// capped at 1,000 without parameters, and 400 on bad parameters.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signedInAdmin, userIdsNewestFirst } from "./admin-helpers";
import { expectError, registerUser } from "./helpers";

async function admin() {
  const { c, token } = await signedInAdmin();
  const page = async (query = "") => {
    const res = await c.call(`/api/admin/users${query}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body as {
      users: { id: string; email: string; status: string; subscriptionType: string }[];
      stats: Record<string, number>;
      count: number;
      total: number;
      nextCursor: string | null;
    };
  };
  return { c, token, page, list: (query: string) => c.call(`/api/admin/users${query}`, { token }) };
}

/**
 * `n` users in one statement, tagged so a search finds exactly them: user i is "<tag>-i@example.com", named
 * "Pat <tag>", status suspended when i % 4 = 0, premium when i % 3 = 0, created at base + floor(i / 2) (pairs tie).
 */
async function insertUsers(n: number, tag: string, base = 1_600_000_000_000) {
  await env.DB.prepare(
    `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?1)
     INSERT INTO users (id, email, username, first_name, last_name, status, subscription_type, created_at, updated_at)
     SELECT ?2 || '-' || printf('%05d', i), ?3 || '-' || i || '@example.com', ?3 || '-' || i, 'Pat', ?3,
            CASE WHEN i % 4 = 0 THEN 'suspended' ELSE 'active' END, CASE WHEN i % 3 = 0 THEN 'premium' ELSE 'free' END,
            ?4 + i / 2, ?4 + i / 2
     FROM seq`,
  )
    .bind(n, crypto.randomUUID(), tag, base)
    .run();
}

async function walk(page: (query: string) => Promise<{ users: { id: string }[]; nextCursor: string | null }>, params: string) {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 200; pages++) {
    const body = await page(`?${params}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    seen.push(...body.users.map((u) => u.id));
    cursor = body.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error("the walk did not end");
}

const tagged = () => `pg${crypto.randomUUID().slice(0, 8)}`;

describe("GET /api/admin/users pagination", () => {
  it("walks every matching user once through nextCursor, filters and search in SQL, stats over everyone", async () => {
    const { page } = await admin();
    const tag = tagged();
    await insertUsers(25, tag);
    const like = `%${tag}%`;

    const mine = await walk(page, `q=${tag}&limit=4`);
    expect(mine).toEqual(await userIdsNewestFirst("email LIKE ?", like));
    expect(mine).toHaveLength(25);
    const first = await page(`?q=${tag}&limit=4`);
    expect(first).toMatchObject({ count: 4, total: 25 });
    // Stats count everyone, not the page.
    const everyone = (await userIdsNewestFirst()).length;
    expect(first.stats.totalUsers).toBe(everyone);

    expect(await walk(page, `q=${tag}&status=suspended&limit=2`)).toEqual(
      await userIdsNewestFirst("email LIKE ? AND status = 'suspended'", like),
    );
    expect(await walk(page, `q=${tag}&plan=premium&status=active&limit=3`)).toEqual(
      await userIdsNewestFirst("email LIKE ? AND subscription_type = 'premium' AND status = 'active'", like),
    );
    // The search covers "first last", username and email, case-insensitively.
    expect((await page(`?q=PAT%20${tag.toUpperCase()}&limit=100`)).total).toBe(25);
    expect((await page(`?q=${tag}-7@example&limit=100`)).users.map((u) => u.email)).toEqual([`${tag}-7@example.com`]);
    // `all` is no filter; the whole walk over everyone has no repeat.
    const all = await walk(page, "status=all&plan=all&limit=50");
    expect(all).toEqual(await userIdsNewestFirst());
  });

  it("neither repeats nor skips a user when people sign up between pages", async () => {
    const { page } = await admin();
    const tag = tagged();
    await insertUsers(9, tag);
    const before = await userIdsNewestFirst("email LIKE ?", `%${tag}%`);
    const seen: string[] = [];
    let cursor: string | null = null;
    let n = 0;
    do {
      const body = await page(`?q=${tag}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      seen.push(...body.users.map((u) => u.id));
      cursor = body.nextCursor;
      n += 1;
      await registerUser({ email: `${tag}-new${n}@example.com` });
    } while (cursor);
    expect(seen).toEqual(before);
  });

  it("keeps the old answer without parameters, capped at 1,000, and answers 400 for bad parameters", async () => {
    const { page, list } = await admin();
    await insertUsers(1005, tagged());
    const body = await page();
    const expected = await userIdsNewestFirst();
    expect(body.users).toHaveLength(1000);
    expect(body.users.map((u) => u.id)).toEqual(expected.slice(0, 1000));
    expect(body).toMatchObject({ count: 1000, total: expected.length });
    expect(body.stats.totalUsers).toBe(expected.length);
    // The rest follows from the cursor, page by page (other tests' users share this database, so it may be more than one page).
    const rest: string[] = [];
    let cursor: string | null = body.nextCursor;
    while (cursor) {
      const next = await page(`?limit=100&cursor=${encodeURIComponent(cursor)}`);
      rest.push(...next.users.map((u) => u.id));
      cursor = next.nextCursor;
    }
    expect(rest).toEqual(expected.slice(1000));

    expectError(await list("?limit=0"), 400, "limit must be a whole number from 1 to 100");
    expectError(await list("?limit=500"), 400, "limit must be a whole number from 1 to 100");
    expectError(await list("?cursor=bogus"), 400, "cursor is not valid: pass back the nextCursor of the previous page");
    expectError(await list("?status=deleted"), 400, "status must be one of all, active, inactive or suspended");
    expectError(await list("?plan=gold"), 400, "plan must be one of all, free or premium");
  });
});
