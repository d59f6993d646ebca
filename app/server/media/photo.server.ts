// Profile photo upload: the type is decided by the file's magic bytes (never its name or declared type), the
// object goes to R2 under a server-generated key, the profile points at it and the previous photo is deleted.
// Parallel uploads: the profile's key is compare-and-set, so each stored key replaces exactly one other. An upload
// whose write lost deletes its own object and answers 409; the winner deletes the photo it replaced. No upload leaves
// an object behind, and /media serves only the current photo anyway (media.server.ts).
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "~/schemas/photo-rules";
import type { ProfileDto } from "~/schemas/profile";
import type { Db } from "../db.server";
import { AppError } from "../errors";
import { mediaUrl, setProfilePhoto } from "../profiles/profile.server";

export interface ImageType {
  ext: "jpg" | "png" | "gif" | "webp";
  contentType: "image/jpeg" | "image/png" | "image/gif" | "image/webp";
}

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  bytes.length >= start + text.length && [...text].every((ch, i) => bytes[start + i] === ch.charCodeAt(0));

/** JPEG, PNG, GIF or WebP from the first bytes of a file; null for anything else. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { ext: "jpg", contentType: "image/jpeg" };
  }
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) {
    return { ext: "png", contentType: "image/png" };
  }
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return { ext: "gif", contentType: "image/gif" };
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return { ext: "webp", contentType: "image/webp" };
  return null;
}

/** Whether a multipart value is an actual chosen file (browsers send an empty unnamed part when none is). */
function isChosenFile(value: unknown): value is File {
  return typeof value === "object" && value !== null && value instanceof File && !(value.size === 0 && value.name === "");
}

export interface PhotoUploadResult {
  photoUrl: string;
  key: string;
  profile: ProfileDto;
}

/** Validates and stores a new profile photo for `userId`; returns its public URL and the updated profile. */
export async function uploadProfilePhoto(db: Db, bucket: R2Bucket, userId: string, file: unknown): Promise<PhotoUploadResult> {
  if (!isChosenFile(file)) throw new AppError(400, PHOTO_MESSAGES.missing);
  if (file.size > MAX_PHOTO_BYTES) throw new AppError(413, PHOTO_MESSAGES.tooLarge);
  const type = detectImageType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!type) throw new AppError(400, PHOTO_MESSAGES.invalidType);

  const key = `photos/${userId}/${crypto.randomUUID()}.${type.ext}`;
  await bucket.put(key, await file.arrayBuffer(), {
    httpMetadata: { contentType: type.contentType, cacheControl: "public, max-age=31536000, immutable" },
    customMetadata: { userId },
  });
  let stored: Awaited<ReturnType<typeof setProfilePhoto>>;
  try {
    stored = await setProfilePhoto(db, userId, key);
  } catch (error) {
    await bucket.delete(key).catch(() => undefined);
    throw error;
  }
  if (!stored) {
    await bucket.delete(key).catch((error) => console.warn("Could not delete a photo that lost a race", key, error));
    throw new AppError(409, PHOTO_MESSAGES.raced);
  }
  // The photo this upload replaced is no longer referenced: remove it (only ever one of this user's own photo keys).
  const { replacedKey, profile } = stored;
  if (replacedKey && replacedKey !== key && replacedKey.startsWith(`photos/${userId}/`)) {
    await bucket.delete(replacedKey).catch((error) => console.warn("Could not delete the previous photo", replacedKey, error));
  }
  return { photoUrl: mediaUrl(key), key, profile };
}
