// Reading notifications: the bell's panel (through app/routes/resources.notifications.ts) and /api/notifications
// call these. A user sees their own personal notifications and every global one, minus the expired; every read,
// personal or global, is a notification_reads row of that user, so "unread" is one LEFT JOIN.
// Creating notifications lives in create.server.ts (and the product's own events in product-events.server.ts).
import { and, count, desc, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import { notificationReads, notifications, type NotificationRow } from "~/db/schema";
import { NOTIFICATION_MESSAGES, NOTIFICATION_PAGE_SIZE, type NotificationDto, type NotificationPage } from "~/schemas/notifications";
import type { CursorKey } from "~/lib/cursor";
import type { Db } from "../db.server";
import { AppError } from "../errors";
import { afterCursor, cutPage } from "../pagination.server";

/** The notifications `userId` may see at `now`: their own and the global ones, not yet expired. */
function visibleTo(userId: string, now: number): SQL {
  return and(
    or(eq(notifications.userId, userId), and(isNull(notifications.userId), eq(notifications.isGlobal, true))),
    or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now)),
  )!;
}

/** Joins this user's read row (at most one: the primary key is (notification, user)). */
function readsOf(userId: string): SQL {
  return and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, userId))!;
}

function toNotificationDto(row: NotificationRow, readAt: number | null): NotificationDto {
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    priority: row.priority,
    title: row.title,
    message: row.message,
    isRead: readAt !== null,
    readAt: readAt === null ? null : new Date(readAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
    isGlobal: row.isGlobal,
    ...(row.actionUrl ? { actionUrl: row.actionUrl } : {}),
    ...(row.actionText ? { actionText: row.actionText } : {}),
  };
}

/** How many visible notifications this user has not read. */
export async function unreadCount(db: Db, userId: string, now = Date.now()): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(notifications)
    .leftJoin(notificationReads, readsOf(userId))
    .where(and(visibleTo(userId, now), isNull(notificationReads.userId)))
    .get();
  return row?.n ?? 0;
}

/**
 * One page, newest first (ties broken by id so pages never overlap), with exact totals over everything visible.
 * With a cursor the page starts after it (keyset); else at (page - 1) * limit (the spec's offset pages).
 */
export async function listNotifications(
  db: Db,
  userId: string,
  { page = 1, limit = NOTIFICATION_PAGE_SIZE, cursor }: { page?: number; limit?: number; cursor?: CursorKey } = {},
  now = Date.now(),
): Promise<NotificationPage> {
  const visible = visibleTo(userId, now);
  const [rows, totals] = await db.batch([
    db
      .select({ notification: notifications, readAt: notificationReads.readAt })
      .from(notifications)
      .leftJoin(notificationReads, readsOf(userId))
      .where(and(visible, afterCursor(notifications.createdAt, notifications.id, cursor)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit + 1)
      .offset(cursor ? 0 : (page - 1) * limit),
    db
      .select({
        total: count(),
        unread: sql<number>`coalesce(sum(case when ${notificationReads.userId} is null then 1 else 0 end), 0)`,
      })
      .from(notifications)
      .leftJoin(notificationReads, readsOf(userId))
      .where(visible),
  ]);
  const total = totals[0]?.total ?? 0;
  const shown = cutPage(rows, limit, (r) => ({ at: r.notification.createdAt, id: r.notification.id }));
  return {
    notifications: shown.items.map((r) => toNotificationDto(r.notification, r.readAt)),
    unreadCount: Number(totals[0]?.unread ?? 0),
    pagination: { page, limit, total, hasNext: shown.nextCursor !== null },
    nextCursor: shown.nextCursor,
  };
}

/**
 * Marks one notification read for this user (idempotent: a second call keeps the first read time). Another
 * user's personal notification, an expired one and an unknown id are all 404.
 */
export async function markRead(db: Db, userId: string, notificationId: string, now = Date.now()): Promise<NotificationDto> {
  const notification = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), visibleTo(userId, now)))
    .get();
  if (!notification) throw new AppError(404, NOTIFICATION_MESSAGES.notFound);
  const [inserted] = await db
    .insert(notificationReads)
    .values({ notificationId, userId, readAt: now })
    .onConflictDoNothing()
    .returning({ readAt: notificationReads.readAt });
  const readAt =
    inserted?.readAt ??
    (
      await db
        .select({ readAt: notificationReads.readAt })
        .from(notificationReads)
        .where(and(eq(notificationReads.notificationId, notificationId), eq(notificationReads.userId, userId)))
        .get()
    )?.readAt ??
    now;
  return toNotificationDto(notification, readAt);
}

/** Marks every visible unread notification read for this user in one INSERT … SELECT; returns how many. */
export async function markAllRead(db: Db, userId: string, now = Date.now()): Promise<number> {
  const unread = db
    .select({ notificationId: notifications.id, userId: sql<string>`${userId}`.as("user_id"), readAt: sql<number>`${now}`.as("read_at") })
    .from(notifications)
    .leftJoin(notificationReads, readsOf(userId))
    .where(and(visibleTo(userId, now), isNull(notificationReads.userId)));
  const result = await db.insert(notificationReads).select(unread).onConflictDoNothing();
  return result.meta.changes ?? 0;
}
