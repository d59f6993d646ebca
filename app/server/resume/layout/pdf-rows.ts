// Positioned PDF text (unpdf's text items) as rows: items on one baseline, read left to right.
import { ALIGNED_GAP } from "./aligned-gap";

/** One text item of a PDF page: its text, baseline origin (x, y from the bottom), width and font size. */
export interface PdfItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
}

export const itemSize = (item: PdfItem) => item.fontSize || item.height || 10;

/** Items grouped by baseline, top to bottom; each row's items left to right (sorting is the only cost past linear). */
export function rowsOf(items: PdfItem[]): PdfItem[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: PdfItem[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0]!.y - item.y) <= Math.max(2, itemSize(item) * 0.35)) row.push(item);
    else rows.push([item]);
  }
  for (const row of rows) row.sort((a, b) => a.x - b.x);
  return rows;
}

/** A row's text: a wide gap between items is one ALIGNED_GAP, a narrow one a space. */
export function rowText(row: PdfItem[]): string {
  let text = "";
  let end = -Infinity;
  for (const item of row) {
    const size = itemSize(item);
    const gap = item.x - end;
    // The last character of the line so far and the first of the item (a pattern over the growing line would
    // read it all again for every item).
    if (text)
      text += gap > size * 1.5 ? ALIGNED_GAP : gap > size * 0.15 && !/\s/.test(text[text.length - 1]!) && !/^\s/.test(item.str) ? " " : "";
    text += item.str;
    end = item.x + item.width;
  }
  return text.replace(/[ ]{2,}/g, " ").trim();
}

/** The largest font size among the items (0 for none). */
export function largestSize(items: PdfItem[]): number {
  let largest = 0;
  for (const item of items) if (itemSize(item) > largest) largest = itemSize(item);
  return largest;
}

/** The leftmost and rightmost x any item of the rows reaches (Infinity and -Infinity for none). */
export function horizontalExtent(rows: PdfItem[][]): { minX: number; maxX: number } {
  let minX = Infinity;
  let maxX = -Infinity;
  for (const row of rows)
    for (const i of row) {
      minX = Math.min(minX, i.x);
      maxX = Math.max(maxX, i.x + i.width);
    }
  return { minX, maxX };
}
