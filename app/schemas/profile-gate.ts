// Whether the profile counts as complete on the way to the portfolio, and what it still lacks (issue 31, "Gating that
// explains itself"). A profile counts once its owner pressed Continue to Templates (users.isProfileCompleted) or once
// its saved completion reaches the spec's 60%, wherever the owner goes next: /portfolio, the gallery's Build My
// Portfolio, the preview, the deploy API. A page that blocks lists the missing parts, each linking to its section.
import { COMPLETION_THRESHOLD, COMPLETION_WEIGHTS, type CompletionSource } from "./profile-rules";

/** Whether the profile may go on to the portfolio: pressed Continue, or saved at or above the threshold. */
export function profileCounts(user: { isProfileCompleted: boolean }, completionPercentage: number | null | undefined): boolean {
  return user.isProfileCompleted || (completionPercentage ?? 0) >= COMPLETION_THRESHOLD;
}

type Part = keyof typeof COMPLETION_WEIGHTS;

/** One thing the profile lacks: what to do, where in the editor, and how much of the completion it brings. */
export interface MissingPart {
  part: Part;
  label: string;
  href: string;
  points: number;
}

/**
 * Every part of the completion, the heaviest first: what to do when it is missing, the editor section it lives in
 * and when it counts as filled (the same rule as computeCompletion; tests/unit/profile-gating.test.ts holds them equal).
 */
const PARTS: ReadonlyArray<{ part: Part; label: string; section: string; filled(p: CompletionSource): boolean }> = [
  { part: "experience", label: "Add your work experience", section: "experience", filled: (p) => p.experience.length > 0 },
  { part: "education", label: "Add your education", section: "education", filled: (p) => p.education.length > 0 },
  { part: "projects", label: "Add a project", section: "projects", filled: (p) => p.projects.length > 0 },
  { part: "title", label: "Add your professional title", section: "professional", filled: (p) => Boolean(p.title) },
  { part: "summary", label: "Write your professional summary", section: "professional", filled: (p) => Boolean(p.summary) },
  { part: "skills", label: "List at least 3 skills", section: "professional", filled: (p) => p.skills.length >= 3 },
  { part: "phone", label: "Add your phone number", section: "personal", filled: (p) => Boolean(p.phone) },
  { part: "location", label: "Add your location", section: "personal", filled: (p) => Boolean(p.location) },
  {
    part: "socialLinks",
    label: "Add a link to LinkedIn, GitHub or your website",
    section: "personal",
    filled: (p) => Object.values(p.socialLinks).some(Boolean),
  },
  { part: "profilePhoto", label: "Add a profile photo", section: "personal", filled: (p) => Boolean(p.profilePhoto) },
];

/** What the profile still lacks, the heaviest first, each linking to its section of /profile. */
export function missingProfileParts(profile: CompletionSource): MissingPart[] {
  return PARTS.filter((p) => !p.filled(profile)).map(({ part, label, section }) => ({
    part,
    label,
    href: `/profile#section-${section}`,
    points: COMPLETION_WEIGHTS[part],
  }));
}
