// The resume import scorer (tests/resume-score/score.ts) over the fixtures: the local parser holds its measured
// field accuracy and invents nothing; Workers AI, replaying recorded answers through a fake binding (no
// network), is measured on the same fixtures. `npm run bench` prints the same tables.
import { describe, expect, it } from "vitest";
import { formatTable, newScoreCard, scoreResume, summarise } from "../resume-score/score";
import { localEngine, recordedAiEngine, type ResumeFixture, scoreSet } from "../resume-score/score-set";
import { batchFixtures } from "../resume-score/vitest-fixtures";
import answers from "../resume-score/ai-answers.json";

// The floors hold for the original fixtures and issue 34's tuning batches; the held-out batches are measured by
// `npm run bench` (batches.ts), never held here, so that no test is written from their failures.
const fixtures: ResumeFixture[] = batchFixtures("original");

/** Floors just under the measured figures (local 100.0%, AI 97.9% on 19 resumes; the tables print above). */
const LOCAL_FLOOR = 99;
const AI_FLOOR = 97.5;

describe("resume import accuracy", () => {
  it("the local parser reaches its measured field accuracy over at least 12 fixtures and invents nothing", async () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(12);
    const { card, perFile } = await scoreSet(fixtures, localEngine);
    console.log(`${formatTable(card, `Local parser, ${fixtures.length} resumes`)}\n  ${perFile.join("\n  ")}`);
    if (card.misses.length) console.log(`misses:\n  ${card.misses.join("\n  ")}`);
    const summary = summarise(card);
    expect(card.invented).toEqual([]);
    expect(summary.fields).toBeGreaterThan(500);
    expect(summary.overall).toBeGreaterThanOrEqual(LOCAL_FLOOR);
  });

  // Issue 34's batches: floors just under the figures `npm run bench -- --resume` printed when they were set.
  it.each([
    ["issue-34", 99, 0],
    ["second", 97.5, 0],
    ["third", 99, 0],
    ["fourth", 97.5, 0],
    ["fifth", 88, 3],
  ] as const)("the local parser holds its figure on %s's batch (at least %s%%, at most %s invented)", async (batch, floor, invented) => {
    const { card } = await scoreSet(batchFixtures(batch), localEngine);
    expect(card.invented.length).toBeLessThanOrEqual(invented);
    expect(summarise(card).overall).toBeGreaterThanOrEqual(floor);
  });

  it("Workers AI replaying its recorded answers is scored on the same fixtures", async () => {
    const { card } = await scoreSet(fixtures, recordedAiEngine(answers.answers as Record<string, unknown>));
    console.log(formatTable(card, `Workers AI (recorded answers), ${fixtures.length} resumes`));
    expect(Object.keys(answers.answers).sort()).toEqual(fixtures.map((f) => f.name).sort());
    expect(summarise(card).overall).toBeGreaterThanOrEqual(AI_FLOOR);
  });
});

describe("the scorer", () => {
  const truth = {
    personalInfo: { firstName: "Ana", lastName: "Lima", email: "ana@example.com" },
    professional: { title: "Designer", skills: ["Figma", "Postgres"] },
    experience: [{ title: "Designer", company: "Globex", location: "Paris", startDate: "2018", endDate: "2020" }],
  };

  it("counts the fields the truth fills, skills as F1, and compares skills by canonical name", () => {
    const card = newScoreCard();
    scoreResume(card, "t", truth, {
      personalInfo: { firstName: "Ana", lastName: "Lima", email: "ana@example.com" },
      professional: { title: "Designer", skills: ["Figma", "PostgreSQL"] },
      experience: [{ title: "Designer", company: "Globex", location: "", startDate: "2018", endDate: "2020" }],
    });
    const s = summarise(card);
    expect(s.perKind.skills).toBe(100);
    expect(s.perKind.locations).toBe(0);
    expect(s.perKind.dates).toBe(100);
    expect(s.invented).toBe(0);
  });

  it("counts invented values: a month given to a year, a field the resume leaves empty, an extra entry", () => {
    const card = newScoreCard();
    scoreResume(card, "t", truth, {
      personalInfo: { firstName: "Ana", lastName: "Lima", email: "ana@example.com", phone: "+39 055 123 4567" },
      professional: { title: "Designer", skills: ["Figma"] },
      experience: [
        { title: "Designer", company: "Globex", location: "Paris", startDate: "2018-01", endDate: "2020", current: false },
        { title: "Intern", company: "Initech" },
      ],
    });
    expect(card.invented).toHaveLength(3);
    expect(card.invented.join("\n")).toMatch(/month invented, 2018-01 for 2018/);
    expect(card.invented.join("\n")).toMatch(/personalInfo\.phone/);
    expect(card.invented.join("\n")).toMatch(/experience\.1: an entry/);
    expect(summarise(card).perKind.dates).toBe(50);
  });
});
