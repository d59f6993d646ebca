// Occupation fit and seniority of a match (issue 32): which occupation a posting's title names and which the
// candidate's recent titles name (the catalogue in ./occupations), how close they are, and how far the posting's
// level is from the candidate's. Pure and deterministic; the match engine (local-engine.ts) blends the result.
import { parseResumeText } from "../resume/parser";
import { FAMILIES, findOccupationByTitle, type OCCUPATIONS } from "./occupations";

type Occupation = (typeof OCCUPATIONS)[number];

/** same: one occupation; adjacent: a catalogue neighbour or the same family; different: another family. */
type OccupationFitKind = "same" | "adjacent" | "different";

export interface OccupationFit {
  job: { title: string; family: string } | null;
  profile: { title: string; family: string } | null;
  /** null when either side names no occupation we know: the match then rests on skills alone. */
  fit: OccupationFitKind | null;
  /** For a different family: whether the two families share a cluster (a career change, not another world). */
  relatedFamilies: boolean;
  /** Posting level minus candidate level (entry 0, mid 1, senior 2, manager 3, executive 4), null when unknown. */
  levelGap: number | null;
}

const LEVEL_RANK = { entry: 0, mid: 1, senior: 2, manager: 3, executive: 4 } as const;

/**
 * The level a title's own words say, else null: "Head Chef", "Team Lead" and "Nurse Manager" lead people whatever
 * the occupation's usual level; "Senior"/"Staff" is senior; "Junior", "Trainee", "Graduate" entry.
 */
function levelOfTitleWords(title: string): number | null {
  const t = title.toLowerCase();
  if (/\b(chief|vp|vice president|director)\b/.test(t)) return LEVEL_RANK.executive;
  if (/\b(head|lead|manager|principal|supervisor)\b/.test(t)) return LEVEL_RANK.manager;
  if (/\b(senior|sr|staff)\b/.test(t)) return LEVEL_RANK.senior;
  if (/\b(junior|jr|trainee|graduate|intern|apprentice|entry[- ]level)\b/.test(t)) return LEVEL_RANK.entry;
  return null;
}

/** A title's head: "Executive Assistant to the Managing Director" is an assistant, not a managing director. */
function titleHead(title: string): string {
  return title.split(/\s+to\s+(?:the\s+)?/i)[0]!.trim();
}

interface ReadTitle {
  title: string;
  occupation: Occupation;
  level: number;
}

function readTitle(title: string): ReadTitle | null {
  const head = titleHead(title);
  const occupation = findOccupationByTitle(head);
  if (!occupation) return null;
  return { title: head, occupation, level: levelOfTitleWords(head) ?? LEVEL_RANK[occupation.level] };
}

/** A first line that reads as a title: short, not a sentence. */
function firstLineTitle(text: string): string {
  const line =
    text
      .split(/\r?\n/)
      .find((l) => l.trim())
      ?.trim() ?? "";
  return line.length <= 100 && !/[.!?]$/.test(line) ? line : "";
}

/** The posting's occupation: the engine's job text starts with the job title (insights-engine.ts). */
function jobOccupation(jobDescription: string): ReadTitle | null {
  return readTitle(firstLineTitle(jobDescription));
}

/**
 * The candidate's occupation: the profile title (first line of the resume text), else the parsed headline, else the
 * most recent experience title that names an occupation. Their level is the higher of that title's and their most
 * recent role's ("Product Designer" whose last role is "Lead Product Designer" leads).
 */
function profileOccupation(resumeText: string): ReadTitle | null {
  const parsed = parseResumeText(resumeText);
  const recentTitles = parsed.experience.map((e) => e.title ?? "").filter(Boolean);
  const read = [firstLineTitle(resumeText), parsed.professional.title ?? "", ...recentTitles]
    .filter(Boolean)
    .map(readTitle)
    .find((found) => found !== null);
  if (!read) return null;
  const recentLevel = recentTitles[0] ? levelOfTitleWords(titleHead(recentTitles[0])) : null;
  return { ...read, level: Math.max(read.level, recentLevel ?? 0) };
}

/**
 * Families that share a cluster of work, after O*NET's career clusters (README.md): moving between them is a career
 * change with transferable ground (a lab scientist to nursing, an account executive to support), unlike a move
 * between unrelated families (a Go engineer to recruiting). A family may sit in several clusters.
 */
const FAMILY_CLUSTERS: readonly (readonly string[])[] = [
  ["healthcare", "science-lab"],
  ["administration", "legal", "hr", "customer-support", "management", "public-sector"],
  ["sales", "customer-support", "marketing"],
  ["sales", "finance-accounting"],
  ["finance-accounting", "data"],
  ["skilled-trades", "engineering"],
  ["software", "data"],
  ["software", "design"],
  ["design", "marketing", "creative"],
  ["marketing", "data"],
  ["science-lab", "data"],
  ["operations-supply-chain", "logistics", "data"],
  ["operations-supply-chain", "management"],
];

function familiesRelated(a: string, b: string): boolean {
  return FAMILY_CLUSTERS.some((cluster) => cluster.includes(a) && cluster.includes(b));
}

const familyName = new Map(FAMILIES.map((f) => [f.id, f.name]));

function fitOf(job: Occupation, profile: Occupation): OccupationFitKind {
  if (job.id === profile.id) return "same";
  if (job.adjacent.includes(profile.id) || profile.adjacent.includes(job.id) || job.family === profile.family) return "adjacent";
  return "different";
}

/** The occupation fit of a resume against a posting, from their titles. */
export function occupationFit(resumeText: string, jobDescription: string): OccupationFit {
  const job = jobOccupation(jobDescription);
  const profile = profileOccupation(resumeText);
  const side = (read: ReadTitle | null) =>
    read ? { title: read.occupation.title, family: familyName.get(read.occupation.family) ?? read.occupation.family } : null;
  return {
    job: side(job),
    profile: side(profile),
    fit: job && profile ? fitOf(job.occupation, profile.occupation) : null,
    relatedFamilies: !!job && !!profile && familiesRelated(job.occupation.family, profile.occupation.family),
    levelGap: job && profile ? job.level - profile.level : null,
  };
}
