// The heading vocabulary (app/server/resume/vocabulary/headings.ts): each heading form of issue 34 feeds its section,
// read through the parser on small resumes written here.
import { describe, expect, it } from "vitest";
import { fragments, headingKey, isLocation, splitSections, splitTrailingLocation, toLines } from "~/server/resume/lines";
import { parseResumeText } from "~/server/resume/parser";

const parse = (...lines: string[]) => parseResumeText(lines.join("\n"));
const sectionsOf = (...lines: string[]) => splitSections(toLines(lines.join("\n"))).sections.map((s) => s.key);

describe("headings by the section they feed", () => {
  const cases: Array<[string, string[]]> = [
    ["summary", ["Career Summary", "Professional Synopsis", "Profile Summary", "Executive Profile", "Perfil Profesional"]],
    [
      "experience",
      [
        "Employment History",
        "Career History",
        "Earlier Career",
        "Board & Advisory Roles",
        "Board and Advisory Roles",
        "Clinical Rotations",
        "Clinical Placements",
        "Academic Appointments",
        "Relevant Work Experience",
        "Hospitality Experience",
        "Industrial Training",
        "Experiencia Laboral",
        "Berufserfahrung",
        "Board Appointments",
        "Non-Executive Roles",
        "Military Service",
      ],
    ],
    [
      "education",
      [
        "Education & Qualifications",
        "Education and Qualifications",
        "Academic Qualifications",
        "Tertiary Education",
        "Formación Académica",
      ],
    ],
    ["skills", ["Software", "Tools & Technologies", "Technical Proficiencies"]],
    ["projects", ["Projects & Publications"]],
    [
      "certifications",
      [
        "CERTIFICATES",
        "Certificates",
        "Professional Development",
        "Certifications & Affiliations",
        "Tickets & Licences",
        "Tickets, Licences and Certifications",
        "Licences/Tickets",
        "Licensure",
        "Licensure & Certification",
        "Accreditations",
        "Continuing Professional Development",
        "Professional Qualifications",
        "Professional Qualifications & Memberships",
        "Executive Education",
        "Further Training",
        "Professional Learning",
        "Licences, Registrations & Certifications",
        "Registrations and Memberships",
        "Training & Qualifications",
        "Teaching Registration",
        "Accreditations & Licences",
      ],
    ],
    ["contact", ["Personal Particulars", "Personal Details", "Personal Data", "Datos Personales"]],
    [
      "other",
      [
        "Referees",
        "Referees available on request",
        "References: Available upon request",
        "Publications",
        "Grants",
        "Grants & Funding",
        "Teaching",
        "Research Interests",
        "Conferences",
        "Invited Talks",
        "Declaration",
        "Driving Licence",
        "Languages Known",
        "Spoken Languages",
        "Foreign Languages",
        "Volunteer Experience",
      ],
    ],
    ["projects", ["Projects Undertaken", "Open Source Contributions"]],
    ["skills", ["Core Competencies", "Areas of Expertise", "Key Skills & Competencies", "Habilidades"]],
  ];
  for (const [section, headings] of cases)
    it(`reads ${headings.length} ${section} headings`, () => {
      for (const heading of headings) {
        expect(headingKey(heading), heading).toBe(section);
        expect(headingKey(`${heading.toUpperCase()}:`), heading).toBe(section);
      }
    });

  it("keeps a line that only mentions a section from being a heading", () => {
    for (const line of ["Years of Experience", "Experience with large teams of engineers", "Certificates were issued", "Jane Doe"])
      expect(headingKey(line), line).toBeNull();
  });
});

describe("Summary of Qualifications", () => {
  it("is the summary when written as a paragraph", () => {
    expect(sectionsOf("Jo Bloggs", "", "SUMMARY OF QUALIFICATIONS", "Electrician with twelve years on commercial sites.", "")).toEqual([
      "summary",
    ]);
  });

  it("is the skills list when written as a list", () => {
    const resume = parse(
      "Jo Bloggs",
      "jo@example.com",
      "",
      "Summary of Qualifications",
      "• Switchboard installation",
      "• Solar PV installation",
      "• Test and tag",
      "",
      "Employment History",
      "Electrician, Bright Electrical — Brisbane QLD",
      "Jan 2018 – Present",
      "• Wired new builds.",
    );
    expect(resume.professional.summary).toBe("");
    expect(resume.professional.skills).toEqual(["Switchboard installation", "Solar PV installation", "Test and tag"]);
    expect(resume.experience).toHaveLength(1);
  });
});

