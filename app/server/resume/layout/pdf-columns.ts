// Columns of a PDF page from its item positions: a sidebar (left or right) beside the main text is a vertical gap
// no text crosses over most of the page's height. Each column is read whole, never interleaved line by line; a band
// above (the name, a contact line) comes first and one below (a full-width section, a footer) last.
import { isLocation } from "../lines";
import { DATE_RE } from "../dates";
import { horizontalExtent, largestSize, type PdfItem, rowText } from "./pdf-rows";

/** The column search's bounds: past `maxItems` a page is one column; at most `gutters` positions are tried. */
export const COLUMN_SEARCH = { maxItems: 3_000, gutters: 256 } as const;

/** Each column holds at least this many rows with letters or digits (bullet glyphs alone are no column). */
const MIN_COLUMN_ROWS = 4;
/** The gap runs beside at least this share of the page's rows (most of its text height; a footer far below aside). */
const MIN_ROW_SHARE = 0.5;

const hasWords = (row: PdfItem[]) => row.some((i) => /[\p{L}\p{N}]/u.test(i.str));

interface Split {
  gutter: number;
  start: number;
  end: number;
  height: number;
  width: number;
}

/** The median spacing between consecutive rows (their baselines, top to bottom). */
function medianPitch(ys: number[]): number {
  const gaps: number[] = [];
  for (let k = 1; k < ys.length; k++) if (ys[k - 1]! - ys[k]! > 0) gaps.push(ys[k - 1]! - ys[k]!);
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 12;
}

const DATE_WORDS = new RegExp(`${DATE_RE.source}|\\b(?:present|current|now|today|since|to|until|from)\\b`, "gi");

/**
 * A date or a range and nothing more ("2019 – 2021", "since 07/2021", "Mar 2020 – Present"), or a place alone
 * ("Minneapolis, MN"): what a resume sets right-aligned beside its entries.
 */
const isDateOnly = (text: string) =>
  (DATE_RE.test(text) && text.replace(DATE_WORDS, " ").replace(/[^\p{L}]+/gu, "").length <= 3) || isLocation(text.trim());

/**
 * A narrow side that only annotates the other one (dates beside each entry, a place beside a title): its rows sit on
 * the other side's baselines and are dates, or few for their height. Such a page is read row by row, the annotation
 * kept on its line after an aligned gap.
 */
function isAnnotation(rows: PdfItem[][], gutter: number): boolean {
  const left: number[] = [];
  const right: number[] = [];
  let both = 0;
  let datedLeft = 0;
  let datedRight = 0;
  for (const row of rows) {
    const l = row.filter((i) => i.x + i.width <= gutter);
    const r = row.filter((i) => i.x >= gutter);
    const y = row[0]!.y;
    if (hasWords(l)) {
      left.push(y);
      if (isDateOnly(rowText(l))) datedLeft++;
    }
    if (hasWords(r)) {
      right.push(y);
      if (isDateOnly(rowText(r))) datedRight++;
    }
    if (hasWords(l) && hasWords(r)) both++;
  }
  const [side, other, dated] = left.length <= right.length ? [left, right, datedLeft] : [right, left, datedRight];
  if (both < side.length * 0.8) return false;
  const pitch = medianPitch(other);
  const density = side.length / ((side[0]! - side[side.length - 1]!) / pitch + 1);
  return dated >= side.length * 0.6 || density < 0.35;
}

function findSplit(rows: PdfItem[][]): Split | null {
  const { minX, maxX } = horizontalExtent(rows);
  const span = maxX - minX;
  const pageHeight = rows[0]![0]!.y - rows[rows.length - 1]![0]!.y;
  // Finite coordinates can still sum past the largest number (x + width), and far from zero `g += step` can add
  // nothing at all: the gutters are counted, never stepped until a bound is reached.
  if (!Number.isFinite(span) || span <= 0 || !(pageHeight > 0)) return null;
  const step = Math.max(2, (span * 0.76) / COLUMN_SEARCH.gutters);
  const gutters = Math.min(COLUMN_SEARCH.gutters, Math.floor((span * 0.76) / step));
  let best: Split | null = null;
  for (let k = 0; k <= gutters; k++) {
    const gutter = minX + span * 0.12 + k * step;
    // Runs of rows no item crosses; each run is a candidate column region.
    let start = 0;
    let leftRows = 0;
    let rightRows = 0;
    for (let r = 0; r <= rows.length; r++) {
      const row = rows[r];
      if (row && !row.some((i) => i.x < gutter && i.x + i.width > gutter)) {
        if (hasWords(row.filter((i) => i.x + i.width <= gutter))) leftRows++;
        if (hasWords(row.filter((i) => i.x >= gutter))) rightRows++;
        continue;
      }
      const end = r;
      if (leftRows >= MIN_COLUMN_ROWS && rightRows >= MIN_COLUMN_ROWS) {
        const height = rows[start]![0]!.y - rows[end - 1]![0]!.y;
        if (end - start >= rows.length * MIN_ROW_SHARE && (!best || height >= best.height - 1)) {
          let leftEdge = -Infinity;
          let rightEdge = Infinity;
          for (let k2 = start; k2 < end; k2++)
            for (const i of rows[k2]!) {
              if (i.x + i.width <= gutter) leftEdge = Math.max(leftEdge, i.x + i.width);
              else rightEdge = Math.min(rightEdge, i.x);
            }
          const width = rightEdge - leftEdge;
          const better = !best || height > best.height + 1 || width > best.width;
          if (width >= 12 && better && !isAnnotation(rows.slice(start, end), gutter)) best = { gutter, start, end, height, width };
        }
      }
      start = r + 1;
      leftRows = 0;
      rightRows = 0;
    }
  }
  return best;
}

/**
 * The page's rows as blocks in reading order: one block for a one-column page; else the band above the columns,
 * the column holding the page's largest text (the name) first and then the other (left before right when neither
 * does), and the band below.
 */
export function columnBlocks(rows: PdfItem[][]): PdfItem[][][] {
  const itemCount = rows.reduce((n, row) => n + row.length, 0);
  const split = rows.length > 0 && itemCount <= COLUMN_SEARCH.maxItems ? findSplit(rows) : null;
  if (!split) return [rows];
  const region = rows.slice(split.start, split.end);
  const left = region.map((row) => row.filter((i) => i.x + i.width <= split.gutter)).filter((row) => row.length > 0);
  const right = region.map((row) => row.filter((i) => i.x >= split.gutter)).filter((row) => row.length > 0);
  const above = rows.slice(0, split.start);
  const largest = largestSize(rows.flat());
  const nameFirst = largestSize(above.flat()) < largest && largestSize(right.flat()) === largest && largestSize(left.flat()) < largest;
  const columns = nameFirst ? [right, left] : [left, right];
  return [above, ...columns, rows.slice(split.end)].filter((block) => block.length > 0);
}
