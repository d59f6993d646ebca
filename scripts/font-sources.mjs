// Where each script font (app/server/script-fonts/font-files.json) comes from: a file inside an npm package that
// ships it (Noto, SIL Open Font License). Used by scripts/put-fonts.mjs (local and production R2) and by the tests'
// font server (tests/fixtures/script-fonts/server.ts).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const SCRIPT_FONT_FILES = JSON.parse(readFileSync(new URL("../app/server/script-fonts/font-files.json", import.meta.url), "utf8"));

/** The font file's path on disk, in its package under node_modules. */
export function fontSourcePath(file) {
  const font = SCRIPT_FONT_FILES.find((f) => f.file === file);
  if (!font) throw new Error(`Unknown script font ${file}`);
  return fileURLToPath(new URL(`../node_modules/${font.package}/${font.path}`, import.meta.url));
}
