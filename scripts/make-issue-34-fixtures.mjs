// Generates issue 34's resume fixtures: the new batch into tests/fixtures/resumes/, the held-out batch into
// tests/fixtures/resumes-held-out/ (never tuned on) and the second batch into tests/fixtures/resumes-second/
// (fresh input for finding what the parser still misses) and the second held-out batch into
// tests/fixtures/resumes-held-out-b/ (written truth first, never read before its one scoring run), each file with
// its <name>.expected.json, the third batch into tests/fixtures/resumes-third/ (more fresh tuning input) and the
// fourth batch into tests/fixtures/resumes-fourth/ (tuning input weighted on job-entry layouts) and the fifth batch
// into tests/fixtures/resumes-fifth/ (tuning input of resume kinds the earlier batches lacked).
// The truths are written in the data modules before any parser run (scripts/resume-fixtures/issue-34-*.mjs);
// rerun after editing one:  npx tsx scripts/make-issue-34-fixtures.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fixtures as docxFixtures } from "./resume-fixtures/issue-34-docx.mjs";
import { fixtures as fifthFixtures } from "./resume-fixtures/issue-34-fifth.mjs";
import { fixtures as fourthFixtures } from "./resume-fixtures/issue-34-fourth.mjs";
import { fixtures as heldOutFixtures } from "./resume-fixtures/issue-34-held-out.mjs";
import { fixtures as heldOutBFixtures } from "./resume-fixtures/issue-34-held-out-b.mjs";
import { fixtures as pdfFixtures } from "./resume-fixtures/issue-34-pdf.mjs";
import { fixtures as secondFixtures } from "./resume-fixtures/issue-34-second.mjs";
import { fixtures as textFixtures } from "./resume-fixtures/issue-34-text.mjs";
import { fixtures as thirdFixtures } from "./resume-fixtures/issue-34-third.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "tests", "fixtures");
const batches = [
  ["resumes", [...pdfFixtures, ...docxFixtures, ...textFixtures]],
  ["resumes-held-out", heldOutFixtures],
  ["resumes-second", secondFixtures],
  ["resumes-held-out-b", heldOutBFixtures],
  ["resumes-third", thirdFixtures],
  ["resumes-fourth", fourthFixtures],
  ["resumes-fifth", fifthFixtures],
];
for (const [dir, fixtures] of batches) {
  mkdirSync(join(ROOT, dir), { recursive: true });
  for (const [file, truth, write] of fixtures) {
    writeFileSync(join(ROOT, dir, file), await write());
    writeFileSync(join(ROOT, dir, file.replace(/\.\w+$/, ".expected.json")), `${JSON.stringify(truth, null, 2)}\n`);
  }
  console.log(`Wrote ${fixtures.length} resume fixtures to tests/fixtures/${dir}`);
}
