// Issue 34, entry shapes: roles grouped under one employer, "Earlier Career" and "Board & Advisory Roles" inside the
// experience section, a running header on a later page, and "Title, Company — City<TAB>dates" or "Title | Company |
// City | dates" lines; education lines with a town or a grade after the school, certificates among the schools. Small resumes written here, one shape per test.
import { describe, expect, it } from "vitest";
import { parseResumeText } from "~/server/resume/parser";

const parse = (...lines: string[]) => parseResumeText(lines.join("\n"));
const jobs = (...lines: string[]) => parse("Dana Whitfield", "dana@example.com", "", "EXPERIENCE", ...lines).experience;
const education = (...lines: string[]) => parse("Dana Whitfield", "dana@example.com", "", "EDUCATION", ...lines);
const fields = (list: ReturnType<typeof jobs>) => list.map(({ title, company, location }) => ({ title, company, location }));

describe("roles grouped under one employer", () => {
  const grouped = [
    "Northwind Health — Boston, MA",
    "Vice President, Platform Engineering\tJan 2020 – Present",
    "- Led 120 engineers across four sites.",
    "Director of Engineering, Claims Division\tMar 2017 – Dec 2019",
    "- Built the claims team from six to forty.",
    "Senior Engineering Manager\t2015 – 2017",
    "- Ran two product teams.",
    "",
    "Contoso Ltd",
    "Engineering Manager\t2012 – 2015",
    "- Shipped the customer portal.",
  ];

  it("gives every role the employer as its company, and a division stays in the title", () => {
    expect(fields(jobs(...grouped))).toEqual([
      { title: "Vice President, Platform Engineering", company: "Northwind Health", location: "Boston, MA" },
      { title: "Director of Engineering, Claims Division", company: "Northwind Health", location: "Boston, MA" },
      { title: "Senior Engineering Manager", company: "Northwind Health", location: "Boston, MA" },
      { title: "Engineering Manager", company: "Contoso Ltd", location: "" },
    ]);
  });

  it("keeps each role's own dates and bullets", () => {
    const read = jobs(...grouped);
    expect(read.map((j) => [j.startDate, j.endDate, j.current])).toEqual([
      ["2020-01", "", true],
      ["2017-03", "2019-12", false],
      ["2015", "2017", false],
      ["2012", "2015", false],
    ]);
    expect(read[1]!.achievements).toEqual(["Built the claims team from six to forty."]);
  });

  it("keeps a specialty after a role's comma in the title when the employers are set in capitals and it is not; a company in capitals ends the group", () => {
    const read = jobs(
      "ROLLS-ROYCE PLC, Derby\t2013 – Present",
      "Chief Procurement Officer\tJan 2020 – Present",
      "• Lead procurement for £4bn of annual spend.",
      "Head of Category, Castings and Forgings\tFeb 2013 – Dec 2019",
      "• Renegotiated £900m of long-term agreements.",
      "Purchasing Manager, NISSAN UK\tAug 2007 – Jan 2013",
    );
    expect(fields(read)).toEqual([
      { title: "Chief Procurement Officer", company: "ROLLS-ROYCE PLC", location: "Derby" },
      { title: "Head of Category, Castings and Forgings", company: "ROLLS-ROYCE PLC", location: "Derby" },
      { title: "Purchasing Manager", company: "NISSAN UK", location: "" },
    ]);
  });

  it("reads board and trustee roles as titles", () => {
    expect(fields(jobs("Trustee, Derby Museums Trust\tJan 2021 – Present", "Governor, Castle Primary School\t2018 – 2020"))).toEqual([
      { title: "Trustee", company: "Derby Museums Trust", location: "" },
      { title: "Governor", company: "Castle Primary School", location: "" },
    ]);
  });

  it("does not carry an employer to a role line that names its own company", () => {
    const read = jobs(
      "Senior Engineer, Payments — Satispay\t2021 – Present",
      "Milan, Italy",
      "- Designed the settlement service.",
      "Software Engineer — Globex — Zürich, Switzerland\t2017 – 2021",
      "- Built quota services.",
    );
    expect(read.map((j) => j.company)).toEqual(["Satispay", "Globex"]);
  });
});