describe("sections of the issue's resumes", () => {
  it("reads an Australian resume's Career Summary, Employment History and Referees", () => {
    const resume = parse(
      "Mia Clarke",
      "mia@example.com",
      "",
      "Career Summary",
      "Hospitality manager with ten years in hotels.",
      "",
      "Employment History",
      "Venue Manager, Harbour Hotel",
      "March 2019 – Present",
      "• Ran a team of 30.",
      "",
      "Referees",
      "Referees available on request",
    );
    expect(resume.professional.summary).toBe("Hospitality manager with ten years in hotels.");
    expect(resume.experience.map((e) => [e.title, e.company])).toEqual([["Venue Manager", "Harbour Hotel"]]);
    expect(JSON.stringify(resume)).not.toContain("request");
  });

  it("reads CERTIFICATES and Professional Development as certifications, not skills", () => {
    const resume = parse(
      "Sam Lee",
      "sam@example.com",
      "",
      "SKILLS",
      "Kubernetes, Terraform, Go",
      "",
      "CERTIFICATES",
      "Certified Kubernetes Administrator (CKA), 2022",
      "",
      "Professional Development",
      "Scrum Master Certification, 2021",
    );
    expect(resume.certifications.map((c) => c.name)).toEqual(["Certified Kubernetes Administrator (CKA)", "Scrum Master Certification"]);
    expect(resume.professional.skills).toEqual(["Kubernetes", "Terraform", "Go"]);
  });

  it("keeps a Personal Particulars block out of the summary and the jobs", () => {
    const resume = parse(
      "Tan Wei Ming",
      "",
      "Personal Particulars",
      "Email: weiming@example.com",
      "Nationality: Singaporean",
      "",
      "Work Experience",
      "Analyst, Merlion Bank",
      "Jan 2020 – Present",
    );
    expect(resume.personalInfo.email).toBe("weiming@example.com");
    expect(resume.experience).toHaveLength(1);
    expect(resume.professional.summary).toBe("");
  });
});

describe("places with a postcode, a district or a state code", () => {
  // Each place as written, then as the profile keeps it.
  const places = Object.entries({
    "Dublin 2": "Dublin 2",
    "Dublin 6W, Ireland": "Dublin 6W, Ireland",
    "75011 Paris": "Paris",
    "10115 Berlin, Germany": "Berlin, Germany",
    "Brisbane QLD 4000": "Brisbane QLD",
    "Perth WA": "Perth WA",
    "Toronto, ON M5V 2T6": "Toronto, ON",
    "Bengaluru 560001": "Bengaluru",
    "Pune - 411001": "Pune",
    "Singapore 018956": "Singapore",
    "São Paulo - SP": "São Paulo - SP",
    "Rio de Janeiro - RJ": "Rio de Janeiro - RJ",
    "London SW1A 1AA": "London",
  });
  it("reads each as a place, without its postcode", () => {
    for (const [written, place] of places) {
      expect(isLocation(written), written).toBe(true);
      expect(splitTrailingLocation(written), written).toEqual(["", place]);
      // A city that is also a country ("Acme Group, Singapore") reads as a place with its district.
      if (place !== "Singapore") expect(splitTrailingLocation(`Acme Group, ${written}`), written).toEqual(["Acme Group", place]);
    }
  });

  it("reads a header's city with half a UK postcode, a Brazilian state after a comma, and a district before its city", () => {
    const place = (line: string) => parse("Ana Lima", line, "ana@example.com").personalInfo.location;
    expect(place("Leeds LS6")).toBe("Leeds");
    expect(place("Cardiff CF14 · 07700 900123")).toBe("Cardiff");
    expect(place("São Paulo, SP")).toBe("São Paulo, SP");
    expect(place("Miraflores, Lima 15074 · ana@example.com")).toBe("Miraflores, Lima");
    expect(place("Koramangala, Bengaluru 560034")).toBe("Koramangala, Bengaluru");
    // After a company, the same shape is the company and its city.
    expect(splitTrailingLocation("Acme Group, Bengaluru 560001")).toEqual(["Acme Group", "Bengaluru"]);
  });

  it("reads a bare town with a joining particle after a company", () => {
    const [job] = parse("Ana Lima", "", "Experience", "Systems Analyst", "Embraer — São José dos Campos", "Jan 2010 – Dec 2012").experience;
    expect([job!.title, job!.company, job!.location]).toEqual(["Systems Analyst", "Embraer", "São José dos Campos"]);
  });

  it("keeps a product, a company form or a year from being a place", () => {
    for (const text of ["Windows 2000", "Acme SA", "Suite 12", "SQL Server 2019", "Python 3"]) expect(isLocation(text), text).toBe(false);
  });

  it("keeps a place whose state follows a dash in one piece", () => {
    expect(fragments("Ana Souza | São Paulo - SP | ana@example.com")).toEqual(["Ana Souza", "São Paulo - SP", "ana@example.com"]);
  });

  it("reads the place on a job line and in the header, not as the company", () => {
    const resume = parse(
      "Liam Byrne",
      "Dublin 2 | liam@example.com",
      "",
      "Experience",
      "Electrician — Programmed Electrical, Perth WA",
      "Aug 2019 – Present",
      "",
      "Site Engineer, Bouygues, 75011 Paris",
      "Jan 2015 – Jul 2019",
    );
    expect(resume.personalInfo.location).toBe("Dublin 2");
    expect(resume.experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ["Electrician", "Programmed Electrical", "Perth WA"],
      ["Site Engineer", "Bouygues", "Paris"],
    ]);
  });
});

