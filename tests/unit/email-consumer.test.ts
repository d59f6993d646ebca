// The email queue consumer (processEmailBatch and the Worker's queue() handler): at-least-once delivery made
// idempotent through email_deliveries, and retries with backoff when the mailer fails.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import worker from "../../workers/app";
import { getDb } from "~/server/db.server";
import { processEmailBatch, retryDelaySeconds } from "~/server/email/consumer.server";
import { outboxMailer, type Mailer } from "~/server/email/mailer.server";
import type { EmailMessage } from "~/server/email/messages";

const QUEUE = "vitrine-email";
const quietLog = { error: () => {}, info: () => {} };

function codeMessage(to: string): EmailMessage {
  return { id: crypto.randomUUID(), template: "signup-otp", to, data: { code: "123456", minutes: 10 } };
}

function queued(body: EmailMessage, attempts = 1, id: string = crypto.randomUUID()) {
  return { id, timestamp: Date.now(), attempts, body };
}

async function outboxRows(to: string) {
  return (await env.DB.prepare('SELECT * FROM email_outbox WHERE "to" = ?').bind(to).all<{ id: string; subject: string; text: string }>())
    .results;
}

async function deliveries(messageId: string) {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM email_deliveries WHERE message_id = ?").bind(messageId).first<{ n: number }>())!
    .n;
}

/** Spies on ack()/retry() of a batch's messages (calls still go through, so getQueueResult sees them). */
function spyOnMessages(batch: MessageBatch) {
  return batch.messages.map((message) => ({
    ack: vi.spyOn(message, "ack"),
    retry: vi.spyOn(message, "retry"),
  }));
}

/** A mailer that records calls and fails the first `failures` of them. */
function flakyMailer(inner: Mailer, failures: number) {
  const calls: string[] = [];
  const mailer: Mailer = {
    name: "flaky",
    async send(email, messageId) {
      calls.push(messageId);
      if (calls.length <= failures) throw new Error("SMTP is down");
      await inner.send(email, messageId);
    },
  };
  return { mailer, calls };
}

describe("email queue consumer", () => {
  it("sends a message delivered twice only once, and acks both deliveries (Worker queue handler)", async () => {
    const to = `twice-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const body = codeMessage(to);
    const queueMessageId = crypto.randomUUID();

    const first = createMessageBatch(QUEUE, [queued(body, 1, queueMessageId)]);
    const firstCtx = createExecutionContext();
    await worker.queue(first, env);
    const firstResult = await getQueueResult(first, firstCtx);
    expect(firstResult.explicitAcks).toEqual([queueMessageId]);
    expect(firstResult.retryMessages).toEqual([]);

    // At-least-once: the queue hands the same message over again.
    const second = createMessageBatch(QUEUE, [queued(body, 2, queueMessageId)]);
    const secondCtx = createExecutionContext();
    await worker.queue(second, env);
    const secondResult = await getQueueResult(second, secondCtx);
    expect(secondResult.explicitAcks).toEqual([queueMessageId]);
    expect(secondResult.retryMessages).toEqual([]);

    const rows = await outboxRows(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(body.id);
    expect(rows[0]!.subject).toBe("Your Vitrine verification code");
    expect(rows[0]!.text).toContain("Your code: 123456");
    expect(await deliveries(body.id)).toBe(1);
  });

  it("sends the same email only once when it appears twice in one batch", async () => {
    const to = `batch-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const body = codeMessage(to);
    const db = getDb(env.DB);
    const { mailer, calls } = flakyMailer(outboxMailer(db), 0);
    const batch = createMessageBatch(QUEUE, [queued(body), queued(body)]);
    const ctx = createExecutionContext();
    await processEmailBatch(batch, { db, mailer, log: quietLog });
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks.sort()).toEqual(batch.messages.map((m) => m.id).sort());
    expect(calls).toHaveLength(1);
    expect(await outboxRows(to)).toHaveLength(1);
  });

  it("retries with a backoff delay when the mailer fails, without acking, and a later attempt delivers", async () => {
    const to = `retry-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const body = codeMessage(to);
    const db = getDb(env.DB);
    const { mailer, calls } = flakyMailer(outboxMailer(db), 2);

    const attempt1 = createMessageBatch(QUEUE, [queued(body, 1, "msg-1")]);
    const [spy1] = spyOnMessages(attempt1);
    const ctx1 = createExecutionContext();
    await processEmailBatch(attempt1, { db, mailer, log: quietLog });
    const result1 = await getQueueResult(attempt1, ctx1);
    expect(spy1!.ack).not.toHaveBeenCalled();
    expect(spy1!.retry).toHaveBeenCalledExactlyOnceWith({ delaySeconds: 10 });
    expect(result1.explicitAcks).toEqual([]);
    expect(result1.retryMessages.map((m) => m.msgId)).toEqual(["msg-1"]);
    expect(await outboxRows(to)).toHaveLength(0);
    expect(await deliveries(body.id)).toBe(0);

    // Exponential backoff: the second failure waits longer than the first.
    const attempt2 = createMessageBatch(QUEUE, [queued(body, 2, "msg-1")]);
    const [spy2] = spyOnMessages(attempt2);
    const ctx2 = createExecutionContext();
    await processEmailBatch(attempt2, { db, mailer, log: quietLog });
    const result2 = await getQueueResult(attempt2, ctx2);
    expect(spy2!.ack).not.toHaveBeenCalled();
    expect(spy2!.retry).toHaveBeenCalledExactlyOnceWith({ delaySeconds: 20 });
    expect(result2.explicitAcks).toEqual([]);

    const attempt3 = createMessageBatch(QUEUE, [queued(body, 3, "msg-1")]);
    const [spy3] = spyOnMessages(attempt3);
    const ctx3 = createExecutionContext();
    await processEmailBatch(attempt3, { db, mailer, log: quietLog });
    const result3 = await getQueueResult(attempt3, ctx3);
    expect(spy3!.retry).not.toHaveBeenCalled();
    expect(spy3!.ack).toHaveBeenCalledOnce();
    expect(result3.explicitAcks).toEqual(["msg-1"]);
    expect(result3.retryMessages).toEqual([]);

    expect(calls).toHaveLength(3);
    expect(await outboxRows(to)).toHaveLength(1);
    expect(await deliveries(body.id)).toBe(1);
  });

  it("a failing message does not hold back the others in its batch", async () => {
    const db = getDb(env.DB);
    const good = codeMessage(`good-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const { mailer } = flakyMailer(outboxMailer(db), 1);
    const batch = createMessageBatch(QUEUE, [queued(codeMessage("first-fails@example.com"), 1, "bad"), queued(good, 1, "good")]);
    const ctx = createExecutionContext();
    await processEmailBatch(batch, { db, mailer, log: quietLog });
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["good"]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["bad"]);
    expect(await outboxRows(good.to)).toHaveLength(1);
  });

  it("retries a malformed message instead of acking it (it ends in the dead-letter queue)", async () => {
    const db = getDb(env.DB);
    const { mailer, calls } = flakyMailer(outboxMailer(db), 0);
    const batch = createMessageBatch(QUEUE, [{ id: "junk", timestamp: Date.now(), attempts: 1, body: { hello: "world" } }]);
    const ctx = createExecutionContext();
    await processEmailBatch(batch, { db, mailer, log: quietLog });
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(["junk"]);
    expect(calls).toHaveLength(0);
  });

  it("caps the backoff at five minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 160, 300, 300]);
  });
});
