// A resume tailored to one posting (issue 33 §1): a draft of the saved profile, in the profile's own shape, with
// each thing done to it listed as a change the user can undo (tailor-undo.ts, small enough for the job dialog's
// bundle). Pure and deterministic (the only clock is `now`, for the years a current job counts); no server-only import.
//
// What it does, reading the posting as the match engine does (text-reading.ts; its title's skills count as required)
//   skills          those the posting requires first (in the posting's order), then those it prefers or names,
//                   then the rest in the profile's order                                         ("skills-order")
//   bullets         each job's achievements by relevance, most relevant first; ties keep their order ("bullet-order")
//   projects        by relevance ("project-order"); a project that shows none of the posting's skills and fewer than
//                   two of its words is hidden (a featured one never is; none is when the posting names no skill we
//                   know): left out of the draft's `projects`, its change ("project-hidden", path "projects/{its
//                   index in the profile}") says so; the UI shows it struck through from the profile, and undoing
//                   the change puts it back
//   summary         a first sentence aimed at the role, made only of the profile's title, the years its dates
//                   span, its skills the posting asks for, and the posting's title and company; it replaces an
//                   opening sentence that starts with the profile's title, else goes first        ("summary")
//   suggestions     what the posting asks for that the profile does not show (skills, licences, years), never
//                   written into the draft
// Relevance of a text = 3 per required skill it shows + 2 per preferred one + 1 per other word of the posting it
// uses (words of 4+ letters, common words and a few suffixes aside). Experience entries keep their order (a resume
// reads back in time), and no text is added or changed except the summary's first sentence.
import type { TailorChange, TailoredResume } from "~/schemas/kit-tailor";
import type { ProfileDto, ProjectItem } from "~/schemas/profile";
import { licenceAdvice, licencesOf, skillRequirements } from "../ai/licence-match";
import { occupationFit } from "../ai/occupation-fit";
import { profileAsText } from "../ai/profile-text";
import { extractJobRequirements, forEachRequirementPart, type RequirementMode, resumeSkillsIn, skillsIn } from "../ai/text-reading";
import { baseSkillOf, canonicalSkill, suitePartsOf } from "../resume/skills";

export interface PostingToTailorFor {
  title: string;
  company: string;
  description: string;
}

interface PostingTerms {
  required: string[];
  preferred: string[];
  /** The stems of the posting's telling words (see wordsOf). */
  words: Set<string>;
  /** The posting's required lines and its whole text, lower case, for profile skills the vocabulary does not know. */
  requiredText: string;
  lowerText: string;
}

/** Words that say nothing about a posting's subject. */
const COMMON_WORDS = new Set(
  `about above after again also among and another any apply applying around based been being best both bring build
  candidate candidates company could daily degree each either ensure every experience experienced field from great
  have having help highly ideal including into join just know like looking make more most must need needed new next
  offer only other our over part people plus position preferred provide required requirements responsibilities role
  salary should skill skills some strong such team teams than that their them then there these they this those
  through time together under using very want well were what when where which while will with within work working
  would year years your you'll we're you're ability able across environment opportunity within without benefits
  company's`.split(/\s+/),
);

/** Folds a word to a stem so "managing", "managed" and "manages" meet. */
const stemOf = (word: string) => word.toLowerCase().replace(/(?:ing|ed|es|s)$/, (suffix, at: number) => (at >= 4 ? "" : suffix));

