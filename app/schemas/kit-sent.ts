// "Mark as sent" (issue 33 §3): POST /api/jobs/{id}/sent with the resume and the letter as sent, frozen as files.
// The same schema validates the job dialog's post and the API call.
import { profileUpdateSchema } from "./profile";
import { z } from "./z";

export const SENT_MESSAGES = {
  letterRequired: "Add a cover letter before marking the application as sent.",
  sent: "Marked as sent: the resume and cover letter are saved with this application.",
  failed: "Failed to mark the application as sent.",
  notFound: "Sent application not found",
} as const;

/** The resume (the profile's shape; sections left out are the saved profile's) and the letter's text. */
export const markSentSchema = z.object({
  resume: profileUpdateSchema,
  coverLetter: z.string().trim().min(1, SENT_MESSAGES.letterRequired).max(20_000, "The cover letter must be at most 20,000 characters"),
});

export type MarkSentInput = z.output<typeof markSentSchema>;

/** The four files of a sent application, in the answer's order. */
export const SENT_FILES = {
  resumePdf: "resume.pdf",
  resumeDocx: "resume.docx",
  coverLetterPdf: "cover-letter.pdf",
  coverLetterDocx: "cover-letter.docx",
} as const;

export type SentFileKey = keyof typeof SENT_FILES;

export interface SentApplicationDto {
  id: string;
  /** When it was marked as sent (ISO). */
  at: string;
  /** Where each file downloads (the owner only). */
  files: Record<SentFileKey, string>;
}

export function sentFilePath(jobId: string, sentId: string, file: SentFileKey): string {
  return `/api/jobs/${encodeURIComponent(jobId)}/sent/${encodeURIComponent(sentId)}/${SENT_FILES[file]}`;
}
