// The resume header: name, title, location, phone.
import { RANGE_RE } from "./dates";
import { type Line, fragments, headingKey, isLocation, splitTrailingLocation } from "./lines";
import { DISTRICT_AND_CITY_RE, EMAIL_RE, PHONE_RE, replaceEmails, TITLE_WORDS, URL_RE, withoutPostcode } from "./patterns";

function looksLikeName(text: string): boolean {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length < 3 || t.length > 50 || /[@\d/|:]|https?:|www\./i.test(t)) return false;
  const words = t.split(" ");
  if (words.length < 2 || words.length > 5) return false;
  if (headingKey(t)) return false;
  return words.every((w) => /^\p{Lu}[\p{L}'’.-]*$|^(de|da|van|von|der|del|la|le|bin|al)$/u.test(w));
}

/** Post-nominal letters: "PhD", "M.Ed.", "RN", "RGN", "BSc (Hons)", "PMP", "CPA", "FNP-BC". */
const CREDENTIAL_RE = /^(?:\p{Lu}[\p{L}.]{0,7}\.?|\p{Lu}{2,6}(?:-\p{Lu}{1,4})?)(?: \(Hons\))?$/u;

/** A form of address before a name: "Dr Kavya Raghavan", "Prof. Ana Lima", "Mr. John Smith". */
const HONORIFIC_RE = /^(?:dr|prof|professor|mr|mrs|ms|mx|miss|engr|eng|sir|dame|rev)\.?\s+(?=\p{Lu})/iu;

/** Letters after a name written in mixed case: "CEng", "IEng", "PhD", "P.Eng.", "MIMechE", "FRCSEd". */
const POST_NOMINALS =
  "CEng|IEng|EngTech|PhD|DPhil|MPhil|MSc|BSc|BEng|MEng|MBA|MA|BA|P\\.Eng\\.?|PEng|MIMechE|FIMechE|FRCSEd|MRCPsych|FRCPsych|MCIPD|FCIPD|MRICS|FRICS|MCIPS|FCIPS|MCMI|FCMI|MIStructE|FIStructE|RGN|RMN";

/** The longest line read as a name with credentials (a name is at most 50 characters). */
const MAX_NAME_LINE = 200;

/** "Jane Roe, PhD, PMP" → "Jane Roe": a name followed by credentials after commas. */
function withoutCredentials(text: string): string {
  // Longer text is no name line, and the patterns below are quadratic in it.
  if (text.length > MAX_NAME_LINE) return text;
  // "Oliver Bennett ACA": capitals after a name written in mixed case (an all-caps name keeps its words).
  const trailing = text.match(new RegExp(`^(.*?\\p{Ll}.*?)((?:\\s+(?:\\p{Lu}{2,5}|${POST_NOMINALS}))+)$`, "u"));
  if (trailing && trailing[1]!.trim().split(/\s+/).length >= 2) text = trailing[1]!.replace(/[\s,]+$/, "");
  const [name, ...rest] = text.split(/\s*,\s*/);
  if (!rest.length || !rest.every((c) => CREDENTIAL_RE.test(c) && /\p{Lu}.*(\p{Lu}|\.)|^\p{Lu}\p{Ll}\p{Lu}/u.test(c))) return text;
  return name!;
}

function titleCaseName(word: string): string {
  return word === word.toUpperCase() && word.length > 1
    ? word.replace(/(^|[-'’])(\p{L})(\p{L}*)/gu, (_, sep: string, a: string, rest: string) => sep + a + rest.toLowerCase())
    : word;
}

/**
 * The place a header or contact fragment gives: the whole fragment ("Austin, TX 78701"), or the place that ends a street
 * address ("88 Spadina Ave, Toronto, ON M5V 2T6" → "Toronto, ON"); "" when it gives none.
 */
export function placeIn(fragment: string): string {
  const text = fragment.replace(/^(location|address)\s*:\s*/i, "");
  if (isLocation(text) || DISTRICT_AND_CITY_RE.test(text)) return withoutPostcode(text);
  if (!/^(?:blk |block |unit |flat |apt\.? )?\d+[A-Za-z]?,? \p{Lu}/iu.test(text)) return "";
  const [street, place] = splitTrailingLocation(text);
  return street ? place : "";
}

export interface Header {
  firstName: string;
  lastName: string;
  title: string;
  location: string;
}

/** A one-word line that can be half of a name set over two lines ("JANE" above "DOE"). */
const NAME_HALF_RE = /^\p{Lu}[\p{L}'’-]{1,24}$/u;

/**
 * A name set over two lines, first name above last name: two one-word lines at the top, both capitalised, neither a
 * heading; read as one line.
 */
function joinNameLines(candidates: Line[]): Line[] {
  const [a, b] = [candidates[0]?.text.trim() ?? "", candidates[1]?.text.trim() ?? ""];
  if (!NAME_HALF_RE.test(a) || !NAME_HALF_RE.test(b) || headingKey(a) || headingKey(b) || TITLE_WORDS.test(a) || TITLE_WORDS.test(b))
    return candidates;
  return [{ text: `${a} ${b}`, bullet: false, blank: false }, ...candidates.slice(2)];
}

/**
 * First and last name from a name's words. The family name comes first when it is written in capitals before given
 * names in mixed case ("TAN Wei Ling"), or when the email address names the person given name first
 * ("weiling.tan@…" for "Tan Wei Ling").
 */
function splitName(written: string[], email: string): [string, string] {
  const words = written.map(titleCaseName);
  const capitalFirst =
    written.length >= 2 &&
    written[0]!.length > 1 &&
    written[0] === written[0]!.toUpperCase() &&
    written.slice(1).every((w) => /\p{Ll}/u.test(w));
  const local = email
    .split("@")[0]!
    .toLowerCase()
    .split(/[._-]+/);
  const squash = (parts: string[]) => parts.join("").toLowerCase();
  const emailGivenFirst =
    words.length >= 3 && local.length === 2 && local[0] === squash(words.slice(1)) && local[1] === squash(words.slice(0, 1));
  if (capitalFirst || emailGivenFirst) return [words.slice(1).join(" "), words[0]!];
  return [words[0]!, words.slice(1).join(" ")];
}

export function readHeader(header: Line[], all: Line[]): Header {
  const out: Header = { firstName: "", lastName: "", title: "", location: "" };
  const candidates = joinNameLines(header.length ? header : all.slice(0, 8));
  const email = all.map((l) => l.text.match(EMAIL_RE)?.[0]).find(Boolean) ?? "";
  let nameIndex = -1;
  for (let i = 0; i < Math.min(candidates.length, 6); i++) {
    const first = withoutCredentials(fragments(candidates[i]!.text)[0] ?? "").replace(HONORIFIC_RE, "");
    if (looksLikeName(first)) {
      nameIndex = i;
      [out.firstName, out.lastName] = splitName(first.replace(/\s+/g, " ").trim().split(" "), email);
      // "Jane Doe | Senior Engineer" on one line.
      const rest = fragments(candidates[i]!.text)
        .slice(1)
        .find((f) => TITLE_WORDS.test(f) && !EMAIL_RE.test(f));
      if (rest) out.title = rest;
      break;
    }
  }
  for (let i = 0; i < candidates.length; i++) {
    if (i === nameIndex) continue;
    const line = candidates[i]!;
    for (const part of fragments(line.text)) {
      if (!out.location) out.location = placeIn(part);
    }
    if (!out.title && i > nameIndex && nameIndex >= 0 && i <= nameIndex + 3) {
      const text = line.text.trim();
      const contact = EMAIL_RE.test(text) || /\d{3}/.test(text) || URL_RE.test(text) || isLocation(text);
      URL_RE.lastIndex = 0;
      if (!contact && text.length <= 80 && text.split(/\s+/).length <= 10) {
        const first = fragments(text)[0] ?? "";
        if (first && !isLocation(first)) out.title = first;
      } else if (contact) {
        // "Data Scientist | Mexico City, Mexico | me@example.com": a title-like first part still counts.
        const first = fragments(text)[0] ?? "";
        if (
          first &&
          TITLE_WORDS.test(first) &&
          !EMAIL_RE.test(first) &&
          !/\d{3}/.test(first) &&
          !isLocation(first) &&
          first.split(/\s+/).length <= 6
        )
          out.title = first;
      }
    }
  }
  return out;
}

export function findPhone(text: string): string {
  for (const line of text.split("\n")) {
    const cleaned = replaceEmails(line, " ").replace(URL_RE, " ");
    URL_RE.lastIndex = 0;
    for (const m of cleaned.matchAll(PHONE_RE)) {
      const candidate = m[0].trim().replace(/(?<![\s.(-])[\s.(-]+$/, "");
      const digits = candidate.replace(/\D/g, "");
      if (digits.length < 9 || digits.length > 15) continue;
      if (RANGE_RE.test(candidate) || /^(19|20)\d{2}\b/.test(candidate) || /\s{2,}/.test(candidate)) continue;
      return candidate;
    }
  }
  return "";
}
