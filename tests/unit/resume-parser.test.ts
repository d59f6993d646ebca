// The local resume parser: the committed fixtures (scripts/make-resume-fixtures.mjs) parse into the extraction
// shape, and the pieces it is built from. Field accuracy is measured in tests/unit/resume-score.test.ts.
import { describe, expect, it } from "vitest";
import { findDates, toMonth } from "~/server/resume/dates";
import { resumeExtractionSchema, type ResumeExtraction } from "~/server/resume/extraction";
import { detectResume, extractResumeText } from "~/server/resume/files";
import { parseResumeText } from "~/server/resume/parser";
import { canonicalSkill, skillsInText } from "~/server/resume/skills";

const files = import.meta.glob("../fixtures/resumes/*.{pdf,docx,txt}", { query: "?inline", import: "default", eager: true }) as Record<
  string,
  string
>;
const expectations = import.meta.glob("../fixtures/resumes/*.expected.json", { import: "default", eager: true }) as Record<string, unknown>;

function bytesOf(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function parseFixture(path: string): Promise<ResumeExtraction> {
  const bytes = bytesOf(files[path]!);
  const text = await extractResumeText(bytes, detectResume(bytes));
  return parseResumeText(text);
}

describe("local resume parser over the fixtures", () => {
  const names = Object.keys(files).sort();

  it("ships at least twelve fixtures in PDF, DOCX and TXT, each with an expected extraction", () => {
    expect(names.length).toBeGreaterThanOrEqual(12);
    for (const ext of ["pdf", "docx", "txt"])
      expect(
        names.some((n) => n.endsWith(`.${ext}`)),
        ext,
      ).toBe(true);
    for (const n of names) expect(expectations[n.replace(/\.(pdf|docx|txt)$/, ".expected.json")], n).toBeDefined();
  });

  it("answers the extraction shape for every fixture, deterministically", async () => {
    for (const path of names) {
      const actual = await parseFixture(path);
      expect(() => resumeExtractionSchema.parse(actual), path).not.toThrow();
      expect(await parseFixture(path), path).toEqual(actual);
    }
  });
});

describe("dates", () => {
  it("reads the usual ways of writing dates and ranges", () => {
    expect(findDates("Jan 2020 – Present")).toMatchObject({ startDate: "2020-01", endDate: "", current: true });
    expect(findDates("01/2019 - 03/2021")).toMatchObject({ startDate: "2019-01", endDate: "2021-03", current: false });
    // A year alone stays a year: no month is invented.
    expect(findDates("2018 - 2020")).toMatchObject({ startDate: "2018", endDate: "2020" });
    expect(findDates("2019 – Present")).toMatchObject({ startDate: "2019", endDate: "", current: true });
    expect(toMonth("2021")).toBe("2021");
    expect(findDates("March 2017 to June 2019")).toMatchObject({ startDate: "2017-03", endDate: "2019-06" });
    expect(findDates("Sept. 2019 — Current")).toMatchObject({ startDate: "2019-09", current: true });
    expect(findDates("2019-02 – 2020-11")).toMatchObject({ startDate: "2019-02", endDate: "2020-11" });
    expect(findDates("Graduated May 2016")).toMatchObject({ startDate: "", endDate: "2016-05" });
    expect(toMonth("December, 2015")).toBe("2015-12");
    expect(toMonth("13/2015")).toBe("");
  });
});

describe("skills vocabulary", () => {
  it("maps synonyms to one name and finds skills in text by whole words", () => {
    expect(canonicalSkill("JS")).toBe("JavaScript");
    expect(canonicalSkill("golang")).toBe("Go");
    expect(canonicalSkill("k8s")).toBe("Kubernetes");
    expect(canonicalSkill("ReactJS")).toBe("React");
    expect(skillsInText("Built APIs in Node.js and TypeScript on AWS; C++ too")).toEqual(
      expect.arrayContaining(["Node.js", "TypeScript", "AWS", "C++"]),
    );
    // "Go" and "R" are only taken from a skills list, never from running prose.
    expect(skillsInText("We go to R&D meetings")).not.toContain("Go");
  });
});

describe("headings", () => {
  it("recognises headings in many styles", () => {
    const text = [
      "Jane Roe",
      "Product Manager",
      "jane@example.com",
      "",
      "Professional Experience:",
      "Product Manager at Acme Corp\t2019 - 2021",
      "• Shipped things.",
      "",
      "EDUCATION",
      "MBA, Harvard Business School, 2018",
      "Technical Skills",
      "----------------",
      "JS, Jira, Agile",
      "",
      "C E R T I F I C A T I O N S",
      "PMP - Project Management Institute - 2020",
    ].join("\n");
    const result = parseResumeText(text);
    expect(result.experience).toMatchObject([{ title: "Product Manager", company: "Acme Corp", startDate: "2019", endDate: "2021" }]);
    expect(result.education).toMatchObject([{ degree: "MBA", school: "Harvard Business School", endDate: "2018" }]);
    expect(result.professional.skills).toEqual(expect.arrayContaining(["JavaScript", "Jira", "Agile"]));
    expect(result.certifications).toMatchObject([{ name: "PMP", issuer: "Project Management Institute", issueDate: "2020" }]);
  });
});

describe("limits", () => {
  it("keeps summaries and descriptions within the editor's 1000 characters", () => {
    const long = Array.from({ length: 150 }, (_, i) => `word${i}`).join(" ");
    const text = `Jane Roe\nEngineer\n\nSUMMARY\n${long}\n\nEXPERIENCE\nEngineer, Acme Corp\nJan 2020 - Present\n${long}\n`;
    const result = parseResumeText(text);
    expect(result.professional.summary.length).toBeLessThanOrEqual(1000);
    expect(result.professional.summary.startsWith("word0 word1")).toBe(true);
    expect(result.experience[0]!.description.length).toBeLessThanOrEqual(1000);
  });
});
