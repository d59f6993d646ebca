// Vite plugin: `import code from "virtual:portfolio-enhance"` gives the compiled, minified text of
// app/portfolio/enhance-script.ts, which the public portfolio page inlines (it ships no React Router runtime).
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { minify, transformWithOxc, type Plugin } from "vite";

const ID = "virtual:portfolio-enhance";
const RESOLVED = `\0${ID}`;

export function inlinePortfolioScript(root = process.cwd()): Plugin {
  const file = path.resolve(root, "app/portfolio/enhance-script.ts");
  return {
    name: "vitrine-inline-portfolio-script",
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(file);
      const source = await readFile(file, "utf8");
      const { code } = await transformWithOxc(source, file, { lang: "ts" });
      const minified = await minify(file.replace(/\.ts$/, ".js"), code, { compress: true, mangle: true });
      // "</script" can never appear in the output, but escape it anyway: the text goes inside a <script>.
      const text = minified.code.replace(/<\/script/gi, "<\\/script");
      // The page's CSP allows exactly this script by its hash (ADR 0007): the cached page carries no nonce.
      const hash = `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
      return `export default ${JSON.stringify(text)};\nexport const scriptHash = ${JSON.stringify(hash)};`;
    },
  };
}
