// What the editor says after an import it was unsure of (issue 31, "Review marks that fire"): the reasons behind the
// extraction's review paths beyond single fields (server/resume/review.ts writes them), each naming the sections to
// check. Field paths ("experience.0.company") are marked on their fields and need no sentence here.
import { SECTION_HEADINGS } from "./headings";
import type { SectionKey } from "./model";

/** One reason: the sentence is `before`, then the sections' names (links in the notice), then `after`. */
export interface ReviewReason {
  before: string;
  sections: SectionKey[];
  after: string;
}

const UNPLACED_SECTIONS: SectionKey[] = ["experience", "education", "projects", "certifications"];
const HEADING_PATH = /^headings\.(.+)$/;

/** "A", "A and B", "A, B and C". */
function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

export const sectionName = (section: SectionKey) => SECTION_HEADINGS[section].title;

/** A reason as plain text ("We could not place some lines: check Work Experience and Education."). */
export const reasonText = (r: ReviewReason) =>
  [r.before, joinNames(r.sections.map(sectionName)), r.after]
    .filter(Boolean)
    .join(" ")
    .replace(/ ([.:])/g, "$1");

/** The reasons to check an import, from its review list; none when it was only unsure of single fields. */
export function reviewReasons(review: readonly unknown[] = []): ReviewReason[] {
  const paths = new Set(review.filter((p): p is string => typeof p === "string"));
  const reasons: ReviewReason[] = [];
  if (paths.has("professional.summary"))
    reasons.push({ before: "The summary in", sections: ["professional"], after: "mentions dates or jobs: move them to their sections." });
  const unplaced = UNPLACED_SECTIONS.filter((s) => paths.has(s));
  if (unplaced.length) reasons.push({ before: "We could not place some lines: check", sections: unplaced, after: "." });
  const headings = [...paths].flatMap((p) => p.match(HEADING_PATH)?.[1] ?? []).map((h) => `“${h}”`);
  if (headings.length) {
    const one = headings.length === 1;
    const before = `We could not read the ${one ? "heading" : "headings"} ${joinNames(headings)}: add what ${one ? "it holds" : "they hold"} by hand.`;
    reasons.push({ before, sections: [], after: "" });
  }
  return reasons;
}
