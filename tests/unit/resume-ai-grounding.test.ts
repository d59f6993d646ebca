// Issue 34, Workers AI reads with a schema and a grounding check: the model is asked for JSON (response_format with the
// extraction's JSON schema), its answer is validated by the profile's zod schema, and every name, company, title,
// school, date and skill it gives must be written in the resume (after normalising case, spacing and date forms), or
// it is dropped and its field marked for review. The binding is a fake whose answers include invented values.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractWithAi } from "~/server/resume/ai";
import { normaliseForGrounding, resumeWording } from "~/server/resume/grounding";

const RESUME = [
  "MARÍA  GARCÍA",
  "Senior Data Analyst",
  "maria.garcia@example.com · +34 612 345 678",
  "",
  "EXPERIENCE",
  "Senior Data Analyst — Globex Iberia, Madrid\t03/2021 – Present",
  "- Built the churn model in Python and PostgreSQL.",
  "Data Analyst — Initech\tJune 2017 – Feb 2021",
  "- Reported on sales with Tableau.",
  "",
  "EDUCATION",
  "MSc Statistics, Universidad Complutense de Madrid, 2017",
  "",
  "SKILLS",
  "Python, PostgreSQL, Tableau, Node.js, UX & UI design",
].join("\n");

function fakeAi(answer: unknown) {
  const calls: Array<Record<string, unknown>> = [];
  return {
    calls,
    ai: {
      run: async (_model: string, input: Record<string, unknown>) => {
        calls.push(input);
        return { response: JSON.stringify(answer) };
      },
    },
  };
}

const job = (fields: Record<string, unknown>) => ({
  location: "",
  description: "",
  achievements: [],
  current: false,
  endDate: "",
  ...fields,
});

/** What a model answers for RESUME, faithful except where a test adds an invention. */
function answer(change: (a: any) => void = () => {}) {
  const a: any = {
    personalInfo: { firstName: "María", lastName: "García", email: "maria.garcia@example.com", phone: "+34 612 345 678" },
    professional: { title: "Senior Data Analyst", summary: "", skills: ["Python", "PostgreSQL", "Tableau", "NodeJS", "UX design"] },
    experience: [
      job({ title: "Senior Data Analyst", company: "Globex Iberia", location: "Madrid", startDate: "2021-03", current: true }),
      job({ title: "Data Analyst", company: "Initech", startDate: "2017-06", endDate: "2021-02" }),
    ],
    education: [{ degree: "MSc Statistics", school: "Universidad Complutense de Madrid", endDate: "2017" }],
    review: [],
  };
  change(a);
  return a;
}

describe("the request", () => {
  it("asks for JSON with the extraction's schema", async () => {
    const { ai, calls } = fakeAi(answer());
    await extractWithAi(ai, "@cf/test/model", RESUME);
    const format = calls[0]!.response_format as { type: string; json_schema: { properties: Record<string, unknown> } };
    expect(format.type).toBe("json_schema");
    expect(Object.keys(format.json_schema.properties)).toEqual(
      expect.arrayContaining(["personalInfo", "professional", "experience", "education", "review"]),
    );
  });

  it("falls back (null) when the answer does not validate against the profile's schema", async () => {
    const { ai } = fakeAi(answer((a) => (a.experience = "two jobs at Globex and Initech")));
    expect(await extractWithAi(ai, "@cf/test/model", RESUME)).toBeNull();
  });
});

describe("a faithful answer", () => {
  it("keeps every value written in the resume, whatever its case, spacing, accents or date form", async () => {
    const { ai } = fakeAi(answer((a) => (a.personalInfo.firstName = "Maria")));
    const result = (await extractWithAi(ai, "@cf/test/model", RESUME))!;
    expect(result.personalInfo).toMatchObject({ firstName: "Maria", lastName: "García" });
    expect(result.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ["Senior Data Analyst", "Globex Iberia", "2021-03", ""],
      ["Data Analyst", "Initech", "2017-06", "2021-02"],
    ]);
    expect(result.professional.skills).toEqual(["Python", "PostgreSQL", "Tableau", "NodeJS", "UX design"]);
    expect(result.review).toEqual([]);
  });
});

