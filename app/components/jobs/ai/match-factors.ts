// The saved profile's match with a job, in words (issue 32: "the AI dialog shows why"): one sentence per factor the
// engine blended (app/server/ai/local-engine.ts): the line of work, the skills, the years, the level, the licences
// and, when Workers AI added it, the semantic reading. Pure, and reads `factors` defensively (a cached match of an
// older engine may lack one).
import type { ProfileMatch } from "~/schemas/ai";

export interface MatchFactorLine {
  /** What the line is about (its heading in the dialog). */
  label: string;
  text: string;
  /** Whether the factor helps the match, costs it, or neither. */
  tone: "good" | "cost" | "neutral";
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** "Go, Kubernetes and gRPC". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function occupationLine(match: ProfileMatch): MatchFactorLine {
  const { job, profile, fit } = match.occupation;
  const label = "Line of work";
  if (!job || !profile || !fit) {
    const unknown = !job ? "the posting" : "your profile";
    return {
      label,
      tone: "neutral",
      text: `Vitrine could not place ${unknown} in an occupation, so the match rests on skills and experience.`,
    };
  }
  if (fit === "same")
    return { label, tone: "good", text: `The same line of work: the posting reads as ${job.title} (${job.family}), as your profile does.` };
  if (fit === "adjacent")
    return {
      label,
      tone: "neutral",
      text: `A neighbouring line of work: the posting reads as ${job.title} (${job.family}), your profile as ${profile.title} (${profile.family}).`,
    };
  return {
    label,
    tone: "cost",
    text: `Another line of work: the posting reads as ${job.title} (${job.family}), your profile as ${profile.title} (${profile.family}), so the match stays below 40 whatever skills they share.`,
  };
}

function skillsLine(match: ProfileMatch): MatchFactorLine {
  const required = strings(match.factors.requiredSkills);
  const preferred = strings(match.factors.preferredSkills);
  const matched = new Set(match.skillsMatch.matchedSkills);
  const label = "Skills";
  if (!required.length && !preferred.length)
    return { label, tone: "cost", text: "The posting names no skill Vitrine can read, so this match is a low-confidence estimate." };
  const parts = [];
  if (required.length) parts.push(`${required.filter((s) => matched.has(s)).length} of the ${required.length} required`);
  if (preferred.length) parts.push(`${preferred.filter((s) => matched.has(s)).length} of the ${preferred.length} preferred`);
  const missing = required.filter((s) => !matched.has(s));
  const score = num(match.factors.skillsScore);
  return {
    label,
    tone: missing.length ? (score !== null && score >= 60 ? "neutral" : "cost") : "good",
    text: `Your profile shows ${parts.join(" and ")} skills the posting names.${missing.length ? ` Not found: ${listWords(missing.slice(0, 6))}${missing.length > 6 ? " and more" : ""}.` : ""}`,
  };
}

function experienceLine(match: ProfileMatch): MatchFactorLine {
  const years = num(match.factors.resumeYears) ?? 0;
  const required = num(match.factors.requiredYears);
  const shown = `${years} year${years === 1 ? "" : "s"} of experience`;
  if (required === null)
    return { label: "Experience", tone: "neutral", text: `${shown} in your profile; the posting states no number of years.` };
  return {
    label: "Experience",
    tone: match.experienceMatch.levelMatch === "Meets the requirement" ? "good" : "cost",
    text: `${shown} in your profile; the posting asks for ${required}+. ${match.experienceMatch.levelMatch}.`,
  };
}

function levelLine(match: ProfileMatch): MatchFactorLine | null {
  const cost = num(match.factors.seniorityCost);
  if (!cost) return null;
  const seniority = typeof match.factors.seniority === "string" ? `${match.factors.seniority} ` : "";
  return {
    label: "Level",
    tone: "cost",
    text: `The ${seniority}role sits at another level than your recent titles: ${cost} point${cost === 1 ? "" : "s"} off.`,
  };
}

function licenceLines(match: ProfileMatch): MatchFactorLine[] {
  const licences = record(match.factors.licences);
  if (!licences) return [];
  const held = new Set(strings(licences.held));
  const lines: MatchFactorLine[] = strings(licences.required).map((licence) =>
    held.has(licence)
      ? { label: "Licence", tone: "good", text: `Requires ${licence}: found in your profile.` }
      : { label: "Licence", tone: "cost", text: `Requires ${licence}: not found in your profile.` },
  );
  for (const licence of strings(licences.preferred))
    lines.push({
      label: "Licence",
      tone: held.has(licence) ? "good" : "neutral",
      text: `Prefers ${licence}${held.has(licence) ? ": found in your profile" : ""}.`,
    });
  return lines;
}

function semanticLine(match: ProfileMatch): MatchFactorLine | null {
  const semantic = record(match.factors.semantic);
  const adjustment = num(semantic?.adjustment);
  if (!semantic || adjustment === null) return null;
  const points = `${adjustment > 0 ? "+" : ""}${adjustment} point${Math.abs(adjustment) === 1 ? "" : "s"}`;
  return {
    label: "Meaning",
    tone: adjustment > 0 ? "good" : adjustment < 0 ? "cost" : "neutral",
    text: `Workers AI compared the meaning of your titles and skills with the posting's: ${points}.`,
  };
}

/** The factors of the match, in the order the engine weighs them. */
export function matchFactorsInWords(match: ProfileMatch): MatchFactorLine[] {
  return [
    occupationLine(match),
    skillsLine(match),
    experienceLine(match),
    levelLine(match),
    ...licenceLines(match),
    semanticLine(match),
  ].filter((line): line is MatchFactorLine => line !== null);
}

/** What the confidence means, under the score. */
export const CONFIDENCE_WORDS: Record<ProfileMatch["confidence"], string> = {
  high: "High confidence: the posting names enough skills to compare.",
  medium: "Medium confidence: the posting names few skills Vitrine reads.",
  low: "Low confidence: the posting's requirements could not be read.",
};
