// A small RFC 4180 CSV reader for the LinkedIn export: quoted fields with commas, doubled quotes and line breaks,
// CRLF / LF / CR line ends, a leading byte order mark. Columns are read by header name, never by position.

/** Every row as its fields; blank lines are dropped. */
export function parseCsv(input: string, maxRows = 5000): string[][] {
  const text = input.replace(/^\uFEFF/, "");
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    field = "";
    if (row.length > 1 || row[0]!.trim() !== "") rows.push(row);
    row = [];
  };
  while (i < text.length && rows.length < maxRows) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" || ch === "\n") {
      endRow();
      if (ch === "\r" && text[i + 1] === "\n") i += 1;
    } else field += ch;
    i += 1;
  }
  if (rows.length < maxRows && (field !== "" || row.length > 0)) endRow();
  return rows;
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
