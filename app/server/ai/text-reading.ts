// Reading texts for the local AI-insights engine (app/server/ai/local-engine.ts): the requirements a job
// description states and the years of experience a resume shows. Deterministic (the only clock is `now`).
//
// Reading a job description
//   sections          headings ("Requirements", "Nice to have:", "About the role", ...) set the mode of the lines
//                     below: required (requirements, qualifications, responsibilities, "what you'll bring"),
//                     preferred (preferred, nice to have, bonus, a plus) or context (intro, about, benefits).
//                     "Label: items" lines apply their label to that line only. In a required line, a clause with
//                     "preferred" / "a plus" / "nice to have" makes the line preferred (only that clause and what
//                     follows when the line states years, "required" or "must" before it).
//   skills            the vocabulary of app/server/resume/skills-vocabulary.ts (software) and skills-across-work.ts
//                     (every other family) with their synonyms; a qualified form in a posting asks for its base
//                     skill ("Advanced Excel" is met by "Excel"); a resume's suite shows its applications
//                     ("Microsoft 365" shows Excel); a verb-like skill word is not read as the verb after "be"
//                     ("We are recruiting electricians" names no skill: app/server/resume/skills.ts).
//   required skills   skills of required lines; context skills count as required only when no line is required,
//                     otherwise as preferred. A skill named anywhere as required is never preferred.
//   required years    the largest "N years" (digits or words, "3-5" reads 3) in required lines and in context
//                     lines that mention experience; preferred lines are ignored.
//   seniority         the title line (first line) if it names one; else "senior level" / "Seniority: X" phrases;
//                     else from the years: < 2 junior, < 5 mid, < 8 senior, 8+ lead.
// Reading a resume
//   years             an explicit "N years (of ...) experience" claim, else the union of the experience entries'
//                     date ranges as the resume parser reads them (education, volunteering and other sections do
//                     not count), in whole years.
import { parseResumeText } from "../resume/parser";
import { baseSkillOf, canonicalSkill, isAmbiguousSkill, skillsInText, suitePartsOf } from "../resume/skills";

const BULLET = /^[\s\-*•–·]+/;
/** A list item without its bullet and a trailing note: "- Spanish (native)" → "Spanish". */
const cleanItem = (item: string) =>
  item
    .replace(BULLET, "")
    // From where white space starts, and only from the first "(" after a ")": a later one would fail the same way
    // (each try read to the next ")", so "((((…)x" was quadratic).
    .replace(/(?<!\s)\s*(?<!\([^)]*?)\([^)]*\)?\s*$/, "")
    .replace(/[.:]$/, "")
    .trim();
/** A list item that is a known skill, or "HTML/CSS" whose parts are. */
function itemSkills(item: string): string[] {
  const whole = canonicalSkill(item);
  if (whole) return [whole];
  if (!item.includes("/")) return [];
  const parts = item.split("/").map((p) => canonicalSkill(p));
  return parts.every(Boolean) ? (parts as string[]) : [];
}

/**
 * Known skills in a text: those found in running prose (skillsInText) plus every item of a list ("Skills: JS, TS,
 * k8s", "Python or R") that the vocabulary knows, so short synonyms count where they cannot be ambiguous, and
 * one-skill lines inside a one-per-line list.
 */
export function skillsIn(text: string): string[] {
  const found = new Set(skillsInText(text));
  const lines = text.split(/\r?\n/);
  const wholeLineSkill = (line: string | undefined) => (line === undefined ? undefined : canonicalSkill(cleanItem(line)));
  lines.forEach((line, i) => {
    const items = line
      .replace(/^[^:]{0,40}:/, "")
      .split(/[,;|•·]|(?<!\s)\s+(?:and|or|&)\s+/)
      .map(cleanItem)
      .filter(Boolean);
    if (items.length >= 2) {
      // A common word ("Operations", "R") is a skill only next to another known one: "Python or R", not
      // "Data Analyst, Operations".
      const known = items.filter((item) => itemSkills(item).length);
      for (const item of known) if (known.length >= 2 || !isAmbiguousSkill(item)) for (const skill of itemSkills(item)) found.add(skill);
      return;
    }
    const skill = wholeLineSkill(line);
    if (skill && (wholeLineSkill(lines[i - 1]) || wholeLineSkill(lines[i + 1]))) found.add(skill);
  });
  // A qualified form shows its base skill too: "Advanced Excel" on a resume is Excel.
  for (const skill of [...found]) {
    const base = baseSkillOf(skill);
    if (base) found.add(base);
  }
  return [...found];
}

/** The skills a resume shows: those it names, and the applications of a suite it names ("Microsoft 365" shows Excel). */
export function resumeSkillsIn(text: string): string[] {
  const found = new Set(skillsIn(text));
  for (const skill of [...found]) for (const part of suitePartsOf(skill)) found.add(part);
  return [...found];
}

