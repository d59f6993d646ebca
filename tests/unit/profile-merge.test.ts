// Issue 31 §1: an import merges into what the editor holds, never replaces it. One test per rule of
// app/components/profile/import-merge.ts (through mergeResume, the editor's merge, which used to replace whole
// lists and single values), the review's description and choices, and the unsaved import kept in the browser.
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearStoredImport, readStoredImport, storeImport } from "~/components/profile/import-draft-storage";
import { applyImport, describeChange, joinSkills, needsReview } from "~/components/profile/import-merge";
import { type Draft, emptyEducation, emptyExperience, type ResumeData, stableKey, toDraft, valueAtKey } from "~/components/profile/model";
import { mergeImport, mergeResume } from "~/components/profile/resume-merge";

const blank = (): Draft =>
  toDraft({
    ...{
      phone: "",
      location: "",
      website: "",
      socialLinks: {},
      title: "",
      summary: "",
      skills: [],
      profilePhoto: "",
      locale: "en",
      localeChosen: false,
    },
    ...{ experience: [], education: [], projects: [], certifications: [], completionPercentage: 0, version: 0 },
  });

/** A draft holding one job as a JSON Resume import leaves it: months, achievements. */
function withStripeJob(): Draft {
  const d = blank();
  d.experience = [
    {
      ...emptyExperience(),
      title: "Senior Backend Engineer",
      company: "Stripe",
      startDate: "2021-03",
      endDate: "",
      current: true,
      achievements: ["Cut payout latency by 40%", "Led the Kafka migration"],
    },
  ];
  return d;
}

describe("list entries", () => {
  it("the same job (company and title, whatever their case and spacing) is one entry, keeping the user's spelling", () => {
    const merged = mergeResume(withStripeJob(), {
      experience: [{ title: "  senior   backend engineer ", company: "STRIPE", startDate: "2021", current: true }],
    });
    expect(merged.experience).toHaveLength(1);
    expect(merged.experience[0]).toMatchObject({ title: "Senior Backend Engineer", company: "Stripe" });
  });

  it("the same school and degree is one entry", () => {
    const d = blank();
    d.education = [{ ...emptyEducation(), school: "Universidad de los Andes", degree: "BSc Systems Engineering", gpa: "4.5/5" }];
    const merged = mergeResume(d, {
      education: [{ school: "universidad de los  andes", degree: "BSc Systems Engineering", startDate: "2011-08", gpa: "" }],
    });
    expect(merged.education).toHaveLength(1);
    expect(merged.education[0]).toMatchObject({ gpa: "4.5/5", startDate: "2011-08" });
  });

  it("a month wins over a bare year of the same year, from either side", () => {
    const d = withStripeJob();
    d.experience[0]!.endDate = "2024";
    d.experience[0]!.current = false;
    const merged = mergeResume(d, {
      experience: [{ title: "Senior Backend Engineer", company: "Stripe", startDate: "2021", endDate: "2024-06" }],
    });
    expect(merged.experience[0]).toMatchObject({ startDate: "2021-03", endDate: "2024-06", current: false });
  });

  it("a filled field wins over an empty one, and a value the user had is never dropped", () => {
    const d = withStripeJob();
    d.experience[0]!.description = "Payments infrastructure.";
    const merged = mergeResume(d, {
      experience: [{ title: "Senior Backend Engineer", company: "Stripe", location: "Dublin", description: "", startDate: "2021" }],
    });
    expect(merged.experience[0]).toMatchObject({ location: "Dublin", description: "Payments infrastructure." });
  });

  it("achievements are joined without duplicates: none the user had is lost", () => {
    const merged = mergeResume(withStripeJob(), {
      experience: [
        { title: "Senior Backend Engineer", company: "Stripe", achievements: ["led the  Kafka migration", "Built the ledger service"] },
      ],
    });
    expect(merged.experience[0]!.achievements).toEqual([
      "Cut payout latency by 40%",
      "Led the Kafka migration",
      "Built the ledger service",
    ]);
  });

  it("entries only in the import are added after the user's, which all stay", () => {
    const merged = mergeResume(withStripeJob(), {
      experience: [{ title: "Backend Engineer", company: "Shopify", startDate: "2018", endDate: "2021" }],
    });
    expect(merged.experience.map((e) => e.company)).toEqual(["Stripe", "Shopify"]);
    expect(merged.experience[0]!.achievements).toHaveLength(2);
  });

  it("certifications of the same name join (unless both give different issuers); projects of the same title join", () => {
    const d = blank();
    d.certifications = [
      { id: "c1", name: "AWS Solutions Architect", issuer: "Amazon", issueDate: "2022-05", expiryDate: "", credentialUrl: "", badge: "" },
    ];
    d.projects = [
      {
        id: "p1",
        title: "Formas Abiertas",
        description: "Accessible forms.",
        skills: ["React"],
        url: "",
        githubUrl: "",
        image: "",
        featured: true,
      },
    ];
    const merged = mergeResume(d, {
      certifications: [
        { name: "aws solutions architect", issuer: "", credentialUrl: "https://credly.com/x" },
        { name: "AWS Solutions Architect", issuer: "Udemy" },
      ],
      projects: [
        { title: "formas abiertas", description: "Other words.", technologies: ["TypeScript"], githubUrl: "https://github.com/x/y" },
      ],
    });
    expect(merged.certifications.map((c) => [c.issuer, c.credentialUrl])).toEqual([
      ["Amazon", "https://credly.com/x"],
      ["Udemy", ""],
    ]);
    expect(merged.projects).toHaveLength(1);
    expect(merged.projects[0]).toMatchObject({
      description: "Accessible forms.",
      skills: ["React", "TypeScript"],
      githubUrl: "https://github.com/x/y",
    });
  });
});

