// Job entries as more layouts write them (issue 34's fourth batch of classes): a list whose items are the entries,
// a business function after a grouped role's comma, LinkedIn's durations and the place under the dates, an event
// inside a job, short year spans and seasons, a company's description in brackets, a work mode in brackets, a label
// over the bullets, and unbulleted lines in a resume that bullets its achievements. Small resumes written here.
import { describe, expect, it } from "vitest";
import { parseResumeText } from "~/server/resume/parser";
import { sectionOfHeading } from "~/server/resume/vocabulary/headings";

const parse = (...lines: string[]) => parseResumeText(lines.join("\n"));
const jobs = (...lines: string[]) =>
  parse("Dana Whitfield", "dana@example.com", "", "EXPERIENCE", ...lines).experience.map((j) => [
    j.title,
    j.company,
    j.location,
    j.startDate,
    j.endDate,
  ]);

describe("entries written as a list", () => {
  it("reads dated items as jobs and schools when nothing else in the section is an entry", () => {
    const result = parse(
      "# Grace Adeyemi",
      "",
      "## Board Seats",
      "- Board Member and Chair of the Audit Committee, Toronto Public Library Foundation (2020 – present)",
      "",
      "## Education",
      "- **MBA**, Rotman School of Management, University of Toronto, Toronto, ON (2010 – 2012)",
      "- **Bachelor of Commerce**, McGill University, Montréal, QC (2001 – 2005)",
    );
    expect(result.experience.map((j) => [j.title, j.company, j.startDate, j.current])).toEqual([
      ["Board Member and Chair of the Audit Committee", "Toronto Public Library Foundation", "2020", true],
    ]);
    expect(result.education.map((e) => [e.degree, e.startDate, e.endDate])).toEqual([
      ["MBA", "2010", "2012"],
      ["Bachelor of Commerce", "2001", "2005"],
    ]);
  });

  it("keeps bullets under a dated job its achievements", () => {
    expect(parse("Dana W", "", "Experience", "Analyst, Acme", "2019 – 2021", "- Built a model, 2020 – 2021.").experience).toHaveLength(1);
  });
});

describe("job header shapes", () => {
  /** Each case: what it shows, the experience section's lines, and each job as [title, company, place, start, end]. */
  const cases: Array<[string, string[], string[][]]> = [
    [
      "a business function after a grouped role's comma stays in the title, under its employer",
      [
        "Definity Financial — Waterloo, ON (2018 – present)",
        "Chief Financial Officer (2021 – present)",
        "- Led the IPO.",
        "Vice President, Finance (2018 – 2021)",
        "- Led IFRS 17.",
      ],
      [
        ["Chief Financial Officer", "Definity Financial", "Waterloo, ON", "2021", ""],
        ["Vice President, Finance", "Definity Financial", "Waterloo, ON", "2018", "2021"],
      ],
    ],
    [
      "LinkedIn's duration is left out and the place under the dates is the job's",
      ["Senior Analyst", "Acme Ltd · Full-time", "Jan 2019 – Present · 3 yrs 2 mos", "London, England, United Kingdom", "- Built."],
      [["Senior Analyst", "Acme Ltd", "London, England, United Kingdom", "2019-01", ""]],
    ],
    [
      "a promotion stays inside its job; short year spans, a season, a company's description, a work mode in brackets",
      [
        "Analyst, Acme Ltd, London",
        "2017 – 2021",
        "Promoted to Senior Analyst, 2019",
        "- Built models.",
        "Clerk, Hooli",
        "2015–17",
        "- Filed.",
        "Intern, Initech",
        "Summer 2014",
        "- Tested.",
        "Product Manager",
        "Monzo Bank (a 2,500-person digital bank), London",
        "2012 – 2014",
        "- Shipped.",
        "Engineer, N26 — Berlin, Germany (hybrid)",
        "2010 – 2012",
        "- Coded.",
      ],
      [
        ["Analyst", "Acme Ltd", "London", "2017", "2021"],
        ["Clerk", "Hooli", "", "2015", "2017"],
        ["Intern", "Initech", "", "2014", "2014"],
        ["Product Manager", "Monzo Bank", "London", "2012", "2014"],
        ["Engineer", "N26", "Berlin, Germany (hybrid)", "2010", "2012"],
      ],
    ],
    [
      "a company's description with commas is no part of its name",
      ["Cleo AI (an AI money app, 120 staff) — London", "Head of Growth Marketing", "2021 – 2023", "- Grew."],
      [["Head of Growth Marketing", "Cleo AI", "London", "2021", "2023"]],
    ],
    [
      "a duration line under an employer is no header line",
      ["Stripe", "6 yrs 8 mos", "Staff Engineer", "Jan 2021 – Present", "- Led."],
      [["Staff Engineer", "Stripe", "", "2021-01", ""]],
    ],
    [
      "a rank or pay grade in brackets is no part of the title",
      ["Squad Leader (Staff Sergeant, E-6), United States Army | Mar 2015 – May 2019", "- Trained a squad."],
      [["Squad Leader", "United States Army", "", "2015-03", "2019-05"]],
    ],
  ];
  it.each(cases)("%s", (_shape, lines, expected) => expect(jobs(...lines)).toEqual(expected));
});

