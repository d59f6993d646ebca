// How a link's target is written into the PDF (issue 29 §2). A literal string `(…)` ends at the first unescaped `)`
// and pdf-lib's PDFString.of escapes nothing, so a URL such as `https://x.example/c)/S/JavaScript/JS(…)` would add
// keys of its own to the link's action. A hex string `<…>` holds only the digits 0-9 and A-F: nothing a URL
// contains can end it. Only loaded with the renderer.
import { PDFHexString } from "pdf-lib";

const utf8 = new TextEncoder();

const percent = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;

/**
 * The URL as the 7-bit ASCII a PDF action's URI is (ISO 32000-1 §12.6.4.7): every character outside printable
 * ASCII (controls, spaces, anything non-ASCII) percent-encoded as its UTF-8 bytes; everything else is kept as is,
 * parentheses and backslashes included. A URL from `new URL(…).href` (content.ts) comes back unchanged.
 */
export function asciiUri(url: string): string {
  let out = "";
  for (const char of url) {
    const code = char.codePointAt(0)!;
    if (code > 0x20 && code < 0x7f) out += char;
    else for (const byte of utf8.encode(char)) out += percent(byte);
  }
  return out;
}

/** The URI of a link action, as a hex string of its ASCII bytes. */
export function pdfUri(url: string): PDFHexString {
  let hex = "";
  for (const char of asciiUri(url)) hex += char.charCodeAt(0).toString(16).padStart(2, "0");
  return PDFHexString.of(hex);
}