describe("skills", () => {
  it("are joined without near duplicates, keeping the user's spelling", () => {
    const d = blank();
    d.skills = ["Kafka", "AWS", "node.js", "Microsoft Excel"];
    const merged = mergeResume(d, {
      professional: {
        skills: ["Apache Kafka", "Amazon Web Services (AWS)", "Node.JS", "Excel", "Go", "Google Cloud Platform (GCP)", "GCP"],
      },
    });
    expect(merged.skills).toEqual(["Kafka", "AWS", "node.js", "Microsoft Excel", "Go", "Google Cloud Platform (GCP)"]);
  });

  it("keep every skill the user had and add nothing twice (property)", () => {
    const skill = fc.constantFrom(
      "Kafka",
      "Apache Kafka",
      "AWS",
      "Amazon Web Services (AWS)",
      "Go",
      "go ",
      "Google Go",
      "SQL",
      "React",
      "TypeScript",
    );
    fc.assert(
      fc.property(fc.array(skill, { maxLength: 8 }), fc.array(skill, { maxLength: 8 }), (mine, imported) => {
        const joined = joinSkills(mine, imported);
        expect(joined.slice(0, mine.length)).toEqual(mine);
        expect(joinSkills(joined, imported)).toEqual(joined);
      }),
      { numRuns: 300 },
    );
  });
});

