// Generates the resume fixtures under tests/fixtures/resumes/ (PDF with pdf-lib, DOCX as WordprocessingML in a
// zip written with fflate, TXT as is). The generated files are committed; rerun after editing a resume:
//   node scripts/make-resume-fixtures.mjs
// The resumes themselves are data modules in scripts/resume-fixtures/, one per set (the first six, the held-out
// ones, issue 15's and its held-out ones); pdf.mjs and docx.mjs write their files. Each fixture has a
// hand-written expected extraction next to it (<name>.expected.json): that is what a person reading the resume
// would enter, not what the parser happens to produce.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fixtures as firstSix } from "./resume-fixtures/first-six.mjs";
import { fixtures as heldOut } from "./resume-fixtures/held-out.mjs";
import { fixtures as issue15 } from "./resume-fixtures/issue-15.mjs";
import { fixtures as issue15HeldOut } from "./resume-fixtures/issue-15-held-out.mjs";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "tests", "fixtures", "resumes");
mkdirSync(OUT, { recursive: true });

const all = [...firstSix, ...heldOut, ...issue15, ...issue15HeldOut];
for (const [name, write] of all) writeFileSync(join(OUT, name), await write());
console.log(`Wrote ${all.length} resume fixtures to ${OUT}`);
