// Certifications and licences: one entry per certificate, read from a line ("AWS Certified Developer, Amazon Web
// Services, 2022"), a table row (name, issuer, number, issued, expires) or a name with its issuer and dates on the
// lines under it.
import { DATE_RE, findDates } from "./dates";
import { withoutEmptyBrackets } from "./entries";
import type { ResumeExtraction } from "./extraction";
import { type Line, urlsIn } from "./lines";
import { ISSUERS, SCHOOL_RE, URL_RE } from "./patterns";
import { type CertificateDetails, EXPIRY_RE, IDENTIFIER_RE, ISSUED_RE, readCertificateDetails } from "./certificate-details";

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
  let expiryDate = "";
  for (const cell of cells) {
    // "Expires 01/31/2027": a date its column named.
    const expiry = cell.match(EXPIRY_RE);
    if (expiry && expiry.index === 0) {
      expiryDate = findDates(expiry[1]!).endDate;
      continue;
    }
    const found = findDates(cell.replace(/^issued\s+/i, ""));
    if (found.found && !/\p{L}{2}/u.test(found.rest) && !found.startDate) dates.push(found.endDate);
    else if (!NO_VALUE_CELL.test(cell) && !NUMBER_CELL.test(cell)) words.push(cell);
  }
  if (words.length === 0 || words.length > 2 || dates.length > 2) return null;
  return {
    name: words[0]!,
    issuer: words[1] ?? "",
    issueDate: dates[0] ?? "",
    expiryDate: expiryDate || (dates[1] ?? ""),
    credentialUrl: "",
  };
}

type Certificate = ResumeExtraction["certifications"][number];

/** A bracket holding a number no field keeps: "(Permit to Practice member no. 123456)". */
const BRACKETED_IDENTIFIER_RE = new RegExp(`\\([^()]{0,80}?(?:${IDENTIFIER_RE.source})[^()]{0,80}\\)`, "gi");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A school or a known issuer, written whole ("INSEAD", "Harvard Business School", "Coursera"). */
const isProvider = (text: string) => SCHOOL_RE.test(text) || text.match(ISSUERS)?.[0].length === text.length;

/** A certificate as written: its name line (a wrapped name joined) and the detail lines under it. */
interface CertificateLines {
  line: Line;
  details: CertificateDetails[];
}

/**
 * "Human Factors International ·" / "06/2021": a line that ends on a separator was wrapped (a narrow sidebar) and goes
 * on in the next line.
 */
function withTrailingSeparatorsJoined(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    if (previous && !line.bullet && /(?<=\S)\s*[·|,–—]$/.test(previous.text))
      out[out.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
    else out.push(line);
  }
  return out;
}

/** The section's lines as certificates: each name line with the issuer and date lines under it. */
function certificateGroups(input: Line[]): CertificateLines[] {
  const lines = withTrailingSeparatorsJoined(input.filter((l) => !l.blank));
  const groups: CertificateLines[] = [];
  for (const [index, line] of lines.entries()) {
    const current = groups[groups.length - 1];
    const nameDated = !!current && DATE_RE.test(current.line.text);
    const details = line.bullet || !current ? null : readCertificateDetails(line.text);
    // Under a name without dates, any detail; under a dated name, only a line of dates or numbers ("Expires 05/2027",
    // "Social Work England registration no. SW112233").
    if (current && details && (!nameDated || !details.issuer || details.numberOnly)) {
      current.details.push(details);
      continue;
    }
    const firstPart = line.text.split(/,|\s[|—–-]\s/)[0]!.trim();
    const next = lines[index + 1];
    // "Databricks Certified Data Engineer" / "Professional" / "Databricks · 2023": a name wrapped before its details.
    // "Google Professional Data" / "Engineer, Google, 2022": a name wrapped into its own issuer and date.
    const open = !!current && !line.bullet && current.details.length === 0 && !nameDated;
    const short = line.text.split(/\s+/).length <= 3 || /^[a-z]/.test(line.text);
    const wraps = open && !DATE_RE.test(line.text) && short && !!next && !next.bullet && !!readCertificateDetails(next.text);
    const wrapsIntoDetails =
      open &&
      !/[,|—–]|\s-\s/.test(current!.line.text) &&
      (DATE_RE.test(line.text) || ISSUERS.test(line.text)) &&
      (firstPart.split(/\s+/).length <= 2 || /^[a-z]/.test(firstPart));
    if (current && (wraps || wrapsIntoDetails)) current.line = { ...current.line, text: `${current.line.text} ${line.text}` };
    else groups.push({ line, details: [] });
  }
  return groups;
}

/** A certificate with what its detail lines add: the issuer and dates its own line left empty. */
function withDetails(certificate: Certificate, details: CertificateDetails[]): Certificate {
  const out = { ...certificate };
  for (const d of details) {
    out.issuer ||= d.issuer;
    out.issueDate ||= d.issueDate;
    out.expiryDate ||= d.expiryDate;
  }
  return out;
}

