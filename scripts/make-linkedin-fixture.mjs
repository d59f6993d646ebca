// Builds tests/fixtures/linkedin/linkedin-export.zip from the CSV files in tests/fixtures/linkedin/export/, laid
// out like LinkedIn's "Get a copy of your data" archive (CSV files at the root, deflated). Fixed timestamps keep
// the file byte-identical between runs: `node scripts/make-linkedin-fixture.mjs`.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";

const dir = path.join(import.meta.dirname, "../tests/fixtures/linkedin");
const mtime = new Date("2025-01-15T10:00:00Z");
const files = Object.fromEntries(
  readdirSync(path.join(dir, "export"))
    .filter((name) => name.endsWith(".csv"))
    .sort()
    .map((name) => [name, [new Uint8Array(readFileSync(path.join(dir, "export", name))), { level: 6, mtime }]]),
);
writeFileSync(path.join(dir, "linkedin-export.zip"), zipSync(files));
console.log(`wrote linkedin-export.zip (${Object.keys(files).length} files)`);
