// Text as XML 1.0 may hold it. A Word document whose XML holds a character XML forbids (a control character, a lone
// surrogate half, U+FFFE/U+FFFF) does not open at all, so what the profile or a generated letter says is cleaned
// before it reaches the docx library (which escapes & < > " but keeps such characters).

/** C0 controls but tab, LF and CR; the two non-characters; surrogate halves without their partner. */
const FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text with CRLF and CR as LF, tabs as spaces, and every character XML forbids left out. */
export function xmlSafe(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(/\t/g, " ").replace(FORBIDDEN, "");
}