export function readCertifications(input: Line[]): Certificate[] {
  const out: Certificate[] = [];
  for (const { line, details } of certificateGroups(input)) {
    // An issuer on the lines under the name: the name line is the name, dashes and all.
    const certificate = readCertificateLine(
      line,
      out.length > 0,
      details.some((d) => d.issuer),
    );
    if (certificate) out.push(withDetails(certificate, details));
  }
  return out;
}

/** One certificate's line: name, issuer and dates; null for a line that is no certificate (a sentence's tail). */
function readCertificateLine(line: Line, afterAnother: boolean, nameOnly: boolean): Certificate | null {
  {
    const row = certificateRow(line.text);
    if (row) return row;
    const urls = urlsIn(line.text);
    let text = line.text.replace(URL_RE, "").trim();
    URL_RE.lastIndex = 0;
    let issueDate = "";
    let expiryDate = "";
    // "registration no. 2087654", "(Permit to Practice member no. 123456)": numbers no field keeps, with their brackets.
    text = text.replace(BRACKETED_IDENTIFIER_RE, " ").replace(IDENTIFIER_RE, " ");
    const expiry = text.match(EXPIRY_RE);
    if (expiry) {
      expiryDate = findDates(expiry[1]!).endDate;
      text = text.replace(expiry[0], "");
    }
    // "registered 14/08/2018", "annotated 2021": the date it was given, its word with it.
    const issued = text.match(ISSUED_RE);
    if (issued) {
      issueDate = findDates(issued[1]!).endDate;
      text = text.replace(issued[0], "");
    }
    const found = issueDate ? { found: false, startDate: "", endDate: "", rest: text } : findDates(text.replace(DATE_WORD, ""));
    if (found.found) {
      issueDate = found.startDate || found.endDate;
      if (found.startDate && found.endDate && !expiryDate) expiryDate = found.endDate;
      // "(valid 04/2024 – 03/2025)": the words the dates leave go with them.
      text = withoutEmptyBrackets(found.rest.replace(/\b(issued|obtained|earned|completed|valid(?: from)?)\b:?/gi, ""));
    }
    // "ISTQB Certified Tester (ISTQB)", "Oracle Certified Professional, Java SE 11 Developer (Oracle)": the issuer in brackets.
    const bracketed = issuerInBrackets(text);
    if (bracketed) return { ...bracketed, issueDate, expiryDate, credentialUrl: urls[0] ?? "" };
    const cleaned = text
      .replace(IDENTIFIER_RE, "")
      .replace(/^[\s|—–,-]+/, "")
      .replace(/(?<![\s|—–,(-])[\s|—–,(-]+$/, "");
    const parts = cleaned
      .split(/(?<!\s)\s+[|—–·]\s+|(?<!\s)\s+-\s+|,\s+|(?<!\s)\s+by\s+|(?<!\s)\s+from\s+|\t/)
      .map((p) => p.replace(/^[\s,;:]+|(?<![\s,;:])[\s,;:]+$/g, ""))
      .filter(Boolean);
    if (!parts.length) return null;
    if (nameOnly) return { name: cleaned, issuer: "", issueDate, expiryDate, credentialUrl: urls[0] ?? "" };
    let issuerIndex = parts.findIndex((p, i) => i > 0 && ISSUERS.test(p));
    // "INSEAD — Advanced Management Programme": a school or known issuer first, the course after it.
    const providerFirst =
      parts.length === 2 &&
      parts[0]!.split(/\s+/).length <= 4 &&
      new RegExp(`^${escapeRegExp(parts[0]!)}\\s+[—–-]\\s`).test(cleaned) &&
      isProvider(parts[0]!) &&
      !isProvider(parts[1]!);
    if (providerFirst) return { name: parts[1]!, issuer: parts[0]!, issueDate, expiryDate, credentialUrl: urls[0] ?? "" };
    if (issuerIndex < 0 && parts.length > 1) issuerIndex = parts.length - 1;
    const issuer = issuerIndex > 0 ? parts[issuerIndex]! : "";
    // A name before its issuer keeps its own dashes ("AWS Certified Solutions Architect – Associate").
    const nameEnd = issuerIndex === parts.length - 1 && issuerIndex > 1 ? cleaned.lastIndexOf(issuer) : -1;
    const name =
      nameEnd > 0
        ? cleaned.slice(0, nameEnd).replace(/(?<![\s|—–,-])[\s|—–,-]+$/, "")
        : parts.filter((_, i) => i !== issuerIndex).join(" - ");
    if (!line.bullet && afterAnother && !found.found && !issuer && /^[a-z]/.test(name)) return null;
    return { name, issuer: issuer.replace(/(?<=\p{L}{2})\.$/u, ""), issueDate, expiryDate, credentialUrl: urls[0] ?? "" };
  }
}
