// Counted limits that have no table of their own.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Hits of counted limits that have no table of their own (feedback per IP, failed logins and lockouts per
 * email). A limit is checked and recorded in one conditional INSERT … SELECT, so parallel requests cannot
 * overshoot it.
 */
export const limitHits = sqliteTable(
  "limit_hits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    key: text("key").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [index("limit_hits_key_idx").on(t.key, t.at)],
);
