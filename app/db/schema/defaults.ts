// The column shapes most tables share, so each table names them once instead of spelling out their constraints.
import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, integer, text } from "drizzle-orm/sqlite-core";

/** The column default for "when the row was written": milliseconds since the epoch, as every other time column. */
export const now = sql`(unixepoch('subsec') * 1000)`;

/** The row's own id: a text primary key (a random UUID the app writes). */
export const idColumn = () => text("id").primaryKey();

/** A required reference whose rows go with the row they point at (ON DELETE CASCADE). */
export const cascadingReference = (name: string, target: () => AnySQLiteColumn) =>
  text(name).notNull().references(target, { onDelete: "cascade" });

/** A required time in milliseconds since the epoch (`created_at`, `expires_at`, …), written by the app. */
export const timeColumn = (name: string) => integer(name).notNull();

/** When the row was made and last changed, both written by the app. */
export const timestamps = () => ({ createdAt: timeColumn("created_at"), updatedAt: timeColumn("updated_at") });
