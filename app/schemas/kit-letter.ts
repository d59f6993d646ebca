// Issue 33 §2: the body and the answer of `POST /api/jobs/{id}/cover-letter`, for the Hono handler, the job dialog
// and the tests alike.
import { z } from "./z";
import { COVER_LETTER_AUTHORS, COVER_LETTER_MESSAGES, COVER_LETTER_TONES } from "./kit-letter-rules";

export * from "./kit-letter-rules";

/** `{tone?}`: formal when left out; any other tone is 400. */
export const coverLetterRequestSchema = z.object({
  tone: z.enum(COVER_LETTER_TONES, { error: COVER_LETTER_MESSAGES.tone }).default("formal"),
});

const coverLetterSchema = z.object({
  text: z.string().min(1),
  tone: z.enum(COVER_LETTER_TONES),
  generatedBy: z.enum(COVER_LETTER_AUTHORS),
});

/** The answer: `{success: true, data: {coverLetter}}`. */
export const coverLetterResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ coverLetter: coverLetterSchema }),
});