describe("an answer with invented values", () => {
  it.each([
    ["a name", (a: any) => (a.personalInfo.lastName = "Fernández"), "personalInfo.lastName", (r: any) => r.personalInfo.lastName],
    ["a title", (a: any) => (a.professional.title = "Head of Data Science"), "professional.title", (r: any) => r.professional.title],
    ["a job title", (a: any) => (a.experience[1].title = "Lead Data Engineer"), "experience.1.title", (r: any) => r.experience[1].title],
    [
      "a company",
      (a: any) => (a.experience[1].company = "Initech Global Services"),
      "experience.1.company",
      (r: any) => r.experience[1].company,
    ],
    ["a school", (a: any) => (a.education[0].school = "Universidad de Salamanca"), "education.0.school", (r: any) => r.education[0].school],
    ["a year", (a: any) => (a.experience[1].startDate = "2016-06"), "experience.1.startDate", (r: any) => r.experience[1].startDate],
    ["an end year", (a: any) => (a.education[0].endDate = "2019"), "education.0.endDate", (r: any) => r.education[0].endDate],
  ])("drops %s and marks its field", async (_kind, invent, path, read) => {
    const { ai } = fakeAi(answer(invent));
    const result = (await extractWithAi(ai, "@cf/test/model", RESUME))!;
    expect(read(result)).toBe("");
    expect(result.review).toEqual([path]);
  });

  it("drops a skill the resume does not name and marks the skills", async () => {
    const { ai } = fakeAi(answer((a) => a.professional.skills.push("Kubernetes", "Machine Learning")));
    const result = (await extractWithAi(ai, "@cf/test/model", RESUME))!;
    expect(result.professional.skills).toEqual(["Python", "PostgreSQL", "Tableau", "NodeJS", "UX design"]);
    expect(result.review).toEqual(["professional.skills"]);
  });

  it("cuts a month written only for another entry to the entry's own year", async () => {
    // "2021-03" is written, but for the first job; the degree's line gives 2017 alone.
    const { ai } = fakeAi(answer((a) => (a.education[0].endDate = "2017-06")));
    const result = (await extractWithAi(ai, "@cf/test/model", RESUME))!;
    expect(result.education[0]!.endDate).toBe("2017");
  });

  it("drops a phone number given as the title (written, but of the wrong kind) and marks it", async () => {
    const { ai } = fakeAi(answer((a) => (a.professional.title = "+34 612 345 678")));
    const result = (await extractWithAi(ai, "@cf/test/model", RESUME))!;
    expect(result.professional.title).toBe("");
    expect(result.review).toEqual(["professional.title"]);
  });
});

describe("the normalised comparison", () => {
  it("finds any run of the resume's words, however they are cased and spaced (property)", () => {
    const word = fc.stringMatching(/^[A-Za-z0-9À-ÖØ-Ýà-öø-ý]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 3, maxLength: 12 }), fc.nat(), fc.nat(), (words, a, b) => {
        const from = a % words.length;
        const to = from + 1 + (b % (words.length - from));
        const value = words.slice(from, to).join("  ").toUpperCase();
        return resumeWording(words.join(" · ")).has(value);
      }),
      { numRuns: 300 },
    );
  });

  it("reads the same date written three ways", () => {
    for (const written of ["Mar 2021", "03/2021", "2021-03"]) {
      const wording = resumeWording(`Analyst, Globex\t${written} – Present`);
      expect([written, wording.entryDate("2021-03", ["Globex"])]).toEqual([written, "2021-03"]);
    }
    expect(resumeWording("Analyst, Globex\t2021 – Present").entryDate("2021-03", ["Globex"])).toBe("2021");
    expect(normaliseForGrounding("  Node.JS / São  Paulo ")).toBe("node js sao paulo");
  });
});
