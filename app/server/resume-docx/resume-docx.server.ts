// The Word (DOCX) documents (issue 33 §4): the resume, built from the same ResumeContent as the PDF resume
// (resume-pdf/content.ts), and a letter (the sender's name and contact lines, then the paragraphs). The builder and
// the docx library are imported lazily, so they load only for a DOCX.
import type { ResumeContent } from "../resume-pdf/content";
import type { WordLetter } from "./word.server";

/** The media type of a .docx file. */
export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The resume as an editable Word document; the answer is a zip (it starts with "PK"). */
export async function renderResumeDocx(content: ResumeContent): Promise<Uint8Array> {
  const { buildResumeDocx } = await import("./word.server");
  return buildResumeDocx(content);
}

/**
 * A letter as an editable Word document: the sender's name, contact lines and links (optional: a LetterContent's,
 * as its PDF prints them) at the top, then the paragraphs.
 */
export async function renderLetterDocx(letter: WordLetter): Promise<Uint8Array> {
  const { buildLetterDocx } = await import("./word.server");
  return buildLetterDocx(letter);
}
