// Resume files: type detection by magic bytes (never by name or declared type) and text extraction.
import { concatBytes } from "~/lib/bytes";
import { hasNonSpace } from "~/lib/white-space";
import { Unzip, UnzipInflate, type UnzipFile } from "fflate";
import { AppError } from "../errors";
import { docxXmlToText } from "./layout/docx-text";
import { COLUMN_SEARCH } from "./layout/pdf-columns";
import { type PdfPage, readPdfPages } from "./layout/pdf-pages";
import type { PdfItem } from "./layout/pdf-rows";

export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
/** Parsing bounds (issue 12 §3): a zip may claim anything, a PDF may have thousands of pages. */
export const RESUME_PARSE_LIMITS = {
  docxXmlBytes: 5 * 1024 * 1024,
  pdfPages: 20,
  /** Text items laid out per PDF page (a dense resume page has a few thousand); the rest of a page is dropped. */
  pdfPageItems: 20_000,
  /** Past this many items a page is read as one column (the column search costs items × gutters). */
  pdfColumnSearchItems: COLUMN_SEARCH.maxItems,
  /** Gutter positions the column search tries, whatever the page's width (a page 10^9 points wide took minutes). */
  pdfGutters: COLUMN_SEARCH.gutters,
  /**
   * Characters of extracted text every reader after extraction sees (the local parser, the AI engines, the stored
   * copy): a resume is a few thousand; a 10 MB text file is cut here, before anything reads it.
   */
  textChars: 100_000,
  timeoutMs: 3000,
} as const;

export const MESSAGES = {
  noFile: "Please select a file first",
  tooLarge: "File size must be less than 10MB",
  legacyDoc: "Legacy .doc files are not supported. Please upload a PDF, DOCX or TXT file.",
  unsupported: "Unsupported file type. Please upload a PDF, DOCX or TXT file.",
  noText: "Could not extract text from resume. Please try a different file.",
  tooComplex: "This resume is too large or complex to read. Please upload a shorter PDF, DOCX or TXT file.",
} as const;

export type ResumeKind = "pdf" | "docx" | "txt" | "doc";

export const CONTENT_TYPES: Record<ResumeKind, string> = {
  doc: "application/msword",
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain; charset=utf-8",
};

const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b);

/** Decodes strict UTF-8 text without NUL bytes, or returns null. */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    // Control characters other than tab, newline, carriage return and form feed mean it is not text.
    if (/[\x01-\x08\x0b\x0e-\x1f\x7f]/.test(text)) return null;
    return text;
  } catch {
    return null;
  }
}

export interface DetectedResume {
  kind: ResumeKind;
  /** For DOCX: the unzipped word/document.xml, kept so it is read once. */
  documentXml?: Uint8Array;
  /** For DOCX: its page headers' XML (word/header1.xml, …), in part order. */
  headerXml?: Uint8Array[];
  text?: string;
}

/**
 * Detects the resume type from its bytes; throws a 400 AppError for anything but PDF, DOCX and UTF-8 text, and
 * legacy Word (.doc) unless `legacyDoc` allows it (AI insights read its text; the profile import refuses it).
 */
export function detectResume(bytes: Uint8Array, { legacyDoc = false } = {}): DetectedResume {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { kind: "pdf" }; // %PDF-
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    if (legacyDoc) return { kind: "doc" };
    throw new AppError(400, MESSAGES.legacyDoc);
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) throw new AppError(400, legacyDoc ? MESSAGES.unsupported : MESSAGES.legacyDoc);
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { kind: "docx", ...unzipDocx(bytes, RESUME_PARSE_LIMITS.docxXmlBytes) };
  const text = decodeText(bytes);
  if (text === null) throw new AppError(400, MESSAGES.unsupported);
  return { kind: "txt", text };
}

/** The page headers of a DOCX (word/header1.xml, …): Word resumes often set the name and contact details there. */
const HEADER_PART = /^word\/header\d*\.xml$/;

