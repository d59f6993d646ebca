// The tailored resume (issue 33 §1; app/server/kit/tailor.ts and tailor-undo.ts): skills, bullets and projects ordered
// by the posting with each change listed, a summary aimed at the role, suggestions never written into the draft,
// nothing invented for four lines of work and for random profiles, and every change undone on its own.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tailoredResumeAnswerSchema, type TailoredResume } from "~/schemas/kit-tailor";
import { type ProfileDto, profileUpdateSchema } from "~/schemas/profile";
import { inventedFacts } from "~/server/kit/never-invent";
import { experienceYears, tailorResume } from "~/server/kit/tailor";
import { undoChange } from "~/server/kit/tailor-undo";
import { ACCOUNTANT, ACCOUNTANT_JOB, asProfile, GO_ENGINEER, GO_JOB, NURSE, NURSE_JOB, TEACHER, TEACHER_JOB } from "../kit-tailor-profiles";

const NOW = new Date("2026-11-28T12:00:00Z");

const PEOPLE = [
  { name: "Go engineer", profile: asProfile(GO_ENGINEER), job: GO_JOB, years: 9 },
  { name: "nurse", profile: asProfile(NURSE), job: NURSE_JOB, years: 7 },
  { name: "accountant", profile: asProfile(ACCOUNTANT), job: ACCOUNTANT_JOB, years: 8 },
  { name: "teacher", profile: asProfile(TEACHER), job: TEACHER_JOB, years: 10 },
];

/** What the draft may draw on: the profile, the posting's title and company, and the years the profile's dates span. */
const sourcesOf = (profile: ProfileDto, job: { title: string; company: string }, years: number) => [
  JSON.stringify(profile),
  `${job.title} ${job.company}`,
  `${years} years`,
];

/** The part of a resume a change's path names ("skills", "summary", "projects", "experience/0/achievements"). */
function partAt(resume: ProfileDto, path: string): unknown {
  return path.split("/").reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], resume);
}

function withPart(resume: ProfileDto, path: string, part: unknown): ProfileDto {
  const copy = structuredClone(resume);
  const keys = path.split("/");
  const parent = keys.slice(0, -1).reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], copy);
  (parent as Record<string, unknown>)[keys.at(-1)!] = part;
  return copy;
}

