// The feedback form (spec part 1 sections 2.4, 3, 5, 7, 8, 9). One schema family validates the modal in the
// browser (conform), the modal's resource route action and POST /api/email/feedback.
// The rules and constants without zod (pages import this module; the schemas are in ./feedback.ts).
import type { ActionResult } from "~/lib/action-result";

export const FEEDBACK_TOPICS = [
  "Bug Report",
  "Feature Request",
  "General Feedback",
  "UI/UX Improvement",
  "Performance Issue",
  "Other",
] as const;

export const RATING_LABELS = { 1: "Very Poor", 2: "Poor", 3: "Average", 4: "Good", 5: "Excellent" } as const;

export type FeedbackRating = keyof typeof RATING_LABELS;

export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const satisfies readonly FeedbackRating[];

/** Name and email sent when the sender is not known (spec part 1 section 6). */
export const ANONYMOUS = "Anonymous";

export const FEEDBACK_LIMITS = {
  messageMax: 2000,
  nameMax: 100,
  emailMax: 254,
  /** Whole request body: the fields above plus JSON or form encoding overhead. */
  bodyBytes: 16 * 1024,
} as const;

/** The modal closes this long after a successful send (spec part 1 section 9). */
export const FEEDBACK_AUTO_CLOSE_MS = 2000;

export const FEEDBACK_MESSAGES = {
  topic: "Please choose a topic.",
  message: "Please enter your feedback.",
  messageTooLong: `Feedback must be at most ${FEEDBACK_LIMITS.messageMax} characters.`,
  rating: "Please rate your experience before submitting.",
  name: "Please enter your name on a single line.",
  email: "Please enter a valid email address.",
  sent: "Feedback sent successfully!",
  failed: "Failed to send feedback. Please try again.",
  tooMany: "Too much feedback from your network. Please wait a minute and try again.",
  tooLarge: "Your feedback is too long.",
} as const;

/** The payload's `type`: the subject lowercased, spaces to hyphens ('UI/UX Improvement' → 'ui/ux-improvement'). */
export function feedbackType(subject: string): string {
  return subject.trim().toLowerCase().replace(/\s+/g, "-");
}

export function ratingLabel(rating: number): string {
  return RATING_LABELS[rating as FeedbackRating] ?? "";
}

export const singleLine = (value: string) => !/[\r\n\u0000-\u001f\u007f]/.test(value);

/** An address that is safe in a Reply-To header; linear like EMAIL_ADDRESS (email-rules.ts): the domain up to its first dot, then the rest. */
export const isEmailAddress = (value: string) => /^[^\s@<>"',;]+@[^\s@<>"',;][^\s@<>"',;.]*\.[^\s@<>"',;]+$/.test(value);

/** Who the feedback is from: the account, what a signed-out caller gave, or 'Anonymous'. */
export interface FeedbackSender {
  name: string;
  email: string;
}

/** Whether replies can go to the sender (a real address, not 'Anonymous'). */
export function isReplyableEmail(email: string): boolean {
  return email !== ANONYMOUS && isEmailAddress(email) && singleLine(email);
}

// The feedback modal's transport: its form posts (fetcher, or a native post without JavaScript) to the resource
// route app/routes/resources.feedback.ts, which answers a FeedbackActionResult to a scripted post and redirects
// back (REDIRECT_FIELD) with a flash toast otherwise, the modal open again (FEEDBACK_PARAM) when it was refused.
export const FEEDBACK_ACTION = "/resources/feedback";

export const FEEDBACK_INTENT = "feedback";

export type FeedbackActionResult = ActionResult<typeof FEEDBACK_INTENT>;

// The modal's URL parameter lives in its own small module: the top navigation (on every page) needs only that.
export { withFeedbackParam } from "./feedback-param";

/** The hidden field telling the no-JavaScript post where to land again. */
export const REDIRECT_FIELD = "redirectTo";
