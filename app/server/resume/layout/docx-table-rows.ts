// A DOCX table row laid out as one job (dates, company and city in one cell; title and bullets in the other) read
// in the order the entry rules read an entry: title line, company line, dates, then the bullets.
import { DATE_RE, hasDateRange } from "../dates";
import { headingKey } from "../lines";
import { BULLET_RE } from "../patterns";
import { ALIGNED_GAP } from "./aligned-gap";

/** A cell beside the entry's body holds a few short lines (a sidebar cell of a layout table holds many). */
const MAX_SIDE_LINES = 6;
const MAX_HEADER_LINE = 80;
/** A column of expiry dates ("Expires", "Expiry date", "Valid until", "Renewal") or of issue dates ("Issued", "Date", "Year"). */
const EXPIRY_LABEL = /^(?:expires?|expiry(?: date)?|exp\.?|valid (?:until|to|through)|renewal(?: date| due)?)$/i;
const ISSUE_LABEL = /^(?:issued|issue date|date issued|date|year|obtained|awarded|completed)$/i;
/** The lines one value of a grid's record may wrap over. */
const MAX_RECORD_CELL_LINES = 3;

const isDateLine = (line: string) => hasDateRange(line) || (DATE_RE.test(line) && line.length <= 30);
const isBullet = (line: string) => BULLET_RE.test(line);
/** A cell's lines, soft breaks split and blank lines left out. */
const cellLines = (cell: string[]) => cell.flatMap((l) => l.split("\n")).filter((l) => l.trim() !== "");
const charCount = (lines: string[]) => lines.reduce((n, l) => n + l.length, 0);

/** The leading lines of the body cell that head the entry (its title, perhaps its company), before its bullets. */
function headerLength(body: string[]): number {
  let count = 0;
  while (count < Math.min(body.length, 3)) {
    const line = body[count]!;
    if (isBullet(line) || line.length > MAX_HEADER_LINE || /[.!?]$/.test(line)) break;
    count++;
  }
  return count;
}

/**
 * A table row's lines: a row with a body cell (the one with bullets, or the most text) and short cells beside it
 * that carry the entry's dates is one entry; any other row (a layout table's sidebar and main cells, a skills grid)
 * reads its cells in order, as before.
 */
function tableRowLines(cells: string[][]): string[] {
  const filled = cells.map(cellLines).filter((cell) => cell.length > 0);
  // Any other row reads as before: its cells' paragraphs in order, blank ones kept.
  const inOrder = cells.flat();
  if (filled.length < 2) return inOrder;
  let bodyIndex = filled.findIndex((cell) => cell.some(isBullet));
  if (bodyIndex < 0) bodyIndex = filled.reduce((best, cell, i) => (charCount(cell) > charCount(filled[best]!) ? i : best), 0);
  const body = filled[bodyIndex]!;
  const sides = filled.filter((_, i) => i !== bodyIndex);
  if (sides.some((cell) => cell.length > MAX_SIDE_LINES || cell.some((l) => isBullet(l) || l.length > MAX_HEADER_LINE))) return inOrder;
  // A cell holding a section heading is a page layout cell, not part of one entry.
  if (filled.some((cell) => cell.some((l) => l.length <= 45 && headingKey(l) !== null))) return inOrder;
  const head = headerLength(body);
  const header = body.slice(0, head);
  const sideLines = sides.flat();
  const dates = [...header, ...sideLines].filter(isDateLine);
  if (dates.length === 0) return inOrder;
  // At most two header lines (the entry rules look two lines back from the dates): the title, then the rest as one
  // line of aligned parts (company, place).
  const [title, ...rest] = [...header, ...sideLines].filter((l) => !isDateLine(l));
  const headLines = title === undefined ? [] : [title, rest.join(ALIGNED_GAP)];
  return [...headLines.filter((l) => l !== ""), dates.join(" "), ...body.slice(head)];
}

/**
 * A table's lines. A grid of records (every row three or more cells of a value each, wrapped over at most three lines: tickets and licences, languages,
 * grades) reads a row per line, its cells after ALIGNED_GAPs, and a first row of labels ("Ticket | Issued by |
 * Expires": no digits where the records have some) is left out; any other table reads row by row (tableRowLines).
 */
export function tableLines(rows: string[][][]): string[] {
  const filled = rows.map((cells) => cells.map(cellLines).filter((cell) => cell.length > 0));
  // A cell of a record may wrap its value over a soft break or two ("Best Interests Assessor" / "(Mental Capacity Act)").
  const grid =
    filled.length >= 2 &&
    filled.every((cells) => cells.length >= 3 && cells.every((cell) => cell.length <= MAX_RECORD_CELL_LINES && !cell.some(isBullet)));
  if (!grid) return rows.flatMap(tableRowLines);
  const values = filled.map((cells) => cells.map((cell) => cell.map((l) => l.trim()).join(" ")));
  const lines = values.map((cells) => cells.join(ALIGNED_GAP));
  const labels = !/\d/.test(lines[0]!) && lines.slice(1).some((l) => /\d/.test(l));
  if (!labels) return lines;
  // A date under "Expires" or "Issued" says which it is: the label goes with it ("Expires 01/31/2027").
  const dateWord = values[0]!.map((label) => (EXPIRY_LABEL.test(label) ? "Expires" : ISSUE_LABEL.test(label) ? "Issued" : ""));
  return values
    .slice(1)
    .map((cells) =>
      cells
        .map((cell, i) =>
          dateWord[i] && DATE_RE.test(cell) && !/\p{L}{3}/u.test(cell.replace(DATE_RE, "")) ? `${dateWord[i]} ${cell}` : cell,
        )
        .join(ALIGNED_GAP),
    );
}
