// The editor's notice after an unsure import (components/profile/review-reasons.ts): one reason per kind of review path
// the resume parser writes beyond single fields, naming the sections to check.
import { describe, expect, it } from "vitest";
import { reasonText, reviewReasons } from "~/components/profile/review-reasons";

const texts = (review: string[]) => reviewReasons(review).map(reasonText);

describe("the import's review notice", () => {
  it("says nothing when the import was only unsure of single fields", () => {
    expect(reviewReasons(["experience.0.company", "personalInfo.location"])).toEqual([]);
    expect(reviewReasons()).toEqual([]);
  });

  it("says the summary holds dates or jobs", () => {
    expect(texts(["professional.summary"])).toEqual([
      "The summary in Professional Information mentions dates or jobs: move them to their sections.",
    ]);
  });

  it("names every section with lines it could not place, in the editor's order", () => {
    expect(texts(["education", "experience.1.location", "experience"])).toEqual([
      "We could not place some lines: check Work Experience and Education.",
    ]);
    expect(reviewReasons(["education", "experience"])[0]!.sections).toEqual(["experience", "education"]);
  });

  it("names the headings it could not read", () => {
    expect(texts(["headings.Good At"])).toEqual(["We could not read the heading “Good At”: add what it holds by hand."]);
    expect(texts(["headings.Good At", "headings.MISC"])).toEqual([
      "We could not read the headings “Good At” and “MISC”: add what they hold by hand.",
    ]);
  });

  it("gives the messy resume's reasons in order: summary, sections, headings", () => {
    expect(texts(["professional.summary", "experience", "education", "headings.Good At"])).toHaveLength(3);
  });
});
