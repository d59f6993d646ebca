// Skills, and the dated entries of the experience section (anchored on their date ranges); schools: ./education.ts.
import { DATE_RE, findDates, hasDateRange } from "./dates";
import type { ResumeExtraction } from "./extraction";
import { isWhiteSpace } from "~/lib/white-space";
import { type Line, fragments, isLocation } from "./lines";
import { TITLE_WORDS } from "./patterns";
import { applyEmployerGroups, type ExperiencePartKind, experienceParts } from "./entry-groups";
import { classifyHeader, DURATION_RE } from "./entry-header";
import { SPOKEN_LANGUAGES } from "./vocabulary/spoken-languages";
import { canonicalSkill, skillsInText } from "./skills";

export function blocksText(lines: Line[]): string {
  return lines.map((l) => l.text).join("\n");
}

export function paragraph(lines: Line[]): string {
  return lines
    .filter((l) => !l.blank)
    .map((l) => l.text.replace(/\t/g, " "))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

export function splitList(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of text) {
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;|•·\t]/.test(ch)) {
      out.push(current);
      current = "";
    } else current += ch;
  }
  out.push(current);
  return out
    .map((s) =>
      s
        .trim()
        .replace(/^(and|&)\s+/i, "")
        .replace(/\.$/, "")
        .trim(),
    )
    .filter(Boolean);
}

/**
 * One item of a skills list: a known name wins; "JavaScript (React, Vue)" is three skills; a qualifier stays
 * ("Accessibility (WCAG)"); "UX & UI design" is "UX design" and "UI design"; "HTML & CSS" is two.
 */
function skillItems(item: string): string[] {
  const known = canonicalSkill(item);
  if (known) return [known];
  // Items are trimmed: the bracket is found from where its white space starts, and only when the item ends with one.
  const paren = item.endsWith(")") ? item.match(/^(.+?)(?<!\s)\s*\((.+)\)$/) : null;
  if (paren) {
    // A list in brackets is more skills ("HRIS (Workday, SAP SuccessFactors)"); one known other skill too.
    const base = paren[1]!.trim();
    const inner = splitList(paren[2]!);
    // Blank brackets ("Go ( )") hold no item.
    const known = inner.length ? canonicalSkill(inner[0]!) : undefined;
    if (
      (inner.length > 1 && inner.every((i) => i.split(/\s+/).length <= 3)) ||
      (inner.length === 1 && known && known !== canonicalSkill(base))
    )
      return [canonicalSkill(base) ?? base, ...inner.map((i) => canonicalSkill(i) ?? i)];
  }
  const shared = item.match(/^(\p{Lu}{2,5})\s*(?:&|\/|and)\s*(\p{Lu}{2,5})\s+(\p{L}[\p{L} -]{2,20})$/u);
  if (shared) return [`${shared[1]} ${shared[3]}`, `${shared[2]} ${shared[3]}`].map((s) => canonicalSkill(s) ?? s);
  const pair = item.match(/^(.+?)(?<!\s)\s*(?:&|\band\b)\s*(.+)$/);
  if (pair && canonicalSkill(pair[1]!) && canonicalSkill(pair[2]!)) return [canonicalSkill(pair[1]!)!, canonicalSkill(pair[2]!)!];
  if (item.length <= 30 && item.split(/\s+/).length <= 3 && /\p{L}/u.test(item)) return [item];
  return [];
}

/** "English (native)", "Irish – fluent", "Mandarin Chinese: C1": a spoken language with its level. */
const isSpokenLanguage = (item: string) =>
  SPOKEN_LANGUAGES.has(
    item
      .trim()
      .split(/[\s(:–—-]+/)[0]!
      .toLowerCase(),
  );

/** A category label before a list: "Languages: …", "Tools — Figma, …", "Tools<TAB>Figma, …" (not a known skill itself). */
function withoutLabel(segment: string): string {
  const colon = segment.match(/^([\p{L} /&-]{2,40}):\s*(.*)$/u);
  if (colon) return colon[2]!;
  const dash = segment.match(/^([\p{L} /&]{2,30}?)\s+[—–]\s+(.+)$/u);
  if (dash && !canonicalSkill(dash[1]!) && dash[1]!.split(/\s+/).length <= 3) return dash[2]!;
  // "Languages<TAB>Python, C++": a label set in its own column (a table or tab stop) before the list.
  const tab = segment.match(/^([\p{L} /&-]{2,30}?)\s*\t\s*(.+)$/u);
  if (tab && !canonicalSkill(tab[1]!) && tab[1]!.split(/\s+/).length <= 3 && /[,;•·|]/.test(tab[2]!)) return tab[2]!;
  return segment;
}

/**
 * Splits at semicolons outside brackets and drops the white space after each: "a; b (c; d)" → ["a", "b (c; d)"].
 * (A pattern looking ahead from every semicolon for the next bracket read a long line once per semicolon.)
 */
function splitSemicolons(text: string): string[] {
  // Whether the first bracket at or after each position closes one: there a semicolon is inside brackets.
  const insideAt = new Uint8Array(text.length + 1);
  for (let i = text.length - 1, inside = 0; i >= 0; i--) {
    if (text[i] === "(") inside = 0;
    else if (text[i] === ")") inside = 1;
    insideAt[i] = inside;
  }
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== ";" || insideAt[i + 1]) continue;
    out.push(text.slice(start, i));
    let next = i + 1;
    while (next < text.length && isWhiteSpace(text.charCodeAt(next))) next++;
    start = next;
    i = next - 1;
  }
  out.push(text.slice(start));
  return out;
}

