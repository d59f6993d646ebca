// Accounts: one row per person who signed up (password or Google).
import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cascadingReference, idColumn, now } from "./defaults";

export const users = sqliteTable(
  "users",
  {
    id: idColumn(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** `pbkdf2-sha256$iterations$salt$hash`; null for accounts that only sign in with Google. */
    passwordHash: text("password_hash"),
    googleId: text("google_id"),
    /** '' for password accounts, 'google' for accounts created through Google. */
    oauthProvider: text("oauth_provider").notNull().default(""),
    role: text("role", { enum: ["user", "admin", "superadmin"] })
      .notNull()
      .default("user"),
    status: text("status", { enum: ["active", "inactive", "suspended"] })
      .notNull()
      .default("active"),
    subscriptionType: text("subscription_type", { enum: ["free", "premium"] })
      .notNull()
      .default("free"),
    isProfileCompleted: integer("is_profile_completed", { mode: "boolean" }).notNull().default(false),
    selectedTemplate: text("selected_template"),
    portfolioDeployed: integer("portfolio_deployed", { mode: "boolean" }).notNull().default(false),
    createdAt: integer("created_at").notNull().default(now),
    updatedAt: integer("updated_at").notNull().default(now),
    lastLoginAt: integer("last_login_at"),
    // Settings (spec part 2 "User settings"); '' when not chosen.
    careerStage: text("career_stage").notNull().default(""),
    industry: text("industry").notNull().default(""),
    jobSearchTimeline: text("job_search_timeline").notNull().default(""),
    resumeExperience: text("resume_experience").notNull().default(""),
    /** Issue 18: the daily digest email of due follow-ups and coming interviews (opt-out in settings). */
    digestEmails: integer("digest_emails", { mode: "boolean" }).notNull().default(true),
    /**
     * Issue 31: the user's IANA time zone ('America/Los_Angeles'), taken from the browser at sign-up or the first
     * sign-in and editable in settings; null until known (pages then use the browser's cookie, else UTC).
     */
    timeZone: text("time_zone"),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_unique").on(t.username),
    uniqueIndex("users_google_id_unique").on(t.googleId),
  ],
);

/** The user a row belongs to (`user_id` unless named otherwise): required, and deleted with the user. */
export const ownerColumn = (name = "user_id") => cascadingReference(name, () => users.id);

export type User = typeof users.$inferSelect;
