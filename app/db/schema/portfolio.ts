// Published portfolios and the messages their visitors send.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { idColumn, timeColumn } from "./defaults";
import { ownerColumn, users } from "./users";

/**
 * A user's published portfolio: the snapshot of the profile taken at (re)deploy time, which the public page
 * shows until the owner redeploys. `users.portfolioDeployed` says whether it is live.
 */
export const portfolios = sqliteTable("portfolios", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  templateId: text("template_id").notNull(),
  /** PortfolioData (app/schemas/portfolio-model.ts) as JSON. */
  snapshot: text("snapshot", { mode: "json" }).$type<unknown>().notNull(),
  /** R2 key of the snapshot's own copy of the photo (the profile's photo may change or be deleted); '' when none. */
  photoKey: text("photo_key").notNull().default(""),
  status: text("status", { enum: ["live", "unpublished"] })
    .notNull()
    .default("live"),
  deployCount: integer("deploy_count").notNull().default(1),
  firstDeployedAt: timeColumn("first_deployed_at"),
  deployedAt: timeColumn("deployed_at"),
  unpublishedAt: integer("unpublished_at"),
  // --- Issue 17 sections 3 and 4: social preview image and search engines (one block) ---
  /** R2 key of the Open Graph image made at the last (re)deploy (`og/{userId}/{uuid}.png`, served by /media); '' when none. */
  ogImageKey: text("og_image_key").notNull().default(""),
  /** "Let search engines index my portfolio" (default on): off adds noindex and leaves the page out of /sitemap.xml. */
  searchIndexing: integer("search_indexing", { mode: "boolean" }).notNull().default(true),
  // --- end of issue 17 sections 3 and 4 ---
  /**
   * The publication's generation: 1 added by every deploy, takedown and indexing change. The edge cache stores it with
   * each page and PDF and serves a copy only while the owner is live at this same generation (issue 29, ADR 0018).
   */
  generation: integer("generation").notNull().default(0),
});

/** Messages visitors sent through public portfolios (also the basis of the per-IP and per-owner limits). */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: idColumn(),
    ownerId: ownerColumn("owner_id"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** SHA-256 of the sender's IP: enough to rate-limit, without storing the address. */
    ipHash: text("ip_hash").notNull(),
    createdAt: timeColumn("created_at"),
  },
  (t) => [index("contact_messages_owner_idx").on(t.ownerId, t.createdAt), index("contact_messages_ip_idx").on(t.ipHash, t.createdAt)],
);

export type Portfolio = typeof portfolios.$inferSelect;
