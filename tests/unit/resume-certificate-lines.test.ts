// Issue 34, certificates as resumes list them: the issuer on the line under the name, a licence's number, the word
// before a date ("certified 08/2020"), a name keeping its own dash. Small lists written here.
import { describe, expect, it } from "vitest";
import { toLines } from "~/server/resume/lines";
import { parseResumeText } from "~/server/resume/parser";
import { readCertifications } from "~/server/resume/projects";

const read = (...lines: string[]) => readCertifications(toLines(lines.join("\n")));

describe("certificate lines", () => {
  it("takes an issuer alone on the next line as the certificate's issuer and date", () => {
    expect(
      read(
        "Certified Kubernetes Administrator (CKA)",
        "CNCF, 2022",
        "AWS Certified Solutions Architect – Associate",
        "Amazon Web Services, 2021",
      ),
    ).toEqual([
      expect.objectContaining({ name: "Certified Kubernetes Administrator (CKA)", issuer: "CNCF", issueDate: "2022" }),
      expect.objectContaining({ name: "AWS Certified Solutions Architect – Associate", issuer: "Amazon Web Services", issueDate: "2021" }),
    ]);
  });

  it("drops a licence's number and the word before a date, keeping issue and expiry dates", () => {
    expect(
      read(
        "Family Nurse Practitioner (FNP-BC), American Nurses Credentialing Center — certified 08/2020, expires 08/2025",
        "Advanced Practice Registered Nurse License, Texas Board of Nursing, No. AP139842 — issued 09/2020, expires 09/2026",
      ),
    ).toEqual([
      expect.objectContaining({
        name: "Family Nurse Practitioner (FNP-BC)",
        issuer: "American Nurses Credentialing Center",
        issueDate: "2020-08",
        expiryDate: "2025-08",
      }),
      expect.objectContaining({
        name: "Advanced Practice Registered Nurse License",
        issuer: "Texas Board of Nursing",
        issueDate: "2020-09",
        expiryDate: "2026-09",
      }),
    ]);
  });

  it("leaves no empty brackets where the date was", () => {
    expect(read("Google Ads Search Certification — Google (2022)")).toEqual([
      expect.objectContaining({ name: "Google Ads Search Certification", issuer: "Google", issueDate: "2022" }),
    ]);
  });

  it("reads a table row of name, issuer, number, issued and expires, skipping the number and a No expiry", () => {
    expect(
      read(
        "Electrical Licence (EW)\tBuilding and Energy WA\tEW 184527\t07/2019\t07/2027",
        "Construction Induction (White Card)\tWorkSafe WA\tWA 0093312\t2015\tNo expiry",
      ),
    ).toEqual([
      { name: "Electrical Licence (EW)", issuer: "Building and Energy WA", issueDate: "2019-07", expiryDate: "2027-07", credentialUrl: "" },
      { name: "Construction Induction (White Card)", issuer: "WorkSafe WA", issueDate: "2015", expiryDate: "", credentialUrl: "" },
    ]);
  });

  it("takes a known issuer in brackets as the issuer, the name kept whole", () => {
    expect(
      read("Oracle Certified Professional, Java SE 11 Developer (Oracle, 2020)", "ISTQB Certified Tester Foundation Level (ISTQB), 2018"),
    ).toEqual([
      expect.objectContaining({ name: "Oracle Certified Professional, Java SE 11 Developer", issuer: "Oracle", issueDate: "2020" }),
      expect.objectContaining({ name: "ISTQB Certified Tester Foundation Level", issuer: "ISTQB", issueDate: "2018" }),
    ]);
    // An abbreviation in brackets is part of the name.
    expect(read("Certified Kubernetes Administrator (CKA), CNCF, 2022")).toEqual([
      expect.objectContaining({ name: "Certified Kubernetes Administrator (CKA)", issuer: "CNCF" }),
    ]);
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
