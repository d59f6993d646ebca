// `npm run bench` (first step) runs this with tsx: the resume import scorer over the fixtures, offline, for the
// local parser and for Workers AI replaying its recorded answers. Prints the per-kind tables.
//   npx tsx tests/resume-score/run.ts [--misses] [--only=alex-chen,robert-kim]
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { formatTable } from "./score";
import { localEngine, recordedAiEngine, type ResumeFixture, scoreSet } from "./score-set";

const DIR = path.join(process.cwd(), "tests/fixtures/resumes");
const only = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const fixtures: ResumeFixture[] = readdirSync(DIR)
  .filter((f) => /\.(pdf|docx|txt)$/.test(f) && (!only || only.includes(f.replace(/\.\w+$/, ""))))
  .map((f) => {
    const name = f.replace(/\.\w+$/, "");
    return {
      name,
      bytes: new Uint8Array(readFileSync(path.join(DIR, f))),
      truth: JSON.parse(readFileSync(path.join(DIR, `${name}.expected.json`), "utf8")),
    };
  });
const answers = JSON.parse(readFileSync(path.join(process.cwd(), "tests/resume-score/ai-answers.json"), "utf8"));

for (const [title, engine] of [
  [`Resume import accuracy, local parser (${fixtures.length} resumes)`, localEngine],
  [`Resume import accuracy, Workers AI replaying recorded answers (${fixtures.length} resumes)`, recordedAiEngine(answers.answers)],
] as const) {
  const { card, perFile } = await scoreSet(fixtures, engine);
  console.log(`\n${formatTable(card, title)}\n${perFile.map((l) => `  ${l}`).join("\n")}`);
  if (card.invented.length) console.log(`invented:\n  ${card.invented.join("\n  ")}`);
  if (process.argv.includes("--misses")) console.log(`misses:\n  ${card.misses.join("\n  ")}`);
}
