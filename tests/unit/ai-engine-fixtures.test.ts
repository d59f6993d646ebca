// The local AI-insights engine over realistic input: the resume fixtures (tests/fixtures/resumes, text extracted
// from their PDF/DOCX/TXT files as the upload does) against job descriptions written for each person's profession
// (tests/fixtures/jobs/<resume>.<job>.txt).
import { beforeAll, describe, expect, it } from "vitest";
import { jobAnalysisSchema, jobMatchingResultSchema, resumeTipsResultSchema, successPredictionResultSchema } from "~/schemas/ai";
import {
  extractJobRequirements,
  jobAnalysis,
  jobMatching,
  resumeTips,
  resumeYears,
  skillsIn,
  successPrediction,
} from "~/server/ai/local-engine";
import { detectResume, extractResumeText } from "~/server/resume/files";
import { canonicalSkill } from "~/server/resume/skills";

const allResumeFiles = import.meta.glob("../fixtures/resumes/*.{pdf,docx,txt}", {
  query: "?inline",
  import: "default",
  eager: true,
}) as Record<string, string>;
const jobFiles = import.meta.glob("../fixtures/jobs/*.txt", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

/** A fixed clock, so "Present" in resume dates reads the same on every run. */
const NOW = new Date("2025-01-15T00:00:00Z");

/** Professions of the fixture people: a resume is unrelated to a job when its profession differs. */
const PROFESSION: Record<string, string> = {
  "alex-chen": "software",
  "priya-sharma": "software",
  "ingrid-larsen": "software",
  "diego-ramirez": "data",
  "james-okafor": "data",
  "maria-garcia": "data",
  "lena-muller": "design",
  "robert-kim": "nursing",
  "sam-taylor": "marketing",
  "giulia-rossi": "software",
  "ananya-iyer": "accounting",
  "camila-souza": "design",
  "emily-carter": "teaching",
  "siobhan-walsh": "nursing",
  "tomas-herrera": "civil engineering",
  "oliver-bennett": "accounting",
  "meera-nair": "human resources",
  "kwame-mensah": "sales",
  "lucia-fernandez": "pharmacy",
};

/** The resumes the job pairs were written for (issue 34's later import fixtures have no jobs of their own). */
const resumeFiles = Object.fromEntries(
  Object.entries(allResumeFiles).filter(([path]) => (path.split("/").pop() ?? "").replace(/\.\w+$/, "") in PROFESSION),
);

const baseName = (path: string) =>
  path
    .split("/")
    .pop()!
    .replace(/\.[^.]+$/, "");

function bytesOf(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

async function extract(path: string): Promise<string> {
  const bytes = bytesOf(resumeFiles[path]!);
  // A generous parse budget: the 3 s production limit is about hostile files, not a busy test machine.
  return extractResumeText(bytes, detectResume(bytes), 60_000);
}

const resumes: Record<string, string> = {};
const jobs = Object.entries(jobFiles)
  .map(([path, description]) => {
    const [person, job] = baseName(path).split(".") as [string, string];
    return { id: `${person}.${job}`, person, description, title: description.split("\n")[0]!.trim() };
  })
  .sort((a, b) => a.id.localeCompare(b.id));

beforeAll(async () => {
  for (const path of Object.keys(resumeFiles).sort()) resumes[baseName(path)] = await extract(path);
});

const match = (person: string, description: string) => jobMatching(resumes[person]!, description, NOW);
const success = (person: string, description: string) => successPrediction(resumes[person]!, description, NOW);

describe("fixture pairs", () => {
  it("has at least ten job descriptions, each written for a fixture resume, covering every profession", () => {
    expect(jobs.length).toBeGreaterThanOrEqual(10);
    for (const job of jobs) expect(Object.keys(PROFESSION), job.id).toContain(job.person);
    expect(Object.keys(resumes).sort()).toEqual(Object.keys(PROFESSION).sort());
    expect(new Set(jobs.map((j) => PROFESSION[j.person])).size).toBe(new Set(Object.values(PROFESSION)).size);
    for (const job of jobs) expect(extractJobRequirements(job.description).required.length, job.id).toBeGreaterThanOrEqual(4);
  });

  it("scores the resume written for the job above every unrelated resume (match and success)", () => {
    const table: string[] = [];
    for (const job of jobs) {
      const own = { match: match(job.person, job.description).overallMatch, success: success(job.person, job.description).successScore };
      const others = Object.keys(resumes).filter((p) => PROFESSION[p] !== PROFESSION[job.person]);
      expect(others.length).toBeGreaterThanOrEqual(5);
      let best = { person: "", match: -1, success: -1 };
      for (const other of others) {
        const theirs = { match: match(other, job.description).overallMatch, success: success(other, job.description).successScore };
        expect(own.match, `${job.id}: ${job.person} vs ${other} (match)`).toBeGreaterThan(theirs.match);
        expect(own.success, `${job.id}: ${job.person} vs ${other} (success)`).toBeGreaterThan(theirs.success);
        if (theirs.match > best.match) best = { person: other, ...theirs };
      }
      table.push(`| ${job.id} | ${own.match} / ${own.success} | ${best.person} ${best.match} / ${best.success} |`);
    }
    console.log(`| job | written-for match / success | best unrelated match / success |\n|---|---|---|\n${table.join("\n")}`);
  });

  it("ranks the resume written for the job first among all fixture resumes, colleagues of the same profession included", () => {
    for (const job of jobs) {
      const ranking = Object.keys(resumes)
        .map((p) => ({ p, score: match(p, job.description).overallMatch }))
        .sort((a, b) => b.score - a.score);
      expect(ranking[0]!.p, `${job.id}: ${JSON.stringify(ranking.slice(0, 3))}`).toBe(job.person);
      expect(ranking[0]!.score, job.id).toBeGreaterThan(ranking[1]!.score);
    }
  });

  it("a resume written for the job scores at least 60 (Good match) on it", () => {
    for (const job of jobs) expect(match(job.person, job.description).overallMatch, job.id).toBeGreaterThanOrEqual(60);
  });

  it("adding a missing required skill to a resume strictly raises the match and moves the skill to matched", () => {
    let checked = 0;
    for (const job of jobs) {
      const { required } = extractJobRequirements(job.description);
      for (const person of Object.keys(resumes)) {
        const before = match(person, job.description);
        const skill = before.skillsMatch.missingSkills.find((s) => required.includes(s));
        if (!skill) continue;
        const after = jobMatching(`${resumes[person]}\nAdditional skills: ${skill}, Teamwork\n`, job.description, NOW);
        expect(after.overallMatch, `${job.id} + ${skill} on ${person}`).toBeGreaterThan(before.overallMatch);
        expect(after.skillsMatch.matchedSkills, `${job.id} + ${skill} on ${person}`).toContain(skill);
        expect(after.skillsMatch.missingSkills).not.toContain(skill);
        checked += 1;
      }
    }
    // Every pair's own resume and most others miss something: the property is exercised widely.
    expect(checked).toBeGreaterThanOrEqual(jobs.length * 5);
  });

  it("the same input gives the same output, across runs and across a re-extraction of the same file", async () => {
    for (const path of Object.keys(resumeFiles).sort()) {
      const person = baseName(path);
      const again = await extract(path);
      expect(again).toBe(resumes[person]);
      for (const job of jobs.filter((j) => j.person === person)) {
        expect(jobMatching(again, job.description, NOW)).toEqual(match(person, job.description));
        expect(successPrediction(again, job.description, NOW)).toEqual(success(person, job.description));
        expect(resumeTips(again, job.description)).toEqual(resumeTips(resumes[person]!, job.description));
        expect(jobAnalysis({ title: job.title, company: "Acme", description: job.description })).toEqual(
          jobAnalysis({ title: job.title, company: "Acme", description: job.description }),
        );
      }
    }
  });

  it("every score of every result is an integer within 0-100, and every output parses with the API schemas", () => {
    const scores: number[] = [];
    for (const job of jobs) {
      const analysis = jobAnalysis({ title: job.title, company: "Acme Corporation", description: job.description });
      expect(() => jobAnalysisSchema.parse(analysis), job.id).not.toThrow();
      for (const person of Object.keys(resumes)) {
        const m = match(person, job.description);
        const s = success(person, job.description);
        const t = resumeTips(resumes[person]!, job.description);
        expect(() => jobMatchingResultSchema.parse(m), `${job.id} ${person}`).not.toThrow();
        expect(() => successPredictionResultSchema.parse(s), `${job.id} ${person}`).not.toThrow();
        expect(() => resumeTipsResultSchema.parse(t), `${job.id} ${person}`).not.toThrow();
        // The schemas round numbers; the engine must already give integers.
        expect(jobMatchingResultSchema.parse(m).overallMatch).toBe(m.overallMatch);
        scores.push(
          m.overallMatch,
          m.experienceMatch.score,
          m.factors.skillsScore,
          m.factors.experienceScore,
          s.successScore,
          s.confidence,
          ...Object.values(s.factors),
          t.overallScore,
        );
      }
    }
    for (const person of Object.keys(resumes)) scores.push(resumeTips(resumes[person]!).overallScore);
    expect(scores.length).toBeGreaterThan(500);
    for (const n of scores) {
      expect(Number.isInteger(n), String(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThanOrEqual(100);
    }
    // The scores spread over the range rather than sitting in one place.
    expect(Math.max(...scores) - Math.min(...scores)).toBeGreaterThanOrEqual(60);
  });
});

describe("synonyms and abbreviations", () => {
  const pairs: Array<[string, string]> = [
    ["JS", "JavaScript"],
    ["TS", "TypeScript"],
    ["k8s", "Kubernetes"],
    ["Postgres", "PostgreSQL"],
    ["ML", "Machine Learning"],
    ["GCP", "Google Cloud"],
    ["Golang", "Go"],
    ["sklearn", "scikit-learn"],
    ["ReactJS", "React"],
    ["PPC", "SEM"],
    ["ICU", "Critical Care"],
    ["RN", "Registered Nurse"],
    ["WCAG", "Accessibility"],
    ["Amazon Web Services", "AWS"],
  ];

  it("maps each abbreviation to the canonical skill", () => {
    for (const [short, name] of pairs) expect(canonicalSkill(short), short).toBe(name);
  });

  it("a job naming the abbreviation matches a resume naming the full name, and the other way round", () => {
    for (const [short, name] of pairs) {
      const jobShort = `Requirements:\n- 3+ years of experience with ${short}\n- SQL`;
      const jobLong = `Requirements:\n- 3+ years of experience with ${name}\n- SQL`;
      const resumeLong = `Engineer with 4 years of experience.\nSkills: ${name}, SQL`;
      const resumeShort = `Engineer with 4 years of experience.\nSkills: ${short}, SQL`;
      expect(jobMatching(resumeLong, jobShort, NOW).skillsMatch.matchedSkills, `${short} job, ${name} resume`).toContain(name);
      expect(jobMatching(resumeShort, jobLong, NOW).skillsMatch.matchedSkills, `${name} job, ${short} resume`).toContain(name);
      expect(jobMatching(resumeLong, jobShort, NOW).overallMatch).toBe(100);
    }
  });

  it("finds abbreviations in prose where they are unambiguous, not common words", () => {
    expect(skillsIn("Strong TypeScript and JS skills; ML models on GCP with k8s")).toEqual(
      expect.arrayContaining(["TypeScript", "JavaScript", "Machine Learning", "Google Cloud", "Kubernetes"]),
    );
    expect(skillsIn("Let's go to the R&D meeting; we will lead and excel at it. Word of mouth.")).toEqual([]);
    expect(skillsIn("Expert-level React and HTML/CSS")).toEqual(expect.arrayContaining(["React", "HTML", "CSS"]));
    // The longest name wins its words: React Native is not also React, Epic EHR is not also EHR.
    expect(skillsIn("Built apps in React Native")).toEqual(["React Native"]);
    expect(skillsIn("Documentation in Epic EHR")).toEqual(["Epic"]);
  });
});

describe("tips are concrete", () => {
  it("a resume without measurable results gets the Impact tip; with them it does not", () => {
    for (const person of Object.keys(resumes)) {
      const stripped = resumes[person]!.replace(/\d/g, "");
      expect(
        resumeTips(stripped).tips.map((t) => t.category),
        person,
      ).toContain("Impact");
    }
    expect(resumeTips(resumes["alex-chen"]!).tips.map((t) => t.category)).not.toContain("Impact");
    expect(resumeTips(resumes["sam-taylor"]!).tips.map((t) => t.category)).not.toContain("Impact");
  });

  it("a resume without email or phone gets the Contact tip naming what is missing", () => {
    for (const person of Object.keys(resumes)) {
      expect(
        resumeTips(resumes[person]!).tips.map((t) => t.category),
        person,
      ).not.toContain("Contact");
      const noEmail = resumes[person]!.replace(/\S+@\S+/g, "");
      const contact = resumeTips(noEmail).tips.find((t) => t.category === "Contact");
      expect(contact?.suggestion, person).toMatch(/email address/);
      expect(contact?.suggestion).not.toMatch(/phone/);
      const neither = noEmail.replace(/\+?\d[\d\s().-]{7,}\d/g, "");
      expect(resumeTips(neither).tips.find((t) => t.category === "Contact")?.suggestion, person).toMatch(/email address and phone number/);
    }
  });

  it("a resume missing skills the job names gets the Keywords tip naming the missing required ones first", () => {
    for (const job of jobs) {
      for (const person of Object.keys(resumes)) {
        const m = match(person, job.description);
        const required = extractJobRequirements(job.description).required;
        const missingRequired = m.skillsMatch.missingSkills.filter((s) => required.includes(s));
        const keywords = resumeTips(resumes[person]!, job.description).tips.find((t) => t.category === "Keywords");
        if (!missingRequired.length) continue;
        expect(keywords, `${job.id} ${person}`).toBeDefined();
        for (const skill of missingRequired.slice(0, 6)) expect(keywords!.suggestion, `${job.id} ${person}`).toContain(skill);
      }
    }
    // The same resume without a job description gets no Keywords tip.
    expect(resumeTips(resumes["robert-kim"]!).tips.map((t) => t.category)).not.toContain("Keywords");
  });

  it("reads section headings as people write them; a resume without one gets the Structure tip naming it", () => {
    // Spaced capitals (Ingrid's PDF), "Academic Background" (Priya), "Employment History" (Sam).
    for (const person of Object.keys(resumes))
      expect(
        resumeTips(resumes[person]!).tips.map((t) => t.category),
        person,
      ).not.toContain("Structure");
    const noEducation = resumes["priya-sharma"]!.replace(/ACADEMIC BACKGROUND[\s\S]*?(?=TECHNICAL SKILLS)/, "");
    expect(noEducation).not.toMatch(/Vellore/);
    expect(resumeTips(noEducation).tips.find((t) => t.category === "Structure")?.suggestion).toBe("Add a clear education section.");
  });

  it("tips lower the resume score by their documented penalties", () => {
    const full = resumeTips(resumes["alex-chen"]!);
    const bare = resumeTips(resumes["alex-chen"]!.replace(/\d/g, "").replace(/\S+@\S+/g, ""));
    expect(full.overallScore - bare.overallScore).toBe(20 + 10);
  });
});

describe("reading the fixture resumes and jobs", () => {
  it("reads years of experience from claims in words, not from education dates", () => {
    const expected: Record<string, number> = {
      "alex-chen": 8,
      "ingrid-larsen": 9,
      "lena-muller": 7,
      "maria-garcia": 5,
      "priya-sharma": 6,
      "robert-kim": 6,
      "sam-taylor": 10,
    };
    for (const [person, years] of Object.entries(expected)) expect(resumeYears(resumes[person]!, NOW), person).toBe(years);
    // No claim: the experience entries' dates (Jul 2018 - Present at Jan 2025), not the 2011 degree.
    expect(resumeYears(resumes["diego-ramirez"]!, NOW)).toBe(6);
    expect(resumeYears(resumes["james-okafor"]!, NOW)).toBe(8);
  });

  it("finds the skills of each fixture resume", () => {
    expect(skillsIn(resumes["robert-kim"]!)).toEqual(
      expect.arrayContaining([
        "Registered Nurse",
        "BSN",
        "Critical Care",
        "Telemetry",
        "Epic",
        "IV Therapy",
        "BLS",
        "ACLS",
        "Patient Assessment",
      ]),
    );
    expect(skillsIn(resumes["ingrid-larsen"]!)).toEqual(
      expect.arrayContaining(["Swift", "SwiftUI", "Objective-C", "Core Data", "Combine", "Xcode", "Accessibility"]),
    );
    expect(skillsIn(resumes["lena-muller"]!)).toEqual(
      expect.arrayContaining(["Figma", "User Research", "Prototyping", "Design Systems", "HTML", "CSS", "Accessibility"]),
    );
    expect(skillsIn(resumes["james-okafor"]!)).toEqual(
      expect.arrayContaining(["Python", "Scala", "Apache Spark", "Kafka", "Airflow", "dbt", "BigQuery", "Google Cloud"]),
    );
    expect(skillsIn(resumes["diego-ramirez"]!)).toEqual(expect.arrayContaining(["R", "MLflow", "Statistics", "scikit-learn"]));
    // "Go" is Priya's and Giulia's language; nobody else's text says it.
    expect(skillsIn(resumes["priya-sharma"]!)).toContain("Go");
    expect(skillsIn(resumes["giulia-rossi"]!)).toContain("Go");
    for (const person of Object.keys(resumes).filter((p) => p !== "priya-sharma" && p !== "giulia-rossi"))
      expect(skillsIn(resumes[person]!), person).not.toContain("Go");
  });

  it("jobAnalysis separates required from preferred skills and reads years and seniority", () => {
    const byId = Object.fromEntries(
      jobs.map((j) => [j.id, jobAnalysis({ title: j.title, company: "Acme", description: j.description.split("\n").slice(1).join("\n") })]),
    );
    const fullStack = byId["alex-chen.senior-full-stack-engineer"]!;
    expect(fullStack.requiredSkills).toEqual(
      expect.arrayContaining(["TypeScript", "JavaScript", "React", "Node.js", "PostgreSQL", "AWS", "Docker", "GraphQL"]),
    );
    expect(fullStack.preferredSkills).toEqual(expect.arrayContaining(["Kubernetes", "Redis", "Next.js"]));
    expect(fullStack.requiredSkills).not.toContain("Kubernetes");
    expect(fullStack).toMatchObject({ minYears: 6, seniority: "Senior" });

    const staff = byId["alex-chen.staff-frontend-engineer"]!;
    expect(staff).toMatchObject({ minYears: 8, seniority: "Lead / Principal" });
    expect(staff.preferredSkills).toEqual(expect.arrayContaining(["Python", "Kafka", "Kubernetes"]));

    const java = byId["priya-sharma.java-backend-developer"]!;
    expect(java).toMatchObject({ minYears: 5, seniority: "Senior" });
    expect(java.requiredSkills).toEqual(
      expect.arrayContaining(["Java", "Spring Boot", "REST APIs", "MySQL", "PL/SQL", "Kafka", "CI/CD", "Jenkins"]),
    );
    expect(java.preferredSkills).toEqual(expect.arrayContaining(["Go", "Kubernetes", "Docker", "Prometheus"]));

    const nurse = byId["robert-kim.icu-charge-nurse"]!;
    // "4+ years of critical care experience, cardiac ICU preferred": the years and critical care stay required.
    expect(nurse.requiredSkills).toEqual(
      expect.arrayContaining(["Registered Nurse", "BSN", "Critical Care", "BLS", "ACLS", "Patient Assessment", "Telemetry", "Epic"]),
    );
    expect(nurse.preferredSkills).toEqual(expect.arrayContaining(["CCRN", "IV Therapy"]));
    expect(nurse).toMatchObject({ minYears: 4, seniority: "Mid-level" });

    // "Senior level, reporting to the Head of Data Science": the title says senior, "Head of" is someone else.
    expect(byId["diego-ramirez.senior-data-scientist"]).toMatchObject({ minYears: 4, seniority: "Senior" });
    expect(byId["diego-ramirez.senior-data-scientist"]!.requiredSkills).toEqual(
      expect.arrayContaining(["Machine Learning", "Python", "SQL", "PyTorch", "Statistics"]),
    );
    expect(byId["sam-taylor.growth-marketing-lead"]).toMatchObject({ minYears: 8, seniority: "Lead / Principal" });
    expect(byId["sam-taylor.growth-marketing-lead"]!.requiredSkills).toContain("SEM");
    expect(byId["maria-garcia.data-analyst"]!.preferredSkills).toEqual(
      expect.arrayContaining(["Python", "Pandas", "A/B Testing", "Snowflake", "Statistics"]),
    );
    // "Data Analyst, Operations" is a title, not the skill Operations Management.
    expect([...byId["maria-garcia.data-analyst"]!.requiredSkills, ...byId["maria-garcia.data-analyst"]!.preferredSkills]).not.toContain(
      "Operations Management",
    );
    for (const analysis of Object.values(byId))
      for (const skill of analysis.requiredSkills) expect(analysis.preferredSkills).not.toContain(skill);
  });

  it("reads headings without colons, inline labels and inline 'a plus' clauses", () => {
    const req = extractJobRequirements(
      [
        "Backend Engineer",
        "About us",
        "We have been building logistics software for 25 years with Ruby on Rails.",
        "## Requirements",
        "- 3-5 years of experience with Python",
        "- Docker; Terraform is a plus",
        "Must have: SQL, Redis",
        "Nice to have",
        "- Kafka",
        "- A degree is required, and AWS",
      ].join("\n"),
    );
    expect([...req.required].sort()).toEqual(["AWS", "Docker", "Python", "Redis", "SQL"]);
    expect([...req.preferred].sort()).toEqual(["Kafka", "Ruby on Rails", "Terraform"]);
    expect(req.minYears).toBe(3);
    expect(req.seniority).toBe("mid");
  });
});
