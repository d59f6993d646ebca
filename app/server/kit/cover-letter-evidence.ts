// What a cover letter cites (issue 33 §2): the posting's requirements, read by the match engine, each answered by the
// strongest evidence the profile holds for it. Pure and deterministic; cover-letter.ts writes the sentences.
//
// Requirements   the posting's required skills and licences first (in the posting's order), then its preferred ones
//                (licence-match.ts skillRequirements, credentials.ts credentialsAsked). A skill is cited by the
//                posting's own words for it ("account reconciliation", "Epic EHR"), so a requirement the posting
//                never spells out in words the vocabulary knows is not cited.
// Evidence       strongest first: an achievement that names it, a held licence or degree, a project that uses it,
//                a role whose description or title names it (its dates say how long), and last the skills list.
// The choice     two or three requirements with concrete evidence (not only the skills list): required before
//                preferred, then a required licence, then the skills the job's title names ("Senior Go Engineer"),
//                then the strongest evidence. Each gets its own item while the profile has one not yet cited, else
//                it shares the item that answers it (at most two to an item). Only when fewer than two have concrete
//                evidence does the skills list count.
import type { ProfileDto } from "~/schemas/profile";
import { credentialsAsked, credentialsHeld } from "../ai/credentials";
import { skillRequirements } from "../ai/licence-match";
import type { JobRequirements } from "../ai/text-reading";
import { baseSkillOf, canonicalSkill, isAmbiguousSkill } from "../resume/skills";

/** One role of the profile, as the letter names it. */
export interface LetterRole {
  title: string;
  company: string;
  startDate: string;
  endDate: string;
  current: boolean;
}

type Evidence =
  | { kind: "achievement"; key: string; text: string; role: LetterRole }
  | { kind: "credential"; key: string; held: string; issuer: string; noun: string; from: "certification" | "education" }
  | { kind: "project"; key: string; title: string; sentence: string }
  | { kind: "role"; key: string; role: LetterRole; sentence: string }
  | { kind: "listed"; key: string };

const STRENGTH: Record<Evidence["kind"], number> = { achievement: 0, credential: 1, project: 2, role: 3, listed: 4 };

/** One item of evidence with the requirements (in the posting's words) it answers. */
export interface CitedEvidence {
  evidence: Evidence;
  asks: string[];
  required: boolean;
}

export interface LetterEvidence {
  cited: CitedEvidence[];
  /** Further evidence for a cited requirement (a second achievement or project), to lengthen a short letter. */
  spare: CitedEvidence[];
  /** The posting's requirements not cited that the profile shows, in the posting's words ("I can also offer …"). */
  alsoShown: string[];
  /** The posting's skills the profile does not show ("I also noted the role's emphasis on …"; never a licence). */
  notShown: string[];
  /** The posting's years phrase ("5+ years") and the month the profile's experience starts, when the profile meets it. */
  years: { phrase: string; since: string } | null;
}

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}.#+/'’&-]*|\.[A-Za-z]+/gu;

/**
 * The words of `text` that name `skill` (as the skills vocabulary reads them), longest phrase first, or null; a
 * qualified form ("Advanced Excel") only when the skill's own words are nowhere. A common word that is also a skill
 * ("go", "word") counts only capitalised ("Go").
 */
