// The labelled match set scored by the local engine: what `npm run bench -- --match` prints and what
// tests/unit/match-score.test.ts holds to the goals of issue 32.
import { jobMatching } from "~/server/ai/local-engine";
import { profileAsText } from "~/server/ai/profile-text";
import { type ProfileDto, profileUpdateSchema } from "~/schemas/profile";
import type { ScoredPair } from "./metrics";

export interface MatchSet {
  asOf: string;
  profiles: { id: string; occupation: string; profile: unknown }[];
  postings: { id: string; title: string; company: string; description: string }[];
  pairs: { profile: string; posting: string; relevance: number; reason: string }[];
}

export type ScoredMatchPair = ScoredPair & { posting: string; reason: string };

/** Every labelled pair with the engine's overall match; years are counted to the middle of the set's month. */
export function scoreMatchSet(set: MatchSet): ScoredMatchPair[] {
  const now = new Date(`${set.asOf}-15T12:00:00Z`);
  const resumes = new Map(set.profiles.map((p) => [p.id, profileAsText(profileUpdateSchema.parse(p.profile) as unknown as ProfileDto)]));
  const postings = new Map(set.postings.map((p) => [p.id, `${p.title}\n${p.description}`]));
  return set.pairs.map((pair) => ({
    ...pair,
    score: jobMatching(resumes.get(pair.profile) ?? "", postings.get(pair.posting) ?? "", now).overallMatch,
  }));
}
