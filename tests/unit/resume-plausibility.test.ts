// Issue 34, plausibility checks per field: a value of the wrong kind is left empty and its path marked for review,
// never kept. The checks are called on an extraction built here (as either engine could answer it), and through the
// local parser where its readers can produce the wrong kind.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyExtraction, type ResumeExtraction } from "~/server/resume/extraction";
import { parseResumeText } from "~/server/resume/parser";
import { clearImplausibleFields } from "~/server/resume/plausibility";

const job = (fields: Partial<ResumeExtraction["experience"][number]>): ResumeExtraction["experience"][number] => ({
  title: "Engineer",
  company: "Globex",
  location: "",
  startDate: "",
  endDate: "",
  current: false,
  description: "",
  achievements: [],
  ...fields,
});
const school = (fields: Partial<ResumeExtraction["education"][number]>): ResumeExtraction["education"][number] => ({
  degree: "BSc Physics",
  school: "University of Leeds",
  location: "",
  startDate: "",
  endDate: "",
  gpa: "",
  relevantCoursework: [],
  ...fields,
});

function checked(change: (r: ResumeExtraction) => void) {
  const result = emptyExtraction();
  change(result);
  const paths = clearImplausibleFields(result);
  return { result, paths };
}

describe("a title or a name", () => {
  it.each(["+1 (415) 555-0199", "0412 345 678", "lee.park@example.com", "https://lee.dev", "www.leepark.com", "linkedin.com/in/leepark"])(
    "is not %s",
    (value) => {
      const { result, paths } = checked((r) => {
        r.professional.title = value;
        r.personalInfo.firstName = value;
        r.experience.push(job({ title: value }));
      });
      expect([result.professional.title, result.personalInfo.firstName, result.experience[0]!.title]).toEqual(["", "", ""]);
      expect(paths).toEqual(["personalInfo.firstName", "professional.title", "experience.0.title"]);
    },
  );

  it.each(["Node.js Developer", "B.Com Graduate", "Senior Engineer (Level 3)", "Anne-Marie", "Director, 2nd Line Support"])(
    "%s stays",
    (value) => {
      const { result, paths } = checked((r) => {
        r.professional.title = value;
        r.personalInfo.firstName = value;
      });
      expect([result.professional.title, result.personalInfo.firstName, paths]).toEqual([value, value, []]);
    },
  );
});

describe("a company", () => {
  it.each([
    "Experience",
    "PROFESSIONAL EXPERIENCE",
    "Earlier Career",
    "Board & Advisory Roles",
    "Education",
    "Jan 2020 – Present",
    "2019",
    "03/2021",
  ])("is not %s", (value) => {
    const { result, paths } = checked((r) => r.experience.push(job({ company: value })));
    expect(result.experience[0]!.company).toBe("");
    expect(paths).toEqual(["experience.0.company"]);
  });

  it.each(["Acme.com", "Globex", "3M", "Studio 2019 Ltd", "Twenty Twenty Health"])("%s stays", (value) => {
    expect(checked((r) => r.experience.push(job({ company: value }))).paths).toEqual([]);
  });
});

describe("a location", () => {
  it.each(["Dublin 2", "75011 Paris", "Brisbane QLD 4000", "Sydney NSW 2000", "Remote", "Bengaluru", "Austin, TX", "São Paulo"])(
    "%s looks like one",
    (value) => {
      expect(checked((r) => r.experience.push(job({ location: value }))).result.experience[0]!.location).toBe(value);
    },
  );

  it.each([
    "Senior Engineer",
    "Jan 2020",
    "2018 – 2021",
    "ana@example.com",
    "+44 20 7946 0958",
    "Led a team of twelve engineers across three sites.",
  ])("%s does not", (value) => {
    const { result, paths } = checked((r) => {
      r.personalInfo.location = value;
      r.experience.push(job({ location: value }));
    });
    expect([result.personalInfo.location, result.experience[0]!.location]).toEqual(["", ""]);
    expect(paths).toEqual(["personalInfo.location", "experience.0.location"]);
  });
});

