// Issue 31, "Review marks that fire": the local parser reads the free-form headings and date phrases people write,
// and says when it is unsure (the extraction's `review` list): a summary holding dates or job titles, a heading it
// could not read, lines it could not place, no entries where the text has some. One rule per test; the messy resume
// of tests/fixtures/review-marks is the whole story, and the 19 scored resumes raise none of these marks.
import { describe, expect, it } from "vitest";
import { extractWithAi } from "~/server/resume/ai";
import { findDates } from "~/server/resume/dates";
import { detectResume, extractResumeText } from "~/server/resume/files";
import { parseResumeText } from "~/server/resume/parser";
import messyResume from "../fixtures/review-marks/messy-resume.txt?raw";

const parse = (...lines: string[]) => parseResumeText(lines.join("\n"));
/** The review paths beyond single fields ("experience.0.location" is a field's). */
const sectionMarks = (review: string[]) => review.filter((path) => !/\.\d+\./.test(path));

const JOB = ["Junior Developer, Brightwave Labs", "2021 – Present", "- Built the booking pages."];
const SCHOOL = ["Laney College", "Associate Degree in Computer Science", "2016 – 2018"];

describe("free-form headings", () => {
  it.each(["Work", "Jobs", "Work History", "Employment", "Career", "Job Experience", "Where I've Worked"])(
    "reads %s as the experience section",
    (heading) => {
      const result = parse("Jordan Blake", "", heading, ...JOB);
      expect(result.experience).toMatchObject([
        { title: "Junior Developer", company: "Brightwave Labs", startDate: "2021", current: true },
      ]);
      expect(result.professional.summary).toBe("");
    },
  );

  it.each(["Studies", "Schooling", "School", "Education & Training", "Academic Studies", "Degrees"])(
    "reads %s as the education section",
    (heading) => {
      const result = parse("Jordan Blake", "", heading, ...SCHOOL);
      expect(result.education).toMatchObject([
        { school: "Laney College", degree: "Associate Degree in Computer Science", startDate: "2016", endDate: "2018" },
      ]);
    },
  );
});

describe("date phrases", () => {
  it.each([
    ["Summer 2019 to now", { startDate: "2019", endDate: "", current: true }],
    ["since 2021", { startDate: "2021", endDate: "", current: true }],
    ["Since March 2020", { startDate: "2020-03", endDate: "", current: true }],
    ["2019 – today", { startDate: "2019", endDate: "", current: true }],
    ["2019 to date", { startDate: "2019", endDate: "", current: true }],
    ["2019 till date", { startDate: "2019", endDate: "", current: true }],
    ["2018 onwards", { startDate: "2018", endDate: "", current: true }],
    ["Spring 2020 - Fall 2021", { startDate: "2020", endDate: "2021", current: false }],
  ])("reads %s as a range, a season as its year alone (no invented month)", (phrase, range) => {
    expect(findDates(phrase)).toMatchObject({ ...range, found: true, rest: "" });
  });

  it("reads a lone season as its year, start and end (its months are not written), and anchors a job on it", () => {
    expect(findDates("Summer 2014")).toMatchObject({ startDate: "2014", endDate: "2014", current: false });
    const [job] = parseResumeText(
      ["Dana W", "", "Experience", "Intern, Initech", "Summer 2018", "- Built a dashboard."].join("\n"),
    ).experience;
    expect([job!.title, job!.company, job!.startDate, job!.endDate]).toEqual(["Intern", "Initech", "2018", "2018"]);
  });

  it("anchors a job on an open range written alone on its line", () => {
    const result = parse("Jordan Blake", "", "Experience", "Shift Lead, Bean There Cafe", "since 2019", "- Trained six baristas.");
    expect(result.experience).toMatchObject([{ title: "Shift Lead", company: "Bean There Cafe", startDate: "2019", current: true }]);
  });
});

