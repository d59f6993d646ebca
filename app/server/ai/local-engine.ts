// The local, deterministic AI-insights engine (issue 6). Explainable by design: every score is computed from named
// factors with the documented formulas below, and the same input always gives the same output (the only clock is
// `now`, used for "Present" in resume dates; pass it for stable results). Output shapes follow spec part 2
// section 3 ("AI resume analysis result") and app/schemas/ai.ts. How job descriptions and resumes are read
// (sections, skills, years, seniority): app/server/ai/text-reading.ts.
//
// Formulas
//   skills score      = 100 × (2 × matched required + matched preferred) / (2 × required + preferred)
//                       (UNREADABLE_SKILLS_SCORE, low, when the job names no skill we know: a posting whose
//                       requirements cannot be read never scores high by default; confidence then says "low")
//   match confidence  = "low" when the job names no skill we know, "medium" under 3, else "high" (factors.confidence)
//   relevance         = min(1, skills score / 50): years in an unrelated field do not count in full
//   experience score  = relevance × 100 × min(1, resume years / required years); relevance × 80 when the job
//                       states no years
//   occupation score  = 100 same occupation, 60 adjacent (catalogue neighbour or same family), 0 different family
//                       (occupation-fit.ts: the posting's title against the candidate's profile and recent titles)
//                       (RELATED_FAMILY_SCORE for another family of the same cluster: a career change)
//   blend             = 0.55 × skills + 0.2 × experience + 0.25 × occupation score; without a known occupation on
//                       both sides 0.7 × skills score + 0.3 × experience score; a different family is capped at
//                       DIFFERENT_OCCUPATION_CAP (< 40) whatever the shared skills, and an unrelated family keeps
//                       only UNRELATED_SKILLS_WEIGHT of its blend (shared skills there are buzzwords)
//   seniority share   = 13% per level the posting is above the candidate (a stretch), 8% per level beyond
//                       the first it is below (too junior), at most 30%; levels entry < mid < senior < manager < exec
//   licences/degrees  = credentials.ts reads the licences and degrees the posting requires or prefers and those the
//                       resume shows (factors.licences; licence-match.ts); they leave the skills lists (counted once),
//                       in the match and the resume tips alike. The blend (LICENCE_WEIGHTS) loses 15% per required
//                       one not shown and 3% per preferred one, at most 35%, and gains 4 points per required one
//                       shown and 2 per preferred, at most 8, never for a different occupation or a low-confidence
//                       posting (factors.licenceAdjustment: the points added or taken off)
//   seniority cost    = (that blend) × the share above
//   overall match     = round(blend ± licences − seniority cost)
//   resume quality    = 100 − the penalties of the failed checks in RESUME_CHECKS; the keywords penalty is
//                       round(20 × (2 × missing required + missing preferred) / (2 × required + preferred))
//   keyword coverage  = 100 × share of the job's known skills the resume mentions (70 when it names none)
//   success score     = round(0.4 × match + 0.25 × quality + 0.2 × experience + 0.15 × keyword coverage)
//   confidence        = round(40 + min(30, 5 × job skills) + min(30, resume words / 20))
import { licenceAdvice, licencesOf, type Licences, skillRequirements, withLicences } from "./licence-match";
import { type OccupationFit, occupationFit } from "./occupation-fit";
import { extractJobRequirements, resumeSkillsIn, resumeYears, seniorityOf, type Seniority } from "./text-reading";

export { extractJobRequirements, resumeYears, skillsIn } from "./text-reading";

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
    /** How much the score can be trusted: "low" when the posting names no skill we know (issue 32). */
    confidence: MatchConfidence;
    /** The posting's and the candidate's occupations and how close they are (issue 32). */
    occupation: Pick<OccupationFit, "job" | "profile" | "fit">;
    /** Points taken off for a posting above, or well below, the candidate's level. */
    seniorityCost: number;
    /** The licences and degrees the posting requires and prefers, those the resume shows and the required ones it does not. */
    licences: Licences;
    /** Points the licences and degrees added (held) or took off (missing), before the seniority cost. */
    licenceAdjustment: number;
  };
}

type MatchConfidence = "high" | "medium" | "low";
/** The skills score of a posting naming no skill we know: unknown, so low, never a perfect score by formula. */
const UNREADABLE_SKILLS_SCORE = 20;

const OCCUPATION_SCORES = { same: 100, adjacent: 60, different: 0 } as const;
/** A posting in another job family scores below 40 however many buzzwords it shares. */
const DIFFERENT_OCCUPATION_CAP = 35;
/** The occupation score of another family in the same cluster (occupation-fit.ts FAMILY_CLUSTERS): a career change. */
const RELATED_FAMILY_SCORE = 30;
/** The share of the blend kept for a posting in an unrelated family. */
const UNRELATED_SKILLS_WEIGHT = 0.4;

/**
 * The share of the match a level gap costs: a posting above the candidate's level (a stretch) or more than one level
 * below (too junior). A share rather than points, so two weak postings keep their order.
 */
