// The profile builder's document.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now } from "./defaults";
import { users } from "./users";

/**
 * The profile builder's document: one row per user. List sections are JSON arrays validated by the shared zod
 * schemas in app/schemas/profile.ts before they are written.
 */
export const profiles = sqliteTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  phone: text("phone").notNull().default(""),
  location: text("location").notNull().default(""),
  website: text("website").notNull().default(""),
  socialLinks: text("social_links", { mode: "json" }).$type<Record<string, string>>().notNull().default({}),
  title: text("title").notNull().default(""),
  summary: text("summary").notNull().default(""),
  skills: text("skills", { mode: "json" }).$type<string[]>().notNull().default([]),
  experience: text("experience", { mode: "json" }).$type<unknown[]>().notNull().default([]),
  education: text("education", { mode: "json" }).$type<unknown[]>().notNull().default([]),
  projects: text("projects", { mode: "json" }).$type<unknown[]>().notNull().default([]),
  certifications: text("certifications", { mode: "json" }).$type<unknown[]>().notNull().default([]),
  /** R2 key of the current photo (served at /media/{key}); '' when none. */
  photoKey: text("photo_key").notNull().default(""),
  /** R2 key of the last uploaded resume and its extracted text (AI insights reuse it). */
  resumeKey: text("resume_key").notNull().default(""),
  resumeText: text("resume_text").notNull().default(""),
  /** The public portfolio's language (app/schemas/portfolio-locales.ts); null until the owner chooses one (read as "en"). */
  locale: text("locale"),
  completionPercentage: integer("completion_percentage").notNull().default(0),
  /** Optimistic concurrency: every write adds 1; a write based on an older version is refused (409). */
  version: integer("version").notNull().default(1),
  updatedAt: integer("updated_at").notNull().default(now),
});

export type ProfileRow = typeof profiles.$inferSelect;
