// The separator extraction writes where a document aligned text into columns on one line: a DOCX tab (or absolute
// tab), a wide gap between items on a PDF line, the cells of a table row read as one line. The entry rules split a
// line on it ("Title, Company — City<gap>Month Year – Present"), so the extraction writes exactly one per gap
// (a run of tabs is one gap) and nothing else in extracted text of a PDF or DOCX is a tab.

/** One aligned gap on a line of extracted text. */
export const ALIGNED_GAP = "\t";
