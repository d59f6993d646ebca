// Creative Gradient and Executive Professional Suite render what spec part 1 section 2.8 asks for: stable
// display-only skill levels, cycling categories, the name fallbacks, long-month dates, the email-gated contact
// button, and nothing but the header and footer for a name-only profile.
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SAMPLE_PORTFOLIO, type PortfolioData } from "~/schemas/portfolio-model";
import CreativeGradient, { skillCategory, skillLevel } from "~/components/portfolio-templates/creative-gradient";
import ExecutiveSuite from "~/components/portfolio-templates/executive-suite";
import type { TemplateProps } from "~/components/portfolio-templates/shared";
import { nameOnlyPortfolio } from "./shared";

const render = (Template: ComponentType<TemplateProps>, data: PortfolioData) => renderToString(createElement(Template, { data }));

/** Text content without tags (React inserts <!-- --> between adjacent text nodes). */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const NAME_ONLY = nameOnlyPortfolio("jordan", "Jordan", "Blake");

const SECTION_HEADINGS = [
  "My Superpowers",
  "My Journey",
  "Featured Work",
  "Education",
  "Certifications",
  "Core Competencies",
  "Professional Experience",
  "Key Projects &amp; Initiatives",
];

describe("Creative Gradient", () => {
  it("shows skill levels between 80 and 99 that are the same on every render", () => {
    const levels = (html: string) => [...html.matchAll(/data-skill-level="(\d+)"/g)].map((m) => Number(m[1]));
    const first = levels(render(CreativeGradient, SAMPLE_PORTFOLIO));
    expect(first).toHaveLength(SAMPLE_PORTFOLIO.professional.skills.length);
    for (const level of first) {
      expect(level).toBeGreaterThanOrEqual(80);
      expect(level).toBeLessThanOrEqual(99);
    }
    expect(levels(render(CreativeGradient, SAMPLE_PORTFOLIO))).toEqual(first);
    // Spread over the range rather than one constant.
    expect(new Set(first).size).toBeGreaterThan(1);
    for (const skill of ["", "a", "TypeScript", "Testing (Vitest, Playwright)", "日本語"]) {
      expect(skillLevel(skill)).toBeGreaterThanOrEqual(80);
      expect(skillLevel(skill)).toBeLessThanOrEqual(99);
    }
  });

  it("cycles the skill categories Frontend, Backend, Tools by position", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(skillCategory)).toEqual(["Frontend", "Backend", "Tools", "Frontend", "Backend", "Tools", "Frontend"]);
    const html = render(CreativeGradient, {
      ...SAMPLE_PORTFOLIO,
      professional: { ...SAMPLE_PORTFOLIO.professional, skills: ["A", "B", "C", "D"] },
    });
    expect([...html.matchAll(/>(Frontend|Backend|Tools)</g)].map((m) => m[1])).toEqual(["Frontend", "Backend", "Tools", "Frontend"]);
  });

  it("renders the sections, project links and the footer with the 'Let's Connect' contact modal", () => {
    const page = text(render(CreativeGradient, SAMPLE_PORTFOLIO));
    for (const heading of ["My Superpowers", "My Journey", "Featured Work", "Education", "Certifications", "Let's Create Magic Together"]) {
      expect(page).toContain(heading);
    }
    for (const label of ["Live Demo", "Code", "View Credential", "Start a Conversation", "Download Resume", "Let's Connect", "Present"]) {
      expect(page).toContain(label);
    }
  });

  it("falls back to 'Creative' / 'Professional' in the hero when the names are missing", () => {
    const html = render(CreativeGradient, { ...NAME_ONLY, firstName: "", lastName: "" });
    expect(html).toMatch(/<h1[^>]*>.*Creative.*Professional.*<\/h1>/s);
    expect(text(render(CreativeGradient, { ...NAME_ONLY, lastName: "" }))).toContain("Jordan Professional");
  });

  it("renders no section headings for a name-only profile", () => {
    const html = render(CreativeGradient, NAME_ONLY);
    for (const heading of SECTION_HEADINGS) expect(html).not.toContain(`>${heading}</h2>`);
    expect(text(html)).toContain("Jordan Blake");
    expect(html).not.toMatch(/<h3/);
  });

  it("turns only http(s) links into hrefs", () => {
    const html = render(CreativeGradient, {
      ...SAMPLE_PORTFOLIO,
      projects: [{ ...SAMPLE_PORTFOLIO.projects[0]!, url: "javascript:alert(1)", githubUrl: "data:text/html,hi" }],
    });
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("data:text");
  });
});

describe("Executive Professional Suite", () => {
  it("shows initials from the first and last name when there is no photo", () => {
    const html = render(ExecutiveSuite, { ...NAME_ONLY, firstName: "ada", lastName: "lovelace" });
    expect(html).toMatch(/aria-hidden="true"[^>]*>AL<\/div>/);
    expect(html).not.toContain("<img");
  });

  it("shows the photo instead of initials when there is one", () => {
    const html = render(ExecutiveSuite, { ...NAME_ONLY, profilePhoto: "/media/photos/abc.png" });
    expect(html).toContain('src="/media/photos/abc.png"');
    expect(html).not.toMatch(/>JB<\/div>/);
  });

  it("falls back to 'Executive Professional' without a name", () => {
    const html = render(ExecutiveSuite, { ...NAME_ONLY, firstName: "", lastName: "" });
    expect(html).toMatch(/<h1[^>]*><bdi>Executive Professional<\/bdi><\/h1>/);
    expect(html).toMatch(/>EP<\/div>/);
    expect(text(html)).toContain("Executive Professional. All rights reserved.");
  });

  it("writes dates with long month names and 'Present' for current roles and open-ended education", () => {
    const page = text(
      render(ExecutiveSuite, {
        ...SAMPLE_PORTFOLIO,
        education: [{ ...SAMPLE_PORTFOLIO.education[0]!, startDate: "2024-09", endDate: "" }],
      }),
    );
    expect(page).toContain("March 2021 - Present");
    expect(page).toContain("June 2017 - February 2021");
    expect(page).toContain("September 2024 - Present");
    expect(page).toContain("Issued May 2023 · Expires May 2026");
    expect(page).not.toMatch(/\b(Mar|Jun|Feb|Sep) \d{4}/);
  });

  it("renders its sections, with Education and Certifications side by side", () => {
    const html = render(ExecutiveSuite, SAMPLE_PORTFOLIO);
    for (const heading of [
      "Core Competencies",
      "Professional Experience",
      "Key Projects &amp; Initiatives",
      "Education",
      "Certifications",
    ]) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    expect(html).toContain("@3xl:grid-cols-2 @3xl:gap-12");
    expect(text(html)).toContain("Get in Touch");
  });

  it("offers 'Get in Touch' only when the owner has an email", () => {
    const withoutEmail = text(render(ExecutiveSuite, { ...SAMPLE_PORTFOLIO, email: "" }));
    expect(withoutEmail).not.toContain("Get in Touch");
    expect(withoutEmail).toContain("Download Resume");
    expect(text(render(ExecutiveSuite, { ...NAME_ONLY, email: "jordan@example.com" }))).toContain("Get in Touch");
  });

  it("renders no section headings for a name-only profile", () => {
    const html = render(ExecutiveSuite, NAME_ONLY);
    for (const heading of SECTION_HEADINGS) expect(html).not.toContain(`>${heading}</h2>`);
    expect(html).toMatch(/<h1[^>]*><bdi>Jordan Blake<\/bdi><\/h1>/);
    expect(html).not.toMatch(/<h3/);
    expect(text(html)).toContain("Jordan Blake. All rights reserved.");
  });
});
