// The data a portfolio template renders (the public API's `data` minus seo) and the small, pure helpers every
// template shares: dates, safe links, fallbacks, initials, SEO. No React here, so the API can use it too.
import type { CertificationItem, EducationItem, ExperienceItem, ProjectItem, SocialKey } from "~/schemas/profile";
import { SOCIAL_KEYS } from "~/schemas/profile-rules";
import type { TemplateId } from "./portfolio-catalogue";
import { formatMonthIn } from "~/lib/dates";
import type { PortfolioLocale } from "./portfolio-locales";

export interface PortfolioData {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Absolute or root-relative URL of the photo; '' when none. */
  profilePhoto: string;
  personalInfo: {
    phone: string;
    location: string;
    socialLinks: Partial<Record<SocialKey, string>>;
  };
  professional: { title: string; summary: string; skills: string[] };
  experience: ExperienceItem[];
  education: EducationItem[];
  projects: ProjectItem[];
  certifications: CertificationItem[];
  /** The page's language (issue 35); absent in snapshots published before it, which read as English. */
  locale?: PortfolioLocale;
}

export interface PortfolioSeo {
  title: string;
  description: string;
  keywords: string;
}

/** GET /api/portfolio/public/{username} `data`. */
export interface PublicPortfolio extends PortfolioData {
  selectedTemplate: TemplateId;
  seo: PortfolioSeo;
}

/** Defaults for missing values (spec part 1 section 2.8). */
export const FALLBACK = {
  position: "Position",
  company: "Company",
  project: "Untitled Project",
  degree: "Degree",
  institution: "Institution",
  certification: "Certification",
  issuer: "Issuer",
  name: "Professional Portfolio",
} as const;

/** The language a date range is written in: the page's locale and its word for "Present". */
export interface DateLanguage {
  locale: PortfolioLocale;
  present: string;
}

const ENGLISH_DATES: DateLanguage = { locale: "en", present: "Present" };

/**
 * "Apr 2021 - Present", "Apr 2021 - Jun 2023", "Apr 2021", or '' (experience and education ranges); in another
 * language its months and "Present" ("abr 2021 - Actualidad").
 */
export function dateRange(
  start: string,
  end: string,
  opts: { current?: boolean; long?: boolean; presentWhenNoEnd?: boolean; language?: DateLanguage } = {},
): string {
  const { locale, present } = opts.language ?? ENGLISH_DATES;
  const from = formatMonthIn(start, locale, opts.long);
  const to = opts.current || (opts.presentWhenNoEnd && !end?.trim()) ? present : formatMonthIn(end, locale, opts.long);
  if (from && to) return `${from} - ${to}`;
  return from || to;
}

/**
 * The only way a template turns user data into an href: http(s) URLs (a bare domain gets https://) and
 * nothing else. `javascript:`, `data:` and every other scheme give null, and the caller renders plain text.
 */
