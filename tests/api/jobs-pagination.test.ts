// GET /api/jobs?limit=&cursor=&status=&q= (issue 16): page sizes, a cursor walk with no repeat or gap (also while
// jobs are added between pages, and across equal creation times), the status and search filters, the old whole
// answer capped at 1,000 without parameters, 400 on bad parameters, and owner scoping.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { encodeCursor } from "~/lib/cursor";
import { expectError, signedInUser } from "./helpers";

interface Job {
  id: string;
  title: string;
  company: string;
  status: string;
  statusHistory: unknown[];
}

async function owner() {
  const { user, token, c } = await signedInUser();
  const list = (query = "") => c.call(`/api/jobs${query}`, { token });
  const page = async (query: string) => {
    const res = await list(query);
    expect(res.status, res.text).toBe(200);
    return res.body as { success: true; data: { jobs: Job[] }; count: number; total: number; nextCursor: string | null };
  };
  return { c, user, token, list, page };
}

/**
 * `n` jobs of `userId` inserted in one statement (a recursive CTE): job i is "<prefix> i" at "Company i%3",
 * status by i % 5, created at base + floor(i / 2) ms (so pairs share a creation time and the id breaks the tie).
 */
async function insertJobs(userId: string, n: number, prefix = "Job", base = 1_700_000_000_000) {
  await env.DB.prepare(
    `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?1)
     INSERT INTO job_applications (id, user_id, title, company, status, applied_date, created_at, updated_at)
     SELECT ?2 || '-' || printf('%05d', i), ?3, ?4 || ' ' || i, 'Company ' || (i % 3),
            CASE i % 5 WHEN 0 THEN 'applied' WHEN 1 THEN 'interview' WHEN 2 THEN 'in-progress' WHEN 3 THEN 'offer' ELSE 'rejected' END,
            '2026-01-01', ?5 + i / 2, ?5 + i / 2
     FROM seq`,
  )
    .bind(n, crypto.randomUUID(), userId, prefix, base)
    .run();
}

