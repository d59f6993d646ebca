// HTML to clean text for an imported job description (issue 18): paragraphs separated by a blank line, list
// items as "- ", line breaks kept, entities decoded, no tags, scripts or styles. Linear time on any input
// (issue 29): one hand-written pass over the markup feeds a PlainTextWriter, which the page reader
// (posting-page.server.ts, HTMLRewriter) feeds too. The regular expressions left can only retry a bounded stretch
// (a run of spaces, one line, the text up to the next `&`) from each place they start, never the rest of the
// input: tests/unit/posting-reader-linear.test.ts holds them to that with 2 MB hostile shapes.

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
const DROPPED_ELEMENTS = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "iframe",
  "object",
  "canvas",
  "select",
  "button",
  "head",
]);
/** Dropped elements whose content HTML reads as raw text up to their end tag (an unclosed one runs to the end). */
const RAW_TEXT_ELEMENTS = new Set(["script", "style"]);
/** Elements that end a paragraph. */
const PARAGRAPH = new Set(
  "p h1 h2 h3 h4 h5 h6 ul ol dl table blockquote pre section article header footer main aside nav figure form fieldset hr".split(" "),
);
/** Elements that end a line. */
const LINE = new Set("div tr dd dt address caption figcaption details summary option center".split(" "));
/** Every element whose start or end changes the text (the page reader listens to these only). */
export const TEXT_STRUCTURE_ELEMENTS = [...DROPPED_ELEMENTS, ...PARAGRAPH, ...LINE, "br", "li", "td", "th"];

/** What a tag adds to the text: a line break, a paragraph break, a bullet, a cell's space, or nothing. */
function tagBreak(name: string, closing: boolean): string {
  if (name === "br") return "\n";
  if (name === "li") return closing ? "" : "\n- ";
  if (PARAGRAPH.has(name)) return "\n\n";
  if (LINE.has(name)) return "\n";
  if (name === "td" || name === "th") return closing ? " " : "";
  return "";
}

/** The start of an HTML tag name that makes text look like HTML (looksLikeHtml). */
const HTML_TAG_START = /<\/?(p|br|div|ul|ol|li|span|strong|b|em|i|h[1-6]|a|table|section)\b/i;

/** True when the text has HTML tags in it (one of the usual ones, closed by a `>` somewhere after it). */
function looksLikeHtml(text: string): boolean {
  // The first such start decides: a later one has a `>` after it only if the first one does.
  const start = HTML_TAG_START.exec(text);
  return start !== null && text.indexOf(">", start.index) !== -1;
}

