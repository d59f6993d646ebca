// "Save all changes" (issue 31 §1): the /profile action's intent `save-all` writes every dirty section of the editor
// in one request, checked with the one schema of the whole profile, under one version check (one bump; a stale
// version answers 409 with nothing written) and one toast.
import { describe, expect, it } from "vitest";
import { ALL_SAVED_MESSAGE, PROFILE_CONFLICT_MESSAGE, PROFILE_SECTIONS } from "~/schemas/profile";
import { PROFILE_WITH_EVERY_SECTION } from "../sample-profile";
import { BASE_URL, signedInUser } from "./helpers";

const SAVED = PROFILE_WITH_EVERY_SECTION;

/** One change in each of the six sections, as the editor sends them (each section's whole fields). */
const EDITED = {
  phone: "9123456780",
  location: "Mumbai, India",
  socialLinks: { github: "https://github.com/ada-l", website: "https://ada.example.com" },
  title: "Principal Engineer",
  summary: SAVED.summary,
  skills: [...SAVED.skills, "Poetry"],
  experience: [{ ...SAVED.experience[0], location: "London" }],
  education: [{ ...SAVED.education[0], gpa: "First" }],
  projects: [{ ...SAVED.projects[0], title: "Note G (annotated)" }],
  certifications: [{ ...SAVED.certifications[0], issuer: "Royal Society of London" }],
};

async function editorOf() {
  const { token, c } = await signedInUser();
  const saved = await c.call("/api/profiles/me", { method: "PUT", token, body: SAVED });
  expect(saved.status, saved.text).toBe(200);
  const cookie = `vitrine_session=${token}`;
  return {
    /** The editor's fetcher post to the /profile action (the page's `.data` request). */
    post: (body: unknown) => c.call("/profile.data", { cookie, headers: { Origin: BASE_URL }, body }),
    profile: async () => (await c.call("/api/profiles/me", { token })).body.profile,
  };
}

describe("the /profile action's save-all", () => {
  it("writes six sections in one request with one version bump and one toast", async () => {
    const editor = await editorOf();
    const before = await editor.profile();
    const res = await editor.post({ intent: "save-all", sections: PROFILE_SECTIONS, data: { ...EDITED, version: before.version } });
    expect(res.status, res.text).toBe(200);
    expect(res.text).toContain(ALL_SAVED_MESSAGE);
    expect(res.text.split(ALL_SAVED_MESSAGE)).toHaveLength(2);

    const after = await editor.profile();
    expect(after.version).toBe(before.version + 1);
    expect(after).toMatchObject({
      phone: "9123456780",
      location: "Mumbai, India",
      socialLinks: { github: "https://github.com/ada-l", website: "https://ada.example.com" },
      title: "Principal Engineer",
      skills: ["Mathematics", "Algorithms", "Writing", "Poetry"],
    });
    expect(after.experience[0].location).toBe("London");
    expect(after.education[0].gpa).toBe("First");
    expect(after.projects[0].title).toBe("Note G (annotated)");
    expect(after.certifications[0].issuer).toBe("Royal Society of London");
  });

  it("refuses a stale version with 409 and the latest profile, writing nothing", async () => {
    const editor = await editorOf();
    const loaded = await editor.profile();
    // Saved elsewhere (another tab) after the editor loaded the profile.
    expect(
      (await editor.post({ intent: "save", section: "personal", data: { phone: "9000000001", version: loaded.version } })).status,
    ).toBe(200);
    const stale = await editor.post({ intent: "save-all", sections: PROFILE_SECTIONS, data: { ...EDITED, version: loaded.version } });
    expect(stale.status, stale.text).toBe(409);
    expect(stale.text).toContain(PROFILE_CONFLICT_MESSAGE);
    expect(stale.text).toContain("9000000001"); // the latest profile, for 'Reload latest'

    const after = await editor.profile();
    expect(after.version).toBe(loaded.version + 1);
    expect(after).toMatchObject({ phone: "9000000001", title: SAVED.title });
    expect(after.experience[0].location).toBe("");
  });

  it("checks every section with the profile's schema: field errors of two sections, nothing written", async () => {
    const editor = await editorOf();
    const before = await editor.profile();
    const res = await editor.post({
      intent: "save-all",
      sections: ["personal", "experience"],
      data: { phone: "12345", experience: [{ ...SAVED.experience[0], title: "" }], version: before.version },
    });
    expect(res.status, res.text).toBe(400);
    expect(res.text).toContain("Enter a valid phone number");
    expect(res.text).toContain("experience[0].title");
    expect((await editor.profile()).version).toBe(before.version);
  });

  it("refuses a section list that is empty, unknown or repeated (a save-all reads its list, never a single `section`)", async () => {
    const editor = await editorOf();
    for (const sections of [[], ["personal", "hobbies"], ["personal", "personal"], "personal"]) {
      const res = await editor.post({ intent: "save-all", section: "personal", sections, data: { phone: "9123456780" } });
      expect(res.status, JSON.stringify(sections)).toBe(400);
      expect(res.text).toContain("Unknown profile section");
    }
    expect((await editor.profile()).phone).toBe(SAVED.phone);
  });
});
