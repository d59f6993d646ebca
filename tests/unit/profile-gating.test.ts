// The gate to the portfolio (app/schemas/profile-gate.ts): a profile counts after Continue or at 60% saved, and the
// missing parts it lists are exactly what the completion does not count (the two rules cannot drift apart).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { missingProfileParts, profileCounts } from "~/schemas/profile-gate";
import { type CompletionSource, computeCompletion } from "~/schemas/profile-rules";

const text = fc.constantFrom("", "x");
const list = fc.array(fc.constant({}), { maxLength: 4 });
const profile: fc.Arbitrary<CompletionSource> = fc.record({
  phone: text,
  location: text,
  socialLinks: fc.record({ github: text, linkedin: text }),
  profilePhoto: text,
  title: text,
  summary: text,
  skills: fc.array(fc.constant("Go"), { maxLength: 4 }),
  experience: list,
  education: list,
  projects: list,
});

describe("the portfolio's profile gate", () => {
  it("counts a profile after Continue, or at 60% and above", () => {
    expect(profileCounts({ isProfileCompleted: false }, 59)).toBe(false);
    expect(profileCounts({ isProfileCompleted: false }, 60)).toBe(true);
    expect(profileCounts({ isProfileCompleted: false }, null)).toBe(false);
    expect(profileCounts({ isProfileCompleted: true }, 0)).toBe(true);
  });

  it("lists as missing exactly the points the completion does not count, heaviest first, each with its section link", () => {
    fc.assert(
      fc.property(profile, (p) => {
        const missing = missingProfileParts(p);
        expect(100 - missing.reduce((sum, m) => sum + m.points, 0)).toBe(computeCompletion(p));
        expect(missing.map((m) => m.points)).toEqual([...missing.map((m) => m.points)].sort((a, b) => b - a));
        for (const m of missing) expect(m.href).toMatch(/^\/profile#section-(personal|professional|experience|education|projects)$/);
      }),
      { numRuns: 300 },
    );
  });
});
