// The job import's CSV reader (RFC 4180 and what spreadsheets and other trackers really write): quoted fields
// holding the delimiter, doubled quotes and line breaks; CRLF, LF or CR line ends; a UTF-8 byte order mark; the
// delimiter (comma, semicolon or tab) read from the header line. Each row keeps the file line it starts on, which
// is the number the import's errors name (the header is line 1, as a spreadsheet numbers its rows).

export type CsvDelimiter = "," | ";" | "\t";

export interface CsvRow {
  /** The 1-based line of the file the row starts on. */
  line: number;
  cells: string[];
}

/** The delimiter of the header line: the most frequent of comma, semicolon and tab outside quotes (comma on a tie). */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const ch of text.replace(/^\uFEFF/, "")) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch in counts) counts[ch as CsvDelimiter] += 1;
  }
  const best = (Object.keys(counts) as CsvDelimiter[]).reduce((a, b) => (counts[b] > counts[a] ? b : a), ",");
  return best;
}

/**
 * Every non-blank row of `input`, at most `maxRows` of them (a caller that wants to know whether there were more
 * asks for one extra). A quote opens a quoted field only at the field's start (after spaces); elsewhere it is text.
 */
export function parseCsvRows(
  input: string,
  delimiter: CsvDelimiter = detectDelimiter(input),
  maxRows = Number.POSITIVE_INFINITY,
): CsvRow[] {
  const text = input.replace(/^\uFEFF/, "");
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(field);
    field = "";
    if (cells.length > 1 || cells[0]!.trim() !== "") rows.push({ line: rowLine, cells });
    cells = [];
  };
  for (let i = 0; i < text.length && rows.length < maxRows; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (ch === "\n" || (ch === "\r" && text[i + 1] !== "\n")) line += 1;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (ch === delimiter) {
      cells.push(field);
      field = "";
    } else if (ch === "\r" || ch === "\n") {
      endRow();
      if (ch === "\r" && text[i + 1] === "\n") i += 1;
      line += 1;
      rowLine = line;
    } else field += ch;
  }
  if (rows.length < maxRows && (field !== "" || cells.length > 0)) endRow();
  return rows;
}
