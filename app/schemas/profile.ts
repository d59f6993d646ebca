// Field rules of the profile builder (spec part 2 section 5). The same schemas validate the editor in the
// browser (conform), the /profile actions and the Hono handlers of /api/profiles/*.
import { z } from "zod";
import type { ActionResult } from "~/lib/action-result";
import { baseVersionSchema } from "./version";

export const COMPLETION_THRESHOLD = 60;

/** Why a profile below the threshold cannot go on (spec part 2 section 8, a warning). */
export const PROFILE_INCOMPLETE_MESSAGE = `Please complete at least ${COMPLETION_THRESHOLD}% of your profile before continuing`;

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

const trimmed = z.string().trim();
const optionalText = (min: number, max: number, message: string) =>
  trimmed.refine((v) => v === "" || (v.length >= min && v.length <= max), message).default("");
const requiredText = (min: number, max: number, message: string) => z.string({ error: message }).trim().min(min, message).max(max, message);

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

const url = (message: string, pattern?: RegExp) =>
  trimmed
    .transform(normalizeUrl)
    .refine((v) => v === "" || (isHttpUrl(v) && (!pattern || pattern.test(v))), message)
    .default("");

/** The spec's Indian number: 10 digits, optionally prefixed with +91 or 0 (separators already removed). */
const INDIAN_PHONE = /^(\+91|0)?\d{10}$/;
/** An international number in E.164 form: `+`, a country code not starting with 0, 8 to 15 digits in all. */
const E164_PHONE = /^\+[1-9]\d{7,14}$/;

/**
 * A phone number: the spec's Indian rule and message, widened to E.164 numbers so an imported `+39 055 123 4567`
 * is accepted (docs/spec-deviations.md). Spaces, dashes and brackets are dropped before the check and stored so.
 */
export const phone = trimmed
  .transform((v) => v.replace(/[\s()-]/g, ""))
  .refine(
    (v) => v === "" || INDIAN_PHONE.test(v) || E164_PHONE.test(v),
    "Enter a valid phone number (10 digits, optionally prefixed with +91 or 0)",
  )
  .default("");

export const location = optionalText(2, 100, "Location must be between 2-100 characters");

export const socialLinksSchema = z
  .object({
    linkedin: url("Enter a valid LinkedIn profile URL", /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/(in|pub)\/[A-Za-z0-9_%.-]+\/?$/i),
    github: url("Enter a valid GitHub profile URL", /^https?:\/\/(www\.)?github\.com\/[A-Za-z0-9-]+\/?$/i),
    twitter: url("Enter a valid URL"),
    website: url("Enter a valid URL"),
    portfolio: url("Enter a valid URL"),
    behance: url("Enter a valid URL"),
    dribbble: url("Enter a valid URL"),
    other: url("Enter a valid URL"),
  })
  .partial()
  .default({});

export const personalSchema = z.object({ phone, location, socialLinks: socialLinksSchema });

const skill = trimmed.max(50, "Each skill must be at most 50 characters");

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

export const skillsSchema = z
  .array(skill)
  .default([])
  .transform(cleanSkills)
  .refine((list) => list.length === 0 || (list.length >= 3 && list.length <= 50), "Add at least 3 skills (maximum 50)");

export const professionalSchema = z.object({
  title: optionalText(2, 100, "Professional title must be between 2-100 characters"),
  summary: optionalText(50, 1000, "Summary must be between 50-1000 characters"),
  skills: skillsSchema,
});

/** A date the resume import gave only a year for ("2018"): kept as it was written, and the month is asked for. */
export const YEAR_ONLY = /^\d{4}$/;
export const MONTH_MISSING = "Choose the month: only the year is given";
/** A year-only value is told to pick its month; anything else that is not year-month gets the field's message. */
const monthMessage = (message: string) => (issue: { input?: unknown }) =>
  typeof issue.input === "string" && YEAR_ONLY.test(issue.input.trim()) ? MONTH_MISSING : message;
const month = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => MONTH_PATTERN.test(v), { error: monthMessage(message) });
const optionalMonth = trimmed
  .refine((v) => v === "" || MONTH_PATTERN.test(v), { error: monthMessage("Use the year-month format") })
  .default("");

/** An entry counts only when any of its fields is filled (spec: entries without data are not validated). */
function isBlankEntry(entry: unknown): boolean {
  if (!entry || typeof entry !== "object") return true;
  return Object.entries(entry as Record<string, unknown>).every(([key, value]) => {
    if (key === "current" || key === "featured" || key === "id") return true;
    if (Array.isArray(value)) return value.every((v) => typeof v !== "string" || v.trim() === "");
    return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  });
}

const entries = <T extends z.ZodType>(item: T, max = 50) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((entry) => !isBlankEntry(entry)) : value),
    z.array(item).max(max, `At most ${max} entries`),
  );

function endAfterStart(v: { startDate: string; endDate: string; current?: boolean }) {
  return v.current || !v.startDate || !v.endDate || v.endDate >= v.startDate;
}

export const experienceItemSchema = z
  .object({
    title: requiredText(2, 100, "Job title is required (2-100 characters)"),
    company: requiredText(2, 100, "Company name is required (2-100 characters)"),
    location: trimmed.max(100, "Location must be between 2-100 characters").default(""),
    startDate: month("Start date is required"),
    endDate: optionalMonth,
    current: z.boolean().default(false),
    description: optionalText(20, 1000, "Description should be at least 20 characters if provided"),
    achievements: z
      .array(trimmed.max(300))
      .max(20)
      .default([])
      .transform((list) => list.filter(Boolean)),
  })
  .refine((v) => v.current || v.endDate !== "", { path: ["endDate"], message: "End date is required" })
  .refine(endAfterStart, { path: ["endDate"], message: "End date must be after start date." })
  .transform((v) => (v.current ? { ...v, endDate: "" } : v));

