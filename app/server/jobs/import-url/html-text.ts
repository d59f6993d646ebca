// HTML to clean text for an imported job description (issue 18): paragraphs separated by a blank line, list
// items as "- ", line breaks kept, entities decoded, no tags, scripts or styles. Linear regular expressions over
// a body already capped at 2 MB (the safe fetch), no parser dependency.

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ensp: " ",
  emsp: " ",
  thinsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  laquo: "«",
  raquo: "»",
  bull: "•",
  middot: "·",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  times: "×",
  divide: "÷",
  deg: "°",
  plusmn: "±",
  para: "¶",
  sect: "§",
  shy: "",
  zwj: "",
  zwnj: "",
  lrm: "",
  rlm: "",
  iexcl: "¡",
  iquest: "¿",
  auml: "ä",
  ouml: "ö",
  uuml: "ü",
  Auml: "Ä",
  Ouml: "Ö",
  Uuml: "Ü",
  szlig: "ß",
  eacute: "é",
  egrave: "è",
  ecirc: "ê",
  Eacute: "É",
  aacute: "á",
  agrave: "à",
  acirc: "â",
  ccedil: "ç",
  iacute: "í",
  oacute: "ó",
  uacute: "ú",
  ntilde: "ñ",
  oslash: "ø",
  aring: "å",
  aelig: "æ",
};

/** Decodes HTML character references (named, decimal, hex); unknown names stay as they are. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,31});?/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\uFFFD";
      return String.fromCodePoint(code);
    }
    const named = NAMED[ref] ?? NAMED[ref.toLowerCase()];
    return named ?? whole;
  });
}

/** Elements whose content is never text. */
const DROPPED = /<(script|style|noscript|template|svg|iframe|object|canvas|select|button|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Elements that end a paragraph. */
const PARAGRAPH = /^(p|h[1-6]|ul|ol|dl|table|blockquote|pre|section|article|header|footer|main|aside|nav|figure|form|fieldset|hr)$/i;
/** Elements that end a line. */
const LINE = /^(div|tr|dd|dt|address|caption|figcaption|details|summary|option|center)$/i;

/** True when the text has HTML tags in it. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?(p|br|div|ul|ol|li|span|strong|b|em|i|h[1-6]|a|table|section)\b[^>]*>/i.test(text);
}

/** Tidies text: spaces collapsed within lines, lines trimmed, at most one blank line in a row, "- " bullets kept. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\t\f\v \u00a0\u2000-\u200a\u202f\u205f\u3000]+/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/^(- *\n)+/gm, "")
    .trim();
}

/** An HTML fragment or page as clean text (see the file header). */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1")
    .replace(DROPPED, " ")
    // Whitespace in HTML source is one space; breaks come from the elements only.
    .replace(/\s+/g, " ")
    .replace(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi, (_, closing: string, name: string) => {
      if (/^br$/i.test(name)) return "\n";
      if (/^li$/i.test(name)) return closing ? "" : "\n- ";
      if (PARAGRAPH.test(name)) return "\n\n";
      if (LINE.test(name)) return "\n";
      if (/^(td|th)$/i.test(name)) return closing ? " " : "";
      return "";
    })
    // Anything tag-like left over (a doctype, a processing instruction).
    .replace(/<[!?][^>]*>/g, "");
  // A list item whose text sits in its own block (<li><p>…</p></li>) keeps its text on the bullet's line.
  const bulleted = text.replace(/(^|\n)- [ \n]+(?=[^\s-])/g, "$1- ");
  // Items of one list stay on consecutive lines even when each held a paragraph.
  return tidyText(decodeEntities(bulleted).replace(/^- *$/gm, "")).replace(/(?<=^|\n)(- [^\n]*)\n{2,}(?=- )/g, "$1\n");
}

/**
 * A description as a page gives it: HTML, HTML whose tags are themselves entity-encoded ("&lt;p&gt;", as some
 * applicant tracking systems publish in JSON-LD), or plain text (its line breaks kept).
 */
export function descriptionToText(value: string): string {
  let text = value;
  if (!looksLikeHtml(text) && /&lt;\/?[a-z][a-z0-9]*\b[^&]*?&gt;/i.test(text)) text = decodeEntities(text);
  if (looksLikeHtml(text)) return htmlToText(text);
  return tidyText(decodeEntities(text));
}
