// The structured importers' mappers: JSON Resume and the LinkedIn export to the resume extraction, and the
// saved profile to JSON Resume. Dates keep their precision (a year alone never gets a month).
import { strToU8, Zip, ZipDeflate, zipSync } from "fflate";
import { concatBytes } from "~/lib/bytes";
import { describe, expect, it } from "vitest";
import { extractedSocialLinksSchema } from "~/server/resume/extraction";
import { importDate, httpLink, splitBullets } from "~/server/resume/import-fields";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "~/server/resume/import-limits";
import { fromJsonResume, toJsonResume } from "~/server/resume/json-resume";
import { fromLinkedIn, headlineRole, parseWebsites, readLinkedInZip } from "~/server/resume/linkedin";
import { jsonResumeSchema } from "~/schemas/json-resume";
import { toProfileDto } from "~/server/profiles/profile.server";
import { appErrorOf, expectReadings } from "./shared";

describe("the LinkedIn headline", () => {
  it("gives the role, not the tagline: no employer, no list of skills", () => {
    expect(headlineRole("Senior Backend Engineer at Stripe | Go, Kafka, Postgres")).toBe("Senior Backend Engineer");
    expect(headlineRole("Registered Nurse @ St Mary's · ICU")).toBe("Registered Nurse");
    expect(headlineRole("  Head of Data • Building teams  ")).toBe("Head of Data");
    expect(headlineRole("Mathematics Teacher")).toBe("Mathematics Teacher");
    expect(headlineRole("")).toBe("");
  });
});

describe("import field helpers", () => {
  it("keeps a date's precision: month when given, a year alone as a year, unreadable as unknown", () => {
    expectReadings(importDate, [
      ["2020-03-15", "2020-03"],
      ["2020-03", "2020-03"],
      ["2020", "2020"],
      ["Jan 2020", "2020-01"],
      ["September 2019", "2019-09"],
      ["03/2021", "2021-03"],
      ["", ""],
      ["Present", ""],
      ["Smarch 2020", ""],
    ]);
  });

  it("lets only http(s) links through", () => {
    expectReadings(httpLink, [
      ["https://x.dev/a", "https://x.dev/a"],
      ["github.com/jane", "https://github.com/jane"],
      ["javascript:alert(1)", ""],
      ["data:text/html,hi", ""],
      ["mailto:a@b.co", ""],
      ["not a url", ""],
    ]);
  });

  it("splits bullet lines from prose without copying the prose", () => {
    expect(splitBullets("Leads checkout.\n• Cut abandonment\n- Built the kit")).toEqual({
      description: "Leads checkout.",
      achievements: ["Cut abandonment", "Built the kit"],
    });
  });

  it("reads LinkedIn's Websites cell with and without types", () => {
    expect(parseWebsites("[PORTFOLIO:https://a.dev,b.dev/blog,OTHER:javascript:x]")).toEqual([
      { type: "portfolio", url: "https://a.dev" },
      { type: "", url: "b.dev/blog" },
      { type: "other", url: "javascript:x" },
    ]);
  });
});

