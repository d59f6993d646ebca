// The two profiles issue 31's gating tests save (tests/api/profile-gating.test.ts, tests/e2e/profile-gating.spec.ts).
// Pure data, so both vitest (workerd) and Playwright import it.
import { SAMPLE_PROFILE } from "./sample-profile";

/** 95%: everything but the photo. */
export const PROFILE_AT_95 = {
  ...SAMPLE_PROFILE,
  education: [{ degree: "B.Sc. Mathematics", school: "University of London", startDate: "2012-09", endDate: "2015-06" }],
};

/** 40%: contact details and the professional section, no entries. */
export const PROFILE_AT_40 = {
  phone: SAMPLE_PROFILE.phone,
  location: SAMPLE_PROFILE.location,
  title: SAMPLE_PROFILE.title,
  summary: SAMPLE_PROFILE.summary,
  skills: SAMPLE_PROFILE.skills,
};
