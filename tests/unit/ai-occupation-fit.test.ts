// Issue 32, occupation part: the match reads the posting's occupation from its title and the candidate's from their
// profile and recent titles (app/server/ai/occupation-fit.ts), so a posting in an unrelated family scores below 40
// whatever buzzwords it shares, a stretch role one level up scores below the candidate's own level, and a posting far
// below their level costs too. On the labelled match set's profiles and postings (tests/fixtures/match).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jobMatching } from "~/server/ai/local-engine";
import { occupationFit } from "~/server/ai/occupation-fit";
import { OCCUPATIONS } from "~/server/ai/occupations";
import { profileAsText } from "~/server/ai/profile-text";
import { jobMatchingResultSchema } from "~/schemas/ai";
import { type ProfileDto, profileUpdateSchema } from "~/schemas/profile";
import matchSet from "../fixtures/match/set.json";

const now = new Date(`${matchSet.asOf}-15T12:00:00Z`);
const postingText = new Map(matchSet.postings.map((p) => [p.id, `${p.title}\n${p.description}`]));
const resumeText = new Map(
  matchSet.profiles.map((p) => [p.id, profileAsText(profileUpdateSchema.parse(p.profile) as unknown as ProfileDto)]),
);
const match = (profile: string, posting: string) => {
  const resume = resumeText.get(profile);
  const job = postingText.get(posting);
  if (resume === undefined || job === undefined) throw new Error(`no ${profile} or ${posting} in the match set`);
  return jobMatching(resume, job, now);
};
const GO_ENGINEER = "daniel-novak-go-engineer";

describe("occupation fit", () => {
  it("reads the Technical Recruiter posting as recruiting: under 40 for the Go engineer and below his Go posting", () => {
    const recruiter = match(GO_ENGINEER, "technical-recruiter");
    const goPosting = match(GO_ENGINEER, "backend-engineer-go");
    expect(recruiter.factors.occupation).toEqual({
      job: { title: "Recruiter", family: "Human Resources" },
      profile: { title: "Software Engineer", family: "Software Development" },
      fit: "different",
    });
    expect(recruiter.overallMatch).toBeLessThan(40);
    expect(recruiter.overallMatch).toBeLessThan(goPosting.overallMatch);
    expect(goPosting.factors.occupation.fit).toBe("same");
    // The advice names the change of line, never the recruiting posting's skills as skills to add.
    expect(recruiter.recommendations[0]).toMatch(/Recruiter role \(Human Resources\), another line of work/);
    expect(recruiter.recommendations.join("\n")).not.toMatch(/Add evidence of|Mention /);
    expect(jobMatchingResultSchema.safeParse(recruiter).success).toBe(true);
  });

  it("keeps an unrelated-family posting under 40 whatever of the candidate's skills it lists", () => {
    const resume = resumeText.get(GO_ENGINEER)!;
    const stack = ["Go", "Kubernetes", "PostgreSQL", "Kafka", "Docker", "REST APIs", "Microservices", "gRPC", "AWS"];
    const unrelatedTitles = ["Pastry Chef", "Technical Recruiter", "Account Executive", "Registered Nurse", "Electrician"];
    fc.assert(
      fc.property(fc.constantFrom(...unrelatedTitles), fc.subarray(stack, { minLength: 1 }), fc.nat(10), (title, skills, years) => {
        const job = `${title}\nRequirements:\n${skills.map((s) => `- ${s}`).join("\n")}\n- ${years}+ years of experience`;
        const result = jobMatching(resume, job, now);
        expect(result.factors.occupation.fit).toBe("different");
        expect(result.overallMatch).toBeLessThan(40);
      }),
      { numRuns: 300 },
    );
  });

  it("scores another occupation of the same family above an unrelated one, even with no skill in common", () => {
    const nurse = "grace-okonkwo-icu-nurse";
    const lab = match(nurse, "clinical-laboratory-scientist");
    expect(lab.factors.skillsScore).toBe(0);
    expect(lab.overallMatch).toBeGreaterThan(match(nurse, "pastry-chef").overallMatch);
    expect(match("liam-oconnor-electrician", "facilities-maintenance-technician").factors.occupation.fit).toBe("adjacent");
  });

  it("reads an assistant to a director as an assistant, and leaves an unknown title to the skills", () => {
    expect(match("emma-walsh-office-administrator", "executive-assistant").factors.occupation.job?.title).toBe("Executive Assistant");
    const vague = match(GO_ENGINEER, "vague-team-member");
    expect(vague.factors.occupation).toMatchObject({ job: null, fit: null });
    expect(vague.factors.seniorityCost).toBe(0);
  });

  it("finds an occupation in the catalogue for every profile of the set", () => {
    for (const [id, resume] of resumeText) {
      const fit = occupationFit(resume, "Electrician");
      expect(fit.profile, id).not.toBeNull();
      expect(OCCUPATIONS.some((o) => o.title === fit.profile?.title)).toBe(true);
    }
  });
});

describe("seniority", () => {
  it.each([
    ["hannah-brooks-maths-teacher", "head-of-mathematics", "secondary-maths-teacher"],
    ["sofia-alvarez-sous-chef", "head-chef", "sous-chef"],
    ["tomasz-wojcik-demand-planner", "sop-manager", "demand-planner"],
    ["grace-okonkwo-icu-nurse", "nurse-manager-critical-care", "icu-registered-nurse"],
    ["jordan-ellis-account-executive", "sales-manager", "account-executive-saas"],
  ])("%s: the stretch role %s scores below the own-level %s", (profile, stretch, ownLevel) => {
    const up = match(profile, stretch);
    const own = match(profile, ownLevel);
    expect(up.factors.seniorityCost).toBeGreaterThan(0);
    expect(own.factors.seniorityCost).toBe(0);
    expect(up.overallMatch).toBeLessThan(own.overallMatch);
    expect(up.recommendations).toContain(
      "This role is a level above your recent titles: show where you have already led people, projects or decisions.",
    );
  });

  it("costs a posting well below the candidate's level too", () => {
    const own = postingText.get("backend-engineer-go")!;
    const junior = own.replace(/^Senior Backend Engineer/, "Junior Backend Engineer");
    expect(junior).not.toBe(own);
    const resume = resumeText.get(GO_ENGINEER)!;
    const juniorMatch = jobMatching(resume, junior, now);
    expect(juniorMatch.factors.seniorityCost).toBeGreaterThan(0);
    expect(juniorMatch.overallMatch).toBeLessThan(jobMatching(resume, own, now).overallMatch);
    expect(juniorMatch.recommendations.join("\n")).toMatch(/below your recent level/);
  });
});
