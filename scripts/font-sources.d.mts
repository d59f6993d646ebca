// Types of font-sources.mjs for the TypeScript callers (the tests' font server).
export interface ScriptFontSource {
  file: string;
  script: string;
  package: string;
  path: string;
}
export declare const SCRIPT_FONT_FILES: ScriptFontSource[];
export declare function fontSourceBytes(file: string): Buffer;
