// /media/*: the React Router resource route that serves public profile photos from R2.
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BASE_URL, signedInUser } from "./helpers";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const GIF = new TextEncoder().encode("GIF89a\x01\x00\x01\x00\x00\x00\x00;");

function get(path: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(new Request(new URL(path, BASE_URL), { headers }));
}

async function uploadPhoto(bytes: Uint8Array<ArrayBuffer>) {
  const { user, token, c } = await signedInUser();
  const form = new FormData();
  form.append("profilePhoto", new File([bytes], "x.png", { type: "image/png" }));
  const res = await exports.default.fetch(
    new Request(`${BASE_URL}/api/profiles/photo`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "CF-Connecting-IP": c.ip },
      body: form,
    }),
  );
  const body = (await res.json()) as { photoUrl: string };
  expect(res.status).toBe(200);
  return { user, photoUrl: body.photoUrl };
}

describe("GET /media/*", () => {
  it("serves an uploaded photo with its stored type, nosniff, CSP, immutable cache and an ETag", async () => {
    // GIF bytes uploaded under a .png name: served as image/gif, the detected type.
    const { photoUrl } = await uploadPhoto(GIF);
    const res = await get(photoUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/gif");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    const etag = res.headers.get("ETag");
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(GIF);

    const again = await get(photoUrl, { "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("serves the content type stored in R2, not one guessed from the key", async () => {
    // An object stored by hand as a user's current photo (only the current photo is ever served).
    const { user } = await signedInUser();
    const key = `photos/${user.id}/${crypto.randomUUID()}.png`;
    await env.FILES.put(key, PNG, { httpMetadata: { contentType: "image/png" } });
    await env.DB.prepare(
      "INSERT INTO profiles (user_id, photo_key) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET photo_key = excluded.photo_key",
    )
      .bind(user.id, key)
      .run();
    const res = await get(`/media/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Content-Length")).toBe(String(PNG.length));
  });

  it("answers 404 for a missing photo", async () => {
    const res = await get(`/media/photos/nobody/${crypto.randomUUID()}.png`);
    expect(res.status).toBe(404);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("never serves objects outside photos/ (resumes), even when they exist", async () => {
    const key = `resumes/someone/${crypto.randomUUID()}.pdf`;
    await env.FILES.put(key, new TextEncoder().encode("%PDF-1.7 private"), { httpMetadata: { contentType: "application/pdf" } });
    expect(await env.FILES.get(key)).not.toBeNull();
    const res = await get(`/media/${key}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("PDF");

    // Nor through a path that climbs out of photos/.
    const sneaky = await get(`/media/photos/../${key}`);
    expect(sneaky.status).toBe(404);
    const encoded = await get(`/media/photos/%2e%2e/${key}`);
    expect(encoded.status).toBe(404);
  });
});
