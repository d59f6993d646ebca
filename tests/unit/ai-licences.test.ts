// Issue 32, licences and degrees: the match reads the licences and degrees a posting requires or prefers and those the
// resume shows (app/server/ai/credentials.ts), a missing required one costs more than a missing preferred one, held
// ones count, the advice names the missing one with the evidence that would show it and never a licence of another
// line of work, and prose asks for nothing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { credentialsAsked, credentialsHeld } from "~/server/ai/credentials";
import { jobMatching } from "~/server/ai/local-engine";
import { profileAsText } from "~/server/ai/profile-text";
import type { ProfileDto } from "~/schemas/profile";

const now = new Date("2026-11-15T12:00:00Z");

const RN_POSTING = `Registered Nurse - Medical/Surgical Unit
Requirements:
- Active RN license required.
- BLS certification and 2+ years of acute care experience.
- Patient assessment, medication administration, wound care and Epic charting.
Preferred:
- BSN.`;

const NURSE = `Registered Nurse
Registered nurse with four years on a busy medical-surgical ward.
Skills: Patient Assessment, Medication Administration, Wound Care, Epic, BLS, IV Therapy
Experience
Registered Nurse, Mercy General Hospital (Jan 2022 - Present)
Cared for five to six post-operative patients a shift.
Staff Nurse, Sutter Medical Center (Sep 2020 - Dec 2021)
Education
Bachelor of Science in Nursing (BSN), San Jose State University (2016 - 2020)`;
const LICENCE_LINE = "Certifications\nRegistered Nurse (RN), California Board of Nursing";
const LICENSED_NURSE = `${NURSE}\n${LICENCE_LINE}`;
const RN_ADVICE = "The posting requires an active RN licence: if you hold one, add it under Certifications with its state and number.";

const ACCOUNTANT = `Staff Accountant
Accountant with five years of month-end close, reconciliations and journal entries under US GAAP.
Skills: Month-End Close, Account Reconciliations, Journal Entries, GAAP, NetSuite, Excel
Experience
Staff Accountant, Harbor Logistics (Jan 2021 - Present)
Education
BS Accounting, Ohio State University (2015 - 2019)`;
const accountantPosting = (cpaLine: string) => `Senior Accountant
Requirements:
- 4+ years of accounting experience; month-end close, reconciliations and journal entries.
- US GAAP and NetSuite.
- ${cpaLine}`;

