// Feedback from the top navigation's modal (resource route) and POST /api/email/feedback: throttled per IP and
// delivered to the team's inbox (FEEDBACK_EMAIL) through the email queue, with Reply-To the sender when known.
import {
  ANONYMOUS,
  FEEDBACK_MESSAGES,
  feedbackType,
  isReplyableEmail,
  type FeedbackFormInput,
  type FeedbackSender,
} from "~/schemas/feedback";
import { clientIp, hashClientIp } from "../auth/rate-limit.server";
import { AppError } from "../errors";
import type { Db } from "../db.server";
import { releaseLimitHit, takeLimitHit } from "../limits/limit-hits.server";
import { EMAIL_UNAVAILABLE, enqueueEmail } from "./enqueue.server";

export interface FeedbackDeps {
  db: Db;
  env: Pick<Env, "EMAIL_QUEUE" | "FEEDBACK_EMAIL" | "IP_HASH_SECRET">;
  now?: number;
}

/** Per IP: a few messages a minute is plenty for people. Counted exactly in D1 (the binding only approximates). */
const FEEDBACK_RATE = { limit: 5, windowMs: 60_000 } as const;

/** The account a signed-in sender writes from (its name and email win over anything the request says). */
export interface FeedbackAccount {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  username?: string;
}

/**
 * Who the feedback is from. Signed in: the account's name and email, whatever the request claims (no spoofing
 * someone else's address into Reply-To). Signed out: what the caller gave, else 'Anonymous' (spec part 1 section 6).
 */
export function feedbackSender(account: FeedbackAccount | null, given: { name?: string; email?: string } = {}): FeedbackSender {
  if (account) {
    const name = `${account.firstName} ${account.lastName}`.trim() || account.username || ANONYMOUS;
    return { name, email: account.email || ANONYMOUS };
  }
  return { name: given.name?.trim() || ANONYMOUS, email: given.email?.trim() || ANONYMOUS };
}

/** Refuses a body larger than the feedback form can produce, by its declared length. */
export function enforceFeedbackBodySize(request: Request, maxBytes: number): void {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes) throw new AppError(413, FEEDBACK_MESSAGES.tooLarge);
}

/**
 * Takes one of the sender IP's feedback slots (check and count in one statement, so parallel posts cannot
 * overshoot) and queues the feedback email to the team. The caller has validated `input`. An email that cannot
 * be queued gives its slot back and answers 503.
 */
export async function sendFeedback(
  deps: FeedbackDeps,
  input: FeedbackFormInput,
  sender: FeedbackSender,
  userId: string | null,
  request: Request,
): Promise<{ id: string; type: string }> {
  const ipKey = `feedback:${await hashClientIp(deps.env, "feedback", clientIp(request))}`;
  const hit = await takeLimitHit(deps.db, ipKey, FEEDBACK_RATE, deps.now);
  if (!hit.ok) throw new AppError(429, FEEDBACK_MESSAGES.tooMany, { retryAfter: hit.retryAfterSeconds });
  const type = feedbackType(input.subject);
  try {
    const id = await enqueueEmail(deps.env, {
      template: "feedback",
      to: deps.env.FEEDBACK_EMAIL,
      ...(isReplyableEmail(sender.email) ? { replyTo: sender.email } : {}),
      data: { subject: input.subject, type, message: input.message, rating: input.rating, name: sender.name, email: sender.email, userId },
    });
    return { id, type };
  } catch (error) {
    console.error("Feedback email could not be queued", error);
    await releaseLimitHit(deps.db, hit.id);
    throw new AppError(503, EMAIL_UNAVAILABLE);
  }
}
