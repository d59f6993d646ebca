// Field rules of the profile builder (spec part 2 section 5). The same schemas validate the editor in the
// browser (conform), the /profile actions and the Hono handlers of /api/profiles/*.
import { z } from "./z";
import type { ActionResult } from "~/lib/action-result";
import { baseVersionSchema } from "./version";
import { PORTFOLIO_LOCALE_CODES, type PortfolioLocale, UNKNOWN_LOCALE_MESSAGE } from "./portfolio-locales";
import {
  normalizeUrl,
  isHttpUrl,
  INDIAN_PHONE,
  E164_PHONE,
  cleanSkills,
  MONTH_PATTERN,
  monthMessage,
  isBlankEntry,
  endAfterStart,
  type SocialKey,
  type ProfileSection,
  type ProfileIntent,
} from "./profile-rules";

export * from "./profile-rules";

const trimmed = z.string().trim();

const optionalText = (min: number, max: number, message: string) =>
  trimmed.refine((v) => v === "" || (v.length >= min && v.length <= max), message).default("");

const requiredText = (min: number, max: number, message: string) => z.string({ error: message }).trim().min(min, message).max(max, message);

const url = (message: string, pattern?: RegExp) =>
  trimmed
    .transform(normalizeUrl)
    .refine((v) => v === "" || (isHttpUrl(v) && (!pattern || pattern.test(v))), message)
    .default("");

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

const location = optionalText(2, 100, "Location must be between 2-100 characters");

const socialLinksSchema = z
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

/** The public portfolio's language: one of PORTFOLIO_LOCALES, anything else refused with the list. */
export const portfolioLocaleSchema = z.enum(PORTFOLIO_LOCALE_CODES, { error: UNKNOWN_LOCALE_MESSAGE });

export const personalSchema = z.object({ phone, location, socialLinks: socialLinksSchema, locale: portfolioLocaleSchema.optional() });

const skill = trimmed.max(50, "Each skill must be at most 50 characters");

const skillsSchema = z
  .array(skill)
  .default([])
  .transform(cleanSkills)
  .refine((list) => list.length === 0 || (list.length >= 3 && list.length <= 50), "Add at least 3 skills (maximum 50)");

export const professionalSchema = z.object({
  title: optionalText(2, 100, "Professional title must be between 2-100 characters"),
  summary: optionalText(50, 1000, "Summary must be between 50-1000 characters"),
  skills: skillsSchema,
});

const month = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => MONTH_PATTERN.test(v), { error: monthMessage(message) });

const optionalMonth = trimmed
  .refine((v) => v === "" || MONTH_PATTERN.test(v), { error: monthMessage("Use the year-month format") })
  .default("");

/** What a job and a school both have: where it was (optional) and the month it started. */
const placeAndStart = {
  location: trimmed.max(100, "Location must be between 2-100 characters").default(""),
  startDate: month("Start date is required"),
};

const entries = <T extends z.ZodType>(item: T, max = 50) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((entry) => !isBlankEntry(entry)) : value),
    z.array(item).max(max, `At most ${max} entries`),
  );

export const experienceItemSchema = z
  .object({
    title: requiredText(2, 100, "Job title is required (2-100 characters)"),
    company: requiredText(2, 100, "Company name is required (2-100 characters)"),
    ...placeAndStart,
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
    ...placeAndStart,
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

const experienceSchema = entries(experienceItemSchema);

const educationSchema = entries(educationItemSchema);

const projectsSchema = entries(projectItemSchema);

const certificationsSchema = entries(certificationItemSchema);

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
    locale: portfolioLocaleSchema.optional(),
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
  /** The public portfolio's language ("en" until the owner chooses one; `localeChosen` says whether they did). */
  locale: PortfolioLocale;
  localeChosen: boolean;
  completionPercentage: number;
  /** Goes up by one with every change (0 before the first save). */
  version: number;
}

/** What a save answers: the sections it stored (none for Continue) and the saved profile (on a 409, the latest, for 'Reload latest'). */
export interface ProfileSaveData {
  sections: ProfileSection[];
  profile: ProfileDto;
}

export type ProfileActionResult = ActionResult<ProfileIntent, ProfileSaveData>;
