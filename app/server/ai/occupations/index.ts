// The occupations catalogue (README.md): job families and their occupations, each with titles and synonyms, core and
// common skills, licences and adjacent occupations. The data is text in the family modules; this reads it once and
// answers which occupation a job title names.
import { BUSINESS_OCCUPATIONS } from "./business";
import { CARE_AND_LEARNING_OCCUPATIONS } from "./care-and-learning";
import { OPERATIONS_OCCUPATIONS } from "./operations";
import { SERVICES_OCCUPATIONS } from "./services";
import { TECHNOLOGY_OCCUPATIONS } from "./technology";

/** How senior an occupation usually is: where a title alone says little about level. */
type OccupationLevel = "entry" | "mid" | "senior" | "manager" | "executive";

interface Occupation {
  id: string;
  family: string;
  title: string;
  /** Other titles of the same work, abbreviations included ("RN", "Staff Nurse"). */
  synonyms: string[];
  level: OccupationLevel;
  coreSkills: string[];
  commonSkills: string[];
  licences: string[];
  /** Ids of occupations a person moves to or from in one step (RN ↔ Nurse Manager). */
  adjacent: string[];
}

interface JobFamily {
  id: string;
  name: string;
}

const LEVELS = new Set<string>(["entry", "mid", "senior", "manager", "executive"]);
const LIST_FIELDS = { also: "synonyms", core: "coreSkills", common: "commonSkills", licences: "licences", adjacent: "adjacent" } as const;

/**
 * Reads the catalogue's text: "family <id>: <name>" opens a family, "<id>: <title>" at the start of a line opens an
 * occupation, and indented "<field>: a | b" lines fill it (also, level, core, common, licences, adjacent). A line it
 * cannot read throws, so a typo in the data fails the tests rather than dropping an occupation.
 */
function readCatalogue(text: string, families: JobFamily[], occupations: Occupation[]): void {
  let family: JobFamily | undefined;
  let occupation: Occupation | undefined;
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    const colon = line.indexOf(":");
    if (colon < 0) throw new Error(`occupations: no field in "${line}"`);
    const key = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (key.startsWith("family ")) {
      family = { id: key.slice("family ".length).trim(), name: value };
      families.push(family);
    } else if (!/^\s/.test(line)) {
      if (!family) throw new Error(`occupations: "${key}" comes before any family`);
      occupation = {
        id: key,
        family: family.id,
        title: value,
        synonyms: [],
        level: "mid",
        coreSkills: [],
        commonSkills: [],
        licences: [],
        adjacent: [],
      };
      occupations.push(occupation);
    } else if (!occupation) {
      throw new Error(`occupations: "${line.trim()}" comes before any occupation`);
    } else if (key === "level") {
      if (!LEVELS.has(value)) throw new Error(`occupations: level "${value}" of ${occupation.id}`);
      occupation.level = value as OccupationLevel;
    } else if (key in LIST_FIELDS) {
      occupation[LIST_FIELDS[key as keyof typeof LIST_FIELDS]] = value
        .split("|")
        .map((item) => item.trim())
        .filter(Boolean);
    } else {
      throw new Error(`occupations: unknown field "${key}" of ${occupation.id}`);
    }
  }
}

const families: JobFamily[] = [];
const occupations: Occupation[] = [];
for (const text of [
  CARE_AND_LEARNING_OCCUPATIONS,
  BUSINESS_OCCUPATIONS,
  TECHNOLOGY_OCCUPATIONS,
  OPERATIONS_OCCUPATIONS,
  SERVICES_OCCUPATIONS,
]) {
  readCatalogue(text, families, occupations);
}

export const FAMILIES: readonly JobFamily[] = families;
export const OCCUPATIONS: readonly Occupation[] = occupations;

/**
 * A title as words: lower case, accents and apostrophes dropped, every other mark a space ("Sr. Front-End
 * Dev's" → "sr front end devs"). "+" and "#" stay part of a word, so "C++" is not "C".
 */
export function titleWords(title: string): string[] {
  return title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);
}

/** Every title and synonym as its words joined by one space → its occupation. */
const occupationByPhrase = new Map<string, Occupation>();
let longestPhrase = 0;
for (const occupation of occupations) {
  for (const name of [occupation.title, ...occupation.synonyms]) {
    const words = titleWords(name);
    occupationByPhrase.set(words.join(" "), occupation);
    longestPhrase = Math.max(longestPhrase, words.length);
  }
}

/**
 * The occupation a job title names: the longest title or synonym found as whole words in it ("Senior Staff Nurse -
 * ICU" → Registered Nurse; "Technical Recruiter" → Recruiter, not a software occupation). Between matches of the same
 * length the later wins, since English titles end in their head noun ("Registered Nurse Manager" → Nurse Manager).
 * Linear in the title: at each word it tries phrases of at most the catalogue's longest phrase.
 */
export function findOccupationByTitle(title: string): Occupation | undefined {
  const words = titleWords(title);
  let best: Occupation | undefined;
  let bestLength = 0;
  for (let start = 0; start < words.length; start++) {
    let phrase = "";
    for (let length = 1; length <= longestPhrase && start + length <= words.length; length++) {
      phrase = length === 1 ? words[start]! : `${phrase} ${words[start + length - 1]}`;
      const found = occupationByPhrase.get(phrase);
      if (found && length >= bestLength) {
        best = found;
        bestLength = length;
      }
    }
  }
  return best;
}