describe("federal and military resumes", () => {
  it("leaves out a federal job's administrative lines and takes its title under the agency and dates", () => {
    const [job] = parse(
      "Gregory T",
      "",
      "WORK EXPERIENCE",
      "U.S. Department of Transportation, Federal Aviation Administration",
      "Washington, DC, United States",
      "06/2016 – 05/2020",
      "Hours per week: 40",
      "Program Analyst",
      "Series: 0343  Pay Grade: GS-13",
      "Salary: $128,183 per year",
      "Supervisor: James Whitcomb, (202) 555-0144; may contact",
      "Duties, Accomplishments and Related Skills:",
      "- Prepared the budget justification.",
    ).experience;
    expect([job!.title, job!.location, job!.description, job!.achievements]).toEqual([
      "Program Analyst",
      "Washington, DC, United States",
      "",
      ["Prepared the budget justification."],
    ]);
  });
});

describe("a job's body", () => {
  it("drops a label over the bullets and keeps unbulleted lines the description when the resume bullets its achievements", () => {
    const [first, second] = parse(
      "Hannah Clarke",
      "",
      "Experience",
      "Octopus Energy | Senior Pricing Analyst | London | 2021 – present",
      "Key achievements:",
      "• Own the tariff model for 3 million customers.",
      "OVO Energy | Pricing Analyst | Bristol | 2018 – 2021",
      "Priced fixed and variable tariffs and moved the pricing model to Python.",
    ).experience;
    expect([first!.description, first!.achievements]).toEqual(["", ["Own the tariff model for 3 million customers."]]);
    expect([second!.description, second!.achievements]).toEqual([
      "Priced fixed and variable tariffs and moved the pricing model to Python.",
      [],
    ]);
  });

  it("reads unbulleted lines that start with a verb as achievements when the resume has no bullets at all", () => {
    const [job] = parse(
      "Elena M",
      "",
      "Experience",
      "2021–present\tPostdoctoral Researcher, ETH Zürich, Zürich, Switzerland.",
      "Lead the jet-tagging analysis group of six.",
    ).experience;
    expect([job!.description, job!.achievements]).toEqual(["", ["Lead the jet-tagging analysis group of six."]]);
  });
});

describe("more headings", () => {
  it("feeds each section", () => {
    expect(sectionOfHeading("Designations & Executive Education")).toBe("certifications");
    expect(sectionOfHeading("Software & Skills")).toBe("skills");
    expect(sectionOfHeading("Board Seats")).toBe("experience");
    expect(sectionOfHeading("Learning")).toBe(null);
    // Memberships of professional bodies are kept as certifications ("Member, ICAEW").
    expect(sectionOfHeading("Professional Memberships")).toBe("certifications");
  });
});
