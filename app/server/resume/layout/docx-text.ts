// word/document.xml to text, in one forward pass over the tags: paragraphs as lines, table rows read as cells
// (docx-table-rows.ts), text boxes as their own lines where they are anchored (their fallback copy skipped), soft
// line breaks as line breaks, and tabs (absolute tabs too) as one ALIGNED_GAP each.
import { ALIGNED_GAP } from "./aligned-gap";
import { tableLines } from "./docx-table-rows";

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

interface Table {
  /** The cells of the row being read, each its lines. */
  cells: string[][];
  /** The rows read so far, each its cells. */
  rows: string[][][];
}

/**
 * word/document.xml to text: one line per <w:p>, <w:tab/> and <w:ptab/> as one ALIGNED_GAP, <w:br/> and <w:cr/> as a
 * line break, a list paragraph (numbering properties) as a bullet; a table row through `tableRowLines`; a text box's
 * paragraphs (<w:txbxContent>) as lines of their own at their anchor, its VML copy in <mc:Fallback> skipped. Only
 * the text of <w:t> runs is read, so field codes (<w:instrText>) and deleted text (<w:delText>) stay out. One
 * forward pass over the tags (no pattern searched for again from each tag), so a hostile document costs time in
 * proportion to its size.
 */
export function docxXmlToText(xml: string): string {
  const document: string[] = [];
  /** Where finished lines go: the document, or the cell being read. */
  const targets: string[][] = [document];
  const tables: Table[] = [];
  /** Paragraphs a text box interrupted, resumed when it ends. */
  const outer: Array<{ line: string[] | null; bullet: boolean; interrupted: boolean }> = [];
  let line: string[] | null = null;
  let bullet = false;
  /** The paragraph's text before a text box was read as its own line: nothing after the box leaves no empty line. */
  let interrupted = false;
  let inText = false;
  let inTabStops = false;
  let fallbackDepth = 0;
  const target = () => targets[targets.length - 1]!;
  const emit = (pieces: string[], asBullet: boolean) => {
    const text = pieces.join("").replace(/\t+/g, ALIGNED_GAP);
    target().push(asBullet && text.trim() ? `• ${text}` : text);
  };
  const gap = () => {
    if (line && line[line.length - 1] !== ALIGNED_GAP) line.push(ALIGNED_GAP);
  };
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
    // The fallback copy of a text box (the same text for older readers) is skipped whole.
    if (name === "mc:Fallback" && !selfClosing) fallbackDepth++;
    else if (name === "/mc:Fallback" && fallbackDepth > 0) fallbackDepth--;
    if (fallbackDepth > 0 || name === "/mc:Fallback") continue;
    switch (name) {
      case "w:p":
        if (selfClosing) {
          if (!line) target().push("");
        } else if (!line) {
          line = [];
          bullet = false;
          interrupted = false;
        }
        break;
      case "/w:p":
        if (line && !(interrupted && !line.join("").trim())) emit(line, bullet);
        line = null;
        inText = false;
        break;
      case "w:t":
        inText = !selfClosing && line !== null;
        break;
      case "/w:t":
        inText = false;
        break;
      case "w:tabs":
        inTabStops = !selfClosing;
        break;
      case "/w:tabs":
        inTabStops = false;
        break;
      case "w:tab":
        // Inside <w:tabs> it is a tab stop, not a tab.
        if (selfClosing && !inTabStops) gap();
        break;
      case "w:ptab":
        gap();
        break;
      case "w:br":
      case "w:cr":
        if (line && selfClosing) line.push("\n");
        break;
      case "w:noBreakHyphen":
        line?.push("-");
        break;
      case "w:numPr":
        if (line && !selfClosing) bullet = true;
        break;
      case "w:txbxContent":
        if (selfClosing) break;
        // The anchor paragraph's text so far is a line before the box's.
        if (line?.join("").trim()) {
          emit(line, bullet);
          line = [];
          interrupted = true;
        }
        outer.push({ line, bullet, interrupted });
        line = null;
        inText = false;
        break;
      case "/w:txbxContent": {
        if (line) emit(line, bullet);
        const resumed = outer.pop();
        line = resumed?.line ?? null;
        bullet = resumed?.bullet ?? false;
        interrupted = resumed?.interrupted ?? false;
        inText = false;
        break;
      }
      case "w:tbl":
        if (!selfClosing) tables.push({ cells: [], rows: [] });
        break;
      case "/w:tbl": {
        const table = tables.pop();
        if (table) for (const l of tableLines(table.rows)) target().push(l);
        break;
      }
      case "w:tr":
        if (tables.length > 0 && !selfClosing) tables[tables.length - 1]!.cells = [];
        break;
      case "/w:tr": {
        const table = tables[tables.length - 1];
        if (table) {
          table.rows.push(table.cells);
          table.cells = [];
        }
        break;
      }
      case "w:tc":
        if (tables.length > 0 && !selfClosing) targets.push([]);
        break;
      case "/w:tc":
        if (tables.length > 0 && targets.length > 1) tables[tables.length - 1]!.cells.push(targets.pop()!);
        break;
      default:
        break;
    }
  }
  // A table never closed still gives its rows.
  for (const table of tables) for (const l of tableLines(table.rows)) document.push(l);
  return document.join("\n");
}
