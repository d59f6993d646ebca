// The lines under a certificate's name that say who issued it and when: "Databricks · 2023", "CSCS, expires 06/2027",
// "NMC PIN: 18I0456E · First registered: 09/2018 · Renewal date: 30/09/2027", "Credential ID 2123456". Read apart
// from the name so that an issuer line is never taken for a certificate of its own.
import { DATE_RE, findDates } from "./dates";
import { ISSUERS, TITLE_WORDS } from "./patterns";

const DATE = DATE_RE.source.replace(/^\(\?<!\[\\w\/\]\)|\(\?!\[\\w\/\]\)$/g, "");
/** "expires 06/2027", "valid through 12/2026", "Renewal date: 30/09/2027": the date a certificate runs out. */
export const EXPIRY_RE = new RegExp(
  `\\b(?:expires?|expiry(?: date)?|exp\\.?|valid (?:until|through|to|till)|renewal(?: date| due)?|renews|due for renewal)\\s*(?::\\s*)?(${DATE})`,
  "i",
);
/** "First registered: 09/2018", "renewed 2024", "issued 05/2025": the date it was (last) given. */
export const ISSUED_RE = new RegExp(
  `\\b(?:first registered|registered|renewed|issued|certified|obtained|awarded|completed|annotated|since)\\s*(?:on\\s+)?(?::\\s*)?(${DATE})`,
  "i",
);
/** A number that is no field of the profile: "Licence No. 15123456", "Credential ID 2123456", "NMC PIN: 18I0456E", "#A-1234". */
export const IDENTIFIER_RE =
  /(?:\b(?:[A-Z][A-Za-z]{1,6}\s+)?(?:credential\s+id|(?:licen[cs]e|registration|membership|member|reg\.?|card|cert(?:ificate)?)\s*(?:no\.?|number|#)|pin|no\.?|num\.?|number|id)\s*(?::\s*)?|#)[A-Z]{0,4}-?\d[\dA-Z-]{3,}\b/gi;
/**
 * Words that name a certificate, never its issuer ("LCL Awards" is an issuer; "Level 2 Award in Wines" a certificate;
 * "ITIL 4 Foundation" a certificate, "ECDL Foundation" an issuer).
 */
const CERTIFICATE_WORDS =
  /\b(?:certified|certificate|certification|licen[cs]e|diploma|award|course|training|level\s+\d|practitioner|specialist|associate|professional|card|ticket|induction|registered)\b|\b\w*\d\w*\s+foundation\b|\bfoundation\s+(?:level|certificate)\b/i;

export interface CertificateDetails {
  issuer: string;
  issueDate: string;
  expiryDate: string;
  /** A body and its number only ("Social Work England registration no. SW112233"): a detail, never a certificate. */
  numberOnly: boolean;
}

/** What a detail line says, or null when the line is no detail (a certificate's name, a sentence). */
export function readCertificateDetails(text: string): CertificateDetails | null {
  let rest = text.replace(IDENTIFIER_RE, " ");
  const hadIdentifier = rest !== text;
  let issueDate = "";
  let expiryDate = "";
  const expiry = rest.match(EXPIRY_RE);
  if (expiry) {
    expiryDate = findDates(expiry[1]!).endDate;
    rest = rest.replace(expiry[0], " ");
  }
  const issued = rest.match(ISSUED_RE);
  if (issued) {
    issueDate = findDates(issued[1]!).endDate;
    rest = rest.replace(issued[0], " ");
  }
  const dated = findDates(rest);
  if (dated.found) {
    issueDate ||= dated.startDate || dated.endDate;
    rest = dated.rest;
  }
  const pieces = rest
    .split(/\s*[·|,;•]\s*|\s+[–—-]\s+|^\s*[–—-]\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const signalled = hadIdentifier || !!expiryDate || !!issueDate;
  const numberOnly = hadIdentifier && !issueDate && !expiryDate;
  if (pieces.length === 0) return signalled ? { issuer: "", issueDate, expiryDate, numberOnly } : null;
  const issuer = pieces[0]!;
  const bare = issuer.replace(/^the\s+/i, "");
  const known = bare.match(ISSUERS)?.[0].length === bare.length;
  const looksLikeIssuer =
    pieces.length === 1 &&
    (known ||
      (issuer.split(/\s+/).length <= 6 && !CERTIFICATE_WORDS.test(issuer) && !TITLE_WORDS.test(issuer) && /^[\p{L}(]/u.test(issuer)));
  return looksLikeIssuer && (signalled || known) ? { issuer: issuer.replace(/\.$/, ""), issueDate, expiryDate, numberOnly } : null;
}