/** Skills section: "Category: a, b; Other: c" lines or plain lists; vocabulary names win, short unknown items stay. */
export function readSkills(lines: Line[]): string[] {
  const skills: string[] = [];
  for (const line of lines) {
    if (line.blank) continue;
    // "Languages: Go, Python; Frameworks: gRPC" has two labels; a semicolon never sits inside one item.
    for (const segment of splitSemicolons(line.text)) {
      const items = splitList(withoutLabel(segment.trim()));
      // "Languages: English (native), Irish (fluent)": spoken languages, not skills.
      if (items.length > 0 && (items.every(isSpokenLanguage) || splitList(segment).every(isSpokenLanguage))) continue;
      if (items.length === 1 && items[0]!.split(/\s+/).length > 4) {
        skills.push(...skillsInText(items[0]!));
        continue;
      }
      for (const item of items) skills.push(...skillItems(item));
    }
  }
  return skills;
}

/** "Tesco (2003 – 2004)" without its dates: the brackets the dates leave empty go with them, and "(Oracle, )" is "(Oracle)". */
export const withoutEmptyBrackets = (text: string) =>
  text
    .replace(/(?<![\s,;])[\s,;]*[,;]\s*\)/g, ")")
    .replace(/\(\s*[,;][\s,;]*/g, "(")
    .replace(/\(\s*\)|\[\s*\]/g, " ")
    .trim();

interface Entry {
  /** The index of the entry's first line. */
  start: number;
  header: string[];
  dates: ReturnType<typeof findDates>;
  body: Line[];
  /** How many header lines come before the dated line. */
  leading: number;
}

/**
 * Splits a section into entries anchored on lines that carry dates. The anchor's header is the anchor line
 * plus the non-bullet lines right before it (back to the previous entry's bullets or a blank line), or the
 * line right after it when nothing precedes.
 */
function anchoredEntries(lines: Line[], isAnchor: (l: Line) => boolean): Entry[] {
  const anchors = lines.map((l, i) => (!l.bullet && !l.blank && isAnchor(l) ? i : -1)).filter((i) => i >= 0);
  const entries: Entry[] = [];
  const taken = new Set<number>();
  for (const a of anchors) {
    let start = a;
    // "Stripe" / "6 yrs 8 mos" / "Staff Engineer" over the dates: a duration line does not count as a header line.
    const durations = (from: number) => lines.slice(from, a).filter((l) => isDurationOnly(l.text)).length;
    while (start - 1 >= 0 && !taken.has(start - 1) && a - (start - 1) - durations(start - 1) <= 2) {
      const prev = lines[start - 1]!;
      if (prev.blank || prev.bullet || isAnchor(prev)) break;
      // A long sentence is the previous entry's description, not this entry's header.
      if (prev.text.length > 90 || /\.$/.test(prev.text)) break;
      if (entries.length > 0 && start - 1 <= entries[entries.length - 1]!.start) break;
      start--;
    }
    // If the previous entry's body ended with plain lines, they cannot also be this entry's header: the
    // nearest header lines belong to this entry.
    for (let i = start; i <= a; i++) taken.add(i);
    const dates = findDates(lines[a]!.text);
    // "· 3 yrs 2 mos", "(2 years)": a duration is no field.
    dates.rest = withoutEmptyBrackets(dates.rest.replace(DURATION_RE, "")).replace(/^[\s·|,–—-]+|(?<![\s·|,–—-])[\s·|,–—-]+$/g, "");
    entries.push({ start, header: [], dates, body: [], leading: a - start });
  }
  for (let e = 0; e < entries.length; e++) {
    const entry = entries[e]!;
    const start = entry.start;
    const anchor = anchors[e]!;
    const end = e + 1 < entries.length ? entries[e + 1]!.start : lines.length;
    for (let i = start; i < anchor; i++) entry.header.push(lines[i]!.text);
    entry.header.push(entry.dates.rest);
    let i = anchor + 1;
    // A header line may follow the date line ("Jan 2020 - Present" / "Acme Corp").
    while (
      i < end &&
      entry.header.filter((h) => h.trim()).length < 2 &&
      !lines[i]!.bullet &&
      !lines[i]!.blank &&
      lines[i]!.text.length <= 80 &&
      !/\.$/.test(lines[i]!.text) &&
      !EVENT_LINE.test(lines[i]!.text)
    ) {
      entry.header.push(lines[i]!.text);
      i++;
    }
    // A federal resume's title under its agency, place and dates: the first title-like line when the header has none.
    if (
      i < end &&
      !lines[i]!.bullet &&
      lines[i]!.text.length <= 80 &&
      TITLE_WORDS.test(lines[i]!.text) &&
      !entry.header.some((h) => TITLE_WORDS.test(h))
    ) {
      entry.header.push(lines[i]!.text);
      i++;
    }
    // "Jan 2019 – Present · 3 yrs" / "London, England, United Kingdom": a place alone under the dates is the job's.
    if (i < end && !lines[i]!.bullet && isLocation(lines[i]!.text) && !entry.header.some((h) => fragments(h).some(isLocation))) {
      entry.header.push(lines[i]!.text);
      i++;
    }
    entry.body = lines.slice(i, end);
  }
  return entries;
}

export function readBody(body: Line[]): { description: string; achievements: string[] } {
  const achievements: string[] = [];
  const prose: string[] = [];
  let last: "bullet" | "prose" | null = null;
  for (const line of body) {
    if (line.blank) {
      last = null;
      continue;
    }
    if (line.bullet) {
      achievements.push(line.text.replace(/\t/g, " "));
      last = "bullet";
    } else if (last === "bullet" && (/^[a-z(\d]/.test(line.text) || !/[.!?:]$/.test(achievements[achievements.length - 1]!))) {
      // A wrapped bullet.
      achievements[achievements.length - 1] += ` ${line.text}`;
    } else if (/^[\p{L}][\p{L} ’'&/-]{1,40}:$/u.test(line.text)) {
      // "Key achievements:": a label over the bullets, no sentence of the description.
      last = null;
    } else {
      prose.push(line.text.replace(/\t/g, " "));
      last = "prose";
    }
  }
  // The bullets are the achievements; only prose is the description (never both: the editor shows both).
  const description = prose.join(" ").replace(/\s+/g, " ").trim();
  return { description, achievements };
}

/** A line that opens with what the person did: "Led …", "Calibrated …", "Lead the analysis group." */
const ACTION_FIRST =
  /^(?:\p{Lu}\p{Ll}{2,}ed|Led|Lead|Built|Ran|Run|Own|Grew|Drove|Wrote|Taught|Teach|Won|Cut|Set up|Oversaw|Oversee|Mentor|Manage|Develop|Design|Deliver|Build)\b/u;

/**
 * A job's body: bullets are its achievements and prose its description, but a body of sentences that each open with
 * what the person did (a CV that sets no bullet marks) is achievements too.
 */
function achievementsWithoutBullets(body: Line[], bulletedElsewhere: boolean): { description: string; achievements: string[] } {
  const read = readBody(body);
  const written = body.filter((l) => !l.blank);
  // A resume that marks its achievements with bullets elsewhere wrote these lines as the job's description.
  if (
    bulletedElsewhere ||
    read.achievements.length > 0 ||
    written.length === 0 ||
    !written.every((l) => ACTION_FIRST.test(l.text) && /[.!]$/.test(l.text))
  )
    return read;
  return { description: "", achievements: written.map((l) => l.text.replace(/\t/g, " ")) };
}

/** What a section of entries read: each entry with the fields it guessed, and the lines it could not place. */
export interface ReadEntries<T> {
  entries: Array<{ item: T; unsure: string[] }>;
  unplaced: string[];
}

type Job = ResumeExtraction["experience"][number];

/**
 * A section written as a list whose items are its entries ("- MBA, Rotman School of Management (2010 – 2012)"): when
 * no line outside the list is an entry, the items that are become lines of their own (their bullets dropped).
 */
export function listedEntries(lines: Line[], isEntry: (l: Line) => boolean): Line[] {
  if (lines.some((l) => !l.bullet && !l.blank && isEntry(l))) return lines;
  return lines.map((l) => (l.bullet && isEntry(l) ? { ...l, bullet: false } : l));
}

const isDurationOnly = (text: string) => text.trim() !== "" && text.replace(DURATION_RE, "").replace(/[\s·|,–—-]+/g, "") === "";

/**
 * "Hours per week: 40", "Series: 0343  Pay Grade: GS-14", "Salary: …", "Supervisor: …", "Duties, Accomplishments and
 * Related Skills:": a federal resume's administrative lines, which no field keeps (and no description should hold).
 */
const ADMIN_LINE =
  /^(?:hours per week|series|pay grade|grade level|salary|supervisor|duties, accomplishments and related skills|type of business or sector|reason for leaving)\b[^:]{0,20}:/i;

/** "Promoted to Senior Analyst, 2019", "Joined the board in 2020": an event inside a job, not a job of its own. */
const EVENT_LINE = /^(?:promoted|promotion|joined|rejoined|returned|seconded|transferred|moved|appointed|awarded|received|won)\b/i;

const isJobAnchor = (l: Line) =>
  !EVENT_LINE.test(l.text) &&
  (hasDateRange(l.text) || (DATE_RE.test(l.text) && l.text.length < 90 && !/\.$/.test(l.text) && /\t|\s[|–—-]\s|,/.test(l.text)));

const isSentence = (text: string) => /\.$/.test(text) && text.split(/\s+/).length > 6;

const undatedJob = (title: string, company: string, location: string, description = ""): Job => ({
  title,
  company,
  location,
  startDate: "",
  endDate: "",
  current: false,
  description,
  achievements: [],
});

/**
 * An "Earlier Career" part with no dated lines: each "Title, Company" line is a job; otherwise the part is one job
 * holding its text as the description (title and company left to the reader, marked for review).
 */
function earlierCareerJobs(lines: Line[]): ReadEntries<Job>["entries"] {
  const shown = lines.filter((l) => !l.blank);
  const read = shown.map((l) => classifyHeader([l.text]));
  const jobLines = shown.every((l) => !isSentence(l.text) && !DATE_RE.test(l.text));
  if (shown.length > 0 && jobLines && read.every((h) => h.title && h.company))
    return read.map((h) => ({ item: undatedJob(h.title, h.company, h.location), unsure: h.unsure }));
  return shown.length > 0 ? [{ item: undatedJob("", "", "", paragraph(shown)), unsure: ["title", "company"] }] : [];
}

/**
 * The jobs of an experience section, each with the fields it guessed; the lines before the first job are not placed.
 * Sub-headings ("Earlier Career", "Board & Advisory Roles") start parts of their own and are never a company, and
 * roles grouped under one employer take it as their company (./entry-groups.ts). `firstKind`: what the section's own
 * heading makes of its first part.
 */
export function readExperience(lines: Line[], firstKind: ExperiencePartKind = "jobs"): ReadEntries<Job> {
  const result: ReadEntries<Job> = { entries: [], unplaced: [] };
  const bulleted = lines.some((l) => l.bullet);
  for (const { kind, lines: written } of experienceParts(lines, firstKind)) {
    // "- Senior Manager, Audit — KPMG (2008 – 2013)": a list of dated items with no other entry is a list of jobs.
    const part = {
      kind,
      lines: listedEntries(
        written.filter((l) => !ADMIN_LINE.test(l.text)),
        isJobAnchor,
      ),
    };
    // Under "Earlier Career" a sentence ("Engineering roles at Fabrikam and Litware, 2005 – 2012.") is a summary, not a job.
    const entries = anchoredEntries(part.lines, part.kind === "earlier" ? (l) => isJobAnchor(l) && !isSentence(l.text) : isJobAnchor);
    if (entries.length === 0 && part.kind === "earlier") {
      result.entries.push(...earlierCareerJobs(part.lines));
      continue;
    }
    const firstStart = entries[0]?.start ?? part.lines.length;
    result.unplaced.push(
      ...part.lines
        .slice(0, firstStart)
        .filter((l) => !l.blank)
        .map((l) => l.text),
    );
    const jobs = entries.map((entry, i) => {
      const read = classifyHeader(entry.header);
      const next = entries[i + 1];
      return {
        ...read,
        headerLines: entry.header.filter((h) => h.trim()).length,
        roleLine: entry.dates.rest,
        // The company read from a line above the dated line: an employer under which a group of roles may follow.
        employerLine: !!read.company && entry.header.slice(0, entry.leading).some((h) => h.includes(read.company)),
        // "KINGSWAY LOGISTICS, London  2010 – Present" right above a dated role: the employer and its tenure, no job.
        tenureLine:
          !read.title && !!read.company && entry.body.length === 0 && next?.leading === 0 && next.start === entry.start + entry.leading + 1,
      };
    });
    if (part.kind === "jobs") applyEmployerGroups(jobs);
    entries.forEach((entry, i) => {
      const { title, company, location, unsure, tenureLine } = jobs[i]!;
      if (tenureLine && part.kind === "jobs") return;
      const { description, achievements } = achievementsWithoutBullets(entry.body, bulleted);
      const { startDate, endDate, current } = entry.dates;
      result.entries.push({
        item: { title, company, location, startDate, endDate, current, description, achievements },
        unsure,
      });
    });
  }
  return result;
}
