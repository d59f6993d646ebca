// Resume text as lines, split into sections by their headings; header lines cut into fragments (title, company, place, links).
import { isWhiteSpace } from "~/lib/white-space";
import { isSummaryOrSkills, type SectionKey, sectionOfHeading } from "./vocabulary/headings";
import { isColumnHeaderRow } from "./vocabulary/table-headers";
import { europassToText, looksLikeEuropass } from "./layout/europass";
import { looksLikeMarkdown, markdownToText } from "./markdown";
import {
  BULLET_RE,
  DASH_BEFORE_STATE_RE,
  inCapitals,
  LOCATION_ONLY_RE,
  LOCATION_RE,
  replaceEmails,
  SCHOOL_RE,
  TITLE_WORDS,
  URL_RE,
  withoutPostcode,
} from "./patterns";

export interface Line {
  text: string;
  bullet: boolean;
  blank: boolean;
}

// Every pattern below runs over text of any length (a line may be the whole 100,000 characters the parser reads),
// so none may cost more than linear time. Two rules keep them so: a pattern that strips or splits at a run of
// characters starts only where the run starts (a lookbehind for "not after another one"), or it would try again
// from every character of a long run; and a line never holds a line terminator (U+2028 and U+2029 end a line
// too), so ".*$" always reaches the end instead of failing there and backtracking.

export function toLines(raw: string): Line[] {
  return (looksLikeMarkdown(raw) ? markdownToText(raw) : looksLikeEuropass(raw) ? europassToText(raw) : raw)
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(/\u00a0/g, " ")
    .split("\n")
    .map((l) => withoutLetterSpacing(l.replace(/(?<! ) +$/, "")))
    .map((l) => {
      const bullet = BULLET_RE.test(l) && !/^\s*[-–—]{3,}\s*$/.test(l);
      const text = (bullet ? l.replace(BULLET_RE, "") : l).replace(/(?<! ) {2,}(?=\S)/g, (m, i) => (i > 0 ? "\t" : m)).trim();
      // A table's header row ("Certification<TAB>Issuer<TAB>Year") names its columns: no content.
      if (isColumnHeaderRow(text)) return { text: "", bullet: false, blank: true };
      return { text, bullet, blank: text === "" };
    });
}

/** One word letter-spaced, at least two letters ("J A N E"). */
const SPACED_WORD = "\\p{L}(?: \\p{L})+";
/** A line set in spaced capitals, words apart by two spaces or more ("J A N E   D O E"), as some PDFs draw a name. */
const LETTER_SPACED_LINE = new RegExp(`^\\s*${SPACED_WORD}(?: {2,}${SPACED_WORD})*$`, "u");

/** "J A N E   D O E" → "JANE DOE"; any other line as it is. */
function withoutLetterSpacing(line: string): string {
  if (!LETTER_SPACED_LINE.test(line) || line.replace(/\s/g, "").length < 4) return line;
  return line
    .trim()
    .split(/ {2,}/)
    .map((word) => word.replace(/ /g, ""))
    .join(" ");
}

