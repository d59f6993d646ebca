// Derives data/universities.json (compact rows: [name, country, countryCode, webPage], deduplicated) from the
// world universities list (MIT, see universities.LICENSE.txt). Run from the repo root:
//   npx node data/derive-universities.mjs [path/to/world_universities_and_domains.json]
import { readFileSync, writeFileSync } from "node:fs";
const src = JSON.parse(readFileSync(process.argv[2] ?? "../shared/data/world_universities_and_domains.json", "utf8"));
const seen = new Set();
const rows = [];
for (const u of src) {
  const name = String(u.name ?? "").trim().replace(/\s+/g, " ");
  const country = String(u.country ?? "").trim();
  if (!name || !country) continue;
  const key = `${name.toLowerCase()}|${country.toLowerCase()}`;
  if (seen.has(key)) continue;
  seen.add(key);
  rows.push([name, country, String(u.alpha_two_code ?? "").toUpperCase(), String(u.web_pages?.[0] ?? "")]);
}
rows.sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));
writeFileSync("data/universities.json", "[\n" + rows.map((r) => JSON.stringify(r)).join(",\n") + "\n]\n");
console.log(src.length, rows.length);