describe("tailorResume", () => {
  it("puts the Go engineer's skills, bullets and projects in the posting's order and lists each change", () => {
    const profile = asProfile(GO_ENGINEER);
    const before = structuredClone(profile);
    const { resume, changes } = tailorResume(profile, GO_JOB, NOW);
    expect(resume.skills).toEqual(["Golang", "Kubernetes", "Docker", "PostgreSQL", "Python", "React", "Public Speaking"]);
    expect(resume.experience[0]!.achievements).toEqual([
      "Led the migration of 40 services to Kubernetes, cutting deploy time by 35%",
      "Wrote the fleet's telemetry pipeline in Go, handling 2 million events a day",
      "Mentored four junior engineers through their first year",
      "Cut the monthly cloud bill by 18% with rightsizing",
    ]);
    expect(resume.experience[1]!.achievements).toEqual([
      "Built the billing service in Python and PostgreSQL",
      "Ran the design reviews of the payments team",
    ]);
    expect(resume.projects.map((p) => p.title)).toEqual(["Kube Deployer"]);
    expect(resume.summary).toBe(
      "Backend Engineer with 9 years of experience in Golang, Kubernetes and Docker, seeking the Senior Go Engineer role at Northwind Traders. I care about clear code and calm on-call rotations.",
    );
    expect(changes).toEqual([
      { kind: "skills-order", path: "skills", detail: "Moved Golang, Kubernetes, Docker and PostgreSQL to the top of Skills" },
      { kind: "summary", path: "summary", detail: "Aimed the summary's first sentence at the Senior Go Engineer role" },
      {
        kind: "bullet-order",
        path: "experience/0/achievements",
        detail: "Put the bullets about Kubernetes and services first in Acme Robotics",
      },
      { kind: "bullet-order", path: "experience/1/achievements", detail: "Put the bullets about PostgreSQL first in Globex" },
      { kind: "project-hidden", path: "projects/0", detail: "Hid the project Recipes: it shows nothing the posting asks for" },
      { kind: "project-hidden", path: "projects/2", detail: "Hid the project Trail Log: it shows nothing the posting asks for" },
    ]);
    // Everything else is the profile's, and the profile itself is untouched.
    expect({ ...resume, skills: [], summary: "", experience: [], projects: [] }).toEqual({
      ...profile,
      skills: [],
      summary: "",
      experience: [],
      projects: [],
    });
    expect(profile).toEqual(before);
  });

  it("puts required skills before preferred ones, a skill the vocabulary lacks by where the posting names it, the rest after", () => {
    const { resume } = tailorResume(asProfile(ACCOUNTANT), ACCOUNTANT_JOB, NOW);
    // Financial Reporting and Excel (Advanced Excel) are required, Reconciliation is on a required line, SAP preferred.
    expect(resume.skills).toEqual(["Financial Reporting", "Excel", "Reconciliation", "SAP", "Payroll", "Budgeting"]);
  });

  it("orders projects by relevance and says which moved up", () => {
    const profile = asProfile({
      ...GO_ENGINEER,
      projects: [
        { title: "Billing Notes", description: "Notes on a PostgreSQL billing schema and its migrations." },
        {
          title: "Kube Deployer",
          description: "A command-line tool that rolls out Go services to Kubernetes clusters safely.",
          skills: ["Go"],
        },
      ],
    });
    const { resume, changes } = tailorResume(profile, GO_JOB, NOW);
    expect(resume.projects.map((p) => p.title)).toEqual(["Kube Deployer", "Billing Notes"]);
    expect(changes).toContainEqual({
      kind: "project-order",
      path: "projects",
      detail: "Moved the project Kube Deployer up in Projects: it shows Go and Kubernetes",
    });
  });

  it("never hides a featured project, nor any when the posting names no skill it can read", () => {
    const featured = asProfile({ ...GO_ENGINEER, projects: GO_ENGINEER.projects.map((p) => ({ ...p, featured: p.title === "Recipes" })) });
    expect(tailorResume(featured, GO_JOB, NOW).resume.projects.map((p) => p.title)).toEqual(["Kube Deployer", "Recipes"]);
    const vague = { title: "Team Member", company: "Acme", description: "Join our great team and make a difference every day." };
    const { resume, changes } = tailorResume(asProfile(GO_ENGINEER), vague, NOW);
    expect(resume.projects).toEqual(asProfile(GO_ENGINEER).projects);
    expect(changes.filter((c) => c.kind.startsWith("project"))).toEqual([]);
  });

  it("lists what the posting asks for and the profile lacks as suggestions, never in the draft", () => {
    const go = tailorResume(asProfile(GO_ENGINEER), GO_JOB, NOW);
    expect(go.suggestions).toEqual([
      "The posting asks for Microservices: add it if you have used it.",
      "The posting asks for gRPC: add it if you have used it.",
      "The posting would also like Terraform: add it if you have used it.",
      "The posting would also like AWS: add it if you have used it.",
    ]);
    expect(JSON.stringify(go.resume)).not.toMatch(/gRPC|Terraform|AWS|Microservices/i);
    const teacher = tailorResume(asProfile(TEACHER), TEACHER_JOB, NOW).suggestions;
    expect(teacher).toContain("The posting asks for GCSE Teaching and your profile mentions it: add it to Skills.");
    expect(teacher.some((s) => s.startsWith("The posting requires Qualified Teacher Status"))).toBe(true);
    // The nurse holds the RN licence the posting requires: nothing to advise about it.
    expect(tailorResume(asProfile(NURSE), NURSE_JOB, NOW).suggestions).toEqual([
      "The posting would also like IV Therapy: add it if you have used it.",
    ]);
    const junior = asProfile({ ...NURSE, experience: [{ ...NURSE.experience[0]!, startDate: "2025-01" }] });
    expect(tailorResume(junior, NURSE_JOB, NOW).suggestions).toContain(
      "The posting asks for 3+ years of experience and your dates show 1: lead with the work closest to this role.",
    );
  });

  it("counts the years the experience dates span, overlaps once, a current job up to now", () => {
    const entry = (startDate: string, endDate: string) => ({ title: "Clerk", company: "Initech", startDate, endDate, current: !endDate });
    expect(experienceYears(asProfile({ experience: [entry("2020-01", "2022-12"), entry("2022-01", "2023-12")] }), NOW)).toBe(4);
    expect(experienceYears(asProfile({ experience: [entry("2024-12", "")] }), NOW)).toBe(2);
    expect(experienceYears(asProfile({ experience: [] }), NOW)).toBe(0);
  });

  it.each(PEOPLE)(
    "invents nothing for the $name: every fact of the draft is the profile's, the draft is a valid profile",
    ({ profile, job, years }) => {
      const tailored = tailorResume(profile, job, NOW);
      expect(experienceYears(profile, NOW)).toBe(years);
      expect(inventedFacts(JSON.stringify(tailored.resume, null, 1), sourcesOf(profile, job, years))).toEqual([]);
      expect(tailored.changes.length).toBeGreaterThanOrEqual(3);
      expect(profileUpdateSchema.safeParse(tailored.resume).success).toBe(true);
      expect(tailoredResumeAnswerSchema.safeParse({ ...tailored, generatedBy: "local" }).success).toBe(true);
      expect(tailorResume(profile, job, NOW)).toEqual(tailored);
    },
  );
});

