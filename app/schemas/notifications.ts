// Notifications (spec part 1 "2.4 Notification panel", "Notification" entity, "4." transitions, calls; part 2
// "Admin notification", admin calls and constants). One module for the bell's panel, the /api/notifications
// handlers, the admin dashboard's sender form (conform) and the domain in app/server/notifications/.
import { z } from "./z";
import { cursorSchema, optionalParam } from "./pagination";
import {
  NOTIFICATION_MESSAGES,
  isSafeActionUrl,
  NOTIFICATION_TYPES,
  NOTIFICATION_PRIORITIES,
  MAX_NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_PAGE_SIZE,
} from "./notifications-rules";

export * from "./notifications-rules";

const title = z
  .string({ error: NOTIFICATION_MESSAGES.titleRequired })
  .trim()
  .min(1, NOTIFICATION_MESSAGES.titleRequired)
  .max(100, NOTIFICATION_MESSAGES.titleMax);

const message = z
  .string({ error: NOTIFICATION_MESSAGES.messageRequired })
  .trim()
  .min(1, NOTIFICATION_MESSAGES.messageRequired)
  .max(500, NOTIFICATION_MESSAGES.messageMax);

const actionUrl = z
  .string()
  .trim()
  .max(500, NOTIFICATION_MESSAGES.actionUrl)
  .default("")
  .refine((v) => v === "" || isSafeActionUrl(v), NOTIFICATION_MESSAGES.actionUrl);

const actionText = z.string().trim().max(40, NOTIFICATION_MESSAGES.actionTextMax).default("");

const type = z.enum(NOTIFICATION_TYPES, { error: NOTIFICATION_MESSAGES.type }).default("info");

const priority = z.enum(NOTIFICATION_PRIORITIES, { error: NOTIFICATION_MESSAGES.priority }).default("medium");

/** Form posts send strings, the API JSON booleans. */
const booleanish = z.preprocess((v) => (v === "true" || v === "on" ? true : v === "false" || v === "" ? false : v), z.boolean());

/** POST /notifications/send (admin): to chosen users, or to everyone when isGlobal. */
export const sendNotificationSchema = z
  .object({
    title,
    message,
    type,
    isGlobal: booleanish.default(false),
    userIds: z.preprocess((v) => (typeof v === "string" ? [v] : v), z.array(z.string().trim().min(1).max(100)).max(1000)).default([]),
    actionUrl,
    actionText,
    priority,
    /** Hours until it disappears; "" or null = never. */
    expiresIn: z
      .union([z.literal(""), z.null(), z.coerce.number()])
      .default(null)
      .transform((v) => (v === "" || v === null ? null : v))
      .refine((v) => v === null || [24, 72, 168, 720].includes(v), NOTIFICATION_MESSAGES.expiresIn),
  })
  .refine((v) => v.isGlobal || v.userIds.length > 0, { path: ["userIds"], message: NOTIFICATION_MESSAGES.recipients });

export type SendNotificationInput = z.output<typeof sendNotificationSchema>;

/** POST /notifications/bulk (admin): to the users one filter selects. */
export const bulkNotificationSchema = z.object({
  title,
  message,
  type,
  filters: z
    .object(
      { portfolioDeployed: z.boolean().optional(), isProfileCompleted: z.literal(false).optional() },
      { error: NOTIFICATION_MESSAGES.filters },
    )
    .refine((f) => f.portfolioDeployed !== undefined || f.isProfileCompleted !== undefined, NOTIFICATION_MESSAGES.filters),
  actionUrl,
  actionText,
  priority,
});

export type BulkNotificationInput = z.output<typeof bulkNotificationSchema>;

/**
 * GET /notifications?page=&limit= (the spec's offset pages) or ?cursor=&limit= (issue 16: keyset pages, which
 * neither repeat nor skip while notifications arrive; the bell's 'Load more' uses them). Every page answers
 * `nextCursor`.
 */
export const notificationPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_NOTIFICATION_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
  cursor: optionalParam(cursorSchema),
});
