// Data in and out through the real Worker: POST /api/profiles/import (JSON Resume, LinkedIn export ZIP, the
// bounds every upload has) and GET /api/profiles/me/json-resume (a valid JSON Resume 1.0.0 file), and the round
// trip: a saved profile exported, imported and saved again is the same profile.
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { fullPayload, toDraft } from "~/components/profile/model";
import { mergeResume } from "~/components/profile/resume-merge";
import { JSON_RESUME_KEYS, JSON_RESUME_SCHEMA_URL, jsonResumeSchema } from "~/schemas/json-resume";
import type { ProfileDto } from "~/schemas/profile";
import { resumeExtractionSchema } from "~/server/resume/extraction";
import { IMPORT_MESSAGES } from "~/server/resume/import-limits";
import { toProfileDto } from "~/server/profiles/profile.server";
import jsonResumeFixture from "../fixtures/json-resume/resume.json";
import { call, client, expectError, signedInUser, type ApiResult } from "./helpers";

const zipDataUrl = import.meta.glob("../fixtures/linkedin/linkedin-export.zip", {
  query: "?inline",
  import: "default",
  eager: true,
}) as Record<string, string>;
const csvFiles = import.meta.glob("../fixtures/linkedin/export/*.csv", { query: "?raw", import: "default", eager: true }) as Record<
  string,
  string
>;

function linkedInZipBytes(): Uint8Array<ArrayBuffer> {
  const dataUrl = Object.values(zipDataUrl)[0]!;
  return Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (ch) => ch.charCodeAt(0));
}

/** The fixture's CSV files by name, to build variants of the export in the test. */
function csvFixtures(): Record<string, Uint8Array> {
  return Object.fromEntries(Object.entries(csvFiles).map(([path, text]) => [path.split("/").pop()!, strToU8(text)]));
}

async function importFile(token: string | undefined, file: Blob | null, name = "upload.bin"): Promise<ApiResult> {
  const form = new FormData();
  if (file) form.append("file", file, name);
  else form.append("other", "x");
  return call("/api/profiles/import", { method: "POST", body: form, token, ip: client().ip });
}

const jsonBlob = (value: unknown) => new Blob([JSON.stringify(value)], { type: "application/json" });

