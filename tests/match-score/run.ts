// `npm run bench -- --match` runs this with tsx: the match engine over the labelled set (tests/fixtures/match/,
// labels decided before any engine output), offline, printing pairwise ordering, NDCG@5 and calibration against
// issue 32's goals, and the pairs furthest from their label with `--misses`.
//   npx tsx tests/match-score/run.ts [--misses]
import { readFileSync } from "node:fs";
import path from "node:path";
import { calibration, ndcgAt, pairwiseOrdering } from "./metrics";
import { type MatchSet, scoreMatchSet } from "./score-set";

const set: MatchSet = JSON.parse(readFileSync(path.join(process.cwd(), "tests/fixtures/match/set.json"), "utf8"));
const scored = scoreMatchSet(set);

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
