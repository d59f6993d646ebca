// The PDF resume (issue 15 §3): GET /portfolio/{username}/resume.pdf (public while live, cached and purged with
// the page) and GET /api/profiles/me/resume.pdf (the owner). Each PDF's text is extracted with unpdf and read in
// order: the name in any Latin script, the contact line, every standard heading and every entry.
import { exports } from "cloudflare:workers";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { TEMPLATE_IDS } from "~/schemas/portfolio-catalogue";
import { ACTIVE_PDF_NAMES, linkAnnotations, namesInPdf } from "../unit/pdf-link-actions";
import { call, client, login, registerUser, uniqueUsername, type Client } from "./helpers";

const PROFILE = {
  phone: "+39 055 123 4567",
  location: "Kraków, Polska",
  socialLinks: { github: "https://github.com/zoe-lm", website: "https://zoë.example.com/über" },
  title: "Ingénieure logicielle principale",
  summary: "Builds résumé parsers and payment systems; speaks Polish, German, French and Portuguese fluently, and writes about it.",
  skills: ["TypeScript", "Rust", "Gestão de projetos", "Ærø sailing"],
  experience: [
    {
      title: "Staff Engineer",
      company: "Łódź Fintech Sp. z o.o.",
      location: "Łódź",
      startDate: "2021-03",
      current: true,
      description: "Leads the payments platform team of twelve engineers across three countries.",
      achievements: ["Cut settlement time from two days to four hours", "Introduced typed money amounts everywhere"],
    },
    {
      title: "Software Engineer",
      company: "Müller & Söhne GmbH",
      location: "Zürich",
      startDate: "2017-09",
      endDate: "2021-02",
      description: "Built the order pipeline of a ceramics retailer with a great deal of care.",
    },
  ],
  education: [
    { degree: "MSc Computer Science", school: "Politechnika Warszawska", startDate: "2015-10", endDate: "2017-07", gpa: "5.0" },
    { degree: "BSc Mathematics", school: "Universidade de São Paulo", startDate: "2011-02", endDate: "2014-12" },
  ],
  projects: [
    {
      title: "Ledgerly",
      description: "An open-source double-entry ledger library with property-based tests.",
      skills: ["Rust", "PostgreSQL"],
      url: "https://ledgerly.example.com",
    },
  ],
  certifications: [
    { name: "AWS Solutions Architect", issuer: "Amazon Web Services", issueDate: "2022-05", credentialUrl: "https://aws.example.com/c/1" },
  ],
};

const NAME = { firstName: "Zoë", lastName: "Łukasiewicz-Müller" };

async function fetchPdf(path: string, init: { token?: string; ip?: string } = {}) {
  const headers = new Headers({ "CF-Connecting-IP": init.ip ?? "10.250.0.1" });
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  const response = await exports.default.fetch(new Request(new URL(path, "http://localhost"), { headers }));
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(bytes.slice());
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text, pages: totalPages };
}

/** Asserts that each value appears in `text`, in this order. */
function expectInOrder(text: string, values: string[]) {
  let from = 0;
  for (const value of values) {
    const at = text.indexOf(value, from);
    expect(at, `"${value}" after position ${from} in:\n${text}`).toBeGreaterThanOrEqual(0);
    from = at + value.length;
  }
}

async function ownerWithProfile(profile: object = PROFILE, c: Client = client()) {
  const user = await registerUser({ ...NAME, username: uniqueUsername("zoe") }, c);
  const { token } = await login(c, user.email, user.password);
  const saved = await c.call("/api/profiles/me", { method: "PUT", token, body: profile });
  expect(saved.status, saved.text).toBe(200);
  return { user, token, c };
}

async function deploy(c: Client, token: string) {
  const completed = await c.call("/api/auth/profile/complete", { method: "PATCH", token, body: { isProfileCompleted: true } });
  expect(completed.status, completed.text).toBe(200);
  const deployed = await c.call("/api/portfolio/deploy", { method: "POST", token, body: { templateId: "minimal-clean" } });
  expect(deployed.status, deployed.text).toBe(200);
}