/**
 * word/document.xml and the page headers out of a DOCX, inflated as a stream with one running byte cap: whatever
 * sizes the zip declares (a zip bomb lies), inflation stops past RESUME_PARSE_LIMITS.docxXmlBytes with a 422.
 */
function unzipDocx(bytes: Uint8Array, maxBytes: number): { documentXml: Uint8Array; headerXml: Uint8Array[] } {
  const parts = new Map<string, { chunks: Uint8Array[]; size: number; finished: boolean }>();
  let total = 0;
  let tooLarge = false;
  const unzip = new Unzip((file: UnzipFile) => {
    if ((file.name !== "word/document.xml" && !HEADER_PART.test(file.name)) || parts.has(file.name)) return;
    const part = { chunks: [] as Uint8Array[], size: 0, finished: false };
    parts.set(file.name, part);
    file.ondata = (error, chunk, final) => {
      if (error || tooLarge) return;
      total += chunk.length;
      if (total > maxBytes) {
        tooLarge = true;
        file.terminate();
        return;
      }
      part.chunks.push(chunk);
      part.size += chunk.length;
      if (final) part.finished = true;
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // Fed in slices so a terminated entry stops the work early.
    for (let at = 0; at < bytes.length && !tooLarge; at += 64 * 1024) {
      unzip.push(bytes.subarray(at, Math.min(bytes.length, at + 64 * 1024)), at + 64 * 1024 >= bytes.length);
    }
  } catch {
    if (!tooLarge) throw new AppError(400, MESSAGES.unsupported);
  }
  if (tooLarge) throw new AppError(422, MESSAGES.tooComplex);
  const document = parts.get("word/document.xml");
  if (!document?.finished) throw new AppError(400, MESSAGES.unsupported);
  const headerXml = [...parts]
    .filter(([name, part]) => name !== "word/document.xml" && part.finished)
    .sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))
    .map(([, part]) => concatBytes(part.chunks, part.size));
  return { documentXml: concatBytes(document.chunks, document.size), headerXml };
}

/** word/document.xml out of a DOCX, within the byte cap (unzipDocx). */
export function unzipDocumentXml(bytes: Uint8Array, maxBytes: number = RESUME_PARSE_LIMITS.docxXmlBytes): Uint8Array {
  return unzipDocx(bytes, maxBytes).documentXml;
}

/**
 * Legacy Word (97-2003) text, best effort: the document's text sits in its compound file as runs of 8-bit
 * (cp1252) or UTF-16LE characters, paragraphs ended by CR. Runs that read like prose (20+ characters with
 * words and spaces) are kept in file order; formatting tables and style names are too short or too symbolic.
 */
export function legacyDocToText(bytes: Uint8Array): string {
  const isText = (c: number) =>
    c === 9 ||
    c === 10 ||
    c === 13 ||
    (c >= 32 && c < 127) ||
    (c >= 160 && c <= 0x24f) ||
    c === 0x2013 ||
    c === 0x2014 ||
    c === 0x2019 ||
    c === 0x2022;
  const runs: Array<{ at: number; text: string }> = [];
  // A run is decoded once, from its bytes, and only when it is long enough to keep (never built a character at a
  // time: a 10 MB file took seconds).
  const keep = (at: number, end: number, decoder: TextDecoder, unit: number) => {
    if ((end - at) / unit < 20) return;
    const text = decoder.decode(bytes.subarray(at, end));
    let letters = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && c <= 0x24f)) letters++;
    }
    if (text.trim().length >= 20 && / \S/.test(text) && letters >= text.length * 0.5) runs.push({ at, text });
  };
  const ascii = new TextDecoder("windows-1252");
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    const b = i < bytes.length ? bytes[i]! : 0;
    if (!(i < bytes.length && b < 127 && isText(b))) {
      keep(start, i, ascii, 1);
      start = i + 1;
    }
  }
  const utf16 = new TextDecoder("utf-16le");
  for (const offset of [0, 1]) {
    start = offset;
    // Up to the end itself, so a run that reaches the end of the file is kept too.
    for (let i = offset; i <= bytes.length; i += 2) {
      const c = i + 1 < bytes.length ? bytes[i]! | (bytes[i + 1]! << 8) : 0;
      if (!(i + 1 < bytes.length && isText(c))) {
        keep(start, i, utf16, 2);
        start = i + 2;
      }
    }
  }
  return runs
    .sort((a, b) => a.at - b.at)
    .map((r) => r.text.replace(/\r/g, "\n"))
    .join("\n");
}

