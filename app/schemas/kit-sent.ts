// "Mark as sent" (issue 33 §3): POST /api/jobs/{id}/sent with the resume and the letter as sent, frozen as files.
// The same schema validates the job dialog's post and the API call.
import { SENT_MESSAGES } from "./kit-rules";
import { profileUpdateSchema } from "./profile";
import { z } from "./z";

/** The resume (the profile's shape; sections left out are the saved profile's) and the letter's text. */
export const markSentSchema = z.object({
  resume: profileUpdateSchema,
  coverLetter: z.string().trim().min(1, SENT_MESSAGES.letterRequired).max(20_000, "The cover letter must be at most 20,000 characters"),
});

export type MarkSentInput = z.output<typeof markSentSchema>;
