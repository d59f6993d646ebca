// Issue 17 §1-2: view counting through the analytics queue (cache hits too; bots and the owner not counted; unique
// visitors from the day's salted hash), tracked links (attribution, the first view's notification and history
// entry, owner-only access, deletion) and the analytics answer. All through the real Worker entry point: the
// public page queues the event with ctx.waitUntil and the queue consumer aggregates it into D1.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { firstViewMessage } from "~/schemas/analytics";
import { aggregateViews } from "~/server/analytics/consumer.server";
import { type ViewEvent, viewsOf } from "~/server/analytics/events";
import { countPortfolioView, VIEW_FLUSH_MS } from "~/server/analytics/record.server";
import { getDb } from "~/server/db.server";
import { call, client, expectError, preparePortfolio, signedInUser, sleep, type Client } from "./helpers";

const BROWSER_A = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const BROWSER_B = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A signed-in user whose portfolio is live. */
async function deployedUser(c: Client = client()) {
  const { user, token } = await signedInUser(c);
  await preparePortfolio(c, token);
  const row = await env.DB.prepare("SELECT id, username FROM users WHERE email = ?")
    .bind(user.email.toLowerCase())
    .first<{ id: string; username: string }>();
  return { token, id: row!.id, username: row!.username, c };
}

const view = (path: string, userAgent = BROWSER_A, ip = "203.0.113.7", headers: Record<string, string> = {}) =>
  call(path, { ip, headers: { "User-Agent": userAgent, ...headers } });

async function dayTotals(userId: string, source = "*") {
  const row = await env.DB.prepare(
    "SELECT coalesce(sum(views), 0) AS views, coalesce(sum(visitors), 0) AS visitors FROM portfolio_view_days WHERE user_id = ? AND source = ?",
  )
    .bind(userId, source)
    .first<{ views: number; visitors: number }>();
  return { views: Number(row!.views), visitors: Number(row!.visitors) };
}

/** Waits until the consumer has counted `views` views for the source, then a little longer (nothing more may come). */
async function waitForViews(userId: string, views: number, source = "*") {
  const deadline = Date.now() + 10_000;
  while ((await dayTotals(userId, source)).views < views) {
    if (Date.now() > deadline) throw new Error(`Expected ${views} views, have ${(await dayTotals(userId, source)).views}`);
    await sleep(25);
  }
  await sleep(400);
  return dayTotals(userId, source);
}

