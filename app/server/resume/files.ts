// Resume files: type detection by magic bytes (never by name or declared type) and text extraction.
import { concatBytes } from "~/lib/bytes";
import { hasNonSpace } from "~/lib/white-space";
import { Unzip, UnzipInflate, type UnzipFile } from "fflate";
import { AppError } from "../errors";
import { ALIGNED_GAP } from "./layout/aligned-gap";

export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
/** Parsing bounds (issue 12 §3): a zip may claim anything, a PDF may have thousands of pages. */
export const RESUME_PARSE_LIMITS = {
  docxXmlBytes: 5 * 1024 * 1024,
  pdfPages: 20,
  /** Text items laid out per PDF page (a dense resume page has a few thousand); the rest of a page is dropped. */
  pdfPageItems: 20_000,
  /** Past this many items a page is read as one column (the column search costs items × gutters). */
  pdfColumnSearchItems: 3_000,
  /** Gutter positions the column search tries, whatever the page's width (a page 10^9 points wide took minutes). */
  pdfGutters: 256,
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
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return { kind: "docx", documentXml: unzipDocumentXml(bytes) };
  const text = decodeText(bytes);
  if (text === null) throw new AppError(400, MESSAGES.unsupported);
  return { kind: "txt", text };
}

/**
 * word/document.xml out of a DOCX, inflated as a stream with a running byte cap: whatever sizes the zip declares
 * (a zip bomb lies), inflation stops past RESUME_PARSE_LIMITS.docxXmlBytes with a 422.
 */
