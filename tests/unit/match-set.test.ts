// The labelled match set (tests/fixtures/match/set.json, described in its README) holds the shape the match
// bench relies on: saved-profile-shaped candidates, readable postings with the issue's traps, and enough labelled
// pairs per profile for pairwise ordering, NDCG@5 and calibration to mean something.
import { describe, expect, it } from "vitest";
import { MONTH_PATTERN, profileUpdateSchema } from "~/schemas/profile";
import matchSet from "../fixtures/match/set.json";

interface LabelledPair {
  profile: string;
  posting: string;
  relevance: number;
  reason: string;
}

const { profiles, postings } = matchSet;
const pairs: LabelledPair[] = matchSet.pairs;

/** Families the issue counts as "software and data"; every other family counts towards the ≥ 12 occupations. */
const SOFTWARE_AND_DATA = new Set(["software", "data"]);

const profileIds = new Set(profiles.map((profile) => profile.id));
const postingIds = new Set(postings.map((posting) => posting.id));
const postingById = new Map(postings.map((posting) => [posting.id, posting]));
const labelOf = (profile: string, posting: string) => pairs.find((pair) => pair.profile === profile && pair.posting === posting)?.relevance;

/** Every "YYYY-MM"-or-empty date field of a profile, with where it is for the failure message. */
function profileDates(profile: (typeof profiles)[number]): Array<[string, string]> {
  const { experience, education, certifications } = profile.profile;
  return [
    ...experience.flatMap(
      (job, i): Array<[string, string]> => [
        [`experience[${i}].startDate`, job.startDate],
        [`experience[${i}].endDate`, job.endDate],
      ],
    ),
    ...education.flatMap(
      (school, i): Array<[string, string]> => [
        [`education[${i}].startDate`, school.startDate],
        [`education[${i}].endDate`, school.endDate],
      ],
    ),
    ...certifications.flatMap(
      (cert, i): Array<[string, string]> => [
        [`certifications[${i}].issueDate`, cert.issueDate],
        [`certifications[${i}].expiryDate`, cert.expiryDate],
      ],
    ),
  ];
}

describe("match set: profiles", () => {
  it("has at least 16 candidates with unique ids", () => {
    expect(profiles.length).toBeGreaterThanOrEqual(16);
    expect(profileIds.size).toBe(profiles.length);
  });

  it("covers at least 12 occupations outside software and data, and software and data too", () => {
    const outside = new Set(profiles.filter((p) => !SOFTWARE_AND_DATA.has(p.family)).map((p) => p.occupation));
    expect(outside.size).toBeGreaterThanOrEqual(12);
    expect(profiles.some((p) => p.family === "software")).toBe(true);
    expect(profiles.some((p) => p.family === "data")).toBe(true);
  });

  it("spans junior, mid and senior candidates", () => {
    expect(new Set(profiles.map((p) => p.seniority))).toEqual(new Set(["junior", "mid", "senior"]));
  });

  it.each(profiles.map((p) => [p.id, p] as const))("%s is a valid saved profile", (_id, { profile }) => {
    const parsed = profileUpdateSchema.safeParse(profile);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(profile.title).not.toBe("");
    expect(profile.summary.length).toBeGreaterThanOrEqual(50);
    expect(profile.skills.length).toBeGreaterThanOrEqual(8);
    expect(profile.experience.length).toBeGreaterThanOrEqual(2);
    expect(profile.education.length).toBeGreaterThanOrEqual(1);
  });

  it.each(profiles.map((p) => [p.id, p] as const))("%s dates are YYYY-MM, and only a current role has no end", (_id, profile) => {
    for (const [where, date] of profileDates(profile)) {
      expect(date === "" || MONTH_PATTERN.test(date), `${where} = ${date}`).toBe(true);
    }
    for (const job of profile.profile.experience) {
      expect(MONTH_PATTERN.test(job.startDate)).toBe(true);
      expect(job.current ? job.endDate === "" : MONTH_PATTERN.test(job.endDate)).toBe(true);
    }
  });

  it("fixes the clock the years are read against", () => {
    expect(matchSet.asOf).toMatch(MONTH_PATTERN);
  });
});

