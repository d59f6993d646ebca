// The Worker bundle's size as Cloudflare limits it: every module under {buildDir}/server (JavaScript, Wasm and the
// `.bin` data modules such as the PDF resume's fonts), each gzipped. `npm run bench` prints it and fails above the
// limit; tests/e2e/resume-pdf.spec.ts checks the end-to-end build against the same limit.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Cloudflare's limit on a Worker's compressed size (paid plan). */
export const WORKER_BUNDLE_LIMIT_GZIP = 3 * 1024 * 1024;

const MODULE = /\.(m?js|wasm|bin|txt|html|sql)$/;

/** Total gzip bytes of the server modules and the largest one. */
export function workerBundleGzip(buildDir) {
  const dir = path.join(buildDir, "server");
  let total = 0;
  let largest = { file: "", bytes: 0 };
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (MODULE.test(name)) {
        const bytes = gzipSync(readFileSync(file), { level: 9 }).length;
        total += bytes;
        if (bytes > largest.bytes) largest = { file: path.relative(dir, file), bytes };
      }
    }
  };
  walk(dir);
  return { total, largest };
}