describe("an employer line with its own tenure", () => {
  it("is no job: the roles under it take it as their company", () => {
    const employer = `KINGSWAY LOGISTICS PLC, London\t2010 – Present
Chief Operating Officer\tApr 2019 – Present
- Lead operations for 9,000 people.
Managing Director, UK & Ireland Division\tJan 2014 – Mar 2019
- Integrated two acquisitions.`;
    const read = jobs(...employer.split("\n"));
    expect(read.map((j) => [j.title, j.company, j.location, j.startDate])).toEqual([
      ["Chief Operating Officer", "KINGSWAY LOGISTICS PLC", "London", "2019-04"],
      ["Managing Director, UK & Ireland Division", "KINGSWAY LOGISTICS PLC", "London", "2014-01"],
    ]);
  });

  it("stays a job when bullets follow it", () => {
    const read = jobs("Globex, Berlin\t2016 – 2019", "- Ran the warehouse.", "Operations Lead, Initech\t2012 – 2016");
    expect(read.map((j) => j.company)).toEqual(["Globex", "Initech"]);
  });
});

describe("a job's lines without bullet marks", () => {
  it("are achievements when each sentence opens with what the person did", () => {
    const read = jobs(
      "2021–present\tPostdoctoral Researcher, ETH Zürich, Zürich, Switzerland.",
      "Lead the jet-tagging analysis group of six.",
      "Calibrated the tracker for Run 3.",
    );
    expect(read[0]).toMatchObject({
      description: "",
      achievements: ["Lead the jet-tagging analysis group of six.", "Calibrated the tracker for Run 3."],
    });
  });

  it("stay the description when they describe the employer", () => {
    const read = jobs("Senior Engineer, Satispay\t2021 – Present", "Satispay runs mobile payments for four million people.");
    expect(read[0]).toMatchObject({ description: "Satispay runs mobile payments for four million people.", achievements: [] });
  });
});

describe("labelled fields and bracketed dates", () => {
  it("reads Designation: and Duration: lines without their labels", () => {
    const read = jobs(
      "Persistent Systems, Pune",
      "Designation: Senior Software Engineer",
      "Duration: Jul 2021 – Present",
      "- Develop Spring Boot services.",
    );
    expect(fields(read)).toEqual([{ title: "Senior Software Engineer", company: "Persistent Systems", location: "Pune" }]);
  });

  it("leaves no empty brackets where dates were", () => {
    expect(fields(jobs("Graduate Trainee, Tesco (2003 – 2004)"))).toEqual([{ title: "Graduate Trainee", company: "Tesco", location: "" }]);
  });
});

describe("sub-headings inside the experience section", () => {
  it("reads the lines under Board & Advisory Roles as seats, never the heading as a company", () => {
    const read = jobs(
      "Engineering Manager, Contoso Ltd\t2012 – 2015",
      "",
      "Board & Advisory Roles",
      "Board Member, Seattle Tech Alliance\t2019 – Present",
      "Advisor, CodeBridge Foundation\t2018 – Present",
    );
    expect(fields(read).slice(1)).toEqual([
      { title: "Board Member", company: "Seattle Tech Alliance", location: "" },
      { title: "Advisor", company: "CodeBridge Foundation", location: "" },
    ]);
    expect(read[1]).toMatchObject({ startDate: "2019", current: true });
  });

  it("reads Earlier Career's dated lines as jobs of their own, the heading no company", () => {
    const read = jobs(
      "Engineering Manager, Contoso Ltd\t2012 – 2015",
      "Earlier Career:",
      "Software Engineer, Fabrikam\t2008 – 2012",
      "Developer, Litware Inc.\t2005 – 2008",
    );
    expect(fields(read)).toEqual([
      { title: "Engineering Manager", company: "Contoso Ltd", location: "" },
      { title: "Software Engineer", company: "Fabrikam", location: "" },
      { title: "Developer", company: "Litware Inc.", location: "" },
    ]);
  });

  it("reads Earlier Career written as a sentence as one summary entry, its title and company left to check", () => {
    const result = parse(
      "Dana Whitfield",
      "",
      "EXPERIENCE",
      "Engineering Manager, Contoso Ltd\t2012 – 2015",
      "",
      "EARLIER CAREER",
      "Software engineering roles at Fabrikam and Litware, building billing systems, 2005 – 2012.",
    );
    expect(result.experience[1]).toMatchObject({
      title: "",
      company: "",
      description: "Software engineering roles at Fabrikam and Litware, building billing systems, 2005 – 2012.",
    });
    expect(result.review).toEqual(expect.arrayContaining(["experience.1.title", "experience.1.company"]));
    expect(result.experience.map((j) => j.company)).not.toContain("EARLIER CAREER");
  });
});