describe("fromJsonResume", () => {
  it("maps every section, keeps year-only dates and marks a job without an end date as current", () => {
    const data = fromJsonResume({
      basics: {
        name: "Zoë Łukasiewicz-Müller",
        label: "Analyst",
        email: "zoe@example.com",
        phone: "+39 055 123 4567",
        url: "https://zoe.example.org",
        location: { city: "Florence", region: "Tuscany", countryCode: "IT" },
        profiles: [
          { network: "GitHub", username: "zoe-lm" },
          { network: "Mastodon", url: "javascript:alert(1)" },
        ],
      },
      work: [
        { name: "Careggi", position: "Analyst", startDate: "2021-04-01", highlights: ["Cut prep time"] },
        { name: "Istat", position: "Statistician", startDate: "2018", endDate: "2021" },
      ],
      volunteer: [{ organization: "Open Data Firenze", position: "Organiser", startDate: "2019-09", endDate: "2022-06" }],
      education: [
        { institution: "Bologna", studyType: "Master of Science", area: "Statistics", startDate: "2016", courses: ["Biostatistics"] },
      ],
      skills: [{ name: "Analysis", keywords: ["R", "SQL"] }, { name: "Tableau" }, { name: "R" }],
      projects: [{ name: "Ward Flow", url: "https://github.com/zoe-lm/ward-flow", keywords: ["R"] }],
      certificates: [{ name: "CCDM", issuer: "SCDM", date: "2022-11", url: "ftp://scdm.org" }],
    });
    expect(data.personalInfo).toMatchObject({
      firstName: "Zoë",
      lastName: "Łukasiewicz-Müller",
      email: "zoe@example.com",
      phone: "+39 055 123 4567",
      location: "Florence, Tuscany, IT",
      socialLinks: { website: "https://zoe.example.org", github: "https://github.com/zoe-lm", other: "" },
    });
    expect(data.professional.skills).toEqual(["R", "SQL", "Tableau"]);
    expect(data.experience.map((e) => [e.company, e.startDate, e.endDate, e.current])).toEqual([
      ["Careggi", "2021-04", "", true],
      ["Istat", "2018", "2021", false],
      ["Open Data Firenze", "2019-09", "2022-06", false],
    ]);
    expect(data.experience[0]!.achievements).toEqual(["Cut prep time"]);
    expect(data.education[0]).toMatchObject({
      degree: "Master of Science in Statistics",
      startDate: "2016",
      relevantCoursework: ["Biostatistics"],
    });
    expect(data.projects[0]).toMatchObject({ githubUrl: "https://github.com/zoe-lm/ward-flow", liveUrl: "", technologies: ["R"] });
    expect(data.certifications[0]).toMatchObject({ issueDate: "2022-11", credentialUrl: "" });
    expect(data.review).toEqual([]);
  });

  it("files Behance under its own key when the extraction has one, else under other", () => {
    const url = "https://www.behance.net/zoe";
    const data = fromJsonResume({ basics: { profiles: [{ network: "Behance", url }] } });
    const key = "behance" in extractedSocialLinksSchema.unwrap().shape ? "behance" : "other";
    expect((data.personalInfo.socialLinks as Record<string, string>)[key]).toBe(url);
  });

  it("reads wrong types as empty instead of failing", () => {
    const data = fromJsonResume({ basics: { name: 42, profiles: "x" }, work: [null, "x", { name: ["a"], position: "Dev" }], skills: {} });
    expect(data.personalInfo.firstName).toBe("42");
    expect(data.experience).toEqual([expect.objectContaining({ title: "Dev", company: "" })]);
    expect(data.professional.skills).toEqual([]);
  });
});

describe("toJsonResume", () => {
  it("answers a document the 1.0.0 schema accepts, without empty values", () => {
    const profile = {
      ...toProfileDto(undefined),
      title: "Engineer",
      location: "Pune",
      profilePhoto: "http://localhost:8788/media/photos/u1/p.png",
      socialLinks: { github: "https://github.com/jane", website: "https://jane.dev" },
      experience: [
        {
          title: "Dev",
          company: "Initech",
          location: "",
          startDate: "2020-01",
          endDate: "",
          current: true,
          description: "",
          achievements: [],
        },
      ],
      education: [
        {
          degree: "B.Tech",
          school: "IIT",
          location: "",
          startDate: "2014-07",
          endDate: "2018-05",
          description: "Relevant coursework: OS, DBMS",
          gpa: "",
        },
      ],
    };
    const doc = toJsonResume(profile, { firstName: "Jane", lastName: "Roe", email: "jane@example.com" });
    expect(jsonResumeSchema.safeParse(doc).success).toBe(true);
    expect(doc.basics).toMatchObject({
      name: "Jane Roe",
      label: "Engineer",
      image: "http://localhost:8788/media/photos/u1/p.png",
      url: "https://jane.dev",
      location: { city: "Pune" },
    });
    expect(
      toJsonResume({ ...profile, profilePhoto: "/media/photos/u1/p.png" }, { firstName: "J", lastName: "", email: "j@x.io" }).basics,
    ).not.toHaveProperty("image");
    expect(doc.basics!.profiles).toEqual([{ network: "GitHub", username: "jane", url: "https://github.com/jane" }]);
    expect(doc.work![0]).toEqual({ name: "Initech", position: "Dev", startDate: "2020-01" });
    expect(doc.education![0]).toMatchObject({ studyType: "B.Tech", courses: ["OS", "DBMS"] });
    expect(doc.education![0]).not.toHaveProperty("area");
  });
});