function skillWordsIn(text: string, skill: string): string | null {
  const tokens = [...text.matchAll(TOKEN)];
  let qualified: string | null = null;
  for (let size = 4; size >= 1; size--) {
    for (let i = 0; i + size <= tokens.length; i++) {
      const last = tokens[i + size - 1]!;
      const phrase = text
        .slice(tokens[i]!.index, last.index + last[0].length)
        .replace(/[.,;:'’-]+$/, "")
        .trim();
      if (/\s{2,}|\n/.test(phrase) || (isAmbiguousSkill(phrase) && phrase === phrase.toLowerCase())) continue;
      const canonical = canonicalSkill(phrase);
      if (canonical === skill) return phrase;
      // "Advanced Excel" asks for Excel, but the words for it are "Excel" when the text also has them alone.
      if (canonical && baseSkillOf(canonical) === skill) qualified ??= phrase;
    }
  }
  return qualified;
}

/** A text's sentences, trimmed. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

const roleOf = (e: ProfileDto["experience"][number]): LetterRole => ({
  title: e.title,
  company: e.company,
  startDate: e.startDate,
  endDate: e.endDate,
  current: e.current,
});

/** Every piece of evidence the profile holds for one skill, strongest first. */
function skillEvidence(profile: ProfileDto, skill: string): Evidence[] {
  const found: Evidence[] = [];
  const names = (text: string) => skillWordsIn(text, skill) !== null;
  profile.experience.forEach((e, i) => {
    e.achievements.forEach((text, j) => {
      if (names(text)) found.push({ kind: "achievement", key: `a${i}.${j}`, text, role: roleOf(e) });
    });
    const sentence = sentencesOf(e.description).find(names);
    if (sentence || names(e.title)) found.push({ kind: "role", key: `r${i}`, role: roleOf(e), sentence: sentence ?? "" });
  });
  profile.projects.forEach((p, i) => {
    if (![p.title, p.description, ...p.skills].some(names)) return;
    const sentences = sentencesOf(p.description);
    found.push({ kind: "project", key: `p${i}`, title: p.title, sentence: sentences.find(names) ?? sentences[0] ?? "" });
  });
  if (profile.skills.some(names)) found.push({ kind: "listed", key: `s:${skill}` });
  return found.sort((a, b) => STRENGTH[a.kind] - STRENGTH[b.kind]);
}

/** The certification or education entry that shows a licence or degree the posting asks for, or null. */
function credentialEvidence(profile: ProfileDto, name: string, noun: string): Evidence | null {
  const certification = profile.certifications.findIndex(
    (c) => credentialsHeld(c.issuer ? `${c.name}, ${c.issuer}` : c.name, [name]).length,
  );
  if (certification >= 0) {
    const c = profile.certifications[certification]!;
    return { kind: "credential", key: `c${certification}`, held: c.name, issuer: c.issuer, noun, from: "certification" };
  }
  const school = profile.education.findIndex((e) => credentialsHeld(`${e.degree}, ${e.school}`, [name]).length);
  if (school < 0) return null;
  const e = profile.education[school]!;
  return { kind: "credential", key: `e${school}`, held: e.degree, issuer: e.school, noun, from: "education" };
}

/** How the letter names a licence or degree the posting asks for: its name when the posting writes it, else its kind. */
function credentialNounIn(description: string, name: string): string {
  if (description.toLowerCase().includes(name.toLowerCase())) return name;
  const licence = description.match(/\blicen[cs]e\b/i)?.[0].toLowerCase();
  if (/licence/i.test(name)) return licence ?? "licence";
  return /degree|bachelor|master|doctor|phd|mba|bs[cn]?\b|ms[cn]?\b/i.test(name) ? "degree" : "qualification";
}

interface Requirement {
  asks: string;
  required: boolean;
  /** A licence or degree: one the posting requires is cited before any skill. */
  credential: boolean;
  /** Named in the job's title ("Senior Go Engineer"): cited before the other skills. */
  inTitle: boolean;
  evidence: Evidence[];
}

/** A phrase that opens a list item ("- Patient assessment and …") is capitalised only for that: mid-sentence it is not. */
function midSentence(description: string, words: string): string {
  if (!/^\p{Lu}\p{Ll}+(\s\p{Ll}[\p{Ll}-]*)+$/u.test(words)) return words;
  const opensLine = description.split("\n").some((line) =>
    line
      .replace(/^[\s\-*•–·]+/, "")
      .replace(/^[^:]{1,40}:\s+/, "")
      .startsWith(words),
  );
  return opensLine ? `${words.charAt(0).toLowerCase()}${words.slice(1)}` : words;
}

/** The posting's requirements, required first and each in the posting's order, with the profile's evidence for each. */
function requirementsOf(profile: ProfileDto, job: LetterJob, skills: JobRequirements): Requirement[] {
  const { description } = job;
  const credentials = credentialsAsked(description);
  const read = (names: string[], required: boolean): Requirement[] =>
    names
      .flatMap((skill) => {
        const words = skillWordsIn(description, skill);
        if (!words) return [];
        const inTitle = skillWordsIn(job.title, skill) !== null;
        return [
          {
            asks: midSentence(description, words),
            at: description.indexOf(words),
            required,
            credential: false,
            inTitle,
            evidence: skillEvidence(profile, skill),
          },
        ];
      })
      .sort((a, b) => a.at - b.at)
      .map(({ at: _at, ...requirement }) => requirement);
  const licences = (names: string[], required: boolean): Requirement[] =>
    names.map((name) => {
      const noun = credentialNounIn(description, name);
      const evidence = credentialEvidence(profile, name, noun);
      return { asks: noun, required, credential: true, inTitle: false, evidence: evidence ? [evidence] : [] };
    });
  return [
    ...licences(credentials.required, true),
    ...read(skills.required, true),
    ...licences(credentials.preferred, false),
    ...read(skills.preferred, false),
  ];
}

/** Whole years the profile's roles cover by their dates (overlaps counted once; a summary's own claim is not read). */
function yearsInRoles(profile: ProfileDto, now: Date): number {
  const monthOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7) || 1) - 1;
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const ranges = profile.experience
    .map((e) => [monthOf(e.startDate), Math.min(nowMonth, e.current || !e.endDate ? nowMonth : monthOf(e.endDate) + 1)] as const)
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let covered = -Infinity;
  for (const [start, end] of ranges) {
    months += Math.max(0, end - Math.max(start, covered));
    covered = Math.max(covered, end);
  }
  return Math.floor(months / 12);
}

