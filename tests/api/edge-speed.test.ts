// Issue 30, public pages at the edge's speed (ADR 0019). Views leave an isolate in batches (one sendBatch per
// second or per 500 views, messages of up to 100 views) and are all counted once the queue drains; a cached page
// trusts a liveness read for a second per isolate instead of reading D1 on every hit; the landing page, /signin's
// first step and the unknown portfolio's 404 come from the edge cache when signed out, with their hash CSP.
// Through the real Worker entry point (the real queue and its consumer, D1 and caches.default).
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { viewsOf } from "~/server/analytics/events";
import { VIEW_FLUSH_MS, VIEWS_PER_MESSAGE } from "~/server/analytics/record.server";
import { LIVENESS_MEMO_MS, publicPageCache, servePublicPortfolio } from "~/server/portfolio/edge-cache.server";
import { serveSharedPage } from "~/server/http/signed-out-pages.server";
import worker from "../../workers/app";
import { BASE_URL, call, client, preparePortfolio, SAMPLE_PROFILE, signedInUser, sleep } from "./helpers";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function deployedUser() {
  const { user, token, c } = await signedInUser();
  await preparePortfolio(c, token);
  return { id: user.id as string, username: user.username as string, token, c };
}

async function viewsOfDay(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT coalesce(sum(views), 0) AS views FROM portfolio_view_days WHERE user_id = ? AND source = '*'")
    .bind(userId)
    .first<{ views: number }>();
  return Number(row!.views);
}

/** The analytics queue, with every producer call recorded (and passed on to the real queue and its consumer). */
function recordingQueue() {
  const operations: Array<{ kind: "send" | "sendBatch"; bodies: unknown[] }> = [];
  const real = env.ANALYTICS_QUEUE;
  const queue = {
    send: (body: unknown, options?: QueueSendOptions) => {
      operations.push({ kind: "send", bodies: [body] });
      return real.send(body, options);
    },
    sendBatch: (messages: Iterable<MessageSendRequest<unknown>>, options?: QueueSendBatchOptions) => {
      const list = [...messages];
      operations.push({ kind: "sendBatch", bodies: list.map((m) => m.body) });
      return real.sendBatch(list, options);
    },
  } as unknown as Queue;
  return { queue, operations };
}

async function workerGet(path: string, testEnv: Env, headers: Record<string, string>) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(new URL(path, BASE_URL), { headers }) as Request<unknown, IncomingRequestCfProperties>,
    testEnv,
    ctx,
  );
  await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

