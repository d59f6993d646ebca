// Issue 34, certificates as resumes list them: the issuer, dates and numbers on the lines under the name, a wrapped
// name, a licence's number, the word before a date ("certified 08/2020"), a name keeping its own dash. Small lists written here.
import { describe, expect, it } from "vitest";
import { toLines } from "~/server/resume/lines";
import { parseResumeText } from "~/server/resume/parser";
import { readCertifications } from "~/server/resume/certificates";

const read = (...lines: string[]) => readCertifications(toLines(lines.join("\n")));

describe("certificate lines", () => {
  /** Each certificate as "name | issuer | issued | expires". */
  const fieldsOf = (...lines: string[]) => read(...lines).map((c) => [c.name, c.issuer, c.issueDate, c.expiryDate].join(" | "));

  it.each([
    [
      "an issuer alone on the next line is the certificate's issuer and date",
      [
        "Certified Kubernetes Administrator (CKA)",
        "CNCF, 2022",
        "AWS Certified Solutions Architect – Associate",
        "Amazon Web Services, 2021",
      ],
      [
        "Certified Kubernetes Administrator (CKA) | CNCF | 2022 | ",
        "AWS Certified Solutions Architect – Associate | Amazon Web Services | 2021 | ",
      ],
    ],
    [
      "a licence's number and the word before a date are dropped, issue and expiry dates kept",
      [
        "Family Nurse Practitioner (FNP-BC), American Nurses Credentialing Center — certified 08/2020, expires 08/2025",
        "Advanced Practice Registered Nurse License, Texas Board of Nursing, No. AP139842 — issued 09/2020, expires 09/2026",
      ],
      [
        "Family Nurse Practitioner (FNP-BC) | American Nurses Credentialing Center | 2020-08 | 2025-08",
        "Advanced Practice Registered Nurse License | Texas Board of Nursing | 2020-09 | 2026-09",
      ],
    ],
    [
      "no empty brackets stay where the date was",
      ["Google Ads Search Certification — Google (2022)"],
      ["Google Ads Search Certification | Google | 2022 | "],
    ],
    [
      "a table row of name, issuer, number, issued and expires is read without the number or a No expiry",
      [
        "Electrical Licence (EW)\tBuilding and Energy WA\tEW 184527\t07/2019\t07/2027",
        "Construction Induction (White Card)\tWorkSafe WA\tWA 0093312\t2015\tNo expiry",
      ],
      [
        "Electrical Licence (EW) | Building and Energy WA | 2019-07 | 2027-07",
        "Construction Induction (White Card) | WorkSafe WA | 2015 | ",
      ],
    ],
    [
      "a known issuer in brackets is the issuer, the name kept whole",
      ["Oracle Certified Professional, Java SE 11 Developer (Oracle, 2020)", "ISTQB Certified Tester Foundation Level (ISTQB), 2018"],
      [
        "Oracle Certified Professional, Java SE 11 Developer | Oracle | 2020 | ",
        "ISTQB Certified Tester Foundation Level | ISTQB | 2018 | ",
      ],
    ],
    [
      "an abbreviation in brackets stays in the name",
      ["Certified Kubernetes Administrator (CKA), CNCF, 2022"],
      ["Certified Kubernetes Administrator (CKA) | CNCF | 2022 | "],
    ],
    [
      "an issuer line with separators, an expiry and a credential number under the name",
      [
        "Project Management Professional (PMP)",
        "Project Management Institute · 2017 · Credential ID 2123456 · valid through 12/2026",
        "ITIL 4 Foundation",
        "PeopleCert · 2021",
      ],
      ["Project Management Professional (PMP) | Project Management Institute | 2017 | 2026-12", "ITIL 4 Foundation | PeopleCert | 2021 | "],
    ],
    [
      "a name wrapped over lines before its issuer line (a sidebar) is one name",
      ["Microsoft Certified: Azure Data", "Engineer Associate", "Microsoft · 2021", "HACCP Level 3", "Highfield Qualifications · 2019"],
      ["Microsoft Certified: Azure Data Engineer Associate | Microsoft | 2021 | ", "HACCP Level 3 | Highfield Qualifications | 2019 | "],
    ],
    [
      "a registration's number line gives its dates, the name line its issuer",
      [
        "Registered Nurse – Adult, Nursing and Midwifery Council (NMC)",
        "NMC PIN: 18I0456E · First registered: 09/2018 · Renewal date: 30/09/2027",
      ],
      ["Registered Nurse – Adult | Nursing and Midwifery Council (NMC) | 2018-09 | 2027-09"],
    ],
    [
      "detail lines with a renewal, a registration number or only an expiry",
      [
        "ACS Domestic Gas Safety",
        "BPEC, renewed 2024, expires 2029",
        "Gas Safe Registered Engineer",
        "Gas Safe Register, Reg. No. 540123",
        "CSCS Gold Card – Skilled Worker",
        "CSCS, expires 06/2027",
      ],
      [
        "ACS Domestic Gas Safety | BPEC | 2024 | 2029",
        "Gas Safe Registered Engineer | Gas Safe Register |  | ",
        "CSCS Gold Card – Skilled Worker | CSCS |  | 2027-06",
      ],
    ],
    [
      "a full certificate line after another is its own certificate, not the first one's issuer",
      ["PMP, Project Management Institute, 2019", "Scrum Master, Scrum Alliance, 2020", "Expires 05/2027"],
      ["PMP | Project Management Institute | 2019 | ", "Scrum Master | Scrum Alliance | 2020 | 2027-05"],
    ],
  ])("%s", (_rule, lines, expected) => {
    expect(fieldsOf(...lines)).toEqual(expected);
  });

  it("keeps the section's own heading word, set apart from its heading, inside the section", () => {
    const result = parseResumeText(
      [
        "Daan de Vries",
        "",
        "CERTIFICATIONS",
        "dbt Analytics Engineering",
        "Certification",
        "dbt Labs · 2022",
        "",
        "Professional Development",
        "Leading Digital Transformation, Insper, 2023",
      ].join("\n"),
    );
    expect(result.certifications.map((c) => [c.name, c.issuer, c.issueDate])).toEqual([
      ["dbt Analytics Engineering Certification", "dbt Labs", "2022"],
      ["Leading Digital Transformation", "Insper", "2023"],
    ]);
  });

  it("drops a table's header row, in a Word or PDF table and in a Markdown table, and a label cell before a skills list", () => {
    const word = ["Ana Lima", "", "CERTIFICATIONS", "Certification\tIssuer\tYear", "AWS Certified Developer\tAmazon Web Services\t2021"];
    const markdown = [
      "# Ana Lima",
      "",
      "## Certifications",
      "",
      "| Certification | Issuer | Year |",
      "|---|---|---|",
      "| AWS Certified Developer | Amazon Web Services | 2021 |",
    ];
    for (const lines of [word, markdown]) {
      const skills =
        lines === word
          ? ["", "SKILLS", "Category\tSkills", "Cloud\tAWS, Terraform"]
          : ["", "## Skills", "", "| Area | Skills |", "|---|---|", "| Cloud | AWS, Terraform |"];
      const result = parseResumeText([...lines, ...skills].join("\n"));
      expect(result.certifications.map((c) => [c.name, c.issuer, c.issueDate])).toEqual([
        ["AWS Certified Developer", "Amazon Web Services", "2021"],
      ]);
      expect(result.professional.skills).toEqual(["AWS", "Terraform"]);
    }
  });

  it("reads a qualification studied over years among the certificates as a school's entry", () => {
    const result = parseResumeText(
      [
        "Jake Wilson",
        "",
        "CERTIFICATIONS",
        "Certificate III in Electrotechnology Electrician — South Metropolitan TAFE, Perth (2015 – 2019)",
        "Working at Heights — Safe Work Training, 2023",
      ].join("\n"),
    );
    expect(result.education).toEqual([
      expect.objectContaining({ degree: "Certificate III in Electrotechnology Electrician", startDate: "2015", endDate: "2019" }),
    ]);
    expect(result.certifications).toEqual([
      expect.objectContaining({ name: "Working at Heights", issuer: "Safe Work Training", issueDate: "2023" }),
    ]);
  });
});
