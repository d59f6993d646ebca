// The resume import behaviours of issue 15, one by one, on small resumes written for each: year-only dates,
// places after companies, headings people use, skills lists, names with credentials, teams in titles,
// wrapped school names, Behance and Dribbble, the fields marked for review, and the Workers AI answer checks.
import { describe, expect, it } from "vitest";
import { resumeYears } from "~/server/ai/text-reading";
import { extractWithAi } from "~/server/resume/ai";
import { resumeExtractionSchema } from "~/server/resume/extraction";
import { parseResumeText } from "~/server/resume/parser";

const parse = (...lines: string[]) => parseResumeText(lines.join("\n"));

describe("the extraction contract", () => {
  it("takes a date as YYYY-MM, YYYY or empty, and a review list that defaults to empty", () => {
    const job = { title: "Nurse", company: "Acme", startDate: "2018", endDate: "2020-03" };
    expect(resumeExtractionSchema.parse({ experience: [job] }).experience[0]).toMatchObject(job);
    expect(resumeExtractionSchema.parse({}).review).toEqual([]);
    expect(() => resumeExtractionSchema.parse({ experience: [{ startDate: "2018-13" }] })).toThrow();
    expect(() => resumeExtractionSchema.parse({ experience: [{ startDate: "18" }] })).toThrow();
  });
});

describe("dates", () => {
  it("keeps a year-only date a year, and reads months, Present and Current", () => {
    const result = parse(
      "Ana Lima",
      "",
      "EXPERIENCE",
      "Engineer, Globex Corp",
      "2019 – Present",
      "Analyst, Initech Ltd",
      "2016 – 2019",
      "Intern, Acme Corp",
      "01/2015 - 08/2015",
      "Assistant, Hooli Inc",
      "Jan 2014 – Current",
    );
    expect(result.experience.map((e) => [e.startDate, e.endDate, e.current])).toEqual([
      ["2019", "", true],
      ["2016", "2019", false],
      ["2015-01", "2015-08", false],
      ["2014-01", "", true],
    ]);
  });
});

describe("years of experience (AI insights) from year-only dates", () => {
  it("counts a year-only start from its January", () => {
    const text = "Ana Lima\n\nEXPERIENCE\nEngineer, Globex Corp\n2019 – Present\n• Built things.\n";
    // January 2019 to mid-December 2024: 5 years and 11 months.
    expect(resumeYears(text, new Date("2024-12-15T00:00:00Z"))).toBe(5);
  });
});

describe("places after the company", () => {
  it("reads the city after a company, in each way people write it, and marks the guesses for review", () => {
    const result = parse(
      "Ana Lima",
      "",
      "WORK HISTORY",
      "Initech | Engineer | Nashik",
      "Jan 2021 – Present",
      "• Built things.",
      "Designer",
      "Umbrella · Joinville",
      "Jan 2019 – Dec 2020",
      "Analyst — Globex — Paris",
      "2017 – 2018",
      "Consultant — Acme, Potsdam",
      "2015 – 2016",
      "Developer — Google — Zürich, Switzerland",
      "2013 – 2014",
      "Designer — Rappi — Bogotá, Colombia",
      "2012 – 2013",
    );
    expect(result.experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ["Engineer", "Initech", "Nashik"],
      ["Designer", "Umbrella", "Joinville"],
      ["Analyst", "Globex", "Paris"],
      ["Consultant", "Acme", "Potsdam"],
      ["Developer", "Google", "Zürich, Switzerland"],
      ["Designer", "Rappi", "Bogotá, Colombia"],
    ]);
    // A bare city the place vocabulary does not know is a guess; "City, Country" is not.
    expect(result.review).toEqual(expect.arrayContaining(["experience.0.location", "experience.1.location", "experience.3.location"]));
    expect(result.review).not.toContain("experience.4.location");
  });

  it("does not take a legal form or a kind of contract for a place", () => {
    const result = parse(
      "Ana Lima",
      "",
      "EXPERIENCE",
      "Auditor — Ernst & Young, LLP",
      "2019 – 2021",
      "Engineer | Acme | Contract",
      "2017 – 2019",
    );
    expect(result.experience.map((e) => [e.company, e.location])).toEqual([
      ["Ernst & Young, LLP", ""],
      ["Acme", ""],
    ]);
  });

  it("reads a place in brackets after the company", () => {
    const result = parse("Ana Lima", "", "EXPERIENCE", "Account Executive", "Salesloft (Atlanta, GA)\t06/2021 – Present");
    expect(result.experience).toMatchObject([{ title: "Account Executive", company: "Salesloft", location: "Atlanta, GA" }]);
  });

  it("keeps a team after a comma in the title, and a company with its own comma", () => {
    const result = parse(
      "Ana Lima",
      "",
      "EXPERIENCE",
      "Engineer, Payments — Initech",
      "2020 – Present",
      "Staff Nurse, Emergency Department – Royal Infirmary, Manchester",
      "2018 – 2020",
      "Senior Engineer, Acme Corp",
      "2016 – 2018",
    );
    expect(result.experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ["Engineer, Payments", "Initech", ""],
      ["Staff Nurse, Emergency Department", "Royal Infirmary", "Manchester"],
      ["Senior Engineer", "Acme Corp", ""],
    ]);
  });
});

