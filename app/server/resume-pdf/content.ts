// What the PDF resume says, in reading order, as plain blocks (no pdf-lib here): the name, the title, one contact
// line, the http(s) links, then the standard sections an applicant tracking system looks for, in the usual order.
// render.server.ts lays these blocks out; tests read them directly.
import { formatMonthIn } from "~/lib/dates";
import { PORTFOLIO_WORDS } from "~/schemas/portfolio-i18n";
import type { PortfolioWords } from "~/schemas/portfolio-i18n/en";
import { fillSlots, type PortfolioLocale } from "~/schemas/portfolio-locales";
import { dateRange, FALLBACK, fullName, type PortfolioData, safeHref, SOCIAL_LABELS } from "~/schemas/portfolio-model";
import { SOCIAL_KEYS } from "~/schemas/profile";

/** The standard headings, in the order they appear (sections without data are left out). */
export const RESUME_SECTIONS = ["Summary", "Experience", "Education", "Skills", "Projects", "Certifications"] as const;
type ResumeSection = (typeof RESUME_SECTIONS)[number];

export interface ResumeLink {
  label: string;
  /** What the owner typed (an internationalised domain stays readable) … */
  text: string;
  /** … and where it goes: always http(s). */
  url: string;
}

/** One entry of a section: a bold first line, then smaller lines, paragraphs and bullets. */
export interface ResumeEntry {
  heading: string;
  /** Dates, place, issuer…: one line each, in a muted colour. */
  meta: string[];
  paragraphs: string[];
  bullets: string[];
  links: ResumeLink[];
}

interface ResumeBlock {
  section: ResumeSection;
  /** The heading as printed, in the portfolio's language ("Experiencia profesional"). */
  title: string;
  /** A free paragraph (Summary, Skills) … */
  text?: string;
  /** … or entries (Experience, Education, Projects, Certifications). */
  entries?: ResumeEntry[];
}

/** A cover letter as its PDF and DOCX print it: the sender, then the letter's paragraphs (issue 33). */
export interface LetterContent {
  name: string;
  /** Email, phone and location, as on the resume. */
  contact: string[];
  links: ResumeLink[];
  paragraphs: string[];
}

export interface ResumeContent {
  /** The portfolio's language: the PDF's /Lang. */
  locale: PortfolioLocale;
  name: string;
  title: string;
  /** Email, phone and location, in that order. */
  contact: string[];
  links: ResumeLink[];
  blocks: ResumeBlock[];
}

/**
 * Composed characters (NFC: "ë" as one code point, as the renderer draws it); control characters and tabs become
 * spaces; runs of spaces collapse (text, not layout, is what is kept).
 */
