// When the local parser says it is unsure of more than one field (issue 31): the paths it adds to an extraction's
// `review` list besides the fields it guessed. The editor marks those fields "Check this" and its notice says why
// (components/profile/review-reasons.ts reads the same paths).
//   "professional.summary"  the summary holds dates or a job title at a company: history that belongs in a section;
//   "experience", "education"  a section's lines the parser could not place, or no entries where the text has some;
//   "headings.<text>"  a line set out as a heading that names no section the parser knows (its lines are not read).
import { DATE_RE, hasDateRange } from "./dates";
import type { ResumeExtraction } from "./extraction";
import type { Sections } from "./lines";
import type { SectionKey } from "./vocabulary/headings";
import { SCHOOL_RE, TITLE_WORDS } from "./patterns";

/** The review path of a heading the parser could not read. */
const headingReviewPath = (heading: string) => `headings.${heading}`;

/** "Developer at Brightwave", "worked as a barista": a job named in running text. */
const JOB_AT_COMPANY = /\b(?:at|@|with)\s+\p{Lu}|\bworked\s+(?:as|at|for)\b/u;

/** A summary that holds dates or a job at a company: history the parser left in the summary instead of its section. */
export function summaryHoldsHistory(summary: string): boolean {
  return DATE_RE.test(summary) || (TITLE_WORDS.test(summary) && JOB_AT_COMPANY.test(summary));
}

/** A degree named outright: enough to say the text has an education entry even without its section. */
const DEGREE_NAMED = /\b(bachelor|master|ph\.?\s?d|mba|b\.?\s?sc|m\.?\s?sc|b\.?\s?tech|m\.?\s?tech|associate degree|diploma)\b/i;

const LOOSE_SECTIONS = new Set<SectionKey>(["summary", "contact", "other", "skills"]);

export interface ReviewInput {
  split: Sections;
  result: ResumeExtraction;
  /** The lines each section of entries read but could not place. */
  unplaced: { experience: string[]; education: string[] };
}

/** The paths of what the parser could not read with confidence, beyond single fields. */
export function resumeReviewPaths({ split, result, unplaced }: ReviewInput): string[] {
  const paths: string[] = [];
  if (summaryHoldsHistory(result.professional.summary)) paths.push("professional.summary");
  // Where a lost entry sits: the header, the summary and the sections of no entries (projects and certifications have
  // dated entries of their own).
  const elsewhere = [...split.header, ...split.sections.filter((s) => LOOSE_SECTIONS.has(s.key)).flatMap((s) => s.lines)].map(
    (l) => l.text,
  );
  const missedJobs = result.experience.length === 0 && elsewhere.some(hasDateRange);
  const missedSchools =
    result.education.length === 0 && elsewhere.some((l) => SCHOOL_RE.test(l) && (DEGREE_NAMED.test(l) || DATE_RE.test(l)));
  if (unplaced.experience.length > 0 || missedJobs) paths.push("experience");
  if (unplaced.education.length > 0 || missedSchools) paths.push("education");
  paths.push(...split.unread.map(headingReviewPath));
  return paths;
}