describe("headings", () => {
  it("puts the sections people name in many ways where they belong", () => {
    const result = parse(
      "Ana Lima",
      "Staff Nurse",
      "",
      "Personal Statement",
      "Nurse who cares.",
      "",
      "Internships",
      "Student Nurse, City Hospital",
      "2016 – 2017",
      "",
      "Volunteer Work",
      "Helper, Food Bank, 2015 – 2016",
      "",
      "Publications",
      "Lima, A. Triage in practice. 2019.",
      "",
      "Talks",
      "Triage at night, NurseCon, 2020",
      "",
      "Awards",
      "Nurse of the Year, 2021",
      "",
      "Qualifications",
      "BSc Nursing, University of Leeds, 2013 – 2016",
      "",
      "Licences",
      "Registered Nurse, Nursing and Midwifery Council, 2016",
      "",
      "Clinical Skills",
      "Triage; Cannulation; Wound Care",
    );
    expect(result.professional.summary).toBe("Nurse who cares.");
    expect(result.experience).toMatchObject([{ title: "Student Nurse", company: "City Hospital" }]);
    expect(result.education).toMatchObject([{ degree: "BSc Nursing", school: "University of Leeds", startDate: "2013", endDate: "2016" }]);
    expect(result.certifications).toMatchObject([{ name: "Registered Nurse", issuer: "Nursing and Midwifery Council", issueDate: "2016" }]);
    expect(result.professional.skills).toEqual(["Triage", "Cannulation", "Wound Care"]);
  });
});

describe("skills lists", () => {
  it("drops category labels, splits compound items and keeps qualifiers", () => {
    const result = parse(
      "Ana Lima",
      "",
      "TECHNICAL SKILLS",
      "Languages: Go, Python; Frameworks: Django",
      "Tools — Figma, Miro",
      "Web: JavaScript (React, Vue)",
      "UX & UI design",
      "Accessibility (WCAG)",
      "HRIS (Workday, SAP SuccessFactors)",
    );
    expect(result.professional.skills).toEqual([
      "Go",
      "Python",
      "Django",
      "Figma",
      "Miro",
      "JavaScript",
      "React",
      "Vue.js",
      "UX Design",
      "UI Design",
      "Accessibility (WCAG)",
      "HRIS",
      "Workday",
      "SAP SuccessFactors",
    ]);
  });

  it("leaves out a line of spoken languages, keeping a line of programming languages", () => {
    const result = parse(
      "Ana Lima",
      "",
      "Key Skills",
      "Employee Relations · Coaching · Workday",
      "Languages:\tEnglish (native)\tIrish (fluent)\tFrench (conversational)",
      "Languages: Python, SQL, Scala",
      "Mandarin Chinese – C1, Spanish",
    );
    expect(result.professional.skills).toEqual(["Employee Relations", "Coaching", "Workday", "Python", "SQL", "Scala"]);
  });

  it("drops a label set in its own column before a list, but keeps a row of skills in tab stops", () => {
    const result = parse("Ana Lima", "", "Computer Skills", "Languages\tPython, C++, LaTeX", "Tools\tROOT, Figma", "Excel\tTableau\tSQL");
    expect(result.professional.skills).toEqual(["Python", "C++", "LaTeX", "ROOT", "Figma", "Excel", "Tableau", "SQL"]);
  });

  it("takes a project's technologies from its lines, and never its name as a skill", () => {
    const result = parse(
      "Ana Lima",
      "",
      "SKILLS",
      "Figma, Miro, Prototyping, User Research, Design Systems",
      "",
      "PROJECTS",
      "Unity Garden – booking app for community gardens",
      "Tools: Figma, ProtoPie",
    );
    expect(result.projects).toMatchObject([{ title: "Unity Garden", technologies: ["Figma", "ProtoPie"] }]);
    expect(result.professional.skills).not.toContain("Unity");
  });
});

