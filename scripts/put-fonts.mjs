// Puts the script fonts into R2 under fonts/<file> (ADR 0020): into local R2 on `npm start` (once per state dir:
// a marker file lists what was put), or into production R2 with `npm run fonts:put -- --remote` (wrangler logged
// in). The files come from npm packages (scripts/font-sources.mjs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fontSourceBytes, SCRIPT_FONT_FILES } from "./font-sources.mjs";
import { run, STATE_DIR } from "./lib.mjs";

const BUCKET = "vitrine-files";
/** Where the files are written as R2 stores them (a WOFF unwrapped to TTF) for `wrangler r2 object put --file`. */
const STAGING = ".wrangler/script-fonts";

/** Puts every script font into local R2 unless this state dir already has this exact list. */
export async function putFontsLocal() {
  const marker = path.join(STATE_DIR, "script-fonts.json");
  const want = JSON.stringify(SCRIPT_FONT_FILES);
  if (existsSync(marker) && readFileSync(marker, "utf8") === want) return;
  // One local R2 writer at a time: two concurrent `wrangler r2 object put` on one state dir can fail.
  for (const { file } of SCRIPT_FONT_FILES) {
    await run("wrangler", [...putArgs(file), "--local", "--persist-to", STATE_DIR], { quiet: true });
  }
  writeFileSync(marker, want);
  console.log(`Stored ${SCRIPT_FONT_FILES.length} script fonts in local R2 (fonts/).`);
}

function putArgs(file) {
  mkdirSync(STAGING, { recursive: true });
  const staged = path.join(STAGING, file);
  writeFileSync(staged, fontSourceBytes(file));
  return ["r2", "object", "put", `${BUCKET}/fonts/${file}`, "--file", staged, "--content-type", "font/ttf", "-c", "wrangler.toml"];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--remote")) {
    for (const { file } of SCRIPT_FONT_FILES) {
      await run("wrangler", [...putArgs(file), "--remote"]);
      console.log(`Stored fonts/${file} in production R2.`);
    }
  } else await putFontsLocal();
}
