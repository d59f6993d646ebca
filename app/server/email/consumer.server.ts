// The email queue consumer. Delivery is at least once, so every message carries an id and a D1 row records
// what was delivered: a redelivered message is acknowledged without sending again. Failures retry with
// exponential backoff; after max_retries (wrangler.toml) the queue moves the message to the dead-letter queue.
import { eq } from "drizzle-orm";
import { emailDeliveries } from "~/db/schema";
import type { Db } from "../db.server";
import type { Mailer } from "./mailer.server";
import type { EmailMessage } from "./messages";
import { renderEmail } from "./render.server";

export function retryDelaySeconds(attempts: number): number {
  return Math.min(300, 10 * 2 ** Math.max(0, attempts - 1));
}

export interface ConsumerDeps {
  db: Db;
  mailer: Mailer;
  now?: () => number;
  log?: Pick<Console, "error" | "info">;
}

export async function processEmailBatch(batch: MessageBatch<unknown>, deps: ConsumerDeps): Promise<void> {
  const { db, mailer, now = () => Date.now(), log = console } = deps;
  for (const message of batch.messages) {
    const body = message.body as EmailMessage;
    try {
      if (!body || typeof body.id !== "string" || typeof body.to !== "string") throw new Error("Malformed email message");
      const delivered = await db.select().from(emailDeliveries).where(eq(emailDeliveries.messageId, body.id)).get();
      if (delivered) {
        message.ack();
        continue;
      }
      await mailer.send(renderEmail(body), body.id);
      await db.insert(emailDeliveries).values({ messageId: body.id, deliveredAt: now() }).onConflictDoNothing();
      message.ack();
    } catch (error) {
      log.error(`email ${body?.id ?? message.id} failed (attempt ${message.attempts}) via ${mailer.name}:`, error);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