/** Every job of the owner in the list's order (newest first, ties by id descending), read straight from D1. */
async function expectedIds(userId: string, where = "1 = 1", ...binds: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT id FROM job_applications WHERE user_id = ? AND (${where}) ORDER BY created_at DESC, id DESC`,
  )
    .bind(userId, ...binds)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** Follows nextCursor from the first page to the last; returns every id seen, in order. */
async function walk(page: (query: string) => Promise<{ data: { jobs: Job[] }; nextCursor: string | null }>, params: string) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = params ? "&" : "";
    const body = await page(`?${params}${sep}${cursor ? `cursor=${encodeURIComponent(cursor)}` : ""}`.replace(/[?&]$/, ""));
    seen.push(...body.data.jobs.map((j) => j.id));
    cursor = body.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(100);
  } while (cursor);
  return seen;
}

describe("GET /api/jobs pagination", () => {
  it("answers the old whole list without parameters, with count, total and a null nextCursor", async () => {
    const { user, page } = await owner();
    await insertJobs(user.id, 7);
    const body = await page("");
    expect(body.success).toBe(true);
    expect(body.data.jobs.map((j) => j.id)).toEqual(await expectedIds(user.id));
    expect(body).toMatchObject({ count: 7, total: 7, nextCursor: null });
    // Still every field, status history included.
    expect(Object.keys(body.data.jobs[0]!)).toEqual(expect.arrayContaining(["description", "notes", "statusHistory", "version"]));
  });

  it("answers `limit` jobs per page and walks every job once, in order, through nextCursor", async () => {
    const { user, page } = await owner();
    await insertJobs(user.id, 23);
    const first = await page("?limit=5");
    expect(first.data.jobs).toHaveLength(5);
    expect(first).toMatchObject({ count: 5, total: 23 });
    expect(typeof first.nextCursor).toBe("string");
    const ids = await walk(page, "limit=5");
    expect(ids).toEqual(await expectedIds(user.id));
    expect(new Set(ids).size).toBe(23);
    // A page that ends exactly at the last job says so.
    const exact = await walk(page, "limit=23");
    expect(exact).toHaveLength(23);
    const last = await page("?limit=23");
    expect(last.nextCursor).toBeNull();
  });

  it("pages with the default of 50 when only a cursor is sent", async () => {
    const { user, page } = await owner();
    await insertJobs(user.id, 120);
    const first = await page("?limit=10");
    const next = await page(`?cursor=${first.nextCursor}`);
    expect(next.data.jobs).toHaveLength(50);
    expect(next.data.jobs.map((j) => j.id)).toEqual((await expectedIds(user.id)).slice(10, 60));
  });

  it("neither repeats nor skips a job when jobs are added between pages", async () => {
    const { user, page, c, token } = await owner();
    await insertJobs(user.id, 12);
    const before = await expectedIds(user.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let added = 0;
    do {
      const body = await page(`?limit=4${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...body.data.jobs.map((j) => j.id));
      cursor = body.nextCursor;
      // A new job (the newest of all) after every page.
      const created = await c.call("/api/jobs", { method: "POST", token, body: { title: `Added ${added}`, company: "New Co" } });
      expect(created.status, created.text).toBe(201);
      added += 1;
    } while (cursor);
    expect(seen).toEqual(before);
  });

  it("filters by status and searches title or company, case-insensitively, with `%` and `_` taken literally", async () => {
    const { user, page, c, token } = await owner();
    await insertJobs(user.id, 30, "Engineer");
    for (const [title, company] of [
      ["Data Scientist", "100% Remote Ltd"],
      ["Designer", "Globex_Studio"],
    ]) {
      expect((await c.call("/api/jobs", { method: "POST", token, body: { title, company, status: "offer" } })).status).toBe(201);
    }

    const offers = await walk(page, "status=offer&limit=4");
    expect(offers).toEqual(await expectedIds(user.id, "status = 'offer'"));
    expect(offers.length).toBeGreaterThan(4);
    expect((await page("?status=offer")).total).toBe(offers.length);

    // "company 2" matches the company, case-insensitively; "ENGINEER 1" the titles Engineer 1, 10-19.
    expect(await walk(page, "q=company%202&limit=3")).toEqual(await expectedIds(user.id, "company = 'Company 2'"));
    expect(await walk(page, "q=ENGINEER%201&limit=3")).toEqual(await expectedIds(user.id, "title LIKE 'Engineer 1%'"));
    // Both filters at once.
    expect(await walk(page, "q=company%201&status=interview&limit=2")).toEqual(
      await expectedIds(user.id, "company = 'Company 1' AND status = 'interview'"),
    );
    // LIKE wildcards are plain characters.
    expect((await page("?q=%25")).data.jobs.map((j) => j.title)).toEqual(["Data Scientist"]);
    expect((await page("?q=x_S")).data.jobs.map((j) => j.title)).toEqual(["Designer"]);
    expect((await page("?q=_")).data.jobs.map((j) => j.title)).toEqual(["Designer"]);
    const none = await page("?q=nothing-matches-this");
    expect(none).toMatchObject({ count: 0, total: 0, nextCursor: null });
    // An empty q or status is no filter.
    expect((await page("?q=&status=")).total).toBe(32);
  });

  it("caps the answer without parameters at 1,000 jobs, and nextCursor reaches the rest", async () => {
    const { user, page } = await owner();
    await insertJobs(user.id, 1003);
    const body = await page("");
    expect(body.data.jobs).toHaveLength(1000);
    expect(body).toMatchObject({ count: 1000, total: 1003 });
    const expected = await expectedIds(user.id);
    expect(body.data.jobs.map((j) => j.id)).toEqual(expected.slice(0, 1000));
    const rest = await page(`?cursor=${body.nextCursor}`);
    expect(rest.data.jobs.map((j) => j.id)).toEqual(expected.slice(1000));
    expect(rest.nextCursor).toBeNull();
  });

  it("answers 400 with the JSON error shape for bad parameters", async () => {
    const { list } = await owner();
    for (const limit of ["0", "101", "-1", "2.5", "abc"]) {
      expectError(await list(`?limit=${limit}`), 400, "limit must be a whole number from 1 to 100");
    }
    for (const cursor of ["not-a-cursor", "!!!", btoa("nope"), btoa("12.a b"), "a".repeat(400)]) {
      expectError(
        await list(`?cursor=${encodeURIComponent(cursor)}`),
        400,
        "cursor is not valid: pass back the nextCursor of the previous page",
      );
    }
    const status = expectError(
      await list("?status=archived"),
      400,
      "Status must be one of wishlist, applied, interview, in-progress, offer or rejected",
    );
    expect(status.errors[0]).toMatchObject({ param: "status" });
    expectError(await list(`?q=${"x".repeat(201)}`), 400, "q must be at most 200 characters");
  });

  it("never shows another user's jobs, whatever the filters or cursor", async () => {
    const mine = await owner();
    const theirs = await owner();
    await insertJobs(mine.user.id, 6, "Mine");
    await insertJobs(theirs.user.id, 6, "Theirs");
    const own = await walk(mine.page, "limit=4");
    expect(own).toEqual(await expectedIds(mine.user.id));
    expect((await mine.page("?q=Theirs")).total).toBe(0);
    // A cursor taken from the other user's list pages only through the caller's own jobs.
    const foreign = (await theirs.page("?limit=1")).nextCursor!;
    const viaForeign = await mine.page(`?cursor=${foreign}&limit=100`);
    expect(viaForeign.data.jobs.every((j) => j.title.startsWith("Mine"))).toBe(true);
    // The same for a cursor forged to start after the newest possible key.
    const forged = await mine.page(`?cursor=${encodeCursor({ at: Number.MAX_SAFE_INTEGER, id: "zzz" })}`);
    expect(forged.data.jobs.map((j) => j.id)).toEqual(own);
  });
});
