// In-app notifications, personal and global, and who read them.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { cascadingReference, idColumn, timeColumn } from "./defaults";
import { ownerColumn, users } from "./users";

/**
 * In-app notifications (spec part 1 "Notification", part 2 "Admin notification"). A personal notification has
 * `user_id`; a global (broadcast) one has `user_id` null and `is_global` 1 and is read per user through
 * `notification_reads`. Every read, personal or global, is a `notification_reads` row, so unread counts are one
 * query. `expires_at` (ms) hides a notification once passed.
 */
export const notifications = sqliteTable(
  "notifications",
  {
    id: idColumn(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    isGlobal: integer("is_global", { mode: "boolean" }).notNull().default(false),
    type: text("type", { enum: ["info", "success", "warning", "error", "announcement"] })
      .notNull()
      .default("info"),
    priority: text("priority", { enum: ["low", "medium", "high", "urgent"] })
      .notNull()
      .default("medium"),
    title: text("title").notNull(),
    message: text("message").notNull(),
    actionUrl: text("action_url").notNull().default(""),
    actionText: text("action_text").notNull().default(""),
    /** The admin who sent it; null for the product's own notifications. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timeColumn("created_at"),
    expiresAt: integer("expires_at"),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt), index("notifications_global_idx").on(t.isGlobal, t.createdAt)],
);

export const notificationReads = sqliteTable(
  "notification_reads",
  {
    notificationId: cascadingReference("notification_id", () => notifications.id),
    userId: ownerColumn(),
    readAt: timeColumn("read_at"),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
