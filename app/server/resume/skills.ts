// The local resume parser's skills: canonical names and synonyms (the vocabulary is data, skills-vocabulary.ts).
// Matching is case-insensitive on whole tokens ("Go" needs its own word; "C++" and ".NET" keep their symbols).
import { QUALIFIED_SKILLS, SKILLS_ACROSS_WORK, SUITE_SKILLS } from "./skills-across-work";
import { SKILLS_VOCABULARY } from "./skills-vocabulary";

interface SkillEntry {
  name: string;
  aliases: string[];
}

const SKILLS: SkillEntry[] = `${SKILLS_VOCABULARY.trim()}\n${SKILLS_ACROSS_WORK.trim()}`.split("\n").map((line) => {
  const [name, aliases = ""] = line.split("=");
  return {
    name: name!.trim(),
    aliases: aliases
      .split("|")
      .map((a) => a.trim())
      .filter(Boolean),
  };
});

const canonical = new Map<string, string>();
for (const entry of SKILLS) {
  canonical.set(entry.name.toLowerCase(), entry.name);
  for (const alias of entry.aliases) canonical.set(alias.toLowerCase(), entry.name);
}

/** Whether a skill name is also a common word, so that only a list of skills can say it ("Go", "R", "Operations"). */
export function isAmbiguousSkill(raw: string): boolean {
  return LIST_ONLY.has(raw.trim().replace(/\s+/g, " ").toLowerCase());
}

/** The canonical name of a skill (or synonym), or undefined when it is not in the vocabulary. */
export function canonicalSkill(raw: string): string | undefined {
  const key = raw
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.,;:]$/, "")
    .toLowerCase();
  return canonical.get(key);
}

/** The base skill a qualified form covers ("Advanced Excel" → "Excel"), or undefined. */
export function baseSkillOf(name: string): string | undefined {
  return QUALIFIED_SKILLS[name];
}

/** The applications a suite is made of ("Microsoft 365" → Word, Excel, ...), or none. */
export function suitePartsOf(name: string): string[] {
  return SUITE_SKILLS[name] ?? [];
}

// Single-letter and very common-word skills are only taken from a skills list, never found in running text.
const LIST_ONLY = new Set([
  "c",
  "github",
  "accounting",
  "r",
  "go",
  "word",
  "security",
  "next",
  "less",
  "spring",
  "express",
  "node",
  "ai",
  "ml",
  "pr",
  "sales",
  "training",
  "editing",
  "lean",
  "apache",
  "strategy",
  "operations",
  "branding",
  "collaboration",
  "teamwork",
  "communication",
  "leadership",
  "english",
  "spanish",
  "french",
  "german",
  "hindi",
  "mandarin",
  "social media",
  "presentations",
  "unity",
  "swift",
  "rust",
  "dart",
  "elixir",
  "julia",
  "lua",
  "sanity",
  "bun",
  "deno",
  "hr",
  "qa",
  "cad",
  "mentoring",
  "coaching",
  "canva",
  "notion",
  "slack",
  "outlook",
  "shell",
  "excel",
  "ts",
  "js",
  "sketch",
  "cpp",
  "ruby",
  "security",
  "networking",
  "forecasting",
  "budgeting",
  "payroll",
  "logistics",
  "procurement",
  "statistics",
  "accessibility",
  "a11y",
  "kanban",
  "waterfall",
  "scrum",
  "agile",
  "oop",
  "pwa",
  "combine",
  "epic",
  "rn",
]);

