// Issue 17 §1-2: portfolio view analytics and tracked links (ADR 0011). Counting happens off the request path: the
// Worker queues a small event per view, the consumer (app/server/analytics/consumer.server.ts) aggregates a batch.
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { idColumn, timeColumn } from "./defaults";
import { ownerColumn } from "./users";
import { jobApplications } from "./jobs";

/** Tracked links: `{APP_URL}/p/{code}` redirects to the owner's portfolio and attributes the view to the link. */
export const trackedLinks = sqliteTable(
  "tracked_links",
  {
    id: idColumn(),
    userId: ownerColumn(),
    /** Short and unguessable (12 base62 characters, about 71 bits). */
    code: text("code").notNull(),
    label: text("label").notNull().default(""),
    jobId: text("job_id").references(() => jobApplications.id, { onDelete: "cascade" }),
    /** All-time views through the link (the board's "Portfolio viewed"). */
    views: integer("views").notNull().default(0),
    firstViewedAt: integer("first_viewed_at"),
    lastViewedAt: integer("last_viewed_at"),
    createdAt: timeColumn("created_at"),
  },
  (t) => [
    uniqueIndex("tracked_links_code_unique").on(t.code),
    uniqueIndex("tracked_links_job_unique").on(t.userId, t.jobId),
    index("tracked_links_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Views per (portfolio owner, UTC day, source). `source` is `*` (every view of the day), `ref:{host}` (a view
 * without a link, from another site), `direct` or `link:{linkId}`. `visitors` counts the day's distinct
 * visitor hashes for that source.
 */
export const portfolioViewDays = sqliteTable(
  "portfolio_view_days",
  {
    userId: ownerColumn(),
    day: text("day").notNull(),
    source: text("source").notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.source] })],
);

/** The day's visitor hashes (salted with the day's salt), kept only until the day is over. */
export const portfolioVisitorHashes = sqliteTable(
  "portfolio_visitor_hashes",
  {
    userId: ownerColumn(),
    day: text("day").notNull(),
    source: text("source").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.source, t.hash] }), index("portfolio_visitor_hashes_day_idx").on(t.day)],
);

/** One random salt per UTC day for the visitor hashes; yesterday's and older are deleted. */
export const analyticsSalts = sqliteTable("analytics_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

export type TrackedLink = typeof trackedLinks.$inferSelect;
