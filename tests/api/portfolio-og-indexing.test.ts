// Issue 17 sections 3 and 4: the social preview image made at deploy (a real 1200×630 PNG in R2, served at a versioned
// /media URL with immutable caching, named by the page's og:image and twitter:image as absolute URLs) and the owner's
// "Let search engines index my portfolio" (noindex meta and X-Robots-Tag, through the edge cache; /sitemap.xml and
// /robots.txt). All through the real Worker entry point.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { INDEXING_MESSAGES } from "~/schemas/portfolio-indexing-rules";
import { Canvas, decodePng, encodePng } from "~/server/og-image/raster";
import { call, client, expectError, flashToastOf, preparePortfolio, SAMPLE_PROFILE, signedInUser, type Client } from "./helpers";

const APP_URL = env.APP_URL.replace(/\/$/, "");

/** The shared sample with a longer title (the preview image wraps it). */
const PROFILE = { ...SAMPLE_PROFILE, title: "Staff Engineer at the Analytical Engine Works" };

async function readyUser(c: Client = client()) {
  const { user, token } = await signedInUser(c);
  await preparePortfolio(c, token, { profile: PROFILE, template: "creative-gradient", deploy: false });
  return { user, token, c };
}

async function deploy(c: Client, token: string, path = "/api/portfolio/deploy") {
  const res = await c.call(path, { method: "POST", token, body: {} });
  expect(res.status, res.text).toBe(200);
}

const page = (username: string) => call(`/portfolio/${username}`);

