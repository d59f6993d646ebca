// Issue 33 §2: the local cover letter (app/server/kit/cover-letter.ts). Four lines of work in each tone: the length,
// the company and the role, two or three of the posting's requirements each with the profile's own evidence, the
// contact, the candidate's details, the portfolio only when live, and nothing the sources lack (never-invent.ts),
// also over random profiles and postings.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COVER_LETTER_TONES, type CoverLetterTone } from "~/schemas/kit-letter";
import { type ProfileDto, profileUpdateSchema } from "~/schemas/profile";
import { composeCoverLetter, type CoverLetterInput, coverLetterSources, LETTER_WORDS, letterWordCount } from "~/server/kit/cover-letter";
import { type CitedEvidence, letterEvidence } from "~/server/kit/cover-letter-evidence";
import { inventedFacts } from "~/server/kit/never-invent";
import { toProfileDto } from "~/server/profiles/profile.server";
import { ACCOUNTANT, GO_ENGINEER, type LetterCase, LETTER_CASES, NURSE, TEACHER } from "../kit-letter-cases";

/** An empty saved profile (as the server reads a user without one). */
const EMPTY_PROFILE: ProfileDto = toProfileDto(undefined);

/** A profile as saved: the fixture through the profile's own schema (so it is one the API would take). */
const saved = (input: Record<string, unknown>): ProfileDto => ({
  ...EMPTY_PROFILE,
  ...(profileUpdateSchema.parse(input) as Partial<ProfileDto>),
});

const PORTFOLIO = "https://vitrine.example/p/Xy7Qm2Lp9Rt4";

function inputFor(c: LetterCase, tone: CoverLetterTone, portfolioUrl: string | null = PORTFOLIO): CoverLetterInput {
  return { profile: saved(c.profile), user: c.user, job: c.job, portfolioUrl, tone };
}

/** The profile's words an item of evidence must bring into the letter. */
function evidenceWords(item: CitedEvidence): string {
  const { evidence } = item;
  switch (evidence.kind) {
    case "achievement":
      // Its first word is put in the first person ("Led" → "I led"): the rest is quoted as written.
      return evidence.text.replace(/^\S+\s/, "").replace(/[.\s]+$/, "");
    case "credential":
      return evidence.held;
    case "project":
      return evidence.title;
    case "role":
      return evidence.role.company;
    case "listed":
      return item.asks[0]!;
  }
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/).filter((s) => /\p{L}/u.test(s));