describe("POST /api/profiles/import", () => {
  it("refuses anonymous imports with 401", async () => {
    expectError(await importFile(undefined, jsonBlob(jsonResumeFixture), "resume.json"), 401);
  });

  it("imports the JSON Resume fixture in the upload's extraction shape, dates as given and unsafe links dropped", async () => {
    const { user, token } = await signedInUser();
    const result = await importFile(token, jsonBlob(jsonResumeFixture), "resume.json");
    expect(result.status, result.text).toBe(200);
    expect(result.body).toMatchObject({ success: true, message: "JSON Resume imported successfully!" });
    const data = resumeExtractionSchema.parse(result.body.data);
    expect(data).toEqual(result.body.data);
    expect(data.personalInfo).toMatchObject({
      firstName: "Zoë",
      lastName: "Łukasiewicz-Müller",
      email: "zoe.lm@example.com",
      phone: "+39 055 123 4567",
      location: "Florence, Tuscany, IT",
      socialLinks: {
        website: "https://zoe-lm.example.org",
        linkedin: "https://www.linkedin.com/in/zoelm",
        github: "https://github.com/zoe-lm",
        other: "",
      },
    });
    expect(data.professional).toMatchObject({ title: "Clinical Data Analyst", skills: ["R", "SQL", "Python (pandas)", "Tableau"] });
    expect(data.experience.map((e) => [e.title, e.company, e.startDate, e.endDate, e.current])).toEqual([
      ["Clinical Data Analyst", "Careggi University Hospital", "2021-04", "", true],
      ["Statistician", "Istat", "2018", "2021", false],
      ["Organiser", "Open Data Firenze", "2019-09", "2022-06", false],
    ]);
    expect(data.experience[0]!.achievements).toEqual(["Cut study data preparation from weeks to days", "Trained 40 clinicians in R"]);
    expect(data.education).toEqual([
      {
        degree: "Master of Science in Statistics",
        school: "University of Bologna",
        location: "",
        startDate: "2016-09",
        endDate: "2018-07",
        gpa: "110/110",
        relevantCoursework: ["Biostatistics", "Survey Sampling"],
      },
    ]);
    expect(data.projects[0]).toMatchObject({
      title: "Ward Flow",
      githubUrl: "https://github.com/zoe-lm/ward-flow",
      liveUrl: "",
      technologies: ["R", "Shiny"],
    });
    expect(data.certifications).toEqual([
      {
        name: "Certified Clinical Data Manager",
        issuer: "SCDM",
        issueDate: "2022-11",
        expiryDate: "",
        credentialUrl: "https://scdm.org/ccdm",
      },
    ]);
    expect(data.review).toEqual([]);
    // Nothing is saved: the profile is untouched until the user saves the editor.
    const profile = await call("/api/profiles/me", { token });
    expect(profile.body.profile).toMatchObject({ title: "", experience: [], version: 0 });
    expect(user.id).toBeTruthy();
  });

  it("imports the LinkedIn export ZIP fixture (BOM, quoted commas and line breaks, extra columns, a notes preamble)", async () => {
    const { token } = await signedInUser();
    const result = await importFile(token, new Blob([linkedInZipBytes()], { type: "application/zip" }), "Basic_LinkedInDataExport.zip");
    expect(result.status, result.text).toBe(200);
    expect(result.body).toMatchObject({ success: true, message: "LinkedIn export imported successfully!" });
    const data = resumeExtractionSchema.parse(result.body.data);
    expect(data.personalInfo).toMatchObject({
      firstName: "Camila",
      lastName: "Ortega Ruíz",
      email: "camila.ortega@example.com",
      phone: "+57 301 555 0199",
      location: "Bogotá, Colombia",
      socialLinks: {
        portfolio: "https://camila.design",
        github: "https://github.com/camila-ortega",
        twitter: "https://x.com/camilaortega",
        other: "",
      },
    });
    expect(data.professional.title).toBe("Senior UX Engineer");
    expect(data.professional.summary).toMatch(/^Product-minded UX engineer .*\nI care about design systems/s);
    expect(data.professional.skills).toEqual(["TypeScript", "React", "Accessibility (WCAG)", "Design Systems", "Figma", "UX & UI design"]);
    expect(data.experience).toEqual([
      {
        title: "Senior UX Engineer",
        company: "Rappi",
        location: "Bogotá, Colombia",
        startDate: "2021-03",
        endDate: "",
        current: true,
        description: "Leads the checkout experience across web and mobile web, working with design and payments.",
        achievements: ["Cut checkout abandonment by 18% with a one-page flow", "Built the accessible form kit used by 14 teams"],
      },
      {
        title: "Frontend Engineer, Payments",
        company: "Globant",
        location: "Medellín, Antioquia, Colombia",
        startDate: "2017-01",
        endDate: "2021-02",
        current: false,
        description: "Built React interfaces for banking clients in the US and Latin America.",
        achievements: [],
      },
    ]);
    expect(data.education).toEqual([
      {
        degree: "Bachelor of Science in Systems Engineering",
        school: "Universidad de los Andes",
        location: "",
        startDate: "2011-08",
        endDate: "2016-06",
        gpa: "",
        relevantCoursework: [],
      },
    ]);
    expect(data.projects).toEqual([
      {
        title: "Formas Abiertas",
        description: "An open source library of accessible form components, used by public services in Colombia.",
        githubUrl: "https://github.com/camila-ortega/formas-abiertas",
        liveUrl: "",
        highlights: [],
        technologies: [],
      },
    ]);
    expect(data.certifications).toEqual([
      {
        name: "Certified Professional in Accessibility Core Competencies",
        issuer: "IAAP",
        issueDate: "2022-11",
        expiryDate: "2025-11",
        credentialUrl: "https://www.credly.com/badges/cpacc-123",
      },
    ]);
    expect(data.review).toEqual([]);
  });

  it("tolerates missing files: an export with only Positions.csv and year-only dates", async () => {
    const { token } = await signedInUser();
    const zip = zipSync({
      "Positions.csv": strToU8("Title,Company Name,Started On,Finished On,Unknown Column\nTeacher,Colegio San José,2015,2019,x\n"),
    });
    const result = await importFile(token, new Blob([zip]), "export.zip");
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.experience).toEqual([
      {
        title: "Teacher",
        company: "Colegio San José",
        location: "",
        startDate: "2015",
        endDate: "2019",
        current: false,
        description: "",
        achievements: [],
      },
    ]);
    expect(result.body.data.personalInfo).toMatchObject({ firstName: "", email: "" });
    expect(result.body.data.education).toEqual([]);
  });

  it("answers short 4xx JSON errors for what it cannot import", async () => {
    const { token } = await signedInUser();
    expectError(await importFile(token, null), 400, IMPORT_MESSAGES.noFile);
    expectError(await importFile(token, new Blob([])), 400, IMPORT_MESSAGES.noFile);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expectError(await importFile(token, new Blob([png]), "photo.png"), 415, IMPORT_MESSAGES.unsupported);
    expectError(await importFile(token, new Blob(["Jane Doe\nEngineer\n"]), "resume.txt"), 415, IMPORT_MESSAGES.unsupported);
    expectError(await importFile(token, new Blob(['{"basics": {"name": "x"'])), 400, IMPORT_MESSAGES.badJson);
    expectError(await importFile(token, jsonBlob({ name: "not a resume", items: [1, 2] })), 422, IMPORT_MESSAGES.notJsonResume);
    expectError(await importFile(token, jsonBlob([{ basics: {} }])), 422, IMPORT_MESSAGES.notJsonResume);
    const deep = `{"basics":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    expectError(await importFile(token, new Blob([deep])), 422, IMPORT_MESSAGES.tooDeep);
    const big = jsonBlob({ basics: { summary: "x".repeat(1024 * 1024) } });
    expectError(await importFile(token, big), 413, IMPORT_MESSAGES.jsonTooLarge);
    const docx = zipSync({ "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": strToU8("<w:document/>") });
    expectError(await importFile(token, new Blob([docx]), "resume.docx"), 422, IMPORT_MESSAGES.notLinkedIn);
    expectError(await importFile(token, new Blob([linkedInZipBytes().slice(0, 200)]), "cut.zip"), 400, IMPORT_MESSAGES.badZip);
  });

  it("bounds every upload: 10 MB files, zip entry count, and inflated bytes (a zip bomb)", async () => {
    const { token } = await signedInUser();
    const over = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x20);
    expectError(await importFile(token, new Blob([over]), "big.json"), 413);
    const bomb = zipSync({ ...csvFixtures(), "Skills.csv": new Uint8Array(16 * 1024 * 1024).fill(0x41) }, { level: 9 });
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expectError(await importFile(token, new Blob([bomb]), "bomb.zip"), 413, IMPORT_MESSAGES.inflatedTooLarge);
    const many = zipSync(Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`f/${i}.txt`, new Uint8Array(0)])));
    expectError(await importFile(token, new Blob([many]), "many.zip"), 413, IMPORT_MESSAGES.tooManyFiles);
  });
});

/** A rich profile as the editor would save it (every field the resume extraction carries). */
const RICH_PROFILE = {
  phone: "+393331234567",
  location: "Bengaluru, Karnataka, India",
  socialLinks: {
    linkedin: "https://www.linkedin.com/in/ada-lovelace",
    github: "https://github.com/ada",
    twitter: "https://x.com/ada",
    website: "https://ada.dev",
    portfolio: "https://portfolio.ada.dev",
    behance: "https://www.behance.net/ada",
    dribbble: "https://dribbble.com/ada",
    other: "https://blog.example.com/ada",
  },
  title: "Staff Engineer",
  summary: "Engineer who builds reliable payment systems and mentors teams across India and Europe for ten years.",
  skills: ["TypeScript", "Go", "Accessibility (WCAG)", "UX & UI design"],
  experience: [
    {
      title: "Staff Engineer",
      company: "Flipkart",
      location: "Bengaluru, India",
      startDate: "2021-03",
      endDate: "",
      current: true,
      description: "Leads the payments platform team of twelve engineers.",
      achievements: ["Cut payment failures by 30%", "Introduced contract testing"],
    },
    {
      title: "Engineer, Payments",
      company: "Initech",
      location: "Zürich",
      startDate: "2016-07",
      endDate: "2021-02",
      current: false,
      description: "",
      achievements: [],
    },
  ],
  education: [
    {
      degree: "Bachelor of Technology in Computer Science",
      school: "Indian Institute of Technology Bombay",
      location: "Mumbai",
      startDate: "2012-07",
      endDate: "2016-05",
      description: "Relevant coursework: Algorithms, Distributed Systems",
      gpa: "8.9/10",
    },
    { degree: "MSc Statistics", school: "ETH Zürich", location: "", startDate: "2019-09", endDate: "2020-08", description: "", gpa: "" },
  ],
  projects: [
    {
      title: "Ledger Lens",
      description: "A tool that reconciles payment ledgers and flags mismatches within minutes.",
      skills: ["Go", "PostgreSQL"],
      url: "https://ledgerlens.dev",
      githubUrl: "https://github.com/ada/ledger-lens",
      image: "",
      featured: false,
    },
    {
      title: "Form Kit",
      description: "Accessible form components with validation messages screen readers announce.",
      skills: ["React"],
      url: "",
      githubUrl: "https://github.com/ada/form-kit",
      image: "",
      featured: false,
    },
  ],
  certifications: [
    {
      name: "AWS Certified Solutions Architect",
      issuer: "Amazon Web Services",
      issueDate: "2022-05",
      expiryDate: "2025-05",
      credentialUrl: "https://aws.amazon.com/verify/ABC123",
      badge: "",
    },
    { name: "Scrum Master", issuer: "", issueDate: "", expiryDate: "", credentialUrl: "", badge: "" },
  ],
};

/** The fields a profile is made of (version and completion follow from them). */
const CONTENT_FIELDS = [
  "phone",
  "location",
  "socialLinks",
  "title",
  "summary",
  "skills",
  "experience",
  "education",
  "projects",
  "certifications",
] as const satisfies ReadonlyArray<keyof ProfileDto>;

describe("GET /api/profiles/me/json-resume", () => {
  it("refuses anonymous requests with 401", async () => {
    expectError(await call("/api/profiles/me/json-resume", { ip: client().ip }), 401);
  });

  it("answers the saved profile as a valid JSON Resume 1.0.0 attachment, also to the session cookie (settings' link)", async () => {
    const { user, token } = await signedInUser();
    const saved = await call("/api/profiles/me", { method: "PUT", body: RICH_PROFILE, token, ip: client().ip });
    expect(saved.status, saved.text).toBe(200);

    const result = await call("/api/profiles/me/json-resume", { cookie: `vitrine_session=${token}`, ip: client().ip });
    expect(result.status, result.text).toBe(200);
    expect(result.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(result.headers.get("Content-Disposition")).toBe(`attachment; filename="${user.username}-resume.json"`);
    expect(result.headers.get("Cache-Control")).toMatch(/no-store/);
    const doc = result.body;
    const parsed = jsonResumeSchema.safeParse(doc);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(Object.keys(doc).every((key) => (JSON_RESUME_KEYS as readonly string[]).includes(key))).toBe(true);
    expect(doc.$schema).toBe(JSON_RESUME_SCHEMA_URL);
    expect(doc.basics).toMatchObject({
      name: "Ada Lovelace",
      label: "Staff Engineer",
      email: user.email,
      phone: "+393331234567",
      url: "https://ada.dev",
      summary: RICH_PROFILE.summary,
      location: { city: "Bengaluru", region: "Karnataka, India" },
    });
    expect(doc.basics.profiles.map((p: { network: string }) => p.network)).toEqual([
      "LinkedIn",
      "GitHub",
      "Twitter",
      "Portfolio",
      "Behance",
      "Dribbble",
      "Other",
    ]);
    expect(doc.work[0]).toEqual({
      name: "Flipkart",
      position: "Staff Engineer",
      location: "Bengaluru, India",
      startDate: "2021-03",
      summary: "Leads the payments platform team of twelve engineers.",
      highlights: ["Cut payment failures by 30%", "Introduced contract testing"],
    });
    expect(doc.work[1]).toMatchObject({ startDate: "2016-07", endDate: "2021-02" });
    expect(doc.education[0]).toMatchObject({
      institution: "Indian Institute of Technology Bombay",
      studyType: "Bachelor of Technology",
      area: "Computer Science",
      score: "8.9/10",
      courses: ["Algorithms", "Distributed Systems"],
    });
    expect(doc.skills).toEqual(RICH_PROFILE.skills.map((name) => ({ name })));
    expect(doc.projects[1]).toMatchObject({ name: "Form Kit", url: "https://github.com/ada/form-kit", keywords: ["React"] });
    expect(doc.certificates[0]).toMatchObject({
      name: "AWS Certified Solutions Architect",
      date: "2022-05",
      issuer: "Amazon Web Services",
    });
  });

  it("answers an empty profile as a valid document too", async () => {
    const { token } = await signedInUser();
    const result = await call("/api/profiles/me/json-resume", { token, ip: client().ip });
    expect(result.status, result.text).toBe(200);
    expect(jsonResumeSchema.safeParse(result.body).success).toBe(true);
    expect(result.body.basics).toMatchObject({ name: "Ada Lovelace" });
  });

  it("round-trips: export, import and save again give back the same profile, field by field", async () => {
    const first = await signedInUser();
    const saved = await call("/api/profiles/me", { method: "PUT", body: RICH_PROFILE, token: first.token, ip: client().ip });
    expect(saved.status, saved.text).toBe(200);
    const original = saved.body.profile as ProfileDto;

    const exported = await call("/api/profiles/me/json-resume", { token: first.token, ip: client().ip });
    const file = new Blob([exported.text], { type: "application/json" });

    // A second account imports the file and saves what the editor filled in (the editor's own merge).
    const second = await signedInUser();
    const imported = await importFile(second.token, file, "resume.json");
    expect(imported.status, imported.text).toBe(200);
    const draft = mergeResume(toDraft(toProfileDto(undefined)), imported.body.data);
    const resaved = await call("/api/profiles/me", { method: "PUT", body: fullPayload(draft), token: second.token, ip: client().ip });
    expect(resaved.status, resaved.text).toBe(200);
    const copy = resaved.body.profile as ProfileDto;

    for (const field of CONTENT_FIELDS) expect(copy[field], field).toEqual(original[field]);
    expect(copy.completionPercentage).toBe(original.completionPercentage);
  });
});
