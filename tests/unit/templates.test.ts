// Every template renders the demo profile with all its sections and a name-only profile with none, shows
// 'Present' for current roles, formats dates, and renders only http(s) links (spec part 1 section 2.8).
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import demo from "../../data/demo-profile.json";
import { TEMPLATE_IDS, type TemplateId } from "~/schemas/portfolio-catalogue";
import { dateRange, safeHref, SAMPLE_PORTFOLIO, type PortfolioData } from "~/schemas/portfolio-model";
import { formatMonth } from "~/lib/dates";
import { requireTemplateComponent, TEMPLATE_COMPONENTS } from "~/components/portfolio-templates";
import { profileUpdateSchema } from "~/schemas/profile";
import { nameOnlyPortfolio } from "./shared";

const parsed = profileUpdateSchema.parse(demo);
const DEMO: PortfolioData = {
  username: "demo",
  firstName: "Demo",
  lastName: "User",
  email: "demo@example.com",
  profilePhoto: "/media/photos/demo/portfolio-demo-avatar.png",
  personalInfo: { phone: parsed.phone ?? "", location: parsed.location ?? "", socialLinks: parsed.socialLinks ?? {} },
  professional: { title: parsed.title ?? "", summary: parsed.summary ?? "", skills: parsed.skills ?? [] },
  experience: parsed.experience ?? [],
  education: parsed.education ?? [],
  projects: parsed.projects ?? [],
  certifications: parsed.certifications ?? [],
};

const NAME_ONLY = nameOnlyPortfolio("solo", "Sam", "Solo");

/** Section headings any template uses (spec names and each template's own). */
const SECTION_WORDS = [
  "Skills",
  "Competencies",
  "Superpowers",
  "Experience",
  "Journey",
  "Projects",
  "Featured Work",
  "Initiatives",
  "repositories",
  "Education",
  "Certifications",
];

function render(id: TemplateId, data: PortfolioData) {
  return renderToString(createElement(TEMPLATE_COMPONENTS[id], { data }));
}

/** Visible text: tags and the contact modal (same on every page) removed. */
function visibleText(html: string) {
  const withoutModal = html.replace(/<div id="contact"[\s\S]*$/, "");
  return withoutModal.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe.each(TEMPLATE_IDS)("template %s", (id) => {
  it("renders the demo profile: name, title, every section it shows, Present and formatted dates", () => {
    const html = render(id, DEMO);
    const text = visibleText(html);
    expect(text).toContain("Demo User");
    expect(text).toContain(DEMO.professional.title);
    expect(text).toContain(DEMO.experience[0]!.company);
    expect(text).toContain(DEMO.projects[0]!.title);
    expect(text).toContain(DEMO.education[0]!.school);
    expect(text).toContain(DEMO.professional.skills[0]!);
    if (id !== "minimal-clean") expect(text).toContain(DEMO.certifications[0]!.name);
    else expect(text).not.toContain("Certifications");
    expect(text).toContain("Present");
    const long = id === "executive-suite";
    expect(text).toContain(formatMonth(DEMO.experience[1]!.startDate, long));
    // The raw year-month never leaks through.
    expect(text).not.toContain(DEMO.experience[1]!.startDate);
    expect(html).toContain('href="#contact"');
  });

  it("renders a name-only profile without any empty section", () => {
    const text = visibleText(render(id, NAME_ONLY));
    expect(text).toContain("Sam");
    for (const word of SECTION_WORDS) expect(text, `${id} shows "${word}"`).not.toContain(word);
    expect(text).not.toContain("undefined");
    expect(text).not.toContain("null");
  });

  it("falls back to a default name when the profile has none", () => {
    const text = visibleText(render(id, { ...NAME_ONLY, firstName: "", lastName: "" }));
    expect(text).toMatch(/Professional Portfolio|Creative Professional|Executive Professional|Professional/);
  });

  it("renders only http(s) links: javascript:, data: and vbscript: URLs stay text", () => {
    const evil: PortfolioData = {
      ...SAMPLE_PORTFOLIO,
      personalInfo: {
        ...SAMPLE_PORTFOLIO.personalInfo,
        socialLinks: { linkedin: "javascript:alert(1)", github: "https://github.com/ok", website: "data:text/html,x" },
      },
      projects: [{ ...SAMPLE_PORTFOLIO.projects[0]!, url: "vbscript:msgbox(1)", githubUrl: " JAVASCRIPT:alert(2)" }],
      certifications: [{ ...SAMPLE_PORTFOLIO.certifications[0]!, credentialUrl: "javascript:void(0)" }],
    };
    const html = render(id, evil);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href, `${id}: ${href}`).toMatch(/^(https?:\/\/|mailto:|tel:|#)/);
    expect(hrefs).toContain("https://github.com/ok");
  });

  it("escapes user text", () => {
    const html = render(id, {
      ...SAMPLE_PORTFOLIO,
      professional: { ...SAMPLE_PORTFOLIO.professional, summary: "<script>alert(1)</script> & more text here" },
    });
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("shared formatting", () => {
  it("formats dates as short (or long) month and year, shows unparsable dates raw and empty ones as nothing", () => {
    expect(formatMonth("2023-04")).toBe("Apr 2023");
    expect(formatMonth("2023-04", true)).toBe("April 2023");
    expect(formatMonth("2023-11-30T00:00:00.000Z")).toBe("Nov 2023");
    expect(formatMonth("Summer 2019")).toBe("Summer 2019");
    expect(formatMonth("")).toBe("");
    expect(dateRange("2021-03", "", { current: true })).toBe("Mar 2021 - Present");
    expect(dateRange("2015-08", "", { presentWhenNoEnd: true })).toBe("Aug 2015 - Present");
    expect(dateRange("2015-08", "2019-05", { long: true })).toBe("August 2015 - May 2019");
  });

  it("accepts only http(s) links and prefixes bare domains with https://", () => {
    expect(safeHref("example.com/me")).toBe("https://example.com/me");
    expect(safeHref("http://example.com")).toBe("http://example.com/");
    for (const bad of [
      "javascript:alert(1)",
      " javascript:alert(1)",
      "JaVaScRiPt:x",
      "data:text/html,x",
      "vbscript:x",
      "file:///etc/passwd",
      "",
    ]) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });
});

describe("requireTemplateComponent (the preview's 'Template load')", () => {
  it("gives every catalogue template its component", () => {
    for (const id of TEMPLATE_IDS) expect(requireTemplateComponent(id)).toBe(TEMPLATE_COMPONENTS[id]);
  });

  it("a catalogue id without a component is a 404 'Template component not found for ID'", () => {
    let thrown: unknown;
    try {
      requireTemplateComponent("minimal-clean", {});
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ data: "Template component not found for ID: minimal-clean", init: { status: 404 } });
  });
});