describe("licences and degrees in the match", () => {
  it("scores a licensed nurse 60 or more on an RN posting, with the licence held", () => {
    const match = jobMatching(LICENSED_NURSE, RN_POSTING, now);
    expect(match.factors.licences).toEqual({ required: ["RN licence"], preferred: ["BSN"], held: ["RN licence", "BSN"], missing: [] });
    expect(match.overallMatch).toBeGreaterThanOrEqual(60);
    expect(match.factors.licenceAdjustment).toBeGreaterThan(0);
    expect(match.recommendations.join("\n")).not.toMatch(/licence/);
  });

  it("scores the same nurse lower without the licence line and says which licence to show and where", () => {
    const licensed = jobMatching(LICENSED_NURSE, RN_POSTING, now);
    const unlicensed = jobMatching(NURSE, RN_POSTING, now);
    expect(unlicensed.factors.licences.missing).toEqual(["RN licence"]);
    expect(unlicensed.factors.licences.held).toEqual(["BSN"]);
    expect(unlicensed.overallMatch).toBeLessThan(licensed.overallMatch);
    expect(unlicensed.factors.licenceAdjustment).toBeLessThan(0);
    expect(unlicensed.recommendations).toContain(RN_ADVICE);
    // The licence is counted once, by its own rule: not also a matched skill "Registered Nurse" from the job title.
    expect(unlicensed.skillsMatch.matchedSkills).not.toContain("Registered Nurse");
  });

  it("costs less for a preferred CPA than for a required one, and nothing once it is held", () => {
    const required = jobMatching(ACCOUNTANT, accountantPosting("CPA required."), now);
    const preferred = jobMatching(ACCOUNTANT, accountantPosting("CPA preferred."), now);
    const aPlus = jobMatching(ACCOUNTANT, accountantPosting("A CPA is a plus."), now);
    const held = jobMatching(
      `${ACCOUNTANT}\nCertifications\nCertified Public Accountant (CPA), Ohio`,
      accountantPosting("CPA required."),
      now,
    );
    expect(required.factors.licences).toMatchObject({ required: ["CPA"], missing: ["CPA"] });
    expect(preferred.factors.licences).toMatchObject({ required: [], preferred: ["CPA"], missing: [] });
    expect(aPlus.factors.licences.preferred).toEqual(["CPA"]);
    expect(preferred.overallMatch).toBeGreaterThan(required.overallMatch);
    expect(held.overallMatch).toBeGreaterThan(preferred.overallMatch);
    expect(required.recommendations).toContain(
      "The posting requires a CPA licence: if you hold one, add it under Certifications with the issuing state.",
    );
    expect(preferred.recommendations.join("\n")).toMatch(/^The posting prefers a CPA licence/m);
  });

  it("reads no licence out of prose, job titles or a licence still being worked towards", () => {
    const prose = `Registered Nurse
About us: we are a CPA firm whose registered nurses and licensed teams care for 40,000 patients.
Our gas-fired plant is run by chartered teams.
Requirements:
- Patient assessment and medication administration.`;
    expect(credentialsAsked(prose)).toEqual({ required: [], preferred: [] });
    expect(jobMatching(NURSE, prose, now).factors.licences).toEqual({ required: [], preferred: [], held: [], missing: [] });
    // A title is not a licence; a CPA being studied for is not held yet.
    expect(credentialsHeld(NURSE, ["RN licence"])).toEqual([]);
    expect(credentialsHeld("Staff Accountant\nCurrently pursuing the CPA (two exams passed)", ["CPA"])).toEqual([]);
    expect(credentialsHeld("Senior Accountant, CPA", ["CPA"])).toEqual(["CPA"]);
  });

  it("reads required and preferred licences and degrees as postings write them", () => {
    const asked = (text: string) => credentialsAsked(`Role\n${text}`);
    expect(asked("Must hold a valid CDL Class A.")).toEqual({ required: ["CDL"], preferred: [] });
    expect(asked("Requirements:\n- PE license in Texas.")).toEqual({ required: ["PE licence"], preferred: [] });
    expect(asked("Requirements:\n- Bachelor's degree in Nursing (BSN) required.")).toEqual({ required: ["BSN"], preferred: [] });
    expect(asked("Requirements:\n- Teaching certificate or QTS.")).toEqual({ required: ["Teaching licence or QTS"], preferred: [] });
    expect(asked("Requirements:\n- Gas Safe registered, with ACS domestic gas.")).toEqual({
      required: ["Gas Safe registration"],
      preferred: [],
    });
    expect(asked("Requirements:\n- CPA or ACCA required.\n- Bachelor's degree in Accounting.")).toEqual({
      required: ["CPA or ACCA", "Bachelor's degree"],
      preferred: [],
    });
    expect(asked("Requirements:\n- CPA (or working towards it).")).toEqual({ required: [], preferred: ["CPA"] });
    expect(asked("Requirements:\n- RN licence; BSN required, MSN or MBA preferred.")).toEqual({
      required: ["RN licence", "BSN"],
      preferred: ["MSN or MBA"],
    });
    // An alternative is met by either; a degree by any degree of its level or higher.
    expect(credentialsHeld("ACCA member since 2019", ["CPA or ACCA"])).toEqual(["CPA or ACCA"]);
    expect(credentialsHeld("Education\nMSc Computer Science, ETH Zurich", ["Bachelor's degree", "Doctorate"])).toEqual([
      "Bachelor's degree",
    ]);
  });

  it("never advises a licence of another line of work", () => {
    const goEngineer = `Senior Backend Engineer
Experience
Senior Backend Engineer, Lumen (Jan 2019 - Present)
Built Go services on Kubernetes and PostgreSQL.`;
    const nurseOnRn = jobMatching(goEngineer, RN_POSTING, now);
    expect(nurseOnRn.factors.occupation.fit).toBe("different");
    expect(nurseOnRn.factors.licences.missing).toEqual(["RN licence"]);
    expect(nurseOnRn.recommendations.join("\n")).not.toMatch(/^The posting (requires|prefers)/m);
    // A posting whose occupation is unknown: a nurse is not told to get a CDL, though the posting requires one.
    const driving = jobMatching(LICENSED_NURSE, "Team Member\nRequirements:\n- Valid CDL required.\n- Patient transport.", now);
    expect(driving.factors.licences.missing).toEqual(["CDL"]);
    expect(driving.recommendations.join("\n")).not.toMatch(/CDL|driver/);
  });

  it("lets held licences lift no posting of another occupation and no unreadable posting", () => {
    const licensedNurseTitles = ["Pastry Chef", "Electrician", "Technical Recruiter", "Account Executive"];
    fc.assert(
      fc.property(fc.constantFrom(...licensedNurseTitles), fc.constantFrom("RN licence required.", "BSN preferred.", ""), (title, line) => {
        const posting = `${title}\nRequirements:\n- ${line}\n- Kubernetes, Go and Patient Assessment.`;
        const match = jobMatching(LICENSED_NURSE, posting, now);
        expect(match.factors.licenceAdjustment).toBeLessThanOrEqual(0);
        expect(match.overallMatch).toBeLessThan(40);
      }),
      { numRuns: 200 },
    );
    const unreadable = jobMatching(LICENSED_NURSE, "Registered Nurse\nActive RN licence required. Join our friendly team.", now);
    expect(unreadable.factors.confidence).toBe("low");
    expect(unreadable.factors.licenceAdjustment).toBe(0);
  });

  it("reads the saved profile's certifications, where licences are kept", () => {
    const profile = {
      title: "Registered Nurse",
      summary: "",
      skills: ["Patient Assessment"],
      experience: [],
      education: [],
      projects: [],
      certifications: [
        {
          name: "Registered Nurse (RN) License",
          issuer: "Texas Board of Nursing",
          issueDate: "",
          expiryDate: "",
          credentialUrl: "",
          badge: "",
        },
      ],
    } as unknown as ProfileDto;
    const text = profileAsText(profile);
    expect(text).toContain("Certifications\nRegistered Nurse (RN) License, Texas Board of Nursing");
    expect(jobMatching(text, RN_POSTING, now).factors.licences.held).toContain("RN licence");
  });
});
