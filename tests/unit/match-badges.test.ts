// Issue 32 on the board and in the dialog: the board ordered by the profile's match (`?sort=match`, best first,
// unmatched last, ties newest first), the table's Match column sort, and the match's factors in words.
import { describe, expect, it } from "vitest";
import { CONFIDENCE_WORDS, listWords, matchFactorsInWords } from "~/components/jobs/ai/match-factors";
import { boardHref, readBoardView, sortByMatch } from "~/components/jobs/board/board-model";
import { matchBadgeText } from "~/components/jobs/match-badge";
import { sortJobs } from "~/components/jobs/table/table-model";
import { readTableView } from "~/components/jobs/table/table-url";
import type { ProfileMatch } from "~/schemas/ai";
import type { JobCard, MatchBadge } from "~/schemas/jobs-rules";

function card(id: string, match?: MatchBadge): JobCard {
  const base: JobCard = {
    id,
    title: `Role ${id}`,
    company: "Acme",
    status: "applied",
    priority: "medium",
    appliedDate: "2026-11-01",
    version: 1,
    hasSuggestions: false,
  };
  return match ? { ...base, match } : base;
}

const cards = [
  card("new", { overallMatch: 40, confidence: "high" }),
  card("unmatched"),
  card("best", { overallMatch: 91, confidence: "high" }),
  card("tie", { overallMatch: 40, confidence: "low" }),
];
const ids = (list: readonly JobCard[]) => list.map((c) => c.id);

describe("ordering by match", () => {
  it("the board: best first, ties in the board's order (newest first), jobs without a match last", () => {
    expect(ids(sortByMatch(cards))).toEqual(["best", "new", "tie", "unmatched"]);
  });

  it("the board's URL: ?sort=match on the board (fullscreen too), never read as the table's sort", () => {
    const view = readBoardView(new URLSearchParams("sort=match&q=nurse"));
    expect(view.byMatch).toBe(true);
    expect(boardHref(view)).toBe("/jobtracker?q=nurse&sort=match");
    expect(boardHref(view, { fullscreen: true })).toBe("/jobtracker?q=nurse&view=fullscreen&sort=match");
    expect(boardHref(view, { byMatch: false })).toBe("/jobtracker?q=nurse");
    expect(readBoardView(new URLSearchParams("view=fullscreen&sort=match")).byMatch).toBe(true);
    const table = readBoardView(new URLSearchParams("view=table&sort=match"));
    expect(table.byMatch).toBe(false);
    expect(table.table?.sort).toBe("match");
  });

  it("the table: the Match column sorts best first by default, unmatched last either way", () => {
    expect(readTableView(new URLSearchParams("view=table&sort=match")).dir).toBe("desc");
    expect(ids(sortJobs(cards, "match", "desc"))).toEqual(["best", "new", "tie", "unmatched"]);
    expect(ids(sortJobs(cards, "match", "asc"))).toEqual(["new", "tie", "best", "unmatched"]);
  });

  it("the badge says the score and its confidence as one phrase", () => {
    expect(matchBadgeText({ overallMatch: 82, confidence: "medium" })).toBe("Profile match 82%, medium confidence");
  });
});

function match(overrides: Partial<ProfileMatch> & { factors?: Record<string, unknown> } = {}): ProfileMatch {
  const base: ProfileMatch = {
    overallMatch: 74,
    confidence: "high",
    occupation: {
      job: { title: "Registered Nurse", family: "Healthcare" },
      profile: { title: "Registered Nurse", family: "Healthcare" },
      fit: "same",
    },
    skillsMatch: { matchedSkills: ["ACLS", "BLS", "Wound Care"], missingSkills: ["Phlebotomy", "EHR"] },
    experienceMatch: { score: 100, levelMatch: "Meets the requirement", relevantExperience: "6 years shown; 3+ requested." },
    recommendations: ["Add evidence of Phlebotomy: it is a required skill for this role."],
    factors: {
      requiredSkills: ["ACLS", "BLS", "Phlebotomy"],
      preferredSkills: ["Wound Care", "EHR"],
      skillsScore: 63,
      resumeYears: 6,
      requiredYears: 3,
      seniority: "mid",
      seniorityCost: 0,
    },
  };
  return { ...base, ...overrides, factors: { ...base.factors, ...overrides.factors } };
}

describe("the match's factors in words", () => {
  it("names the line of work, the skills found and missing, and the years", () => {
    const lines = matchFactorsInWords(match());
    expect(lines.map((l) => l.label)).toEqual(["Line of work", "Skills", "Experience"]);
    expect(lines[0]).toMatchObject({ tone: "good", text: expect.stringContaining("Registered Nurse (Healthcare)") });
    expect(lines[1]?.text).toBe(
      "Your profile shows 2 of the 3 required and 1 of the 2 preferred skills the posting names. Not found: Phlebotomy.",
    );
    expect(lines[2]).toMatchObject({
      tone: "good",
      text: "6 years of experience in your profile; the posting asks for 3+. Meets the requirement.",
    });
  });

  it("says why another line of work stays below 40, and what an unreadable posting means", () => {
    const different = matchFactorsInWords(
      match({
        overallMatch: 22,
        occupation: {
          job: { title: "Go Developer", family: "Software" },
          profile: { title: "Registered Nurse", family: "Healthcare" },
          fit: "different",
        },
      }),
    );
    expect(different[0]).toMatchObject({ tone: "cost", text: expect.stringContaining("stays below 40") });
    const unreadable = matchFactorsInWords(
      match({ confidence: "low", factors: { requiredSkills: [], preferredSkills: [], requiredYears: null } }),
    );
    expect(unreadable[1]).toMatchObject({ tone: "cost", text: expect.stringContaining("low-confidence estimate") });
    expect(unreadable[2]?.text).toBe("6 years of experience in your profile; the posting states no number of years.");
    expect(CONFIDENCE_WORDS.low).toMatch(/could not be read/);
  });

  it("adds the level's cost, each licence and the semantic reading when the engine gave them", () => {
    const lines = matchFactorsInWords(
      match({
        factors: {
          seniorityCost: 9,
          seniority: "senior",
          licences: { required: ["RN licence"], preferred: ["BSN"], held: [], missing: ["RN licence"] },
          semantic: { similarity: 0.81, model: "@cf/baai/bge-base-en-v1.5", adjustment: 3 },
        },
      }),
    );
    expect(lines.map((l) => [l.label, l.tone, l.text])).toEqual(
      expect.arrayContaining([
        ["Level", "cost", "The senior role sits at another level than your recent titles: 9 points off."],
        ["Licence", "cost", "Requires RN licence: not found in your profile."],
        ["Licence", "neutral", "Prefers BSN."],
        ["Meaning", "good", "Workers AI compared the meaning of your titles and skills with the posting's: +3 points."],
      ]),
    );
  });

  it("joins lists as a sentence", () => {
    expect(listWords(["Go"])).toBe("Go");
    expect(listWords(["Go", "gRPC", "Kubernetes"])).toBe("Go, gRPC and Kubernetes");
  });
});
