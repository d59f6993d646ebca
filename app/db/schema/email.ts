// Outgoing email: the local outbox, the dead letters and the delivery record that makes sending idempotent.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { idColumn, timeColumn } from "./defaults";

/** The local mailer's outbox, shown at /dev/mailbox. */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: idColumn(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    replyTo: text("reply_to").notNull().default(""),
    createdAt: timeColumn("created_at"),
  },
  (t) => [index("email_outbox_to_idx").on(t.to, t.createdAt)],
);

/** Emails that exhausted their retries and reached the dead-letter queue (shown to admins). */
export const failedEmails = sqliteTable(
  "failed_emails",
  {
    messageId: text("message_id").primaryKey(),
    template: text("template").notNull(),
    to: text("to").notNull(),
    attempts: integer("attempts").notNull().default(0),
    failedAt: timeColumn("failed_at"),
  },
  (t) => [index("failed_emails_failed_at_idx").on(t.failedAt)],
);

/** Which queue messages were delivered, so a redelivered message is not sent twice. */
export const emailDeliveries = sqliteTable("email_deliveries", {
  messageId: text("message_id").primaryKey(),
  deliveredAt: timeColumn("delivered_at"),
});
