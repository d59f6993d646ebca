// How an experience section groups its jobs (issue 34): sub-headings inside it ("Earlier Career", "Board & Advisory
// Roles") that start a part of their own and are never a company, and roles grouped under one employer (an employer
// line, then several titles each with its own dates), where every role takes the employer as its company.
import type { Line } from "./lines";
import { COMPANY_WORDS, inCapitals } from "./patterns";

/** A part of the experience section under a sub-heading: "earlier" roles, "board" seats, or the jobs themselves. */
export type ExperiencePartKind = "jobs" | "earlier" | "board";

/** "Earlier Career", "Previous Experience", "Prior Roles", "Additional Experience": older jobs in short. */
const EARLIER_HEADING =
  /^(earlier|previous|prior|additional|other|early|past|selected earlier)\s+(career|experience|roles|positions|employment|appointments)(\s+(summary|highlights))?$/i;
/** "Board & Advisory Roles", "Board Positions", "Advisory Boards", "Non-Executive Directorships", "Board Memberships". */
const BOARD_HEADING =
  /^(board(\s+(and|&)\s+advisory)?|advisory(\s+(and|&)\s+board)?|non-?executive|governance)\s+(roles|positions|seats|memberships|boards?|appointments|directorships|work)$|^(board|advisory)\s+(and|&)\s+(advisory|board)$|^(advisory\s+)?boards?$|^non-?executive\s+directorships$/i;

/** Which sub-heading a line is ("earlier", "board"), or null. Trailing colons and heading marks are ignored. */
export function experienceSubheading(text: string): Exclude<ExperiencePartKind, "jobs"> | null {
  const t = text
    .replace(/^[#=*_\s-]+|(?<![#=*_\s:-])[#=*_\s:-]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!t || t.length > 45) return null;
  if (EARLIER_HEADING.test(t)) return "earlier";
  if (BOARD_HEADING.test(t)) return "board";
  return null;
}

/** Whether a text is one of these sub-headings (a company field never holds one). */
export const isExperienceSubheading = (text: string) => experienceSubheading(text) !== null;

/**
 * The experience section cut at its sub-headings (each dropped): the part under the section's own heading first (of
 * `firstKind`: a section headed "Earlier Career" is all earlier roles), then each part in its order.
 */
export function experienceParts(lines: Line[], firstKind: ExperiencePartKind): Array<{ kind: ExperiencePartKind; lines: Line[] }> {
  const parts: Array<{ kind: ExperiencePartKind; lines: Line[] }> = [{ kind: firstKind, lines: [] }];
  for (const line of lines) {
    const kind = line.bullet || line.blank ? null : experienceSubheading(line.text);
    if (kind) parts.push({ kind, lines: [] });
    else parts[parts.length - 1]!.lines.push(line);
  }
  return parts.filter((p, i) => i === 0 || p.lines.some((l) => !l.blank));
}

/** A team inside an employer ("Claims Division", "Platform Team"): part of the role, never the company. */
const DIVISION_WORDS =
  /\b(division|department|dept|team|unit|practice|segment|business line|function|region|office|portfolio|programme|program)\b/i;
/** A business function after a role's comma ("Vice President, Finance"): the role's area, never a company. */
const FUNCTION_RE =
  /^(?:finance|financial planning(?: & analysis)?|fp&a|audit|tax|treasury|marketing|sales|operations|engineering|product|technology|it|hr|human resources|people|legal|compliance|risk|procurement|supply chain|strategy|data|analytics|research|design|customer success|communications|investor relations)$/i;

/** One job as read from its own header: how many header lines it had, and its fields. */
export interface GroupedJob {
  headerLines: number;
  /** Whether the job's header opened with an employer line above a role line that names no company. */
  employerLine: boolean;
  /** Whether the "job" is an employer with its tenure's dates right above its first role (not a job of its own). */
  tenureLine: boolean;
  /** The anchor line's text without its dates (the role line of a grouped employer). */
  roleLine: string;
  title: string;
  company: string;
  location: string;
  unsure: string[];
}

/**
 * Roles grouped under one employer: a job whose header opened with an employer line above its role line, or an
 * employer line with its tenure's dates right above a role, starts a group; a following job that has only its role line (title and dates) and names no company belongs to that
 * employer, and a team after its title ("Director, Claims Division") stays in the title. A role line naming a
 * company of its own ("Engineer — Globex") ends the group. Changes the jobs in place.
 */
export function applyEmployerGroups(jobs: GroupedJob[]): void {
  let employer: { company: string; location: string } | null = null;
  for (const job of jobs) {
    if (job.tenureLine) {
      employer = { company: job.company, location: job.location };
      continue;
    }
    if (job.headerLines >= 2) {
      employer = job.employerLine && job.company ? { company: job.company, location: job.location } : null;
      continue;
    }
    if (!employer) continue;
    // A role line's "company" not set as the employers are ("ROLLS-ROYCE PLC" over "Head of Category, Castings and
    // Forgings") is the role's specialty, like a team.
    const setLikeEmployer = !inCapitals(employer.company) || inCapitals(job.company);
    const area = DIVISION_WORDS.test(job.company) || FUNCTION_RE.test(job.company.trim());
    if (job.company && (COMPANY_WORDS.test(job.company) || (!area && setLikeEmployer))) {
      employer = null;
      continue;
    }
    if (job.company) job.title = job.roleLine.replace(/^[\s,;|–—-]+|(?<![\s,;|–—-])[\s,;|–—-]+$/g, "").replace(/\s+/g, " ");
    if (job.location && job.title.endsWith(job.location)) job.title = job.title.slice(0, -job.location.length).replace(/[\s,;|–—-]+$/, "");
    job.company = employer.company;
    job.location ||= employer.location;
    job.unsure = job.unsure.filter((f) => f !== "company" && f !== "title");
  }
}