describe("a school", () => {
  it("is not a job title", () => {
    const { result, paths } = checked((r) => r.education.push(school({ school: "Teaching Assistant, School of Engineering" })));
    expect(result.education[0]!.school).toBe("");
    expect(paths).toEqual(["education.0.school"]);
  });

  it.each(["University of California, Berkeley", "Christ University", "Head Start Academy", "Institute of Technology — Dublin"])(
    "%s stays",
    (value) => {
      expect(checked((r) => r.education.push(school({ school: value }))).paths).toEqual([]);
    },
  );

  it("is cleared when the parser reads a job title as the school", () => {
    const result = parseResumeText(["Ana Lima", "", "EDUCATION", "Teaching Assistant, School of Engineering, 2015 – 2017"].join("\n"));
    expect(result.education[0]!.school).toBe("");
    expect(result.review).toContain("education.0.school");
  });
});

describe("a date belongs to its own entry", () => {
  it("a certificate's year on the next line is the certificate's, not the degree's end date", () => {
    const result = parseResumeText(
      ["Ana Lima", "", "EDUCATION", "BSc Computer Science", "University of Porto", "AWS Certified Developer – Associate", "2019"].join(
        "\n",
      ),
    );
    expect(result.education).toEqual([
      expect.objectContaining({ degree: "BSc Computer Science", school: "University of Porto", endDate: "" }),
    ]);
    expect(result.certifications).toEqual([
      expect.objectContaining({ name: expect.stringContaining("AWS Certified Developer"), issueDate: "2019" }),
    ]);
  });

  it("a designation or a licence listed among the schools is a certification with its own year", () => {
    const result = parseResumeText(
      [
        "Ana Lima",
        "",
        "EDUCATION",
        "Bachelor of Commerce, Toronto Metropolitan University (2011 – 2015)",
        "Licence in Economics, Université Lille 1, 2013",
        "",
        "DESIGNATIONS",
        "Chartered Professional Accountant (CPA), CPA Ontario, 2018",
      ].join("\n"),
    );
    // The capitals over the designations are their heading, not a lost line.
    expect(result.review).not.toContain("education");
    // "Licence in Economics" is the French degree, not a licence: it stays among the schools.
    expect(result.education.map((e) => [e.school, e.endDate])).toEqual([
      ["Toronto Metropolitan University", "2015"],
      [expect.stringContaining("Université Lille 1"), "2013"],
    ]);
    expect(result.certifications).toEqual([
      expect.objectContaining({ name: "Chartered Professional Accountant (CPA)", issuer: "CPA Ontario", issueDate: "2018" }),
    ]);
  });

  it("a labelled detail under a school (Thesis:, Minor:) is the school's, not a lost line", () => {
    const result = parseResumeText(
      [
        "Elena Marchetti",
        "",
        "EDUCATION",
        "2015–2019\tPhD in Physics, University of Bologna, Bologna, Italy.",
        "Thesis: Searches for heavy resonances.",
      ].join("\n"),
    );
    expect(result.education).toEqual([expect.objectContaining({ degree: "PhD in Physics", school: "University of Bologna" })]);
    expect(result.review).not.toContain("education");
  });

  it("an end before the start is cleared and marked", () => {
    const { result, paths } = checked((r) => {
      r.experience.push(job({ startDate: "2020-05", endDate: "2019" }));
      r.education.push(school({ startDate: "2016", endDate: "2012-06" }));
    });
    expect([result.experience[0]!.endDate, result.education[0]!.endDate]).toEqual(["", ""]);
    expect(paths).toEqual(["experience.0.endDate", "education.0.endDate"]);
  });

  it("any end on or after its start stays (property)", () => {
    const date = fc.tuple(fc.integer({ min: 1990, max: 2030 }), fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }));
    const text = ([y, m]: [number, number | undefined]) => (m ? `${y}-${String(m).padStart(2, "0")}` : `${y}`);
    fc.assert(
      fc.property(date, date, (a, b) => {
        const [start, end] = a[0] * 13 + (a[1] ?? 0) <= b[0] * 13 + (b[1] ?? 0) ? [a, b] : [b, a];
        const { paths } = checked((r) => r.experience.push(job({ startDate: text(start), endDate: text(end) })));
        return paths.length === 0;
      }),
      { numRuns: 300 },
    );
  });
});
