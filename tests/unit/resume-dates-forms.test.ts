// Date forms of issue 34 (app/server/resume/dates.ts): each read as a range, and each range kept with its own job.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findDates, hasDateRange } from "~/server/resume/dates";
import { parseResumeText } from "~/server/resume/parser";

const range = (text: string) => {
  const { startDate, endDate, current } = findDates(text);
  return { startDate, endDate, current, anchors: hasDateRange(text) };
};

describe("date forms", () => {
  const cases: Array<[string, string, string, boolean]> = [
    ["since 07/2021", "2021-07", "", true],
    ["03.2021 – present", "2021-03", "", true],
    ["April 2019 to present", "2019-04", "", true],
    ["Jan 2019 – Current", "2019-01", "", true],
    ["2019 – date", "2019", "", true],
    ["March 2020 – Till Date", "2020-03", "", true],
    ["07/2021 – heute", "2021-07", "", true],
    ["2018 – actualidad", "2018", "", true],
    ["Jan. 2020 – Sept 2021", "2020-01", "2021-09", false],
    ["Sept 2018 — Jan. 2020", "2018-09", "2020-01", false],
    ["Mar '19 – Present", "2019-03", "", true],
    ["Jan 2020 -- Mar 2021", "2020-01", "2021-03", false],
    ["03/2021 –", "2021-03", "", true],
    ["Jan – Jun 2020", "2020-01", "2020-06", false],
    ["June to August 2019", "2019-06", "2019-08", false],
    ["2018/19", "2018", "2019", false],
    ["2018–19", "2018", "2019", false],
    ["2018/2019", "2018", "2019", false],
    ["2012-13", "2012", "2013", false],
    ["From 2017", "2017", "", true],
    ["from March 2020", "2020-03", "", true],
    ["Q3 2019 – Q1 2021", "2019", "2021", false],
    ["Jan 2020 → Present", "2020-01", "", true],
    ["Jan 2020 -> Dec 2021", "2020-01", "2021-12", false],
  ];
  for (const [text, startDate, endDate, current] of cases)
    it(`reads "${text}"`, () => expect(range(text)).toEqual({ startDate, endDate, current, anchors: true }));

  it("reads a date written with its day as its month, and an ambiguous day and month as the year only", () => {
    const end = (text: string) => findDates(text).endDate;
    expect(end("Expires 30/06/2027")).toBe("2027-06");
    expect(end("12/31/2020")).toBe("2020-12");
    expect(end("30.06.2027")).toBe("2027-06");
    expect(end("2027-06-30")).toBe("2027-06");
    expect(end("30 June 2027")).toBe("2027-06");
    expect(end("Sept. 30, 2021")).toBe("2021-09");
    expect(end("06/07/2027")).toBe("2027");
    expect(findDates("1st March 2020 – 15th May 2021")).toMatchObject({ startDate: "2020-03", endDate: "2021-05" });
    expect(findDates("05.05.2019 – present")).toMatchObject({ startDate: "2019-05", current: true });
  });

  it("takes the 'From' of a closed range with the range", () => {
    expect(findDates("Barista, Café Nero From Jan 2017 to Mar 2019")).toMatchObject({
      startDate: "2017-01",
      endDate: "2019-03",
      rest: "Barista, Café Nero",
    });
  });

  it("keeps a year and month written with a slash or hyphen a month, not a school year", () => {
    expect(findDates("2011/12")).toMatchObject({ startDate: "", endDate: "2011-12" });
    expect(findDates("2011-12")).toMatchObject({ startDate: "", endDate: "2011-12" });
    expect(findDates("2018/20")).toMatchObject({ found: false });
  });

  it("reads any two consecutive years written as a school year (with a slash, when the second is no month)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1950, max: 2040 }), fc.constantFrom("/", "–", " – "), (year, separator) => {
        fc.pre(separator !== "/" || (year + 1) % 100 > 12 || (year + 1) % 100 === 0);
        const short = `${year}${separator}${String(year + 1).slice(2)}`;
        expect(findDates(short)).toMatchObject({ startDate: String(year), endDate: String(year + 1), current: false });
        expect(findDates(`${year}/${year + 1}`)).toMatchObject({ startDate: String(year), endDate: String(year + 1) });
      }),
      { numRuns: 200 },
    );
  });
});

describe("a date belongs to its own entry", () => {
  it("reads the current job written with 'since' and the next job's range apart", () => {
    const resume = parseResumeText(
      [
        "Lena Vogel",
        "lena@example.com",
        "",
        "Experience",
        "Data Engineer, Nordlicht GmbH",
        "since 07/2021",
        "• Built the pipelines.",
        "",
        "Analyst, Hafen AG",
        "03.2018 – 06.2021",
        "• Wrote the reports.",
      ].join("\n"),
    );
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate, e.current])).toEqual([
      ["Data Engineer", "Nordlicht GmbH", "2021-07", "", true],
      ["Analyst", "Hafen AG", "2018-03", "2021-06", false],
    ]);
  });

  it("reads a school year on a degree", () => {
    const resume = parseResumeText(
      ["Aoife Byrne", "aoife@example.com", "", "Education", "Higher Diploma in Computing, University College Dublin, 2018/19"].join("\n"),
    );
    expect(resume.education[0]).toMatchObject({ startDate: "2018", endDate: "2019" });
  });
});
