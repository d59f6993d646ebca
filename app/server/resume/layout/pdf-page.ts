// One PDF page as text: rows in reading order (columns read whole), a wide vertical gap as a blank line, and a name
// set in large capitals over two lines ("JANE" above "DOE") kept together as one line.
import { columnBlocks } from "./pdf-columns";
import { horizontalExtent, itemSize, largestSize, type PdfItem, rowText, rowsOf } from "./pdf-rows";

/** A name word: letters with an inner hyphen or apostrophe ("O'BRIEN", "Anne-Marie"). */
const NAME_WORD = /^\p{Lu}[\p{L}'’-]*$/u;

/**
 * The first lines of a block set in the page's largest type, each one or two capitalised words, are one name split
 * over lines; they are joined when the type is larger than the body text (a heading is not).
 */
function joinedName(lines: Array<{ text: string; size: number }>, largest: number, body: number): number {
  let count = 0;
  let words = 0;
  while (count < lines.length && count < 3) {
    const { text, size } = lines[count]!;
    const parts = text.split(" ");
    if (Math.abs(size - largest) > 0.5 || parts.length > 2 || !parts.every((w) => NAME_WORD.test(w))) break;
    words += parts.length;
    count++;
  }
  return count >= 2 && words <= 4 && largest >= body * 1.3 ? count : 0;
}

function medianSize(items: PdfItem[]): number {
  const sizes = items.map(itemSize).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 10;
}

/** A line that ends mid-phrase ("Solutions Architect –", "University of"). */
const OPEN_END = /(?:[-–—,&/]|\s(?:and|of|for|in|at))$/;
/** A line that can only continue the one above ("(CKA)", "and the team"); a list item or a link is not one. */
const CONTINUATION = /^\(|^(?:and|or|of|for|in|with|to|the|a|an|&)\s/;

interface BlockLine {
  text: string;
  /** The baseline of its first row and of its last (a wrapped line spans rows). */
  top: number;
  y: number;
  size: number;
}

/**
 * In a narrow column (a sidebar) a line wraps early: a line that continues the one above it (same type, the usual
 * spacing, the one above open or this one a continuation) is read as part of it.
 */
function joinWrapped(lines: BlockLine[]): BlockLine[] {
  const out: BlockLine[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    const wrapped =
      previous &&
      Math.abs(previous.size - line.size) <= 0.5 &&
      previous.y - line.y <= line.size * 1.6 &&
      (OPEN_END.test(previous.text) || CONTINUATION.test(line.text));
    if (wrapped) out[out.length - 1] = { ...previous, text: `${previous.text} ${line.text}`, y: line.y };
    else out.push(line);
  }
  return out;
}

function blockText(rows: PdfItem[][], options: { largest: number; body: number; nameAllowed: boolean; narrow: boolean }): string[] {
  let lines: BlockLine[] = rows.map((row) => ({ text: rowText(row), top: row[0]!.y, y: row[0]!.y, size: itemSize(row[0]!) }));
  const nameLines = options.nameAllowed ? joinedName(lines, options.largest, options.body) : 0;
  if (nameLines > 0)
    lines.splice(0, nameLines, {
      ...lines[0]!,
      text: lines
        .slice(0, nameLines)
        .map((l) => l.text)
        .join(" "),
    });
  if (options.narrow) lines = joinWrapped(lines);
  const out: string[] = [];
  let previous: BlockLine | null = null;
  for (const line of lines) {
    if (previous && previous.y - line.top > Math.max(previous.size, line.size) * 1.9) out.push("");
    out.push(line.text);
    previous = line;
  }
  return out;
}

/** The width the rows take (0 when none). */
function widthOf(rows: PdfItem[][]): number {
  const { minX, maxX } = horizontalExtent(rows);
  return maxX > minX ? maxX - minX : 0;
}

/**
 * Rebuilds reading order from positioned PDF text (pdf-columns.ts finds the columns), joining items on one baseline
 * (a wide gap is an ALIGNED_GAP). `firstPage` allows the two-line name. Bounded: a page of absurd width or item
 * count is read as one column, never slowly.
 */
export function layoutPdfPage(items: PdfItem[], { firstPage = true } = {}): string {
  const parts = items.filter((i) => i.str.trim() !== "");
  if (parts.length === 0) return "";
  const measurable = parts.every((i) => Number.isFinite(i.x) && Number.isFinite(i.y) && Number.isFinite(i.width));
  const rows = rowsOf(parts);
  const blocks = measurable ? columnBlocks(rows) : [rows];
  const largest = largestSize(parts);
  const body = medianSize(parts);
  const pageWidth = widthOf(rows);
  return blocks
    .map((block, index) => {
      const narrow = blocks.length > 1 && widthOf(block) < pageWidth * 0.45;
      return blockText(block, { largest, body, nameAllowed: firstPage && index <= 1, narrow }).join("\n");
    })
    .join("\n\n");
}
