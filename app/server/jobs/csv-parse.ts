// The job import's CSV reading: the shared linear reader (app/lib/csv-reader.ts) with the delimiter (comma,
// semicolon or tab) read from the header line. Each row keeps the file line it starts on, which is the number
// the import's errors name (the header is line 1, as a spreadsheet numbers its rows).
import { type CsvDelimiter, type CsvRow, detectCsvDelimiter, readCsv } from "~/lib/csv-reader";

export type { CsvDelimiter, CsvRow };

/** The delimiter of the header line: the most frequent of comma, semicolon and tab outside quotes (comma on a tie). */
export const detectDelimiter = detectCsvDelimiter;

/**
 * Every non-blank row of `input`, at most `maxRows` of them (a caller that wants to know whether there were more
 * asks for one extra). A quote opens a quoted field only at the field's start (after spaces); elsewhere it is text.
 */
export function parseCsvRows(
  input: string,
  delimiter: CsvDelimiter = detectCsvDelimiter(input),
  maxRows = Number.POSITIVE_INFINITY,
): CsvRow[] {
  return readCsv(input, { delimiter, maxRows });
}
