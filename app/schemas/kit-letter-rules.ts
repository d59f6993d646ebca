// Issue 33 §2: a cover letter per application. The contract of `POST /api/jobs/{id}/cover-letter {tone?}` without
// zod (the job dialog imports this module; the schemas are in ./kit-letter.ts).

/** How a letter sounds: formal (the default), warm, or brief (150-250 words instead of 250-400). */
export const COVER_LETTER_TONES = ["formal", "warm", "brief"] as const;

export type CoverLetterTone = (typeof COVER_LETTER_TONES)[number];

/** Who wrote a letter: the local composer, or Workers AI under the never-invent guard. */
export const COVER_LETTER_AUTHORS = ["local", "workers-ai"] as const;

export const COVER_LETTER_MESSAGES = {
  tone: "Tone must be formal, warm or brief",
} as const;

/** A cover letter as the API answers it. */
export interface CoverLetterDto {
  text: string;
  tone: CoverLetterTone;
  generatedBy: (typeof COVER_LETTER_AUTHORS)[number];
}