describe("undoChange", () => {
  it.each(PEOPLE)(
    "undoes each change of the $name's draft alone: that part is the profile's again, the rest the draft's",
    ({ profile, job }) => {
      const tailored = tailorResume(profile, job, NOW);
      tailored.changes.forEach((change, index) => {
        const undone = undoChange(tailored, profile, index);
        if (change.kind === "project-hidden") {
          const project = profile.projects[Number(change.path.split("/")[1])]!;
          expect(undone.projects).toContainEqual(project);
          expect(undone.projects.filter((p) => p !== project)).toEqual(tailored.resume.projects);
          return;
        }
        expect(partAt(undone, change.path)).toEqual(partAt(profile, change.path));
        expect(withPart(undone, change.path, partAt(tailored.resume, change.path))).toEqual(tailored.resume);
      });
    },
  );

  it("keeps the user's own edits: an added skill stays after the profile's, an edited summary stays", () => {
    const profile = asProfile(GO_ENGINEER);
    const tailored = tailorResume(profile, GO_JOB, NOW);
    const edited: TailoredResume = {
      ...tailored,
      resume: { ...tailored.resume, skills: ["Rust", ...tailored.resume.skills], summary: "My own words." },
    };
    const undone = undoChange(
      edited,
      profile,
      tailored.changes.findIndex((c) => c.kind === "skills-order"),
    );
    expect(undone.skills).toEqual([...profile.skills, "Rust"]);
    expect(undone.summary).toBe("My own words.");
  });

  it("puts a hidden project back where it belongs and undoes a reworded bullet's text, keeping its place", () => {
    const profile = asProfile(GO_ENGINEER);
    const tailored = tailorResume(profile, GO_JOB, NOW);
    const recipes = tailored.changes.findIndex((c) => c.path === "projects/0");
    expect(undoChange(tailored, profile, recipes).projects.map((p) => p.title)).toEqual(["Recipes", "Kube Deployer"]);
    const original = tailored.resume.experience[0]!.achievements[0]!;
    const after = "Moved 40 services to Kubernetes and cut deploy time by 35%";
    const reworded: TailoredResume = {
      ...tailored,
      resume: {
        ...tailored.resume,
        experience: [
          { ...tailored.resume.experience[0]!, achievements: [after, ...tailored.resume.experience[0]!.achievements.slice(1)] },
          tailored.resume.experience[1]!,
        ],
      },
      changes: [
        ...tailored.changes,
        {
          kind: "bullet-reworded",
          path: "experience/0/achievements/0",
          detail: "Reworded a bullet in Acme Robotics",
          before: original,
          after,
        },
      ],
    };
    const back = undoChange(reworded, profile, reworded.changes.length - 1);
    expect(back.experience[0]!.achievements).toEqual(tailored.resume.experience[0]!.achievements);
    // Undoing the order keeps the rewording and puts the bullet where the profile has it.
    const order = undoChange(
      reworded,
      profile,
      reworded.changes.findIndex((c) => c.path === "experience/0/achievements"),
    );
    expect(order.experience[0]!.achievements).toEqual(profile.experience[0]!.achievements.map((b) => (b === original ? after : b)));
  });
});

// --- Random profiles and postings ---

const SKILLS = [
  "Go",
  "Python",
  "Kubernetes",
  "Docker",
  "PostgreSQL",
  "React",
  "Excel",
  "Payroll",
  "Patient Care",
  "Wound Care",
  "ACLS",
  "Lesson Planning",
  "Terraform",
  "AWS",
  "gRPC",
  "SAP",
  "Figma",
  "Public Speaking",
  "Budgeting",
  "Bookkeeping",
];
const COMPANIES = ["Acme Robotics", "Globex", "St Mary's Hospital", "Baker & Lowe", "Riverside Academy", "Initech", "Umbrella Health"];
const TITLES = ["Backend Engineer", "Registered Nurse", "Accountant", "Science Teacher", "Data Analyst"];
const SCHOOLS = ["University of Leeds", "King's College London", "Bristol Polytechnic"];
const VERBS = ["Led", "Built", "Cut costs by", "Trained", "Automated", "Reviewed"];
const NOUNS = ["reports", "services", "patients", "pupils", "ledgers", "dashboards", "the rota"];

const month = fc.tuple(fc.integer({ min: 2005, max: 2024 }), fc.integer({ min: 1, max: 12 }));
const asMonth = ([year, m]: [number, number]) => `${year}-${String(m).padStart(2, "0")}`;
const bullet = fc
  .tuple(fc.constantFrom(...VERBS), fc.integer({ min: 2, max: 900 }), fc.constantFrom(...NOUNS), fc.constantFrom(...SKILLS))
  .map(([verb, n, noun, skill]) => `${verb} ${n}% of the ${noun} with ${skill}`);