describe("the place patterns over long text", () => {
  it("split a line of dashed state codes and postcodes in linear time", () => {
    const started = performance.now();
    fragments(`Rio${" - SP".repeat(20_000)}${" - 411001 x".repeat(5_000)}`);
    splitTrailingLocation(`Acme${" Rio de Janeiro -".repeat(5_000)} 75011 Paris`);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("cities named alone", () => {
  it("reads a large city, or a city-state, after a company as the place", () => {
    expect(splitTrailingLocation("Klarna, Stockholm")).toEqual(["Klarna", "Stockholm"]);
    expect(splitTrailingLocation("DBS Bank, Singapore")).toEqual(["DBS Bank", "Singapore"]);
    expect(splitTrailingLocation("Jagiellonian University, Kraków")).toEqual(["Jagiellonian University", "Kraków"]);
    expect(isLocation("Pune")).toBe(true);
  });

  it("reads a place that ends a sentence ('Title, Employer, City, Country.')", () => {
    expect(splitTrailingLocation("ETH Zürich, Zürich, Switzerland.")).toEqual(["ETH Zürich", "Zürich, Switzerland"]);
    expect(splitTrailingLocation("Acme Corp.")).toEqual(["Acme Corp.", ""]);
  });

  it("keeps a city that ends a name without a comma in the name", () => {
    for (const name of ["University of Toronto", "University of Texas at Austin", "Acme Berlin"])
      expect(splitTrailingLocation(name)).toEqual([name, ""]);
  });

  it("reads a job whose place and dates share a line", () => {
    const resume = parse(
      ...["Sofia Berg", "sofia@example.se", "", "Experience", "", "Data Scientist — Klarna", "Stockholm · Mar 2021 – Present"],
    );
    expect(resume.experience.map((e) => [e.title, e.company, e.location, e.startDate])).toEqual([
      ["Data Scientist", "Klarna", "Stockholm", "2021-03"],
    ]);
    // A city the vocabulary knows is read, not guessed: no review mark.
    expect(resume.review).not.toContain("experience.0.location");
  });
});

describe("names as other countries write them", () => {
  it("reads a family name written first in capitals", () => {
    expect(parse("TAN Wei Ling", "Financial Analyst").personalInfo).toMatchObject({ firstName: "Wei Ling", lastName: "Tan" });
  });

  it("reads a family name first when the email gives the given name first", () => {
    expect(parse("TAN WEI LING", "weiling.tan@example.sg").personalInfo).toMatchObject({ firstName: "Wei Ling", lastName: "Tan" });
    expect(parse("MARY ANN SMITH", "mary.smith@example.com").personalInfo).toMatchObject({ firstName: "Mary", lastName: "Ann Smith" });
  });

  it("reads a name set over two lines, and a name with hyphenated credentials", () => {
    expect(parse("JANE", "DOE", "Senior Engineer", "jane@example.com").personalInfo).toMatchObject({ firstName: "Jane", lastName: "Doe" });
    expect(parse("JANE", "DOE", "Senior Engineer").professional.title).toBe("Senior Engineer");
    expect(parse("Grace Adeyemi, MSN, FNP-BC", "Family Nurse Practitioner").personalInfo).toMatchObject({
      firstName: "Grace",
      lastName: "Adeyemi",
    });
  });

  it("reads a name and headings set in spaced capitals", () => {
    const resume = parse(
      "J A N E   D O E",
      "jane@example.com",
      "",
      "E X P E R I E N C E",
      "Barista, Café Nero, Leeds",
      "Jan 2019 – Present",
    );
    expect(resume.personalInfo).toMatchObject({ firstName: "Jane", lastName: "Doe" });
    expect(resume.experience).toMatchObject([{ title: "Barista", company: "Café Nero", location: "Leeds", current: true }]);
    // A line of initials or a short code is no spaced word.
    expect(toLines("A B C\nI T")[0]!.text).toBe("A B C");
  });

  it("reads a name after its form of address", () => {
    expect(parse("Dr Kavya Raghavan", "Assistant Professor").personalInfo).toMatchObject({ firstName: "Kavya", lastName: "Raghavan" });
    expect(parse("Prof. Ana Lima", "ana@example.com").personalInfo).toMatchObject({ firstName: "Ana", lastName: "Lima" });
  });

  it("reads the place of an address in a personal-particulars block", () => {
    const resume = parse(
      "TAN WEI LING",
      "",
      "PERSONAL PARTICULARS",
      "Email\t: weiling.tan@example.sg",
      "Address\t: Blk 123 Ang Mo Kio Avenue 3, #08-456, Singapore 560123",
    );
    expect(resume.personalInfo).toMatchObject({ firstName: "Wei Ling", lastName: "Tan", location: "Singapore" });
  });

  it("reads the place at the end of a street address", () => {
    expect(parse("Rachel Nguyen", "88 Spadina Ave, Toronto, ON M5V 2T6", "rachel@example.ca").personalInfo.location).toBe("Toronto, ON");
  });
});

describe("job titles from every kind of work", () => {
  const entry = (line: string) => {
    const [job] = parse("Dana Whitfield", "dana@example.com", "", "EXPERIENCE", line, "Jan 2019 – Present").experience;
    return [job!.title, job!.company];
  };
  it("tells the title from the employer on one line, whatever the trade", () => {
    for (const [title, company] of [
      ["Barista", "Café Nero"],
      ["Electrician", "Programmed Facility"],
      ["Paramedic", "London Ambulance Service"],
      ["Sous Chef", "The Ivy"],
      ["Radiographer", "St James's Infirmary"],
      ["Forklift Driver", "Tesco Distribution"],
      ["Housekeeper", "Hilton Garden Inn"],
    ])
      expect(entry(`${title}, ${company}`), title).toEqual([title, company]);
  });
});

describe("degrees and schools as other countries name them", () => {
  it("reads each degree with its school", () => {
    const resume = parse(
      "Ana Lima",
      "ana@example.com",
      "",
      "Education",
      "Licence in Economics\t2010 – 2013",
      "Université Lille 1, Lille",
      "Dipl.-Ing. Mechanical Engineering\t10.2012 – 02.2018",
      "Technical University of Munich, Munich",
      "Ingeniería Industrial\t2008 – 2012",
      "Instituto Tecnológico de Buenos Aires, Buenos Aires",
      "BA in Information Design\t2005 – 2008",
      "FH Joanneum, Graz",
    );
    expect(resume.education.map((e) => [e.degree, e.school, e.startDate, e.endDate])).toEqual([
      ["Licence in Economics", "Université Lille 1", "2010", "2013"],
      ["Dipl.-Ing. Mechanical Engineering", "Technical University of Munich", "2012-10", "2018-02"],
      ["Ingeniería Industrial", "Instituto Tecnológico de Buenos Aires", "2008", "2012"],
      ["BA in Information Design", "FH Joanneum", "2005", "2008"],
    ]);
  });

  it("keeps a licence to work a licence, not a degree", () => {
    const resume = parse("Jo Bloggs", "jo@example.com", "", "Licences", "Electrical Licence (EW), Building and Energy WA, 2019");
    expect(resume.education).toEqual([]);
    expect(resume.certifications.map((c) => c.name)).toEqual(["Electrical Licence (EW)"]);
  });
});
