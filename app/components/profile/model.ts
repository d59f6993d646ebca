// The editor's client-side model: the draft profile, dirty checks and the payload each section sends. Validation
// with the shared zod schemas is in ./validation.ts, loaded when the editor is first used.
import { OFFLINE_MESSAGE, type SubmitFailure, TIMED_OUT_MESSAGE } from "~/lib/client-action";
import {
  cleanSkills,
  computeCompletion,
  PROFILE_SECTIONS,
  type ProfileSection,
  SOCIAL_KEYS,
  type SocialKey,
} from "~/schemas/profile-rules";
import type { ProfileDto } from "~/schemas/profile";

export type SectionKey = ProfileSection;

/** The sections that hold a list of entries. */
export type ListKey = "experience" | "education" | "projects" | "certifications";

/** Where a resume upload is (the resume card shows it; ./uploads.ts moves it on). */
export type Phase = "idle" | "uploading" | "processing" | "done";
export const SECTION_KEYS: readonly SectionKey[] = PROFILE_SECTIONS;

export interface ExperienceDraft {
  id: string;
  title: string;
  company: string;
  location: string;
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
  achievements: string[];
}
export interface EducationDraft {
  id: string;
  degree: string;
  school: string;
  location: string;
  startDate: string;
  endDate: string;
  description: string;
  gpa: string;
}
export interface ProjectDraft {
  id: string;
  title: string;
  description: string;
  skills: string[];
  url: string;
  githubUrl: string;
  image: string;
  featured: boolean;
}

export interface CertificationDraft {
  id: string;
  name: string;
  issuer: string;
  issueDate: string;
  expiryDate: string;
  credentialUrl: string;
  /** Kept as imported or saved (the editor has no badge field; the templates may show it). */
  badge: string;
}

export interface Draft {
  phone: string;
  location: string;
  socialLinks: Record<SocialKey, string>;
  title: string;
  summary: string;
  skills: string[];
  experience: ExperienceDraft[];
  education: EducationDraft[];
  projects: ProjectDraft[];
  certifications: CertificationDraft[];
  profilePhoto: string;
}

let seq = 0;
const newId = () => `c${Date.now().toString(36)}${(seq++).toString(36)}`;

export const str = (v: unknown) => (typeof v === "string" ? v : v == null ? "" : String(v));
export const strList = (v: unknown) => (Array.isArray(v) ? v.map(str) : []);

export function emptyExperience(): ExperienceDraft {
  return {
    id: newId(),
    title: "",
    company: "",
    location: "",
    startDate: "",
    endDate: "",
    current: false,
    description: "",
    achievements: [],
  };
}
export function emptyEducation(): EducationDraft {
  return { id: newId(), degree: "", school: "", location: "", startDate: "", endDate: "", description: "", gpa: "" };
}
export function emptyProject(): ProjectDraft {
  return { id: newId(), title: "", description: "", skills: [], url: "", githubUrl: "", image: "", featured: false };
}

export function emptyCertification(): CertificationDraft {
  return { id: newId(), name: "", issuer: "", issueDate: "", expiryDate: "", credentialUrl: "", badge: "" };
}

export function toExperience(e: Record<string, unknown>): ExperienceDraft {
  return {
    ...emptyExperience(),
    title: str(e.title),
    company: str(e.company),
    location: str(e.location),
    startDate: str(e.startDate),
    endDate: str(e.endDate),
    current: Boolean(e.current),
    description: str(e.description),
    achievements: strList(e.achievements),
  };
}
export function toEducation(e: Record<string, unknown>): EducationDraft {
  return {
    ...emptyEducation(),
    degree: str(e.degree),
    school: str(e.school),
    location: str(e.location),
    startDate: str(e.startDate),
    endDate: str(e.endDate),
    description: str(e.description),
    gpa: str(e.gpa),
  };
}
export function toProject(p: Record<string, unknown>): ProjectDraft {
  return {
    ...emptyProject(),
    title: str(p.title),
    description: str(p.description),
    skills: strList(p.skills),
    url: str(p.url),
    githubUrl: str(p.githubUrl),
    image: str(p.image),
    featured: Boolean(p.featured),
  };
}