async function sha256Base64(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

/** The page's policy allows its inline scripts by hash only, and lists the hash of every one of them. */
async function expectHashPolicyFor(page: { headers: Headers; text: string }) {
  const csp = page.headers.get("Content-Security-Policy") ?? "";
  const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toMatch(/nonce|unsafe-inline|strict-dynamic/);
  const inline = [...page.text.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(inline.length).toBeGreaterThan(0);
  for (const script of inline) expect(scriptSrc).toContain(`'sha256-${await sha256Base64(script)}'`);
}

describe("portfolio views leave in batches", () => {
  it("150 parallel views through the Worker are 150 counted views, sent by one queue operation; bots and the owner are not counted", {
    timeout: 60_000,
  }, async () => {
    await sleep(VIEW_FLUSH_MS + 100); // earlier tests' views have left
    const owner = await deployedUser();
    const path = `/portfolio/${owner.username}`;
    const { queue, operations } = recordingQueue();
    const testEnv = Object.assign(Object.create(null), env, { ANALYTICS_QUEUE: queue }) as Env;
    expect((await call(path, { headers: { "User-Agent": GOOGLEBOT } })).status).toBe(200); // fills the cache, not counted

    const views = 150;
    const answers = await Promise.all([
      ...Array.from({ length: views }, (_, i) =>
        workerGet(path, testEnv, { "User-Agent": `${BROWSER} n/${i}`, "CF-Connecting-IP": `198.51.${Math.floor(i / 250)}.${i % 250}` }),
      ),
      ...Array.from({ length: 20 }, (_, i) => workerGet(path, testEnv, { "User-Agent": GOOGLEBOT, "CF-Connecting-IP": `66.249.66.${i}` })),
      ...Array.from({ length: 10 }, () =>
        workerGet(path, testEnv, { "User-Agent": BROWSER, "CF-Connecting-IP": "192.0.2.9", Cookie: `vitrine_session=${owner.token}` }),
      ),
    ]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.headers.get("X-Cache") === "HIT").length).toBe(answers.length);

    // Every context has ended, so the batch is sent: one queue operation carrying all 180 noted views' events
    // (the owner's 10 among them: only the consumer knows the owner; the 20 crawlers never leave the isolate).
    expect(operations.map((operation) => operation.kind)).toEqual(["sendBatch"]);
    const carried = operations[0]!.bodies.map((body) => viewsOf(body).length);
    expect(carried).toEqual([VIEWS_PER_MESSAGE, views + 10 - VIEWS_PER_MESSAGE]);

    const deadline = Date.now() + 15_000;
    while ((await viewsOfDay(owner.id)) < views && Date.now() < deadline) await sleep(50);
    await sleep(1_500); // nothing more may arrive
    expect(await viewsOfDay(owner.id)).toBe(views);
  });
});

describe("a cached page's liveness check", () => {
  it("reads D1 once per isolate and second for a busy page, again at once after a purge, and stops answering within a second of a takedown elsewhere", async () => {
    const username = `memo-${crypto.randomUUID().slice(0, 8)}`;
    const request = () => new Request(`${BASE_URL}/portfolio/${username}`);
    let live: string | null = "owner.1";
    let reads = 0;
    const livePublication = async () => {
      reads++;
      return live;
    };
    const render = async () =>
      new Response("<p>page</p>", {
        headers: { "X-Edge-Cache": "owner.1", "Content-Security-Policy": "script-src 'sha256-x'", "Content-Type": "text/html" },
      });
    const serve = () => servePublicPortfolio(request(), env.APP_URL, render, livePublication);

    expect((await serve()).headers.get("X-Cache")).toBe("MISS");
    expect(reads).toBe(1); // the check after the put
    for (let i = 0; i < 50; i++) expect((await serve()).headers.get("X-Cache")).toBe("HIT");
    // 50 hits: the put's read answers them while it is recent (one more read if the machine took over a second).
    expect(reads).toBeLessThanOrEqual(2);

    const before = reads;
    await publicPageCache(env.APP_URL).purge(username);
    expect((await serve()).headers.get("X-Cache")).toBe("MISS"); // purged, rendered again
    expect(reads).toBe(before + 1); // the put's own check, not a remembered answer

    live = null; // taken down where no purge reaches this data centre
    await sleep(LIVENESS_MEMO_MS + 50);
    const gone = await serve();
    expect(gone.headers.get("X-Cache")).toBe("MISS");
    const stored = await (caches as unknown as { default: Cache }).default.match(`${new URL(env.APP_URL).origin}/portfolio/${username}`);
    expect(stored).toBeUndefined(); // the render's copy failed its check after the put and was dropped
  });
});

describe("a cached page and the build that rendered it", () => {
  it("answers a copy only to the build that stored it: after a deploy the page is rendered again (it names that build's assets)", async () => {
    const username = `build-${crypto.randomUUID().slice(0, 8)}`;
    let renders = 0;
    const render = async () => {
      renders++;
      return new Response(`<link rel="stylesheet" href="/assets/root-${renders}.css">`, {
        headers: { "X-Edge-Cache": "owner.1", "Content-Security-Policy": "script-src 'sha256-x'", "Content-Type": "text/html" },
      });
    };
    const serve = (build: string) =>
      servePublicPortfolio(new Request(`${BASE_URL}/portfolio/${username}`), env.APP_URL, render, async () => "owner.1", undefined, build);

    expect((await serve("build-a")).headers.get("X-Cache")).toBe("MISS");
    const hit = await serve("build-a");
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.headers.get("X-Rendered-By-Build")).toBeNull(); // the edge's own note never reaches a visitor
    expect(renders).toBe(1);
    const afterDeploy = await serve("build-b");
    expect(afterDeploy.headers.get("X-Cache")).toBe("MISS");
    expect(await afterDeploy.text()).toContain("root-2.css");
    expect((await serve("build-b")).headers.get("X-Cache")).toBe("HIT");
    expect(renders).toBe(2);
  });
});