function seniorityShareOf(levelGap: number | null): number {
  if (levelGap === null) return 0;
  if (levelGap > 0) return Math.min(0.3, 0.13 * levelGap);
  return levelGap < -1 ? Math.min(0.3, 0.08 * (-levelGap - 1)) : 0;
}

/** The match before seniority: skills, experience and occupation fit blended (see the header). */
function blendOf(skillsScore: number, experienceScore: number, occupation: OccupationFit): number {
  if (!occupation.fit) return 0.7 * skillsScore + 0.3 * experienceScore;
  const occupationScore =
    occupation.fit === "different" && occupation.relatedFamilies ? RELATED_FAMILY_SCORE : OCCUPATION_SCORES[occupation.fit];
  const blended = 0.55 * skillsScore + 0.2 * experienceScore + 0.25 * occupationScore;
  if (occupation.fit !== "different") return blended;
  // Skills shared with an unrelated family are buzzwords (a recruiter's posting listing the team's stack).
  return Math.min(DIFFERENT_OCCUPATION_CAP, occupation.relatedFamilies ? blended : UNRELATED_SKILLS_WEIGHT * blended);
}

/** What the occupation fit and the level gap mean for the candidate, in words. */
function occupationAdvice({ job, profile, fit, relatedFamilies, levelGap }: OccupationFit): string[] {
  if (!job || !profile) return [];
  const advice =
    fit === "different"
      ? [
          `This is a ${job.title} role (${job.family}), another line of work than ${profile.title}: ${relatedFamilies ? "show what transfers from your experience." : "your skills there count for little."}`,
        ]
      : [];
  if (levelGap !== null && levelGap > 0)
    advice.push("This role is a level above your recent titles: show where you have already led people, projects or decisions.");
  if (levelGap !== null && levelGap < -1)
    advice.push("This role is below your recent level: say why you want it, or it may read as a step down.");
  return advice;
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
/** The schemas cap lists (12 lines, 40 skills). */
const MAX_LINES = 12;
const MAX_SKILLS = 40;

export function jobMatching(resumeText: string, jobDescription: string, now = new Date()): JobMatchingResult {
  const licences = licencesOf(resumeText, jobDescription);
  const job = skillRequirements(jobDescription, licences);
  const have = new Set(resumeSkillsIn(resumeText));
  const reqMatched = job.required.filter((s) => have.has(s));
  const prefMatched = job.preferred.filter((s) => have.has(s));
  const reqMissing = job.required.filter((s) => !have.has(s));
  const prefMissing = job.preferred.filter((s) => !have.has(s));
  const denominator = 2 * job.required.length + job.preferred.length;
  const skillsScore = denominator ? (100 * (2 * reqMatched.length + prefMatched.length)) / denominator : UNREADABLE_SKILLS_SCORE;
  const jobSkills = job.required.length + job.preferred.length;
  const confidence: MatchConfidence = jobSkills === 0 ? "low" : jobSkills < 3 ? "medium" : "high";
  const relevance = Math.min(1, skillsScore / 50);
  const years = resumeYears(resumeText, now);
  const experienceScore = relevance * (job.minYears ? 100 * Math.min(1, years / job.minYears) : 80);
  const relevantYears = Math.floor(years * relevance);
  const occupation = occupationFit(resumeText, jobDescription);
  const skillsBlend = blendOf(skillsScore, experienceScore, occupation);
  const blended = withLicences(skillsBlend, licences, occupation, confidence);
  const seniorityCost = Math.round(blended * seniorityShareOf(occupation.levelGap));

  const levelMatch =
    job.minYears === null
      ? "No stated requirement"
      : relevantYears >= job.minYears
        ? "Meets the requirement"
        : relevantYears >= job.minYears * 0.6
          ? "Slightly below the requirement"
          : "Below the requirement";
  const shown = `${years} year${years === 1 ? "" : "s"} shown${relevance < 1 ? ` (about ${relevantYears} relevant to this role's skills)` : ""}`;
  const anotherWorld = occupation.fit === "different" && !occupation.relatedFamilies;
  const recommendations = [
    ...(confidence === "low"
      ? [
          "This posting names no requirement we can read, so the score is a low-confidence estimate: compare it with your experience yourself.",
        ]
      : []),
    ...occupationAdvice(occupation),
    ...licenceAdvice(licences, occupation),
    // Another world's skills are not advice for this candidate (issue 32): only the change of line is named.
    ...(anotherWorld ? [] : reqMissing.slice(0, 6).map((s) => `Add evidence of ${s}: it is a required skill for this role.`)),
    ...(!anotherWorld && reqMissing.length > 6 ? [`Also required and not found: ${reqMissing.slice(6, 16).join(", ")}.`] : []),
    ...(anotherWorld ? [] : prefMissing.slice(0, 3).map((s) => `Mention ${s} if you have used it (preferred for this role).`)),
    ...(job.minYears && relevantYears < job.minYears
      ? [`Make your relevant experience easy to see; the role asks for ${job.minYears}+ years.`]
      : []),
  ].slice(0, MAX_LINES);
  return {
    overallMatch: clamp(blended - seniorityCost),
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
      confidence,
      occupation: { job: occupation.job, profile: occupation.profile, fit: occupation.fit },
      seniorityCost,
      licences,
      licenceAdjustment: Math.round(blended - skillsBlend) || 0,
    },
  };
}

interface ResumeTip {
  priority: "high" | "medium" | "low";
  category: string;
  suggestion: string;
  explanation: string;
}

const ACTION_VERBS =
  /\b(led|built|designed|developed|launched|delivered|improved|reduced|increased|created|managed|owned|shipped|implemented|architected|mentored|automated|optimi[sz]ed|migrated|scaled|grew|ran|wrote|introduced|maintained|redesigned|moved|coordinated|monitored|trained|forecast|prototyped|established|negotiated|streamlined|cut|raised|won|drove|spearheaded|organi[sz]ed|precepted|titrated)\b/gi;
/**
 * A measurable result: a percentage, a multiple, money, or a count of people, things or time. A number starts at
 * the first digit of its run that may start one (the lookbehind reads back only to the digit before), or a run
 * like "9.9.9.9" was read to its end from each of its digits.
 */
const MEASURABLE =
  /(?:[$£€]\s?\d[\d,.]*\s*(?:[kmb]\b|million|billion)?|\b(?<!\b\d[\d,.]*?)\d[\d,.]*\s*(?:%|percent\b|x\b|k\b|m\b|million\b|billion\b|\+|ms\b|(?:[a-z-]+\s+){0,2}(?:users|customers|clients|people|patients|teams|engineers|marketers|services|requests|stores|managers|merchants|listeners|members|students|orders|transactions|dags|reports|spreadsheets|projects|hours|days|weeks|minutes|seconds)\b))/gi;

/** The concrete checks behind the resume score: each has a penalty when it fails (keywords: up to 20). */
const RESUME_CHECKS = {
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
  /** A failed check: its penalty comes off the score and its tip is given. */
  const fail = (penalty: number, tip: ResumeTip) => {
    score -= penalty;
    tips.push(tip);
  };
  const words = resumeText.split(/\s+/).filter(Boolean).length;
  const numbers = (resumeText.match(MEASURABLE) ?? []).length;
  if (numbers < 3) {
    fail(RESUME_CHECKS.quantified, {
      priority: "high",
      category: "Impact",
      suggestion: "Quantify your achievements with numbers (%, time saved, users, revenue).",
      explanation: `Only ${numbers} measurable result${numbers === 1 ? "" : "s"} found; recruiters look for concrete outcomes.`,
    });
  }
  const verbs = new Set((resumeText.match(ACTION_VERBS) ?? []).map((v) => v.toLowerCase())).size;
  if (verbs < 4) {
    fail(RESUME_CHECKS.actionVerbs, {
      priority: "medium",
      category: "Wording",
      suggestion: "Start bullet points with strong action verbs (Led, Built, Reduced, Launched).",
      explanation: `${verbs} distinct action verb${verbs === 1 ? "" : "s"} found.`,
    });
  }
  if (words < 250 || words > 1000) {
    fail(RESUME_CHECKS.length, {
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
    fail(RESUME_CHECKS.sections, {
      priority: "high",
      category: "Structure",
      suggestion: `Add a clear ${missingSections.join(", ")} section.`,
      explanation: "Applicant tracking systems look for standard section headings.",
    });
  }
  // Linear: from where a run of address characters starts, and the domain read up to its first dot.
  const hasEmail = /(?<![^\s@])[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+/.test(resumeText);
  const hasPhone = /\+?\d[\d\s().-]{7,}\d/.test(resumeText);
  if (!hasEmail || !hasPhone) {
    fail(RESUME_CHECKS.contact, {
      priority: "high",
      category: "Contact",
      suggestion: `Add your ${[!hasEmail && "email address", !hasPhone && "phone number"].filter(Boolean).join(" and ")}.`,
      explanation: "A recruiter must be able to reach you from the first page.",
    });
  }
  if (jobDescription.trim()) {
    const job = skillRequirements(jobDescription);
    const have = new Set(resumeSkillsIn(resumeText));
    const reqMissing = job.required.filter((s) => !have.has(s));
    const prefMissing = job.preferred.filter((s) => !have.has(s));
    const known = job.required.length + job.preferred.length;
    const weightedMissing = (2 * reqMissing.length + prefMissing.length) / Math.max(1, 2 * job.required.length + job.preferred.length);
    if (known && (reqMissing.length || weightedMissing > 0.3)) {
      const missing = [...reqMissing, ...prefMissing];
      fail(Math.round(RESUME_CHECKS.keywords * weightedMissing), {
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
