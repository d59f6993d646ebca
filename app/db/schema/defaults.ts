import { sql } from "drizzle-orm";

/** The column default for "when the row was written": milliseconds since the epoch, as every other time column. */
export const now = sql`(unixepoch('subsec') * 1000)`;
