// Issue 33's never-invent rule: a generated text may state only the numbers and names its sources hold.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inventedFacts } from "~/server/kit/never-invent";

const PROFILE = `Maya Chen, Senior Backend Engineer
Acme Robotics (Mar 2021 - Present): led the migration of 40 services to Kubernetes, cutting deploy time by 35%.
Skills: Go, PostgreSQL, K8s, gRPC
Education: BSc Computer Science, King's College London (2014 - 2017)`;
const POSTING = "Senior Go Engineer at Northwind Traders. 5+ years with Go and Kubernetes.";

describe("inventedFacts", () => {
  it("accepts a text that restates the profile's and the posting's facts", () => {
    const letter = `Dear Hiring Manager,
I am applying for the Senior Go Engineer role at Northwind Traders. At Acme Robotics I led the migration of 40 services to
Kubernetes and cut deploy time by 35%. Since March 2021 I have worked with Go, PostgreSQL and gRPC, after my BSc at King's College London.
Sincerely,
Maya Chen`;
    expect(inventedFacts(letter, [PROFILE, POSTING])).toEqual([]);
  });

  it("names each number, employer, school or product the sources lack", () => {
    const text = "At Globex I cut costs by 50% across 12 teams. I studied at Stanford and shipped on AWS in 2019.";
    expect(inventedFacts(text, [PROFILE, POSTING])).toEqual(["50", "12", "2019", "Globex", "Stanford", "AWS"]);
  });

  it("does not take a sentence's first word, a month or a greeting for a name", () => {
    expect(inventedFacts("Thank you for your time. Building reliable systems is what I enjoy most.", [PROFILE])).toEqual([]);
    expect(inventedFacts("Dear Ms Rivera,", [PROFILE])).toEqual(["Rivera"]);
  });

  it("reads numbers however they are written: 1,200 is 1200", () => {
    expect(inventedFacts("Served 1,200 patients.", ["1200 patients a year"])).toEqual([]);
    expect(inventedFacts("Served 1,300 patients.", ["1200 patients a year"])).toEqual(["1300"]);
  });

  it("never flags a text made only of the sources' own words", () => {
    const words = PROFILE.split(/\s+/).filter(Boolean);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 30 }), (picked) => {
        expect(inventedFacts(picked.join(" "), [PROFILE])).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe("inventedFacts: what a model slips in without a capital or a digit", () => {
  it("names a link or an email the sources lack, however it is cased", () => {
    const text = "Write to maya.chen@gmail.com or see https://evil.example/me and www.other.example.";
    expect(inventedFacts(text, [PROFILE])).toEqual(["maya.chen@gmail.com", "https://evil.example/me", "www.other.example"]);
    expect(
      inventedFacts("See https://maya.example/work or write to MAYA@ACME.EXAMPLE.", ["https://maya.example/work maya@acme.example"]),
    ).toEqual([]);
  });

  it("names a count written as a word, but not 'one' as a pronoun", () => {
    expect(inventedFacts("I worked with Go for twelve years across a dozen teams.", [PROFILE])).toEqual(["twelve", "dozen"]);
    expect(inventedFacts("Kubernetes is one of the skills I use most.", [PROFILE])).toEqual([]);
    expect(inventedFacts("I have used Go for twelve years.", ["Go for twelve years"])).toEqual([]);
  });
});

describe("inventedFacts on hostile text", () => {
  it("stays linear on a long run of an email's characters without an @ (2 s ceiling; quadratic took ~0.7 s at 40,000)", () => {
    const long = `${"a".repeat(400_000)} ${"b.".repeat(100_000)}`;
    const started = Date.now();
    expect(inventedFacts(long, [PROFILE])).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