/**
 * Extracts text from PDF bytes with unpdf (loaded on demand: pdf.js is most of the bundle), page by page and
 * from at most RESUME_PARSE_LIMITS.pdfPages pages: no resume is longer, and a 3000-page file costs no more.
 */
export async function pdfToText(bytes: Uint8Array, maxPages: number = RESUME_PARSE_LIMITS.pdfPages): Promise<string> {
  const { getDocumentProxy } = await import("unpdf");
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items = (content.items as Array<{ str?: string; transform: number[]; width: number; height: number }>)
        .slice(0, RESUME_PARSE_LIMITS.pdfPageItems)
        .filter((item) => item.str != null)
        .map((item): PdfItem => {
          const [, , c, d, e, f] = item.transform;
          return { str: item.str!, x: e!, y: f!, width: item.width, height: item.height, fontSize: Math.hypot(c!, d!) };
        });
      const [, bottom, , top] = page.view;
      pages.push({ items, bottom: bottom ?? Number.NaN, top: top ?? Number.NaN });
    }
    return readPdfPages(pages);
  } finally {
    await pdf.cleanup();
  }
}

/**
 * A DOCX's text: its page headers' lines first (each once, however many headers repeat them: the first page's, the
 * others'), then the body's.
 */
function docxText(detected: DetectedResume): string {
  const decoder = new TextDecoder();
  const body = docxXmlToText(decoder.decode(detected.documentXml));
  const headerLines = [...new Set((detected.headerXml ?? []).flatMap((xml) => docxXmlToText(decoder.decode(xml)).split("\n")))].filter(
    (line) => line.trim() !== "",
  );
  return headerLines.length > 0 ? `${headerLines.join("\n")}\n\n${body}` : body;
}

/** Rejects with 422 when `work` takes longer than the parse budget (the work itself is abandoned). */
function withinParseBudget<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError(422, MESSAGES.tooComplex)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The resume's plain text (lines preserved, its first RESUME_PARSE_LIMITS.textChars characters); throws 422 when
 * there is none or it takes longer than 3 s.
 */
export async function extractResumeText(
  bytes: Uint8Array,
  detected: DetectedResume,
  timeoutMs: number = RESUME_PARSE_LIMITS.timeoutMs,
): Promise<string> {
  let text = "";
  try {
    if (detected.kind === "pdf") {
      // Loading pdf.js (cold, under load) is our cost, not the file's: the budget starts once it is in memory.
      await import("unpdf");
      text = await withinParseBudget(pdfToText(bytes), timeoutMs);
    } else if (detected.kind === "docx") text = docxText(detected);
    else if (detected.kind === "doc") text = legacyDocToText(bytes);
    else text = detected.text ?? "";
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.warn("Resume text extraction failed", error);
    throw new AppError(422, MESSAGES.noText);
  }
  text = text
    .slice(0, RESUME_PARSE_LIMITS.textChars + 1)
    .replace(/^\uFEFF/, "")
    .slice(0, RESUME_PARSE_LIMITS.textChars)
    .replace(/\r\n?/g, "\n")
    .replace(/\u00a0/g, " ");
  if (!hasNonSpace(text, 20)) throw new AppError(422, MESSAGES.noText);
  return text;
}
