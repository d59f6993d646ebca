// What the notifications bell (on every signed-in page) needs to talk to its resource route, apart from the rest of
// the notifications' rules (notifications-rules.ts re-exports it), so the bell does not load their messages.

export const NOTIFICATION_PAGE_SIZE = 10;

/** The bell's resource route (app/routes/resources.notifications.ts); its contract is in notifications-rules.ts. */
export const NOTIFICATIONS_RESOURCE = "/resources/notifications";

export const NOTIFICATION_INTENTS = { read: "read", readAll: "read-all" } as const;
