// app/server/ai/occupations: the catalogue holds together (counts, families, adjacency that exists both ways, no
// title naming two occupations) and the title finder reads real titles, case- and punctuation-insensitively,
// preferring the longest match, in linear time.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FAMILIES, findOccupationByTitle, OCCUPATIONS, titleWords } from "~/server/ai/occupations";

const byId = new Map(OCCUPATIONS.map((occupation) => [occupation.id, occupation]));

describe("occupations catalogue", () => {
  it("has at least 150 occupations in at least 20 families, the issue's families among them", () => {
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(150);
    expect(FAMILIES.length).toBeGreaterThanOrEqual(20);
    expect(FAMILIES.map((family) => family.id)).toEqual(
      expect.arrayContaining([
        "healthcare",
        "education",
        "finance-accounting",
        "software",
        "data",
        "design",
        "marketing",
        "sales",
        "hr",
        "operations-supply-chain",
        "engineering",
        "hospitality-food",
        "legal",
        "customer-support",
        "administration",
        "science-lab",
        "skilled-trades",
        "management",
        "public-sector",
        "logistics",
        "creative",
      ]),
    );
    const familyIds = new Set(FAMILIES.map((family) => family.id));
    expect(familyIds.size).toBe(FAMILIES.length);
    for (const family of FAMILIES) {
      expect(OCCUPATIONS.filter((occupation) => occupation.family === family.id).length, family.id).toBeGreaterThanOrEqual(5);
    }
  });

  it("gives every occupation a unique id, a known family, synonyms and core and common skills", () => {
    expect(byId.size).toBe(OCCUPATIONS.length);
    const familyIds = new Set(FAMILIES.map((family) => family.id));
    for (const occupation of OCCUPATIONS) {
      expect(familyIds.has(occupation.family), occupation.id).toBe(true);
      expect(occupation.synonyms.length, occupation.id).toBeGreaterThan(0);
      expect(occupation.coreSkills.length, occupation.id).toBeGreaterThanOrEqual(3);
      expect(occupation.commonSkills.length, occupation.id).toBeGreaterThan(0);
      expect(occupation.adjacent.length, occupation.id).toBeGreaterThan(0);
    }
  });

  it("names licences where the work needs one", () => {
    expect(byId.get("registered-nurse")!.licences).toContain("RN licence");
    expect(byId.get("accountant")!.licences).toContain("CPA");
    expect(byId.get("electrician")!.licences).toContain("Journeyman electrician licence");
    expect(OCCUPATIONS.filter((occupation) => occupation.licences.length > 0).length).toBeGreaterThan(80);
  });

  it("links only occupations that exist, never itself, and always both ways", () => {
    for (const occupation of OCCUPATIONS) {
      expect(new Set(occupation.adjacent).size, occupation.id).toBe(occupation.adjacent.length);
      for (const id of occupation.adjacent) {
        expect(id, occupation.id).not.toBe(occupation.id);
        expect(byId.get(id)?.adjacent, `${occupation.id} → ${id}`).toContain(occupation.id);
      }
    }
    expect(byId.get("registered-nurse")!.adjacent).toEqual(expect.arrayContaining(["nurse-manager", "licensed-practical-nurse"]));
  });

  it("never lets one title or synonym name two occupations", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const occupation of OCCUPATIONS) {
      for (const name of new Set([occupation.title, ...occupation.synonyms].map((name) => titleWords(name).join(" ")))) {
        const previous = owner.get(name);
        if (previous && previous !== occupation.id) clashes.push(`"${name}": ${previous} and ${occupation.id}`);
        owner.set(name, occupation.id);
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe("findOccupationByTitle", () => {
  const idOf = (title: string) => findOccupationByTitle(title)?.id;

  it("reads a title around its words and prefers the longest match", () => {
    expect(idOf("Senior Staff Nurse - ICU")).toBe("registered-nurse");
    expect(findOccupationByTitle("Technical Recruiter")).toMatchObject({ id: "recruiter", family: "hr", title: "Recruiter" });
    expect(idOf("Recruiter for Software Engineers")).toBe("recruiter");
    expect(idOf("Pastry Chef")).toBe("pastry-chef");
    expect(idOf("Data Scientist")).toBe("data-scientist");
    expect(idOf("Nurse Manager, Cardiology")).toBe("nurse-manager");
  });

  it("reads titles across the families", () => {
    // title → the occupation it names
    const examples: Record<string, string> = {
      "RN - Med/Surg (Nights)": "registered-nurse",
      "Head of Mathematics": "head-of-department",
      "Sr. Staff Accountant (GL)": "accountant",
      "S&OP Manager": "supply-chain-manager",
      "Mortgage Adviser": "financial-adviser",
      "Journeyman Electrician – Commercial": "electrician",
      "Senior Go Engineer": "software-engineer",
      "UX/UI Designer": "ux-designer",
      "Front-End Developer (React)": "frontend-engineer",
      "Forklift Operator, night shift": "warehouse-operative",
      "Paralegal — Litigation": "paralegal",
      "HR Generalist (12-month contract)": "hr-generalist",
      "Special Education Teacher (IEP)": "special-education-teacher",
      "CDL Class A Driver": "delivery-driver",
      "Café Manager": "restaurant-manager",
      "Mathematics Teacher": "teacher",
      "Chief Financial Officer": "finance-director",
      "HVAC Service Technician": "hvac-technician",
      "Medical Laboratory Scientist": "medical-laboratory-scientist",
      "Social Media Coordinator": "social-media-manager",
    };
    for (const [title, id] of Object.entries(examples)) expect(idOf(title), title).toBe(id);
  });

  it("answers nothing for a title it does not know, or no title", () => {
    expect(findOccupationByTitle("Chief Happiness Wizard")).toBeUndefined();
    expect(findOccupationByTitle("")).toBeUndefined();
    expect(findOccupationByTitle(" - / () ")).toBeUndefined();
  });

  it("finds every title and synonym's own occupation, with seniority and a location around it", () => {
    const wrong: string[] = [];
    for (const occupation of OCCUPATIONS) {
      for (const name of [occupation.title, ...occupation.synonyms]) {
        for (const title of [name, `Senior ${name} - Remote (m/f/d)`]) {
          const found = idOf(title);
          if (found !== occupation.id) wrong.push(`"${title}" → ${found}, not ${occupation.id}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("ignores case and punctuation between words", () => {
    const names = OCCUPATIONS.flatMap((occupation) =>
      [occupation.title, ...occupation.synonyms].map((name) => ({ name, id: occupation.id })),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
        fc.constantFrom(" ", "-", " / ", ". ", " — ", "_", ", "),
        ({ name, id }, upper, separator) => {
          const mangled = [...name]
            .map((char, index) => (upper[index % upper.length] ? char.toUpperCase() : char.toLowerCase()))
            .join("")
            .replaceAll(" ", separator);
          expect(idOf(mangled), mangled).toBe(id);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("runs in linear time on a 100 KB title", () => {
    const size = 100_000;
    const fill = (unit: string) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
    const titles = [
      fill("registered nurse manager "),
      fill("a"),
      fill("-/ "),
      fill("Senior Staff Nurse - ICU, "),
      fill("x y "),
      `${fill("é")} Technical Recruiter`,
    ];
    for (const title of titles) {
      const started = performance.now();
      findOccupationByTitle(title);
      const elapsed = performance.now() - started;
      expect(elapsed, `took ${Math.round(elapsed)} ms`).toBeLessThan(2000);
    }
    expect(idOf(`${fill("x ")} Technical Recruiter`)).toBe("recruiter");
  });
});