const csv = (text: string) => strToU8(text);

describe("LinkedIn export", () => {
  it("reads the profile files by name wherever they sit in the zip and maps them", () => {
    const zip = zipSync({
      "Basic_LinkedInDataExport_01-01-2025/Profile.csv": csv(
        '\uFEFFFirst Name,Last Name,Headline,Summary,Geo Location,Websites,Twitter Handles\nAna,Díaz,Nurse,Caring for people.,"Bogotá, Colombia",[PORTFOLIO:https://ana.care],[anad]\n',
      ),
      "Positions.csv": csv(
        'Company Name,Title,Description,Location,Started On,Finished On\n"Clínica, S.A.",Nurse,"Ward nurse.\n• Led triage",Bogotá,2019,\n',
      ),
      "Education.csv": csv("School Name,Degree Name,Start Date,End Date\nUniversidad Nacional,Nursing,2014,2018\n"),
      "Skills.csv": csv("Name\nTriage\nPaediatrics\nTriage\n"),
      "messages.csv": csv("FROM,TO\nx,y\n"),
    });
    const data = fromLinkedIn(readLinkedInZip(zip));
    expect(data.personalInfo).toMatchObject({
      firstName: "Ana",
      lastName: "Díaz",
      location: "Bogotá, Colombia",
      socialLinks: { portfolio: "https://ana.care", twitter: "https://x.com/anad" },
    });
    expect(data.professional).toEqual({ title: "Nurse", summary: "Caring for people.", skills: ["Triage", "Paediatrics"] });
    expect(data.experience).toEqual([
      {
        title: "Nurse",
        company: "Clínica, S.A.",
        location: "Bogotá",
        startDate: "2019",
        endDate: "",
        current: true,
        description: "Ward nurse.",
        achievements: ["Led triage"],
      },
    ]);
    expect(data.education[0]).toMatchObject({ school: "Universidad Nacional", degree: "Nursing", startDate: "2014", endDate: "2018" });
    expect(data.projects).toEqual([]);
    expect(data.certifications).toEqual([]);
  });

  it("reads a zip written as a stream (sizes in data descriptors after each entry)", () => {
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      chunks.push(chunk);
    });
    const entry = new ZipDeflate("Skills.csv", { level: 6 });
    zip.add(entry);
    entry.push(csv("Name\nFigma\nSketch\n"), true);
    zip.end();
    const bytes = concatBytes(
      chunks,
      chunks.reduce((n, c) => n + c.length, 0),
    );
    expect(bytes[6]! & 0x08).toBe(0x08);
    expect(fromLinkedIn(readLinkedInZip(bytes)).professional.skills).toEqual(["Figma", "Sketch"]);
  });

  it("refuses a zip that holds no LinkedIn profile file", () => {
    const docx = zipSync({ "word/document.xml": csv("<w:document/>"), "Email Addresses.csv": csv("Email Address\na@b.co\n") });
    expect(appErrorOf(() => readLinkedInZip(docx))).toMatchObject({ status: 422, message: IMPORT_MESSAGES.notLinkedIn });
  });

  it("stops a zip bomb at the inflated byte cap and a zip with too many entries at the entry cap", () => {
    const bomb = zipSync({ "Skills.csv": new Uint8Array(20 * 1024 * 1024).fill(0x41) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100 * 1024);
    // It declares its true size; the stream cap does not trust declarations either way, it counts what inflates.
    expect(appErrorOf(() => readLinkedInZip(bomb))).toMatchObject({ status: 413, message: IMPORT_MESSAGES.inflatedTooLarge });
    const many = zipSync(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}.txt`, csv("x")])));
    expect(appErrorOf(() => readLinkedInZip(many, { ...IMPORT_LIMITS, zipEntries: 20 }))).toMatchObject({
      status: 413,
      message: IMPORT_MESSAGES.tooManyFiles,
    });
  });

  it("answers 400 for a corrupt zip", () => {
    const zip = zipSync({ "Skills.csv": new Uint8Array(5000).fill(0x42) });
    const broken = zip.slice(0, 60);
    broken.fill(0xff, 40);
    expect(appErrorOf(() => readLinkedInZip(broken)).status).toBe(400);
  });
});
