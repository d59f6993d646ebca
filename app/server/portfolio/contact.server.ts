// The visitor contact form (POST /api/email/contact and the public page's no-JavaScript action). The message
// is stored, rate-limited per sender IP and per recipient, and delivered to the owner through the email queue.
import { and, count, eq, gt, min } from "drizzle-orm";
import { contactMessages } from "~/db/schema";
import { CONTACT_MESSAGES, type ContactMessageInput } from "~/schemas/portfolio";
import { sha256Hex } from "../auth/crypto.server";
import type { Db } from "../db.server";
import { enqueueEmail } from "../email/enqueue.server";
import { AppError } from "../errors";
import { notifyContactMessage } from "../notifications/product-events.server";
import { getPortfolioOwner, portfolioUrl } from "./portfolio.server";

/** Per sender IP and per recipient, over a sliding hour. */
export const CONTACT_LIMITS = { perIpPerHour: 5, perRecipientPerHour: 20 } as const;
const HOUR = 3_600_000;

export interface ContactDeps {
  db: Db;
  env: Pick<Env, "EMAIL_QUEUE" | "APP_URL">;
  now?: () => number;
}

export type ContactResult = { delivered: true; id: string } | { delivered: false; reason: "honeypot" };

async function enforceLimit(db: Db, where: ReturnType<typeof and>, limit: number, now: number) {
  const row = await db.select({ n: count(), oldest: min(contactMessages.createdAt) }).from(contactMessages).where(where).get();
  if ((row?.n ?? 0) >= limit) {
    const retryAfter = Math.max(1, Math.ceil(((row?.oldest ?? now) + HOUR - now) / 1000));
    throw new AppError(429, CONTACT_MESSAGES.tooMany, { retryAfter });
  }
}

/**
 * Sends a visitor's message to a live portfolio's owner. A filled honeypot is answered like a success (so a
 * bot learns nothing) but nothing is stored or sent. Unknown or unpublished owners get 404.
 */
export async function sendContactMessage(deps: ContactDeps, input: ContactMessageInput, ip: string): Promise<ContactResult> {
  if (input.website.trim()) return { delivered: false, reason: "honeypot" };
  const { db, env } = deps;
  const now = deps.now?.() ?? Date.now();
  const owner = await getPortfolioOwner(db, input.ownerDetail);
  const ipHash = await sha256Hex(`contact:${ip}`);
  const since = now - HOUR;
  await enforceLimit(db, and(eq(contactMessages.ipHash, ipHash), gt(contactMessages.createdAt, since)), CONTACT_LIMITS.perIpPerHour, now);
  await enforceLimit(db, and(eq(contactMessages.ownerId, owner.id), gt(contactMessages.createdAt, since)), CONTACT_LIMITS.perRecipientPerHour, now);

  const id = crypto.randomUUID();
  await db.insert(contactMessages).values({ id, ownerId: owner.id, name: input.name, email: input.email, message: input.message, ipHash, createdAt: now });
  await notifyContactMessage(db, owner.id, input);
  await enqueueEmail(env, {
    template: "contact-message",
    to: owner.email,
    replyTo: input.email,
    data: {
      ownerFirstName: owner.firstName,
      name: input.name,
      email: input.email,
      message: input.message,
      portfolioUrl: portfolioUrl(env.APP_URL, owner.username),
    },
  });
  return { delivered: true, id };
}
