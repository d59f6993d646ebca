// Field rules of the profile builder (spec part 2 section 5). The same schemas validate the editor in the
// browser (conform), the /profile actions and the Hono handlers of /api/profiles/*.
// The rules and constants without zod (pages import this module; the schemas are in ./profile.ts).

export const COMPLETION_THRESHOLD = 60;

/** Why a profile below the threshold cannot go on (spec part 2 section 8, a warning). */
const PROFILE_INCOMPLETE_MESSAGE = `Please complete at least ${COMPLETION_THRESHOLD}% of your profile before continuing`;

/**
 * The one 60% rule (spec part 2: "Continue to Templates: blocked below 60%"): the profile's Continue (browser and
 * action) and the gallery's way on to the portfolio ('Build My Portfolio') both ask it. Picking a template is open
 * to everyone (spec part 1 sections 2.5, 2.6 and 4: the preview shows sample data for an unfinished profile and the
 * deployment page knows a saved template without a completed profile). Null when the profile may go on.
 */
export function profileGate(completionPercentage: number): string | null {
  return completionPercentage >= COMPLETION_THRESHOLD ? null : PROFILE_INCOMPLETE_MESSAGE;
}

/** The profile page's loader could not read the profile (spec part 2 section 8). */
export const PROFILE_LOAD_FAILED = "Failed to load profile data";

export const SOCIAL_KEYS = ["linkedin", "github", "twitter", "website", "portfolio", "behance", "dribbble", "other"] as const;

export type SocialKey = (typeof SOCIAL_KEYS)[number];

/** Year-month, as the month pickers produce it. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Adds https:// to a bare link and accepts only http(s) URLs (a javascript: URL never passes). */
export function normalizeUrl(value: string): string {
  const v = value.trim();
  if (!v) return "";
  return /^https?:\/\//i.test(v) ? v : /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname.includes("."));
  } catch {
    return false;
  }
}

/** The spec's Indian number: 10 digits, optionally prefixed with +91 or 0 (separators already removed). */
export const INDIAN_PHONE = /^(\+91|0)?\d{10}$/;

/** An international number in E.164 form: `+`, a country code not starting with 0, 8 to 15 digits in all. */
export const E164_PHONE = /^\+[1-9]\d{7,14}$/;

/** Blank entries are ignored; duplicates (case-insensitive) are dropped. */
export function cleanSkills(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const s = raw.trim();
    if (!s || seen.has(s.toLowerCase())) continue;
    seen.add(s.toLowerCase());
    out.push(s);
  }
  return out;
}

/** A date the resume import gave only a year for ("2018"): kept as it was written, and the month is asked for. */
const YEAR_ONLY = /^\d{4}$/;

export const MONTH_MISSING = "Choose the month: only the year is given";

/** A year-only value is told to pick its month; anything else that is not year-month gets the field's message. */
export const monthMessage = (message: string) => (issue: { input?: unknown }) =>
  typeof issue.input === "string" && YEAR_ONLY.test(issue.input.trim()) ? MONTH_MISSING : message;

/** An entry counts only when any of its fields is filled (spec: entries without data are not validated). */
export function isBlankEntry(entry: unknown): boolean {
  if (!entry || typeof entry !== "object") return true;
  return Object.entries(entry as Record<string, unknown>).every(([key, value]) => {
    if (key === "current" || key === "featured" || key === "id") return true;
    if (Array.isArray(value)) return value.every((v) => typeof v !== "string" || v.trim() === "");
    return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  });
}

export function endAfterStart(v: { startDate: string; endDate: string; current?: boolean }) {
  return v.current || !v.startDate || !v.endDate || v.endDate >= v.startDate;
}

export const PROFILE_CONFLICT_MESSAGE = "Your profile was changed elsewhere. Reload it to see the latest version; what you typed is kept.";

// --- The /profile action's contract (app/routes/profile.server.ts answers it, the editor reads it) -----------

export const PROFILE_SECTIONS = ["personal", "professional", "experience", "education", "projects", "certifications"] as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/**
 * `save` stores one section; `save-all` stores several sections at once (one version check, one answer);
 * `continue` stores the whole profile and goes to /templates.
 */
export type ProfileIntent = "save" | "save-all" | "continue" | "unknown";

export const SECTION_SAVED_MESSAGE: Record<ProfileSection, string> = {
  personal: "Personal information saved successfully!",
  professional: "Professional information saved successfully!",
  experience: "Work experience saved successfully!",
  education: "Education information saved successfully!",
  projects: "Projects saved successfully!",
  certifications: "Certifications saved successfully!",
};

/** The one toast of a save-all ("Save all changes"). */
export const ALL_SAVED_MESSAGE = "All changes saved successfully!";

export const SESSION_EXPIRED_MESSAGE = "Session expired. Please log in again.";

/**
 * Completion (documented formula, computed on the server; the editor shows the same function's result):
 * phone 5, location 5, any social link 5, photo 5, title 10, summary 10, 3+ skills 10, experience 20,
 * education 15, projects 15 — 100 in all. 60 unlocks "Continue to Templates".
 */
export const COMPLETION_WEIGHTS = {
  phone: 5,
  location: 5,
  socialLinks: 5,
  profilePhoto: 5,
  title: 10,
  summary: 10,
  skills: 10,
  experience: 20,
  education: 15,
  projects: 15,
} as const;

// --- Account dialogs and settings (spec part 2 section 5) --------------------------------------------------

export const CAREER_STAGES = [
  "Entry Level (0-2 Years)",
  "Mid Level (2-6 Years)",
  "Senior Level (6-12 Years)",
  "Executive Level (12+ Years)",
] as const;

export const JOB_SEARCH_TIMELINES = [
  "Immediately",
  "Within 1 month",
  "Within 3 months",
  "Within 6 months",
  "Not actively looking",
] as const;

export const INDUSTRIES = [
  "Technology",
  "Healthcare",
  "Finance",
  "Education",
  "Marketing",
  "Sales",
  "Engineering",
  "Design",
  "Other",
] as const;

/** What the completion reads of a profile: a ProfileDto (./profile.ts) fits; named here so this module needs no import of ./profile. */
export interface CompletionSource {
  phone: string;
  location: string;
  socialLinks: Partial<Record<SocialKey, string>>;
  profilePhoto: string;
  title: string;
  summary: string;
  skills: readonly string[];
  experience: readonly unknown[];
  education: readonly unknown[];
  projects: readonly unknown[];
}

export function computeCompletion(p: CompletionSource): number {
  const filled: Record<keyof typeof COMPLETION_WEIGHTS, boolean> = {
    phone: Boolean(p.phone),
    location: Boolean(p.location),
    socialLinks: Object.values(p.socialLinks).some(Boolean),
    profilePhoto: Boolean(p.profilePhoto),
    title: Boolean(p.title),
    summary: Boolean(p.summary),
    skills: p.skills.length >= 3,
    experience: p.experience.length > 0,
    education: p.education.length > 0,
    projects: p.projects.length > 0,
  };
  return (Object.keys(COMPLETION_WEIGHTS) as Array<keyof typeof COMPLETION_WEIGHTS>).reduce(
    (sum, key) => sum + (filled[key] ? COMPLETION_WEIGHTS[key] : 0),
    0,
  );
}
