// Writing CSV for downloads (the admin's user export, the tracker's job export): RFC 4180 quoting, CRLF line ends,
// and cells a spreadsheet would run as a formula defused.

/**
 * One CSV cell: a value a spreadsheet would run as a formula (= + - @, or a leading tab/CR) gets a leading
 * apostrophe, then RFC 4180 quoting when it holds a comma, quote or line break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: readonly string[]): string {
  return values.map(csvCell).join(",");
}

/** A whole document: the header row, then one row per record, CRLF line ends and a final line end. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${[csvRow(header), ...rows.map(csvRow)].join("\r\n")}\r\n`;
}

/** The headers of a CSV download named `filename` (an attachment, never cached). */
export function csvDownloadHeaders(filename: string): Record<string, string> {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${filename}"`,
    "Cache-Control": "private, no-store",
  };
}
