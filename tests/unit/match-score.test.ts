// Issue 32's goals on the labelled match set (tests/fixtures/match/, labels decided before any engine output): the
// local engine must order, rank and calibrate as a recruiter would. `npm run bench -- --match` prints the figures.
import { describe, expect, it } from "vitest";
import set from "../fixtures/match/set.json";
import { calibration, ndcgAt, pairwiseOrdering } from "../match-score/metrics";
import { type MatchSet, scoreMatchSet } from "../match-score/score-set";

const scored = scoreMatchSet(set as MatchSet);

describe("the match engine on the labelled set", () => {
  it("orders a candidate's postings as the labels do at least 90% of the time", () => {
    expect(pairwiseOrdering(scored)).toBeGreaterThanOrEqual(0.9);
  });

  it("ranks each candidate's best postings first: NDCG@5 at least 95%", () => {
    expect(ndcgAt(scored, 5)).toBeGreaterThanOrEqual(0.95);
  });

  it("scores at least 85% of strong fits 60 or more and at least 85% of unrelated postings under 40", () => {
    const { strongAtLeast60, unrelatedUnder40 } = calibration(scored);
    expect(strongAtLeast60).toBeGreaterThanOrEqual(0.85);
    expect(unrelatedUnder40).toBeGreaterThanOrEqual(0.85);
  });
});
