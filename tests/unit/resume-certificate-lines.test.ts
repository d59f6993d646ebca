// Issue 34, certificates as resumes list them: the issuer on the line under the name, a licence's number, the word
// before a date ("certified 08/2020"), a name keeping its own dash. Small lists written here.
import { describe, expect, it } from "vitest";
import { toLines } from "~/server/resume/lines";
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
});