/** The content of `<meta {attr}="{name}" content="…">` in a page, or null. */
function metaContent(html: string, attr: "property" | "name", name: string): string | null {
  const tag = html.match(new RegExp(`<meta[^>]*${attr}="${name.replace(/[:.]/g, "\\$&")}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&") ?? null;
}

/** Width and height from a PNG's IHDR, after checking the signature and that IHDR comes first. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe("IHDR");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function fetchImage(url: string) {
  expect(url.startsWith(`${APP_URL}/media/og/`), url).toBe(true);
  const res = await call(url.slice(APP_URL.length));
  return res;
}

async function imageBytes(url: string): Promise<{ res: Response; bytes: Uint8Array }> {
  const res = await exports.default.fetch(new Request(`http://localhost${url.slice(APP_URL.length)}`));
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** A 48×48 pure blue JPEG (made with jpeg-js's encoder, quality 90). */
const BLUE_JPEG =
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRQBAwQEBQQFCQUFCRQNCw0UFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFP/AABEIADAAMAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/APz3r/VM+HCgAoAKACgAoAKACgAoAKACgAoAKACgAoAKACgAoAKACgAoAKACgAoAKACgAoAKACgAoAKACgAoAKACgAoA/wD/2Q==";

/** A solid-colour PNG photo, made with the same encoder the preview uses. */
function solidPng(rgb: [number, number, number], size = 64): Uint8Array<ArrayBuffer> {
  const canvas = new Canvas(size, size);
  canvas.fillRect(0, 0, size, size, rgb);
  return encodePng(canvas) as Uint8Array<ArrayBuffer>;
}

describe("social preview image", () => {
  // The first deploy of the file loads the renderer (fontkit, two fonts) through Vite: slow on a busy machine.
  it("is a 1200×630 PNG stored in R2 at deploy, named by og:image and twitter:image with absolute URLs", async () => {
    const { user, token, c } = await readyUser();
    await deploy(c, token);
    const html = (await page(user.username)).text;
    const og = metaContent(html, "property", "og:image");
    expect(og).toMatch(new RegExp(`^${APP_URL}/media/og/${user.id}/[0-9a-f-]{36}\\.png$`));
    expect(metaContent(html, "name", "twitter:image")).toBe(og);
    expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "property", "og:image:width")).toBe("1200");
    expect(metaContent(html, "property", "og:image:height")).toBe("630");

    const { res, bytes } = await imageBytes(og!);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    // It decodes whole (our decoder checks the zlib stream and the filters), and it is not one flat colour.
    const decoded = decodePng(bytes)!;
    expect(decoded).not.toBeNull();
    expect(decoded.rgb.length).toBe(1200 * 630 * 3);
    expect(new Set(Array.from({ length: 200 }, (_, i) => decoded.rgb[(i * 3779 * 3) % decoded.rgb.length])).size).toBeGreaterThan(3);
    const stored = await env.FILES.get(og!.slice(`${APP_URL}/media/`.length));
    expect(stored?.httpMetadata?.contentType).toBe("image/png");
  }, 90_000);

  it("a redeploy makes a new image at a new URL and deletes the old one", async () => {
    const { user, token, c } = await readyUser();
    await deploy(c, token);
    const first = metaContent((await page(user.username)).text, "property", "og:image")!;
    await deploy(c, token, "/api/portfolio/redeploy");
    const second = metaContent((await page(user.username)).text, "property", "og:image")!;
    expect(second).toMatch(/\/media\/og\/.+\.png$/);
    expect(second).not.toBe(first);
    expect((await fetchImage(second)).status).toBe(200);
    expect((await fetchImage(first)).status).toBe(404);
  });

  it("draws the owner's PNG photo in the circle, and initials over the template colour without one", async () => {
    const withPhoto = await readyUser();
    const form = new FormData();
    form.set("profilePhoto", new File([solidPng([255, 0, 0])], "me.png", { type: "image/png" }));
    const uploaded = await withPhoto.c.call("/api/profiles/photo", { method: "POST", token: withPhoto.token, body: form });
    expect(uploaded.status, uploaded.text).toBe(200);
    await deploy(withPhoto.c, withPhoto.token);
    const photoImage = decodePng(
      (await imageBytes(metaContent((await page(withPhoto.user.username)).text, "property", "og:image")!)).bytes,
    )!;
    // The circle's centre is at (930, 300): the photo's red there.
    const at = (img: typeof photoImage, x: number, y: number) => [...img.rgb.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
    expect(at(photoImage, 930, 360)).toEqual([255, 0, 0]);

    const without = await readyUser();
    await deploy(without.c, without.token);
    const initialsImage = decodePng(
      (await imageBytes(metaContent((await page(without.user.username)).text, "property", "og:image")!)).bytes,
    )!;
    const [r, g, b] = at(initialsImage, 930, 420);
    expect(r === 255 && g === 0 && b === 0).toBe(false);
  });

  it("draws a JPEG photo too", async () => {
    const { user, token, c } = await readyUser();
    const form = new FormData();
    form.set("profilePhoto", new File([Uint8Array.from(atob(BLUE_JPEG), (ch) => ch.charCodeAt(0))], "me.jpg", { type: "image/jpeg" }));
    const uploaded = await c.call("/api/profiles/photo", { method: "POST", token, body: form });
    expect(uploaded.status, uploaded.text).toBe(200);
    await deploy(c, token);
    const image = decodePng((await imageBytes(metaContent((await page(user.username)).text, "property", "og:image")!)).bytes)!;
    const [r, g, b] = image.rgb.subarray((360 * 1200 + 930) * 3, (360 * 1200 + 930) * 3 + 3);
    // Pure blue through JPEG's lossy round trip.
    expect(r!).toBeLessThan(10);
    expect(g!).toBeLessThan(10);
    expect(b!).toBeGreaterThan(245);
  });

  it("a deploy still succeeds when the image cannot be stored, and the page then names no preview image", async () => {
    const { user, token, c } = await readyUser();
    const put = env.FILES.put.bind(env.FILES);
    // R2 refuses og/ keys for this one deploy.
    (env.FILES as { put: typeof put }).put = ((key: string, ...rest: Parameters<typeof put> extends [unknown, ...infer R] ? R : never) =>
      key.startsWith("og/") ? Promise.reject(new Error("R2 is down")) : put(key, ...rest)) as typeof put;
    try {
      await deploy(c, token);
    } finally {
      (env.FILES as { put: typeof put }).put = put;
    }
    const html = (await page(user.username)).text;
    expect(metaContent(html, "property", "og:image")).toBeNull();
    expect(metaContent(html, "name", "twitter:card")).toBe("summary");
  });
});

describe("/media/og/", () => {
  it("serves only server-made preview keys (og/{id}/{name}.png), never another type or a path that climbs out", async () => {
    const secret = `resumes/someone/${crypto.randomUUID()}.pdf`;
    await env.FILES.put(secret, new TextEncoder().encode("%PDF-1.7 private"), { httpMetadata: { contentType: "application/pdf" } });
    const notPng = `og/someone/${crypto.randomUUID()}.pdf`;
    await env.FILES.put(notPng, new TextEncoder().encode("%PDF-1.7 private"), { httpMetadata: { contentType: "application/pdf" } });
    for (const path of [`/media/${notPng}`, `/media/og/../${secret}`, `/media/og/%2e%2e/${secret}`, `/media/og/someone/x.png`]) {
      const res = await call(path);
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain("PDF");
    }
  });
});

describe("search engines, by the owner's choice", () => {
  it("is on by default; off adds noindex (meta and header) even on a cached page, and on takes it away again", async () => {
    const { user, token, c } = await readyUser();
    await deploy(c, token);
    expect((await c.call("/api/portfolio/status", { token })).body.data.searchIndexing).toBe(true);
    const first = await page(user.username);
    expect(first.headers.get("X-Robots-Tag")).toBeNull();
    expect(metaContent(first.text, "name", "robots")).toBeNull();
    expect((await page(user.username)).headers.get("X-Cache")).toBe("HIT");

    const off = await c.call("/api/portfolio/indexing", { method: "PATCH", token, body: { searchIndexing: false } });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toEqual({ success: true, data: { searchIndexing: false }, message: INDEXING_MESSAGES.off });
    const hidden = await page(user.username);
    expect(hidden.headers.get("X-Cache")).toBe("MISS");
    expect(hidden.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(metaContent(hidden.text, "name", "robots")).toBe("noindex");
    const cached = await page(user.username);
    expect(cached.headers.get("X-Cache")).toBe("HIT");
    expect(cached.headers.get("X-Robots-Tag")).toBe("noindex");
    expect((await c.call("/api/portfolio/status", { token })).body.data.searchIndexing).toBe(false);

    const on = await c.call("/api/portfolio/indexing", { method: "PATCH", token, body: { searchIndexing: true } });
    expect(on.body.message).toBe(INDEXING_MESSAGES.on);
    const shown = await page(user.username);
    expect(shown.headers.get("X-Robots-Tag")).toBeNull();
    expect(metaContent(shown.text, "name", "robots")).toBeNull();
  });

  it("the setting needs a signed-in owner with a portfolio and a boolean", async () => {
    expectError(await call("/api/portfolio/indexing", { method: "PATCH", body: { searchIndexing: false } }), 401);
    const { token, c } = await readyUser();
    expectError(
      await c.call("/api/portfolio/indexing", { method: "PATCH", token, body: { searchIndexing: false } }),
      409,
      INDEXING_MESSAGES.notDeployed,
    );
    await deploy(c, token);
    expectError(
      await c.call("/api/portfolio/indexing", { method: "PATCH", token, body: { searchIndexing: "no" } }),
      400,
      INDEXING_MESSAGES.invalid,
    );
  });

  it("the /portfolio page's form turns it off and on (a plain post, back with a flash toast)", async () => {
    const { user, token, c } = await readyUser();
    await deploy(c, token);
    const cookie = `vitrine_session=${token}`;
    const post = (value: string) =>
      c.call("/portfolio", {
        method: "POST",
        cookie,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "indexing", searchIndexing: value }).toString(),
      });
    const off = await post("off");
    expect(off.status, off.text).toBe(302);
    expect(await flashToastOf(off)).toMatchObject({ type: "success", message: INDEXING_MESSAGES.off });
    expect((await page(user.username)).headers.get("X-Robots-Tag")).toBe("noindex");
    expect((await post("on")).status).toBe(302);
    expect((await page(user.username)).headers.get("X-Robots-Tag")).toBeNull();
  });

  it("/sitemap.xml lists only live, indexable portfolios of active owners, each with its last deploy time", async () => {
    const listed = await readyUser();
    await deploy(listed.c, listed.token);
    const hidden = await readyUser();
    await deploy(hidden.c, hidden.token);
    await hidden.c.call("/api/portfolio/indexing", { method: "PATCH", token: hidden.token, body: { searchIndexing: false } });
    const offline = await readyUser();
    await deploy(offline.c, offline.token);
    await offline.c.call("/api/portfolio/unpublish", { method: "PATCH", token: offline.token });
    const never = await readyUser();

    const res = await call("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(res.text).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const row = await env.DB.prepare("SELECT deployed_at FROM portfolios WHERE user_id = ?")
      .bind(listed.user.id)
      .first<{ deployed_at: number }>();
    expect(res.text).toContain(
      `<url><loc>${APP_URL}/portfolio/${listed.user.username}</loc><lastmod>${new Date(row!.deployed_at).toISOString()}</lastmod></url>`,
    );
    for (const other of [hidden, offline, never]) expect(res.text).not.toContain(`/portfolio/${other.user.username}<`);

    // A redeploy moves lastmod.
    await env.DB.prepare("UPDATE portfolios SET deployed_at = 1000 WHERE user_id = ?").bind(listed.user.id).run();
    expect((await call("/sitemap.xml")).text).toContain(`${listed.user.username}</loc><lastmod>1970-01-01T00:00:01.000Z</lastmod>`);
  });

  it("/robots.txt points at the sitemap by its absolute URL", async () => {
    const res = await call("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(res.text).toContain("User-agent: *");
    expect(res.text).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  });
});
