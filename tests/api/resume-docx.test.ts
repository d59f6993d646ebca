// The Word resume (issue 33 §4): GET /api/profiles/me/resume.docx answers the owner's saved profile as a real Word
// document, from the same content as the PDF. Each file is unzipped, every XML part checked well-formed, and the
// document read paragraph by paragraph: Title and heading styles, list paragraphs for bullets, hyperlinks only to
// http(s). renderLetterDocx (the cover letter's file) keeps its paragraphs in order, whatever characters they hold.
import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderLetterDocx, renderResumeDocx } from "~/server/resume-docx/resume-docx.server";
import { resumeContent } from "~/server/resume-pdf/content";
import { SAMPLE_PORTFOLIO } from "~/schemas/portfolio-model";
import { type Docx, readDocx } from "./docx-reader";
import { client, login, registerUser, uniqueUsername } from "./helpers";
import { xmlProblem } from "./xml-well-formed";

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const PROFILE = {
  experience: [
    {
      title: "Head of Platform",
      company: "Ørsted & Sønner A/S",
      location: "København",
      startDate: "2022-01",
      current: true,
      description: "Runs the team that keeps ticket sales online through every timetable change.",
      achievements: ["Moved every route's fares to one priced catalogue", "Brought checkout latency under 200 ms"],
    },
    {
      title: "Backend Engineer",
      company: "Café Núñez S.L.",
      location: "Sevilla",
      startDate: "2018-04",
      endDate: "2021-12",
      achievements: ["Wrote the loyalty card's ledger"],
    },
  ],
  education: [{ degree: "MSc Informatics", school: "Danmarks Tekniske Universitet", startDate: "2016-09", endDate: "2018-03" }],
  projects: [
    {
      title: "Ferrytime",
      description: "Ferry timetables as open data, updated daily.",
      url: "https://ferrytime.example.com",
      githubUrl: "https://github.com/zoe-lm/ferrytime",
    },
  ],
  certifications: [
    { name: "Certified Kubernetes Administrator", issuer: "CNCF", issueDate: "2023-02", credentialUrl: "https://cncf.example.com/c/9" },
  ],
  // A title with markup characters, which every XML part must escape.
  title: "Ingénieure logicielle <principale> & co",
  summary: "Designs booking systems for ferries and trains; writes Danish, Spanish and English.",
  skills: ["Go", "Kotlin", "Gestão de projetos"],
  location: "København, Danmark",
  socialLinks: { github: "https://github.com/zoe-lm", website: "https://zoë.example.com/über?a=1&b=2" },
};

const BULLETS = [
  "Moved every route's fares to one priced catalogue",
  "Brought checkout latency under 200 ms",
  "Wrote the loyalty card's ledger",
];

