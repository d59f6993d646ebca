// The resume fixture set as the bench reads it (tests/resume-score/batches.ts): the original fixtures, issue 34's
// new batch of at least 20 and the held-out batch of at least 8, every resume with its expected JSON.
import { describe, expect, it } from "vitest";
import { type Batch, batchOf, fixtureFiles } from "../resume-score/batches";

const listed = Object.keys(
  import.meta.glob(["../fixtures/resumes/*", "../fixtures/resumes-held-out/*"], { query: "?url", import: "default" }),
);
const files = fixtureFiles(listed);
const count = (batch: Batch) => files.filter((f) => f.batch === batch).length;

describe("the resume fixture set", () => {
  it("holds the 19 original resumes, at least 20 new and at least 8 held out", () => {
    expect(count("original")).toBe(19);
    expect(count("issue-34")).toBeGreaterThanOrEqual(20);
    expect(count("held-out")).toBeGreaterThanOrEqual(8);
  });

  it("pairs every resume with its expected JSON", () => {
    expect(files.filter((f) => !f.truthFile).map((f) => f.file)).toEqual([]);
  });

  it("covers PDF, DOCX and text in the new and the held-out batches", () => {
    for (const batch of ["issue-34", "held-out"] as const) {
      const kinds = new Set(files.filter((f) => f.batch === batch).map((f) => f.file.split(".").pop()));
      expect([...kinds].sort()).toEqual(["docx", "pdf", "txt"]);
    }
  });

  it("puts a file by its folder and name: held out by folder, original by name, anything else new", () => {
    expect(batchOf("tests/fixtures/resumes-held-out/alex-chen.pdf")).toBe("held-out");
    expect(batchOf("tests/fixtures/resumes/alex-chen.txt")).toBe("original");
    expect(batchOf("tests/fixtures/resumes/someone-new.docx")).toBe("issue-34");
    expect(fixtureFiles(["a/x.pdf", "a/x.expected.json", "a/y.txt", "a/notes.md"])).toEqual([
      { name: "x", batch: "issue-34", file: "a/x.pdf", truthFile: "a/x.expected.json" },
      { name: "y", batch: "issue-34", file: "a/y.txt" },
    ]);
  });
});