export const educationItemSchema = z
  .object({
    degree: requiredText(2, 100, "Degree/certification is required (2-100 characters)"),
    school: requiredText(2, 100, "Institution name is required (2-100 characters)"),
    location: trimmed.max(100, "Location must be between 2-100 characters").default(""),
    startDate: month("Start date is required"),
    endDate: month("End date is required"),
    description: trimmed.max(1000, "Description must be at most 1000 characters").default(""),
    gpa: trimmed.max(20, "Grade must be at most 20 characters").default(""),
  })
  .refine(endAfterStart, { path: ["endDate"], message: "End date must be after start date." });

export const projectItemSchema = z.object({
  title: requiredText(2, 100, "Project title is required (2-100 characters)"),
  description: requiredText(20, 1000, "Project description must be between 20 and 1000 characters"),
  skills: z
    .array(skill)
    .default([])
    .transform(cleanSkills)
    .refine((list) => list.length <= 10, "Add at most 10 skills per project"),
  url: url("Enter a valid URL"),
  githubUrl: url("Enter a valid URL"),
  image: url("Enter a valid URL"),
  featured: z.boolean().default(false),
});

export const certificationItemSchema = z.object({
  name: requiredText(2, 100, "Certification name is required (2-100 characters)"),
  issuer: trimmed.max(100, "Issuer must be at most 100 characters").default(""),
  issueDate: optionalMonth,
  expiryDate: optionalMonth,
  credentialUrl: url("Enter a valid credential URL (http:// or https://)"),
  badge: url("Enter a valid URL"),
});

export const experienceSchema = entries(experienceItemSchema);
export const educationSchema = entries(educationItemSchema);
export const projectsSchema = entries(projectItemSchema);
export const certificationsSchema = entries(certificationItemSchema);

/**
 * PUT /profiles/me: any subset of sections (the editor saves one section at a time, "Continue" saves all).
 * Unknown keys (role, status, ids, completionPercentage, …) are stripped, never written.
 */
/**
 * An omitted field stays omitted. In zod 4 `.optional()` still applies an inner `.default()`, which would turn
 * a one-section save into a wipe of every other section; for the fields with defaults `undefined` is matched
 * first instead (the list sections have no default and stay plain optional, which keeps their item errors flat).
 */
const omittable = <T extends z.ZodType>(schema: T) => z.union([z.undefined(), schema]).optional();

export const profileUpdateSchema = z
  .object({
    phone: omittable(phone),
    location: omittable(location),
    website: omittable(url("Enter a valid URL")),
    socialLinks: omittable(socialLinksSchema),
    title: omittable(professionalSchema.shape.title),
    summary: omittable(professionalSchema.shape.summary),
    skills: omittable(skillsSchema),
    experience: experienceSchema.optional(),
    education: educationSchema.optional(),
    projects: projectsSchema.optional(),
    certifications: certificationsSchema.optional(),
    /** The version the edit is based on (optional; a stale one answers 409). */
    version: baseVersionSchema,
  })
  .strip();

export const PROFILE_CONFLICT_MESSAGE = "Your profile was changed elsewhere. Reload it to see the latest version; what you typed is kept.";

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ExperienceItem = z.output<typeof experienceItemSchema>;
export type EducationItem = z.output<typeof educationItemSchema>;
export type ProjectItem = z.output<typeof projectItemSchema>;
export type CertificationItem = z.output<typeof certificationItemSchema>;

/** The saved profile as the API answers it (spec part 2 section 7, GET /profiles/me). */
export interface ProfileDto {
  phone: string;
  location: string;
  website: string;
  socialLinks: Partial<Record<SocialKey, string>>;
  title: string;
  summary: string;
  skills: string[];
  experience: ExperienceItem[];
  education: EducationItem[];
  projects: ProjectItem[];
  certifications: CertificationItem[];
  profilePhoto: string;
  completionPercentage: number;
  /** Goes up by one with every change (0 before the first save). */
  version: number;
}

// --- The /profile action's contract (app/routes/profile.server.ts answers it, the editor reads it) -----------

export const PROFILE_SECTIONS = ["personal", "professional", "experience", "education", "projects", "certifications"] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** `save` stores one section; `continue` stores the whole profile and goes to /templates. */
export type ProfileIntent = "save" | "continue" | "unknown";

/** What a section save answers (and, on a 409, the latest saved profile for 'Reload latest'). */
export interface ProfileSaveData {
  section: ProfileSection | null;
  profile: ProfileDto;
}

export const SECTION_SAVED_MESSAGE: Record<ProfileSection, string> = {
  personal: "Personal information saved successfully!",
  professional: "Professional information saved successfully!",
  experience: "Work experience saved successfully!",
  education: "Education information saved successfully!",
  projects: "Projects saved successfully!",
  certifications: "Certifications saved successfully!",
};

export type ProfileActionResult = ActionResult<ProfileIntent, ProfileSaveData>;

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

export function computeCompletion(p: Omit<ProfileDto, "completionPercentage" | "website" | "certifications" | "version">): number {
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