async function fetchDocx(token?: string) {
  const headers = new Headers({ "CF-Connecting-IP": "10.250.0.2" });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const response = await exports.default.fetch(new Request("http://localhost/api/profiles/me/resume.docx", { headers }));
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function ownerWithProfile() {
  const c = client();
  const user = await registerUser({ firstName: "Zoë", lastName: "Łukasiewicz-Müller", username: uniqueUsername("zoe") }, c);
  const { token } = await login(c, user.email, user.password);
  const saved = await c.call("/api/profiles/me", { method: "PUT", token, body: PROFILE });
  expect(saved.status, saved.text).toBe(200);
  return { user, token };
}

/** A Word package with the parts Word needs, every XML part well-formed. */
function expectValidDocx(bytes: Uint8Array): Docx {
  expect(new TextDecoder().decode(bytes.subarray(0, 2))).toBe("PK");
  const docx = readDocx(bytes);
  for (const part of ["[Content_Types].xml", "_rels/.rels", "word/document.xml", "word/styles.xml", "word/_rels/document.xml.rels"]) {
    expect(Object.keys(docx.parts), part).toContain(part);
  }
  expect(docx.parts["[Content_Types].xml"]).toContain(
    `ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"`,
  );
  expect(docx.parts["_rels/.rels"]).toContain('Target="word/document.xml"');
  expect(docx.malformed).toEqual([]);
  return docx;
}

const texts = (docx: Docx, style: string) => docx.paragraphs.filter((p) => p.style === style).map((p) => p.text);

// The first DOCX of a run loads the docx library (and the first request the React Router build): slow on a busy
// machine, so the first test has more than the default 30 s.
const FIRST_LOAD = { timeout: 90_000 };

describe("owner's Word resume", () => {
  it("answers a valid Word document of the saved profile, with headings, list bullets and hyperlinks", FIRST_LOAD, async () => {
    const { user, token } = await ownerWithProfile();
    const { response, bytes } = await fetchDocx(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(DOCX_TYPE);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="zoe-lukasiewicz-muller-resume.docx"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");

    const docx = expectValidDocx(bytes);
    expect(docx.title).toBe("Zoë Łukasiewicz-Müller");
    expect(texts(docx, "Title")).toEqual(["Zoë Łukasiewicz-Müller"]);
    expect(texts(docx, "Subtitle")).toEqual(["Ingénieure logicielle <principale> & co"]);
    expect(texts(docx, "Heading1")).toEqual(["Summary", "Experience", "Education", "Skills", "Projects", "Certifications"]);
    expect(texts(docx, "Heading2")).toEqual([
      "Head of Platform — Ørsted & Sønner A/S",
      "Backend Engineer — Café Núñez S.L.",
      "MSc Informatics — Danmarks Tekniske Universitet",
      "Ferrytime",
      "Certified Kubernetes Administrator",
    ]);
    // The styles the paragraphs name are defined, the headings as Word's own outline levels.
    const styles = docx.parts["word/styles.xml"]!;
    for (const id of ["Title", "Subtitle", "Heading1", "Heading2", "ListParagraph", "Hyperlink"])
      expect(styles).toContain(`w:styleId="${id}"`);
    expect(styles).toMatch(/w:styleId="Heading1">(?:(?!<\/w:style>).)*<w:outlineLvl w:val="0"\/>/);
    expect(styles).toMatch(/w:styleId="Heading2">(?:(?!<\/w:style>).)*<w:outlineLvl w:val="1"\/>/);

    // Every bullet is a list paragraph over a bullet numbering definition, and only bullets are.
    expect(docx.paragraphs.filter((p) => p.listItem).map((p) => p.text)).toEqual(BULLETS);
    expect(docx.parts["word/numbering.xml"]).toContain('<w:numFmt w:val="bullet"/>');

    const all = docx.paragraphs.map((p) => p.text).join("\n");
    for (const value of [user.email, "København, Danmark", "Jan 2022 - Present · København", "Go, Kotlin, Gestão de projetos"]) {
      expect(all).toContain(value);
    }
    expect(docx.paragraphs.flatMap((p) => p.links)).toEqual([
      "https://github.com/zoe-lm",
      "https://xn--zo-ija.example.com/%C3%BCber?a=1&b=2",
      "https://ferrytime.example.com/",
      "https://github.com/zoe-lm/ferrytime",
      "https://cncf.example.com/c/9",
    ]);
    expect(docx.parts["word/_rels/document.xml.rels"]).toMatch(
      /Target="https:\/\/github\.com\/zoe-lm" TargetMode="External"|TargetMode="External"[^>]*Target="https:\/\/github\.com\/zoe-lm"/,
    );
  });

  it("is 401 signed out", async () => {
    const { response } = await fetchDocx();
    expect(response.status).toBe(401);
  });

  it("never writes a javascript: link a stored profile holds, and keeps its http(s) links", async () => {
    const { user, token } = await ownerWithProfile();
    // A row written before the schema refused such links (the API never accepts one).
    const links = { github: "javascript:alert(1)", website: "https://example.com/a?b=1&c='q'", other: "data:text/html,hi" };
    await env.DB.prepare("UPDATE profiles SET social_links = ? WHERE user_id = ?").bind(JSON.stringify(links), user.id).run();
    const { response, bytes } = await fetchDocx(token);
    expect(response.status).toBe(200);
    const docx = expectValidDocx(bytes);
    for (const [part, xml] of Object.entries(docx.parts)) {
      expect(xml, part).not.toMatch(/javascript:|data:text/i);
    }
    // The & survives the relationship's attribute; the URL parser encodes the quotes.
    expect(docx.paragraphs.flatMap((p) => p.links)).toEqual([
      "https://example.com/a?b=1&c=%27q%27",
      "https://ferrytime.example.com/",
      "https://github.com/zoe-lm/ferrytime",
      "https://cncf.example.com/c/9",
    ]);
  });
});

describe("renderResumeDocx and renderLetterDocx", () => {
  it("draws the sample portfolio with every entry and bullet, and the name in the document properties", async () => {
    const content = resumeContent(SAMPLE_PORTFOLIO);
    const docx = expectValidDocx(await renderResumeDocx(content));
    expect(docx.title).toBe(content.name);
    const entries = content.blocks.flatMap((b) => b.entries ?? []);
    expect(texts(docx, "Heading2")).toEqual(entries.map((e) => e.heading));
    expect(docx.paragraphs.filter((p) => p.listItem).map((p) => p.text)).toEqual(entries.flatMap((e) => e.bullets));
  });

  it("writes the letter: the sender's name as the title, the contact lines, then the paragraphs in order", async () => {
    const letter = {
      name: "Zoë Łukasiewicz-Müller",
      contact: ["zoe@example.com", "+39 055 123 4567", "Kraków"],
      paragraphs: [
        "Dear hiring team at Müller & Söhne,",
        "I <build> payment systems.\nLine two of the same paragraph.",
        "Kind regards,\nZoë",
      ],
    };
    const docx = expectValidDocx(await renderLetterDocx(letter));
    expect(docx.title).toBe(letter.name);
    expect(texts(docx, "Title")).toEqual([letter.name]);
    expect(docx.paragraphs.map((p) => p.text)).toEqual([
      letter.name,
      "zoe@example.com  ·  +39 055 123 4567  ·  Kraków",
      "",
      ...letter.paragraphs,
    ]);
    expect(docx.paragraphs.some((p) => p.listItem || p.links.length)).toBe(false);

    const linked = readDocx(
      await renderLetterDocx({ ...letter, links: [{ label: "GitHub", text: "github.com/zoe", url: "https://github.com/zoe" }] }),
    );
    expect(linked.paragraphs.map((p) => p.text)).toContain("GitHub: github.com/zoe");
    expect(linked.paragraphs.flatMap((p) => p.links)).toEqual(["https://github.com/zoe"]);
  });

  it("stays a well-formed document whatever characters the text holds (controls, lone surrogates, markup)", async () => {
    const anyChar = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
    const text = fc.string({ unit: fc.oneof(anyChar, fc.constantFrom("<", "&", '"', "]]>", "\n", "\r", "\t", "😀")), maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(text, fc.array(text, { minLength: 1, maxLength: 4 }), async (name, paragraphs) => {
        const docx = readDocx(await renderLetterDocx({ name, contact: [name], paragraphs }));
        expect(docx.malformed).toEqual([]);
        // The name and contact line, the blank line, then one Word paragraph per letter paragraph.
        expect(docx.paragraphs).toHaveLength(3 + paragraphs.length);
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});

describe("the well-formedness check", () => {
  it("accepts well-formed XML and names what is wrong with the rest", () => {
    const ns = 'xmlns:w="urn:w"';
    expect(xmlProblem(`<?xml version="1.0"?><w:d ${ns}><w:t a="1 &amp; 2">x &lt; y &#x1F600;</w:t><!-- c --><w:e/></w:d>`)).toBeNull();
    for (const bad of [
      `<w:d ${ns}><w:t></w:d>`,
      `<w:d ${ns}></w:d><w:d ${ns}/>`,
      `<w:d ${ns} a="1" a="2"/>`,
      `<w:d ${ns} a=1/>`,
      `<w:d ${ns}>AT&T</w:d>`,
      `<w:d ${ns}>&nbsp;</w:d>`,
      `<w:d ${ns}>&#0;</w:d>`,
      `<w:d ${ns}>\u0001</w:d>`,
      `<w:d ${ns}>\ud800</w:d>`,
      `<w:d ${ns} a="<"/>`,
      `<x:d ${ns}/>`,
      `<w:d ${ns}>]]></w:d>`,
      "<!DOCTYPE d><d/>",
      "text<d/>",
      "",
    ]) {
      expect(xmlProblem(bad), bad).toEqual(expect.any(String));
    }
  });
});