describe("view counting", () => {
  it("counts cache misses and hits, not bots or the owner, and visitors once per day", async () => {
    const owner = await deployedUser();
    const path = `/portfolio/${owner.username}`;
    const first = await view(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    const second = await view(path);
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect((await view(path, BROWSER_B, "198.51.100.9")).headers.get("X-Cache")).toBe("HIT");
    expect((await view(path, GOOGLEBOT, "66.249.66.1")).status).toBe(200);
    expect((await view(path, BROWSER_A, "192.0.2.50", { Cookie: `vitrine_session=${owner.token}` })).status).toBe(200);
    // The public page sets no cookie.
    expect(first.headers.get("Set-Cookie")).toBeNull();

    expect(await waitForViews(owner.id, 3)).toEqual({ views: 3, visitors: 2 });
    expect(await dayTotals(owner.id, "direct")).toEqual({ views: 3, visitors: 2 });
    // Nothing about the visitor but a salted hash of the day.
    const hashes = await env.DB.prepare("SELECT * FROM portfolio_visitor_hashes WHERE user_id = ?")
      .bind(owner.id)
      .all<Record<string, string>>();
    for (const row of hashes.results) {
      expect(row.hash).toMatch(/^[0-9a-f]{32}$/);
      expect(JSON.stringify(row)).not.toMatch(/203\.0\.113\.7|Mozilla/);
    }
  });

  it("groups views by referring site and answers the analytics shape for the last `days` days", async () => {
    const owner = await deployedUser();
    await view(`/portfolio/${owner.username}`, BROWSER_A, "203.0.113.20", { Referer: "https://www.linkedin.com/feed/" });
    await view(`/portfolio/${owner.username}`, BROWSER_B, "203.0.113.21", { Referer: "https://www.linkedin.com/in/someone" });
    await view(`/portfolio/${owner.username}`, BROWSER_B, "203.0.113.22", { Referer: "https://news.ycombinator.com/" });
    await waitForViews(owner.id, 3);

    const result = await owner.c.call("/api/portfolio/analytics?days=30", { token: owner.token });
    expect(result.status, result.text).toBe(200);
    const { data } = result.body;
    expect(Object.keys(result.body).sort()).toEqual(["data", "success"]);
    expect(Object.keys(data).sort()).toEqual(["days", "links", "referrers", "total"]);
    expect(data.total).toBe(3);
    expect(data.days).toHaveLength(30);
    expect(data.days[29]).toEqual({ date: new Date().toISOString().slice(0, 10), views: 3, visitors: 3 });
    expect(data.days[0]).toMatchObject({ views: 0, visitors: 0 });
    expect(data.referrers).toEqual([
      { host: "www.linkedin.com", views: 2 },
      { host: "news.ycombinator.com", views: 1 },
    ]);
    expect(data.links).toEqual([]);
    expect((await owner.c.call("/api/portfolio/analytics", { token: owner.token })).body.data.days).toHaveLength(30);
    expect((await owner.c.call("/api/portfolio/analytics?days=7", { token: owner.token })).body.data.days).toHaveLength(7);
    expectError(await owner.c.call("/api/portfolio/analytics?days=0", { token: owner.token }), 400);
    expectError(await call("/api/portfolio/analytics?days=30"), 401);
  });
});

describe("the analytics consumer", () => {
  it("counts a visitor once per day even when an event is delivered again, and forgets past days' hashes and salts", async () => {
    const owner = await deployedUser();
    const db = getDb(env.DB);
    const now = Date.parse("2026-11-20T12:00:00Z");
    const event = (visitor: string, day = "2026-11-20"): ViewEvent => ({
      id: crypto.randomUUID(),
      username: owner.username,
      day,
      at: now,
      visitor,
      referrer: "",
      code: "",
      viewer: "",
    });
    const a = event("a".repeat(32));
    await aggregateViews(db, [a, event("b".repeat(32))], now);
    await aggregateViews(db, [a], now); // redelivered
    const day = () =>
      env.DB.prepare("SELECT views, visitors FROM portfolio_view_days WHERE user_id = ? AND day = '2026-11-20' AND source = '*'")
        .bind(owner.id)
        .first();
    expect(await day()).toEqual({ views: 3, visitors: 2 });

    await env.DB.prepare("INSERT OR IGNORE INTO analytics_salts (day, salt) VALUES ('2026-11-20', 'old')").run();
    await aggregateViews(db, [event("c".repeat(32), "2026-11-21")], now + 86_400_000);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM portfolio_visitor_hashes WHERE user_id = ? AND day < '2026-11-21'")
      .bind(owner.id)
      .first();
    expect(left).toEqual({ n: 0 });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM analytics_salts WHERE day < '2026-11-21'").first()).toEqual({ n: 0 });
    expect(await day()).toEqual({ views: 3, visitors: 2 }); // the day's counts stay
    // The owner's own view (the event carries the session's user) is not counted.
    await aggregateViews(db, [{ ...event("d".repeat(32), "2026-11-21"), viewer: owner.id }], now + 86_400_000);
    const next = await env.DB.prepare("SELECT views FROM portfolio_view_days WHERE user_id = ? AND day = '2026-11-21' AND source = '*'")
      .bind(owner.id)
      .first();
    expect(next).toEqual({ views: 1 });
  });
});

describe("tracked links", () => {
  it("attributes views to an application's link, notifies once and adds a history entry, in one cache entry", async () => {
    const owner = await deployedUser();
    const job = await owner.c.call("/api/jobs", {
      method: "POST",
      token: owner.token,
      body: { title: "Robot Wrangler", company: "Acme Robotics", appliedDate: "2026-11-01" },
    });
    expect(job.status, job.text).toBe(201);
    const jobId = job.body.data.job.id as string;

    const created = await owner.c.call("/api/portfolio/links", { method: "POST", token: owner.token, body: { jobId } });
    expect(created.status, created.text).toBe(201);
    const link = created.body.data.link;
    expect(Object.keys(link).sort()).toEqual(["code", "createdAt", "id", "jobId", "label", "url"]);
    expect(link).toMatchObject({ jobId, label: "Acme Robotics application", url: `http://localhost:8787/p/${link.code}` });
    expect(link.code).toMatch(/^[A-Za-z0-9]{12}$/);
    // The application's link is one: asking again answers it.
    const again = await owner.c.call("/api/portfolio/links", { method: "POST", token: owner.token, body: { jobId } });
    expect(again.status).toBe(200);
    expect(again.body.data.link.id).toBe(link.id);

    // A fresh page in the cache first, then the link's redirect is answered from the same entry.
    expect((await view(`/portfolio/${owner.username}`, BROWSER_B, "198.51.100.40")).headers.get("X-Cache")).toBe("MISS");
    const redirect = await view(`/p/${link.code}`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe(`/portfolio/${owner.username}?l=${link.code}`);
    const viaLink = await view(redirect.headers.get("Location")!);
    expect(viaLink.status).toBe(200);
    expect(viaLink.headers.get("X-Cache")).toBe("HIT");
    await view(redirect.headers.get("Location")!, BROWSER_A, "203.0.113.7"); // the same visitor again

    expect(await waitForViews(owner.id, 2, `link:${link.id}`)).toEqual({ views: 2, visitors: 1 });
    expect(await dayTotals(owner.id)).toEqual({ views: 3, visitors: 2 });
    await view(redirect.headers.get("Location")!, BROWSER_B, "198.51.100.41"); // a later view: no second notification
    await waitForViews(owner.id, 3, `link:${link.id}`);

    const notes = await env.DB.prepare(
      "SELECT title, message, action_url FROM notifications WHERE user_id = ? AND title = 'Portfolio viewed'",
    )
      .bind(owner.id)
      .all<{ message: string; action_url: string }>();
    expect(notes.results).toHaveLength(1);
    expect(notes.results[0]!.message).toBe("Someone opened your portfolio from your Acme Robotics application");
    expect(notes.results[0]!.message).toBe(firstViewMessage("Acme Robotics"));
    const details = await owner.c.call(`/api/jobs/${jobId}`, { token: owner.token });
    expect(details.body.data.job.statusHistory).toEqual([
      expect.objectContaining({ from: null, to: "applied" }),
      expect.objectContaining({ from: "applied", to: "applied" }),
    ]);

    const analytics = (await owner.c.call("/api/portfolio/analytics?days=30", { token: owner.token })).body.data;
    expect(analytics.total).toBe(4);
    expect(analytics.links).toEqual([
      { id: link.id, label: "Acme Robotics application", jobId, views: 3, visitors: 2, lastViewedAt: expect.any(String) },
    ]);
  });

  it("creates links with a free label, lists them, deletes them; another user's link id is 404", async () => {
    const owner = await deployedUser();
    const other = await deployedUser();
    const create = (body: unknown, token = owner.token) => owner.c.call("/api/portfolio/links", { method: "POST", token, body });
    const linkedin = (await create({ label: "LinkedIn profile" })).body.data.link;
    const signature = (await create({ label: "Email signature" })).body.data.link;
    expect(linkedin).toMatchObject({ label: "LinkedIn profile", jobId: null });
    expect(linkedin.code).not.toBe(signature.code);
    expectError(await create({}), 400, "Give the link a label or choose a job application");
    expectError(await create({ jobId: "no-such-job" }), 404, "Job application not found");

    const list = await owner.c.call("/api/portfolio/links", { token: owner.token });
    expect(list.body.data.links.map((l: { label: string }) => l.label)).toEqual(["Email signature", "LinkedIn profile"]);
    expect((await other.c.call("/api/portfolio/links", { token: other.token })).body.data.links).toEqual([]);

    // Owner-only: another user's id is not found, and the link stays.
    expectError(
      await other.c.call(`/api/portfolio/links/${linkedin.id}`, { method: "DELETE", token: other.token }),
      404,
      "Tracked link not found",
    );
    expectError(await call(`/api/portfolio/links/${linkedin.id}`, { method: "DELETE" }), 401);
    expect((await view(`/p/${linkedin.code}`)).status).toBe(302);

    const removed = await owner.c.call(`/api/portfolio/links/${linkedin.id}`, { method: "DELETE", token: owner.token });
    expect(removed.status, removed.text).toBe(200);
    expect((await owner.c.call("/api/portfolio/links", { token: owner.token })).body.data.links.map((l: { id: string }) => l.id)).toEqual([
      signature.id,
    ]);
    expect((await view(`/p/${linkedin.code}`)).status).toBe(404);
    expectError(await owner.c.call(`/api/portfolio/links/${linkedin.id}`, { method: "DELETE", token: owner.token }), 404);
  });

  it("holds the limit of 50 links with a label under parallel creates; an application's link is still made", async () => {
    const owner = await deployedUser();
    const create = (body: unknown) => owner.c.call("/api/portfolio/links", { method: "POST", token: owner.token, body });
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => create({ label: `Link ${i}` })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(50);
    for (const refused of answers.filter((a) => a.status !== 201))
      expectError(refused, 400, "You can have at most 50 links with a label. Delete one you no longer use to make another.");
    const links = (await owner.c.call("/api/portfolio/links", { token: owner.token })).body.data.links as { id: string }[];
    expect(links).toHaveLength(50);
    // The page's form says so, its button disabled, and a plain post gets the same answer.
    const cookie = `vitrine_session=${owner.token}`;
    const html = (await owner.c.call("/portfolio", { cookie })).text;
    expect(html).toMatch(/<button type="submit" disabled="" aria-describedby="tracked-links-full"/);
    expect(html).toContain("You can have at most 50 links with a label.");
    const posted = await owner.c.call("/portfolio", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "create-link", label: "Posted" }).toString(),
    });
    expect(posted.status).toBe(400);
    expect(posted.text).toContain("You can have at most 50 links with a label.");

    // An application's own link is not a labelled one.
    const job = await owner.c.call("/api/jobs", { method: "POST", token: owner.token, body: { title: "Welder", company: "Forge Co" } });
    const jobLink = await create({ jobId: job.body.data.job.id });
    expect(jobLink.status, jobLink.text).toBe(201);
    expect(jobLink.body.data.link).toMatchObject({ label: "Forge Co application", jobId: job.body.data.job.id });

    // Deleting one makes room for one.
    expect((await owner.c.call(`/api/portfolio/links/${links[0]!.id}`, { method: "DELETE", token: owner.token })).status).toBe(200);
    expect((await create({ label: "Email signature" })).status).toBe(201);
    expectError(await create({ label: "One too many" }), 400);
  });

  it("stops redirecting while the portfolio is unpublished", async () => {
    const owner = await deployedUser();
    const link = (await owner.c.call("/api/portfolio/links", { method: "POST", token: owner.token, body: { label: "CV" } })).body.data.link;
    expect((await view(`/p/${link.code}`)).status).toBe(302);
    await owner.c.call("/api/portfolio/unpublish", { method: "PATCH", token: owner.token });
    expect((await view(`/p/${link.code}`)).status).toBe(404);
    expect((await view("/p/unknowncode12")).status).toBe(404);
  });
});

