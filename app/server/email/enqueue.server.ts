import type { EmailMessage } from "./messages";

/** What a request answers (503) when its email cannot be put on the queue; its writes are undone first. */
export const EMAIL_UNAVAILABLE = "We couldn't send the email right now. Please try again in a moment.";

type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;

/** Puts an email on the queue; the consumer renders and delivers it. The id makes redelivery idempotent. */
export async function enqueueEmail(env: Pick<Env, "EMAIL_QUEUE">, message: WithoutId<EmailMessage>): Promise<string> {
  const id = crypto.randomUUID();
  await env.EMAIL_QUEUE.send({ ...message, id } as EmailMessage, { contentType: "json" });
  return id;
}
