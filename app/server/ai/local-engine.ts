// The local, deterministic AI-insights engine (issue 6; not wired to the API yet). Explainable by design: every
// score is computed from named factors with the documented formulas below, and the same input always gives the
// same output. Output shapes follow spec part 2 section 3 ("AI resume analysis result").
//
// Formulas
//   skills score      = 100 × (2 × matched required + matched preferred) / (2 × required + preferred)
//                       (100 when the job names no skills we know)
//   experience score  = 100 × min(1, resume years / required years); 80 when the job states no years
//   overall match     = round(0.7 × skills score + 0.3 × experience score)
//   resume quality    = 100 − the penalties of the failed checks in RESUME_CHECKS
//   keyword coverage  = share of the job's known skills the resume mentions
//   success score     = round(0.4 × match + 0.25 × quality + 0.2 × experience + 0.15 × keyword coverage)
import { canonicalSkill, skillsInText } from "../resume/skills";

/**
 * Known skills in a text: those found in running prose (skillsInText) plus every item of a list ("Skills: JS, TS,
 * k8s") that the vocabulary knows, so short synonyms count where they cannot be ambiguous.
 */
export function skillsIn(text: string): string[] {
  const found = new Set(skillsInText(text));
  for (const line of text.split(/\r?\n/)) {
    const items = line.replace(/^[^:]{0,40}:/, "").split(/[,;|•·]|\s+and\s+/);
    if (items.length < 2) continue;
    for (const item of items) {
      const skill = canonicalSkill(item.replace(/^[-*\s]+/, ""));
      if (skill) found.add(skill);
    }
  }
  return [...found];
}

export type Seniority = "intern" | "junior" | "mid" | "senior" | "lead";

export interface JobRequirements {
  required: string[];
  preferred: string[];
  minYears: number | null;
  seniority: Seniority | null;
}