function cleanText(value: string | null | undefined): string {
  return (value ?? "")
    .normalize("NFC")
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b\ufeff]/g, " ")
    .replace(/[ \u00a0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .trim();
}

/** Only http(s) links are printed; anything else (javascript:, data:, mailto: …) is left out. */
function link(label: string, value: string | null | undefined): ResumeLink[] {
  const url = safeHref(value);
  return url ? [{ label, text: cleanText(value), url }] : [];
}

function entry(heading: string, parts: Partial<Omit<ResumeEntry, "heading">>): ResumeEntry {
  const keep = (list: string[] | undefined) => (list ?? []).map(cleanText).filter(Boolean);
  return {
    heading: cleanText(heading),
    meta: keep(parts.meta),
    paragraphs: keep(parts.paragraphs),
    bullets: keep(parts.bullets),
    links: parts.links ?? [],
  };
}

const joined = (...parts: Array<string | null | undefined>) => parts.map(cleanText).filter(Boolean).join(" · ");

/** Each section's heading in the portfolio's words. */
const SECTION_WORD: Record<ResumeSection, keyof PortfolioWords> = {
  Summary: "summary",
  Experience: "experience",
  Education: "education",
  Skills: "skills",
  Projects: "projects",
  Certifications: "certifications",
};

export function resumeContent(data: PortfolioData): ResumeContent {
  const locale = data.locale ?? "en";
  const words = PORTFOLIO_WORDS[locale];
  const language = { locale, present: words.present };
  const month = (value: string) => formatMonthIn(value, locale);
  const blocks: ResumeBlock[] = [];
  // In English the standard headings and labels an applicant tracking system looks for; in another language, the
  // portfolio's own words.
  const english = locale === "en";
  const push = (block: Omit<ResumeBlock, "title">) =>
    blocks.push({ ...block, title: english ? block.section : words[SECTION_WORD[block.section]] });
  const label = (standard: string, word: string) => (english ? standard : word);
  const summary = cleanText(data.professional.summary);
  if (summary) push({ section: "Summary", text: summary });

  if (data.experience.length) {
    push({
      section: "Experience",
      entries: data.experience.map((job) =>
        entry(`${cleanText(job.title) || FALLBACK.position} — ${cleanText(job.company) || FALLBACK.company}`, {
          meta: [joined(dateRange(job.startDate, job.endDate, { current: job.current, language }), job.location)],
          paragraphs: [job.description],
          bullets: job.achievements,
        }),
      ),
    });
  }

  if (data.education.length) {
    push({
      section: "Education",
      entries: data.education.map((school) =>
        entry(`${cleanText(school.degree) || FALLBACK.degree} — ${cleanText(school.school) || FALLBACK.institution}`, {
          meta: [
            joined(dateRange(school.startDate, school.endDate, { presentWhenNoEnd: true, language }), school.location),
            school.gpa ? fillSlots(words.grade, { grade: school.gpa }) : "",
          ],
          paragraphs: [school.description],
        }),
      ),
    });
  }

  const skills = data.professional.skills.map(cleanText).filter(Boolean);
  if (skills.length) push({ section: "Skills", text: skills.join(", ") });

  if (data.projects.length) {
    push({
      section: "Projects",
      entries: data.projects.map((project) =>
        entry(cleanText(project.title) || FALLBACK.project, {
          meta: [project.skills.length ? `${words.technologies}: ${project.skills.map(cleanText).join(", ")}` : ""],
          paragraphs: [project.description],
          links: [...link(label("Live", words.liveDemo), project.url), ...link(label("Code", words.code), project.githubUrl)],
        }),
      ),
    });
  }

  if (data.certifications.length) {
    push({
      section: "Certifications",
      entries: data.certifications.map((cert) =>
        entry(cleanText(cert.name) || FALLBACK.certification, {
          meta: [
            joined(
              cert.issuer,
              cert.issueDate ? fillSlots(words.issued, { date: month(cert.issueDate) }) : "",
              cert.expiryDate ? fillSlots(words.expires, { date: month(cert.expiryDate) }) : "",
            ),
          ],
          links: link(label("Credential", words.viewCredential), cert.credentialUrl),
        }),
      ),
    });
  }

  return {
    locale,
    name: cleanText(fullName(data, data.username)),
    title: cleanText(data.professional.title),
    contact: [data.email, data.personalInfo.phone, data.personalInfo.location].map(cleanText).filter(Boolean),
    links: SOCIAL_KEYS.flatMap((key) => link(SOCIAL_LABELS[key], data.personalInfo.socialLinks[key])),
    blocks,
  };
}

/** "zoe-lukasiewicz-muller-resume.pdf": the name in ASCII letters and digits, for Content-Disposition. */
export function resumeFileName(data: Pick<PortfolioData, "firstName" | "lastName" | "username">): string {
  const ascii = `${data.firstName ?? ""} ${data.lastName ?? ""}`
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[łŁ]/g, "l")
    .replace(/[øØ]/g, "o")
    .replace(/[đĐðÐ]/g, "d")
    .replace(/ß/g, "ss")
    .replace(/[æÆ]/g, "ae")
    .replace(/[œŒ]/g, "oe")
    .replace(/[þÞ]/g, "th")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${ascii || data.username || "resume"}-resume.pdf`.replace(/^resume-resume/, "resume");
}