export type Seniority = "intern" | "junior" | "mid" | "senior" | "lead";

export interface JobRequirements {
  required: string[];
  preferred: string[];
  minYears: number | null;
  seniority: Seniority | null;
}

type Mode = "context" | "required" | "preferred";

const PREFERRED_HEADING =
  /\b(preferred|nice[- ]to[- ]haves?|bonus(?: points)?|a plus|pluses|desirable|good[- ]to[- ]have|ideally|extra credit)\b/i;
const CONTEXT_HEADING =
  /^(about(?! you\b)|who we are|benefits|perks|what we offer|why (join|us|you'll love)|compensation|salary|our (stack|team|mission|culture|story)|tech stack|the company|company|location|how to apply)\b/i;
const REQUIRED_HEADING =
  /\b(required|requirements?|must[- ]haves?|you have|you('ll)? need|qualifications|what you('ll)? bring|what we('re| are)? looking for|looking for|who you are|your profile|about you|skills|responsibilities|what you('ll)? do|your role|the role|key skills|experience)\b/i;
/** A clause that makes a requirement line optional: "Kafka is a plus", "cardiac ICU preferred". */
const INLINE_PREFERRED =
  /\b(preferred|nice[- ]to[- ]have|a (big |strong )?plus|bonus|desirable|ideally|optional|not required|an advantage|advantageous|an asset)\b/i;
const STRONG_REQUIREMENT = /\b(\d{1,2}\+?\s*(years?|yrs?)|required|must)\b/i;

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
};
const NUMBER = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`;
const JOB_YEARS = new RegExp(`\\b${NUMBER}\\s*\\+?\\s*(?:(?:-|–|to)\\s*\\d{1,2}\\s*\\+?\\s*)?(?:years?|yrs?)\\b`, "gi");
const toNumber = (raw: string) => NUMBER_WORDS[raw.toLowerCase()] ?? Number(raw);

/** The mode a heading line sets, or null when the line is not a heading. */
function headingMode(line: string): Mode | null {
  if (BULLET.test(line) && !/^#/.test(line)) return null;
  const label = line
    .replace(/^#+\s*/, "")
    .replace(/[*_]/g, "")
    .trim();
  if (!label || label.length > 60 || /[.!?]$/.test(label)) return null;
  // Without a colon, only a short line that names no skill is a heading ("Your profile", "Requirements").
  if (!label.endsWith(":") && (label.split(/\s+/).length > 5 || skillsIn(label).length)) return null;
  if (PREFERRED_HEADING.test(label)) return "preferred";
  if (CONTEXT_HEADING.test(label)) return "context";
  if (REQUIRED_HEADING.test(label)) return "required";
  return null;
}

/** A requirement mode: the lines of a requirements list, of a preferred list, or of the posting's context. */
export type RequirementMode = Mode;

/**
 * Walks a job description's parts with the mode each is read in (see the header: headings, "Label: items" lines,
 * inline "preferred" clauses), calling `visit(mode, text)` for each. The skills, the years and the credentials
 * (credentials.ts) are read from the same parts, so they agree on what is required.
 */
export function forEachRequirementPart(description: string, visit: (mode: RequirementMode, text: string) => void): void {
  let mode: Mode = "context";
  for (const raw of description.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const heading = headingMode(line);
    if (heading) {
      mode = heading;
      continue;
    }
    // "Must have: Python, SQL" / "Nice to have: Kafka": the label applies to this line only.
    const labelled = line.replace(BULLET, "").match(/^([^:]{2,40}):\s+(\S.*)$/);
    const labelMode = labelled ? headingMode(`${labelled[1]}:`) : null;
    const lineMode = labelMode ?? mode;
    const body = labelMode ? labelled![2]! : line;
    for (const sentence of body.split(/(?<=[.;!?])\s+(?=[A-Z])/)) {
      const marker = lineMode !== "preferred" ? INLINE_PREFERRED.exec(sentence) : null;
      if (!marker) {
        // "BSN required" under "Preferred:" is still required.
        visit(lineMode === "preferred" && /\b(required|must)\b/i.test(sentence) ? "required" : lineMode, sentence);
        continue;
      }
      // Only the part from the marker's clause on is optional when the line is a firm requirement before it.
      const clauseStart = Math.max(0, ...[...sentence.slice(0, marker.index).matchAll(/,\s+|;\s+|\(/g)].map((m) => m.index + m[0].length));
      const before = sentence.slice(0, clauseStart);
      if (clauseStart > 0 && STRONG_REQUIREMENT.test(before)) {
        visit(lineMode, before);
        visit("preferred", sentence.slice(clauseStart));
      } else {
        visit("preferred", sentence);
      }
    }
  }
}

/** Splits a job description into required and preferred skills, years and seniority (see the header). */
export function extractJobRequirements(description: string): JobRequirements {
  const found: Record<Mode, string[]> = { context: [], required: [], preferred: [] };
  const years: number[] = [];
  // A posting's qualified form asks for its base skill ("Advanced Excel" is met by "Excel"): the resume's own
  // words cannot show the qualifier, so the requirement is read as the skill it qualifies.
  forEachRequirementPart(description, (target, text) => {
    for (const skill of skillsIn(text).map((s) => baseSkillOf(s) ?? s)) if (!found[target].includes(skill)) found[target].push(skill);
    if (target === "preferred" || (target === "context" && !/experience/i.test(text))) return;
    for (const m of text.matchAll(JOB_YEARS)) {
      const n = toNumber(m[1]!);
      if (n > 0 && n <= 30) years.push(n);
    }
  });
  const anyRequired = found.required.length > 0;
  const required = anyRequired ? found.required : found.context;
  const preferred = [...found.preferred, ...(anyRequired ? found.context : [])].filter(
    (s, i, all) => !required.includes(s) && all.indexOf(s) === i,
  );
  const minYears = years.length ? Math.max(...years) : null;
  return { required, preferred, minYears, seniority: jobSeniority(description, minYears) };
}

/** The seniority a title or phrase names ("Senior", "Staff", "Junior", ...), or null. */
export function seniorityOf(text: string): Seniority | null {
  const t = text.toLowerCase();
  if (/\b(principal|staff|lead|head of|architect|director|vp)\b/.test(t)) return "lead";
  if (/\b(senior|sr\.?)\b/.test(t)) return "senior";
  if (/\b(junior|jr\.?|entry[- ]level|graduate)\b/.test(t)) return "junior";
  if (/\b(intern|internship)\b/.test(t)) return "intern";
  if (/\b(mid[- ]level|intermediate)\b/.test(t)) return "mid";
  return null;
}

function jobSeniority(description: string, minYears: number | null): Seniority | null {
  const title =
    description
      .split(/\r?\n/)
      .find((l) => l.trim())
      ?.trim() ?? "";
  if (title.length <= 80 && !/[.!?]$/.test(title)) {
    const fromTitle = seniorityOf(title);
    if (fromTitle) return fromTitle;
  }
  // Words such as "lead" are verbs in prose; only explicit level phrases count there.
  const stated = description.match(
    /\bseniority\s*:\s*([\w-]+(?: level)?)|\b((?:senior|junior|mid|entry|staff|principal|lead)[- ]level)\b|\b(internship)\b/i,
  );
  const fromPhrase = stated ? seniorityOf(stated[1] ?? stated[2] ?? stated[3]!) : null;
  if (fromPhrase) return fromPhrase;
  if (minYears === null) return null;
  return minYears < 2 ? "junior" : minYears < 5 ? "mid" : minYears < 8 ? "senior" : "lead";
}

const RESUME_YEARS_CLAIM = new RegExp(`\\b${NUMBER}\\+?\\s*(?:years?|yrs?)\\s+(?:of\\s+)?(?:[\\w-]+\\s+){0,3}?experience`, "gi");

/** Years of experience a resume shows (see the header): a claim, else the union of its experience date ranges. */
export function resumeYears(text: string, now = new Date()): number {
  const claimed = [...text.matchAll(RESUME_YEARS_CLAIM)].map((m) => toNumber(m[1]!)).filter((n) => n <= 50);
  if (claimed.length) return Math.max(...claimed);
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  // The parser keeps a year-only date a year ("2018"): counted from its January, as before.
  const monthOf = (yyyyMm: string) => Number(yyyyMm.slice(0, 4)) * 12 + Number(yyyyMm.slice(5, 7) || 1) - 1;
  // A month-precise end is worked through ("Jan 2022 - Dec 2022" is 12 months, issue 32), so the range runs to the
  // start of the next month; a year-only end stays at its January, as before.
  const endOf = (yyyyMm: string) => monthOf(yyyyMm) + (yyyyMm.length > 4 ? 1 : 0);
  const ranges = parseResumeText(text)
    .experience.filter((e) => e.startDate && (e.endDate || e.current))
    .map((e) => [monthOf(e.startDate), e.endDate ? endOf(e.endDate) : nowMonth] as const)
    .map(([start, end]) => [start, Math.min(end, nowMonth)] as const)
    .filter(([start, end]) => start <= end)
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let coveredUntil = -Infinity;
  for (const [start, end] of ranges) {
    const from = Math.max(start, coveredUntil);
    if (end > from) months += end - from;
    coveredUntil = Math.max(coveredUntil, end);
  }
  return Math.floor(months / 12);
}
