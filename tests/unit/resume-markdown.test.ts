// Markdown resumes (app/server/resume/markdown.ts): headings, bullets, emphasis and links read as structure, for a
// .md file and for a .txt written in Markdown alike (both arrive as text).
import { describe, expect, it } from "vitest";
import { looksLikeMarkdown, markdownToText } from "~/server/resume/markdown";
import { detectResume, extractResumeText } from "~/server/resume/files";
import { urlsIn } from "~/server/resume/lines";
import { parseResumeText } from "~/server/resume/parser";

const resume = [
  "# Jane Doe",
  "",
  "**Senior Software Engineer** · Austin, TX · +1 512 555 0100",
  "",
  "[jane@example.com](mailto:jane@example.com) · [LinkedIn](https://linkedin.com/in/janedoe) · [github.com/janedoe](https://github.com/janedoe)",
  "",
  "## Summary",
  "",
  "Backend engineer with **eight years** building _payment_ systems.",
  "",
  "## Experience",
  "",
  "### Senior Software Engineer — [Stripe](https://stripe.com)",
  "*Jan 2021 – Present* · Remote",
  "",
  "- Led the **ledger** rewrite.",
  "- Cut p99 latency by 40%.",
  "",
  "### Software Engineer, Acme Corp — Austin, TX",
  "*Jun 2017 – Dec 2020*",
  "",
  "* Built the billing API in `Go`.",
  "",
  "## Education",
  "",
  "**B.S. Computer Science**, University of Texas at Austin — 2013 – 2017",
  "",
  "## Projects",
  "",
  "### [Ledgerly](https://github.com/janedoe/ledgerly)",
  "An open-source double-entry ledger in Go.",
  "",
  "## Skills",
  "",
  "- Go, PostgreSQL, Kafka, Kubernetes, Terraform",
].join("\n");

describe("a Markdown resume", () => {
  const parsed = parseResumeText(resume);

  it("takes the first # line as the name and the links as contact details", () => {
    expect(parsed.personalInfo).toMatchObject({
      firstName: "Jane",
      lastName: "Doe",
      email: "jane@example.com",
      location: "Austin, TX",
      socialLinks: { linkedin: "https://linkedin.com/in/janedoe", github: "https://github.com/janedoe" },
    });
    expect(parsed.professional.title).toBe("Senior Software Engineer");
  });

  it("reads ## headings as sections and ### headings as entries, with their bullets", () => {
    expect(parsed.professional.summary).toBe("Backend engineer with eight years building payment systems.");
    expect(parsed.experience.map((e) => [e.title, e.company, e.location, e.startDate, e.endDate, e.current])).toEqual([
      ["Senior Software Engineer", "Stripe", "Remote", "2021-01", "", true],
      ["Software Engineer", "Acme Corp", "Austin, TX", "2017-06", "2020-12", false],
    ]);
    expect(parsed.experience[0]!.achievements).toEqual(["Led the ledger rewrite.", "Cut p99 latency by 40%."]);
    expect(parsed.experience[1]!.achievements).toEqual(["Built the billing API in Go."]);
    expect(parsed.education[0]).toMatchObject({
      degree: "B.S. Computer Science",
      school: "University of Texas at Austin",
      endDate: "2017",
    });
    expect(parsed.professional.skills).toEqual(["Go", "PostgreSQL", "Kafka", "Kubernetes", "Terraform"]);
  });

  it("is accepted as a file by its bytes (a .md file is text) and read through the same path", async () => {
    const bytes = new TextEncoder().encode(resume);
    const detected = detectResume(bytes);
    expect(detected.kind).toBe("txt");
    const fromFile = parseResumeText(await extractResumeText(bytes, detected, 60_000));
    expect(fromFile.experience.map((e) => e.company)).toEqual(["Stripe", "Acme Corp"]);
  });

  it("keeps a project's link as its address and never a URL with '](' in it", () => {
    expect(parsed.projects[0]).toMatchObject({ title: "Ledgerly", githubUrl: "https://github.com/janedoe/ledgerly" });
    const json = JSON.stringify(parsed);
    expect(json).not.toContain("](");
    expect(json).not.toMatch(/\*\*|\[[A-Za-z]|stripe\.com/);
  });
});

describe("Markdown to text", () => {
  it("recognises Markdown by a # heading or a link in its form, and plain text as plain", () => {
    expect(looksLikeMarkdown("# Jane Doe\nEngineer")).toBe(true);
    expect(looksLikeMarkdown("Jane Doe\n[Portfolio](https://jane.dev)")).toBe(true);
    expect(looksLikeMarkdown("Jane Doe\nC# developer\n#1 in sales")).toBe(false);
    expect(looksLikeMarkdown("Jane Doe\n[github.com/jane](github.com/jane)")).toBe(true);
  });

  it("writes links as their text, with the address where a profile keeps one", () => {
    expect(markdownToText("# Jo\n[Portfolio](https://jo.dev) | [jo@example.com](mailto:jo@example.com) | <https://jo.blog>")).toBe(
      "Jo\nPortfolio (https://jo.dev) | jo@example.com | https://jo.blog",
    );
    expect(markdownToText("## Experience\nEngineer at [Acme](https://acme.com)")).toBe("Experience\nEngineer at Acme");
    expect(markdownToText("## Skills\n![logo](logo.png) Go")).toBe("Skills\n Go");
  });

  it("strips emphasis, code and escapes, and reads list items, quotes and tables", () => {
    expect(markdownToText("**Bold** and __strong__, *it* and _em_, ~~old~~, `code`, snake_case_name, 5 \\* 3")).toBe(
      "Bold and strong, it and em, old, code, snake_case_name, 5 * 3",
    );
    expect(markdownToText("## Skills\n+ Go\n1. Rust\n- [x] Zig\n> quoted")).toBe("Skills\n- Go\n- Rust\n- Zig\nquoted");
    expect(markdownToText("## Skills\nR&amp;D, &lt;Vue&gt;, O&#39;Reilly")).toBe("Skills\nR&D, <Vue>, O'Reilly");
    // A table's cells are apart as a Word table's (a tab), and its header row (above the rule) is no content.
    expect(markdownToText("| Role | Company |\n|---|---|\n| Engineer | Acme |\n| Designer | **Globex** |")).toBe(
      "Engineer\tAcme\nDesigner\tGlobex",
    );
  });

  it("never reads a link's brackets into its address, Markdown or not", () => {
    expect(urlsIn("[github.com/jane](github.com/jane) and [site](https://jane.dev/work)")).toEqual([
      "https://github.com/jane",
      "https://github.com/jane",
      "https://jane.dev/work",
    ]);
    expect(parseResumeText("Jane Doe\n[github.com/jane](github.com/jane)").personalInfo.socialLinks.github).toBe("https://github.com/jane");
  });

  it("reads a long line in linear time", () => {
    const hostile = `# A\n${"[".repeat(50_000)}${"*a".repeat(25_000)}${"_".repeat(50_000)}${"](".repeat(25_000)}`;
    const started = performance.now();
    markdownToText(hostile);
    parseResumeText(hostile);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
