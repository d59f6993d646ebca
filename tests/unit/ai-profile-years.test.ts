// Issue 32: "A profile turned into text writes years only ('2022 - 2022'), and the year reader counts a 12-month role
// inside one calendar year as zero." The profile's text keeps its months, and a month-precise end is worked through.
import { describe, expect, it } from "vitest";
import { profileAsText } from "~/server/ai/profile-text";
import { jobMatching, resumeYears } from "~/server/ai/local-engine";
import type { ProfileDto } from "~/schemas/profile";

const NOW = new Date("2026-11-15T12:00:00Z");

const role = (startDate: string, endDate: string, current = false) => ({
  id: crypto.randomUUID(),
  title: "Staff Accountant",
  company: "Harbor Freight Partners",
  location: "Chicago, IL",
  startDate,
  endDate,
  current,
  description: "Month-end close and reconciliations for three entities.",
  achievements: [],
});

function profileWith(experience: ReturnType<typeof role>[]): ProfileDto {
  return {
    title: "Accountant",
    summary: "CPA with a background in audit.",
    skills: ["GAAP", "Excel"],
    experience,
    education: [],
    projects: [],
    certifications: [],
  } as unknown as ProfileDto;
}

describe("a profile's years of experience", () => {
  it("writes each role with its months, and the current one as Present", () => {
    const text = profileAsText(profileWith([role("2022-01", "2022-12"), role("2023-02", "", true)]));
    expect(text).toContain("(Jan 2022 - Dec 2022)");
    expect(text).toContain("(Feb 2023 - Present)");
  });

  it("counts a 12-month role inside one calendar year as a year", () => {
    expect(resumeYears(profileAsText(profileWith([role("2022-01", "2022-12")])), NOW)).toBe(1);
    // What the text used to say: the same year twice is no time at all.
    expect(resumeYears("Experience\nStaff Accountant, Harbor Freight Partners (2022 - 2022)", NOW)).toBe(0);
  });

  it("adds roles by their months: Jan 2019 - Jun 2020 and Jul 2020 - Dec 2021 are three years", () => {
    const text = profileAsText(profileWith([role("2019-01", "2020-06"), role("2020-07", "2021-12")]));
    expect(resumeYears(text, NOW)).toBe(3);
  });

  it("reaches a posting's years from the profile's months", () => {
    const posting = "Staff Accountant\nRequirements:\n- 1+ years of accounting experience\n- GAAP";
    const match = jobMatching(profileAsText(profileWith([role("2022-01", "2022-12")])), posting, NOW);
    expect(match.factors.resumeYears).toBe(1);
    expect(match.factors.requiredYears).toBe(1);
  });
});