const EXPECTED_ORDER = [
  "Zoë Łukasiewicz-Müller",
  "Ingénieure logicielle principale",
  "+390551234567",
  "Kraków, Polska",
  "GitHub: https://github.com/zoe-lm",
  "Summary",
  "Builds résumé parsers",
  "Experience",
  "Staff Engineer — Łódź Fintech Sp. z o.o.",
  "Mar 2021 - Present",
  "Cut settlement time",
  "Software Engineer — Müller & Söhne GmbH",
  "Sep 2017 - Feb 2021",
  "Education",
  "MSc Computer Science — Politechnika Warszawska",
  "BSc Mathematics — Universidade de São Paulo",
  "Skills",
  "TypeScript, Rust, Gestão de projetos, Ærø sailing",
  "Projects",
  "Ledgerly",
  "Technologies: Rust, PostgreSQL",
  "Live: https://ledgerly.example.com",
  "Certifications",
  "AWS Solutions Architect",
  "Amazon Web Services · Issued May 2022",
];

// The first PDF of a run loads pdf-lib, fontkit and the fonts (and the first page the React Router build): slow on a
// busy machine, so the first test of each group has more than the default 30 s.
const FIRST_LOAD = { timeout: 90_000 };

describe("owner's PDF resume", () => {
  it("answers a real PDF of the saved profile whose text reads in order, in any Latin script", FIRST_LOAD, async () => {
    const { user, token } = await ownerWithProfile();
    const { response, bytes } = await fetchPdf("/api/profiles/me/resume.pdf", { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="zoe-lukasiewicz-muller-resume.pdf"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    const { text } = await pdfText(bytes);
    expectInOrder(text, [...EXPECTED_ORDER]);
    expect(text).toContain(user.email);
  });
});

describe("owner's PDF resume: access and options", () => {
  it("needs a session, draws A4 by default and Letter on request, and refuses an unknown size", async () => {
    const anonymous = await fetchPdf("/api/profiles/me/resume.pdf");
    expect(anonymous.response.status).toBe(401);

    const { token } = await ownerWithProfile();
    const pageSize = async (path: string) => {
      const { response, bytes } = await fetchPdf(path, { token });
      expect(response.status).toBe(200);
      const pdf = await getDocumentProxy(bytes.slice());
      const viewport = (await pdf.getPage(1)).getViewport({ scale: 1 });
      return [Math.round(viewport.width), Math.round(viewport.height)];
    };
    expect(await pageSize("/api/profiles/me/resume.pdf")).toEqual([595, 842]);
    expect(await pageSize("/api/profiles/me/resume.pdf?size=a4")).toEqual([595, 842]);
    expect(await pageSize("/api/profiles/me/resume.pdf?size=letter")).toEqual([612, 792]);
    const bad = await fetchPdf("/api/profiles/me/resume.pdf?size=tabloid", { token });
    expect(bad.response.status).toBe(400);
  });

  it("wraps long text, adds pages as needed and keeps every entry in order across them", async () => {
    const jobs = Array.from({ length: 14 }, (_, i) => ({
      title: `Engineer number ${i + 1}`,
      company: `Company ${String.fromCharCode(65 + i)} Ltd`,
      startDate: `20${10 + (i % 9)}-01`,
      endDate: `20${10 + (i % 9)}-12`,
      description: `Role ${i + 1}: ${"shipped reliable software for customers in many countries ".repeat(8)}`.slice(0, 990),
      achievements: [`Achievement of role ${i + 1} with a long unbroken token ${"x".repeat(160)}`],
    }));
    const { token } = await ownerWithProfile({ ...PROFILE, experience: jobs });
    const { response, bytes } = await fetchPdf("/api/profiles/me/resume.pdf", { token });
    expect(response.status).toBe(200);
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(3);
    expectInOrder(text, ["Experience", ...jobs.map((job) => `${job.title} — ${job.company}`), "Education", "Skills", "Certifications"]);
    // The 160-character token was cut between characters, not lost.
    expect(text.replace(/\s+/g, "")).toContain("x".repeat(160));
  });
});

describe("public PDF resume", () => {
  it("is public while the portfolio is live, with the published snapshot in order, and 404 otherwise", FIRST_LOAD, async () => {
    const { user, token, c } = await ownerWithProfile();
    const path = `/portfolio/${user.username}/resume.pdf`;
    expect((await fetchPdf(path)).response.status).toBe(404);

    await deploy(c, token);
    const { response, bytes } = await fetchPdf(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="zoe-lukasiewicz-muller-resume.pdf"');
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(response.headers.has("X-Edge-Cache")).toBe(false);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    expectInOrder((await pdfText(bytes)).text, EXPECTED_ORDER);

    const unpublished = await c.call("/api/portfolio/unpublish", { method: "PATCH", token });
    expect(unpublished.status, unpublished.text).toBe(200);
    const gone = await fetchPdf(path);
    expect(gone.response.status).toBe(404);
    expect(gone.response.headers.get("Cache-Control")).toBe("no-store");
    expect((await fetchPdf("/portfolio/nobody-here-at-all/resume.pdf")).response.status).toBe(404);
    await deploy(c, token);
    expect((await fetchPdf(`${path}?size=tabloid`)).response.status).toBe(400);
  });

  it("is cached like the page and purged with it: a profile change shows after the redeploy", async () => {
    const { user, token, c } = await ownerWithProfile();
    await deploy(c, token);
    const path = `/portfolio/${user.username}/resume.pdf`;
    const first = await fetchPdf(path);
    expect(first.response.headers.get("X-Cache")).toBe("MISS");
    const second = await fetchPdf(path);
    expect(second.response.headers.get("X-Cache")).toBe("HIT");
    expect(second.bytes).toEqual(first.bytes);
    const letter = await fetchPdf(`${path}?size=letter`);
    expect(letter.response.headers.get("X-Cache")).toBe("MISS");
    expect((await fetchPdf(`${path}?size=letter`)).response.headers.get("X-Cache")).toBe("HIT");

    const saved = await c.call("/api/profiles/me", { method: "PUT", token, body: { title: "Principal Payments Architect" } });
    expect(saved.status, saved.text).toBe(200);
    // Like the page, the PDF shows the published snapshot until the owner redeploys.
    const before = await pdfText((await fetchPdf(path)).bytes);
    expect(before.text).toContain("Ingénieure logicielle principale");

    const redeployed = await c.call("/api/portfolio/redeploy", { method: "POST", token, body: {} });
    expect(redeployed.status, redeployed.text).toBe(200);
    const after = await fetchPdf(path);
    expect(after.response.headers.get("X-Cache")).toBe("MISS");
    const { text } = await pdfText(after.bytes);
    expect(text).toContain("Principal Payments Architect");
    expect(text).not.toContain("Ingénieure logicielle principale");
    const letterAfter = await fetchPdf(`${path}?size=letter`);
    expect(letterAfter.response.headers.get("X-Cache")).toBe("MISS");
    expect((await pdfText(letterAfter.bytes)).text).toContain("Principal Payments Architect");
  });

  it("never shows another user's data", async () => {
    const zoe = await ownerWithProfile();
    await deploy(zoe.c, zoe.token);
    const otherProfile = {
      ...PROFILE,
      title: "Marine Biologist",
      summary: "Studies coral reefs and their recovery after bleaching events across the Indian Ocean and beyond.",
      experience: [{ ...PROFILE.experience[0], company: "Reef Institute", title: "Research Lead" }],
      education: [{ ...PROFILE.education[0], school: "University of Cape Town" }],
    };
    const c = client();
    const other = await registerUser({ firstName: "Thandiwe", lastName: "Nkosi", username: uniqueUsername("tn") }, c);
    const { token } = await login(c, other.email, other.password);
    expect((await c.call("/api/profiles/me", { method: "PUT", token, body: otherProfile })).status).toBe(200);
    await deploy(c, token);

    const zoePublic = (await pdfText((await fetchPdf(`/portfolio/${zoe.user.username}/resume.pdf`)).bytes)).text;
    const zoeOwn = (await pdfText((await fetchPdf("/api/profiles/me/resume.pdf", { token: zoe.token })).bytes)).text;
    const otherPublic = (await pdfText((await fetchPdf(`/portfolio/${other.username}/resume.pdf`)).bytes)).text;
    const otherOwn = (await pdfText((await fetchPdf("/api/profiles/me/resume.pdf", { token })).bytes)).text;
    for (const text of [zoePublic, zoeOwn]) {
      for (const theirs of ["Thandiwe", "Nkosi", "Marine Biologist", "Reef Institute", "University of Cape Town", other.email]) {
        expect(text).not.toContain(theirs);
      }
    }
    for (const text of [otherPublic, otherOwn]) {
      expectInOrder(text, ["Thandiwe Nkosi", "Marine Biologist", "Research Lead — Reef Institute", "University of Cape Town"]);
      for (const hers of ["Zoë", "Łukasiewicz", "Ingénieure", "Łódź Fintech", "Politechnika Warszawska", zoe.user.email]) {
        expect(text).not.toContain(hers);
      }
    }
  });
});

describe("links in the PDF resume (issue 29 §2)", () => {
  it("a URL with parentheses is one /URI action to exactly that URL, in the owner's and the public PDF", async () => {
    const hostile = "https://example.com/c)/S/JavaScript/JS(app.alert(1))/X(";
    const website = "https://en.wikipedia.org/wiki/Vitrine_(film)";
    const { user, token, c } = await ownerWithProfile({
      ...PROFILE,
      socialLinks: { website },
      projects: [{ ...PROFILE.projects[0], url: hostile }],
      certifications: [],
    });
    // The profile keeps both URLs as typed: they are valid https URLs.
    const saved = await c.call("/api/profiles/me", { token });
    expect(JSON.stringify(saved.body)).toContain(JSON.stringify(hostile));
    await deploy(c, token);

    for (const path of ["/api/profiles/me/resume.pdf", `/portfolio/${user.username}/resume.pdf`]) {
      const { response, bytes } = await fetchPdf(path, { token });
      expect(response.status, path).toBe(200);
      const links = await linkAnnotations(bytes);
      for (const link of links) {
        expect(link.annotationKeys, path).not.toContain("AA");
        expect(link.actionKeys, path).toEqual(["S", "Type", "URI"]);
        expect(link.actionType, path).toBe("URI");
      }
      expect(new Set(links.map((link) => link.uri)), path).toEqual(new Set([website, hostile]));
      const names = await namesInPdf(bytes);
      for (const name of ACTIVE_PDF_NAMES) expect(names.has(name), `/${name} in ${path}`).toBe(false);
    }
  });
});

describe("Download Resume on the public page", () => {
  it("is a plain download link to the PDF resume in all five templates (no script needed, no print button)", async () => {
    const { user, token, c } = await ownerWithProfile();
    await deploy(c, token);
    for (const templateId of TEMPLATE_IDS) {
      const deployed = await c.call("/api/portfolio/deploy", { method: "POST", token, body: { templateId } });
      expect(deployed.status, deployed.text).toBe(200);
      const page = await call(`/portfolio/${user.username}`);
      expect(page.status).toBe(200);
      const links = [...page.text.matchAll(/<a [^>]*href="([^"]*)"[^>]*data-resume-download=""[^>]*>([\s\S]*?)<\/a>/g)];
      expect(links.length, templateId).toBeGreaterThanOrEqual(1);
      for (const [tag, href, label] of links) {
        expect(href, templateId).toBe(`/portfolio/${user.username}/resume.pdf`);
        expect(tag, templateId).toContain('download=""');
        expect(label, templateId).toContain("Download Resume");
      }
      // No print button left in the markup (the inline script still knows the hook, for the signed-in preview).
      expect(/<button[^>]*data-print/.test(page.text), templateId).toBe(false);
    }
  });
});
