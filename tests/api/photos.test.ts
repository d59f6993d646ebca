// POST /api/profiles/photo: magic-byte type check, 5 MB cap, R2 storage under a fresh key, completion +5.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PHOTO_MESSAGES } from "~/schemas/photo-rules";
import { call, client, expectError, signedInUser } from "./helpers";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const GIF = new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;");
const WEBP = new Uint8Array([...new TextEncoder().encode("RIFF"), 26, 0, 0, 0, ...new TextEncoder().encode("WEBPVP8 "), 0, 0]);

function photoForm(bytes: Uint8Array<ArrayBuffer> | null, name = "photo.png", type = "image/png", field = "profilePhoto") {
  const form = new FormData();
  if (bytes) form.append(field, new File([bytes], name, { type }));
  return form;
}

async function upload(token: string | undefined, form: FormData, ip = client().ip) {
  return call("/api/profiles/photo", { method: "POST", body: form, token, ip });
}

/** Photo URLs in API answers are absolute on APP_URL (issue 14 §5); the stored key follows `/media/`. */
const MEDIA_PREFIX = `${env.APP_URL.replace(/\/+$/, "")}/media/`;
function keyOf(photoUrl: string): string {
  expect(photoUrl.startsWith(MEDIA_PREFIX), photoUrl).toBe(true);
  return photoUrl.slice(MEDIA_PREFIX.length);
}

async function photoKeyOf(userId: string): Promise<string> {
  const row = await env.DB.prepare("SELECT photo_key FROM profiles WHERE user_id = ?").bind(userId).first<{ photo_key: string }>();
  return row?.photo_key ?? "";
}

