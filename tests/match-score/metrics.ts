// The match benchmark's measures (issue 32), over scored pairs of the labelled set (tests/fixtures/match/):
// ordering and ranking are judged within one candidate's postings (what a job seeker sees side by side),
// calibration over every pair. Ties in score count against the engine: a score that cannot tell two postings
// apart has not ordered them.

export interface ScoredPair {
  /** The candidate: pairs are compared only with the same candidate's. */
  profile: string;
  /** The label, decided before the engine's scores were seen: 3 strong fit, 2 stretch, 1 weak, 0 unrelated. */
  relevance: number;
  /** The engine's overall match, 0-100. */
  score: number;
}

function byProfile(pairs: readonly ScoredPair[]): ScoredPair[][] {
  const groups = new Map<string, ScoredPair[]>();
  for (const pair of pairs) groups.set(pair.profile, [...(groups.get(pair.profile) ?? []), pair]);
  return [...groups.values()];
}

/** Of the pairs of one candidate's postings with different labels, the share the score puts in the labels' order. */
export function pairwiseOrdering(pairs: readonly ScoredPair[]): number {
  let compared = 0;
  let right = 0;
  for (const group of byProfile(pairs)) {
    for (const [i, a] of group.entries()) {
      for (const b of group.slice(i + 1)) {
        if (a.relevance === b.relevance) continue;
        compared++;
        const [better, worse] = a.relevance > b.relevance ? [a, b] : [b, a];
        if (better.score > worse.score) right++;
      }
    }
  }
  return compared ? right / compared : 1;
}

const dcg = (relevances: readonly number[]) => relevances.reduce((sum, rel, i) => sum + (2 ** rel - 1) / Math.log2(i + 2), 0);

/** NDCG@k per candidate (their postings ranked by score, a tie ranked worst first), averaged over candidates. */
export function ndcgAt(pairs: readonly ScoredPair[], k = 5): number {
  const values = byProfile(pairs).flatMap((group) => {
    const ideal = dcg(
      group
        .map((p) => p.relevance)
        .sort((a, b) => b - a)
        .slice(0, k),
    );
    if (ideal === 0) return [];
    const ranked = [...group].sort((a, b) => b.score - a.score || a.relevance - b.relevance);
    return [dcg(ranked.slice(0, k).map((p) => p.relevance)) / ideal];
  });
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 1;
}

/** The calibration: strong fits (3) that score at least 60, unrelated postings (0) that score under 40. */
export function calibration(pairs: readonly ScoredPair[]): { strongAtLeast60: number; unrelatedUnder40: number } {
  const share = (list: ScoredPair[], test: (p: ScoredPair) => boolean) => (list.length ? list.filter(test).length / list.length : 1);
  return {
    strongAtLeast60: share(
      pairs.filter((p) => p.relevance === 3),
      (p) => p.score >= 60,
    ),
    unrelatedUnder40: share(
      pairs.filter((p) => p.relevance === 0),
      (p) => p.score < 40,
    ),
  };
}
