// The resume fixtures in batches, so the bench and the tests score each apart: the 19 resumes the parser was
// written against before issue 34; issue 34's tuning batches (its new batch, also in tests/fixtures/resumes/, then
// the second to fifth in tests/fixtures/resumes-second/, -third/, -fourth/ and -fifth/, each scored before any rule
// was drawn from it); and two held-out batches no one tunes on: tests/fixtures/resumes-held-out/ (its failures were
// printed once, so it counts as seen) and tests/fixtures/resumes-held-out-b/ (only its figures are ever printed).
// Pure: callers list the files (node fs for `npm run bench`, import.meta.glob in vitest) and this pairs each resume
// with its expected JSON.

export const BATCHES = ["original", "issue-34", "second", "third", "fourth", "fifth", "held-out", "held-out-b"] as const;
export type Batch = (typeof BATCHES)[number];

export const BATCH_TITLES: Record<Batch, string> = {
  original: "the original fixtures",
  "issue-34": "issue 34's new batch",
  second: "issue 34's second batch",
  third: "issue 34's third batch",
  fourth: "issue 34's fourth batch",
  fifth: "issue 34's fifth batch",
  "held-out": "the first held-out batch (its failures were seen once)",
  "held-out-b": "the second held-out batch (never seen)",
};

/** The resumes the parser was written against before issue 34 (the recorded Workers AI answers cover these). */
const ORIGINAL = new Set([
  "alex-chen",
  "ananya-iyer",
  "camila-souza",
  "diego-ramirez",
  "emily-carter",
  "giulia-rossi",
  "ingrid-larsen",
  "james-okafor",
  "kwame-mensah",
  "lena-muller",
  "lucia-fernandez",
  "maria-garcia",
  "meera-nair",
  "oliver-bennett",
  "priya-sharma",
  "robert-kim",
  "sam-taylor",
  "siobhan-walsh",
  "tomas-herrera",
]);

const RESUME_FILE = /\.(pdf|docx|txt)$/;
const HELD_OUT_DIR = "resumes-held-out";
const SECOND_DIR = "resumes-second";
const HELD_OUT_B_DIR = "resumes-held-out-b";
const THIRD_DIR = "resumes-third";
const FOURTH_DIR = "resumes-fourth";
const FIFTH_DIR = "resumes-fifth";
/** Every folder of resume fixtures under tests/fixtures/. */
export const FIXTURE_DIRS = ["resumes", SECOND_DIR, THIRD_DIR, FOURTH_DIR, FIFTH_DIR, HELD_OUT_DIR, HELD_OUT_B_DIR];
/** The batches no rule is drawn from: the bench prints their figures, never which fields they miss. */
export const HELD_OUT_BATCHES: ReadonlySet<Batch> = new Set(["held-out", "held-out-b"]);

export interface FixtureFile {
  /** The file's base name ("alex-chen"). */
  name: string;
  batch: Batch;
  /** The resume's path as the caller listed it. */
  file: string;
  /** Its expected JSON's path, when the listing has one. */
  truthFile?: string;
}

const baseName = (file: string) =>
  file
    .split("/")
    .pop()!
    .replace(/\.\w+$/, "")
    .replace(/\.expected$/, "");

export function batchOf(file: string): Batch {
  const folders = file.split("/");
  if (folders.includes(HELD_OUT_DIR)) return "held-out";
  if (folders.includes(HELD_OUT_B_DIR)) return "held-out-b";
  if (folders.includes(SECOND_DIR)) return "second";
  if (folders.includes(THIRD_DIR)) return "third";
  if (folders.includes(FOURTH_DIR)) return "fourth";
  if (folders.includes(FIFTH_DIR)) return "fifth";
  return ORIGINAL.has(baseName(file)) ? "original" : "issue-34";
}

/** The resumes among the listed paths, each with its batch and its expected JSON (same folder, same base name). */
export function fixtureFiles(paths: string[]): FixtureFile[] {
  const truths = new Set(paths.filter((p) => p.endsWith(".expected.json")));
  return paths
    .filter((p) => RESUME_FILE.test(p))
    .map((file) => {
      const truthFile = file.replace(RESUME_FILE, ".expected.json");
      return { name: baseName(file), batch: batchOf(file), file, ...(truths.has(truthFile) ? { truthFile } : {}) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