/** The telling words of a text (4+ letters, not common), each with its stem, in order. */
function wordsOf(text: string): Array<{ word: string; stem: string }> {
  return [...text.matchAll(/\p{L}[\p{L}\p{N}'’+#-]*/gu)]
    .map((m) => m[0].replace(/['’-]+$/, ""))
    .filter((word) => word.length >= 4 && !COMMON_WORDS.has(word.toLowerCase()))
    .map((word) => ({ word, stem: stemOf(word) }));
}

function readPosting(job: PostingToTailorFor): PostingTerms {
  const text = `${job.title}\n${job.description}`;
  const read = extractJobRequirements(text);
  const fromTitle = skillsIn(job.title).map((s) => baseSkillOf(s) ?? s);
  const required = [...new Set([...fromTitle, ...read.required])];
  // The lines read as required (the context when no line is, as extractJobRequirements reads them).
  const parts: Record<RequirementMode, string[]> = { required: [], preferred: [], context: [] };
  forEachRequirementPart(text, (mode, part) => parts[mode].push(part));
  return {
    required,
    preferred: read.preferred.filter((s) => !required.includes(s)),
    words: new Set(wordsOf(text).map((w) => w.stem)),
    requiredText: [job.title, ...(parts.required.length ? parts.required : parts.context)].join("\n").toLowerCase(),
    lowerText: text.toLowerCase(),
  };
}

/** The vocabulary's names a skill of the profile stands for ("Golang" → Go; "Microsoft 365" → its applications too). */
function namesOfSkill(raw: string): Set<string> {
  const direct = canonicalSkill(raw);
  const names = new Set(direct ? [direct] : resumeSkillsIn(raw));
  for (const name of [...names]) {
    const base = baseSkillOf(name);
    if (base) names.add(base);
    for (const part of suitePartsOf(name)) names.add(part);
  }
  return names;
}

interface Relevance {
  score: number;
  /** What it shows of the posting, most telling first: skills, then words as the text writes them. */
  terms: string[];
}

function relevanceOf(text: string, extraSkills: readonly string[], posting: PostingTerms): Relevance {
  const shown = new Set(resumeSkillsIn(text));
  for (const skill of extraSkills) for (const name of namesOfSkill(skill)) shown.add(name);
  const required = posting.required.filter((s) => shown.has(s));
  const preferred = posting.preferred.filter((s) => shown.has(s));
  // A word of a skill already counted is not counted again ("financial" of Financial Reporting).
  const skillStems = new Set([...required, ...preferred].flatMap((skill) => wordsOf(skill).map((w) => w.stem)));
  const words = new Map<string, string>();
  for (const { word, stem } of wordsOf(text))
    if (posting.words.has(stem) && !skillStems.has(stem) && !words.has(stem)) words.set(stem, word);
  return { score: 3 * required.length + 2 * preferred.length + words.size, terms: [...required, ...preferred, ...words.values()] };
}

/** The indexes of `scores` from highest to lowest; equal scores keep their order. */
const rankOrder = (scores: readonly number[]) =>
  scores.map((score, index) => ({ score, index })).sort((a, b) => b.score - a.score || a.index - b.index);

/** "A", "A and B", "A, B and C", "A, B, C, D and 2 more". */
function listOf(items: readonly string[], most = 4): string {
  const shown = items.length > most + 1 ? [...items.slice(0, most), `${items.length - most} more`] : [...items];
  return shown.length < 2 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** Where a profile skill stands for the posting: 0 required, 1 preferred or named, 2 not asked for; `at` orders within. */
function skillRank(raw: string, posting: PostingTerms): { group: number; at: number } {
  const names = namesOfSkill(raw);
  const required = posting.required.findIndex((s) => names.has(s));
  if (required >= 0) return { group: 0, at: required };
  const preferred = posting.preferred.findIndex((s) => names.has(s));
  if (preferred >= 0) return { group: 1, at: preferred };
  // A skill the vocabulary does not know counts when the posting names it as written: after the known ones of its kind.
  if (names.size > 0 || raw.trim().length < 3) return { group: 2, at: 0 };
  const named = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(raw.trim().toLowerCase())}(?![\\p{L}\\p{N}])`, "u");
  if (named.test(posting.requiredText)) return { group: 0, at: Number.MAX_SAFE_INTEGER };
  return named.test(posting.lowerText) ? { group: 1, at: Number.MAX_SAFE_INTEGER } : { group: 2, at: 0 };
}

/** The profile's skills the posting asks for, in the order they go first (see skillRank). */
function skillsAskedFor(skills: readonly string[], posting: PostingTerms): string[] {
  return skills
    .map((raw, index) => ({ raw, index, ...skillRank(raw, posting) }))
    .filter((s) => s.group < 2)
    .sort((a, b) => a.group - b.group || a.at - b.at || a.index - b.index)
    .map((s) => s.raw);
}

/** Whole years the experience entries' dates span (overlaps counted once; a current job runs to `now`). */
export function experienceYears(profile: Pick<ProfileDto, "experience">, now: Date): number {
  const monthOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const ranges = profile.experience
    .map((e) => [monthOf(e.startDate), Math.min(thisMonth, e.current || !e.endDate ? thisMonth : monthOf(e.endDate)) + 1] as const)
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && start < end)
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let until = Number.NEGATIVE_INFINITY;
  for (const [start, end] of ranges) {
    months += Math.max(0, end - Math.max(start, until));
    until = Math.max(until, end);
  }
  return Math.floor(months / 12);
}

const SUMMARY_LIMITS = { min: 50, max: 1000 } as const;
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim());
const withoutEndStop = (text: string) => text.trim().replace(/[.!?\s]+$/, "");

/** The summary with a first sentence aimed at the role (see the header), or null when there is nothing to say. */
function summaryForRole(profile: ProfileDto, job: PostingToTailorFor, asked: readonly string[], years: number): string | null {
  const title = withoutEndStop(profile.title || profile.experience[0]?.title || "");
  const role = withoutEndStop(job.title);
  if (!title || !role) return null;
  const skills = asked.slice(0, 3);
  const yearsPart =
    years >= 1 ? ` with ${years} ${years === 1 ? "year" : "years"} of experience${skills.length ? ` in ${listOf(skills)}` : ""}` : "";
  const skillsPart = !yearsPart && skills.length ? ` skilled in ${listOf(skills)}` : "";
  const company = withoutEndStop(job.company);
  const opener = `${title}${yearsPart}${skillsPart}, seeking the ${role} role${company ? ` at ${company}` : ""}.`;
  const rest = sentencesOf(profile.summary);
  if (rest[0]?.toLowerCase().startsWith(title.toLowerCase())) rest.shift();
  while (rest.length && [opener, ...rest].join(" ").length > SUMMARY_LIMITS.max) rest.pop();
  const summary = [opener, ...rest].join(" ");
  return summary.length >= SUMMARY_LIMITS.min && summary.length <= SUMMARY_LIMITS.max ? summary : null;
}

/** What the posting asks for that the profile does not show, as advice (never written into the draft). */
function suggestionsFor(profile: ProfileDto, job: PostingToTailorFor, posting: PostingTerms, years: number): string[] {
  const text = `${job.title}\n${job.description}`;
  const profileText = profileAsText(profile);
  const shown = new Set(resumeSkillsIn(profileText));
  const listed = new Set(profile.skills.flatMap((s) => [...namesOfSkill(s)]));
  // Licences and degrees are advised by their own rule (licence-match.ts), not as the skills they are read as.
  const kept = skillRequirements(text);
  const read = extractJobRequirements(text);
  const credentialSkills = new Set(
    [...read.required, ...read.preferred].filter((s) => !kept.required.includes(s) && !kept.preferred.includes(s)),
  );
  const required = posting.required.filter((s) => !credentialSkills.has(s));
  const preferred = posting.preferred.filter((s) => !credentialSkills.has(s));
  const suggestions = [
    ...required.filter((s) => !shown.has(s)).map((s) => `The posting asks for ${s}: add it if you have used it.`),
    ...required
      .filter((s) => shown.has(s) && !listed.has(s))
      .map((s) => `The posting asks for ${s} and your profile mentions it: add it to Skills.`),
    ...preferred
      .filter((s) => !shown.has(s))
      .slice(0, 3)
      .map((s) => `The posting would also like ${s}: add it if you have used it.`),
    ...licenceAdvice(licencesOf(profileText, text), occupationFit(profileText, text)),
  ];
  const minYears = read.minYears;
  if (minYears && years < minYears)
    suggestions.push(
      `The posting asks for ${minYears}+ years of experience and your dates show ${years}: lead with the work closest to this role.`,
    );
  return suggestions;
}

/** Each job's bullets by relevance: the draft's experience and a change per reordered job. */
function orderBullets(profile: ProfileDto, posting: PostingTerms): { experience: ProfileDto["experience"]; changes: TailorChange[] } {
  const changes: TailorChange[] = [];
  const experience = profile.experience.map((entry, index) => {
    const relevance = entry.achievements.map((bullet) => relevanceOf(bullet, [], posting));
    const order = rankOrder(relevance.map((r) => r.score));
    const firstMoved = order.findIndex((o, at) => o.index !== at);
    if (firstMoved < 0) return entry;
    const about = relevance[order[firstMoved]!.index]!.terms.slice(0, 2);
    changes.push({
      kind: "bullet-order",
      path: `experience/${index}/achievements`,
      detail: `Put the bullets about ${listOf(about)} first in ${entry.company}`,
    });
    return { ...entry, achievements: order.map((o) => entry.achievements[o.index]!) };
  });
  return { experience, changes };
}

/** The projects by relevance, the ones that do not matter left out (see the header), and their changes. */
function orderProjects(profile: ProfileDto, posting: PostingTerms): { projects: ProjectItem[]; changes: TailorChange[] } {
  // A posting that names no skill we know cannot say which project does not matter.
  const readable = posting.required.length + posting.preferred.length > 0;
  const relevance = profile.projects.map((p) => relevanceOf(`${p.title}\n${p.description}`, p.skills, posting));
  const matters = (index: number) => {
    const { terms, score } = relevance[index]!;
    const skillsShown = terms.filter((t) => posting.required.includes(t) || posting.preferred.includes(t)).length;
    return !readable || profile.projects[index]!.featured || skillsShown > 0 || score >= 2;
  };
  const shown = rankOrder(relevance.map((r) => r.score)).filter((o) => matters(o.index));
  const changes: TailorChange[] = [];
  // The first project placed ahead of one the profile lists before it is the one moved up.
  const lead = shown.find((o, at) => shown.slice(at + 1).some((later) => later.index < o.index));
  if (lead) {
    const about = relevance[lead.index]!.terms.slice(0, 2);
    changes.push({
      kind: "project-order",
      path: "projects",
      detail: `Moved the project ${profile.projects[lead.index]!.title} up in Projects${about.length ? `: it shows ${listOf(about)}` : ""}`,
    });
  }
  profile.projects.forEach((project, index) => {
    if (!matters(index))
      changes.push({
        kind: "project-hidden",
        path: `projects/${index}`,
        detail: `Hid the project ${project.title}: it shows nothing the posting asks for`,
      });
  });
  return { projects: shown.map((o) => profile.projects[o.index]!), changes };
}

/** The draft of `profile` for `job` (see the header): the resume, every change made to it, and the suggestions. */
export function tailorResume(profile: ProfileDto, job: PostingToTailorFor, now = new Date()): TailoredResume {
  const posting = readPosting(job);
  const changes: TailorChange[] = [];
  const asked = skillsAskedFor(profile.skills, posting);
  const skills = [...asked, ...profile.skills.filter((s) => !asked.includes(s))];
  if (skills.some((s, i) => s !== profile.skills[i]))
    changes.push({ kind: "skills-order", path: "skills", detail: `Moved ${listOf(asked)} to the top of Skills` });
  const years = experienceYears(profile, now);
  const summary = summaryForRole(profile, job, asked, years);
  if (summary !== null && summary !== profile.summary)
    changes.push({
      kind: "summary",
      path: "summary",
      detail: `Aimed the summary's first sentence at the ${withoutEndStop(job.title)} role`,
    });
  const bullets = orderBullets(profile, posting);
  const projects = orderProjects(profile, posting);
  changes.push(...bullets.changes, ...projects.changes);
  return {
    resume: { ...profile, skills, summary: summary ?? profile.summary, experience: bullets.experience, projects: projects.projects },
    changes,
    suggestions: suggestionsFor(profile, job, posting, years),
  };
}
