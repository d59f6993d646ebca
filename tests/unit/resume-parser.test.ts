// The local resume parser over the committed fixtures (scripts/make-resume-fixtures.mjs): field-level accuracy
// against the hand-written expected extractions, plus the pieces it is built from.
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

// ---- field-level comparison --------------------------------------------------------------------------------

const norm = (v: unknown) =>
  String(v ?? "")
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
const normUrl = (v: unknown) =>
  norm(v)
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/$/, "");
const digits = (v: unknown) => String(v ?? "").replace(/\D/g, "");

interface Score {
  total: number;
  correct: number;
  misses: string[];
}

function check(
  score: Score,
  label: string,
  expected: unknown,
  actual: unknown,
  eq: (a: unknown, b: unknown) => boolean = (a, b) => norm(a) === norm(b),
) {
  score.total += 1;
  if (eq(expected, actual)) score.correct += 1;
  else score.misses.push(`${label}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** Every leaf of the expected extraction counts once; list items (skills, technologies) count one each. */
function compare(name: string, expected: any, actual: ResumeExtraction, score: Score) {
  const p = expected.personalInfo ?? {};
  for (const key of ["firstName", "lastName", "email", "location"] as const)
    if (key in p) check(score, `${name} personalInfo.${key}`, p[key], actual.personalInfo[key]);
  if ("phone" in p) check(score, `${name} phone`, p.phone, actual.personalInfo.phone, (a, b) => digits(a) === digits(b));
  for (const [key, url] of Object.entries(p.socialLinks ?? {})) {
    check(
      score,
      `${name} socialLinks.${key}`,
      url,
      (actual.personalInfo.socialLinks as Record<string, string>)[key],
      (a, b) => normUrl(a) === normUrl(b),
    );
  }
  const pro = expected.professional ?? {};
  if ("title" in pro) check(score, `${name} title`, pro.title, actual.professional.title);
  if ("summary" in pro) check(score, `${name} summary`, pro.summary, actual.professional.summary);
  // Skills compare by their canonical name ("Spark" and "Apache Spark" are the same skill).
  const skillKey = (s: string) => norm(canonicalSkill(s) ?? s);
  const skills = new Set(actual.professional.skills.map(skillKey));
  for (const skill of pro.skills ?? []) check(score, `${name} skill`, skill, skills.has(skillKey(skill)) ? skill : null);

  const entries = (section: string, fields: string[], listFields: string[] = []) => {
    const want: any[] = expected[section] ?? [];
    const got: any[] = (actual as any)[section];
    check(score, `${name} ${section}.length`, want.length, got.length, (a, b) => a === b);
    want.forEach((item, i) => {
      for (const field of fields) {
        if (!(field in item)) continue;
        const eq = /url/i.test(field)
          ? (a: unknown, b: unknown) => normUrl(a) === normUrl(b)
          : typeof item[field] === "boolean"
            ? (a: unknown, b: unknown) => a === b
            : undefined;
        check(score, `${name} ${section}[${i}].${field}`, item[field], got[i]?.[field], eq);
      }
      for (const field of listFields) {
        const have = new Set((got[i]?.[field] ?? []).map(norm));
        for (const value of item[field] ?? [])
          check(score, `${name} ${section}[${i}].${field}`, value, have.has(norm(value)) ? value : null);
      }
    });
  };
  entries("experience", ["title", "company", "location", "startDate", "endDate", "current"], ["achievements"]);
  entries("education", ["degree", "school", "location", "startDate", "endDate", "gpa"], ["relevantCoursework"]);
  entries("projects", ["title", "githubUrl", "liveUrl"], ["technologies"]);
  entries("certifications", ["name", "issuer", "issueDate", "expiryDate"]);
}

describe("local resume parser over the fixtures", () => {
  const names = Object.keys(files).sort();

  it("ships at least five fixtures in PDF, DOCX and TXT, each with an expected extraction", () => {
    expect(names.length).toBeGreaterThanOrEqual(5);
    for (const ext of ["pdf", "docx", "txt"])
      expect(
        names.some((n) => n.endsWith(`.${ext}`)),
        ext,
      ).toBe(true);
    for (const n of names) expect(expectations[n.replace(/\.(pdf|docx|txt)$/, ".expected.json")], n).toBeDefined();
  });

  it("reaches at least 85% field-level accuracy", async () => {
    const score: Score = { total: 0, correct: 0, misses: [] };
    for (const path of names) {
      const actual = await parseFixture(path);
      expect(() => resumeExtractionSchema.parse(actual)).not.toThrow();
      const short = path.split("/").pop()!;
      const perFile: Score = { total: 0, correct: 0, misses: [] };
      compare(short, expectations[path.replace(/\.(pdf|docx|txt)$/, ".expected.json")], actual, perFile);
      console.log(`  ${short}: ${perFile.correct}/${perFile.total}`);
      score.total += perFile.total;
      score.correct += perFile.correct;
      score.misses.push(...perFile.misses);
    }
    const accuracy = (100 * score.correct) / score.total;
    console.log(`resume parser field accuracy: ${accuracy.toFixed(1)}% (${score.correct}/${score.total})`);
    if (score.misses.length) console.log(`misses:\n  ${score.misses.join("\n  ")}`);
    expect(score.total).toBeGreaterThan(150);
    expect(accuracy).toBeGreaterThanOrEqual(85);
  });

  it("is deterministic", async () => {
    const path = names[0]!;
    expect(await parseFixture(path)).toEqual(await parseFixture(path));
  });
});

describe("dates", () => {
  it("reads the usual ways of writing dates and ranges", () => {
    expect(findDates("Jan 2020 – Present")).toMatchObject({ startDate: "2020-01", endDate: "", current: true });
    expect(findDates("01/2019 - 03/2021")).toMatchObject({ startDate: "2019-01", endDate: "2021-03", current: false });
    expect(findDates("2018 - 2020")).toMatchObject({ startDate: "2018-01", endDate: "2020-01" });
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
    expect(result.experience).toMatchObject([
      { title: "Product Manager", company: "Acme Corp", startDate: "2019-01", endDate: "2020-01".replace("2020", "2021") },
    ]);
    expect(result.education).toMatchObject([{ degree: "MBA", school: "Harvard Business School", endDate: "2018-01" }]);
    expect(result.professional.skills).toEqual(expect.arrayContaining(["JavaScript", "Jira", "Agile"]));
    expect(result.certifications).toMatchObject([{ name: "PMP", issuer: "Project Management Institute", issueDate: "2020-01" }]);
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