const PREFERRED_HEADING = /\b(preferred|nice[- ]to[- ]have|bonus|a plus|pluses|desirable|good to have)\b/i;
const REQUIRED_HEADING = /\b(required|requirements|must[- ]have|you have|qualifications|what you('ll)? bring|responsibilities)\b/i;

/** Splits a job description into required and preferred parts by its headings and phrases (line by line). */
export function extractJobRequirements(description: string): JobRequirements {
  let mode: "required" | "preferred" = "required";
  const required: string[] = [];
  const preferred: string[] = [];
  for (const raw of description.split(/\r?\n|(?<=[.;])\s+/)) {
    const line = raw.trim();
    const heading = line.length < 60 && line.endsWith(":");
    if (heading && PREFERRED_HEADING.test(line)) mode = "preferred";
    else if (heading && REQUIRED_HEADING.test(line)) mode = "required";
    // A heading sets the mode of the lines below it; a sentence such as "Kafka is a plus" is preferred by itself.
    const target = !heading && PREFERRED_HEADING.test(line) ? preferred : mode === "preferred" ? preferred : required;
    for (const skill of skillsIn(line)) {
      if (!required.includes(skill) && !preferred.includes(skill)) target.push(skill);
    }
  }
  const years = [...description.matchAll(/(\d{1,2})\s*\+?\s*(?:-\s*\d{1,2}\s*)?(?:years?|yrs?)\b/gi)].map((m) => Number(m[1]));
  return { required, preferred, minYears: years.length ? Math.min(...years) : null, seniority: seniorityOf(description) };
}

export function seniorityOf(text: string): Seniority | null {
  const t = text.toLowerCase();
  if (/\b(principal|staff|lead|head of|architect|director)\b/.test(t)) return "lead";
  if (/\b(senior|sr\.?)\b/.test(t)) return "senior";
  if (/\b(junior|jr\.?|entry[- ]level|graduate)\b/.test(t)) return "junior";
  if (/\b(intern|internship)\b/.test(t)) return "intern";
  if (/\b(mid[- ]level|intermediate)\b/.test(t)) return "mid";
  return null;
}

/** Years of experience a resume shows: an explicit "N years" claim, else the span of its year ranges. */
export function resumeYears(text: string, now = new Date()): number {
  const claimed = [...text.matchAll(/(\d{1,2})\+?\s*(?:years?|yrs?)\s+(?:of\s+)?(?:professional\s+|industry\s+|hands-on\s+)?experience/gi)].map((m) => Number(m[1]));
  if (claimed.length) return Math.max(...claimed);
  const thisYear = now.getUTCFullYear();
  let earliest = Infinity;
  let latest = -Infinity;
  for (const m of text.matchAll(/\b((?:19|20)\d{2})\s*(?:-|–|—|to)\s*((?:19|20)\d{2}|present|current|now)\b/gi)) {
    const start = Number(m[1]);
    const end = /^\d/.test(m[2]!) ? Number(m[2]) : thisYear;
    if (start <= end && end <= thisYear + 1) {
      earliest = Math.min(earliest, start);
      latest = Math.max(latest, end);
    }
  }
  return Number.isFinite(earliest) ? latest - earliest : 0;
}

export interface JobMatchingResult {
  overallMatch: number;
  skillsMatch: { matchedSkills: string[]; missingSkills: string[] };
  experienceMatch: { score: number; levelMatch: string; relevantExperience: string };
  recommendations: string[];
  /** How each number was obtained. */
  factors: { skillsScore: number; experienceScore: number; requiredSkills: string[]; preferredSkills: string[]; resumeYears: number; requiredYears: number | null };
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

export function jobMatching(resumeText: string, jobDescription: string): JobMatchingResult {
  const job = extractJobRequirements(jobDescription);
  const have = new Set(skillsIn(resumeText));
  const reqMatched = job.required.filter((s) => have.has(s));
  const prefMatched = job.preferred.filter((s) => have.has(s));
  const denominator = 2 * job.required.length + job.preferred.length;
  const skillsScore = denominator ? (100 * (2 * reqMatched.length + prefMatched.length)) / denominator : 100;
  const years = resumeYears(resumeText);
  const experienceScore = job.minYears ? 100 * Math.min(1, years / job.minYears) : 80;
  const missing = [...job.required, ...job.preferred].filter((s) => !have.has(s));
  const levelMatch =
    job.minYears === null ? "No stated requirement" : years >= job.minYears ? "Meets the requirement" : years >= job.minYears * 0.6 ? "Slightly below the requirement" : "Below the requirement";
  const recommendations = [
    ...job.required.filter((s) => !have.has(s)).map((s) => `Add evidence of ${s}: it is a required skill for this role.`),
    ...job.preferred.filter((s) => !have.has(s)).slice(0, 3).map((s) => `Mention ${s} if you have used it (preferred for this role).`),
    ...(job.minYears && years < job.minYears ? [`Make your ${years} years of experience easy to see; the role asks for ${job.minYears}+.`] : []),
  ];
  return {
    overallMatch: clamp(0.7 * skillsScore + 0.3 * experienceScore),
    skillsMatch: { matchedSkills: [...reqMatched, ...prefMatched], missingSkills: missing },
    experienceMatch: {
      score: clamp(experienceScore),
      levelMatch,
      relevantExperience: job.minYears ? `${years} years shown; ${job.minYears}+ requested.` : `${years} years shown.`,
    },
    recommendations: recommendations.length ? recommendations : ["Your skills cover this job's requirements; tailor your summary to the role."],
    factors: { skillsScore: clamp(skillsScore), experienceScore: clamp(experienceScore), requiredSkills: job.required, preferredSkills: job.preferred, resumeYears: years, requiredYears: job.minYears },
  };
}

export interface ResumeTip {
  priority: "high" | "medium" | "low";
  category: string;
  suggestion: string;
  explanation: string;
}

const ACTION_VERBS = /\b(led|built|designed|developed|launched|delivered|improved|reduced|increased|created|managed|owned|shipped|implemented|architected|mentored|automated|optimi[sz]ed|migrated|scaled)\b/gi;

/** The concrete checks behind the resume score: each has a penalty when it fails. */
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
  const numbers = (resumeText.match(/\b\d+(?:[.,]\d+)?\s*(?:%|percent|x\b|k\b|ms\b|users|customers|\+)/gi) ?? []).length;
  if (numbers < 3) {
    score -= RESUME_CHECKS.quantified;
    tips.push({ priority: "high", category: "Impact", suggestion: "Quantify your achievements with numbers (%, time saved, users, revenue).", explanation: `Only ${numbers} measurable result${numbers === 1 ? "" : "s"} found; recruiters look for concrete outcomes.` });
  }
  const verbs = new Set((resumeText.match(ACTION_VERBS) ?? []).map((v) => v.toLowerCase())).size;
  if (verbs < 4) {
    score -= RESUME_CHECKS.actionVerbs;
    tips.push({ priority: "medium", category: "Wording", suggestion: "Start bullet points with strong action verbs (Led, Built, Reduced, Launched).", explanation: `${verbs} distinct action verb${verbs === 1 ? "" : "s"} found.` });
  }
  if (words < 250 || words > 1000) {
    score -= RESUME_CHECKS.length;
    tips.push({ priority: "medium", category: "Length", suggestion: words < 250 ? "Add detail to your experience: the resume is short." : "Trim the resume to the most relevant one or two pages.", explanation: `${words} words; 250-1000 reads best.` });
  }
  const missingSections = ["experience", "education", "skills"].filter((s) => !new RegExp(`\\b${s}\\b`, "i").test(resumeText));
  if (missingSections.length) {
    score -= RESUME_CHECKS.sections;
    tips.push({ priority: "high", category: "Structure", suggestion: `Add a clear ${missingSections.join(", ")} section.`, explanation: "Applicant tracking systems look for standard section headings." });
  }
  const hasEmail = /[^\s@]+@[^\s@]+\.[^\s@]+/.test(resumeText);
  const hasPhone = /\+?\d[\d\s().-]{7,}\d/.test(resumeText);
  if (!hasEmail || !hasPhone) {
    score -= RESUME_CHECKS.contact;
    tips.push({ priority: "high", category: "Contact", suggestion: `Add your ${[!hasEmail && "email address", !hasPhone && "phone number"].filter(Boolean).join(" and ")}.`, explanation: "A recruiter must be able to reach you from the first page." });
  }
  if (jobDescription.trim()) {
    const job = extractJobRequirements(jobDescription);
    const have = new Set(skillsIn(resumeText));
    const missing = [...job.required, ...job.preferred].filter((s) => !have.has(s));
    const known = job.required.length + job.preferred.length;
    if (known && missing.length / known > 0.3) {
      score -= RESUME_CHECKS.keywords;
      tips.push({ priority: "high", category: "Keywords", suggestion: `Mention these skills from the job where true: ${missing.slice(0, 6).join(", ")}.`, explanation: `${known - missing.length} of ${known} skills the job names appear in your resume.` });
    }
  }
  const overallScore = clamp(score);
  const summary =
    overallScore >= 80 ? "Strong resume: a few refinements will make it stand out." : overallScore >= 60 ? "Good foundation with clear room for improvement." : "Your resume needs work before you apply: start with the high-priority tips.";
  return { overallScore, summary, tips };
}

export function successPrediction(resumeText: string, jobDescription: string) {
  const match = jobMatching(resumeText, jobDescription);
  const tips = resumeTips(resumeText, jobDescription);
  const job = extractJobRequirements(jobDescription);
  const known = job.required.length + job.preferred.length;
  const keywordCoverage = known ? (100 * match.skillsMatch.matchedSkills.length) / known : 70;
  const factors = {
    "Skills Match": match.factors.skillsScore,
    Experience: match.experienceMatch.score,
    "Resume Quality": tips.overallScore,
    "Keyword Coverage": clamp(keywordCoverage),
  };
  const successScore = clamp(0.4 * match.overallMatch + 0.25 * tips.overallScore + 0.2 * match.experienceMatch.score + 0.15 * keywordCoverage);
  // More evidence (a longer job text with known skills, a longer resume) means a more confident estimate.
  const confidence = clamp(40 + Math.min(30, known * 5) + Math.min(30, resumeText.split(/\s+/).length / 20));
  const insights = [
    `${match.skillsMatch.matchedSkills.length} of ${known} skills the job names appear in your resume.`,
    match.experienceMatch.relevantExperience,
  ];
  const improvementAreas = [...tips.tips.filter((t) => t.priority === "high").map((t) => t.suggestion), ...match.recommendations.slice(0, 2)];
  const competitiveAdvantages = match.skillsMatch.matchedSkills.slice(0, 5).map((s) => `Hands-on ${s} experience matches the role.`);
  return { successScore, confidence, factors, insights, improvementAreas, competitiveAdvantages };
}
