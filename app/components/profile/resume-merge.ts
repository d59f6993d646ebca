// A resume extraction (resume upload, JSON Resume, LinkedIn export) joined into the editor's draft by the rules of
// ./import-merge.ts, and the fields it was unsure of (its review list): loaded when an extraction arrives
// (use-import-review.ts), so that the profile page's first load does not carry it.
import { SOCIAL_KEYS, cleanSkills } from "~/schemas/profile-rules";
import { type ImportProposal, proposeImport } from "./import-merge";

export { applyImport, needsReview } from "./import-merge";
import { type Draft, type ResumeData, str, strList, toCertification, toEducation, toExperience, toProject } from "./model";

/** Where an extraction field lands in the editor (list entries by index), or null when the editor has no such field. */
const REVIEW_TARGETS: Record<string, Record<string, string>> = {
  personalInfo: { phone: "phone", location: "location" },
  professional: { title: "title", summary: "summary", skills: "skills" },
  experience: {
    title: "title",
    company: "company",
    location: "location",
    startDate: "startDate",
    endDate: "endDate",
    current: "endDate",
    description: "description",
    achievements: "achievements",
  },
  education: {
    degree: "degree",
    school: "school",
    location: "location",
    startDate: "startDate",
    endDate: "endDate",
    gpa: "gpa",
    relevantCoursework: "description",
  },
  projects: {
    title: "title",
    description: "description",
    highlights: "description",
    technologies: "skills",
    liveUrl: "url",
    githubUrl: "githubUrl",
  },
  certifications: { name: "name", issuer: "issuer", issueDate: "issueDate", expiryDate: "expiryDate", credentialUrl: "credentialUrl" },
};

/** The editor paths ("experience.1.company", "socialLinks.github") of the extraction's review list. */
export function reviewPaths(data: ResumeData): string[] {
  const paths = new Set<string>();
  for (const raw of data.review ?? []) {
    const [head, ...rest] = String(raw).split(".");
    if (head === "personalInfo" && rest[0] === "socialLinks" && (SOCIAL_KEYS as readonly string[]).includes(rest[1] ?? "")) {
      paths.add(`socialLinks.${rest[1]}`);
      continue;
    }
    const targets = REVIEW_TARGETS[head ?? ""];
    if (!targets) continue;
    const listed = head !== "personalInfo" && head !== "professional";
    const index = listed ? rest.shift() : undefined;
    if (listed && !/^\d+$/.test(index ?? "")) continue;
    const target = targets[rest[0] ?? ""];
    if (target) paths.add(listed ? `${head}.${index}.${target}` : target);
  }
  return [...paths];
}

/** The extraction in the editor's shape: its lists in the extraction's order (review paths count by them). */
function importedDraft(data: ResumeData): Draft {
  const p = data.personalInfo ?? {};
  const pro = data.professional ?? {};
  const socialLinks = Object.fromEntries(SOCIAL_KEYS.map((key) => [key, str(p.socialLinks?.[key]).trim()])) as Draft["socialLinks"];
  const education = (data.education ?? []).map((e) => {
    const item = toEducation(e);
    const coursework = strList(e.relevantCoursework).filter(Boolean);
    if (!item.description && coursework.length) item.description = `Relevant coursework: ${coursework.join(", ")}`;
    return item;
  });
  const projects = (data.projects ?? []).map((p) => {
    const item = toProject({ ...p, url: p.url ?? p.liveUrl, skills: p.skills ?? p.technologies });
    const highlights = strList(p.highlights).filter(Boolean);
    if (highlights.length) item.description = [item.description, ...highlights.map((h) => `• ${h}`)].filter(Boolean).join("\n");
    item.skills = cleanSkills(item.skills).slice(0, 10);
    return item;
  });
  return {
    // Dots are a common separator the phone rule does not strip ("312.555.0199").
    phone: str(p.phone).trim().replace(/\./g, " "),
    location: str(p.location).trim(),
    socialLinks,
    title: str(pro.title).trim(),
    summary: str(pro.summary).trim(),
    skills: cleanSkills(strList(pro.skills)),
    experience: (data.experience ?? []).map(toExperience),
    education,
    projects,
    certifications: (data.certifications ?? []).filter((c) => c && typeof c === "object").map(toCertification),
    profilePhoto: "",
  };
}

/** The extraction joined into the editor's draft (import-merge.ts), with what it changes per section for the review. */
export function mergeImport(d: Draft, data: ResumeData): ImportProposal {
  return proposeImport(d, importedDraft(data), reviewPaths(data));
}

/** The draft with everything the import brings that joins without a choice (no offered value taken). */
export function mergeResume(d: Draft, data: ResumeData): Draft {
  return mergeImport(d, data).merged;
}
