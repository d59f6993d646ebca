// The resume extraction shape (spec part 2, POST /profiles/upload-resume → data). Both engines (Workers AI and
// the local parser) produce it and every result is validated with `resumeExtractionSchema` before it leaves
// the server. The /profile editor merges it into its sections.
// These are drafts, not saved data: a date the resume gives with a year only stays "YYYY" (the editor asks for
// the month before saving), and `review` lists the dotted paths of fields the engine is unsure of.
import { z } from "zod";

/** An extracted date: year-month ("2021-03"), a year alone ("2021") when the source gives no month, or "". */
export const EXTRACTED_DATE = /^(\d{4}(-(0[1-9]|1[0-2]))?)?$/;

const text = z.string().default("");
const month = z.string().regex(EXTRACTED_DATE, "Dates must be YYYY-MM, YYYY or empty").default("");
const list = z.array(z.string()).default([]);

export const extractedSocialLinksSchema = z
  .object({
    linkedin: text,
    github: text,
    website: text,
    portfolio: text,
    twitter: text,
    behance: text,
    dribbble: text,
    other: text,
  })
  .partial()
  .default({});

export const resumeExtractionSchema = z.object({
  personalInfo: z
    .object({
      firstName: text,
      lastName: text,
      email: text,
      phone: text,
      location: text,
      socialLinks: extractedSocialLinksSchema,
    })
    .default({ firstName: "", lastName: "", email: "", phone: "", location: "", socialLinks: {} }),
  professional: z.object({ title: text, summary: text, skills: list }).default({ title: "", summary: "", skills: [] }),
  experience: z
    .array(
      z.object({
        title: text,
        company: text,
        location: text,
        startDate: month,
        endDate: month,
        current: z.boolean().default(false),
        description: text,
        achievements: list,
      }),
    )
    .default([]),
  education: z
    .array(
      z.object({
        degree: text,
        school: text,
        location: text,
        startDate: month,
        endDate: month,
        gpa: text,
        relevantCoursework: list,
      }),
    )
    .default([]),
  projects: z
    .array(
      z.object({
        title: text,
        description: text,
        githubUrl: text,
        liveUrl: text,
        highlights: list,
        technologies: list,
      }),
    )
    .default([]),
  certifications: z
    .array(
      z.object({
        name: text,
        issuer: text,
        issueDate: month,
        expiryDate: month,
        credentialUrl: text,
      }),
    )
    .default([]),
  /** Dotted paths of fields the engine is unsure of ("experience.1.company"); the editor asks to check them. */
  review: list,
});

/**
 * What `POST /api/profiles/upload-resume` answers in `data`: personal info (names, email, phone, location,
 * social links), professional (title, summary, skills), and lists of experience, education, projects and
 * certifications. Every date is "YYYY-MM", "YYYY" when the resume gives only the year (a month is never
 * invented), or "" (unknown); `current: true` means the job has no end date. `review` lists the dotted paths
 * of fields the engine is unsure of, e.g. "personalInfo.location", "experience.1.company",
 * "education.0.school", "certifications.0.issueDate" (importers of structured data answer []).
 */
export type ResumeExtraction = z.output<typeof resumeExtractionSchema>;

/** The JSON schema handed to Workers AI (`response_format: { type: "json_schema", json_schema }`). */
export function extractionJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(resumeExtractionSchema, { io: "output", target: "draft-7" }) as Record<string, unknown>;
}

/** Validates (and fills defaults of) an extraction; the result shares no objects with zod's defaults. */
export function validateExtraction(value: unknown): ResumeExtraction {
  return structuredClone(resumeExtractionSchema.parse(value));
}

export function emptyExtraction(): ResumeExtraction {
  return validateExtraction({});
}
