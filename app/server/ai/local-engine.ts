// The local, deterministic AI-insights engine (issue 6). Explainable by design: every score is computed from named
// factors with the documented formulas below, and the same input always gives the same output (the only clock is
// `now`, used for "Present" in resume dates; pass it for stable results). Output shapes follow spec part 2
// section 3 ("AI resume analysis result") and app/schemas/ai.ts.
//
// Reading a job description
//   sections          headings ("Requirements", "Nice to have:", "About the role", ...) set the mode of the lines
//                     below: required (requirements, qualifications, responsibilities, "what you'll bring"),
//                     preferred (preferred, nice to have, bonus, a plus) or context (intro, about, benefits).
//                     "Label: items" lines apply their label to that line only. In a required line, a clause with
//                     "preferred" / "a plus" / "nice to have" makes the line preferred (only that clause and what
//                     follows when the line states years, "required" or "must" before it).
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
// Formulas
//   skills score      = 100 × (2 × matched required + matched preferred) / (2 × required + preferred)
//                       (100 when the job names no skills we know)
//   relevance         = min(1, skills score / 50): years in an unrelated field do not count in full
//   experience score  = relevance × 100 × min(1, resume years / required years); relevance × 80 when the job
//                       states no years
//   overall match     = round(0.7 × skills score + 0.3 × experience score)
//   resume quality    = 100 − the penalties of the failed checks in RESUME_CHECKS; the keywords penalty is
//                       round(20 × (2 × missing required + missing preferred) / (2 × required + preferred))
//   keyword coverage  = 100 × share of the job's known skills the resume mentions (70 when it names none)
//   success score     = round(0.4 × match + 0.25 × quality + 0.2 × experience + 0.15 × keyword coverage)
//   confidence        = round(40 + min(30, 5 × job skills) + min(30, resume words / 20))
import { parseResumeText } from "../resume/parser";
import { canonicalSkill, isAmbiguousSkill, skillsInText } from "../resume/skills";

const BULLET = /^[\s\-*•–·]+/;
/** A list item without its bullet and a trailing note: "- Spanish (native)" → "Spanish". */
const cleanItem = (item: string) =>
  item
    .replace(BULLET, "")
    .replace(/\s*\([^)]*\)?\s*$/, "")
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
      .split(/[,;|•·]|\s+(?:and|or|&)\s+/)
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
const INLINE_PREFERRED = /\b(preferred|nice[- ]to[- ]have|a (big |strong )?plus|bonus|desirable|ideally|optional|not required)\b/i;
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

/** Splits a job description into required and preferred skills, years and seniority (see the header). */
export function extractJobRequirements(description: string): JobRequirements {
  let mode: Mode = "context";
  const found: Record<Mode, string[]> = { context: [], required: [], preferred: [] };
  const years: number[] = [];
  const add = (target: Mode, text: string) => {
    for (const skill of skillsIn(text)) if (!found[target].includes(skill)) found[target].push(skill);
  };
  const readYears = (target: Mode, text: string) => {
    if (target === "preferred" || (target === "context" && !/experience/i.test(text))) return;
    for (const m of text.matchAll(JOB_YEARS)) {
      const n = toNumber(m[1]!);
      if (n > 0 && n <= 30) years.push(n);
    }
  };
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
        const target = lineMode === "preferred" && /\b(required|must)\b/i.test(sentence) ? "required" : lineMode;
        add(target, sentence);
        readYears(target, sentence);
        continue;
      }
      // Only the part from the marker's clause on is optional when the line is a firm requirement before it.
      const clauseStart = Math.max(0, ...[...sentence.slice(0, marker.index).matchAll(/,\s+|;\s+|\(/g)].map((m) => m.index + m[0].length));
      const before = sentence.slice(0, clauseStart);
      if (clauseStart > 0 && STRONG_REQUIREMENT.test(before)) {
        add(lineMode, before);
        readYears(lineMode, before);
        add("preferred", sentence.slice(clauseStart));
      } else {
        add("preferred", sentence);
      }
    }
  }
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
  const monthOf = (yyyyMm: string) => Number(yyyyMm.slice(0, 4)) * 12 + Number(yyyyMm.slice(5, 7)) - 1;
  const ranges = parseResumeText(text)
    .experience.filter((e) => e.startDate && (e.endDate || e.current))
    .map((e) => [monthOf(e.startDate), e.endDate ? monthOf(e.endDate) : nowMonth] as const)
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

