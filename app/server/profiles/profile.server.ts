// The profile document: read, partial update and completion. Plain functions of (db, userId, input).
import { and, eq, sql } from "drizzle-orm";
import { profiles, type ProfileRow, type User, users } from "~/db/schema";
import { computeCompletion, PROFILE_CONFLICT_MESSAGE, type ProfileDto, type ProfileUpdate } from "~/schemas/profile";
import { profileCounts } from "~/schemas/profile-gate";
import { DEFAULT_PORTFOLIO_LOCALE, type PortfolioLocale, portfolioLocaleOf } from "~/schemas/portfolio-locales";
import { AppError } from "../errors";
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
      locale: DEFAULT_PORTFOLIO_LOCALE,
      localeChosen: false,
      completionPercentage: 0,
      version: 0,
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
    locale: portfolioLocaleOf(row.locale),
    localeChosen: row.locale !== null,
    completionPercentage: row.completionPercentage,
    version: row.version,
  };
}

/**
 * The owner's profile as /api/profiles/me answers it: with who owns it and whether it counts as complete (the
 * spec's frontend reads both; its template preview shows sample data until the profile is complete). A profile
 * counts once the user pressed Continue or once it reaches the 60% rule (profileCounts), whichever comes first.
 */
export interface OwnProfileDto extends ProfileDto {
  user: Pick<User, "firstName" | "lastName" | "email" | "username">;
  isProfileCompleted: boolean;
}

export function ownProfileView(
  profile: ProfileDto,
  owner: Pick<User, "firstName" | "lastName" | "email" | "username" | "isProfileCompleted">,
): OwnProfileDto {
  const { firstName, lastName, email, username } = owner;
  return {
    ...profile,
    user: { firstName, lastName, email, username },
    isProfileCompleted: profileCounts(owner, profile.completionPercentage),
  };
}

export async function getProfileRow(db: Db, userId: string) {
  return db.select().from(profiles).where(eq(profiles.userId, userId)).get();
}

export async function getProfile(db: Db, userId: string): Promise<ProfileDto> {
  return toProfileDto(await getProfileRow(db, userId));
}

/**
 * Writes the given sections (already validated by profileUpdateSchema) and recomputes completion.
 *
 * Optimistic concurrency (issue 12 §5): the row is written only if it still has the version it was read at,
 * so two saves of different sections never drop each other's change (the loser reads again and merges). A
 * caller that sends the `version` its edit was based on gets 409 when the profile changed since.
 */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdate): Promise<ProfileDto> {
  const { version: baseVersion, ...update } = input;
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await getProfileRow(db, userId);
    const current = toProfileDto(row);
    if (baseVersion !== undefined && baseVersion !== current.version) {
      throw new AppError(409, PROFILE_CONFLICT_MESSAGE, { code: "version_conflict" });
    }
    const next: ProfileDto = { ...current, ...stripUndefined(update) };
    if (update.locale) next.localeChosen = true;
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
      locale: next.localeChosen ? next.locale : null,
      completionPercentage: next.completionPercentage,
      updatedAt: Date.now(),
    };
    const written = row
      ? await db
          .update(profiles)
          .set({ ...values, version: sql`${profiles.version} + 1` })
          .where(and(eq(profiles.userId, userId), eq(profiles.version, row.version)))
          .returning({ version: profiles.version })
      : await db
          .insert(profiles)
          .values({ userId, ...values })
          .onConflictDoNothing()
          .returning({ version: profiles.version });
    if (written[0]) {
      // A save that reaches the 60% rule marks the profile completed, as Continue does: it then counts wherever the
      // user goes next (the sign-in's redirect, the home page, the portfolio), not only after Continue (issue 31).
      if (profileCounts({ isProfileCompleted: false }, next.completionPercentage)) {
        await db
          .update(users)
          .set({ isProfileCompleted: true, updatedAt: Date.now() })
          .where(and(eq(users.id, userId), eq(users.isProfileCompleted, false)));
      }
      return { ...next, version: written[0].version };
    }
    // Another save got in between: with a base version that is a conflict, without one merge into its result.
  }
  throw new AppError(409, PROFILE_CONFLICT_MESSAGE, { code: "version_conflict" });
}

/**
 * Stores a new photo key and recomputes completion, if the photo is still the one read here (compare-and-set: of
 * uploads racing each other, each replaces exactly one key). Answers the profile and the key it replaced, or null
 * when another photo was stored in between.
 */
export async function setProfilePhoto(
  db: Db,
  userId: string,
  photoKey: string,
): Promise<{ profile: ProfileDto; replacedKey: string } | null> {
  const current = await getProfileRow(db, userId);
  const replacedKey = current?.photoKey ?? "";
  const dto = toProfileDto(current);
  dto.profilePhoto = mediaUrl(photoKey);
  const completionPercentage = computeCompletion(dto);
  const written = await db
    .insert(profiles)
    // A row created here holds no saved section yet: it stays at version 0, like no row at all.
    .values({ userId, photoKey, completionPercentage, updatedAt: Date.now(), version: 0 })
    // The photo has its own upload flow and no section saves it: it does not move the version the editor holds.
    .onConflictDoUpdate({
      target: profiles.userId,
      set: { photoKey, completionPercentage, updatedAt: Date.now() },
      setWhere: eq(profiles.photoKey, replacedKey),
    })
    .returning({ userId: profiles.userId });
  return written[0] ? { profile: { ...dto, completionPercentage }, replacedKey } : null;
}

/**
 * The portfolio language chosen on /profile (its own small form, issue 35). Like the photo it has its own flow, so it
 * does not move the version the editor's section saves are based on; a row created here stays at version 0.
 */
export async function setPortfolioLocale(db: Db, userId: string, locale: PortfolioLocale): Promise<void> {
  const updatedAt = Date.now();
  await db
    .insert(profiles)
    .values({ userId, locale, updatedAt, version: 0 })
    .onConflictDoUpdate({ target: profiles.userId, set: { locale, updatedAt } });
}

/** Remembers the last uploaded resume (R2 key and extracted text) on the user's profile row. */
export async function setResume(db: Db, userId: string, resumeKey: string, resumeText: string): Promise<void> {
  const updatedAt = Date.now();
  await db
    .insert(profiles)
    .values({ userId, resumeKey, resumeText, updatedAt, version: 0 })
    .onConflictDoUpdate({ target: profiles.userId, set: { resumeKey, resumeText, updatedAt } });
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