describe("match set: postings", () => {
  it("has unique ids, and every posting a title, company and description", () => {
    expect(postingIds.size).toBe(postings.length);
    for (const posting of postings) {
      expect(posting.title.length, posting.id).toBeGreaterThan(2);
      expect(posting.company.length, posting.id).toBeGreaterThan(2);
      expect(posting.description.length, posting.id).toBeGreaterThan(20);
    }
  });

  it("writes readable postings in several paragraphs with their requirements, and one posting without any", () => {
    for (const posting of postings.filter((p) => p.readable)) {
      expect(posting.description.split(/\n\s*\n/).length, posting.id).toBeGreaterThanOrEqual(3);
      expect(posting.description, posting.id).toMatch(
        /requirements|required:|you have|what you bring|who you are|your profile|profile:|the successful candidate/i,
      );
    }
    const unreadable = postings.filter((p) => !p.readable);
    expect(unreadable).toHaveLength(1);
    expect(unreadable[0]!.description).not.toContain("\n");
  });

  it("includes the issue's traps", () => {
    const text = (id: string) => postingById.get(id)?.description ?? "";
    expect(postingById.get("pastry-chef")?.title).toBe("Pastry Chef");
    expect(postingById.get("mortgage-adviser")?.title).toBe("Mortgage Adviser");
    expect(text("electrician")).toContain("We are recruiting qualified electricians");
    for (const term of ["CPA", "GAAP", "month-end close", "reconciliations", "SOX", "NetSuite", "BlackLine", "Advanced Excel"]) {
      expect(text("senior-accountant-cpa") + text("gl-accountant-sox")).toContain(term);
    }
    expect(text("technical-recruiter")).toMatch(/Go, Kubernetes, PostgreSQL/);
    expect(["head-of-mathematics", "sop-manager", "nurse-manager-critical-care"].every((id) => postingIds.has(id))).toBe(true);
  });
});

describe("match set: labelled pairs", () => {
  it("has at least 80 pairs, each naming an existing profile and posting once", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(80);
    for (const pair of pairs) {
      expect(profileIds.has(pair.profile), pair.profile).toBe(true);
      expect(postingIds.has(pair.posting), pair.posting).toBe(true);
    }
    expect(new Set(pairs.map((pair) => `${pair.profile}|${pair.posting}`)).size).toBe(pairs.length);
  });

  it("labels every pair 0-3 with a one-line reason", () => {
    for (const pair of pairs) {
      expect([0, 1, 2, 3], `${pair.profile} × ${pair.posting}`).toContain(pair.relevance);
      expect(pair.reason.trim().length, `${pair.profile} × ${pair.posting}`).toBeGreaterThan(10);
      expect(pair.reason).not.toMatch(/\n/);
    }
  });

  it("has at least 20 strong fits and 20 unrelated pairs for calibration", () => {
    expect(pairs.filter((pair) => pair.relevance === 3).length).toBeGreaterThanOrEqual(20);
    expect(pairs.filter((pair) => pair.relevance === 0).length).toBeGreaterThanOrEqual(20);
  });

  it.each([...profileIds])("%s has at least 4 postings over at least 3 labels, a strong fit among them", (id) => {
    const labels = pairs.filter((pair) => pair.profile === id).map((pair) => pair.relevance);
    expect(labels.length).toBeGreaterThanOrEqual(4);
    expect(new Set(labels).size).toBeGreaterThanOrEqual(3);
    expect(labels).toContain(3);
  });

  it("labels the issue's examples as a recruiter would", () => {
    expect(labelOf("daniel-novak-go-engineer", "pastry-chef")).toBe(0);
    expect(labelOf("hannah-brooks-maths-teacher", "mortgage-adviser")).toBe(0);
    expect(labelOf("priya-menon-hr-generalist", "electrician")).toBe(0);
    expect(labelOf("laura-chen-accountant", "senior-accountant-cpa")).toBe(3);
    expect(labelOf("laura-chen-accountant", "gl-accountant-sox")).toBe(3);
    expect(labelOf("daniel-novak-go-engineer", "technical-recruiter")).toBe(0);
    expect(labelOf("daniel-novak-go-engineer", "backend-engineer-go")).toBe(3);
    // Stretch roles rank below the candidate's own level.
    expect(labelOf("hannah-brooks-maths-teacher", "head-of-mathematics")).toBe(2);
    expect(labelOf("tomasz-wojcik-demand-planner", "sop-manager")).toBe(2);
    expect(labelOf("grace-okonkwo-icu-nurse", "nurse-manager-critical-care")).toBe(2);
  });
});