describe("a running header on a later page", () => {
  it.each(["Dana Whitfield — Page 2", "Page 2 of 3", "DANA WHITFIELD | Resume"])(
    "%s is neither a company nor a line of a job",
    (header) => {
      const read = jobs(
        "Acme Corp",
        "Engineering Manager\t2012 – 2015",
        "- Shipped the portal.",
        header,
        "Staff Engineer\t2010 – 2012",
        "- Ran the platform.",
      );
      expect(read.map((j) => j.company)).toEqual(["Acme Corp", "Acme Corp"]);
      expect(read.map((j) => j.title)).toEqual(["Engineering Manager", "Staff Engineer"]);
    },
  );

  it("keeps a date range such as 10/2013 – 09/2017 (not a page mark)", () => {
    expect(jobs("Research Assistant — CNR, Pisa\t10/2013 – 09/2017")[0]).toMatchObject({ startDate: "2013-10", endDate: "2017-09" });
  });
});

describe("one line per job", () => {
  it.each([
    ["Product Designer, Globex — Austin, TX\tMarch 2021 – Present", ["Product Designer", "Globex", "Austin, TX", "2021-03", "", true]],
    ["QA Engineer, Sabre — Kraków\tMar 2021 – Present", ["QA Engineer", "Sabre", "Kraków", "2021-03", "", true]],
    [
      "Senior Analyst | Initech | Denver, CO | Jan 2018 – Feb 2021",
      ["Senior Analyst", "Initech", "Denver, CO", "2018-01", "2021-02", false],
    ],
  ])("splits %s into its fields", (line, expected) => {
    const job = jobs(line)[0]!;
    expect([job.title, job.company, job.location, job.startDate, job.endDate, job.current]).toEqual(expected);
  });
});

describe("a job's place", () => {
  it("keeps a work mode with its place as one location, its dash as written", () => {
    expect(
      fields(
        jobs("Senior Data Engineer", "Monzo · Hybrid – London", "Mar 2021 – Present", "Engineer | Remote – UK | Revolut", "2018 – 2019"),
      ),
    ).toEqual([
      { title: "Senior Data Engineer", company: "Monzo", location: "Hybrid – London" },
      { title: "Engineer", company: "Revolut", location: "Remote – UK" },
    ]);
  });

  it("reads a company and title line with its place alone on the line under it", () => {
    expect(fields(jobs("Ocado Technology, Data Analyst", "Hatfield", "Jun 2017 – Dec 2019", "- Reports."))).toEqual([
      { title: "Data Analyst", company: "Ocado Technology", location: "Hatfield" },
    ]);
  });
});

describe("education lines", () => {
  it("reads a short proper name after the school as its town, marked for review", () => {
    const result = education("BA in Hotel Management", "Estoril Higher Institute for Tourism and Hotel Studies – Estoril", "2011 – 2014");
    expect(result.education).toMatchObject([
      { degree: "BA in Hotel Management", school: "Estoril Higher Institute for Tourism and Hotel Studies", location: "Estoril" },
    ]);
    expect(result.review).toContain("education.0.location");
  });

  it("reads the name under a degree as its school, in words no vocabulary lists (marked for review), but not its honours", () => {
    const result = education(
      "MBA in Project Management\t2016 – 2018",
      "Fundação Getulio Vargas (FGV), São Paulo",
      "",
      "Diploma in Culinary Arts\t2012 – 2014",
      "Le Cordon Bleu Perú, Lima",
    );
    expect(result.education.map((e) => [e.degree, e.school, e.location])).toEqual([
      ["MBA in Project Management", "Fundação Getulio Vargas (FGV)", "São Paulo"],
      ["Diploma in Culinary Arts", "Le Cordon Bleu Perú", "Lima"],
    ]);
    expect(result.review).toEqual(expect.arrayContaining(["education.0.school", "education.1.school"]));
    expect(education("BSc Physics", "First Class Honours", "2012 – 2016").education[0]!.school).toBe("");
  });

  it("keeps a degree after the school as the degree, not a town", () => {
    const result = education("University of Leeds – BSc Nursing", "2013 – 2016");
    expect(result.education).toMatchObject([{ degree: "BSc Nursing", school: "University of Leeds", location: "" }]);
  });

  it("reads a grade written after its figure, keeping the label that gives its scale", () => {
    const result = education("B.E. in Computer Engineering\tPune Institute of Computer Technology, Pune\t2014 – 2018\t8.4 CGPA");
    expect(result.education).toMatchObject([
      { degree: "B.E. in Computer Engineering", school: "Pune Institute of Computer Technology", location: "Pune", gpa: "8.4 CGPA" },
    ]);
    expect(education("BSc Physics, University of Leeds, 2016 (GPA: 3.8 / 4.0)").education[0]!.gpa).toBe("3.8/4.0");
  });
});

