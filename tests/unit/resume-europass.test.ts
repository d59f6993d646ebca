// A Europass CV (app/server/resume/layout/europass.ts): its labelled values read as the resume they describe.
import { describe, expect, it } from "vitest";
import { europassToText, looksLikeEuropass } from "~/server/resume/layout/europass";
import { parseResumeText } from "~/server/resume/parser";

const EUROPASS = [
  "Europass Curriculum Vitae",
  "Personal information",
  "First name(s) / Surname(s)",
  "Anna Nowak",
  "Address",
  "ul. Garbary 48/12, 61-758 Poznań, Poland",
  "E-mail",
  "anna.nowak@example.pl",
  "Nationality",
  "Polish",
  "Date of birth",
  "14/03/1988",
  "Desired employment / Occupational field",
  "Logistics Manager",
  "Work experience",
  "Dates",
  "01/03/2019 – present",
  "Occupation or position held",
  "Logistics Manager",
  "Main activities and responsibilities",
  "Run a 42,000 m² warehouse with 260 staff. Implemented SAP EWM across three clients.",
  "Name and address of employer",
  "Raben Logistics Polska, ul. Poznańska 8, Gądki, Poland",
  "Type of business or sector",
  "Contract logistics",
  "",
  "Education and training",
  "Dates",
  "10/2011 – 06/2013",
  "Title of qualification awarded",
  "Master of Science in Logistics",
  "Name and type of organisation providing education and training",
  "Poznań University of Economics and Business, Poznań, Poland",
  "Certificates",
  "ECDL Profile",
  "ECDL Foundation, 11/2012",
  "Personal skills and competences",
  "Mother tongue(s)",
  "Polish",
  "Organisational / managerial skills",
  "SAP EWM, Lean, Transport Planning",
].join("\n");

describe("a Europass CV", () => {
  it("is recognised by its labels, and plain resumes are not", () => {
    expect(looksLikeEuropass(EUROPASS)).toBe(true);
    expect(looksLikeEuropass("Jane Doe\nExperience\nDates\nEngineer, Acme, 2019 – 2021")).toBe(false);
  });

  it("reads the name, title, jobs (day/month dates as months, activities as bullets), schools and skills, and leaves out what no field keeps", () => {
    const result = parseResumeText(EUROPASS);
    expect(result.personalInfo).toMatchObject({ firstName: "Anna", lastName: "Nowak", email: "anna.nowak@example.pl" });
    expect(result.professional.title).toBe("Logistics Manager");
    expect(result.experience.map((j) => [j.title, j.company, j.location, j.startDate, j.current, j.achievements])).toEqual([
      [
        "Logistics Manager",
        "Raben Logistics Polska",
        "Gądki, Poland",
        "2019-03",
        true,
        ["Run a 42,000 m² warehouse with 260 staff.", "Implemented SAP EWM across three clients."],
      ],
    ]);
    expect(result.education.map((e) => [e.degree, e.school, e.startDate, e.endDate])).toEqual([
      ["Master of Science in Logistics", "Poznań University of Economics and Business", "2011-10", "2013-06"],
    ]);
    expect(result.certifications.map((c) => [c.name, c.issuer, c.issueDate])).toEqual([["ECDL Profile", "ECDL Foundation", "2012-11"]]);
    expect(result.professional.skills).toEqual(expect.arrayContaining(["SAP EWM", "Lean", "Transport Planning"]));
    const text = europassToText(EUROPASS);
    for (const kept of ["14/03/1988", "Contract logistics", "Nationality"]) expect(text).not.toContain(kept);
  });
});
