// The LinkedIn export's CSV files, read by the shared linear reader (app/lib/csv-reader.ts): quoted fields with
// commas, doubled quotes and line breaks, CRLF / LF / CR line ends, a leading byte order mark. Columns are read by
// header name, never by position.
import { readCsv } from "~/lib/csv-reader";

/** Every row as its fields; blank lines are dropped. */
export function parseCsv(input: string, maxRows = 5000): string[][] {
  return readCsv(input, { delimiter: ",", maxRows }).map((row) => row.cells);
}

/** A header as compared: case, spaces, underscores and punctuation do not matter ("Started On" = "started_on"). */
export const headerKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

export type CsvRecord = (column: string) => string;

/**
 * The records of a CSV whose header row holds any of `expected` columns. The header is looked for among the
 * first rows (some LinkedIn files open with notes); a missing column reads as "".
 */
export function readCsvRecords(input: string, expected: readonly string[], maxRows?: number): CsvRecord[] {
  const rows = parseCsv(input, maxRows);
  const wanted = new Set(expected.map(headerKey));
  const headerIndex = rows.slice(0, 5).findIndex((row) => row.some((cell) => wanted.has(headerKey(cell))));
  if (headerIndex < 0) return [];
  const columns = new Map<string, number>();
  rows[headerIndex]!.forEach((cell, index) => {
    const key = headerKey(cell);
    if (key && !columns.has(key)) columns.set(key, index);
  });
  return rows.slice(headerIndex + 1).map((row) => (column: string) => {
    const index = columns.get(headerKey(column));
    return index === undefined ? "" : (row[index] ?? "").trim();
  });
}