// A one-word skill that reads as a verb form ("recruiting", "onboarding", "marketing") is not the skill where it is
// the verb of a sentence, after a form of "be" and at most one adverb: "We are recruiting qualified electricians",
// "is now recruiting a Mortgage Adviser". Elsewhere (a list, "experience in recruiting", "agency recruiting") it is.
const GERUND = /^[a-z]{3,}ing$/;
const notAfterBe = (key: string) =>
  `(?<!\\b(?:am|is|are|was|were|be|been|being|re|s|m) (?:(?:[a-z]+ly|now|also|still|currently) )?${escapeRegex(key)})`;

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
// Each pattern opens with its name and checks what comes before it by a lookbehind placed after the name
// ("name(?<!x name)" is "(?<!x)name"): the engine then jumps from one occurrence of the name to the next, where a
// leading lookbehind ran at every character, and one reading back over a run of spaces made a long run of
// spaces quadratic (100,000 spaces took minutes).
const textPatterns = [...canonical.entries()]
  .filter(([key]) => !LIST_ONLY.has(key) && key.length > 1)
  .sort((a, b) => b[0].length - a[0].length || (a[0] < b[0] ? -1 : 1))
  .map(([key, name]) => ({
    name,
    literal: key,
    caseless: true,
    re: new RegExp(
      `${escapeRegex(key)}(?<![\\w.#+/-]${escapeRegex(key)})${GERUND.test(key) ? notAfterBe(key) : ""}(?![\\w#+]|\\.\\w)`,
      "gim",
    ),
  }));

// Proper names that are also common words: found in prose only capitalised, after a lower-case word, a comma or
// a bracket, or at the start of a (bulleted) line, never opening a sentence ("Go to ...", "Excel at ...").
const CASE_SENSITIVE = [
  "Go",
  "Rust",
  "Swift",
  "Dart",
  "Elixir",
  "Julia",
  "Lua",
  "Ruby",
  "Excel",
  "Slack",
  "Notion",
  "Express",
  "Spring",
  "Unity",
  "Deno",
  "Scrum",
  "Agile",
  "Kanban",
  "Golang",
  "Statistics",
  "Accessibility",
  "Budgeting",
  "Forecasting",
  "Combine",
  "Epic",
].map((word) => ({
  name: canonicalSkill(word)!,
  literal: word,
  caseless: false,
  re: new RegExp(`${escapeRegex(word)}(?<=(?:[a-z0-9,;(/] |^[ \\t]*(?:[-*•–·][ \\t]*)?)${escapeRegex(word)})(?![\\w#+]|\\.\\w)`, "gm"),
}));

// Upper-case abbreviations are unambiguous in prose ("JS and TS", "ML models"), the lower-case words are not.
const ABBREVIATIONS = ["JS", "TS", "ML", "AI", "HR", "QA", "RN", "OOP", "PWA"].map((word) => ({
  name: canonicalSkill(word)!,
  literal: word,
  caseless: false,
  re: new RegExp(`${word}(?<![\\w.#+/-]${word})(?![\\w#+]|\\.\\w)`, "g"),
}));

const ALL_PATTERNS = [...textPatterns, ...CASE_SENSITIVE, ...ABBREVIATIONS];

/**
 * Vocabulary skills mentioned in running text (whole tokens, ambiguous short words excluded). Longer names are
 * matched first and consume their text, so "React Native" is not also React and "Epic EHR" is not also EHR.
 */
export function skillsInText(text: string): string[] {
  const found: string[] = [];
  // Which characters an earlier (longer) name consumed: a lookup per character of a match, where a list of the
  // spans taken so far was read once per match (quadratic in the number of matches).
  const taken = new Uint8Array(text.length);
  const free = (start: number, end: number) => {
    for (let i = start; i < end; i++) if (taken[i]) return false;
    return true;
  };
  // A pattern runs only where its name occurs at all (the names are ASCII, so lower-casing the text finds every
  // place a case-insensitive pattern can match): a job description read line by line ran all ~600 per line.
  const lower = text.toLowerCase();
  for (const { name, literal, caseless, re } of ALL_PATTERNS) {
    if (!(caseless ? lower : text).includes(literal)) continue;
    let hit = false;
    for (const m of text.matchAll(re)) {
      const end = m.index + m[0].length;
      if (!free(m.index, end)) continue;
      taken.fill(1, m.index, end);
      hit = true;
    }
    if (hit && !found.includes(name)) found.push(name);
  }
  return found;
}