describe("single values", () => {
  it("keep the user's value: the import fills blanks and offers a different value", () => {
    const d = blank();
    d.title = "Staff Engineer";
    d.summary = "";
    d.location = "Bogotá, Colombia";
    const data: ResumeData = {
      personalInfo: { phone: "+57 301 555 0199", location: "bogotá,  colombia" },
      professional: { title: "Senior Backend Engineer", summary: "Ten years of payments." },
    };
    const merged = mergeResume(d, data);
    expect(merged).toMatchObject({
      title: "Staff Engineer",
      summary: "Ten years of payments.",
      location: "Bogotá, Colombia",
      phone: "+57 301 555 0199",
    });
    const { changes } = mergeImport(d, data);
    expect(changes.find((c) => c.section === "professional")?.offers).toEqual([
      { path: "title", section: "professional", label: "Professional title", mine: "Staff Engineer", imported: "Senior Backend Engineer" },
    ]);
    // The same location in another case and spacing is not a different value.
    expect(changes.find((c) => c.section === "personal")?.offers).toEqual([]);
  });

  it("merging the same import twice changes nothing more (property over entries)", () => {
    const job = fc.record({
      title: fc.constantFrom("Engineer", "engineer ", "Lead"),
      company: fc.constantFrom("Stripe", "STRIPE", "Globex"),
      startDate: fc.constantFrom("", "2020", "2020-04", "2021"),
      achievements: fc.array(fc.constantFrom("Shipped A", "shipped  a", "Built B"), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(job, { maxLength: 4 }), fc.array(job, { maxLength: 4 }), (first, second) => {
        const once = mergeResume(mergeResume(blank(), { experience: first }), { experience: second });
        const twice = mergeResume(once, { experience: second });
        expect(twice.experience.length).toBe(once.experience.length);
        expect(once.experience.length).toBeGreaterThanOrEqual(mergeResume(blank(), { experience: first }).experience.length);
      }),
      { numRuns: 200 },
    );
  });
});

describe("the review", () => {
  const linkedIn: ResumeData = {
    professional: { skills: ["Apache Kafka", "Go", "Postgres"] },
    experience: [
      { title: "Senior Backend Engineer", company: "Stripe", startDate: "2021", current: true, achievements: ["Built the ledger service"] },
      { title: "Backend Engineer", company: "Shopify", startDate: "2018", endDate: "2021" },
      { title: "Intern", company: "Globex", startDate: "2017", endDate: "2017" },
    ],
    review: ["experience.1.company", "experience.0.title"],
  };

  it("says per section what the import adds and changes", () => {
    const d = withStripeJob();
    d.skills = ["Kafka"];
    const { changes } = mergeImport(d, linkedIn);
    expect(Object.fromEntries(changes.map((c) => [c.section, describeChange(c)]))).toEqual({
      professional: "+2 skills",
      experience: "2 new, 1 updated (achievements)",
    });
    expect(needsReview(d, mergeImport(d, linkedIn))).toBe(true);
    // Into an empty editor nothing of the user's can change: it applies at once.
    expect(needsReview(blank(), mergeImport(blank(), linkedIn))).toBe(false);
  });

  it("applies only the ticked sections and the offers taken; marks only what the import brought", () => {
    const d = withStripeJob();
    d.title = "Staff Engineer";
    const proposal = mergeImport(d, { ...linkedIn, professional: { title: "Principal Engineer", skills: ["Go"] } });
    const kept = applyImport(d, proposal, new Set(["experience"]));
    expect(kept.draft.skills).toEqual([]);
    expect(kept.draft.title).toBe("Staff Engineer");
    expect(kept.draft.experience.map((e) => e.company)).toEqual(["Stripe", "Shopify", "Globex"]);
    // Shopify was import entry 1 and is merged entry 1; the joined Stripe title was the user's: not marked.
    const shopify = kept.draft.experience[1]!;
    expect(kept.marks).toEqual({ [`experience.${shopify.id}.company`]: JSON.stringify("Shopify") });
    const taken = applyImport(d, proposal, new Set(["professional"]), new Set(["title"]));
    expect(taken.draft).toMatchObject({ title: "Principal Engineer", skills: ["Go"] });
    expect(taken.draft.experience).toHaveLength(1);
  });

  it("moves review paths with their entries", () => {
    const d = withStripeJob();
    const proposal = mergeImport(d, {
      experience: [
        { title: "Backend Engineer", company: "Shopify" },
        { title: "Senior Backend Engineer", company: "Stripe", location: "Dublin" },
      ],
      review: ["experience.0.company", "experience.1.location"],
    });
    expect(proposal.reviewPaths).toEqual(["experience.1.company", "experience.0.location"]);
    const { draft, marks } = applyImport(d, proposal, new Set(["experience"]));
    expect(marks[stableKey(draft, "experience.0.location")]).toBe(valueAtKey(draft, stableKey(draft, "experience.0.location")));
  });
});

describe("the unsaved import in the browser's storage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is read back as written (entries keep their ids), per user, and cleared", () => {
    const store = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    const draft = withStripeJob();
    const marks = { [`experience.${draft.experience[0]!.id}.company`]: JSON.stringify("Stripe") };
    storeImport("u1", { sections: ["experience"], draft, marks });
    expect(readStoredImport("u1")).toEqual({ sections: ["experience"], draft, marks });
    expect(readStoredImport("u2")).toBeNull();
    store.set("vitrine:unsaved-import:u2", "{not json");
    expect(readStoredImport("u2")).toBeNull();
    clearStoredImport("u1");
    expect(readStoredImport("u1")).toBeNull();
  });
});