describe("POST /api/profiles/photo", () => {
  it("stores a PNG in R2 under photos/{userId}/ with the detected type, sets the profile photo and adds 5% completion", async () => {
    const { user, token, c } = await signedInUser();
    const before = await c.call("/api/profiles/me", { token });
    expect(before.body.profile.completionPercentage).toBe(0);

    // Declared as application/octet-stream with a .bin name: the bytes decide the type.
    const res = await upload(token, photoForm(PNG, "me.bin", "application/octet-stream"), c.ip);
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe("Profile photo updated successfully!");
    expect(res.body.photoUrl).toMatch(new RegExp(`^https?://[^/]+/media/photos/${user.id}/[0-9a-f-]{36}\\.png$`));
    expect(res.body.profile.profilePhoto).toBe(res.body.photoUrl);

    const key = keyOf(res.body.photoUrl);
    expect(await photoKeyOf(user.id)).toBe(key);
    const object = await env.FILES.get(key);
    expect(object).not.toBeNull();
    expect(object!.httpMetadata?.contentType).toBe("image/png");
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PNG);

    const after = await c.call("/api/profiles/me", { token });
    expect(after.body.profile.profilePhoto).toBe(res.body.photoUrl);
    expect(after.body.profile.completionPercentage).toBe(before.body.profile.completionPercentage + 5);
    expect(res.body.profile.completionPercentage).toBe(5);
  });

  it("every profile answer gives the photo as an absolute URL on APP_URL; the stored key stays relative", async () => {
    const { user, token, c } = await signedInUser();
    const res = await upload(token, photoForm(PNG), c.ip);
    expect(res.status, res.text).toBe(200);
    const key = keyOf(res.body.photoUrl);
    expect(res.body.photoUrl).toBe(`${env.APP_URL.replace(/\/+$/, "")}/media/${key}`);
    expect(await photoKeyOf(user.id)).toBe(key);

    const read = await c.call("/api/profiles/me", { token });
    expect(read.body.profile.profilePhoto).toBe(res.body.photoUrl);
    const saved = await c.call("/api/profiles/me", { method: "PUT", token, body: { location: "Florence, Italy" } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.profile.profilePhoto).toBe(res.body.photoUrl);
  });

  it("gives a new photo a new URL and deletes the previous object", async () => {
    const { user, token, c } = await signedInUser();
    const first = await upload(token, photoForm(PNG), c.ip);
    expect(first.status, first.text).toBe(200);
    const second = await upload(token, photoForm(JPEG, "me.jpg", "image/jpeg"), c.ip);
    expect(second.status, second.text).toBe(200);
    expect(second.body.photoUrl).not.toBe(first.body.photoUrl);
    expect(second.body.photoUrl).toMatch(/\.jpg$/);
    expect(await env.FILES.get(keyOf(first.body.photoUrl))).toBeNull();
    const current = await env.FILES.get(keyOf(second.body.photoUrl));
    expect(current?.httpMetadata?.contentType).toBe("image/jpeg");
    expect(await photoKeyOf(user.id)).toBe(keyOf(second.body.photoUrl));
    // Completion counts the photo once.
    expect(second.body.profile.completionPercentage).toBe(5);
  });

  it("15 parallel uploads leave exactly one photo in R2, the profile's; a lost upload answers 409 and only the current URL serves", async () => {
    const { user, token, c } = await signedInUser();
    const results = await Promise.all(Array.from({ length: 15 }, () => upload(token, photoForm(PNG), c.ip)));
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status !== 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const r of lost) expectError(r, 409, PHOTO_MESSAGES.raced);

    const current = await photoKeyOf(user.id);
    const stored = await env.FILES.list({ prefix: `photos/${user.id}/` });
    expect(stored.objects.map((o) => o.key)).toEqual([current]);
    // Every URL an upload answered: only the current one is served.
    for (const r of won) {
      const key = keyOf(r.body.photoUrl);
      expect((await call(`/media/${key}`)).status, key).toBe(key === current ? 200 : 404);
    }
    expect(won.map((r) => keyOf(r.body.photoUrl))).toContain(current);
  });

  it("never serves a photo object of the user that is not their current photo (one a failed delete left behind)", async () => {
    const { user, token, c } = await signedInUser();
    const res = await upload(token, photoForm(PNG), c.ip);
    expect(res.status, res.text).toBe(200);
    const orphan = `photos/${user.id}/${crypto.randomUUID()}.png`;
    await env.FILES.put(orphan, PNG, { httpMetadata: { contentType: "image/png" } });
    expect((await call(`/media/${orphan}`)).status).toBe(404);
    expect((await call(`/media/${keyOf(res.body.photoUrl)}`)).status).toBe(200);
  });

  it.each([
    ["JPEG", JPEG, "image/jpeg", "jpg"],
    ["GIF", GIF, "image/gif", "gif"],
    ["WebP", WEBP, "image/webp", "webp"],
  ] as const)("accepts %s by its magic bytes", async (_label, bytes, type, ext) => {
    const { token, c } = await signedInUser();
    // Misleading name and declared type on purpose.
    const res = await upload(token, photoForm(bytes, "picture.png", "image/png"), c.ip);
    expect(res.status, res.text).toBe(200);
    expect(res.body.photoUrl.endsWith(`.${ext}`)).toBe(true);
    const object = await env.FILES.get(keyOf(res.body.photoUrl));
    expect(object?.httpMetadata?.contentType).toBe(type);
  });

  it("refuses an HTML file named .png and declared image/png (400) and stores nothing", async () => {
    const { user, token, c } = await signedInUser();
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    const res = await upload(token, photoForm(html, "avatar.png", "image/png"), c.ip);
    expectError(res, 400, "Please upload a valid image file (JPEG, PNG, GIF, or WebP)");
    expect(await photoKeyOf(user.id)).toBe("");
    expect((await env.FILES.list({ prefix: `photos/${user.id}/` })).objects).toHaveLength(0);
  });

  it("refuses a 5 MB + 1 byte image with 413 and accepts exactly 5 MB", async () => {
    const { user, token, c } = await signedInUser();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(token, photoForm(big), c.ip);
    expectError(res, 413, "Image size must be less than 5MB");
    expect(await photoKeyOf(user.id)).toBe("");

    const exact = await upload(token, photoForm(big.subarray(0, 5 * 1024 * 1024)), c.ip);
    expect(exact.status, exact.text).toBe(200);
  });

  it("asks for a file when none is sent (missing field, other field, empty part)", async () => {
    const { token, c } = await signedInUser();
    expectError(await upload(token, photoForm(null), c.ip), 400, "Please select a file first");
    expectError(await upload(token, photoForm(PNG, "a.png", "image/png", "photo"), c.ip), 400, "Please select a file first");
    expectError(await upload(token, photoForm(new Uint8Array(0), "", "application/octet-stream"), c.ip), 400, "Please select a file first");
    const text = new FormData();
    text.append("profilePhoto", "not a file");
    expectError(await upload(token, text, c.ip), 400, "Please select a file first");
  });

  it("answers 401 without a session", async () => {
    expectError(await upload(undefined, photoForm(PNG)), 401);
    const noBody = await call("/api/profiles/photo", { method: "POST", ip: client().ip });
    expectError(noBody, 401);
  });
});
