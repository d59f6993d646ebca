// Sign-in state: sessions, one-time codes and tokens, and Google sign-ins in progress.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { now } from "./defaults";
import { users } from "./users";

/** One row per signed-in client. Tokens and cookies name a session; revoking it signs them out at once. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull().default(now),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Every one-time code sent by email. Only the newest live code of an (email, purpose) is valid. */
export const otpCodes = sqliteTable(
  "otp_codes",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /** 'delete' confirms an account deletion for accounts without a password. */
    purpose: text("purpose", { enum: ["signup", "reset", "delete"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: integer("expires_at").notNull(),
    consumedAt: integer("consumed_at"),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("otp_codes_email_idx").on(t.email, t.purpose, t.createdAt)],
);

/** Single-use tokens (verifiedToken, resetToken): the JWT carries the jti, this row says if it was spent. */
export const singleUseTokens = sqliteTable("single_use_tokens", {
  jti: text("jti").primaryKey(),
  purpose: text("purpose", { enum: ["verified", "reset"] }).notNull(),
  email: text("email").notNull(),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
});

/** PKCE verifier and return state of a Google sign-in in progress. */
export const oauthStates = sqliteTable("oauth_states", {
  state: text("state").primaryKey(),
  codeVerifier: text("code_verifier").notNull(),
  /** SHA-256 of the random value in the browser's state cookie: the flow can only finish in that browser. */
  bindingHash: text("binding_hash").notNull().default(""),
  createdAt: integer("created_at").notNull(),
});

/**
 * One-time codes that hand a finished OAuth sign-in to /auth/success or an API client (`?token=` in the spec):
 * never a session JWT in a URL. Single use, short-lived, and bound to the browser that started the flow.
 */
export const authHandoffCodes = sqliteTable("auth_handoff_codes", {
  codeHash: text("code_hash").primaryKey(),
  sessionId: text("session_id")
    .notNull()
    .references(() => sessions.id, { onDelete: "cascade" }),
  bindingHash: text("binding_hash").notNull(),
  expiresAt: integer("expires_at").notNull(),
  usedAt: integer("used_at"),
});