describe("the header", () => {
  it("reads a name followed by credentials, with or without commas", () => {
    for (const [line, first, last] of [
      ["Jane Roe, PhD, PMP", "Jane", "Roe"],
      ["Emily Carter, M.Ed.", "Emily", "Carter"],
      ["Siobhan Walsh, RGN, BSc (Hons)", "Siobhan", "Walsh"],
      ["Oliver Bennett ACA", "Oliver", "Bennett"],
      ["TOMÁS HERRERA", "Tomás", "Herrera"],
    ]) {
      const result = parse(line!, "Engineer", "jane@example.com");
      expect([result.personalInfo.firstName, result.personalInfo.lastName], line).toEqual([first, last]);
    }
  });

  it("finds phone numbers of any country and Behance and Dribbble links", () => {
    const result = parse(
      "Giulia Rossi",
      "Designer",
      "Florence, Italy · +39 055 123 4567 · giulia@example.it",
      "behance.net/giuliarossi · dribbble.com/giuliarossi",
    );
    expect(result.personalInfo).toMatchObject({ phone: "+39 055 123 4567", location: "Florence, Italy" });
    expect(result.personalInfo.socialLinks).toMatchObject({
      behance: "https://behance.net/giuliarossi",
      dribbble: "https://dribbble.com/giuliarossi",
    });
    expect(result.personalInfo.socialLinks.website).toBeFalsy();
  });
});

describe("entries", () => {
  it("reads degrees named in words and professional qualifications, and a city after the school", () => {
    const result = parse(
      "Ana Lima",
      "",
      "QUALIFICATIONS",
      "Degree in Pharmacy\t2011 – 2016",
      "University of Salamanca",
      "ACA, Institute of Chartered Accountants in England and Wales (ICAEW), 2018",
      "Civil Engineering (B.Eng.), Pontificia Universidad Católica de Chile, 2010 – 2015",
      "MBA (Human Resources), Symbiosis Institute of Business Management, Nashik, 2013 – 2015",
      "B.S. in Computer Science, University of California, Berkeley, 2012 – 2016",
    );
    expect(result.education.map((e) => [e.degree, e.school, e.location])).toEqual([
      ["Degree in Pharmacy", "University of Salamanca", ""],
      ["ACA", "Institute of Chartered Accountants in England and Wales (ICAEW)", ""],
      ["Civil Engineering (B.Eng.)", "Pontificia Universidad Católica de Chile", ""],
      ["MBA (Human Resources)", "Symbiosis Institute of Business Management", "Nashik"],
      ["B.S. in Computer Science", "University of California, Berkeley", ""],
    ]);
    expect(result.review).toContain("education.3.location");
  });

  it("joins a school name wrapped over two lines and marks it for review", () => {
    const result = parse("Ana Lima", "", "EDUCATION", "Bachelor of Design", "Pontifical Catholic University of", "Paraná", "2010 – 2014");
    expect(result.education).toMatchObject([{ degree: "Bachelor of Design", school: "Pontifical Catholic University of Paraná" }]);
    expect(result.review).toContain("education.0.school");
  });

  it("keeps a job's description out of its achievements and its bullets out of its description", () => {
    const result = parse(
      "Ana Lima",
      "",
      "EXPERIENCE",
      "Engineer — Satispay",
      "2021 – Present",
      "Satispay runs mobile payments in Italy.",
      "• Designed the settlement service.",
      "• Cut payout failures by 30%.",
      "Engineer — Globex",
      "2019 – 2021",
      "• Built the billing system.",
    );
    expect(result.experience[0]).toMatchObject({
      description: "Satispay runs mobile payments in Italy.",
      achievements: ["Designed the settlement service.", "Cut payout failures by 30%."],
    });
    expect(result.experience[1]).toMatchObject({ description: "", achievements: ["Built the billing system."] });
  });
});

describe("Workers AI answers are checked against the resume", () => {
  const text = "Ana Lima\nEXPERIENCE\nEngineer, Globex\n2018 – Jan 2020\n• Built the billing system.\nbehance.net/analima";
  const answer = {
    personalInfo: { firstName: "Ana", lastName: "Lima", socialLinks: { portfolio: "https://behance.net/analima" } },
    experience: [
      {
        title: "Engineer",
        company: "Globex",
        startDate: "2018-01",
        endDate: "2020-01",
        description: "Built the billing system.",
        achievements: ["Built the billing system."],
      },
    ],
  };

  it("drops a month the resume does not write, clears a description that repeats a bullet, files Behance", async () => {
    const ai = { run: async () => ({ response: JSON.stringify(answer) }) };
    const result = await extractWithAi(ai, "@cf/test/model", text);
    expect(result!.experience[0]).toMatchObject({ startDate: "2018", endDate: "2020-01", description: "" });
    expect(result!.personalInfo.socialLinks).toMatchObject({ behance: "https://behance.net/analima" });
    expect(result!.personalInfo.socialLinks.portfolio).toBeFalsy();
  });

  it("asks the model for year-only dates as YYYY and for the review list", async () => {
    const calls: Array<Record<string, any>> = [];
    const ai = {
      run: async (_model: string, input: Record<string, unknown>) => {
        calls.push(input);
        return { response: answer };
      },
    };
    await extractWithAi(ai, "@cf/test/model", text);
    expect(calls[0]!.messages[0].content).toMatch(/only a year, answer "YYYY"/);
    expect(JSON.stringify(calls[0]!.response_format)).toContain('"review"');
  });
});