export function toCertification(c: Record<string, unknown>): CertificationDraft {
  return {
    ...emptyCertification(),
    name: str(c.name),
    issuer: str(c.issuer),
    issueDate: str(c.issueDate),
    expiryDate: str(c.expiryDate),
    credentialUrl: str(c.credentialUrl ?? c.url),
    badge: str(c.badge),
  };
}

function socialRecord(links: Partial<Record<string, string>> | undefined): Record<SocialKey, string> {
  return Object.fromEntries(SOCIAL_KEYS.map((k) => [k, str(links?.[k])])) as Record<SocialKey, string>;
}

export function toDraft(p: ProfileDto): Draft {
  return {
    phone: p.phone,
    location: p.location,
    socialLinks: socialRecord(p.socialLinks),
    title: p.title,
    summary: p.summary,
    skills: [...p.skills],
    experience: p.experience.map((e) => toExperience(e as unknown as Record<string, unknown>)),
    education: p.education.map((e) => toEducation(e as unknown as Record<string, unknown>)),
    projects: p.projects.map((e) => toProject(e as unknown as Record<string, unknown>)),
    certifications: p.certifications.map((c) => toCertification(c as unknown as Record<string, unknown>)),
    profilePhoto: p.profilePhoto,
  };
}

/** Copies one section of `from` into `into` (used for snapshots, restores and server answers). */
export function withSection(into: Draft, from: Draft, section: SectionKey): Draft {
  switch (section) {
    case "personal":
      return { ...into, phone: from.phone, location: from.location, socialLinks: { ...from.socialLinks } };
    case "professional":
      return { ...into, title: from.title, summary: from.summary, skills: [...from.skills] };
    default:
      return { ...into, [section]: from[section] };
  }
}

const stripIds = <T extends { id: string }>(list: T[]) => list.map(({ id: _id, ...rest }) => rest);

/** A comparable (id-free) view of one section. */
function sectionValue(d: Draft, section: SectionKey): unknown {
  switch (section) {
    case "personal":
      return { phone: d.phone, location: d.location, socialLinks: d.socialLinks };
    case "professional":
      return { title: d.title, summary: d.summary, skills: d.skills };
    default:
      return stripIds(d[section] as Array<{ id: string }>);
  }
}

export function sameSection(a: Draft, b: Draft, section: SectionKey) {
  return JSON.stringify(sectionValue(a, section)) === JSON.stringify(sectionValue(b, section));
}

/** Entries count only when any field is filled (the schema's rule); flags and ids do not count. */
export function isBlankEntry(entry: object): boolean {
  return Object.entries(entry).every(([key, value]) => {
    if (key === "current" || key === "featured" || key === "id") return true;
    if (Array.isArray(value)) return value.every((v) => typeof v !== "string" || v.trim() === "");
    return value == null || (typeof value === "string" && value.trim() === "");
  });
}

/** What the section sends to the action (the shape PUT /profiles/me takes). */
export function sectionPayload(d: Draft, section: SectionKey): Record<string, unknown> {
  switch (section) {
    case "personal":
      return {
        phone: d.phone,
        location: d.location,
        socialLinks: Object.fromEntries(Object.entries(d.socialLinks).filter(([, v]) => v.trim())),
      };
    case "professional":
      return { title: d.title, summary: d.summary, skills: cleanSkills(d.skills) };
    default:
      return { [section]: stripIds((d[section] as Array<{ id: string }>).filter((e) => !isBlankEntry(e))) };
  }
}

export function fullPayload(d: Draft): Record<string, unknown> {
  return Object.assign({}, ...SECTION_KEYS.map((s) => sectionPayload(d, s)));
}

