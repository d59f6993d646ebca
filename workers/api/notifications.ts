import { Hono } from "hono";
import { notificationPageQuerySchema } from "~/schemas/notifications";
import * as notifications from "~/server/notifications/notifications.server";
import { parseInput } from "~/server/validation";
import { requireAuth, type ApiEnv } from "./context";

/**
 * /api/notifications: the caller's notifications (their own and the global ones, expired ones left out).
 * The admin sender (POST /send, /bulk) is a separate sub-app in admin.ts.
 */
export const notificationRoutes = new Hono<ApiEnv>();

notificationRoutes.use("*", requireAuth);

notificationRoutes.get("/", async (c) => {
  const query = parseInput(notificationPageQuerySchema, c.req.query());
  const data = await notifications.listNotifications(c.var.db, c.var.auth.user.id, query);
  return c.json({ success: true, data });
});

notificationRoutes.get("/unread-count", async (c) => {
  const unreadCount = await notifications.unreadCount(c.var.db, c.var.auth.user.id);
  return c.json({ success: true, data: { unreadCount } });
});

// Before /:id/read, so "read-all" is never taken for an id.
notificationRoutes.patch("/read-all", async (c) => {
  await notifications.markAllRead(c.var.db, c.var.auth.user.id);
  return c.json({ success: true, data: { unreadCount: 0 } });
});

notificationRoutes.patch("/:id/read", async (c) => {
  const notification = await notifications.markRead(c.var.db, c.var.auth.user.id, c.req.param("id"));
  return c.json({ success: true, data: { notification } });
});