export function safeHref(value: string | null | undefined): string | null {
  const raw = (value ?? "").trim();
  if (!raw) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : /^\/\//.test(raw) ? `https:${raw}` : `https://${raw}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** A photo URL a template may put in <img src>: our own /media/ paths or http(s) URLs. */
export function safeImageSrc(value: string | null | undefined): string | null {
  const raw = (value ?? "").trim();
  if (!raw) return null;
  if (/^\/media\/[A-Za-z0-9/_.-]+$/.test(raw) && !raw.includes("..")) return raw;
  return safeHref(raw);
}

/** mailto: for a plausible address only (no spaces, no header tricks). */
export function mailtoHref(email: string | null | undefined): string | null {
  const v = (email ?? "").trim();
  return /^[^\s@<>"'()]+@[^\s@<>"'()]+\.[^\s@<>"'()]+$/.test(v) ? `mailto:${v}` : null;
}

/** tel: with only the characters a dialler uses. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/[^\d+]/g, "");
  return digits.replace(/\D/g, "").length >= 5 ? `tel:${digits}` : null;
}

export function fullName(data: Pick<PortfolioData, "firstName" | "lastName">, fallback: string = FALLBACK.name): string {
  return `${data.firstName ?? ""} ${data.lastName ?? ""}`.trim() || fallback;
}

/** What the public page carries when the owner turned search engine indexing off: a robots meta and this header. */
export const ROBOTS_HEADER = "X-Robots-Tag";
export const NOINDEX = "noindex";

/** The social preview image's size (Open Graph's recommended 1200×630; app/server/og-image draws exactly this). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Initials from first and last name ("AM"); '' when both are empty. */
export function initials(data: Pick<PortfolioData, "firstName" | "lastName">): string {
  return `${(data.firstName ?? "").trim().charAt(0)}${(data.lastName ?? "").trim().charAt(0)}`.toUpperCase();
}

export const SOCIAL_LABELS: Record<SocialKey, string> = {
  linkedin: "LinkedIn",
  github: "GitHub",
  twitter: "Twitter",
  website: "Website",
  portfolio: "Portfolio",
  behance: "Behance",
  dribbble: "Dribbble",
  other: "Link",
};

/** The owner's social links that are safe to render, in the spec's order. */
export function socialLinks(data: PortfolioData): Array<{ key: SocialKey; label: string; href: string }> {
  const links = data.personalInfo?.socialLinks ?? {};
  return SOCIAL_KEYS.flatMap((key) => {
    const href = safeHref(links[key]);
    return href ? [{ key, label: SOCIAL_LABELS[key], href }] : [];
  });
}

/** A host-and-path label for a URL ("github.com/ada"), for places that show the link text. */
export function displayUrl(href: string): string {
  try {
    const url = new URL(href);
    return `${url.hostname.replace(/^www\./, "")}${url.pathname === "/" ? "" : url.pathname.replace(/\/$/, "")}`;
  } catch {
    return href;
  }
}

/** The page's SEO data, derived from the published snapshot. */
export function seoFor(data: PortfolioData): PortfolioSeo {
  const name = fullName(data, data.username);
  const title = data.professional?.title ? `${name} - ${data.professional.title}` : `${name} - Portfolio`;
  const summary = (data.professional?.summary ?? "").replace(/\s+/g, " ").trim();
  const description = summary
    ? summary.length > 160
      ? `${summary.slice(0, 157).replace(/\s+\S*$/, "")}...`
      : summary
    : `${name}'s professional portfolio: experience, projects, skills and contact details.`;
  const keywords = [name, data.professional?.title, ...(data.professional?.skills ?? []).slice(0, 15), "portfolio"]
    .filter(Boolean)
    .join(", ");
  return { title, description, keywords };
}

/** Fictional sample data rendered by the preview when the viewer's profile is not completed. */
export const SAMPLE_PORTFOLIO: PortfolioData = {
  username: "alex-morgan",
  firstName: "Alex",
  lastName: "Morgan",
  email: "alex.morgan@example.com",
  profilePhoto: "",
  personalInfo: {
    phone: "+1 415 555 0142",
    location: "San Francisco, CA",
    socialLinks: {
      linkedin: "https://www.linkedin.com/in/alex-morgan-sample",
      github: "https://github.com/alex-morgan-sample",
      website: "https://alexmorgan.example.com",
    },
  },
  professional: {
    title: "Senior Full-Stack Engineer",
    summary:
      "Full-stack engineer with eight years of experience building fast, accessible web products. I lead small teams from idea to launch, care about clean APIs and measurable results, and enjoy mentoring engineers.",
    skills: ["TypeScript", "React", "Node.js", "PostgreSQL", "GraphQL", "AWS", "Docker", "Figma", "Testing"],
  },
  experience: [
    {
      title: "Senior Full-Stack Engineer",
      company: "Northwind Labs",
      location: "San Francisco, CA",
      startDate: "2021-03",
      endDate: "",
      current: true,
      description: "Lead engineer for the customer analytics platform used by 4,000 businesses.",
      achievements: ["Cut page load time by 48% with edge rendering", "Mentored five engineers to senior roles"],
    },
    {
      title: "Software Engineer",
      company: "Bluebird Commerce",
      location: "Austin, TX",
      startDate: "2017-06",
      endDate: "2021-02",
      current: false,
      description: "Built the checkout and payments services for a marketplace with two million monthly buyers.",
      achievements: ["Raised checkout conversion by 12%", "Introduced contract testing across 14 services"],
    },
  ],
  education: [
    {
      degree: "B.Sc. Computer Science",
      school: "University of Washington",
      location: "Seattle, WA",
      startDate: "2013-09",
      endDate: "2017-06",
      description: "Focus on distributed systems and human-computer interaction.",
      gpa: "3.8/4.0",
    },
  ],
  projects: [
    {
      title: "Realtime Dashboard Kit",
      description: "An open-source kit of streaming charts and widgets for operational dashboards.",
      skills: ["React", "WebSockets", "D3"],
      url: "https://dashboards.example.com",
      githubUrl: "https://github.com/alex-morgan-sample/dashboard-kit",
      image: "",
      featured: true,
    },
    {
      title: "Trailhead Planner",
      description: "A mobile-first trip planner with offline maps and shared itineraries for hiking groups.",
      skills: ["TypeScript", "PWA", "Mapbox"],
      url: "https://trailhead.example.com",
      githubUrl: "",
      image: "",
      featured: false,
    },
  ],
  certifications: [
    {
      name: "AWS Certified Solutions Architect",
      issuer: "Amazon Web Services",
      issueDate: "2023-05",
      expiryDate: "2026-05",
      credentialUrl: "https://aws.amazon.com/certification/",
      badge: "",
    },
  ],
};
