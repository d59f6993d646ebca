// A PDF's pages as one text: running headers and footers (the same line at the same height on several pages) and page
// numbers are dropped, and an entry broken by a page break reads on without a blank line.
import { EMAIL_RE, PHONE_RE } from "../patterns";
import { layoutPdfPage } from "./pdf-page";
import { largestSize, type PdfItem, rowText, rowsOf } from "./pdf-rows";

export interface PdfPage {
  items: PdfItem[];
  /** The page box's bottom and top (PDF y grows upwards). */
  bottom: number;
  top: number;
}

/** Rows this close to the page's top or bottom edge (share of its height) may be running headers or footers. */
const EDGE_SHARE = 0.12;

const PAGE_NUMBER_RE = /^(?:page\s*)?[-–—]?\s*\d{1,3}\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,3})?$|\bpage\s+\d{1,3}(?:\s+of\s+\d{1,3})?\b/i;

/** A row's text with digits and spacing normalised, so "Page 1" and "Page 2" are one running line. */
const runningKey = (text: string) => text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();

interface EdgeRow {
  page: number;
  items: PdfItem[];
  text: string;
  key: string;
  y: number;
  top: boolean;
  /** The page's first or last row (only there is "page 2" a page number). */
  outermost: boolean;
}

function edgeRows(pages: PdfPage[]): EdgeRow[][] {
  return pages.map((page, index) => {
    const rows = rowsOf(page.items.filter((i) => i.str.trim() !== "" && Number.isFinite(i.y)));
    const height = page.top - page.bottom;
    const known = Number.isFinite(height) && height > 0;
    return rows.flatMap((items, r) => {
      const y = items[0]!.y;
      const top = known ? y >= page.top - height * EDGE_SHARE : r === 0;
      const bottom = known ? y <= page.bottom + height * EDGE_SHARE : r === rows.length - 1;
      if (!top && !bottom) return [];
      const text = rowText(items);
      return [{ page: index, items, text, key: runningKey(text), y, top, outermost: r === 0 || r === rows.length - 1 }];
    });
  });
}

/** The items to leave out: page numbers, and running lines past their first page (kept there when at the top). */
function runningItems(pages: PdfPage[]): Set<PdfItem> {
  const edges = edgeRows(pages);
  const dropped = new Set<PdfItem>();
  const drop = (row: EdgeRow) => {
    for (const item of row.items) dropped.add(item);
  };
  // Heights are compared in 4-point buckets, a neighbouring bucket included.
  const pagesOf = new Map<string, Set<number>>();
  for (const row of edges.flat()) {
    const bucket = Math.round(row.y / 4);
    for (const b of [bucket - 1, bucket, bucket + 1]) {
      const key = `${b}|${row.key}`;
      pagesOf.set(key, (pagesOf.get(key) ?? new Set()).add(row.page));
    }
  }
  // The first page's name: its largest type, in its top band.
  const firstTop = edges[0]?.filter((row) => row.top) ?? [];
  const largest = largestSize(pages[0]?.items ?? []);
  const name = firstTop.find((row) => largest > 0 && largestSize(row.items) === largest);
  const nameText = name && name.text.split(" ").length >= 2 ? name.text.toLowerCase() : "";
  for (const row of edges.flat()) {
    if (row.outermost && PAGE_NUMBER_RE.test(row.text)) {
      drop(row);
      continue;
    }
    const running = (pagesOf.get(`${Math.round(row.y / 4)}|${row.key}`)?.size ?? 0) >= 2;
    // A running line carrying contact details is kept once, on the first page it is on.
    const keepOnce = row.top || EMAIL_RE.test(row.text) || new RegExp(PHONE_RE.source).test(row.text);
    const firstOccurrence = [...(pagesOf.get(`${Math.round(row.y / 4)}|${row.key}`) ?? [])].every((p) => p >= row.page);
    if (running && !(keepOnce && firstOccurrence)) drop(row);
    // A later page's header repeating the name ("Jane Doe, page two" or "JANE DOE | Resume").
    else if (row.page > 0 && row.top && nameText.length >= 4 && row.text.toLowerCase().includes(nameText)) drop(row);
  }
  return dropped;
}

/** A page that opens mid-entry (a wrapped line, a bullet after an unfinished one) is joined without a blank line. */
function pageBreak(before: string, after: string): string {
  // Only the last line read so far and the page's first (splitting the whole text again on each page is quadratic).
  const last = before.slice(before.lastIndexOf("\n") + 1);
  const end = after.indexOf("\n");
  const first = end < 0 ? after : after.slice(0, end);
  const continues = /^[a-z(]/.test(first) || (/^\s*[•●▪◦‣∙·○■□➢➤►▶✓✔*–-]\s/.test(first) && /^\s*[•●▪◦‣∙·○■□➢➤►▶✓✔*–-]\s/.test(last));
  return continues ? "\n" : "\n\n";
}

/** The pages' text in order, running lines and page numbers left out. */
export function readPdfPages(pages: PdfPage[]): string {
  const dropped = runningItems(pages);
  let text = "";
  pages.forEach((page, index) => {
    const pageText = layoutPdfPage(
      page.items.filter((i) => !dropped.has(i)),
      { firstPage: index === 0 },
    );
    if (!pageText.trim()) return;
    const next = pageText.trim();
    text = text ? text + pageBreak(text, next) + next : next;
  });
  return text;
}
