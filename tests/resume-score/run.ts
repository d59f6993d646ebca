// `npm run bench` (first step) runs this with tsx: the resume import scorer over the fixtures, offline, for the
// local parser (one table per batch: the original fixtures, issue 34's two new batches, the held-out batch, then the
// whole set) and for Workers AI replaying its recorded answers (the fixtures that have one).
//   npx tsx tests/resume-score/run.ts [--misses] [--only=alex-chen,robert-kim] [--batch=issue-34,second,held-out-b]
//   [--show-held-out] (held-out resumes' own lines are hidden otherwise)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BATCH_TITLES, BATCHES, type Batch, FIXTURE_DIRS, fixtureFiles, HELD_OUT_BATCHES } from "./batches";
import { formatTable, type ScoreCard } from "./score";
import { type Engine, localEngine, recordedAiEngine, type ResumeFixture, scoreSet } from "./score-set";

const FIXTURES = path.join(process.cwd(), "tests/fixtures");
const listOption = (flag: string) =>
  process.argv
    .find((a) => a.startsWith(`--${flag}=`))
    ?.slice(flag.length + 3)
    .split(",");
const only = listOption("only");
const batches = (listOption("batch") ?? BATCHES) as Batch[];
const misses = process.argv.includes("--misses");
// A held-out batch is scored, never read: which of its fields fail stays hidden unless asked for.
const showHeldOut = process.argv.includes("--show-held-out");

const listed = FIXTURE_DIRS.filter((dir) => existsSync(path.join(FIXTURES, dir))).flatMap((dir) =>
  readdirSync(path.join(FIXTURES, dir)).map((f) => `${dir}/${f}`),
);
const files = fixtureFiles(listed).filter((f) => batches.includes(f.batch) && (!only || only.includes(f.name)));
const lacking = files.filter((f) => !f.truthFile);
if (lacking.length) throw new Error(`No expected JSON for ${lacking.map((f) => f.file).join(", ")}`);
const fixtures: (ResumeFixture & { batch: Batch })[] = files.map((f) => ({
  name: f.name,
  batch: f.batch,
  bytes: new Uint8Array(readFileSync(path.join(FIXTURES, f.file))),
  truth: JSON.parse(readFileSync(path.join(FIXTURES, f.truthFile!), "utf8")),
}));
const heldOutNames = new Set(fixtures.filter((f) => HELD_OUT_BATCHES.has(f.batch)).map((f) => f.name));
const answers = JSON.parse(readFileSync(path.join(process.cwd(), "tests/resume-score/ai-answers.json"), "utf8")).answers;

/** Lines about one fixture ("alex-chen experience.0.title: …"), without those of held-out fixtures unless asked. */
function visible(lines: string[]): string[] {
  if (showHeldOut) return lines;
  return lines.filter((line) => !heldOutNames.has(line.trimStart().split(/[\s:]/)[0]!));
}

function print(card: ScoreCard, title: string, perFile: string[]) {
  const hidden = card.invented.length - visible(card.invented).length;
  console.log(
    `\n${formatTable(card, title)}\n${visible(perFile)
      .map((l) => `  ${l}`)
      .join("\n")}`,
  );
  if (card.invented.length)
    console.log(
      `invented:\n  ${[...visible(card.invented), ...(hidden ? [`(${hidden} in held-out resumes, not shown)`] : [])].join("\n  ")}`,
    );
  const shownMisses = visible(card.misses);
  if (misses && shownMisses.length) console.log(`misses:\n  ${shownMisses.join("\n  ")}`);
}

async function report(engine: Engine, title: string, set: ResumeFixture[], { perFile = true } = {}) {
  if (!set.length) return;
  const result = await scoreSet(set, engine);
  print(result.card, `${title} (${set.length} resumes)`, perFile ? result.perFile : []);
}

for (const batch of batches) {
  await report(
    localEngine,
    `Resume import accuracy, local parser, ${BATCH_TITLES[batch]}`,
    fixtures.filter((f) => f.batch === batch),
  );
}
if (batches.length > 1) await report(localEngine, "Resume import accuracy, local parser, the whole set", fixtures, { perFile: false });
await report(
  recordedAiEngine(answers),
  "Resume import accuracy, Workers AI replaying recorded answers",
  fixtures.filter((f) => f.name in answers),
);
