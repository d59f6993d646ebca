// Creating notifications: the product's own events (welcome, portfolio published, a visitor's message, account
// changes) and the admin sender call these. Reading, marking read and counting live in notifications.server.ts.
import { notifications } from "~/db/schema";
import type { NotificationInput } from "~/schemas/notifications";
import type { Db } from "../db.server";

function row(input: NotificationInput, userId: string | null, now: number) {
  return {
    id: crypto.randomUUID(),
    userId,
    isGlobal: userId === null,
    type: input.type ?? "info",
    priority: input.priority ?? "medium",
    title: input.title,
    message: input.message,
    actionUrl: input.actionUrl ?? "",
    actionText: input.actionText ?? "",
    createdBy: input.createdBy ?? null,
    createdAt: now,
    expiresAt: input.expiresIn ? now + input.expiresIn * 3_600_000 : null,
  };
}

/** D1 binds at most 100 parameters per statement: 12 columns → 8 rows per insert. */
const ROWS_PER_INSERT = 8;

/** One notification for each user (one db.batch of chunked inserts). Returns how many were created. */
export async function notifyUsers(db: Db, userIds: readonly string[], input: NotificationInput, now = Date.now()): Promise<number> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return 0;
  const rows = unique.map((id) => row(input, id, now));
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    statements.push(db.insert(notifications).values(rows.slice(i, i + ROWS_PER_INSERT)));
  await db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  return unique.length;
}

export function notifyUser(db: Db, userId: string, input: NotificationInput, now = Date.now()): Promise<number> {
  return notifyUsers(db, [userId], input, now);
}

/** A global notification: one row every user sees and reads for themselves. */
export async function broadcast(db: Db, input: NotificationInput, now = Date.now()): Promise<void> {
  await db.insert(notifications).values(row(input, null, now));
}
