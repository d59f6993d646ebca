// The match benchmark's measures (tests/match-score/metrics.ts), on hand-computed examples.
import { describe, expect, it } from "vitest";
import { calibration, ndcgAt, pairwiseOrdering, type ScoredPair } from "../match-score/metrics";

const pair = (profile: string, relevance: number, score: number): ScoredPair => ({ profile, relevance, score });

describe("pairwiseOrdering", () => {
  it("compares postings of one candidate only, skips equal labels, and counts a tie as wrong", () => {
    const pairs = [
      pair("nurse", 3, 90),
      pair("nurse", 0, 20),
      pair("nurse", 0, 95), // above the strong fit: wrong against it
      pair("chef", 2, 50),
      pair("chef", 1, 50), // a tie: wrong
      pair("chef", 0, 10),
    ];
    // nurse: (3,0a) right, (3,0b) wrong; chef: (2,1) tie wrong, (2,0) right, (1,0) right → 3 of 5
    expect(pairwiseOrdering(pairs)).toBeCloseTo(3 / 5);
  });
});

describe("ndcgAt", () => {
  it("is 1 for a perfect ranking and lower when a weak posting outranks a strong one", () => {
    expect(ndcgAt([pair("a", 3, 80), pair("a", 1, 40), pair("a", 0, 5)])).toBe(1);
    const swapped = ndcgAt([pair("a", 3, 40), pair("a", 1, 80), pair("a", 0, 5)]);
    // DCG = 1/log2(2) + 7/log2(3); ideal = 7 + 1/log2(3)
    expect(swapped).toBeCloseTo((1 + 7 / Math.log2(3)) / (7 + 1 / Math.log2(3)), 6);
  });

  it("ranks a tie worst first, and averages over candidates", () => {
    const tie = ndcgAt([pair("a", 0, 50), pair("a", 3, 50)]);
    expect(tie).toBeCloseTo(7 / Math.log2(3) / 7, 6);
    expect(ndcgAt([pair("a", 3, 9), pair("a", 0, 1), pair("b", 0, 50), pair("b", 3, 50)])).toBeCloseTo((1 + tie) / 2, 6);
  });
});

describe("calibration", () => {
  it("counts strong fits at 60 or more and unrelated postings under 40", () => {
    const pairs = [pair("a", 3, 60), pair("a", 3, 59), pair("a", 0, 39), pair("a", 0, 40), pair("a", 0, 0), pair("a", 2, 100)];
    expect(calibration(pairs)).toEqual({ strongAtLeast60: 1 / 2, unrelatedUnder40: 2 / 3 });
  });
});
