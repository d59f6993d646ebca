// Issue 29 §2, files that outlive their use: a portfolio's preview image (og/…) and its own copy of the photo are served
// only while the portfolio is live, and a deploy that loses a race leaves no file behind. /media checks D1 on every
// serve, so an object that still exists in R2 is not enough. All through the real Worker entry point.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEPLOY_RACE_MESSAGE } from "~/server/portfolio/portfolio.server";
import { call, client, expectError, preparePortfolio, signedInUser, type Client } from "./helpers";

const APP_URL = env.APP_URL.replace(/\/+$/, "");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);

const ok = (result: { status: number; text: string }) => expect(result.status, result.text).toBe(200);

/** A deployed portfolio with a profile photo; answers the public files' paths (/media/…). */
async function publishedWithFiles(c: Client = client()) {
  const { user, token } = await signedInUser(c);
  await preparePortfolio(c, token, { deploy: false });
  const form = new FormData();
  form.append("profilePhoto", new File([PNG], "me.png", { type: "image/png" }));
  const uploaded = await c.call("/api/profiles/photo", { method: "POST", token, body: form });
  ok(uploaded);
  ok(await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} }));
  const files = await publicFiles(user.username);
  return { user, token, c, ...files, profilePhoto: (uploaded.body.photoUrl as string).slice(APP_URL.length) };
}

/** The live page's preview image and its photo, as /media paths. */
async function publicFiles(username: string) {
  const html = (await call(`/portfolio/${username}`)).text;
  const preview = html.match(/<meta[^>]*property="og:image"[^>]*content="([^"]+)"/)?.[1] ?? "";
  const read = await call(`/api/portfolio/public/${username}`);
  ok(read);
  const photo = (read.body.data.profilePhoto as string).slice(APP_URL.length);
  expect(preview.startsWith(`${APP_URL}/media/og/`), preview).toBe(true);
  expect(photo.startsWith("/media/photos/"), photo).toBe(true);
  return { preview: preview.slice(APP_URL.length), photo };
}

async function signedInAdmin() {
  const { user, token, c } = await signedInUser();
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?").bind(user.id).run();
  return { c, token };
}

const status = async (path: string) => (await call(path)).status;
const keyOf = (path: string) => path.slice("/media/".length);

type Owner = Awaited<ReturnType<typeof publishedWithFiles>>;

const TAKEDOWNS: Array<[string, (owner: Owner) => Promise<void>]> = [
  ["unpublish", async ({ token, c }) => ok(await c.call("/api/portfolio/unpublish", { method: "PATCH", token }))],
  [
    "an admin's suspension",
    async ({ user }) => {
      const admin = await signedInAdmin();
      ok(await admin.c.call(`/api/admin/users/${user.id}`, { method: "PATCH", token: admin.token, body: { action: "suspend" } }));
    },
  ],
  ["deactivation", async ({ token, c }) => ok(await c.call("/api/profiles/deactivate-account", { method: "PATCH", token, body: {} }))],
  [
    "a username change",
    async ({ user, token, c }) =>
      ok(await c.call("/api/profiles/change-username", { method: "PUT", token, body: { newUsername: `${user.username}-new` } })),
  ],
  [
    "account deletion",
    async ({ user, token, c }) => ok(await c.call("/api/account", { method: "DELETE", token, body: { password: user.password } })),
  ],
];

describe("a portfolio's public files live only as long as the portfolio", () => {
  it.each(TAKEDOWNS)("after %s, its preview image and photo copy answer 404", async (_label, takeDown) => {
    const owner = await publishedWithFiles();
    expect(await status(owner.preview)).toBe(200);
    expect(await status(owner.photo)).toBe(200);
    await takeDown(owner);
    expect(await status(owner.preview)).toBe(404);
    expect(await status(owner.photo)).toBe(404);
  });

  it("serving checks D1 and not just R2: the objects of a suspended owner still exist and are not served; activation serves them again", async () => {
    const owner = await publishedWithFiles();
    const admin = await signedInAdmin();
    const setStatus = async (action: "suspend" | "activate") =>
      ok(await admin.c.call(`/api/admin/users/${owner.user.id}`, { method: "PATCH", token: admin.token, body: { action } }));
    await setStatus("suspend");
    expect(await env.FILES.head(keyOf(owner.preview))).not.toBeNull();
    expect(await env.FILES.head(keyOf(owner.photo))).not.toBeNull();
    expect(await status(owner.preview)).toBe(404);
    expect(await status(owner.photo)).toBe(404);
    // The owner's own current photo is theirs, not the portfolio's: it stays served.
    expect(await status(owner.profilePhoto)).toBe(200);
    await setStatus("activate");
    expect(await status(owner.preview)).toBe(200);
    expect(await status(owner.photo)).toBe(200);
  });

  it("an older preview image or photo copy of the owner is never served, only the live deploy's", async () => {
    const owner = await publishedWithFiles();
    const strayPreview = `og/${owner.user.id}/${crypto.randomUUID()}.png`;
    const strayCopy = `photos/${owner.user.id}/portfolio-${crypto.randomUUID()}.png`;
    for (const key of [strayPreview, strayCopy]) await env.FILES.put(key, PNG, { httpMetadata: { contentType: "image/png" } });
    expect(await status(`/media/${strayPreview}`)).toBe(404);
    expect(await status(`/media/${strayCopy}`)).toBe(404);
    expect(await status(owner.preview)).toBe(200);
    expect(await status(owner.photo)).toBe(200);
  });

  it("parallel deploys leave exactly one preview image and one photo copy, the live ones; a lost deploy answers 409", async () => {
    const owner = await publishedWithFiles();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => owner.c.call("/api/portfolio/redeploy", { method: "POST", token: owner.token, body: {} })),
    );
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((r) => r.status !== 200)) expectError(r, 409, DEPLOY_RACE_MESSAGE);

    const live = await publicFiles(owner.user.username);
    const previews = (await env.FILES.list({ prefix: `og/${owner.user.id}/` })).objects.map((o) => o.key);
    const copies = (await env.FILES.list({ prefix: `photos/${owner.user.id}/portfolio-` })).objects.map((o) => o.key);
    expect(previews).toEqual([keyOf(live.preview)]);
    expect(copies).toEqual([keyOf(live.photo)]);
    expect(await status(live.preview)).toBe(200);
    expect(await status(live.photo)).toBe(200);
    const row = await env.DB.prepare("SELECT deploy_count FROM portfolios WHERE user_id = ?")
      .bind(owner.user.id)
      .first<{ deploy_count: number }>();
    expect(row!.deploy_count).toBe(1 + results.filter((r) => r.status === 200).length);
  });
});
