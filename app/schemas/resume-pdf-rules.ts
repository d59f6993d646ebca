// The PDF resume's one input: the paper size (`?size=a4|letter`, A4 when absent), for
// GET /portfolio/{username}/resume.pdf and GET /api/profiles/me/resume.pdf alike.
// The rules and constants without zod (pages import this module; the schemas are in ./resume-pdf.ts).

export const PAPER_SIZES = ["a4", "letter"] as const;

export type PaperSize = (typeof PAPER_SIZES)[number];

/** The public page's "Download Resume" target. */
export function publicResumePath(username: string): string {
  return `/portfolio/${encodeURIComponent(username)}/resume.pdf`;
}

/** The owner's own resume (profile page button). */
export const OWN_RESUME_PDF_PATH = "/api/profiles/me/resume.pdf";

/** The same resume as an editable Word document (the button beside it). */
export const OWN_RESUME_DOCX_PATH = "/api/profiles/me/resume.docx";
