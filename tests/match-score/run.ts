// `npm run bench -- --match` runs this with tsx: the match engine over the labelled set (tests/fixtures/match/,
// labels decided before any engine output), offline, printing pairwise ordering, NDCG@5 and calibration against
// issue 32's goals, and the pairs furthest from their label with `--misses`.
//   npx tsx tests/match-score/run.ts [--misses]
import { readFileSync } from "node:fs";
import path from "node:path";
import { jobMatching } from "~/server/ai/local-engine";
import { profileAsText } from "~/server/ai/profile-text";
import { type ProfileDto, profileUpdateSchema } from "~/schemas/profile";
import { calibration, ndcgAt, pairwiseOrdering, type ScoredPair } from "./metrics";

interface MatchSet {
  asOf: string;
  profiles: { id: string; occupation: string; profile: unknown }[];
  postings: { id: string; title: string; company: string; description: string }[];
  pairs: { profile: string; posting: string; relevance: number; reason: string }[];
}

const set: MatchSet = JSON.parse(readFileSync(path.join(process.cwd(), "tests/fixtures/match/set.json"), "utf8"));
// Years are counted to the middle of the set's month, so the scores do not move with the clock.
const now = new Date(`${set.asOf}-15T12:00:00Z`);
const resumes = new Map(set.profiles.map((p) => [p.id, profileAsText(profileUpdateSchema.parse(p.profile) as unknown as ProfileDto)]));
const postings = new Map(set.postings.map((p) => [p.id, `${p.title}\n${p.description}`]));

const scored: (ScoredPair & { posting: string; reason: string })[] = set.pairs.map((pair) => ({
  ...pair,
  score: jobMatching(resumes.get(pair.profile) ?? "", postings.get(pair.posting) ?? "", now).overallMatch,
}));

const percent = (share: number) => `${(100 * share).toFixed(1)}%`;
const { strongAtLeast60, unrelatedUnder40 } = calibration(scored);
const rows: [string, number, number][] = [
  ["pairwise ordering", pairwiseOrdering(scored), 0.9],
  ["NDCG@5", ndcgAt(scored, 5), 0.95],
  ["strong fits scoring >= 60", strongAtLeast60, 0.85],
  ["unrelated scoring < 40", unrelatedUnder40, 0.85],
];
console.log(
  `\nMatch benchmark, local engine (${set.profiles.length} profiles, ${set.postings.length} postings, ${scored.length} labelled pairs)`,
);
for (const [name, value, goal] of rows) {
  console.log(`  ${name.padEnd(28)} ${percent(value).padStart(6)}   goal ${percent(goal)}  ${value >= goal ? "met" : "NOT MET"}`);
}
if (process.argv.includes("--misses")) {
  // Furthest from the label's band first: a strong fit under 60, an unrelated posting at 40 or more.
  const expected = [20, 35, 55, 80];
  const misses = [...scored].sort(
    (a, b) => Math.abs(b.score - (expected[b.relevance] ?? 0)) - Math.abs(a.score - (expected[a.relevance] ?? 0)),
  );
  for (const m of misses.slice(0, 25))
    console.log(`  ${String(m.score).padStart(3)} label ${m.relevance}  ${m.profile} × ${m.posting}: ${m.reason}`);
}
