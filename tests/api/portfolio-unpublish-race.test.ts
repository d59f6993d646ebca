// Issue 29 §2, the unpublish race: a render of the public page or its PDF that read a live portfolio before the
// owner (or an admin) took it down must never leave that answer in the edge cache, whatever the order. The test holds
// the renders at the moment they store their answer (the Cache API put, after every D1 read), takes the portfolio
// down meanwhile (unpublish, admin suspension, username change, deactivation, account deletion), then lets the puts
// land. Nothing stale may be in caches.default afterwards and both addresses answer 404. All through the real
// Worker entry point.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LIVENESS_MEMO_MS, publicPageCacheKey, publicResumeCacheKey } from "~/server/portfolio/edge-cache.server";
import { call, client, preparePortfolio, SAMPLE_PROFILE, setUserStatus, signedInUser, sleep, type Client } from "./helpers";

const edgeCache = () => (caches as unknown as { default: Cache }).default;
const pageKey = (username: string) => publicPageCacheKey(env.APP_URL, username);
const pdfKey = (username: string) => publicResumeCacheKey(env.APP_URL, username, "a4");
const page = (username: string) => call(`/portfolio/${username}`);
const pdf = (username: string) => call(`/portfolio/${username}/resume.pdf`);

/**
 * Holds every edge-cache put of `keys` (the page and PDF renders, after they read D1) until `release()`; `reached()`
 * waits until a put of each key is held. The Cache object is shared by the test and the Worker (one isolate). Both
 * sides poll plain flags: a promise made in one request's context and settled from another's can leave the test hanging
 * in workerd.
 */
function holdCachePuts(keys: string[]) {
  const cache = edgeCache();
  const original = cache.put;
  const held = new Set<string>();
  let released = false;
  cache.put = async function (this: Cache, request: RequestInfo | URL, response: Response) {
    const key = typeof request === "string" ? request : request instanceof URL ? request.href : request.url;
    if (keys.includes(key)) {
      held.add(key);
      while (!released) await sleep(5);
    }
    return original.call(this, request, response);
  } as Cache["put"];
  return {
    async reached() {
      const deadline = Date.now() + 20_000;
      while (!keys.every((key) => held.has(key))) {
        if (Date.now() > deadline) throw new Error(`the renders never stored: held ${[...held].join(", ") || "nothing"}`);
        await sleep(5);
      }
    },
    release() {
      cache.put = original;
      released = true;
    },
  };
}

async function deployedOwner(c: Client = client()) {
  const { user, token } = await signedInUser(c);
  await preparePortfolio(c, token);
  return { user, token, c };
}

async function signedInAdmin() {
  const { user, token, c } = await signedInUser();
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?").bind(user.id).run();
  return { c, token };
}

type Owner = Awaited<ReturnType<typeof deployedOwner>>;

const ok = (result: { status: number; text: string }) => expect(result.status, result.text).toBe(200);

/** Each way a portfolio goes dark; answers the usernames that must then answer 404. */
const TAKEDOWNS: Array<[string, (owner: Owner) => Promise<string[]>]> = [
  [
    "unpublish",
    async ({ user, token, c }) => {
      ok(await c.call("/api/portfolio/unpublish", { method: "PATCH", token }));
      return [user.username];
    },
  ],
  [
    "an admin's suspension",
    async ({ user }) => {
      const admin = await signedInAdmin();
      ok(await admin.c.call(`/api/admin/users/${user.id}`, { method: "PATCH", token: admin.token, body: { action: "suspend" } }));
      return [user.username];
    },
  ],
  [
    "a username change",
    async ({ user, token, c }) => {
      const newUsername = `${user.username}-new`;
      ok(await c.call("/api/profiles/change-username", { method: "PUT", token, body: { newUsername } }));
      return [user.username, newUsername];
    },
  ],
  [
    "deactivation",
    async ({ user, token, c }) => {
      ok(await c.call("/api/profiles/deactivate-account", { method: "PATCH", token, body: {} }));
      return [user.username];
    },
  ],
  [
    "account deletion",
    async ({ user, token, c }) => {
      ok(await c.call("/api/account", { method: "DELETE", token, body: { password: user.password } }));
      return [user.username];
    },
  ],
];

