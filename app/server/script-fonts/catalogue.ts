// The script fonts (Noto, SIL Open Font License): one file per script beyond Inter's Latin, Greek and Cyrillic. They
// live in R2 under `fonts/<file>` (not in the Worker bundle: the CJK ones are megabytes); `npm start`, the seed and the
// tests copy them there from the npm packages named in font-files.json, and the deploy docs say how they reach
// production R2 (README, "Fonts"). A document loads only the files its text needs.
import FONT_FILES from "./font-files.json";

/** R2 key prefix of the script fonts. */
export const FONT_KEY_PREFIX = "fonts/";

export interface ScriptFontFile {
  /** The file name in R2 (under FONT_KEY_PREFIX). */
  file: string;
  /** Characters of these Unicode scripts need it. */
  needs: RegExp;
}

const SCRIPT_FONTS: readonly ScriptFontFile[] = FONT_FILES.map(({ file, script }) => ({
  file,
  needs: new RegExp(
    `[${script
      .split("|")
      .map((name) => `\\p{Script=${name}}`)
      .join("")}]`,
    "u",
  ),
}));

/** The script fonts `text` needs, in fallback order. */
export function scriptFontsFor(text: string): ScriptFontFile[] {
  return SCRIPT_FONTS.filter((font) => font.needs.test(text));
}

const ANY_SCRIPT_FONT = new RegExp(SCRIPT_FONTS.map((font) => font.needs.source).join("|"), "u");

/** Whether `text` has a character only a script font draws. */
export function needsScriptFont(text: string): boolean {
  return ANY_SCRIPT_FONT.test(text);
}
