// The application kit's dialog (issue 33) and its resource route /jobtracker/{jobId}/kit
// (app/routes/jobtracker-kit.ts), without zod (the dialog imports this module):
//   GET                                        → { profile, sent }          the saved profile and the sent applications
//   POST JSON { intent: "tailor" }             → TailoredResume + generatedBy (POST /api/jobs/{id}/tailored-resume)
//   POST JSON { intent: "letter", tone }       → { coverLetter }             (POST /api/jobs/{id}/cover-letter)
//   POST JSON { intent: "sent", resume, coverLetter } → { sent }            (POST /api/jobs/{id}/sent)
// Every answer is an ActionResult; a failure carries its message (HTTP 400/401/404/500).
const KIT_INTENTS = ["load", "tailor", "letter", "sent"] as const;
export type KitIntent = (typeof KIT_INTENTS)[number];

export function kitPath(jobId: string): string {
  return `/jobtracker/${encodeURIComponent(jobId)}/kit`;
}

/** The page's message when a request of the kit failed without one of its own. */
export const KIT_FAILURES: Record<KitIntent, string> = {
  load: "Failed to load the application kit.",
  tailor: "Failed to tailor the resume.",
  letter: "Failed to write the cover letter.",
  sent: "Failed to mark the application as sent.",
};

export const KIT_MESSAGES = {
  tailored: "Resume tailored for this job",
  letterWritten: "Cover letter written",
  sent: "Marked as sent",
  replaceEditedLetter: "Replace your edited letter with a new one?",
  restored: "Restored your unsent application kit.",
} as const;

export const SENT_MESSAGES = {
  letterRequired: "Add a cover letter before marking the application as sent.",
  sent: "Marked as sent: the resume and cover letter are saved with this application.",
  failed: "Failed to mark the application as sent.",
  notFound: "Sent application not found",
} as const;

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
