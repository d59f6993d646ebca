// The visitor contact form (POST /api/email/contact and the public page's no-JavaScript action). The message
// is stored, rate-limited per sender IP and per recipient, and delivered to the owner through the email queue.
import { eq, sql } from "drizzle-orm";
import { contactMessages } from "~/db/schema";
import { CONTACT_MESSAGES, type ContactMessageInput } from "~/schemas/portfolio";
import { hashClientIp } from "../auth/rate-limit.server";
import type { Db } from "../db.server";
import { EMAIL_UNAVAILABLE, enqueueEmail } from "../email/enqueue.server";
import { AppError } from "../errors";
import { notifyContactMessage } from "../notifications/product-events.server";
import { getPortfolioOwner, portfolioUrl } from "./portfolio.server";

/** Per sender IP and per recipient, over a sliding hour. */
export const CONTACT_LIMITS = { perIpPerHour: 5, perRecipientPerHour: 20 } as const;
const HOUR = 3_600_000;

export interface ContactDeps {
  db: Db;
  env: Pick<Env, "EMAIL_QUEUE" | "APP_URL" | "IP_HASH_SECRET">;
  now?: () => number;
}

export type ContactResult = { delivered: true; id: string } | { delivered: false; reason: "honeypot" };

/** Why a message was refused, with when the limit frees up again. */
async function limitReached(db: Db, ownerId: string, ipHash: string, now: number): Promise<AppError> {
  const since = now - HOUR;
  const over = async (column: "owner_id" | "ip_hash", value: string, limit: number) => {
    const rows = await db.all<{ at: number }>(
      sql`SELECT created_at AS at FROM contact_messages WHERE ${sql.identifier(column)} = ${value} AND created_at > ${since}
          ORDER BY created_at DESC LIMIT 1 OFFSET ${limit - 1}`,
    );
    return rows[0] ? Math.max(1, Math.ceil((rows[0].at + HOUR - now) / 1000)) : 0;
  };
  const retryAfter = Math.max(
    await over("ip_hash", ipHash, CONTACT_LIMITS.perIpPerHour),
    await over("owner_id", ownerId, CONTACT_LIMITS.perRecipientPerHour),
    1,
  );
  return new AppError(429, CONTACT_MESSAGES.tooMany, { retryAfter });
}

/**
 * Sends a visitor's message to a live portfolio's owner. A filled honeypot is answered like a success (so a
 * bot learns nothing) but nothing is stored or sent. Unknown or unpublished owners get 404.
 *
 * The per-IP and per-recipient limits are checked and the message stored in ONE conditional INSERT, so 20
 * parallel posts cannot all pass the check before any is stored. If the email cannot be queued the message is
 * taken back (nothing half done), and the owner's in-app notification is only made once the email is queued.
 */
export async function sendContactMessage(deps: ContactDeps, input: ContactMessageInput, ip: string): Promise<ContactResult> {
  if (input.website.trim()) return { delivered: false, reason: "honeypot" };
  const { db, env } = deps;
  const now = deps.now?.() ?? Date.now();
  const owner = await getPortfolioOwner(db, input.ownerDetail);
  // Keyed with a secret: the stored value cannot be turned back into the sender's address.
  const ipHash = await hashClientIp(env, "contact", ip);
  const since = now - HOUR;

  const id = crypto.randomUUID();
  const stored = await db.all<{ id: string }>(sql`
    INSERT INTO contact_messages (id, owner_id, name, email, message, ip_hash, created_at)
    SELECT ${id}, ${owner.id}, ${input.name}, ${input.email}, ${input.message}, ${ipHash}, ${now}
    WHERE (SELECT count(*) FROM contact_messages WHERE ip_hash = ${ipHash} AND created_at > ${since}) < ${CONTACT_LIMITS.perIpPerHour}
      AND (SELECT count(*) FROM contact_messages WHERE owner_id = ${owner.id} AND created_at > ${since}) < ${CONTACT_LIMITS.perRecipientPerHour}
    RETURNING id`);
  if (stored.length === 0) throw await limitReached(db, owner.id, ipHash, now);

  try {
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
  } catch (error) {
    console.error("Contact email could not be queued", error);
    await db.delete(contactMessages).where(eq(contactMessages.id, id));
    throw new AppError(503, EMAIL_UNAVAILABLE);
  }
  await notifyContactMessage(db, owner.id, input);
  return { delivered: true, id };
}
