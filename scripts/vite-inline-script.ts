// Vite plugin: `import code from "virtual:portfolio-enhance"` gives the bundled, minified text of
// app/components/portfolio-templates/enhance-script.ts, which the public portfolio page inlines (it ships no React Router runtime);
// "virtual:public-enhance" likewise app/public/enhance-script.ts, the script of the other pages sent without the
// runtime (the signed-out landing page and /signin's first step; app/lib/hydration.ts).
// The script may import small dependency-free modules of app/ (e.g. the contact form's rules in
// app/schemas/contact-rules.ts, which the server's zod schema also runs); rolldown bundles them in.
import { createHash } from "node:crypto";
import path from "node:path";
import { build } from "rolldown";
import type { Plugin } from "vite";

const SCRIPTS: Record<string, string> = {
  "virtual:portfolio-enhance": "app/components/portfolio-templates/enhance-script.ts",
  "virtual:public-enhance": "app/public/enhance-script.ts",
};

export function inlinePortfolioScript(root = process.cwd()): Plugin {
  return {
    name: "vitrine-inline-portfolio-script",
    resolveId(id) {
      return Object.hasOwn(SCRIPTS, id) ? `\0${id}` : undefined;
    },
    async load(id) {
      const source = id.startsWith("\0") && Object.hasOwn(SCRIPTS, id.slice(1)) ? SCRIPTS[id.slice(1)] : undefined;
      if (!source) return undefined;
      const file = path.resolve(root, source);
      const result = await build({
        input: file,
        cwd: root,
        write: false,
        logLevel: "silent",
        resolve: { alias: { "~": path.resolve(root, "app") } },
        output: { format: "iife", minify: true },
      });
      const chunk = result.output.find((item) => item.type === "chunk");
      if (!chunk) throw new Error(`${source} produced no code`);
      for (const module of chunk.moduleIds) if (!module.startsWith("\0")) this.addWatchFile(module);
      // "</script" can never appear in the output, but escape it anyway: the text goes inside a <script>.
      const text = chunk.code.trim().replace(/<\/script/gi, "<\\/script");
      // The page's CSP allows exactly this script by its hash (ADR 0007): the cached page carries no nonce.
      const hash = `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
      return `export default ${JSON.stringify(text)};\nexport const scriptHash = ${JSON.stringify(hash)};`;
    },
  };
}
