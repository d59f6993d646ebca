// The local, deterministic resume parser: plain text in, the extraction shape out. No network, no model.
// Steps: split into sections by their headings; read the header (name, title, contact, links); then each
// section with its own reader (experience and education entries are anchored on their dates). A year-only date
// stays "YYYY"; fields read by a guess (a bare city after the company, a school joined across lines, an order
// assumed between title and company) are listed in `review`, and so is what it could not read with confidence (a
// summary holding history, lines it could not place, a heading it could not read: ./review.ts). Accuracy:
// tests/resume-score (npm run bench).
import { isStudyLine, readEducation } from "./education";
import { blocksText, paragraph, type ReadEntries, readExperience, readSkills } from "./entries";
import { type ResumeExtraction, emptyExtraction, validateExtraction } from "./extraction";
import { findPhone, placeIn, readHeader } from "./header";
import { fragments, type Line, splitSections, toLines, urlsIn } from "./lines";
import { EMAIL_RE } from "./patterns";
import { experienceSubheading } from "./entry-groups";
import { clearImplausibleFields } from "./plausibility";
import { readCertifications } from "./certificates";
import { readProjects } from "./projects";
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

/** "Page 2", "Page 2 of 3", "2 / 3", "- 2 -": a page mark, alone or as one part of a line. */
const PAGE_MARK = /^(?:page\s+\d{1,2}(?:\s*(?:of|\/)\s*\d{1,2})?|\d{1,2}\s*(?:\/|of)\s*\d{1,2}|-\s*\d{1,2}\s*-)$/i;

/**
 * A running header or footer repeated on each page ("Dana Whitfield — Page 2", "Page 2 of 3", the name alone): a page
 * mark, or a short line holding the person's full name, inside a section. Never a company or a heading.
 */
function isRunningHeader(line: Line, fullName: string): boolean {
  if (line.bullet || line.blank || line.text.length > 80) return false;
  if (fragments(line.text).some((f) => PAGE_MARK.test(f))) return true;
  const words = line.text
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .toLowerCase();
  return fullName.includes(" ") && ` ${words} `.includes(` ${fullName} `) && words.split(" ").length <= fullName.split(" ").length + 6;
}

/** The line set above a section's first line (its heading, past an underline), "" when there is none. */
function headingAbove(lines: Line[], section: Line[]): string {
  let i = section.length > 0 ? lines.indexOf(section[0]!) - 1 : -1;
  while (i >= 0 && /^\s*([=\-_~*])\1{2,}\s*$/.test(lines[i]!.text)) i--;
  return i >= 0 ? lines[i]!.text : "";
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
  const fullName = `${head.firstName} ${head.lastName}`
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .toLowerCase();
  for (const section of sections) section.lines = section.lines.filter((line) => !isRunningHeader(line, fullName));

  const contactText = [...header, ...sections.filter((s) => s.key === "contact").flatMap((s) => s.lines)].map((l) => l.text).join("\n");
  result.personalInfo.email = (contactText.match(EMAIL_RE) ?? fullText.match(EMAIL_RE))?.[0] ?? "";
  result.personalInfo.phone = findPhone(contactText) || findPhone(fullText);
  if (!result.personalInfo.location) {
    for (const line of sections.filter((s) => s.key === "contact").flatMap((s) => s.lines)) {
      for (const f of fragments(line.text)) result.personalInfo.location ||= placeIn(f);
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
        takeEntries(
          readExperience(section.lines, experienceSubheading(headingAbove(lines, section.lines)) ?? "jobs"),
          result.experience,
          "experience",
          review,
          unplaced.experience,
        );
        break;
      case "education": {
        const read = readEducation(section.lines);
        takeEntries(read, result.education, "education", review, unplaced.education);
        result.certifications.push(...readCertifications(read.certificates));
        break;
      }
      case "projects":
        result.projects.push(...readProjects(section.lines));
        break;
      case "skills":
        skills.push(...readSkills(section.lines));
        break;
      case "certifications": {
        // "Training": a qualification studied over years ("Certificate III in …, 2015 – 2019") is a school's.
        const studied = section.lines.filter(isStudyLine);
        if (studied.length) takeEntries(readEducation(studied), result.education, "education", review, unplaced.education);
        result.certifications.push(...readCertifications(section.lines.filter((l) => !studied.includes(l))));
        break;
      }
      default: {
        // "SALES PERFORMANCE" over dated jobs, each with a title and a company: a section of jobs by another name.
        if (!section.unknown) break;
        const read = readExperience(section.lines);
        const jobs = read.entries.map((e) => e.item);
        if (jobs.length > 0 && jobs.every((j) => j.title && j.company && (j.startDate || j.endDate)))
          takeEntries(read, result.experience, "experience", review, unplaced.experience);
        break;
      }
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
  // Checked last, so a field cleared for failing its check is not filled again by a guess.
  const implausible = clearImplausibleFields(result);
  result.review = [...new Set([...review, ...implausible, ...resumeReviewPaths({ split, result, unplaced })])];
  return validateExtraction(result);
}
