// The feedback form (spec part 1 sections 2.4, 3, 5, 7, 8, 9). One schema family validates the modal in the
// browser (conform), the modal's resource route action and POST /api/email/feedback.
import { z } from "./z";

import { FEEDBACK_TOPICS, FEEDBACK_MESSAGES, FEEDBACK_LIMITS, singleLine, ANONYMOUS, isEmailAddress } from "./feedback-rules";

export * from "./feedback-rules";

const subject = z.enum(FEEDBACK_TOPICS, { error: FEEDBACK_MESSAGES.topic });

const message = z
  .string({ error: FEEDBACK_MESSAGES.message })
  .trim()
  .min(1, FEEDBACK_MESSAGES.message)
  .max(FEEDBACK_LIMITS.messageMax, FEEDBACK_MESSAGES.messageTooLong);

/** 1-5; form posts send it as a string, JSON clients as a number (or a numeric string). Nothing chosen is the spec's message. */
const rating = z.preprocess(
  (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value),
  z
    .number({ error: FEEDBACK_MESSAGES.rating })
    .int(FEEDBACK_MESSAGES.rating)
    .min(1, FEEDBACK_MESSAGES.rating)
    .max(5, FEEDBACK_MESSAGES.rating),
);

/** What the modal's form posts: topic, message and rating (name and email come from the session). */
export const feedbackFormSchema = z.object({ subject, message, rating });

/**
 * POST /api/email/feedback: the spec's payload {subject, message, type, rating, name, email}. `type` is accepted
 * but always derived from the subject again; name and email are optional ('Anonymous' when absent), and ignored
 * for a signed-in caller, whose account is the sender.
 */
export const feedbackRequestSchema = feedbackFormSchema.extend({
  type: z.string().max(100).optional(),
  name: z
    .string({ error: FEEDBACK_MESSAGES.name })
    .trim()
    .max(FEEDBACK_LIMITS.nameMax, `Name must be at most ${FEEDBACK_LIMITS.nameMax} characters.`)
    .refine(singleLine, FEEDBACK_MESSAGES.name)
    .optional(),
  email: z
    .string({ error: FEEDBACK_MESSAGES.email })
    .trim()
    .max(FEEDBACK_LIMITS.emailMax, FEEDBACK_MESSAGES.email)
    .refine((value) => value === "" || value === ANONYMOUS || isEmailAddress(value), FEEDBACK_MESSAGES.email)
    .optional(),
});

export type FeedbackFormInput = z.output<typeof feedbackFormSchema>;