export function unzipDocumentXml(bytes: Uint8Array, maxBytes: number = RESUME_PARSE_LIMITS.docxXmlBytes): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let found = false;
  let finished = false;
  let tooLarge = false;
  const unzip = new Unzip((file: UnzipFile) => {
    if (file.name !== "word/document.xml" || found) return;
    found = true;
    file.ondata = (error, chunk, final) => {
      if (error || tooLarge) return;
      total += chunk.length;
      if (total > maxBytes) {
        tooLarge = true;
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) finished = true;
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
  if (!found || !finished) throw new AppError(400, MESSAGES.unsupported);
  return concatBytes(chunks, total);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
/** The longest reference read ("#x10FFFF"); a longer run before the ";" is left as text. */
const MAX_REFERENCE = 8;

/** XML character and entity references to text, in one pass (a reference past U+10FFFF becomes U+FFFD). */
function decodeXml(value: string): string {
  let amp = value.indexOf("&");
  if (amp < 0) return value;
  const out: string[] = [];
  let from = 0;
  // The next ";" is searched for again only once an "&" has passed it, so the text is scanned once.
  let semi = -2;
  while (amp >= 0) {
    if (semi !== -1 && semi < amp + 2) semi = value.indexOf(";", amp + 2);
    if (semi === -1) break;
    const reference = semi - amp - 1 <= MAX_REFERENCE ? value.slice(amp + 1, semi) : "";
    let decoded: string | undefined;
    if (/^#x[0-9a-f]+$/i.test(reference) || /^#\d+$/.test(reference)) {
      const code = reference[1] === "x" || reference[1] === "X" ? parseInt(reference.slice(2), 16) : parseInt(reference.slice(1), 10);
      decoded = code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    } else decoded = ENTITIES[reference.toLowerCase()];
    if (decoded !== undefined) {
      out.push(value.slice(from, amp), decoded);
      from = semi + 1;
      amp = value.indexOf("&", from);
    } else amp = value.indexOf("&", amp + 1);
  }
  out.push(value.slice(from));
  return out.join("");
}

/**
 * word/document.xml to text: one line per <w:p>, <w:tab/> as a tab, <w:br/> and <w:cr/> as a line break, a list
 * paragraph (numbering properties) as a bullet. Only the text of <w:t> runs is read, so field codes
 * (<w:instrText>) and deleted text (<w:delText>) stay out. One forward pass over the tags (no pattern searched
 * for again from each tag), so a hostile document costs time in proportion to its size.
 */
export function docxXmlToText(xml: string): string {
  const lines: string[] = [];
  let line: string[] | null = null;
  let bullet = false;
  let inText = false;
  let at = 0;
  for (;;) {
    const open = xml.indexOf("<", at);
    if (open < 0) break;
    if (inText && line && open > at) line.push(decodeXml(xml.slice(at, open)));
    const close = xml.indexOf(">", open + 1);
    // A tag that never ends: nothing after it is markup.
    if (close < 0) break;
    at = close + 1;
    const tag = xml.slice(open + 1, close);
    const selfClosing = tag.endsWith("/");
    // "w:p", or "/w:p" for an end tag: the name up to white space or a slash.
    const name = /^\/?[^\s/]*/.exec(tag)![0];
    switch (name) {
      case "w:p":
        if (selfClosing) {
          if (!line) lines.push("");
        } else if (!line) {
          line = [];
          bullet = false;
        }
        break;
      case "/w:p":
        if (line) {
          const text = line.join("");
          lines.push(bullet && text.trim() ? `• ${text}` : text);
        }
        line = null;
        inText = false;
        break;
      case "w:t":
        inText = !selfClosing && line !== null;
        break;
      case "/w:t":
        inText = false;
        break;
      case "w:tab":
        // Only the bare run element is a tab; <w:tab w:val=… w:pos=…/> inside <w:tabs> is a tab stop.
        if (line && tag === "w:tab/") line.push(ALIGNED_GAP);
        break;
      case "w:br":
      case "w:cr":
        if (line && selfClosing) line.push("\n");
        break;
      case "w:numPr":
        if (line && !selfClosing) bullet = true;
        break;
      default:
        break;
    }
  }
  return lines.join("\n");
}

interface PdfItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
}

/**
 * Rebuilds reading order from positioned PDF text: finds a column gutter (a vertical band no text crosses,
 * with substantial text on both sides), then reads each column top to bottom, joining items on the same
 * baseline. Wide gaps inside a line become a tab, vertical gaps a blank line. The column search is bounded
 * (RESUME_PARSE_LIMITS): a page of absurd width or item count is read as one column, never slowly.
 */
export function layoutPdfPage(items: PdfItem[]): string {
  const parts = items.filter((i) => i.str.trim() !== "");
  if (parts.length === 0) return "";
  const measurable = parts.every((i) => Number.isFinite(i.x) && Number.isFinite(i.y) && Number.isFinite(i.width));
  const columns = measurable && parts.length <= RESUME_PARSE_LIMITS.pdfColumnSearchItems ? splitColumns(parts) : [parts];
  return columns.map(columnText).join("\n\n");
}

const charCount = (list: PdfItem[]) => list.reduce((n, i) => n + i.str.length, 0);
const lineCount = (list: PdfItem[]) => new Set(list.map((i) => Math.round(i.y / 3))).size;

function splitColumns(items: PdfItem[]): PdfItem[][] {
  let minX = Infinity;
  let maxX = -Infinity;
  for (const i of items) {
    minX = Math.min(minX, i.x);
    maxX = Math.max(maxX, i.x + i.width);
  }
  const span = maxX - minX;
  // Finite coordinates can still sum past the largest number (x + width), and far from zero `g += step` can add
  // nothing at all: the gutters are counted, never stepped until a bound is reached (that loop never ended).
  if (!Number.isFinite(span) || span <= 0) return [items];
  const step = Math.max(2, (span * 0.45) / RESUME_PARSE_LIMITS.pdfGutters);
  const gutters = Math.min(RESUME_PARSE_LIMITS.pdfGutters, Math.floor((span * 0.45) / step));
  let best: { header: PdfItem[]; left: PdfItem[]; right: PdfItem[]; width: number } | null = null;
  for (let k = 0; k <= gutters; k++) {
    const g = minX + span * 0.2 + k * step;
    // One pass decides most gutters: both sides must have text, and nothing may cross the gutter below the top
    // of the columns.
    let leftTop = -Infinity;
    let rightTop = -Infinity;
    let crossingLow = Infinity;
    for (const i of items) {
      if (i.x < g && i.x + i.width > g && i.y < crossingLow) crossingLow = i.y;
      if (i.x + i.width <= g && i.y > leftTop) leftTop = i.y;
      if (i.x >= g && i.y > rightTop) rightTop = i.y;
    }
    if (leftTop === -Infinity || rightTop === -Infinity) continue;
    // A full-width header band (name, contact line) may sit above the columns: text crossing the gutter is
    // allowed only above the point where both columns have started.
    const boundary = Math.min(leftTop, rightTop) + 2;
    if (crossingLow <= boundary) continue;
    const left = items.filter((i) => i.x + i.width <= g && i.y <= boundary);
    const right = items.filter((i) => i.x >= g && i.y <= boundary);
    const body = charCount(left) + charCount(right);
    if (charCount(left) < body * 0.15 || charCount(right) < body * 0.15) continue;
    if (lineCount(left) < 8 || lineCount(right) < 8) continue;
    let rightEdge = Infinity;
    let leftEdge = -Infinity;
    for (const i of right) rightEdge = Math.min(rightEdge, i.x);
    for (const i of left) leftEdge = Math.max(leftEdge, i.x + i.width);
    const width = rightEdge - leftEdge;
    if (width >= 12 && (!best || width > best.width)) {
      best = { header: items.filter((i) => i.y > boundary), left, right, width };
    }
  }
  if (!best) return [items];
  return [best.header, best.left, best.right].filter((c) => c.length > 0);
}

function columnText(items: PdfItem[]): string {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PdfItem[][] = [];
  for (const item of sorted) {
    const line = lines[lines.length - 1];
    const tolerance = Math.max(2, (item.fontSize || item.height || 10) * 0.35);
    if (line && Math.abs(line[0]!.y - item.y) <= tolerance) line.push(item);
    else lines.push([item]);
  }
  const out: string[] = [];
  let previous: { y: number; size: number } | null = null;
  for (const line of lines) {
    line.sort((a, b) => a.x - b.x);
    let text = "";
    let end = -Infinity;
    for (const item of line) {
      const size = item.fontSize || item.height || 10;
      const gap = item.x - end;
      // The last character of the line so far and the first of the item (a pattern over the growing line would
      // read it all again for every item).
      if (text)
        text +=
          gap > size * 1.5 ? ALIGNED_GAP : gap > size * 0.15 && !/\s/.test(text[text.length - 1]!) && !/^\s/.test(item.str) ? " " : "";
      text += item.str;
      end = item.x + item.width;
    }
    const y = line[0]!.y;
    const size = line[0]!.fontSize || line[0]!.height || 10;
    if (previous && previous.y - y > Math.max(previous.size, size) * 1.9) out.push("");
    out.push(text.replace(/[ ]{2,}/g, " ").trim());
    previous = { y, size };
  }
  return out.join("\n");
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
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, maxPages); number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      const items = (content.items as Array<{ str?: string; transform: number[]; width: number; height: number }>)
        .slice(0, RESUME_PARSE_LIMITS.pdfPageItems)
        .filter((item) => item.str != null)
        .map((item): PdfItem => {
          const [, , c, d, e, f] = item.transform;
          return { str: item.str!, x: e!, y: f!, width: item.width, height: item.height, fontSize: Math.hypot(c!, d!) };
        });
      pages.push(layoutPdfPage(items));
    }
    return pages.join("\n\n");
  } finally {
    await pdf.cleanup();
  }
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
    } else if (detected.kind === "docx") text = docxXmlToText(new TextDecoder().decode(detected.documentXml));
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
