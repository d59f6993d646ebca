// JSON Resume 1.0.0 in and out. In: a parsed document to the resume extraction (the shape the profile editor
// merges, like a resume upload's). Out: the saved profile as a document that validates against the 1.0.0 schema.
// The two are inverse on every field the extraction carries, so an exported file imports back unchanged.
import {
  JSON_RESUME_SCHEMA_URL,
  JSON_RESUME_SECTIONS,
  type JsonResume,
  type JsonResumeImport,
  jsonResumeImportSchema,
} from "~/schemas/json-resume";
import { type ProfileDto, SOCIAL_KEYS, type SocialKey } from "~/schemas/profile";
import { fullName } from "~/schemas/user";
import { SOCIAL_LABELS } from "~/schemas/portfolio-model";
import type { User } from "~/db/schema";
import type { ResumeExtraction } from "./extraction";
import { validateExtraction } from "./extraction";
import { addSocialLink, httpLink, importDate, joinParts, socialKeyOf, splitName } from "./import-fields";

/** Entries per list section an import keeps (the profile holds at most 50). */
const MAX_IMPORTED_ENTRIES = 50;

/** True when a parsed JSON value looks like a JSON Resume (an object with any of its sections). */
export function isJsonResume(value: unknown): boolean {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  return JSON_RESUME_SECTIONS.some((key) => key in value);
}

const PROFILE_URLS: Record<string, (user: string) => string> = {
  github: (u) => `https://github.com/${u}`,
  linkedin: (u) => `https://www.linkedin.com/in/${u}`,
  twitter: (u) => `https://x.com/${u}`,
  x: (u) => `https://x.com/${u}`,
};

function socialLinks(basics: JsonResumeImport["basics"]): ResumeExtraction["personalInfo"]["socialLinks"] {
  const links: ResumeExtraction["personalInfo"]["socialLinks"] = {};
  addSocialLink(links, basics.url, "website", "website");
  for (const profile of basics.profiles) {
    const network = profile.network.trim().toLowerCase();
    const username = profile.username.trim().replace(/^@/, "");
    const url = profile.url || (username && /^[\w.-]+$/.test(username) ? (PROFILE_URLS[network]?.(username) ?? "") : "");
    addSocialLink(links, url, network);
  }
  return links;
}

const take = <T>(list: T[]) => list.slice(0, MAX_IMPORTED_ENTRIES);

function experience(work: JsonResumeImport["work"], volunteer: boolean): ResumeExtraction["experience"] {
  return work.map((w) => {
    const startDate = importDate(w.startDate);
    return {
      title: w.position.trim(),
      company: (volunteer ? w.organization || w.name : w.name || w.organization).trim(),
      location: w.location.trim(),
      startDate,
      endDate: importDate(w.endDate),
      // JSON Resume leaves out the end date of the current position.
      current: Boolean(startDate) && !w.endDate.trim(),
      description: (w.summary || w.description).trim(),
      achievements: w.highlights.map((h) => h.trim()).filter(Boolean),
    };
  });
}

const isCodeHost = (url: string) => /^https?:\/\/(www\.)?(github\.com|gitlab\.com|bitbucket\.org)\//i.test(url);

/** A parsed JSON Resume document to the extraction shape (validated); structured data needs no review. */
export function fromJsonResume(value: unknown): ResumeExtraction {
  const doc = jsonResumeImportSchema.parse(value);
  const { basics } = doc;
  const location = joinParts(basics.location.city, basics.location.region, basics.location.countryCode) || basics.location.address;
  const skills = doc.skills.flatMap((s) => (s.keywords.length ? s.keywords : [s.name])).map((s) => s.trim());
  return validateExtraction({
    personalInfo: {
      ...splitName(basics.name),
      email: basics.email.trim(),
      phone: basics.phone.trim(),
      location: location.trim(),
      socialLinks: socialLinks(basics),
    },
    professional: { title: basics.label.trim(), summary: basics.summary.trim(), skills: [...new Set(skills.filter(Boolean))] },
    experience: take([...experience(doc.work, false), ...experience(doc.volunteer, true)]),
    education: take(
      doc.education.map((e) => ({
        degree: (e.studyType && e.area ? `${e.studyType.trim()} in ${e.area.trim()}` : e.studyType || e.area).trim(),
        school: e.institution.trim(),
        location: e.location.trim(),
        startDate: importDate(e.startDate),
        endDate: importDate(e.endDate),
        gpa: e.score.trim(),
        relevantCoursework: e.courses.map((c) => c.trim()).filter(Boolean),
      })),
    ),
    projects: take(
      doc.projects.map((p) => {
        const url = httpLink(p.url);
        const githubUrl = httpLink(p.githubUrl) || (isCodeHost(url) ? url : "");
        return {
          title: p.name.trim(),
          description: p.description.trim(),
          githubUrl,
          liveUrl: url === githubUrl ? "" : url,
          highlights: p.highlights.map((h) => h.trim()).filter(Boolean),
          technologies: p.keywords.map((k) => k.trim()).filter(Boolean),
        };
      }),
    ),
    certifications: take(
      doc.certificates.map((c) => ({
        name: c.name.trim(),
        issuer: c.issuer.trim(),
        issueDate: importDate(c.date),
        expiryDate: importDate(c.expiryDate),
        credentialUrl: httpLink(c.url),
      })),
    ),
    review: [],
  });
}