describe("the producer", () => {
  it("gathers the views of a moment into one sendBatch (up to 500 views, 100 a message), and the consumer reads both shapes", async () => {
    await sleep(VIEW_FLUSH_MS + 100); // earlier tests' views have left in their own batch
    const batches: unknown[][] = [];
    const queue = {
      sendBatch: async (messages: Iterable<MessageSendRequest>) => void batches.push([...messages].map((m) => m.body)),
    } as unknown as Queue;
    const producerEnv = Object.assign(Object.create(null), env, { ANALYTICS_QUEUE: queue }) as Env;
    const view = (i: number) =>
      new Request(`http://localhost/portfolio/someone-${i % 3}`, {
        headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0", "CF-Connecting-IP": `198.51.100.${i % 250}` },
      });
    await Promise.all(Array.from({ length: 630 }, (_, i) => countPortfolioView(view(i), producerEnv, `someone-${i % 3}`)));
    // 630 views in one moment: a full batch of 500 at once, then the other 130 after the flush delay; each batch
    // is one queue operation whose messages carry up to 100 views.
    expect(batches.map((bodies) => bodies.map((body) => viewsOf(body).length))).toEqual([
      [100, 100, 100, 100, 100],
      [100, 30],
    ]);
    expect(new Set(batches.flat().flatMap((body) => viewsOf(body).map((v) => v.id))).size).toBe(630);

    // A lone view travels as itself; a crawler's view is never sent.
    batches.length = 0;
    await Promise.all([
      countPortfolioView(view(1), producerEnv, "someone-1"),
      countPortfolioView(
        new Request("http://localhost/portfolio/someone-1", { headers: { "User-Agent": GOOGLEBOT } }),
        producerEnv,
        "someone-1",
      ),
    ]);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(1);
    expect(viewsOf(batches[0]![0])).toHaveLength(1);
    expect((batches[0]![0] as { views?: unknown }).views).toBeUndefined();
    expect(viewsOf({ views: [{ nope: true }] })).toEqual([]);
  });
});