describe("the unpublish race: a render held open across a takedown", () => {
  it.each(TAKEDOWNS)(
    "%s: the late puts of the page and its PDF leave nothing in the edge cache; both answer 404",
    async (_label, takeDown) => {
      const owner = await deployedOwner();
      const { username } = owner.user;
      const held = holdCachePuts([pageKey(username), pdfKey(username)]);
      let pageRender: ReturnType<typeof page> | undefined;
      let pdfRender: ReturnType<typeof pdf> | undefined;
      let dark: string[];
      try {
        pageRender = page(username);
        pdfRender = pdf(username);
        await held.reached(); // both renders read a live portfolio and now wait to store their answer
        dark = await takeDown(owner);
      } finally {
        held.release();
      }
      // The renders that began before the takedown answer what they read…
      expect((await pageRender).status).toBe(200);
      expect((await pdfRender).status).toBe(200);
      // …but nothing of it stays in the edge cache, and every address of the portfolio is dark.
      for (const name of dark) {
        expect(await edgeCache().match(pageKey(name)), `cached page of ${name}`).toBeUndefined();
        expect(await edgeCache().match(pdfKey(name)), `cached PDF of ${name}`).toBeUndefined();
        const gonePage = await page(name);
        expect(gonePage.status, `page of ${name}`).toBe(404);
        expect(gonePage.headers.get("X-Cache")).not.toBe("HIT");
        expect((await pdf(name)).status, `PDF of ${name}`).toBe(404);
      }
    },
  );

  it("a render of the previous deploy, stored after a redeploy, never replaces the new page", async () => {
    const owner = await deployedOwner();
    const { username } = owner.user;
    const held = holdCachePuts([pageKey(username)]);
    let render: ReturnType<typeof page> | undefined;
    try {
      render = page(username);
      await held.reached();
      ok(await owner.c.call("/api/profiles/me", { method: "PUT", token: owner.token, body: { title: "Principal Engineer" } }));
      ok(await owner.c.call("/api/portfolio/redeploy", { method: "POST", token: owner.token, body: {} }));
    } finally {
      held.release();
    }
    expect((await render).text).toContain(SAMPLE_PROFILE.title);
    const fresh = await page(username);
    expect(fresh.status).toBe(200);
    expect(fresh.text).toContain("Principal Engineer");
    const again = await page(username);
    expect(again.headers.get("X-Cache")).toBe("HIT");
    expect(again.text).toContain("Principal Engineer");
  });
});

describe("a cache hit is checked against D1", () => {
  // The purge only reaches the data centre that ran it (ADR 0005); a copy elsewhere, or one no purge reached, must
  // still never be answered once its owner is no longer live.
  it("a cached page and PDF whose owner stopped being live without any purge answer 404, and are dropped", async () => {
    const owner = await deployedOwner();
    const { username } = owner.user;
    ok(await page(username));
    ok(await pdf(username));
    expect((await page(username)).headers.get("X-Cache")).toBe("HIT");
    expect((await pdf(username)).headers.get("X-Cache")).toBe("HIT");

    await setUserStatus(owner.user.id, "suspended"); // straight into D1: nothing purges the cache
    await sleep(LIVENESS_MEMO_MS); // the bound on a takedown nothing purged here (ADR 0019)
    expect((await page(username)).status).toBe(404);
    expect((await pdf(username)).status).toBe(404);
    // The page's copy is gone (what is stored now is the signed-out 404 of a name where nothing is live).
    expect((await edgeCache().match(pageKey(username)))?.status ?? 404).toBe(404);
    expect(await edgeCache().match(pdfKey(username))).toBeUndefined();

    await setUserStatus(owner.user.id, "active"); // the same publication is live again: served and cached again
    await sleep(LIVENESS_MEMO_MS); // nothing purged the stored 404 either: it gives way within the same bound
    ok(await page(username));
    expect((await page(username)).headers.get("X-Cache")).toBe("HIT");
  });

  it("a page cached for a username that now belongs to someone else is never answered for them", async () => {
    const first = await deployedOwner();
    const name = first.user.username;
    ok(await page(name));
    expect((await page(name)).headers.get("X-Cache")).toBe("HIT");
    const cachedHtml = (await edgeCache().match(pageKey(name)))!;
    const stale = await cachedHtml.text();

    // The first owner moves away (their rename purges), a second claims the name and publishes; then the first
    // owner's old page is put back under the name, as a copy no purge reached would be.
    ok(await first.c.call("/api/profiles/change-username", { method: "PUT", token: first.token, body: { newUsername: `${name}-old` } }));
    const second = await deployedOwner();
    ok(await second.c.call("/api/profiles/change-username", { method: "PUT", token: second.token, body: { newUsername: name } }));
    ok(await second.c.call("/api/profiles/me", { method: "PUT", token: second.token, body: { title: "Lighthouse Keeper" } }));
    ok(await second.c.call("/api/portfolio/deploy", { method: "POST", token: second.token, body: {} }));
    await edgeCache().put(pageKey(name), new Response(stale, { headers: cachedHtml.headers }));

    const answer = await page(name);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Lighthouse Keeper");
    expect(answer.text).not.toContain(SAMPLE_PROFILE.title);
  });
});
