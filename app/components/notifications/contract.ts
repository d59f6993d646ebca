// The contract between the notifications bell (app/components/nav-notifications.tsx) and its resource route
// (app/routes/resources.notifications.ts, path /resources/notifications):
//   GET  ?page={n}&limit={n}            → NotificationsPageData (a page, newest first, with the exact unread count)
//   GET  ?view=count                     → NotificationsCountData (the unread count only: the bell's polling)
//   POST form intent=read, id={id}       → NotificationsActionData (the notification, now read, and the count)
//   POST form intent=read-all            → NotificationsActionData (count 0)
// Failures answer { ok: false, message } with 400/401/404/500. The route calls
// app/server/notifications/notifications.server.ts, as the Hono handlers of /api/notifications do.
import type { NotificationDto, NotificationPage } from "~/schemas/notifications";

export const NOTIFICATIONS_RESOURCE = "/resources/notifications";

export const NOTIFICATION_INTENTS = { read: "read", readAll: "read-all" } as const;

export type NotificationsPageData = { ok: true; page: NotificationPage } | { ok: false; message: string };
export type NotificationsCountData = { ok: true; unreadCount: number } | { ok: false; message: string };
export type NotificationsActionData = { ok: true; unreadCount: number; notification?: NotificationDto } | { ok: false; message: string };
