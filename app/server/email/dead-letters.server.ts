// The email dead-letter queue's consumer (issue 12 §6). A message lands here after exhausting its retries on
// `vitrine-email`; it is recorded in `failed_emails` (once, however often it is redelivered) and acknowledged,
// so admins see it on the admin page instead of it vanishing.
import { count, desc } from "drizzle-orm";
import { failedEmails } from "~/db/schema";
import type { Db } from "../db.server";

export const EMAIL_DEAD_LETTER_QUEUE = "vitrine-email-dlq";

export async function recordDeadLetters(batch: MessageBatch<unknown>, db: Db, now = Date.now()): Promise<void> {
  for (const message of batch.messages) {
    const body = (message.body ?? {}) as { id?: unknown; template?: unknown; to?: unknown };
    const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 320) : "");
    try {
      await db
        .insert(failedEmails)
        .values({
          messageId: text(body.id) || message.id,
          template: text(body.template) || "unknown",
          to: text(body.to),
          attempts: message.attempts,
          failedAt: now,
        })
        .onConflictDoNothing();
      message.ack();
    } catch (error) {
      console.error("Recording a failed email did not work", error);
      message.retry({ delaySeconds: 60 });
    }
  }
}

export interface FailedEmailsSummary {
  count: number;
  recent: Array<{ to: string; template: string; failedAt: string }>;
}

/** How many emails could not be delivered, with the latest few (for the admin page). */
export async function failedEmailsSummary(db: Db, limit = 5): Promise<FailedEmailsSummary> {
  const [total] = await db.select({ n: count() }).from(failedEmails);
  const rows = await db.select().from(failedEmails).orderBy(desc(failedEmails.failedAt)).limit(limit);
  return {
    count: total?.n ?? 0,
    recent: rows.map((r) => ({ to: r.to, template: r.template, failedAt: new Date(r.failedAt).toISOString() })),
  };
}
