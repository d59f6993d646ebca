// Public media served by the Worker from R2 (/media/<key>). Only profile photos and portfolio preview images (og/) are
// public: every other key (resumes, anything else) answers 404 exactly like a missing one, so nothing else can be probed
// or fetched. And only the files in use (issue 29): the user's current profile photo, and the live portfolio's own
// copy of the photo and its preview image. A file that outlived its use (a replaced photo whose delete failed, the
// preview of a portfolio unpublished, suspended, deactivated or renamed) answers 404 even while the object exists:
// deleting alone would race with the serve, so every serve reads D1 (one row by primary keys).
import { eq } from "drizzle-orm";
import { portfolios, profiles, users } from "~/db/schema";
import type { Db } from "../db.server";
import { isLive } from "../portfolio/publication.server";

/** Key prefix of the only objects /media serves. */
const PUBLIC_MEDIA_PREFIX = "photos/";

const SAFE_KEY = /^photos\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.(jpg|png|gif|webp)$/;
/** Portfolio preview images (app/server/og-image): always PNG, a new key per deploy. */
const OG_IMAGE_KEY = /^og\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.png$/;

/** Whether a key may be served publicly (server-generated photo and preview keys only; no traversal, no other folders). */
export function isPublicMediaKey(key: string): boolean {
  return (key.startsWith(PUBLIC_MEDIA_PREFIX) && SAFE_KEY.test(key)) || OG_IMAGE_KEY.test(key);
}

/** The user a public key belongs to (`photos/{userId}/…`, `og/{userId}/…`). */
function ownerOf(key: string): string {
  return key.split("/")[1] ?? "";
}

/** Whether `key` is one of its owner's files in use: their current photo, or their live portfolio's photo or preview. */
async function isMediaInUse(db: Db, key: string): Promise<boolean> {
  const row = await db
    .select({
      profilePhoto: profiles.photoKey,
      status: users.status,
      portfolioDeployed: users.portfolioDeployed,
      portfolioStatus: portfolios.status,
      portfolioPhoto: portfolios.photoKey,
      previewImage: portfolios.ogImageKey,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(portfolios, eq(portfolios.userId, users.id))
    .where(eq(users.id, ownerOf(key)))
    .get();
  if (!row) return false;
  if (key.startsWith(PUBLIC_MEDIA_PREFIX) && key === row.profilePhoto) return true;
  if (!row.portfolioStatus || !isLive(row, { status: row.portfolioStatus })) return false;
  return key.startsWith(PUBLIC_MEDIA_PREFIX) ? key === row.portfolioPhoto : key === row.previewImage;
}

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" },
  });

/**
 * Streams a public R2 object in use (isMediaInUse) with its stored (detected at upload) content type, nosniff, a CSP
 * that forbids any active content, and immutable caching (keys are never reused: a new photo gets a new key).
 * Honours If-None-Match with 304.
 */
export async function serveMedia(db: Db, bucket: R2Bucket, key: string, request: Request): Promise<Response> {
  if (!isPublicMediaKey(key) || !(await isMediaInUse(db, key))) return notFound();
  const object = await bucket.get(key, { onlyIf: request.headers });
  if (!object) return notFound();
  const headers = new Headers({
    "Content-Type": object.httpMetadata?.contentType || "application/octet-stream",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cross-Origin-Resource-Policy": "same-site",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: object.httpEtag,
  });
  // A conditional get whose precondition failed returns the object without a body: not modified.
  if (!("body" in object) || !object.body) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  return new Response(object.body, { status: 200, headers });
}
