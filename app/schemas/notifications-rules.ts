// Notifications (spec part 1 "2.4 Notification panel", "Notification" entity, "4." transitions, calls; part 2
// "Admin notification", admin calls and constants). One module for the bell's panel, the /api/notifications
// handlers, the admin dashboard's sender form (conform) and the domain in app/server/notifications/.
// The rules and constants without zod (pages import this module; the schemas are in ./notifications.ts).
import type { ActionResult } from "~/lib/action-result";

export const NOTIFICATION_TYPES = ["info", "success", "warning", "error", "announcement"] as const;

type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ["low", "medium", "high", "urgent"] as const;

type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const MAX_NOTIFICATION_PAGE_SIZE = 50;

/** Expiry choices of the sender form (hours; "" = never). */
export const NOTIFICATION_EXPIRY_OPTIONS = [
  { value: "", label: "Never" },
  { value: "24", label: "24 hours" },
  { value: "72", label: "72 hours" },
  { value: "168", label: "168 hours (1 week)" },
  { value: "720", label: "720 hours (30 days)" },
] as const;

export const NOTIFICATION_MESSAGES = {
  titleRequired: "Title is required",
  titleMax: "Title must be 100 characters or less",
  messageRequired: "Message is required",
  messageMax: "Message must be 500 characters or less",
  actionUrl: "Action URL must be a valid URL",
  actionTextMax: "Action text must be 40 characters or less",
  type: "Type must be one of info, success, warning, error or announcement",
  priority: "Priority must be one of low, medium, high or urgent",
  expiresIn: "Expiry must be Never, 24, 72, 168 or 720 hours",
  recipients: "Select at least one user or send to all users",
  filters: "Choose who receives the notification",
  notFound: "Notification not found",
  sendFailed: "Failed to send notification",
  bulkFailed: "Failed to send bulk notification",
} as const;

/** An http(s) URL or a path on this site ("/portfolio"); anything else (javascript:, data:) is refused. */
export function isSafeActionUrl(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/[\s\\]/.test(value);
  return /^https?:\/\/\S+$/i.test(value) && URL.canParse(value);
}

/** A notification as the API answers it (spec part 1 "Notification"). */
export interface NotificationDto {
  _id: string;
  id: string;
  type: NotificationType;
  priority: NotificationPriority;
  title: string;
  message: string;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
  isGlobal: boolean;
  actionUrl?: string;
  actionText?: string;
}

export interface NotificationPage {
  notifications: NotificationDto[];
  unreadCount: number;
  pagination: { page: number; limit: number; total: number; hasNext: boolean };
  /** The next page's cursor (?cursor=); null on the last page. */
  nextCursor: string | null;
}

/** What the product itself sends (a title, a message and an optional action link). */
export interface NotificationInput {
  type?: NotificationType;
  priority?: NotificationPriority;
  title: string;
  message: string;
  actionUrl?: string;
  actionText?: string;
  /** Hours until it disappears; null = never. */
  expiresIn?: number | null;
  createdBy?: string | null;
}

// The notifications bell's resource route (app/routes/resources.notifications.ts), answering ActionResults:
//   GET  ?page={n}&limit={n}       → intent "page":  data.page (newest first, with the exact unread count)
//   GET  ?cursor={c}&limit={n}     → intent "page":  the page after data.page.nextCursor of the previous one
//   GET  ?view=count               → intent "count": data.unreadCount (the bell's polling)
//   POST form intent=read, id={id} → data.notification (now read) and data.unreadCount
//   POST form intent=read-all      → data.unreadCount (0)
// Failures are ActionResult errors (400/401/404/500) without a toast: the bell only logs them.
// The bell on every signed-in page needs only these: they live in their own small module (re-exported here).
export { NOTIFICATION_INTENTS, NOTIFICATION_PAGE_SIZE } from "./notifications-resource";

export type NotificationsPageResult = ActionResult<"page", { page: NotificationPage }>;

export type NotificationsCountResult = ActionResult<"count", { unreadCount: number }>;

export type NotificationsMarkResult = ActionResult<"read" | "read-all", { unreadCount: number; notification?: NotificationDto }>;