describe("what the parser is unsure of", () => {
  it("marks a summary that holds dates", () => {
    const result = parse("Jordan Blake", "", "Summary", "Baker from 2015 to 2019, then a developer.", "", "Work", ...JOB);
    expect(result.review).toContain("professional.summary");
  });

  it("marks a summary that names a job at a company", () => {
    const result = parse("Jordan Blake", "", "Summary", "Junior Developer at Brightwave Labs, building booking pages.", "", "Work", ...JOB);
    expect(result.review).toContain("professional.summary");
  });

  it("leaves a summary that only describes the person unmarked", () => {
    const result = parse(
      "Jordan Blake",
      "",
      "Summary",
      "Developer with five years of experience in React and Node.js.",
      "",
      "Work",
      ...JOB,
    );
    expect(result.review).not.toContain("professional.summary");
    expect(sectionMarks(result.review)).toEqual([]);
  });

  it("names a heading it could not read, and keeps its lines out of the summary", () => {
    const result = parse(
      "Jordan Blake",
      "",
      "About",
      "I build booking pages.",
      "",
      "Odds and Ends",
      "Climbing, film photography",
      "",
      "Work",
      ...JOB,
    );
    expect(result.review).toContain("headings.Odds and Ends");
    expect(result.professional.summary).toBe("I build booking pages.");
  });

  it.each(["ODDS AND ENDS", "Odds and ends:"])("names a heading written in capitals or with a colon (%s) after any section", (heading) => {
    const result = parse("Jordan Blake", "", "Interests", "Climbing", "", heading, "Film photography");
    expect(result.review).toContain(`headings.${heading.replace(/:$/, "")}`);
  });

  it("does not take a short line inside a job for a heading", () => {
    const result = parse("Jordan Blake", "", "Work", ...JOB, "", "KEY ACHIEVEMENTS:", "- Cut page load time by 40%.");
    expect(sectionMarks(result.review)).toEqual([]);
    expect(result.experience[0]!.achievements).toContain("Cut page load time by 40%.");
  });

  it("marks experience when it could not place a line of that section", () => {
    const result = parse("Jordan Blake", "", "Work", "Mostly part-time while I studied.", "", ...JOB);
    expect(result.experience).toHaveLength(1);
    expect(result.review).toContain("experience");
  });

  it("marks education when a line of that section gave no field", () => {
    const result = parse("Jordan Blake", "", "Education", "Night classes in web development.", ...SCHOOL);
    expect(result.education).toHaveLength(1);
    expect(result.review).toContain("education");
    expect(result.review).not.toContain("experience");
  });

  it("reads dated jobs under a heading it does not know, and still asks to check that heading", () => {
    const result = parse("Jordan Blake", "", "Summary", "Developer.", "", "Things I Did:", ...JOB);
    expect(result.experience).toHaveLength(1);
    expect(result.review).toContain("headings.Things I Did");
  });

  it("marks experience when the text has date ranges but no job was read", () => {
    const result = parse("Jordan Blake", "", "Summary", "Developer.", "", "Things I Did:", "Volunteered at the food bank, 2019 – 2021.");
    expect(result.experience).toEqual([]);
    expect(result.review).toEqual(expect.arrayContaining(["experience", "headings.Things I Did"]));
  });

  it("marks education when the text names a school and a degree but no school was read", () => {
    const result = parse("Jordan Blake", "", "Summary", "Developer.", "", "Learning:", "Laney College, Associate Degree, 2018");
    expect(result.education).toEqual([]);
    expect(result.review).toContain("education");
  });
});

describe("the messy resume", () => {
  it("reads its jobs and school from 'Work' and 'Studies', and marks the summary and both sections", () => {
    const result = parseResumeText(messyResume);
    expect(result.experience).toMatchObject([
      { title: "Junior Developer", company: "Brightwave Labs", startDate: "2021", endDate: "", current: true },
      { title: "Shift Lead", company: "Bean There Cafe", startDate: "2019", endDate: "", current: true },
    ]);
    expect(result.education).toMatchObject([
      { school: "Laney College", degree: "Associate Degree in Computer Science", startDate: "2016", endDate: "2018" },
    ]);
    expect(result.professional.summary).not.toMatch(/Trained|Laney/);
    expect(sectionMarks(result.review)).toEqual(["professional.summary", "experience", "education", "headings.Good At"]);
  });
});

const files = import.meta.glob("../fixtures/resumes/*.{pdf,docx,txt}", { query: "?inline", import: "default", eager: true }) as Record<
  string,
  string
>;

describe("the scored resumes", () => {
  it("raise no summary, section or heading mark (the marks stay meaningful)", async () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(19);
    for (const [path, dataUrl] of Object.entries(files)) {
      const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (c) => c.charCodeAt(0));
      const result = parseResumeText(await extractResumeText(bytes, detectResume(bytes), 60_000));
      expect({ path, marks: sectionMarks(result.review) }).toEqual({ path, marks: [] });
    }
  });
});

describe("Workers AI's answer", () => {
  it("gets the same summary and missed-jobs marks as the local parser", async () => {
    const answer = { professional: { summary: "Shift Lead at Bean There Cafe since 2019." }, experience: [], review: [] };
    const ai = { run: async () => ({ response: JSON.stringify(answer) }) };
    const result = await extractWithAi(ai, "model", messyResume);
    expect(result?.review).toEqual(["professional.summary", "experience"]);
  });
});
