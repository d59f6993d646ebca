// Sign-in state: sessions, one-time codes and tokens, and Google sign-ins in progress.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { cascadingReference, idColumn, now, timeColumn } from "./defaults";
import { ownerColumn } from "./users";

/** One row per signed-in client. Tokens and cookies name a session; revoking it signs them out at once. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: idColumn(),
    userId: ownerColumn(),
    createdAt: integer("created_at").notNull().default(now),
    expiresAt: timeColumn("expires_at"),
    revokedAt: integer("revoked_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Every one-time code sent by email. Only the newest live code of an (email, purpose) is valid. */
export const otpCodes = sqliteTable(
  "otp_codes",
  {
    id: idColumn(),
    email: text("email").notNull(),
    /** 'delete' confirms an account deletion for accounts without a password. */
    purpose: text("purpose", { enum: ["signup", "reset", "delete"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timeColumn("expires_at"),
    consumedAt: integer("consumed_at"),
    createdAt: timeColumn("created_at"),
  },
  (t) => [index("otp_codes_email_idx").on(t.email, t.purpose, t.createdAt)],
);

/** Single-use tokens (verifiedToken, resetToken): the JWT carries the jti, this row says if it was spent. */
export const singleUseTokens = sqliteTable("single_use_tokens", {
  jti: text("jti").primaryKey(),
  purpose: text("purpose", { enum: ["verified", "reset"] }).notNull(),
  email: text("email").notNull(),
  expiresAt: timeColumn("expires_at"),
  usedAt: integer("used_at"),
});

/** PKCE verifier and return state of a Google sign-in in progress. */
export const oauthStates = sqliteTable("oauth_states", {
  state: text("state").primaryKey(),
  codeVerifier: text("code_verifier").notNull(),
  /** SHA-256 of the random value in the browser's state cookie: the flow can only finish in that browser. */
  bindingHash: text("binding_hash").notNull().default(""),
  createdAt: timeColumn("created_at"),
});

/**
 * One-time codes that hand a finished OAuth sign-in to /auth/success or an API client (`?token=` in the spec):
 * never a session JWT in a URL. Single use, short-lived, and bound to the browser that started the flow.
 */
export const authHandoffCodes = sqliteTable("auth_handoff_codes", {
  codeHash: text("code_hash").primaryKey(),
  sessionId: cascadingReference("session_id", () => sessions.id),
  bindingHash: text("binding_hash").notNull(),
  expiresAt: timeColumn("expires_at"),
  usedAt: integer("used_at"),
});
