// The profile document: read, partial update and completion. Plain functions of (db, userId, input).
import { eq } from "drizzle-orm";
import { profiles, type ProfileRow } from "~/db/schema";
import { computeCompletion, type ProfileDto, type ProfileUpdate } from "~/schemas/profile";
import type { Db } from "../db.server";

/** Public path of a stored photo (served by the Worker from R2 with its detected content type). */
export function mediaUrl(key: string): string {
  return key ? `/media/${key}` : "";
}

export function toProfileDto(row: ProfileRow | undefined): ProfileDto {
  if (!row) {
    return {
      phone: "",
      location: "",
      website: "",
      socialLinks: {},
      title: "",
      summary: "",
      skills: [],
      experience: [],
      education: [],
      projects: [],
      certifications: [],
      profilePhoto: "",
      completionPercentage: 0,
    };
  }
  return {
    phone: row.phone,
    location: row.location,
    website: row.website,
    socialLinks: row.socialLinks,
    title: row.title,
    summary: row.summary,
    skills: row.skills,
    experience: row.experience as ProfileDto["experience"],
    education: row.education as ProfileDto["education"],
    projects: row.projects as ProfileDto["projects"],
    certifications: row.certifications as ProfileDto["certifications"],
    profilePhoto: mediaUrl(row.photoKey),
    completionPercentage: row.completionPercentage,
  };
}

export async function getProfileRow(db: Db, userId: string) {
  return db.select().from(profiles).where(eq(profiles.userId, userId)).get();
}

export async function getProfile(db: Db, userId: string): Promise<ProfileDto> {
  return toProfileDto(await getProfileRow(db, userId));
}

/** Writes the given sections (already validated by profileUpdateSchema) and recomputes completion. */
export async function updateProfile(db: Db, userId: string, update: ProfileUpdate): Promise<ProfileDto> {
  const current = toProfileDto(await getProfileRow(db, userId));
  const next: ProfileDto = { ...current, ...stripUndefined(update) };
  next.completionPercentage = computeCompletion(next);
  const values = {
    phone: next.phone,
    location: next.location,
    website: next.website,
    socialLinks: Object.fromEntries(Object.entries(next.socialLinks).filter(([, v]) => v)) as Record<string, string>,
    title: next.title,
    summary: next.summary,
    skills: next.skills,
    experience: next.experience,
    education: next.education,
    projects: next.projects,
    certifications: next.certifications,
    completionPercentage: next.completionPercentage,
    updatedAt: Date.now(),
  };
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: values });
  return next;
}

/** Stores a new photo key and recomputes completion. */
export async function setProfilePhoto(db: Db, userId: string, photoKey: string): Promise<ProfileDto> {
  const current = await getProfileRow(db, userId);
  const dto = toProfileDto(current);
  dto.profilePhoto = mediaUrl(photoKey);
  const completionPercentage = computeCompletion(dto);
  await db
    .insert(profiles)
    .values({ userId, photoKey, completionPercentage, updatedAt: Date.now() })
    .onConflictDoUpdate({ target: profiles.userId, set: { photoKey, completionPercentage, updatedAt: Date.now() } });
  return { ...dto, completionPercentage };
}

/** Remembers the last uploaded resume (R2 key and extracted text) on the user's profile row. */
export async function setResume(db: Db, userId: string, resumeKey: string, resumeText: string): Promise<void> {
  const updatedAt = Date.now();
  await db
    .insert(profiles)
    .values({ userId, resumeKey, resumeText, updatedAt })
    .onConflictDoUpdate({ target: profiles.userId, set: { resumeKey, resumeText, updatedAt } });
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