/** Tidies text: spaces collapsed within lines, lines trimmed, at most one blank line in a row, "- " bullets kept. */
function tidyText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      .replace(/[\t\f\v \u00a0\u2000-\u200a\u202f\u205f\u3000]+/g, " ")
      .split("\n")
      .map((line) => line.trim())
      .join("\n")
      // Empty bullets go before blank lines are counted: dropping one can join the blank lines around it.
      .replace(/^(- *\n)+/gm, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

/**
 * Builds the clean text of an HTML stream from its events: start and end tags (by lowercase name) and raw text
 * (entities still encoded). The content of a dropped element (script, style…) is left out, counted by depth so
 * that nested ones and ones closed by their parent (HTMLRewriter reports those) end where they should.
 */
export class PlainTextWriter {
  private readonly parts: string[] = [];
  private droppedDepth = 0;

  open(name: string): void {
    if (DROPPED_ELEMENTS.has(name)) {
      if (this.droppedDepth++ === 0) this.parts.push(" ");
      return;
    }
    if (this.droppedDepth === 0) this.parts.push(tagBreak(name, false));
  }

  close(name: string): void {
    if (DROPPED_ELEMENTS.has(name)) {
      if (this.droppedDepth > 0) this.droppedDepth--;
      return;
    }
    if (this.droppedDepth === 0) this.parts.push(tagBreak(name, true));
  }

  text(raw: string): void {
    if (this.droppedDepth > 0 || raw === "") return;
    // Whitespace in HTML source is one space; breaks come from the elements only.
    this.parts.push(raw.replace(/\s+/g, " "));
  }

  /** The clean text (see the file header). */
  result(): string {
    const text = this.parts.join("");
    // A list item whose text sits in its own block (<li><p>…</p></li>) keeps its text on the bullet's line.
    const bulleted = text.replace(/(^|\n)- [ \n]+(?=[^\s-])/g, "$1- ");
    // Items of one list stay on consecutive lines even when each held a paragraph.
    return tidyText(decodeEntities(bulleted).replace(/^- *$/gm, "")).replace(/(?<=^|\n)(- [^\n]*)\n{2,}(?=- )/g, "$1\n");
  }
}

const isAsciiLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isAsciiAlphanumeric = (code: number) => isAsciiLetter(code) || (code >= 48 && code <= 57);

/**
 * Reads an HTML fragment in one pass and tells the writer its tags and text. Each search for a `>`, a comment's
 * end or a dropped element's end tag starts after the previous one ended (or is remembered when it found
 * nothing), so no character is scanned twice by the same search: linear time whatever the input.
 */
function writeHtml(html: string, writer: PlainTextWriter): void {
  const length = html.length;
  let textStart = 0;
  let at = 0;
  const flushText = (end: number) => {
    if (end > textStart) writer.text(html.slice(textStart, end));
  };
  /** Where a dropped element's end tag ("</script" and a non-name character) is, per name: -1 when none follows. */
  const endTags = new Map<string, { from: number; at: number }>();
  const endTagAt = (name: string, from: number): number => {
    const known = endTags.get(name);
    if (known && known.from <= from && (known.at === -1 || known.at >= from)) return known.at;
    // The name comes from DROPPED_ELEMENTS (letters only); the pattern is a literal search.
    const pattern = new RegExp(`</${name}(?![a-z0-9])`, "gi");
    pattern.lastIndex = from;
    const found = pattern.exec(html)?.index ?? -1;
    endTags.set(name, { from, at: found });
    return found;
  };
  /** Where the next `marker` from `from` ends; a construct left open runs to the end of the input. */
  const skipPast = (marker: string, from: number): number => {
    const end = html.indexOf(marker, from);
    return end === -1 ? length : end + marker.length;
  };

  while (at < length) {
    const lt = html.indexOf("<", at);
    if (lt === -1) break;
    const next = html.charCodeAt(lt + 1);
    if (html.startsWith("<!--", lt)) {
      flushText(lt);
      at = textStart = skipPast("-->", lt + 4);
    } else if (html.startsWith("<![CDATA[", lt)) {
      flushText(lt);
      const end = html.indexOf("]]>", lt + 9);
      writer.text(html.slice(lt + 9, end === -1 ? length : end));
      at = textStart = end === -1 ? length : end + 3;
    } else if (next === 33 /* ! */ || next === 63 /* ? */ || (next === 47 /* / */ && !isAsciiLetter(html.charCodeAt(lt + 2)))) {
      // A doctype, a processing instruction or a bogus comment: dropped up to its `>`.
      flushText(lt);
      at = textStart = skipPast(">", lt + 2);
    } else if (isAsciiLetter(next) || next === 47 /* / */) {
      const closing = next === 47;
      const nameStart = closing ? lt + 2 : lt + 1;
      let nameEnd = nameStart;
      while (nameEnd < length && isAsciiAlphanumeric(html.charCodeAt(nameEnd))) nameEnd++;
      const name = html.slice(nameStart, nameEnd).toLowerCase();
      flushText(lt);
      const gt = html.indexOf(">", nameEnd);
      // A tag left open at the end of the input is no tag (nor text).
      if (gt === -1) {
        at = textStart = length;
        break;
      }
      at = textStart = gt + 1;
      if (closing) {
        writer.close(name);
        continue;
      }
      writer.open(name);
      if (!DROPPED_ELEMENTS.has(name)) continue;
      const end = endTagAt(name, at);
      if (end !== -1) {
        at = textStart = end;
      } else if (RAW_TEXT_ELEMENTS.has(name)) {
        // An unclosed script or style: the rest of the input is its source.
        at = textStart = length;
      } else {
        // Another dropped element without an end tag drops only its tag, as before (issue 18).
        writer.close(name);
      }
    } else {
      // A `<` that starts no tag is text.
      at = lt + 1;
    }
  }
  flushText(length);
}

/** An HTML fragment or page as clean text (see the file header). */
export function htmlToText(html: string): string {
  const writer = new PlainTextWriter();
  writeHtml(html, writer);
  return writer.result();
}

/**
 * A description as a page gives it: HTML, HTML whose tags are themselves entity-encoded ("&lt;p&gt;", as some
 * applicant tracking systems publish in JSON-LD), or plain text (its line breaks kept).
 */
export function descriptionToText(value: string): string {
  let text = value;
  // Linear: `[^&]*?` stops at the next `&`, so each "&lt;" is tried once over the text up to the next one.
  if (!looksLikeHtml(text) && /&lt;\/?[a-z][a-z0-9]*\b[^&]*?&gt;/i.test(text)) text = decodeEntities(text);
  if (looksLikeHtml(text)) return htmlToText(text);
  return tidyText(decodeEntities(text));
}