/** A heading line without its marks ("## Skills:", "E X P E R I E N C E" → "Skills", "EXPERIENCE"); "" when too long. */
function headingText(text: string): string {
  const t = text
    .replace(/[:：]\s*$/, "")
    .replace(/^[#=*_\s-]+|(?<![#=*_\s-])[#=*_\s-]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (t.length > 45) return "";
  // Letter-spaced headings ("E X P E R I E N C E").
  return /^([A-Za-z] ){3,}[A-Za-z]$/.test(t) ? t.replace(/ /g, "") : t;
}

export function headingKey(text: string): SectionKey | null {
  const t = headingText(text);
  return t ? sectionOfHeading(t) : null;
}

const isUnderline = (text: string) => /^\s*([=\-_~*])\1{2,}\s*$/.test(text);

export interface Sections {
  header: Line[];
  /** `unknown`: set out as a heading that names no known section ("SALES PERFORMANCE"). */
  sections: Array<{ key: SectionKey; lines: Line[]; unknown?: boolean }>;
  /** Lines set out as headings that name no section the parser knows ("Odds & Ends:"): their lines are not read. */
  unread: string[];
}

/** The sections of entries and lists: a short line there is a job, a school, a project or a category, not a heading. */
const ENTRY_SECTIONS = new Set<SectionKey>(["experience", "education", "projects", "certifications", "skills"]);

/**
 * A line set out as a heading that names no known section: a few words (no digits, no sentence) alone after a blank
 * line, with more text right under it, written as a heading (a colon, capitals, underlined) or, inside the summary,
 * as a short title ("Good At"). Never inside the sections of entries and skills, where a short line in capitals or
 * with a colon is a company, a label or a category ("Key achievements:", "Frontend:").
 */
function unknownHeading(lines: Line[], i: number, currentKey: SectionKey | undefined): boolean {
  const line = lines[i]!;
  const previous = lines[i - 1];
  const next = lines[i + 1];
  if (currentKey === undefined || ENTRY_SECTIONS.has(currentKey) || line.bullet || !previous?.blank || !next || next.blank) return false;
  const text = line.text.replace(/:\s*$/, "").trim();
  if (!/^\p{L}[\p{L}'&/ -]{1,29}$/u.test(text) || text.split(/\s+/).length > 4) return false;
  const written = /:\s*$/.test(line.text) || (/\p{Lu}{3}/u.test(text) && text === text.toUpperCase()) || isUnderline(next.text);
  const titled = currentKey === "summary" && text.split(/\s+/).length <= 3 && /^\p{Lu}\S*(?: (?:\p{Lu}\S*|and|&|of|to))*$/u.test(text);
  return written || titled;
}

export function splitSections(lines: Line[]): Sections {
  const result: Sections = { header: [], sections: [], unread: [] };
  const summaryOrSkills: Sections["sections"] = [];
  let current: Line[] = result.header;
  let heading = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (isUnderline(line.text)) continue;
    // A heading may carry its content after a colon: "Skills: React, Node.js".
    // Not inside a skills list ("Languages: …", "Tools: …" are categories there), and never for minor sections.
    // Nor for "Tools: Figma" inside a project or a job: that is the entry's own list.
    const currentKey = result.sections[result.sections.length - 1]?.key;
    const inline = currentKey !== "skills" ? line.text.match(/^([A-Za-z &]{3,40}):\s+(\S.*)$/) : null;
    let inlineKey = inline ? headingKey(inline[1]!) : null;
    if (inlineKey === "skills" && (currentKey === "projects" || currentKey === "experience")) inlineKey = null;
    const key = !line.bullet ? (headingKey(line.text) ?? (inlineKey !== "other" ? inlineKey : null)) : null;
    const underlined = i + 1 < lines.length && isUnderline(lines[i + 1]!.text);
    // The current section's own heading word inside its text, not set as its heading was ("dbt Analytics Engineering"
    // / "Certification" under CERTIFICATIONS), continues it.
    const continues =
      key === currentKey &&
      !inline &&
      current.length > 0 &&
      !lines[i - 1]?.blank &&
      !underlined &&
      inCapitals(line.text) !== inCapitals(heading);
    if (key && !continues && (underlined || !line.text.includes("\t"))) {
      const section = { key, lines: [] as Line[] };
      result.sections.push(section);
      heading = line.text;
      if (isSummaryOrSkills(headingText(line.text))) summaryOrSkills.push(section);
      current = section.lines;
      if (inline && !headingKey(line.text)) current.push({ text: inline[2]!, bullet: false, blank: false });
      continue;
    }
    if (unknownHeading(lines, i, currentKey)) {
      result.unread.push(line.text.replace(/:\s*$/, "").trim());
      const section = { key: "other" as const, lines: [] as Line[], unknown: true };
      result.sections.push(section);
      current = section.lines;
      continue;
    }
    current.push(line);
  }
  for (const section of summaryOrSkills) if (isList(section.lines)) section.key = "skills";
  return result;
}

/**
 * "Summary of Qualifications" is a summary written in sentences and a list of skills written as short items (a few
 * words each, none ending a sentence), bulleted or not.
 */
function isList(lines: Line[]): boolean {
  const written = lines.filter((l) => !l.blank);
  return written.length > 0 && written.every((l) => l.text.split(/\s+/).length <= 5 && !/[.!]$/.test(l.text));
}

// ---- fragments ---------------------------------------------------------------------------------------------

/** Splits a header line into its parts: tabs, pipes, bullets, em/en dashes with spaces, " at ", " @ ". */
const SEPARATORS = "|•·●▪—–-@";

/**
 * `text.split(/\t+|\s+[|•·●▪]\s+|\s+[—–]\s+|\s+-\s+|\s+@\s+/)` in one pass: that pattern, tried from every
 * character of a long run of white space, read the run again each time. Here where a run ends is found once.
 */
function splitAtSeparators(text: string): string[] {
  const pieces: string[] = [];
  let last = 0;
  let runEnd = -1;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === 0x09) {
      let end = i + 1;
      while (text.charCodeAt(end) === 0x09) end++;
      pieces.push(text.slice(last, i));
      last = i = end;
      continue;
    }
    if (isWhiteSpace(code)) {
      if (runEnd < i) for (runEnd = i; runEnd < text.length && isWhiteSpace(text.charCodeAt(runEnd)); ) runEnd++;
      if (runEnd + 1 < text.length && SEPARATORS.includes(text[runEnd]!) && isWhiteSpace(text.charCodeAt(runEnd + 1))) {
        let end = runEnd + 2;
        while (end < text.length && isWhiteSpace(text.charCodeAt(end))) end++;
        pieces.push(text.slice(last, i));
        last = i = end;
        continue;
      }
    }
    i++;
  }
  pieces.push(text.slice(last));
  return pieces;
}

/** Stands in for the dash of "São Paulo - SP" or "Pune - 411001" while a line is split (a private-use character). */
const KEPT_DASH = "\uE000";

/** "Hybrid – London", "Leeds – Remote": a work mode and its place, one location (the dash kept as written). */
const WORK_MODE_DASH_RE = /(?<=\b(?:Remote|Hybrid)) ([–—-]) (?=\p{Lu})|(?<=\p{L}) ([–—-]) (?=(?:Remote|Hybrid)\b)/gu;
/** Stands on both sides of a work mode's dash while a line is split. */
const MODE_DASH = "\uE001";

export function fragments(text: string): string[] {
  const kept = text.replace(DASH_BEFORE_STATE_RE, KEPT_DASH).replace(WORK_MODE_DASH_RE, (_m, a, b) => `${MODE_DASH}${a ?? b}${MODE_DASH}`);
  return splitAtSeparators(kept)
    .flatMap((f) => {
      // "Engineer at Acme" splits; "University of Texas at Austin" does not.
      const at = f.match(/^(.+?)(?<!\s)\s+at\s+([A-Z0-9].*)$/);
      return at && TITLE_WORDS.test(at[1]!) && !SCHOOL_RE.test(at[1]!) ? [at[1]!, at[2]!] : [f];
    })
    .map((f) => f.replace(/^[,;:|\s]+|(?<![,;:|\s])[,;:|\s]+$/g, "").trim())
    .filter(Boolean)
    .flatMap((f) => {
      // A dash before a state code or a postcode was kept: one piece when it is a place, two otherwise.
      if (!f.includes(KEPT_DASH)) return [f];
      const joined = f.replaceAll(KEPT_DASH, " - ");
      return isLocation(joined) ? [joined] : f.split(KEPT_DASH).filter(Boolean);
    })
    .flatMap((f) => {
      if (!f.includes(MODE_DASH)) return [f];
      const joined = f.replace(/\uE001(.)\uE001/g, " $1 ");
      return isLocation(joined) ? [joined] : f.split(/\uE001.\uE001/).filter(Boolean);
    });
}

export function isLocation(fragment: string): boolean {
  return LOCATION_ONLY_RE.test(fragment.trim());
}

/** Pulls a trailing location out of a fragment: "Acme Corp, Austin, TX" → ["Acme Corp", "Austin, TX"]. */
export function splitTrailingLocation(written: string): [string, string] {
  // "ETH Zürich, Zürich, Switzerland.": a sentence's full stop after the place.
  const fragment = written.endsWith(".") && LOCATION_RE.test(written.slice(0, -1)) ? written.slice(0, -1) : written;
  if (isLocation(fragment)) return ["", withoutPostcode(fragment)];
  // "Salesloft (Atlanta, GA)": the place in brackets.
  const bracketed = fragment.endsWith(")") ? fragment.match(/^(.+?)(?<!\s)\s*\(([^()]+)\)$/) : null;
  if (bracketed && isLocation(bracketed[2]!)) return [bracketed[1]!, withoutPostcode(bracketed[2]!)];
  const m = fragment.match(LOCATION_RE);
  if (m && m.index! > 0) {
    const head = fragment.slice(0, m.index).replace(/(?<![,\s(])[,\s(]+$/, "");
    if (head) return [head, withoutPostcode(m[1]!)];
  }
  return [fragment, ""];
}

function cleanUrl(url: string): string {
  const u = url.replace(/(?<![.,;)])[.,;)]+$/, "");
  return /^https?:\/\//i.test(u) ? u : `https://${u}`;
}

export function urlsIn(text: string): string[] {
  return (replaceEmails(text, " ").match(URL_RE) ?? []).map(cleanUrl);
}
