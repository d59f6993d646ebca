// Spec details of the Minimal Clean and Terminal Developer Focused templates (spec part 1 section 2.8),
// checked on their server-rendered HTML: the public page renders them exactly this way, without hydration.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SAMPLE_PORTFOLIO, type PortfolioData } from "~/schemas/portfolio-model";
import MinimalClean from "~/components/portfolio-templates/minimal-clean";
import TerminalDeveloper, { commitHash } from "~/components/portfolio-templates/terminal-developer-focused";
import { nameOnlyPortfolio } from "./shared";

/** Server HTML without React's `<!-- -->` text-node separators, so adjacent text reads as one string. */
const render = (component: typeof MinimalClean, data: PortfolioData) =>
  renderToString(createElement(component, { data })).replaceAll("<!-- -->", "");

const NAME_ONLY = nameOnlyPortfolio("sam-lee", "Sam", "Lee");

const SECTION_NAMES = /Skills|Professional Experience|Featured Projects|Education|Certifications/;

/** The text of every <h2>, ignoring the markup inside it. */
function headings2(html: string): string[] {
  return [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));
}

describe("Minimal Clean", () => {
  const html = render(MinimalClean, SAMPLE_PORTFOLIO);

  it("renders the sections that have data, never a Certifications section", () => {
    const titles = headings2(html);
    expect(titles).toEqual(expect.arrayContaining(["Skills", "Professional Experience", "Featured Projects", "Education"]));
    expect(html).not.toMatch(/Certifications/);
    expect(html).not.toContain(SAMPLE_PORTFOLIO.certifications[0]!.name);
  });

  it("shows the header, short-month dates with Present, safe contact links and the footer actions", () => {
    expect(html).toMatch(/<h1[^>]*><bdi>Alex Morgan<\/bdi><\/h1>/);
    expect(html).toContain("Mar 2021 - Present");
    expect(html).toContain('href="mailto:alex.morgan@example.com"');
    expect(html).toContain('href="tel:+14155550142"');
    expect(html).toContain("Get In Touch");
    expect(html).toContain("Download Resume");
    expect(html).toContain(`© ${new Date().getFullYear()} Alex Morgan. All rights reserved.`);
  });

  it("renders a name-only profile without section headings, and 'Professional Portfolio' without a name", () => {
    const nameOnly = render(MinimalClean, NAME_ONLY);
    expect(nameOnly).toMatch(/<h1[^>]*><bdi>Sam Lee<\/bdi><\/h1>/);
    expect(headings2(nameOnly).filter((t) => SECTION_NAMES.test(t))).toEqual([]);
    expect(render(MinimalClean, { ...NAME_ONLY, firstName: "", lastName: "" })).toMatch(
      /<h1[^>]*><bdi>Professional Portfolio<\/bdi><\/h1>/,
    );
  });

  it("never turns an unsafe link into an href", () => {
    const hostile = render(MinimalClean, {
      ...SAMPLE_PORTFOLIO,
      personalInfo: { ...SAMPLE_PORTFOLIO.personalInfo, socialLinks: { github: "javascript:alert(1)" } },
      projects: [{ ...SAMPLE_PORTFOLIO.projects[0]!, url: "javascript:alert(1)", githubUrl: "data:text/html,x" }],
    });
    expect(hostile).not.toMatch(/href="(javascript|data):/);
  });
});

describe("Terminal Developer Focused", () => {
  const html = render(TerminalDeveloper, SAMPLE_PORTFOLIO);

  it("has the terminal chrome: monospace stack, prompt, v1.0.0 and a CSS-blinking cursor", () => {
    expect(html).toContain("ui-monospace, SFMono-Regular, Menlo, Consolas, monospace");
    expect(html).toContain("visitor@alex-morgan");
    expect(html).toContain("v1.0.0");
    expect(html).toMatch(/class="cursor-blink[ "]/);
  });

  it("shows experience as a commit log with deterministic short hashes", () => {
    const job = SAMPLE_PORTFOLIO.experience[0]!;
    const hash = commitHash(job);
    expect(hash).toMatch(/^[0-9a-f]{7}$/);
    expect(commitHash({ ...job })).toBe(hash);
    expect(commitHash({ ...job, company: "Other" })).not.toBe(hash);
    expect(html).toContain(`commit ${hash}`);
    expect(html).toContain("Author:");
    expect(html).toMatch(/Date:\s+<span[^>]*>Mar 2021 - Present<\/span>/);
  });

  it("lists the repositories with their total count and the untitled-project default", () => {
    expect(html).toContain("2 repositories");
    const untitled = render(TerminalDeveloper, { ...SAMPLE_PORTFOLIO, projects: [{ ...SAMPLE_PORTFOLIO.projects[0]!, title: "" }] });
    expect(untitled).toContain("1 repository");
    expect(untitled).toContain("untitled-project");
  });

  it("renders skills, education with Present and certifications", () => {
    const titles = headings2(html).join("\n");
    for (const section of ["Skills", "Professional Experience", "Featured Projects", "Education", "Certifications"])
      expect(titles).toContain(section);
    const studying = render(TerminalDeveloper, { ...SAMPLE_PORTFOLIO, education: [{ ...SAMPLE_PORTFOLIO.education[0]!, endDate: "" }] });
    expect(studying).toContain("Sep 2013 - Present");
  });

  it("labels the contact modal submit EXECUTE", () => {
    expect(html).toMatch(/<button type="submit"[^>]*>[\s\S]*?EXECUTE<\/button>/);
    expect(html).not.toContain("Send Message");
  });

  it("renders a name-only profile without section headings", () => {
    const nameOnly = render(TerminalDeveloper, NAME_ONLY);
    expect(nameOnly).toMatch(/<h1[^>]*><bdi>Sam Lee<\/bdi><\/h1>/);
    expect(headings2(nameOnly).filter((t) => SECTION_NAMES.test(t))).toEqual([]);
    expect(nameOnly).not.toContain("repositories");
    expect(nameOnly).not.toContain("contact.json");
  });
});
