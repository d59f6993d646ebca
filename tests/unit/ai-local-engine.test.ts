// The local AI-insights engine: deterministic, explainable, bounded scores that move the right way.
import { describe, expect, it } from "vitest";
import { extractJobRequirements, jobMatching, resumeTips, resumeYears, successPrediction } from "~/server/ai/local-engine";

const JOB = `Senior Frontend Engineer
We build fast web products for small businesses.
Requirements:
- 5+ years of experience building web applications
- Strong JavaScript and TypeScript, React
- Experience with Node.js and PostgreSQL
Nice to have:
- Kubernetes and GraphQL
`;

const WRITTEN_FOR_THE_JOB = `Alex Doe · alex@example.com · +1 415 555 0101
Summary: Frontend engineer with 7 years of experience building fast web applications.
Experience
Senior Frontend Engineer, Northwind (2019 - Present)
- Led the React and TypeScript rewrite of the dashboard, cutting load time by 45%
- Built Node.js services on PostgreSQL serving 40,000 users
- Reduced bundle size by 30% and improved conversion by 12%
- Mentored 4 engineers; automated releases with GitHub Actions
Frontend Developer, Bluebird (2016 - 2019)
- Developed JS widgets and launched a GraphQL gateway on k8s
Education
BSc Computer Science, 2012 - 2016
Skills
JavaScript, TypeScript, React, Node.js, PostgreSQL, GraphQL, Kubernetes
`;

const UNRELATED = `Sam Roe · sam@example.com
Experience
Pastry chef, Le Fournil (2020 - Present)
- Baked bread and croissants every morning
Education
Culinary school
Skills
Baking, food safety
`;

describe("local AI engine", () => {
  it("separates required from preferred skills and reads the years", () => {
    const req = extractJobRequirements(JOB);
    expect(req.required).toEqual(expect.arrayContaining(["JavaScript", "TypeScript", "React", "Node.js", "PostgreSQL"]));
    expect(req.preferred).toEqual(expect.arrayContaining(["Kubernetes", "GraphQL"]));
    expect(req.required).not.toContain("Kubernetes");
    expect(req.minYears).toBe(5);
    expect(req.seniority).toBe("senior");
  });

  it("scores a resume written for the job higher than an unrelated one, within 0-100", () => {
    const good = jobMatching(WRITTEN_FOR_THE_JOB, JOB);
    const bad = jobMatching(UNRELATED, JOB);
    expect(good.overallMatch).toBeGreaterThan(bad.overallMatch);
    expect(good.skillsMatch.missingSkills).toEqual([]);
    expect(bad.skillsMatch.missingSkills).toContain("React");
    for (const n of [good.overallMatch, bad.overallMatch, good.experienceMatch.score, bad.experienceMatch.score]) {
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThanOrEqual(100);
    }
    expect(successPrediction(WRITTEN_FOR_THE_JOB, JOB).successScore).toBeGreaterThan(successPrediction(UNRELATED, JOB).successScore);
  });

  it("adding a missing required skill raises the match; synonyms count (JS, k8s)", () => {
    const without = "Engineer with 6 years of experience. Skills: JavaScript, TypeScript, Node.js, PostgreSQL";
    const withReact = `${without}, React`;
    expect(jobMatching(withReact, JOB).overallMatch).toBeGreaterThan(jobMatching(without, JOB).overallMatch);
    const synonyms = jobMatching("6 years of experience. Skills: JS, TS, React, Node.js, PostgreSQL, k8s, GraphQL", JOB);
    expect(synonyms.skillsMatch.matchedSkills).toEqual(expect.arrayContaining(["JavaScript", "TypeScript", "Kubernetes"]));
  });

  it("is deterministic and explains itself", () => {
    expect(jobMatching(WRITTEN_FOR_THE_JOB, JOB)).toEqual(jobMatching(WRITTEN_FOR_THE_JOB, JOB));
    expect(resumeTips(UNRELATED, JOB)).toEqual(resumeTips(UNRELATED, JOB));
    const match = jobMatching(WRITTEN_FOR_THE_JOB, JOB);
    expect(match.overallMatch).toBe(Math.round(0.7 * match.factors.skillsScore + 0.3 * match.factors.experienceScore));
    expect(resumeYears(WRITTEN_FOR_THE_JOB)).toBe(7);
  });

  it("tips come from concrete checks", () => {
    const weak = resumeTips(UNRELATED, JOB);
    const categories = weak.tips.map((t) => t.category);
    expect(categories).toEqual(expect.arrayContaining(["Impact", "Contact", "Keywords"]));
    expect(resumeTips(WRITTEN_FOR_THE_JOB, JOB).overallScore).toBeGreaterThan(weak.overallScore);
  });
});

describe("local AI engine: experience", () => {
  const JOB_WITH_YEARS = "Data Engineer\nRequirements:\n- 5+ years of experience\n- Python, SQL, Airflow and Kafka";

  it("counts years in an unrelated field only in proportion to the skills overlap", () => {
    const related = jobMatching("Data engineer with 6 years of experience. Skills: Python, SQL, Airflow, Kafka", JOB_WITH_YEARS);
    const unrelated = jobMatching("Pastry chef with 6 years of experience. Skills: Baking, Pastry", JOB_WITH_YEARS);
    expect(related.experienceMatch.score).toBe(100);
    expect(related.experienceMatch.levelMatch).toBe("Meets the requirement");
    expect(unrelated.factors.relevance).toBe(0);
    expect(unrelated.experienceMatch.score).toBe(0);
    expect(unrelated.experienceMatch.levelMatch).toBe("Below the requirement");
    expect(unrelated.experienceMatch.relevantExperience).toBe("6 years shown (about 0 relevant to this role's skills); 5+ requested.");
  });

  it("reads 'Present' against the given clock and ignores education dates", () => {
    const resume = "Experience\nData Engineer, Acme\nJan 2020 - Present\nEducation\nBSc Computer Science, 2012 - 2016";
    expect(resumeYears(resume, new Date("2023-01-15T00:00:00Z"))).toBe(3);
    expect(resumeYears(resume, new Date("2026-06-15T00:00:00Z"))).toBe(6);
    expect(jobMatching(resume, JOB_WITH_YEARS, new Date("2023-01-15T00:00:00Z"))).toEqual(
      jobMatching(resume, JOB_WITH_YEARS, new Date("2023-01-15T00:00:00Z")),
    );
  });
});