const experience = fc.record({
  title: fc.constantFrom(...TITLES),
  company: fc.constantFrom(...COMPANIES),
  start: month,
  years: fc.integer({ min: 0, max: 4 }),
  current: fc.boolean(),
  achievements: fc.array(bullet, { maxLength: 5 }),
});
const project = fc.record({
  title: fc.constantFrom("Recipes", "Kube Deployer", "Ledger Check", "Ward Rota", "Lab Videos"),
  description: fc.constantFrom(...SKILLS).map((skill) => `A small tool built with ${skill} for friends and colleagues.`),
  skills: fc.uniqueArray(fc.constantFrom(...SKILLS), { maxLength: 3 }),
  featured: fc.boolean(),
});
const randomProfile = fc
  .record({
    title: fc.constantFrom(...TITLES, ""),
    summary: fc.constantFrom("", "Careful worker who explains the numbers and the plans in plain words to everyone."),
    skills: fc.uniqueArray(fc.constantFrom(...SKILLS), { minLength: 3, maxLength: 8 }),
    experience: fc.array(experience, { maxLength: 3 }),
    education: fc.array(
      fc.record({ degree: fc.constantFrom("BSc Nursing", "BA Accounting"), school: fc.constantFrom(...SCHOOLS), start: month }),
      { maxLength: 2 },
    ),
    projects: fc.array(project, { maxLength: 4 }),
  })
  .map((p) =>
    asProfile({
      ...p,
      experience: p.experience.map(({ start, years, current, ...e }) => ({
        ...e,
        startDate: asMonth(start),
        endDate: current ? "" : asMonth([start[0] + years + 1, start[1]]),
        current,
      })),
      education: p.education.map(({ start, ...e }) => ({ ...e, startDate: asMonth(start), endDate: asMonth([start[0] + 3, start[1]]) })),
    }),
  );
const randomPosting = fc.record({
  title: fc.constantFrom("Senior Go Engineer", "Staff Nurse", "Financial Accountant", "Chemistry Teacher", "Analyst"),
  company: fc.constantFrom("Northwind Traders", "City Hospital", "Oakfield School"),
  description: fc
    .tuple(
      fc.uniqueArray(fc.constantFrom(...SKILLS), { maxLength: 5 }),
      fc.uniqueArray(fc.constantFrom(...SKILLS), { maxLength: 3 }),
      fc.constantFrom(...NOUNS),
    )
    .map(
      ([required, preferred, noun]) =>
        `Requirements:\n- ${required.join(", ")}\n- work with ${noun}\nNice to have:\n- ${preferred.join(", ")}`,
    ),
});

describe("tailorResume on random profiles and postings", () => {
  it("draws every employer, title, school, date and skill from the profile, invents nothing, and every undo leads back to the profile", () => {
    const facts = (p: ProfileDto) => ({
      employers: p.experience.map((e) => `${e.title} at ${e.company} ${e.startDate}-${e.endDate}`).sort(),
      schools: p.education.map((e) => `${e.degree} at ${e.school} ${e.startDate}-${e.endDate}`).sort(),
      skills: [...p.skills].sort(),
      projects: p.projects.map((x) => JSON.stringify(x)),
    });
    const kindsSeen = new Set<string>();
    fc.assert(
      fc.property(randomProfile, randomPosting, fc.infiniteStream(fc.nat()), (profile, job, picks) => {
        const tailored = tailorResume(profile, job, NOW);
        for (const change of tailored.changes) kindsSeen.add(change.kind);
        const draft = facts(tailored.resume);
        const own = facts(profile);
        expect({ ...draft, projects: [] }).toEqual({ ...own, projects: [] });
        for (const p of draft.projects) expect(own.projects).toContain(p);
        expect(inventedFacts(JSON.stringify(tailored.resume), sourcesOf(profile, job, experienceYears(profile, NOW)))).toEqual([]);
        expect(profileUpdateSchema.safeParse(tailored.resume).success).toBe(true);
        // Undo every change, one at a time in a random order, each on the draft as the others left it.
        const left = tailored.changes.map((_, index) => index);
        let resume = tailored.resume;
        const order = picks[Symbol.iterator]();
        while (left.length) {
          const [index] = left.splice(order.next().value! % left.length, 1);
          resume = undoChange({ ...tailored, resume }, profile, index!);
        }
        expect(resume).toEqual(profile);
      }),
      { numRuns: 250 },
    );
    // The random cases did reach every kind of change tailoring makes.
    expect([...kindsSeen].sort()).toEqual(["bullet-order", "project-hidden", "project-order", "skills-order", "summary"]);
  });
});