export type Errors = Record<string, string>;

export function sectionOf(path: string): SectionKey {
  const head = path.split(".")[0]!;
  if (head === "experience" || head === "education" || head === "projects" || head === "certifications") return head;
  if (head === "title" || head === "summary" || head === "skills") return "professional";
  return "personal";
}

export function completionOf(d: Draft): number {
  return computeCompletion({
    phone: d.phone.trim(),
    location: d.location.trim(),
    socialLinks: d.socialLinks,
    profilePhoto: d.profilePhoto,
    title: d.title.trim(),
    summary: d.summary.trim(),
    skills: cleanSkills(d.skills),
    experience: d.experience.filter((e) => !isBlankEntry(e)) as never,
    education: d.education.filter((e) => !isBlankEntry(e)) as never,
    projects: d.projects.filter((e) => !isBlankEntry(e)) as never,
  });
}

const UNEXPECTED_MESSAGE = "An unexpected error occurred. Please try again.";

/** The generic handler's message for a save that got no usable answer (spec part 2 section 8). */
export function submitFailureMessage(failure: SubmitFailure): string {
  if (failure.reason === "timeout") return TIMED_OUT_MESSAGE;
  if (failure.reason === "network") return OFFLINE_MESSAGE;
  // An answer came (a 5xx page, a body that is not the action's): the connection is not the problem.
  return errorMessage(failure.httpStatus, UNEXPECTED_MESSAGE);
}

/** The generic save/load handler's message for a failed call (spec part 2 section 8). */
export function errorMessage(status: number, message?: string, errors?: Array<{ msg?: string; message?: string }>): string {
  if (status === 401) return "Session expired. Please log in again.";
  if (status === 403) return "You do not have permission to perform this action.";
  if (status === 429) return "Too many requests. Please wait a moment and try again.";
  if (message) return message;
  const first = errors?.[0];
  if (first?.msg || first?.message) return (first.msg ?? first.message)!;
  if (typeof navigator !== "undefined" && !navigator.onLine) return OFFLINE_MESSAGE;
  return UNEXPECTED_MESSAGE;
}

/** Maps the resume extraction (POST /profiles/upload-resume data) onto the draft: fills every section. */
export interface ResumeData {
  personalInfo?: { phone?: string; location?: string; socialLinks?: Partial<Record<string, string>> };
  professional?: { title?: string; summary?: string; skills?: string[] };
  experience?: Array<Record<string, unknown>>;
  education?: Array<Record<string, unknown>>;
  projects?: Array<Record<string, unknown>>;
  certifications?: Array<Record<string, unknown>>;
  /** Dotted paths of the extraction the import was unsure of ("experience.1.company"). */
  review?: string[];
}

/**
 * A path that survives reordering: a list entry's index becomes its id ("experience.c1x.company"), so a mark stays
 * on its entry when another one is deleted. Paths outside the lists are their own key.
 */
export function stableKey(d: Draft, path: string): string {
  const [head, index, ...rest] = path.split(".");
  const list = head === "experience" || head === "education" || head === "projects" || head === "certifications" ? d[head] : null;
  if (!list || index === undefined) return path;
  const entry = list[Number(index)];
  return entry ? [head, entry.id, ...rest].join(".") : path;
}

/** The draft's value under a stable key (see stableKey), as text to compare. */
export function valueAtKey(d: Draft, key: string): string {
  const [head, second, third] = key.split(".");
  if (head === "socialLinks") return d.socialLinks[second as SocialKey] ?? "";
  if (head === "experience" || head === "education" || head === "projects" || head === "certifications") {
    const entry = (d[head] as Array<{ id: string }>).find((e) => e.id === second) as Record<string, unknown> | undefined;
    return JSON.stringify(entry?.[third ?? ""] ?? null);
  }
  return JSON.stringify((d as unknown as Record<string, unknown>)[head ?? ""] ?? null);
}

export function currentMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
}
