// Licences and degrees in the match (issue 32): what a posting asks for against what the resume shows
// (credentials.ts), what that does to the blend and what the advice says. The formula is in local-engine.ts's header.
import {
  credentialEvidence,
  credentialFitsFamily,
  credentialNoun,
  credentialSkills,
  credentialsAsked,
  credentialsHeld,
  type PostingCredentials,
} from "./credentials";
import type { OccupationFit } from "./occupation-fit";
import { extractJobRequirements, type JobRequirements } from "./text-reading";

/** What licences and degrees do to the blend (local-engine.ts's header): shares of it off, points on. */
const LICENCE_WEIGHTS = {
  missingRequiredShare: 0.15,
  missingPreferredShare: 0.03,
  maxShare: 0.35,
  heldRequiredPoints: 4,
  heldPreferredPoints: 2,
  maxPoints: 8,
} as const;

/** factors.licences: what the posting requires and prefers, what the resume shows, the required ones it does not. */
// A type, not an interface: the factors go out as TraceFactors, whose index signature an interface does not meet.
export type Licences = {
  required: string[];
  preferred: string[];
  held: string[];
  missing: string[];
};

/** The licences and degrees a posting asks for against those the resume shows (credentials.ts). */
export function licencesOf(resumeText: string, jobDescription: string): Licences {
  const asked = credentialsAsked(jobDescription);
  const held = credentialsHeld(resumeText, [...asked.required, ...asked.preferred]);
  return { ...asked, held, missing: asked.required.filter((name) => !held.includes(name)) };
}

/** The blend after licences and degrees: a share off for the missing ones, points for the held ones (see the header). */
export function withLicences(
  blended: number,
  licences: Licences,
  occupation: OccupationFit,
  confidence: "high" | "medium" | "low",
): number {
  const missingPreferred = licences.preferred.filter((name) => !licences.held.includes(name)).length;
  const share = Math.min(
    LICENCE_WEIGHTS.maxShare,
    LICENCE_WEIGHTS.missingRequiredShare * licences.missing.length + LICENCE_WEIGHTS.missingPreferredShare * missingPreferred,
  );
  const heldRequired = licences.required.length - licences.missing.length;
  const heldPreferred = licences.preferred.length - missingPreferred;
  // Held licences of another line of work, or of a posting we cannot read, lift nothing.
  const earns = occupation.fit !== "different" && confidence !== "low";
  const points = earns
    ? Math.min(
        LICENCE_WEIGHTS.maxPoints,
        LICENCE_WEIGHTS.heldRequiredPoints * heldRequired + LICENCE_WEIGHTS.heldPreferredPoints * heldPreferred,
      )
    : 0;
  return blended * (1 - share) + points;
}

/**
 * The missing licences and degrees, named with the evidence that would show them: never one of another line of work
 * (a different occupation, or a licence of another family than the candidate's).
 */
export function licenceAdvice(licences: Licences, occupation: OccupationFit): string[] {
  if (occupation.fit === "different") return [];
  const advisable = (name: string) => credentialFitsFamily(name, occupation.profile?.family ?? null);
  const line = (verb: string) => (name: string) => {
    const noun = credentialNoun(name);
    return `The posting ${verb} ${noun}: if you hold ${/^an? /.test(noun) ? "one" : "it"}, ${credentialEvidence(name)}.`;
  };
  const preferredMissing = licences.preferred.filter((name) => !licences.held.includes(name));
  return [
    ...licences.missing.filter(advisable).map(line("requires")),
    ...preferredMissing.filter(advisable).slice(0, 2).map(line("prefers")),
  ];
}

/**
 * The posting's requirements with the skills its licences and degrees are read as left out ("Registered Nurse" for
 * "RN licence"): a credential counts once, by its own rule (factors.licences), in the match and in the tips alike.
 */
export function skillRequirements(jobDescription: string, asked: PostingCredentials = credentialsAsked(jobDescription)): JobRequirements {
  const credentialSkillNames = credentialSkills([...asked.required, ...asked.preferred]);
  const read = extractJobRequirements(jobDescription);
  return {
    ...read,
    required: read.required.filter((s) => !credentialSkillNames.has(s)),
    preferred: read.preferred.filter((s) => !credentialSkillNames.has(s)),
  };
}