// --- Export ----------------------------------------------------------------------------------------------------

/** Drops empty strings, empty lists and undefined (the schema's formats refuse "" for url, email and dates). */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

/** JSON Resume's network names: the public page's labels, but the catch-all is "Other". */
const NETWORK_NAMES: Record<SocialKey, string> = { ...SOCIAL_LABELS, other: "Other" };

function usernameOf(url: string): string {
  try {
    return new URL(url).pathname.split("/").filter(Boolean).pop() ?? "";
  } catch {
    return "";
  }
}

/** "Bengaluru, Karnataka, India" → city "Bengaluru", region "Karnataka, India" (joined back by the import). */
function locationOf(location: string) {
  const [city = "", ...rest] = location.split(",").map((p) => p.trim());
  return compact({ city, region: rest.filter(Boolean).join(", ") });
}

/** "Bachelor of Science in Computer Science" → studyType "Bachelor of Science", area "Computer Science". */
function degreeOf(degree: string) {
  const at = degree.indexOf(" in ");
  return at > 0 ? { studyType: degree.slice(0, at).trim(), area: degree.slice(at + 4).trim() } : { studyType: degree.trim(), area: "" };
}

const COURSEWORK = /^Relevant coursework:\s*(.+)$/i;

export type ExportIdentity = Pick<User, "firstName" | "lastName" | "email">;

/** The saved profile (and the account's name and email) as a JSON Resume 1.0.0 document. */
export function toJsonResume(profile: ProfileDto, identity: ExportIdentity): JsonResume {
  const links = profile.socialLinks;
  const website = httpLink(links.website ?? "") || httpLink(profile.website);
  const profiles = SOCIAL_KEYS.filter((key) => key !== "website" && httpLink(links[key] ?? "")).map((key) => {
    const url = httpLink(links[key]!);
    return compact({ network: NETWORK_NAMES[key], username: socialKeyOf(url) ? usernameOf(url) : "", url });
  });
  return compact({
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name: fullName(identity),
      label: profile.title,
      // The photo as the API answers it (absolute on APP_URL); a relative path is not a usable link in a file.
      image: /^https?:\/\//.test(profile.profilePhoto) ? profile.profilePhoto : "",
      email: identity.email,
      phone: profile.phone,
      url: website,
      summary: profile.summary,
      location: profile.location ? locationOf(profile.location) : undefined,
      profiles,
    }),
    work: profile.experience.map((e) =>
      compact({
        name: e.company,
        position: e.title,
        location: e.location,
        startDate: e.startDate,
        endDate: e.current ? "" : e.endDate,
        summary: e.description,
        highlights: e.achievements,
      }),
    ),
    education: profile.education.map((e) => {
      const coursework = COURSEWORK.exec(e.description.trim());
      return compact({
        institution: e.school,
        ...degreeOf(e.degree),
        // Not in the 1.0.0 schema, which allows extra properties on an entry; the import reads it back.
        location: e.location,
        startDate: e.startDate,
        endDate: e.endDate,
        score: e.gpa,
        courses: coursework
          ? coursework[1]!
              .split(",")
              .map((c) => c.trim())
              .filter(Boolean)
          : [],
      });
    }),
    skills: profile.skills.map((name) => ({ name })),
    projects: profile.projects.map((p) => {
      const url = httpLink(p.url) || httpLink(p.githubUrl);
      return compact({
        name: p.title,
        description: p.description,
        keywords: p.skills,
        url,
        // An extra property (allowed on entries): the repository when the project also has a live URL.
        githubUrl: httpLink(p.githubUrl),
      });
    }),
    certificates: profile.certifications.map((c) =>
      compact({ name: c.name, issuer: c.issuer, date: c.issueDate, url: httpLink(c.credentialUrl), expiryDate: c.expiryDate }),
    ),
  });
}
