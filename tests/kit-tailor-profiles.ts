// Four people and a posting each for the tailored resume's tests (issue 33 §1): a Go engineer, a nurse, an accountant
// and a teacher. Each profile is the body a PUT /api/profiles/me takes; `asProfile` makes the saved ProfileDto of it.
import type { ProfileDto } from "~/schemas/profile";
import { profileUpdateSchema } from "~/schemas/profile";

import profiles from "./fixtures/kit/tailor-profiles.json";

// The data is fixtures/kit/tailor-profiles.json: four people, each with a posting of their line of work.
export const { GO_ENGINEER, GO_JOB, NURSE, NURSE_JOB, ACCOUNTANT, ACCOUNTANT_JOB, TEACHER, TEACHER_JOB } = profiles;

/** The saved profile a PUT of `input` makes (the schema's defaults applied), at version 1. */
export function asProfile(input: Record<string, unknown>): ProfileDto {
  const saved = profileUpdateSchema.parse(input);
  return {
    phone: saved.phone ?? "",
    location: saved.location ?? "",
    website: saved.website ?? "",
    socialLinks: saved.socialLinks ?? {},
    title: saved.title ?? "",
    summary: saved.summary ?? "",
    skills: saved.skills ?? [],
    experience: saved.experience ?? [],
    education: saved.education ?? [],
    projects: saved.projects ?? [],
    certifications: saved.certifications ?? [],
    profilePhoto: "",
    locale: "en",
    localeChosen: false,
    completionPercentage: 80,
    version: 1,
  };
}
