// The demo user's seeded profile (data/demo-profile.json, written by scripts/seed.mjs) passes the editor's own
// schemas unchanged and its stored completion is what computeCompletion() gives it with the seeded photo.
import { describe, expect, it } from "vitest";
import avatarDataUrl from "../../data/demo-avatar.png?inline";
import demo from "../../data/demo-profile.json";
import { COMPLETION_THRESHOLD, computeCompletion, profileUpdateSchema } from "~/schemas/profile";
import { detectImageType } from "~/server/media/photo.server";
import { isPublicMediaKey } from "~/server/media/media.server";

describe("seeded demo profile", () => {
  it("is valid for every section of the profile editor", () => {
    const result = profileUpdateSchema.safeParse(demo);
    expect(result.success, JSON.stringify(!result.success && result.error.issues)).toBe(true);
    const { completionPercentage: _stored, ...sections } = demo;
    // Unchanged by the schema (which only adds the empty social-link keys the editor shows).
    const socialLinks = Object.fromEntries(Object.entries(result.data!.socialLinks ?? {}).filter(([, v]) => v));
    expect({ ...result.data, socialLinks }).toEqual(sections);
  });

  it("is complete and realistic: the stored percentage equals computeCompletion with the photo", () => {
    const parsed = profileUpdateSchema.parse(demo);
    const completion = computeCompletion({
      phone: parsed.phone ?? "",
      location: parsed.location ?? "",
      socialLinks: parsed.socialLinks ?? {},
      title: parsed.title ?? "",
      summary: parsed.summary ?? "",
      skills: parsed.skills ?? [],
      experience: parsed.experience ?? [],
      education: parsed.education ?? [],
      projects: parsed.projects ?? [],
      profilePhoto: "/media/photos/demo/demo-avatar.png",
    });
    expect(demo.completionPercentage).toBe(completion);
    expect(completion).toBe(100);
    expect(completion).toBeGreaterThanOrEqual(COMPLETION_THRESHOLD);
    expect(demo.summary.length).toBeGreaterThanOrEqual(50);
    expect(demo.skills.length).toBeGreaterThanOrEqual(8);
    expect(demo.experience.length).toBeGreaterThanOrEqual(2);
    expect(demo.education.length).toBeGreaterThanOrEqual(1);
    expect(demo.projects.length).toBeGreaterThanOrEqual(2);
    expect(demo.certifications.length).toBeGreaterThanOrEqual(1);
  });

  it("uses a photo key that /media serves", () => {
    expect(isPublicMediaKey(`photos/${crypto.randomUUID()}/demo-avatar.png`)).toBe(true);
    // The committed avatar is a PNG by its magic bytes (scripts/seed.mjs stores it as image/png).
    const base64 = avatarDataUrl.slice(avatarDataUrl.indexOf(",") + 1);
    const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
    expect(bytes.length).toBeGreaterThan(1000);
    expect(detectImageType(bytes)?.contentType).toBe("image/png");
  });
});

describe("seeded demo jobs", () => {
  it("are a dozen valid job applications across all six columns", async () => {
    const { default: jobs } = await import("../../data/demo-jobs.json");
    const { createJobSchema, JOB_STATUSES } = await import("~/schemas/jobs");
    expect(jobs.length).toBeGreaterThanOrEqual(12);
    for (const { daysAgo, ...job } of jobs) {
      const result = createJobSchema.safeParse({ ...job, appliedDate: "2026-11-01" });
      expect(result.success, `${job.title}: ${JSON.stringify(!result.success && result.error.issues)}`).toBe(true);
      expect(daysAgo).toBeGreaterThan(0);
    }
    expect(new Set(jobs.map((j: { status: string }) => j.status))).toEqual(new Set(JOB_STATUSES));
  });
});
