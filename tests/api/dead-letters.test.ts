// Issue 12 §6: emails that exhausted their retries reach the dead-letter queue's consumer, which records them in
// D1 once (redelivery included); admins see the count on the admin page.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../workers/app";
import { signedInUser } from "./helpers";

function deadLetter(to: string, id = crypto.randomUUID()) {
  return {
    id: crypto.randomUUID(),
    timestamp: new Date(),
    attempts: 6,
    body: { id, template: "signup-otp", to, data: { code: "123456", minutes: 10 } },
  };
}

async function failedCount(to: string) {
  return (await env.DB.prepare('SELECT count(*) AS n FROM failed_emails WHERE "to" = ?').bind(to).first<{ n: number }>())!.n;
}

describe("the email dead-letter queue", () => {
  it("records each failed email once and acknowledges it, however often it is redelivered", async () => {
    const to = `dead-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const message = deadLetter(to);
    for (let delivery = 0; delivery < 2; delivery++) {
      const batch = createMessageBatch("vitrine-email-dlq", [message]);
      const ctx = createExecutionContext();
      await worker.queue(batch, env);
      const result = await getQueueResult(batch, ctx);
      expect(result.explicitAcks).toEqual([message.id]);
    }
    expect(await failedCount(to)).toBe(1);
    const row = await env.DB.prepare('SELECT template, attempts FROM failed_emails WHERE "to" = ?').bind(to).first();
    expect(row).toEqual({ template: "signup-otp", attempts: 6 });
    // Nothing was sent from the dead-letter queue.
    expect(await env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE "to" = ?').bind(to).first()).toEqual({ n: 0 });
  });

  it("the admin page shows the count and the latest failures", async () => {
    const to = `dead-admin-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const batch = createMessageBatch("vitrine-email-dlq", [deadLetter(to)]);
    await worker.queue(batch, env);
    const total = (await env.DB.prepare("SELECT count(*) AS n FROM failed_emails").first<{ n: number }>())!.n;

    const { user, token, c } = await signedInUser();
    await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?").bind(user.id).run();
    const page = await c.call("/admin", { cookie: `vitrine_session=${token}` });
    expect(page.status).toBe(200);
    expect(page.text).toMatch(new RegExp(`Failed emails: (?:<!-- -->)?<span[^>]*>${total}</span>`));
    expect(page.text).toContain(to);
  });
});