describe("signed-out pages from the edge cache", () => {
  it("the landing page and /signin's first step: the second signed-out GET is a hit with the hash CSP; signed in, with a flash or a query, never", async () => {
    for (const path of ["/", "/signin"]) {
      await call(path); // fills the cache (or hits an earlier test's copy)
      const hit = await call(path, { ip: "203.0.113.77", headers: { "User-Agent": BROWSER } });
      expect(hit.status).toBe(200);
      expect(hit.headers.get("X-Cache"), path).toBe("HIT");
      expect(hit.headers.get("Set-Cookie")).toBeNull();
      expect(hit.headers.get("X-Content-Type-Options")).toBe("nosniff");
      await expectHashPolicyFor(hit);
      const head = await call(path, { method: "HEAD" });
      expect(head.headers.get("X-Cache")).toBe("HIT");
      expect(head.text).toBe("");

      for (const other of [
        await call(`${path}?step=signup`),
        await call(path, { cookie: "vitrine_flash=anything" }),
        await call(path, { cookie: "vitrine_session=not-a-token" }),
      ]) {
        expect(other.headers.get("X-Cache"), path).not.toBe("HIT");
      }
    }
    // Signed in: the landing page is the full app with a fresh nonce, never the shared copy.
    const { token } = await signedInUser(client());
    const signedIn = await call("/", { cookie: `vitrine_session=${token}` });
    expect(signedIn.headers.get("X-Cache")).toBeNull();
    expect(signedIn.headers.get("Content-Security-Policy")).toMatch(/'nonce-/);
    expect(signedIn.text).not.toBe((await call("/")).text);
    // A post is never answered from the cache.
    const posted = await call("/signin", {
      method: "POST",
      body: new URLSearchParams({ intent: "goto:signup" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE_URL },
    });
    expect(posted.headers.get("X-Cache")).toBeNull();
    expect(posted.text).toContain("Create your account");
  });

  it("never stores an answer that sets a cookie or carries a nonce", async () => {
    const key = `${BASE_URL}/?build=test-${crypto.randomUUID()}`;
    const request = () => new Request(`${BASE_URL}/`);
    const page = (headers: Record<string, string>) => async () =>
      new Response("<p>hi</p>", { headers: { "Content-Type": "text/html", ...headers } });
    const hashPolicy = { "Content-Security-Policy": "script-src 'sha256-abc'" };
    const cookie = await serveSharedPage(request(), key, page({ ...hashPolicy, "Set-Cookie": "a=b" }));
    expect(cookie.headers.get("Set-Cookie")).toBe("a=b"); // the visitor gets it…
    expect(await (caches as unknown as { default: Cache }).default.match(key)).toBeUndefined(); // …the cache never
    await serveSharedPage(request(), key, page({ "Content-Security-Policy": "script-src 'nonce-abc' 'strict-dynamic'" }));
    expect(await (caches as unknown as { default: Cache }).default.match(key)).toBeUndefined();
    await serveSharedPage(request(), key, page(hashPolicy));
    const hit = await serveSharedPage(request(), key, page({ "Set-Cookie": "never=used" }));
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.headers.get("Set-Cookie")).toBeNull();
    expect(hit.headers.get("Cache-Control")).toBeNull(); // visitors get what the page set (nothing), not the edge's
  });

  it("the unknown portfolio's 404 is a signed-out hit with its hash CSP, never a signed-in one, and gives way to a deploy under that name", async () => {
    const { user, token, c } = await signedInUser();
    const path = `/portfolio/${user.username}`;
    expect((await call(path)).status).toBe(404);
    const hit = await call(path);
    expect(hit.status).toBe(404);
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    await expectHashPolicyFor(hit);
    expect((await call(path, { cookie: `vitrine_session=${token}` })).headers.get("X-Cache")).toBe("MISS");

    await preparePortfolio(c, token); // the deploy makes the name live
    const live = await call(path);
    expect(live.status).toBe(200);
    expect(live.text).toContain(SAMPLE_PROFILE.title);
  });
});
