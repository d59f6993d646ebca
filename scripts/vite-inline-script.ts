// Vite plugin: `import code from "virtual:portfolio-enhance"` gives the bundled, minified text of
// app/portfolio/enhance-script.ts, which the public portfolio page inlines (it ships no React Router runtime).
// The script may import small dependency-free modules of app/ (e.g. the contact form's rules in
// app/schemas/contact-rules.ts, which the server's zod schema also runs); rolldown bundles them in.
import { createHash } from "node:crypto";
import path from "node:path";
import { build } from "rolldown";
import type { Plugin } from "vite";

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
      const result = await build({
        input: file,
        cwd: root,
        write: false,
        logLevel: "silent",
        resolve: { alias: { "~": path.resolve(root, "app") } },
        output: { format: "iife", minify: true },
      });
      const chunk = result.output.find((item) => item.type === "chunk");
      if (!chunk) throw new Error("The portfolio enhance script produced no code");
      for (const module of chunk.moduleIds) if (!module.startsWith("\0")) this.addWatchFile(module);
      // "</script" can never appear in the output, but escape it anyway: the text goes inside a <script>.
      const text = chunk.code.trim().replace(/<\/script/gi, "<\\/script");
      // The page's CSP allows exactly this script by its hash (ADR 0007): the cached page carries no nonce.
      const hash = `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
      return `export default ${JSON.stringify(text)};\nexport const scriptHash = ${JSON.stringify(hash)};`;
    },
  };
}
