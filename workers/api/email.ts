import { Hono } from "hono";
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, feedbackRequestSchema } from "~/schemas/feedback";
import { CONTACT_MESSAGES, contactRequestSchema } from "~/schemas/portfolio";
import { clientIp } from "~/server/auth/rate-limit.server";
import { identifyCaller } from "~/server/auth/sessions.server";
import { enforceFeedbackBodySize, feedbackSender, sendFeedback } from "~/server/email/feedback.server";
import { AppError } from "~/server/errors";
import { withBoundedBody } from "~/server/http/body-limit.server";
import { sendContactMessage } from "~/server/portfolio/contact.server";
import { parseInput } from "~/server/validation";
import { readJson, type ApiEnv } from "./context";

/** Largest accepted contact request body: the fields have no individual limits (spec), the request does. */
const MAX_CONTACT_BODY_BYTES = 32 * 1024;

/** /api/email/*: the visitor contact form and feedback (neither needs sign-in). */
export const emailRoutes = new Hono<ApiEnv>();

emailRoutes.post("/contact", async (c) => {
  // By the bytes, not a declared length a chunked body does not have.
  c.req.raw = await withBoundedBody(c.req.raw, MAX_CONTACT_BODY_BYTES).catch(() => {
    throw new AppError(413, "Your message is too long.");
  });
  const { portfolioContactData } = await readJson(c, contactRequestSchema);
  await sendContactMessage({ db: c.var.db, env: c.env }, portfolioContactData, clientIp(c.req.raw));
  return c.json({ success: true, message: CONTACT_MESSAGES.sent });
});

/**
 * POST /email/feedback {subject, message, type, rating, name, email}. Signed in (bearer or cookie), the account is
 * the sender; signed out, the given name and email or 'Anonymous'. Throttled per IP, body capped.
 */
emailRoutes.post("/feedback", async (c) => {
  enforceFeedbackBodySize(c.req.raw, FEEDBACK_LIMITS.bodyBytes);
  // The declared length can be absent (chunked bodies): the text read is measured too.
  const text = await c.req.text();
  if (new TextEncoder().encode(text).byteLength > FEEDBACK_LIMITS.bodyBytes) throw new AppError(413, FEEDBACK_MESSAGES.tooLarge);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError(400, "Malformed JSON in request body");
  }
  const input = parseInput(feedbackRequestSchema, body ?? {});

  const caller = await identifyCaller(c.var.db, c.env, c.req.raw);
  // A cookie-authenticated post from a foreign site is not allowed to speak for the account.
  const account = caller && !caller.crossSite ? caller.auth.user : null;
  const sender = feedbackSender(account, { name: input.name, email: input.email });
  // Only well-formed feedback counts against the per-IP allowance (taken inside sendFeedback).
  await sendFeedback({ db: c.var.db, env: c.env }, input, sender, account?.id ?? null, c.req.raw);
  return c.json({ success: true, message: FEEDBACK_MESSAGES.sent });
});