describe("composeCoverLetter: four lines of work, three tones", () => {
  for (const c of LETTER_CASES) {
    for (const tone of COVER_LETTER_TONES) {
      it(`${c.name}, ${tone}: in range, addressed, names the role, cites 2-3 requirements with evidence, invents nothing`, () => {
        const input = inputFor(c, tone);
        const { text, tone: answered } = composeCoverLetter(input);
        expect(answered).toBe(tone);
        const words = letterWordCount(text);
        expect(words).toBeGreaterThanOrEqual(LETTER_WORDS[tone].min);
        expect(words).toBeLessThanOrEqual(LETTER_WORDS[tone].max);
        expect(text).toContain(c.job.company);
        expect(text).toContain(c.job.title);
        expect(text.split("\n")[0]).toBe(
          c.job.recruiterName
            ? `Dear ${c.job.recruiterName},`
            : tone === "warm"
              ? `Dear ${c.job.company} team,`
              : `Dear Hiring Team at ${c.job.company},`,
        );

        const { cited } = letterEvidence(input.profile, c.job);
        const asks = cited.flatMap((item) => item.asks);
        expect(asks.length).toBeGreaterThanOrEqual(2);
        expect(asks.length).toBeLessThanOrEqual(3);
        expect(cited.every((item) => item.evidence.kind !== "listed")).toBe(true);
        for (const ask of asks) expect(c.answers.map((a) => a.toLowerCase())).toContain(ask.toLowerCase());
        for (const item of cited) {
          for (const ask of item.asks) expect(text).toContain(ask);
          expect(text).toContain(evidenceWords(item));
        }

        const [name, details] = text.split("\n").slice(-3);
        expect(name).toBe(`${c.user.firstName} ${c.user.lastName}`);
        expect(details).toContain(c.user.email);
        expect(inventedFacts(text, coverLetterSources(input))).toEqual([]);
        expect(text).not.toMatch(/undefined|null| {2}|\.\./);
      });
    }
  }

  it("reads like a letter, not a form: no two sentences of a letter open alike, and the tones differ", () => {
    for (const c of LETTER_CASES) {
      const letters = COVER_LETTER_TONES.map((tone) => composeCoverLetter(inputFor(c, tone)).text);
      expect(new Set(letters).size).toBe(3);
      expect(letters.map((text) => text.split("\n").at(-4))).toEqual(["Sincerely,", "Warm regards,", "Best regards,"]);
      for (const text of letters) {
        const openings = sentencesOf(text.split("\n\n").slice(1, -1).join("\n\n")).map((s) => s.split(/\s+/).slice(0, 4).join(" "));
        expect(openings.filter((opening, i) => openings.indexOf(opening) !== i)).toEqual([]);
      }
    }
    // An achievement, a licence, a project and a role each have their own sentence.
    const nurse = composeCoverLetter(inputFor(NURSE, "formal")).text;
    expect(nurse).toContain("I hold the Registered Nurse (RN) License, issued by Texas Board of Nursing");
    expect(nurse).toMatch(/I reduced medication administration errors by 30%/);
    const go = composeCoverLetter(inputFor(GO_ENGINEER, "formal")).text;
    expect(go).toMatch(/my project Ledgerline|in my own project, Ledgerline/);
    expect(go).toContain("I led the migration of 40 services to Kubernetes, cutting deploy time by 35%");
    // The posting's years, answered by when the profile's experience starts.
    expect(go).toContain("5+ years");
    expect(go).toContain("since September 2017");
  });

  it("keeps a profile of long lines within the length: a line past 45 words is cut at a clause", () => {
    const long = (skill: string) =>
      `Led the ${skill} programme end to end, from the first audit of every legacy system, through planning, hiring, vendor selection, rollout across every region, training for each team, weekly reporting to the board, and the long tail of support, documentation and post-launch fixes that followed it for many months afterwards`;
    const profile = saved({
      ...(GO_ENGINEER.profile as object),
      experience: [
        {
          title: "Senior Backend Engineer",
          company: "Acme Robotics",
          startDate: "2021-03",
          current: true,
          achievements: ["Go", "PostgreSQL", "Kubernetes", "Docker", "gRPC"].map(long).map((line) => line.slice(0, 300)),
        },
      ],
    });
    for (const tone of COVER_LETTER_TONES) {
      const input: CoverLetterInput = { ...inputFor(GO_ENGINEER, tone), profile };
      const { text } = composeCoverLetter(input);
      expect(letterWordCount(text)).toBeLessThanOrEqual(LETTER_WORDS[tone].max);
      expect(letterWordCount(text)).toBeGreaterThanOrEqual(LETTER_WORDS[tone].min);
      expect(inventedFacts(text, coverLetterSources(input))).toEqual([]);
      expect(text).toContain("I led the Go programme end to end");
    }
  });

  it("answers the posting's years only when the roles' dates cover them (a summary's claim does not count)", () => {
    const input = inputFor(GO_ENGINEER, "formal");
    const at = (iso: string) => composeCoverLetter(input, new Date(iso)).text;
    // Roles from September 2017: five whole years by September 2022, not before.
    expect(at("2022-09-15T00:00:00Z")).toContain("You ask for 5+ years of experience; my experience since September 2017 meets that.");
    expect(at("2022-07-15T00:00:00Z")).not.toContain("5+ years");
    const boasting = { ...input, profile: { ...input.profile, summary: "I have 20 years of experience in Go and PostgreSQL at scale." } };
    const job = { ...GO_ENGINEER.job, description: GO_ENGINEER.job.description.replace("5+ years", "15+ years") };
    expect(composeCoverLetter({ ...boasting, job }, new Date("2026-11-28T00:00:00Z")).text).not.toContain("15+ years");
  });

  it("is deterministic", () => {
    for (const tone of COVER_LETTER_TONES)
      expect(composeCoverLetter(inputFor(TEACHER, tone))).toEqual(composeCoverLetter(inputFor(TEACHER, tone)));
  });

  it("puts the candidate's phone and place under the name when the profile has them", () => {
    const text = composeCoverLetter(inputFor(NURSE, "formal")).text;
    expect(text).toContain("maria.lopez@example.com · +15125550142 · Austin, TX");
    expect(composeCoverLetter(inputFor(ACCOUNTANT, "brief")).text).toContain("priya.n@example.com · San Jose, CA");
  });

  it("links the portfolio only when it is live", () => {
    for (const tone of COVER_LETTER_TONES) {
      const linked = composeCoverLetter(inputFor(GO_ENGINEER, tone, PORTFOLIO)).text;
      expect(linked.split("\n").at(-1)).toBe(`Portfolio: ${PORTFOLIO}`);
      expect(linked).toMatch(/portfolio.{0,20} linked below/i);
      const unlinked = composeCoverLetter(inputFor(GO_ENGINEER, tone, null)).text;
      expect(unlinked).not.toMatch(/portfolio|https?:/i);
    }
  });

  it("addresses the company's hiring team when the job has no contact", () => {
    const job = { ...ACCOUNTANT.job, recruiterName: "" };
    const text = composeCoverLetter({ ...inputFor(ACCOUNTANT, "formal"), job }).text;
    expect(text.startsWith("Dear Hiring Team at Bluewater Shipping,\n")).toBe(true);
    expect(text).not.toContain("Rivera");
  });

  it("says honestly that a thin profile makes a short letter, and pads with nothing invented", () => {
    const profile = saved({ title: "Junior Developer", skills: ["JavaScript", "HTML", "CSS"] });
    for (const tone of COVER_LETTER_TONES) {
      const input: CoverLetterInput = { profile, user: GO_ENGINEER.user, job: GO_ENGINEER.job, portfolioUrl: null, tone };
      const { text } = composeCoverLetter(input);
      expect(letterWordCount(text)).toBeLessThan(LETTER_WORDS[tone].min);
      expect(text).toMatch(/profile is still (brief|short)/);
      expect(text).toContain("Senior Go Engineer");
      expect(text).not.toMatch(/Acme|Initech|Ledgerline|\d/);
      expect(inventedFacts(text, coverLetterSources(input))).toEqual([]);
    }
  });

  it("never claims a skill the profile lacks: the posting's other needs are interest, not experience", () => {
    const text = composeCoverLetter(inputFor(GO_ENGINEER, "formal")).text;
    // Terraform is asked and absent from the profile: named only as something noted, never as offered.
    const terraform = sentencesOf(text).filter((s) => s.includes("Terraform"));
    expect(terraform).toHaveLength(1);
    expect(terraform[0]).toMatch(/^I also noted the role's emphasis on Terraform/);
  });
});

// --- Random profiles and postings ------------------------------------------------------------------------------

const SKILLS = [
  "Go",
  "PostgreSQL",
  "Kubernetes",
  "Excel",
  "QuickBooks",
  "Patient Assessment",
  "Lesson Planning",
  "React",
  "Python",
  "GAAP",
];
const COMPANIES = ["Acme Robotics", "Initech", "3M", "Studio 54", "St. Mary's Hospital", "Globex"];
const TITLES = ["Backend Engineer", "Staff Accountant", "Registered Nurse", "Math Teacher", "Data Analyst"];
const VERBS = ["Led", "Built", "Reduced", "Managed", "Designed", "Migration of", "Trained", "Owns"];

const achievement = fc
  .tuple(
    fc.constantFrom(...VERBS),
    fc.constantFrom(...SKILLS),
    fc.integer({ min: 2, max: 900 }),
    fc.constantFrom("teams", "clients", "%", "patients"),
  )
  .map(([verb, skill, n, unit]) => `${verb} ${skill} work for ${n}${unit === "%" ? "%" : ` ${unit}`} across the unit`);

const role = fc.record({
  title: fc.constantFrom(...TITLES),
  company: fc.constantFrom(...COMPANIES),
  startYear: fc.integer({ min: 2005, max: 2023 }),
  current: fc.boolean(),
  description: fc.constantFrom(
    "",
    "Daily work with Go services and PostgreSQL databases.",
    "Provided care for patients on a busy surgical unit.",
  ),
  achievements: fc.array(achievement, { maxLength: 3 }),
});

const randomProfile = fc
  .record({
    title: fc.constantFrom("", ...TITLES),
    summary: fc.constantFrom(
      "",
      "I build dependable systems for 12 years now, with care and patience every day.",
      "Analyst who turns messy data into clear decisions.",
    ),
    skills: fc.uniqueArray(fc.constantFrom(...SKILLS), { maxLength: 6 }),
    roles: fc.array(role, { maxLength: 3 }),
    project: fc.option(fc.constantFrom(...SKILLS)),
  })
  .map(({ roles, project, ...rest }) => ({
    ...EMPTY_PROFILE,
    ...rest,
    experience: roles.map((r) => ({
      title: r.title,
      company: r.company,
      location: "",
      startDate: `${r.startYear}-03`,
      endDate: r.current ? "" : `${r.startYear + 1}-06`,
      current: r.current,
      description: r.description,
      achievements: r.achievements,
    })),
    projects: project
      ? [
          {
            title: "Side Quest",
            description: `A weekend tool built with ${project} for 40 friends.`,
            skills: [project],
            url: "",
            githubUrl: "",
            image: "",
            featured: false,
          },
        ]
      : [],
  }));

const randomPosting = fc
  .record({
    title: fc.constantFrom("Senior Go Engineer", "Accountant II", "ICU Nurse", "Teacher"),
    company: fc.constantFrom("Northwind", "Contoso Ltd", "Hooli"),
    required: fc.uniqueArray(fc.constantFrom(...SKILLS), { minLength: 1, maxLength: 4 }),
    preferred: fc.uniqueArray(fc.constantFrom(...SKILLS), { maxLength: 2 }),
    years: fc.option(fc.integer({ min: 1, max: 9 })),
    contact: fc.option(fc.constantFrom("Dana Scully", "Ms Rivera")),
  })
  .map((p) => ({
    title: p.title,
    company: p.company,
    recruiterName: p.contact ?? "",
    description: `${p.title}\nRequirements:\n${p.required.map((s) => `- ${s}`).join("\n")}${p.years ? `\n- ${p.years}+ years of experience` : ""}${
      p.preferred.length ? `\nNice to have: ${p.preferred.join(", ")}` : ""
    }`,
  }));

describe("composeCoverLetter over random profiles and postings", () => {
  it("never invents, stays within its length (or says why it is short), and names the company and the role", () => {
    fc.assert(
      fc.property(
        randomProfile,
        randomPosting,
        fc.constantFrom(...COVER_LETTER_TONES),
        fc.option(fc.constant(PORTFOLIO)),
        (profile, job, tone, url) => {
          const input: CoverLetterInput = {
            profile,
            user: { firstName: "Sam", lastName: "Rowe", email: "sam@example.com" },
            job,
            portfolioUrl: url,
            tone,
          };
          const { text } = composeCoverLetter(input);
          expect(inventedFacts(text, coverLetterSources(input))).toEqual([]);
          const words = letterWordCount(text);
          expect(words).toBeLessThanOrEqual(LETTER_WORDS[tone].max);
          if (words < LETTER_WORDS[tone].min) expect(text).toMatch(/profile is still (brief|short)/);
          expect(text).toContain(job.company);
          expect(text).toContain(job.title);
          expect(text.includes(PORTFOLIO)).toBe(url !== null);
          expect(text).not.toMatch(/undefined|null|\.\.|,,/);
          const asks = letterEvidence(profile, job).cited.flatMap((c) => c.asks);
          expect(asks.length).toBeLessThanOrEqual(3);
        },
      ),
      { numRuns: 300 },
    );
  });
});