/** The posting's years phrase when the profile's roles meet it, with the month the first of them starts. */
function yearsMet(profile: ProfileDto, description: string, minYears: number | null, now: Date): LetterEvidence["years"] {
  if (minYears === null || !profile.experience.length) return null;
  // "5+ years", "3-5 years" (text-reading.ts read the number); a number written in words is left unquoted.
  const phrase = description.match(
    new RegExp(`\\b${minYears}\\s*\\+?\\s*(?:(?:-|–|to)\\s*\\d{1,2}\\s*\\+?\\s*)?(?:years?|yrs?)\\b`, "i"),
  )?.[0];
  if (!phrase || yearsInRoles(profile, now) < minYears) return null;
  const since = profile.experience.map((e) => e.startDate).sort()[0]!;
  return { phrase, since };
}

const MAX_CITED = 3;
const MAX_ASKS_PER_ITEM = 2;

/** The posting as the evidence reads it. */
interface LetterJob {
  title: string;
  description: string;
}

/** Required first, then a required licence, then what the title names, then the strongest evidence (see the header). */
const citingOrder = (r: Requirement) => [Number(!r.required), Number(!r.credential), Number(!r.inTitle), STRENGTH[r.evidence[0]!.kind]];

function byCitingOrder(a: Requirement, b: Requirement): number {
  const [x, y] = [citingOrder(a), citingOrder(b)];
  return x.map((value, i) => value - y[i]!).find((difference) => difference !== 0) ?? 0;
}

/** The evidence a letter for this posting cites (see the header). */
export function letterEvidence(profile: ProfileDto, job: LetterJob, now = new Date()): LetterEvidence {
  const skills = skillRequirements(job.description);
  const requirements = requirementsOf(profile, job, skills);
  const cited: CitedEvidence[] = [];
  const citedAsks = new Set<string>();
  const cite = (requirement: Requirement, evidence: Evidence) => {
    cited.push({ evidence, asks: [requirement.asks], required: requirement.required });
    citedAsks.add(requirement.asks);
  };
  const concrete = requirements.filter((r) => r.evidence.length && r.evidence[0]!.kind !== "listed");
  // Each requirement its own item where it has one not yet cited; then, room left, one an item already cited answers.
  const ranked = [...concrete].sort(byCitingOrder);
  for (const requirement of ranked) {
    const own = requirement.evidence.find((e) => e.kind !== "listed" && !cited.some((c) => c.evidence.key === e.key));
    if (own && citedAsks.size < MAX_CITED) cite(requirement, own);
  }
  for (const requirement of ranked) {
    const shared = cited.find((c) => c.asks.length < MAX_ASKS_PER_ITEM && requirement.evidence.some((e) => e.key === c.evidence.key));
    if (shared && citedAsks.size < MAX_CITED && !citedAsks.has(requirement.asks)) {
      shared.asks.push(requirement.asks);
      citedAsks.add(requirement.asks);
    }
  }
  for (const requirement of requirements)
    if (citedAsks.size < 2 && !citedAsks.has(requirement.asks) && requirement.evidence[0]?.kind === "listed")
      cite(requirement, requirement.evidence[0]);
  const used = new Set(cited.map((c) => c.evidence.key));
  const spare: CitedEvidence[] = [];
  for (const requirement of requirements.filter((r) => citedAsks.has(r.asks))) {
    const more = requirement.evidence.find((e) => !used.has(e.key) && (e.kind === "achievement" || e.kind === "project"));
    if (more) {
      spare.push({ evidence: more, asks: [requirement.asks], required: requirement.required });
      used.add(more.key);
    }
  }
  const uncited = requirements.filter((r, i) => !citedAsks.has(r.asks) && requirements.findIndex((x) => x.asks === r.asks) === i);
  return {
    cited,
    spare,
    alsoShown: uncited.filter((r) => r.evidence.length).map((r) => r.asks),
    notShown: uncited.filter((r) => !r.evidence.length && !r.credential).map((r) => r.asks),
    years: yearsMet(profile, job.description, skills.minYears, now),
  };
}