describe("certificates among the schools (Education & Qualifications)", () => {
  it("reads a certificate named above its issuer line as a certification, the schools around it as schools", () => {
    const result = parse(
      "Daniel Hughes",
      "",
      "Education & Qualifications",
      "NVQ Level 3 Diploma in Plumbing and Domestic Heating (City & Guilds)",
      "Cardiff and Vale College, 2011 – 2014",
      "BTEC First Diploma in Construction",
      "Coleg Gwent, 2009 – 2011",
      "ACS Domestic Gas Safety (CCN1, CENWAT, CKR1, HTR1)",
      "BPEC, renewed 2024, expires 2029",
      "Gas Safe Registered Engineer",
      "Gas Safe Register, Reg. No. 540123",
    );
    expect(result.education.map((e) => [e.degree, e.school, e.startDate, e.endDate])).toEqual([
      ["NVQ Level 3 Diploma in Plumbing and Domestic Heating (City & Guilds)", "Cardiff and Vale College", "2011", "2014"],
      ["BTEC First Diploma in Construction", "Coleg Gwent", "2009", "2011"],
    ]);
    expect(result.certifications.map((c) => [c.name, c.issuer, c.issueDate, c.expiryDate])).toEqual([
      ["ACS Domestic Gas Safety (CCN1, CENWAT, CKR1, HTR1)", "BPEC", "2024", "2029"],
      ["Gas Safe Registered Engineer", "Gas Safe Register", "", ""],
    ]);
  });

  it("reads a regulator's practising certificate among the schools as a certification with its validity", () => {
    const result = parse(
      "Chloe Ward",
      "",
      "Education & Qualifications",
      "Bachelor of Nursing, Massey University, 2012 – 2015",
      "Annual Practising Certificate, Nursing Council of Ireland (valid 04/2024 – 03/2025)",
    );
    expect(result.education.map((e) => e.degree)).toEqual(["Bachelor of Nursing"]);
    expect(result.certifications.map((c) => [c.name, c.issuer, c.issueDate, c.expiryDate])).toEqual([
      ["Annual Practising Certificate", "Nursing Council of Ireland", "2024-04", "2025-03"],
    ]);
  });

  it("reads a vocational qualification named with its college among the certificates as a school's entry", () => {
    const result = parse(
      "Sam Okafor",
      "",
      "Tickets & Licences",
      "Gas Safe Registered Engineer, Gas Safe Register, 2016",
      "NVQ Level 2 in Domestic Plumbing – Leeds City College",
      "BTEC Extended Diploma in Engineering, Bradford College",
    );
    expect(result.education.map((e) => [e.degree, e.school])).toEqual([
      ["NVQ Level 2 in Domestic Plumbing", "Leeds City College"],
      ["BTEC Extended Diploma in Engineering", "Bradford College"],
    ]);
    expect(result.certifications.map((c) => c.name)).toEqual(["Gas Safe Registered Engineer"]);
  });

  it("names schools in the words other countries use", () => {
    for (const school of ["Coleg Cambria", "Colegio San Ignacio", "Hogeschool Utrecht", "Liceo Scientifico Galilei", "Universiti Malaya"])
      expect(education("BSc Biology", `${school}, 2010 – 2014`).education[0]!.school, school).toBe(school);
  });
});