export interface JobMatchingResult {
  overallMatch: number;
  skillsMatch: { matchedSkills: string[]; missingSkills: string[] };
  experienceMatch: { score: number; levelMatch: string; relevantExperience: string };
  recommendations: string[];
  /** How each number was obtained. */
  factors: {
    skillsScore: number;
    experienceScore: number;
    relevance: number;
    requiredSkills: string[];
    preferredSkills: string[];
    resumeYears: number;
    requiredYears: number | null;
    seniority: Seniority | null;
  };
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
/** The schemas cap lists (12 lines, 40 skills). */
const MAX_LINES = 12;
const MAX_SKILLS = 40;

export function jobMatching(resumeText: string, jobDescription: string, now = new Date()): JobMatchingResult {
  const job = extractJobRequirements(jobDescription);
  const have = new Set(skillsIn(resumeText));
  const reqMatched = job.required.filter((s) => have.has(s));
  const prefMatched = job.preferred.filter((s) => have.has(s));
  const reqMissing = job.required.filter((s) => !have.has(s));
  const prefMissing = job.preferred.filter((s) => !have.has(s));
  const denominator = 2 * job.required.length + job.preferred.length;
  const skillsScore = denominator ? (100 * (2 * reqMatched.length + prefMatched.length)) / denominator : 100;
  const relevance = Math.min(1, skillsScore / 50);
  const years = resumeYears(resumeText, now);
  const experienceScore = relevance * (job.minYears ? 100 * Math.min(1, years / job.minYears) : 80);
  const relevantYears = Math.floor(years * relevance);
  const levelMatch =
    job.minYears === null
      ? "No stated requirement"
      : relevantYears >= job.minYears
        ? "Meets the requirement"
        : relevantYears >= job.minYears * 0.6
          ? "Slightly below the requirement"
          : "Below the requirement";
  const shown = `${years} year${years === 1 ? "" : "s"} shown${relevance < 1 ? ` (about ${relevantYears} relevant to this role's skills)` : ""}`;
  const recommendations = [
    ...reqMissing.slice(0, 6).map((s) => `Add evidence of ${s}: it is a required skill for this role.`),
    ...(reqMissing.length > 6 ? [`Also required and not found: ${reqMissing.slice(6, 16).join(", ")}.`] : []),
    ...prefMissing.slice(0, 3).map((s) => `Mention ${s} if you have used it (preferred for this role).`),
    ...(job.minYears && relevantYears < job.minYears
      ? [`Make your relevant experience easy to see; the role asks for ${job.minYears}+ years.`]
      : []),
  ].slice(0, MAX_LINES);
  return {
    overallMatch: clamp(0.7 * skillsScore + 0.3 * experienceScore),
    skillsMatch: {
      matchedSkills: [...reqMatched, ...prefMatched].slice(0, MAX_SKILLS),
      missingSkills: [...reqMissing, ...prefMissing].slice(0, MAX_SKILLS),
    },
    experienceMatch: {
      score: clamp(experienceScore),
      levelMatch,
      relevantExperience: job.minYears ? `${shown}; ${job.minYears}+ requested.` : `${shown}.`,
    },
    recommendations: recommendations.length
      ? recommendations
      : ["Your skills cover this job's requirements; tailor your summary to the role."],
    factors: {
      skillsScore: clamp(skillsScore),
      experienceScore: clamp(experienceScore),
      relevance: Math.round(relevance * 100) / 100,
      requiredSkills: job.required,
      preferredSkills: job.preferred,
      resumeYears: years,
      requiredYears: job.minYears,
      seniority: job.seniority,
    },
  };
}

export interface ResumeTip {
  priority: "high" | "medium" | "low";
  category: string;
  suggestion: string;
  explanation: string;
}

const ACTION_VERBS =
  /\b(led|built|designed|developed|launched|delivered|improved|reduced|increased|created|managed|owned|shipped|implemented|architected|mentored|automated|optimi[sz]ed|migrated|scaled|grew|ran|wrote|introduced|maintained|redesigned|moved|coordinated|monitored|trained|forecast|prototyped|established|negotiated|streamlined|cut|raised|won|drove|spearheaded|organi[sz]ed|precepted|titrated)\b/gi;
/** A measurable result: a percentage, a multiple, money, or a count of people, things or time. */
const MEASURABLE =
  /(?:[$£€]\s?\d[\d,.]*\s*(?:[kmb]\b|million|billion)?|\b\d[\d,.]*\s*(?:%|percent\b|x\b|k\b|m\b|million\b|billion\b|\+|ms\b|(?:[a-z-]+\s+){0,2}(?:users|customers|clients|people|patients|teams|engineers|marketers|services|requests|stores|managers|merchants|listeners|members|students|orders|transactions|dags|reports|spreadsheets|projects|hours|days|weeks|minutes|seconds)\b))/gi;

/** The concrete checks behind the resume score: each has a penalty when it fails (keywords: up to 20). */
export const RESUME_CHECKS = {
  quantified: 20,
  actionVerbs: 10,
  length: 10,
  sections: 15,
  contact: 10,
  keywords: 20,
} as const;

export function resumeTips(resumeText: string, jobDescription = "") {
  const tips: ResumeTip[] = [];
  let score = 100;
  const words = resumeText.split(/\s+/).filter(Boolean).length;
  const numbers = (resumeText.match(MEASURABLE) ?? []).length;
  if (numbers < 3) {
    score -= RESUME_CHECKS.quantified;
    tips.push({
      priority: "high",
      category: "Impact",
      suggestion: "Quantify your achievements with numbers (%, time saved, users, revenue).",
      explanation: `Only ${numbers} measurable result${numbers === 1 ? "" : "s"} found; recruiters look for concrete outcomes.`,
    });
  }
  const verbs = new Set((resumeText.match(ACTION_VERBS) ?? []).map((v) => v.toLowerCase())).size;
  if (verbs < 4) {
    score -= RESUME_CHECKS.actionVerbs;
    tips.push({
      priority: "medium",
      category: "Wording",
      suggestion: "Start bullet points with strong action verbs (Led, Built, Reduced, Launched).",
      explanation: `${verbs} distinct action verb${verbs === 1 ? "" : "s"} found.`,
    });
  }
  if (words < 250 || words > 1000) {
    score -= RESUME_CHECKS.length;
    tips.push({
      priority: words < 150 || words > 1200 ? "medium" : "low",
      category: "Length",
      suggestion:
        words < 250 ? "Add detail to your experience: the resume is short." : "Trim the resume to the most relevant one or two pages.",
      explanation: `${words} words; 250-1000 reads best.`,
    });
  }
  // Headings as people write them: "E D U C A T I O N", "Academic Background", "Employment", "Key Skills".
  const collapsed = resumeText.replace(/^[ \t]*((?:\p{Lu} ){2,}\p{Lu})[ \t]*$/gmu, (heading: string) => heading.replace(/ /g, ""));
  const SECTION_WORDS: Record<string, RegExp> = {
    experience: /\b(experience|employment|work history|career history)\b/i,
    education: /\b(education|academic|qualifications)\b/i,
    skills: /\b(skills|competencies|expertise|technologies|tech stack)\b/i,
  };
  const missingSections = Object.keys(SECTION_WORDS).filter((s) => !SECTION_WORDS[s]!.test(collapsed));
  if (missingSections.length) {
    score -= RESUME_CHECKS.sections;
    tips.push({
      priority: "high",
      category: "Structure",
      suggestion: `Add a clear ${missingSections.join(", ")} section.`,
      explanation: "Applicant tracking systems look for standard section headings.",
    });
  }
  const hasEmail = /[^\s@]+@[^\s@]+\.[^\s@]+/.test(resumeText);
  const hasPhone = /\+?\d[\d\s().-]{7,}\d/.test(resumeText);
  if (!hasEmail || !hasPhone) {
    score -= RESUME_CHECKS.contact;
    tips.push({
      priority: "high",
      category: "Contact",
      suggestion: `Add your ${[!hasEmail && "email address", !hasPhone && "phone number"].filter(Boolean).join(" and ")}.`,
      explanation: "A recruiter must be able to reach you from the first page.",
    });
  }
  if (jobDescription.trim()) {
    const job = extractJobRequirements(jobDescription);
    const have = new Set(skillsIn(resumeText));
    const reqMissing = job.required.filter((s) => !have.has(s));
    const prefMissing = job.preferred.filter((s) => !have.has(s));
    const known = job.required.length + job.preferred.length;
    const weightedMissing = (2 * reqMissing.length + prefMissing.length) / Math.max(1, 2 * job.required.length + job.preferred.length);
    if (known && (reqMissing.length || weightedMissing > 0.3)) {
      score -= Math.round(RESUME_CHECKS.keywords * weightedMissing);
      const missing = [...reqMissing, ...prefMissing];
      tips.push({
        priority: reqMissing.length ? "high" : "medium",
        category: "Keywords",
        suggestion: `Mention these skills from the job where true: ${missing.slice(0, 6).join(", ")}.`,
        explanation: `${known - missing.length} of ${known} skills the job names appear in your resume${reqMissing.length ? `; ${reqMissing.length} required one${reqMissing.length === 1 ? " is" : "s are"} missing` : ""}.`,
      });
    }
  }
  const overallScore = clamp(score);
  const summary =
    overallScore >= 80
      ? "Strong resume: a few refinements will make it stand out."
      : overallScore >= 60
        ? "Good foundation with clear room for improvement."
        : "Your resume needs work before you apply: start with the high-priority tips.";
  return { overallScore, summary, tips };
}

export function successPrediction(resumeText: string, jobDescription: string, now = new Date()) {
  const match = jobMatching(resumeText, jobDescription, now);
  const tips = resumeTips(resumeText, jobDescription);
  const known = match.factors.requiredSkills.length + match.factors.preferredSkills.length;
  const keywordCoverage = known ? (100 * match.skillsMatch.matchedSkills.length) / known : 70;
  const factors = {
    "Skills Match": match.factors.skillsScore,
    Experience: match.experienceMatch.score,
    "Resume Quality": tips.overallScore,
    "Keyword Coverage": clamp(keywordCoverage),
  };
  const successScore = clamp(
    0.4 * match.overallMatch + 0.25 * tips.overallScore + 0.2 * match.experienceMatch.score + 0.15 * keywordCoverage,
  );
  // More evidence (a longer job text with known skills, a longer resume) means a more confident estimate.
  const confidence = clamp(40 + Math.min(30, known * 5) + Math.min(30, resumeText.split(/\s+/).filter(Boolean).length / 20));
  const insights = [
    `${match.skillsMatch.matchedSkills.length} of ${known} skills the job names appear in your resume.`,
    match.experienceMatch.relevantExperience,
    ...(match.factors.seniority ? [`The role reads as ${SENIORITY_LABELS[match.factors.seniority].toLowerCase()}.`] : []),
  ];
  const improvementAreas = [
    ...tips.tips.filter((t) => t.priority === "high").map((t) => t.suggestion),
    ...match.recommendations.slice(0, 2),
  ].slice(0, MAX_LINES);
  const competitiveAdvantages = [
    ...match.skillsMatch.matchedSkills.slice(0, 5).map((s) => `Hands-on ${s} experience matches the role.`),
    ...(match.experienceMatch.levelMatch === "Meets the requirement"
      ? [`Your experience meets the ${match.factors.requiredYears}+ years asked for.`]
      : []),
  ];
  return { successScore, confidence, factors, insights, improvementAreas, competitiveAdvantages };
}

const SENIORITY_LABELS: Record<Seniority, string> = {
  intern: "Internship",
  junior: "Junior",
  mid: "Mid-level",
  senior: "Senior",
  lead: "Lead / Principal",
};

/** The job on its own (GET /ai-insights/analyze-job): its requirements, as the matching formulas read them. */
export function jobAnalysis(job: { title: string; company: string; description: string }) {
  const text = `${job.title}\n${job.description}`;
  const req = extractJobRequirements(text);
  const seniority = req.seniority ?? seniorityOf(job.title);
  const label = seniority ? SENIORITY_LABELS[seniority] : "Not stated";
  const keyRequirements = [
    ...(req.minYears !== null ? [`${req.minYears}+ years of experience`] : []),
    ...(req.required.length ? [`Required skills: ${req.required.slice(0, 12).join(", ")}`] : []),
    ...(req.preferred.length ? [`Nice to have: ${req.preferred.slice(0, 12).join(", ")}`] : []),
  ];
  const skills = req.required.length + req.preferred.length;
  const summary = `${seniority ? `${label} role` : "Role"}${job.company ? ` at ${job.company.slice(0, 200)}` : ""} naming ${skills} skill${skills === 1 ? "" : "s"} we recognise (${req.required.length} required)${
    req.minYears !== null ? ` and asking for ${req.minYears}+ years of experience` : ""
  }.`;
  return {
    summary,
    seniority: label,
    minYears: req.minYears,
    requiredSkills: req.required.slice(0, MAX_SKILLS),
    preferredSkills: req.preferred.slice(0, MAX_SKILLS),
    keyRequirements,
  };
}
