// JSON Resume 1.0.0 (https://jsonresume.org/schema): a zod mirror of the schema's types for the fields Vitrine
// reads and writes. `jsonResumeSchema` is strict where the published schema is (types, the iso8601 date
// pattern, http(s) URLs, no unknown top-level keys) and is what GET /api/profiles/me/json-resume answers;
// `jsonResumeImportSchema` reads other people's files leniently (a wrong type becomes empty, never a 500).
import { z } from "./z";

export const JSON_RESUME_SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

/** The schema's `iso8601` definition: "2014-06-29", "2014-06" or "2014". */
const ISO8601_PATTERN = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

/** Top-level keys the 1.0.0 schema allows (its root has `additionalProperties: false`). */
export const JSON_RESUME_KEYS = [
  "$schema",
  "basics",
  "work",
  "volunteer",
  "education",
  "awards",
  "certificates",
  "publications",
  "skills",
  "languages",
  "interests",
  "references",
  "projects",
  "meta",
] as const;

const isoDate = z.string().regex(ISO8601_PATTERN);
const httpUrl = z.url({ protocol: /^https?$/ });
const strings = z.array(z.string());

export const jsonResumeSchema = z.strictObject({
  $schema: z.url().optional(),
  basics: z
    .looseObject({
      name: z.string().optional(),
      label: z.string().optional(),
      image: z.string().optional(),
      email: z.email().optional(),
      phone: z.string().optional(),
      url: httpUrl.optional(),
      summary: z.string().optional(),
      location: z
        .looseObject({
          address: z.string().optional(),
          postalCode: z.string().optional(),
          city: z.string().optional(),
          countryCode: z.string().optional(),
          region: z.string().optional(),
        })
        .optional(),
      profiles: z
        .array(z.looseObject({ network: z.string().optional(), username: z.string().optional(), url: httpUrl.optional() }))
        .optional(),
    })
    .optional(),
  work: z
    .array(
      z.looseObject({
        name: z.string().optional(),
        location: z.string().optional(),
        description: z.string().optional(),
        position: z.string().optional(),
        url: httpUrl.optional(),
        startDate: isoDate.optional(),
        endDate: isoDate.optional(),
        summary: z.string().optional(),
        highlights: strings.optional(),
      }),
    )
    .optional(),
  education: z
    .array(
      z.looseObject({
        institution: z.string().optional(),
        url: httpUrl.optional(),
        area: z.string().optional(),
        studyType: z.string().optional(),
        startDate: isoDate.optional(),
        endDate: isoDate.optional(),
        score: z.string().optional(),
        courses: strings.optional(),
      }),
    )
    .optional(),
  certificates: z
    .array(z.looseObject({ name: z.string().optional(), date: isoDate.optional(), url: httpUrl.optional(), issuer: z.string().optional() }))
    .optional(),
  skills: z.array(z.looseObject({ name: z.string().optional(), level: z.string().optional(), keywords: strings.optional() })).optional(),
  projects: z
    .array(
      z.looseObject({
        name: z.string().optional(),
        description: z.string().optional(),
        highlights: strings.optional(),
        keywords: strings.optional(),
        startDate: isoDate.optional(),
        endDate: isoDate.optional(),
        url: httpUrl.optional(),
        roles: strings.optional(),
        entity: z.string().optional(),
        type: z.string().optional(),
      }),
    )
    .optional(),
  volunteer: z.array(z.looseObject({})).optional(),
  awards: z.array(z.looseObject({})).optional(),
  publications: z.array(z.looseObject({})).optional(),
  languages: z.array(z.looseObject({})).optional(),
  interests: z.array(z.looseObject({})).optional(),
  references: z.array(z.looseObject({})).optional(),
  meta: z.looseObject({ canonical: z.string().optional(), version: z.string().optional(), lastModified: z.string().optional() }).optional(),
});

export type JsonResume = z.output<typeof jsonResumeSchema>;

// --- Import: read leniently ----------------------------------------------------------------------------------

/** A string, a number as text, anything else "" (files in the wild put numbers and nulls anywhere). */
const text = z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string().catch("")).default("");
const textList = z.preprocess((v) => (Array.isArray(v) ? v.filter((x) => typeof x === "string") : []), z.array(z.string()));
const items = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (Array.isArray(v) ? v.filter((x) => x && typeof x === "object" && !Array.isArray(x)) : []), z.array(item));
const object = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess((v) => (v && typeof v === "object" && !Array.isArray(v) ? v : {}), z.object(shape));

const importedWork = z.object({
  name: text,
  organization: text,
  position: text,
  location: text,
  url: text,
  startDate: text,
  endDate: text,
  summary: text,
  description: text,
  highlights: textList,
});

export const jsonResumeImportSchema = z.object({
  basics: object({
    name: text,
    label: text,
    email: text,
    phone: text,
    url: text,
    summary: text,
    location: object({ address: text, postalCode: text, city: text, countryCode: text, region: text }),
    profiles: items(z.object({ network: text, username: text, url: text })),
  }),
  work: items(importedWork),
  volunteer: items(importedWork),
  education: items(
    z.object({
      institution: text,
      area: text,
      studyType: text,
      location: text,
      startDate: text,
      endDate: text,
      score: text,
      courses: textList,
    }),
  ),
  skills: items(z.object({ name: text, keywords: textList })),
  projects: items(z.object({ name: text, description: text, highlights: textList, keywords: textList, url: text, githubUrl: text })),
  certificates: items(z.object({ name: text, issuer: text, date: text, expiryDate: text, url: text })),
});

export type JsonResumeImport = z.output<typeof jsonResumeImportSchema>;

/** The sections that make a JSON object a JSON Resume (at least one must be present). */
export const JSON_RESUME_SECTIONS = ["basics", "work", "education", "skills", "projects", "certificates", "volunteer"] as const;
