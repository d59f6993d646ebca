// The resume fixture set as the bench reads it (tests/resume-score/batches.ts): the original fixtures, issue 34's
// new batch of at least 20, its second to fifth batches of at least 10 and two held-out batches of at least 8, every resume with its expected JSON, and every
// value its expected JSON names written in the resume itself (a truth never claims what the file lacks).
import { describe, expect, it } from "vitest";
import { detectResume, extractResumeText } from "~/server/resume/files";
import { type Batch, batchOf, fixtureFiles } from "../resume-score/batches";
import { batchFixtures, listedFixtureFiles } from "../resume-score/vitest-fixtures";

const files = fixtureFiles(listedFixtureFiles);
const count = (batch: Batch) => files.filter((f) => f.batch === batch).length;

/** The words a truth takes from its resume as written (dates and flags aside: each resume writes them its own way). */
function writtenValues(truth: Record<string, any>): string[] {
  const { personalInfo: p, professional: pro } = truth;
  return [
    p.firstName,
    p.lastName,
    p.email,
    p.location,
    pro.title,
    pro.summary,
    ...pro.skills,
    ...truth.experience.flatMap((j: any) => [j.title, j.company, j.location, j.description, ...j.achievements]),
    ...truth.education.flatMap((s: any) => [s.degree, s.school, s.location, s.gpa]),
    ...truth.certifications.flatMap((c: any) => [c.name, c.issuer]),
    ...truth.projects.map((p: any) => p.title),
  ].filter(Boolean);
}
const squeeze = (s: string) => s.replace(/\s+/g, " ").toLowerCase();

describe("the resume fixture set", () => {
  it("holds the 19 original resumes, at least 20 new, four more batches of at least 10 and two held-out batches of at least 8", () => {
    expect(count("original")).toBe(19);
    expect(count("issue-34")).toBeGreaterThanOrEqual(20);
    expect(count("second")).toBeGreaterThanOrEqual(10);
    expect(count("third")).toBeGreaterThanOrEqual(10);
    expect(count("fourth")).toBeGreaterThanOrEqual(10);
    expect(count("fifth")).toBeGreaterThanOrEqual(10);
    expect(count("held-out")).toBeGreaterThanOrEqual(8);
    expect(count("held-out-b")).toBeGreaterThanOrEqual(8);
  });

  it("pairs every resume with its expected JSON", () => {
    expect(files.filter((f) => !f.truthFile).map((f) => f.file)).toEqual([]);
  });

  it("covers PDF, DOCX and text in the new and the held-out batches", () => {
    for (const batch of ["issue-34", "second", "third", "fourth", "fifth", "held-out", "held-out-b"] as const) {
      const kinds = new Set(files.filter((f) => f.batch === batch).map((f) => f.file.split(".").pop()));
      expect([...kinds].sort()).toEqual(["docx", "pdf", "txt"]);
    }
  });

  it("puts a file by its folder and name: held out by folder, original by name, anything else new", () => {
    expect(batchOf("tests/fixtures/resumes-held-out/alex-chen.pdf")).toBe("held-out");
    expect(batchOf("tests/fixtures/resumes-second/alex-chen.pdf")).toBe("second");
    expect(batchOf("tests/fixtures/resumes-third/alex-chen.pdf")).toBe("third");
    expect(batchOf("tests/fixtures/resumes-held-out-b/alex-chen.pdf")).toBe("held-out-b");
    expect(batchOf("tests/fixtures/resumes/alex-chen.txt")).toBe("original");
    expect(batchOf("tests/fixtures/resumes/someone-new.docx")).toBe("issue-34");
    expect(fixtureFiles(["a/x.pdf", "a/x.expected.json", "a/y.txt", "a/notes.md"])).toEqual([
      { name: "x", batch: "issue-34", file: "a/x.pdf", truthFile: "a/x.expected.json" },
      { name: "y", batch: "issue-34", file: "a/y.txt" },
    ]);
  });

  it("writes in each new and held-out resume every value its expected JSON names", async () => {
    const unwritten: string[] = [];
    const batches = ["issue-34", "second", "third", "fourth", "fifth", "held-out", "held-out-b"] as const;
    for (const fixture of batches.flatMap((batch) => batchFixtures(batch))) {
      const text = squeeze(await extractResumeText(fixture.bytes, detectResume(fixture.bytes), 60_000));
      for (const value of writtenValues(fixture.truth)) if (!text.includes(squeeze(value))) unwritten.push(`${fixture.name}: ${value}`);
    }
    expect(unwritten).toEqual([]);
  });
});
