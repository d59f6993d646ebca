// The local, deterministic resume parser: plain text in, the extraction shape out. No network, no model.
// Steps: split into sections by their headings; read the header (name, title, contact, links); then each
// section with its own reader (experience and education entries are anchored on their dates). A year-only date
// stays "YYYY"; fields read by a guess (a bare city after the company, a school joined across lines, an order
// assumed between title and company) are listed in `review`, and so is what it could not read with confidence (a
// summary holding history, lines it could not place, a heading it could not read: ./review.ts). Accuracy:
// tests/resume-score (npm run bench).
import { blocksText, paragraph, type ReadEntries, readEducation, readExperience, readSkills } from "./entries";
import { type ResumeExtraction, emptyExtraction, validateExtraction } from "./extraction";
import { findPhone, readHeader } from "./header";
import { fragments, isLocation, splitSections, toLines, urlsIn } from "./lines";
import { EMAIL_RE, withoutPostcode } from "./patterns";
import { readCertifications, readProjects } from "./projects";
import { resumeReviewPaths } from "./review";
import { canonicalSkill, skillsInText } from "./skills";

const MAX_PARSE_CHARS = 100_000;

// ---- the whole resume --------------------------------------------------------------------------------------

/** Cuts text at a word boundary to at most `max` characters. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 40)).trimEnd()}…`;
}

/** Adds a section's entries to `list`, each field it guessed to `review` by its path, and its lost lines to `unplaced`. */
function takeEntries<T>(read: ReadEntries<T>, list: T[], key: string, review: string[], unplaced: string[]) {
  for (const { item, unsure } of read.entries) {
    review.push(...unsure.map((field) => `${key}.${list.length}.${field}`));
    list.push(item);
  }
  unplaced.push(...read.unplaced);
}

/** Parses resume text into the extraction shape (validated). Deterministic: same text, same answer. */
export function parseResumeText(raw: string): ResumeExtraction {
  // Resumes are a few thousand characters; a huge text is cut so parsing stays cheap.
  const lines = toLines(raw.slice(0, MAX_PARSE_CHARS));
  const split = splitSections(lines);
  const { header, sections } = split;
  const result = emptyExtraction();
  const fullText = lines.map((l) => l.text).join("\n");

  const head = readHeader(header, lines);
  result.personalInfo.firstName = head.firstName;
  result.personalInfo.lastName = head.lastName;
  result.personalInfo.location = head.location;
  result.professional.title = head.title;

  const contactText = [...header, ...sections.filter((s) => s.key === "contact").flatMap((s) => s.lines)].map((l) => l.text).join("\n");
  result.personalInfo.email = (contactText.match(EMAIL_RE) ?? fullText.match(EMAIL_RE))?.[0] ?? "";
  result.personalInfo.phone = findPhone(contactText) || findPhone(fullText);
  if (!result.personalInfo.location) {
    for (const line of sections.filter((s) => s.key === "contact").flatMap((s) => s.lines)) {
      for (const f of fragments(line.text)) {
        const loc = f.replace(/^(location|address)\s*:\s*/i, "");
        if (!result.personalInfo.location && isLocation(loc)) result.personalInfo.location = withoutPostcode(loc);
      }
    }
  }

  const projectLines = sections.filter((s) => s.key === "projects").flatMap((s) => s.lines);
  const projectText = blocksText(projectLines);
  const links = urlsIn(contactText.length > 0 ? `${contactText}\n${fullText}` : fullText);
  const social = result.personalInfo.socialLinks;
  for (const link of links) {
    if (/linkedin\.com\/(in|pub)\//i.test(link)) social.linkedin ??= link;
    else if (/github\.com\/[A-Za-z0-9-]+\/?$/i.test(link)) social.github ??= link;
    else if (/behance\.net\/[\w.-]+\/?$/i.test(link)) social.behance ??= link;
    else if (/dribbble\.com\/[\w.-]+\/?$/i.test(link)) social.dribbble ??= link;
    else if (/twitter\.com|x\.com\//i.test(link)) social.twitter ??= link;
    else if (
      !/github\.com|linkedin\.com|behance\.net|dribbble\.com/i.test(link) &&
      !projectText.includes(link.replace(/^https?:\/\//, "")) &&
      contactText.includes(link.replace(/^https:\/\//, "").replace(/\/$/, ""))
    )
      social.website ??= link;
  }

  const skills: string[] = [];
  const review: string[] = [];
  const unplaced = { experience: [] as string[], education: [] as string[] };
  for (const section of sections) {
    switch (section.key) {
      case "summary":
        result.professional.summary ||= paragraph(section.lines);
        break;
      case "experience":
        takeEntries(readExperience(section.lines), result.experience, "experience", review, unplaced.experience);
        break;
      case "education":
        takeEntries(readEducation(section.lines), result.education, "education", review, unplaced.education);
        break;
      case "projects":
        result.projects.push(...readProjects(section.lines));
        break;
      case "skills":
        skills.push(...readSkills(section.lines));
        break;
      case "certifications":
        result.certifications.push(...readCertifications(section.lines));
        break;
      default:
        break;
    }
  }
  // A resume that lists its skills is taken at its word; without such a list, skills named in the summary
  // and the jobs, and the projects' known technologies (never a project's name: "Unity Garden"), stand in.
  if (skills.length < 5) {
    const described = sections.filter((s) => s.key === "experience" || s.key === "summary");
    skills.push(...skillsInText(described.map((s) => blocksText(s.lines)).join("\n")));
    skills.push(...result.projects.flatMap((p) => p.technologies.filter((t) => canonicalSkill(t) === t)));
  }
  const seen = new Set<string>();
  result.professional.skills = skills
    .filter((s) => {
      const k = s.toLowerCase();
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, 50);

  if (!result.professional.title && result.experience[0]?.title) result.professional.title = result.experience[0].title;
  // The editor accepts summaries and descriptions up to 1000 characters (spec part 2 section 5).
  result.professional.summary = clip(result.professional.summary, 1000);
  for (const item of [...result.experience, ...result.projects]) item.description = clip(item.description, 1000);
  result.review = [...review, ...resumeReviewPaths({ split, result, unplaced })];
  return validateExtraction(result);
}
