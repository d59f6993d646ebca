// Issue 15 §1: an import never makes up a month and says what it was unsure of. A year-only date ("2018") reaches
// the editor as it was written and the profile schema asks for its month before saving; the extraction's review
// paths land on the editor's fields (list entries by id, so a mark stays on its entry); an imported international
// phone number passes the personal section's rule (it used to block Continue).
import { describe, expect, it } from "vitest";
import { type Draft, emptyExperience, stableKey, valueAtKey } from "~/components/profile/model";
import { mergeResume, reviewPaths } from "~/components/profile/resume-merge";
import { validateSection } from "~/components/profile/validation";
import { certificationItemSchema, educationItemSchema, experienceItemSchema, MONTH_MISSING } from "~/schemas/profile";

function blankDraft(): Draft {
  return {
    phone: "",
    location: "",
    socialLinks: { linkedin: "", github: "", twitter: "", website: "", portfolio: "", behance: "", dribbble: "", other: "" },
    title: "",
    summary: "",
    skills: [],
    experience: [],
    education: [],
    projects: [],
    certifications: [],
    profilePhoto: "",
  };
}

const messages = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("year-only dates", () => {
  it("are kept as the year and asked for their month before saving", () => {
    const experience = experienceItemSchema.safeParse({ title: "Engineer", company: "Initech", startDate: "2018", endDate: "2021" });
    expect(messages(experience)).toEqual({ startDate: MONTH_MISSING, endDate: MONTH_MISSING });
    const education = educationItemSchema.safeParse({ degree: "BSc Physics", school: "ETH Zürich", startDate: "2012", endDate: "2015-06" });
    expect(messages(education)).toEqual({ startDate: MONTH_MISSING });
    expect(messages(certificationItemSchema.safeParse({ name: "PMP", issueDate: "2019" }))).toEqual({ issueDate: MONTH_MISSING });
  });

  it("keep each field's own message for anything else that is not a month", () => {
    expect(messages(experienceItemSchema.safeParse({ title: "Engineer", company: "Initech", startDate: "", current: true }))).toEqual({
      startDate: "Start date is required",
    });
    expect(messages(certificationItemSchema.safeParse({ name: "PMP", issueDate: "2019-13" }))).toEqual({
      issueDate: "Use the year-month format",
    });
    expect(experienceItemSchema.safeParse({ title: "Engineer", company: "Initech", startDate: "2018-04", current: true }).success).toBe(
      true,
    );
  });

  it("reach the draft unchanged from the extraction", () => {
    const draft = mergeResume(blankDraft(), {
      experience: [{ title: "Engineer", company: "Initech", startDate: "2018", endDate: "", current: true }],
    });
    expect(draft.experience[0]).toMatchObject({ startDate: "2018", current: true });
    expect(validateSection(draft, "experience")).toEqual({ "experience.0.startDate": MONTH_MISSING });
  });
});

describe("review paths", () => {
  it("map the extraction's paths onto the editor's fields", () => {
    expect(
      reviewPaths({
        review: [
          "personalInfo.location",
          "personalInfo.socialLinks.behance",
          "personalInfo.firstName",
          "professional.skills",
          "experience.1.company",
          "experience.0.current",
          "education.0.relevantCoursework",
          "projects.2.technologies",
          "projects.2.liveUrl",
          "certifications.0.issueDate",
          "experience.x.company",
          "nonsense",
        ],
      }),
    ).toEqual([
      "location",
      "socialLinks.behance",
      "skills",
      "experience.1.company",
      "experience.0.endDate",
      "education.0.description",
      "projects.2.skills",
      "projects.2.url",
      "certifications.0.issueDate",
    ]);
  });

  it("follow an entry by its id, and read the value they were given", () => {
    const draft = blankDraft();
    const first = { ...emptyExperience(), company: "Initech" };
    const second = { ...emptyExperience(), company: "Globex" };
    draft.experience = [first, second];
    const key = stableKey(draft, "experience.1.company");
    expect(key).toBe(`experience.${second.id}.company`);
    expect(valueAtKey(draft, key)).toBe(JSON.stringify("Globex"));
    // The first entry is deleted: the mark's key still finds Globex, now at index 0.
    const after = { ...draft, experience: [second] };
    expect(stableKey(after, "experience.0.company")).toBe(key);
    expect(stableKey(draft, "location")).toBe("location");
    expect(valueAtKey({ ...draft, location: "Bogotá" }, "location")).toBe(JSON.stringify("Bogotá"));
  });
});

describe("an imported international phone number", () => {
  it("does not block the personal section (nor Continue)", () => {
    const draft = mergeResume(blankDraft(), { personalInfo: { phone: "+39 055 123 4567", location: "Florence, Italy" } });
    expect(draft.phone).toBe("+39 055 123 4567");
    expect(validateSection(draft, "personal")).toEqual({});
  });
});
