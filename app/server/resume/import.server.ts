// POST /api/profiles/import: a JSON Resume document or a LinkedIn data export ZIP, told apart by their bytes
// (never the name), turned into the resume extraction the profile editor merges. Nothing is stored: the user
// reviews the filled editor and saves it.
import { AppError } from "../errors";
import type { ResumeExtraction } from "./extraction";
import { decodeText } from "./files";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "./import-limits";
import { fromJsonResume, isJsonResume } from "./json-resume";
import { fromLinkedIn, readLinkedInZip } from "./linkedin";

export type ImportSource = "json-resume" | "linkedin";

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && (b[2] === 0x03 || b[2] === 0x05) && (b[3] === 0x04 || b[3] === 0x06);

/** The deepest nesting of arrays and objects in a JSON text (strings skipped), counted before parsing. */
function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) max = Math.max(max, ++depth);
    else if (ch === 0x7d || ch === 0x5d) depth -= 1;
  }
  return max;
}

/** A JSON Resume file's text to the extraction; 400 for broken JSON, 422 for JSON that is not a resume. */
export function importJsonResumeText(text: string): ResumeExtraction {
  if (jsonDepth(text) > IMPORT_LIMITS.jsonDepth) throw new AppError(422, IMPORT_MESSAGES.tooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError(400, IMPORT_MESSAGES.badJson);
  }
  if (!isJsonResume(value)) throw new AppError(422, IMPORT_MESSAGES.notJsonResume);
  return fromJsonResume(value);
}

/** Reads one uploaded file (the multipart `file` value); throws AppError 400/413/415/422 with a short message. */
export async function importProfileData(file: unknown): Promise<{ data: ResumeExtraction; source: ImportSource }> {
  if (!file || typeof file === "string" || typeof (file as Blob).arrayBuffer !== "function")
    throw new AppError(400, IMPORT_MESSAGES.noFile);
  const blob = file as Blob;
  if (blob.size > IMPORT_LIMITS.fileBytes) throw new AppError(413, IMPORT_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  if (bytes.byteLength === 0) throw new AppError(400, IMPORT_MESSAGES.noFile);
  if (bytes.byteLength > IMPORT_LIMITS.fileBytes) throw new AppError(413, IMPORT_MESSAGES.tooLarge);

  if (isZip(bytes)) return { data: fromLinkedIn(readLinkedInZip(bytes)), source: "linkedin" };
  const text = decodeText(bytes)?.replace(/^\uFEFF/, "");
  if (text === undefined || !/^\s*[{[]/.test(text)) throw new AppError(415, IMPORT_MESSAGES.unsupported);
  if (bytes.byteLength > IMPORT_LIMITS.jsonBytes) throw new AppError(413, IMPORT_MESSAGES.jsonTooLarge);
  return { data: importJsonResumeText(text), source: "json-resume" };
}
