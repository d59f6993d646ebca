// Certifications and licences: one entry per certificate, read from a line ("AWS Certified Developer, Amazon Web
// Services, 2022"), a table row (name, issuer, number, issued, expires) or a name with its issuer and dates on the
// lines under it.
import { DATE_RE, findDates } from "./dates";
import { withoutEmptyBrackets } from "./entries";
import type { ResumeExtraction } from "./extraction";
import { type Line, urlsIn } from "./lines";
import { ISSUERS, URL_RE } from "./patterns";

/** An issuer alone on its line, with or without a date: "CNCF, 2022", "Amazon Web Services". */
function isIssuerLine(text: string, firstPart: string): boolean {
  const match = firstPart.match(ISSUERS);
  return (
    !!match &&
    match[0].length === firstPart.length &&
    findDates(text).rest.replace(/[\s,;|()–—-]+/g, "") === firstPart.replace(/[\s,;|()–—-]+/g, "")
  );
}

/** "No. AP139842", "Licence No: 12345", "#A-1234": a licence's number, neither its name nor its issuer. */
const LICENCE_NUMBER = /(?:\b(?:licen[cs]e\s+)?(?:no\.?|number|num\.?)\s*:?|#)\s*[A-Z]{0,4}-?\d[\dA-Z-]{3,}\b/gi;
/** "certified 08/2020", "issued Jan 2020": the word before a certificate's date. */
const DATE_WORD =
  /\b(?:certified|issued|obtained|earned|completed|awarded)\b:?(?=\s*(?:\d{1,2}[/.])?(?:19|20)\d{2}|\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d{2})/gi;

/** "Name (Issuer)" where the brackets hold a known issuer and nothing else: the name and the issuer, or null. */
function issuerInBrackets(text: string): { name: string; issuer: string } | null {
  const trimmed = text.replace(/(?<![\s,.;])[\s,.;]+$/, "");
  const open = trimmed.lastIndexOf("(");
  if (!trimmed.endsWith(")") || open <= 0) return null;
  const issuer = trimmed.slice(open + 1, -1).trim();
  const known = issuer.match(ISSUERS);
  return known?.[0].length === issuer.length ? { name: trimmed.slice(0, open).trim(), issuer } : null;
}

/** A cell saying the certificate has no expiry, or nothing: "No expiry", "Does not expire", "N/A", "—". */
const NO_VALUE_CELL = /^(?:no expiry|does not expire|never expires|non-expiring|lifetime|n\/?a|none|[—–-])$/i;
/** A licence or card number alone in its cell: "EW 184527", "WAH-55120", "0093312". */
const NUMBER_CELL = /^[A-Z]{0,4}[ -]?\d{4,}[A-Z]?$/;

/**
 * One row of a certificates table (cells split by tabs): name, issuer, number, issued, expires in any order of the last
 * three. The dates are the cells that are one date each (the first issued, the second its expiry); numbers and "No
 * expiry" are no field. Null for a line of fewer than three cells.
 */
function certificateRow(text: string): ResumeExtraction["certifications"][number] | null {
  const cells = text
    .split("\t")
    .map((c) => c.trim())
    .filter(Boolean);
  if (cells.length < 3) return null;
  const dates: string[] = [];
  const words: string[] = [];
  for (const cell of cells) {
    const found = findDates(cell);
    if (found.found && !/\p{L}{2}/u.test(found.rest) && !found.startDate) dates.push(found.endDate);
    else if (!NO_VALUE_CELL.test(cell) && !NUMBER_CELL.test(cell)) words.push(cell);
  }
  if (words.length === 0 || words.length > 2 || dates.length > 2) return null;
  return { name: words[0]!, issuer: words[1] ?? "", issueDate: dates[0] ?? "", expiryDate: dates[1] ?? "", credentialUrl: "" };
}

export function readCertifications(input: Line[]): ResumeExtraction["certifications"] {
  const out: ResumeExtraction["certifications"] = [];
  // A wrapped line ("Google Professional Data" / "Engineer, Google, 2022") continues the one before it.
  const lines: Line[] = [];
  for (const line of input.filter((l) => !l.blank)) {
    const prev = lines[lines.length - 1];
    const firstPart = line.text.split(/,|\s[|—–-]\s/)[0]!.trim();
    // "CNCF, 2022" under its certificate's name: the issuer (and date) of the line above.
    if (prev && !line.bullet && !DATE_RE.test(prev.text) && isIssuerLine(line.text, firstPart)) {
      lines[lines.length - 1] = { ...prev, text: `${prev.text}, ${line.text}` };
      continue;
    }
    if (
      prev &&
      !line.bullet &&
      !DATE_RE.test(prev.text) &&
      !/[,|—–]|\s-\s/.test(prev.text) &&
      (DATE_RE.test(line.text) || ISSUERS.test(line.text)) &&
      (firstPart.split(/\s+/).length <= 2 || /^[a-z]/.test(firstPart))
    ) {
      lines[lines.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
    } else lines.push(line);
  }
  for (const line of lines) {
    if (line.blank) continue;
    const row = certificateRow(line.text);
    if (row) {
      out.push(row);
      continue;
    }
    const urls = urlsIn(line.text);
    let text = line.text.replace(URL_RE, "").trim();
    URL_RE.lastIndex = 0;
    let issueDate = "";
    let expiryDate = "";
    const expiry = text.match(
      new RegExp(
        `\\b(?:expires?|expiry|exp\\.?|valid until|valid through)\\s*(?::\\s*)?(${DATE_RE.source.replace(/^\(\?<!\[\\w\/\]\)|\(\?!\[\\w\/\]\)$/g, "")})`,
        "i",
      ),
    );
    if (expiry) {
      expiryDate = findDates(expiry[1]!).endDate;
      text = text.replace(expiry[0], "");
    }
    const found = findDates(text.replace(DATE_WORD, ""));
    if (found.found) {
      issueDate = found.startDate || found.endDate;
      if (found.startDate && found.endDate && !expiryDate) expiryDate = found.endDate;
      text = withoutEmptyBrackets(found.rest).replace(/\b(issued|obtained|earned|completed)\b:?/gi, "");
    }
    // "ISTQB Certified Tester (ISTQB)", "Oracle Certified Professional, Java SE 11 Developer (Oracle)": the issuer in brackets.
    const bracketed = issuerInBrackets(text);
    if (bracketed) {
      out.push({ ...bracketed, issueDate, expiryDate, credentialUrl: urls[0] ?? "" });
      continue;
    }
    const cleaned = text
      .replace(LICENCE_NUMBER, "")
      .replace(/^[\s|—–,-]+/, "")
      .replace(/(?<![\s|—–,(-])[\s|—–,(-]+$/, "");
    const parts = cleaned
      .split(/(?<!\s)\s+[|—–]\s+|(?<!\s)\s+-\s+|,\s+|(?<!\s)\s+by\s+|(?<!\s)\s+from\s+|\t/)
      .map((p) => p.replace(/^[\s,;:]+|(?<![\s,;:])[\s,;:]+$/g, ""))
      .filter(Boolean);
    if (!parts.length) continue;
    let issuerIndex = parts.findIndex((p, i) => i > 0 && ISSUERS.test(p));
    if (issuerIndex < 0 && parts.length > 1) issuerIndex = parts.length - 1;
    const issuer = issuerIndex > 0 ? parts[issuerIndex]! : "";
    // A name before its issuer keeps its own dashes ("AWS Certified Solutions Architect – Associate").
    const nameEnd = issuerIndex === parts.length - 1 && issuerIndex > 1 ? cleaned.lastIndexOf(issuer) : -1;
    const name =
      nameEnd > 0
        ? cleaned.slice(0, nameEnd).replace(/(?<![\s|—–,-])[\s|—–,-]+$/, "")
        : parts.filter((_, i) => i !== issuerIndex).join(" - ");
    if (!line.bullet && out.length > 0 && !found.found && !issuer && /^[a-z]/.test(name)) continue;
    out.push({ name, issuer, issueDate, expiryDate, credentialUrl: urls[0] ?? "" });
  }
  return out;
}
