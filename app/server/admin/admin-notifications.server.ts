// The admin notification sender (spec part 2 "Admin notification", calls POST /notifications/send and
// /notifications/bulk): to chosen users, to everyone (one global row), or to the users a filter selects.
import { and, count, eq, inArray, type SQL } from "drizzle-orm";
import { users } from "~/db/schema";
import {
  NOTIFICATION_MESSAGES,
  type BulkNotificationInput,
  type NotificationInput,
  type SendNotificationInput,
} from "~/schemas/notifications";
import type { Db } from "../db.server";
import { AppError } from "../errors";
import { broadcast, notifyUsers } from "../notifications/create.server";
import type { AdminActor } from "./admin.server";

const IDS_PER_STATEMENT = 90;

export interface SendResult {
  count: number;
  message: string;
}

function sentMessage(count: number): string {
  return `Notification sent to ${count} ${count === 1 ? "user" : "users"}`;
}
const SENT_TO_ALL = "Notification sent to all users";

function content(
  actor: Pick<AdminActor, "id">,
  input: Pick<SendNotificationInput, "title" | "message" | "type" | "priority" | "actionUrl" | "actionText">,
  expiresIn: number | null = null,
): NotificationInput {
  return {
    title: input.title,
    message: input.message,
    type: input.type,
    priority: input.priority,
    actionUrl: input.actionUrl,
    actionText: input.actionText,
    expiresIn,
    createdBy: actor.id,
  };
}

/** The ids among `userIds` that belong to a user (unknown ids are ignored). */
async function existingUserIds(db: Db, userIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(userIds)];
  const found: string[] = [];
  for (let i = 0; i < unique.length; i += IDS_PER_STATEMENT) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, unique.slice(i, i + IDS_PER_STATEMENT)))
      .all();
    found.push(...rows.map((r) => r.id));
  }
  return found;
}

/** POST /notifications/send: one global row when isGlobal (count = active users), else a row per existing user. */
export async function sendNotification(db: Db, actor: Pick<AdminActor, "id">, input: SendNotificationInput): Promise<SendResult> {
  const notification = content(actor, input, input.expiresIn);
  if (input.isGlobal) {
    await broadcast(db, notification);
    const row = await db.select({ n: count() }).from(users).where(eq(users.status, "active")).get();
    return { count: row?.n ?? 0, message: SENT_TO_ALL };
  }
  const recipients = await existingUserIds(db, input.userIds);
  if (recipients.length === 0) {
    throw new AppError(400, NOTIFICATION_MESSAGES.recipients, {
      errors: [{ path: "userIds", param: "userIds", msg: NOTIFICATION_MESSAGES.recipients }],
    });
  }
  const sent = await notifyUsers(db, recipients, notification);
  return { count: sent, message: sentMessage(sent) };
}

/** POST /notifications/bulk: a row for every active user the filters select (several filters all apply). */
export async function sendBulkNotification(db: Db, actor: Pick<AdminActor, "id">, input: BulkNotificationInput): Promise<SendResult> {
  const conditions: SQL[] = [eq(users.status, "active")];
  if (input.filters.portfolioDeployed !== undefined) conditions.push(eq(users.portfolioDeployed, input.filters.portfolioDeployed));
  if (input.filters.isProfileCompleted !== undefined) conditions.push(eq(users.isProfileCompleted, input.filters.isProfileCompleted));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .all();
  const sent = await notifyUsers(
    db,
    rows.map((r) => r.id),
    content(actor, input),
  );
  return { count: sent, message: sentMessage(sent) };
}
