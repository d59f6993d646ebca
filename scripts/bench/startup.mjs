// Worker startup (issue 16 goal 5), measured on the production build:
//   - the entry's static import graph (what workerd compiles and evaluates before the first request: the global
//     scope), its size, and a check that no heavy module (PDF parsing, PDF generation, fonts, image generation)
//     is in it: those must stay behind a dynamic import(). Modules are identified by each chunk's source map.
//   - the time to compile and evaluate that global scope, in a fresh Node process per run (same V8 as workerd;
//     `cloudflare:*` and data modules stubbed by startup-hooks.mjs), median of RUNS; and, apart, the time to load the
//     React Router server build the entry imports lazily on the first page request. Both as the main thread's CPU
//     time (the goal: it is what the bundle costs, whatever else the machine runs) and as wall time.
// Goal: global scope under 100 ms of CPU.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import os from "node:os";
import { gzipSync } from "node:zlib";

const STARTUP_LIMIT_MS = 100;
const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Sources that must never be in the entry's static graph. */
const HEAVY =
  /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(unpdf|pdfjs-dist|pdf-lib|@pdf-lib\/[^/]+|jpeg-js|workers-og|satori|@resvg\/[^/]+|yoga-wasm-web)\/|\.(?:bin|wasm|ttf|woff2?)$|app\/server\/og-image\/(?:render\.server|raster)\.ts$/;

/** The specifiers of a bundler chunk's leading static imports (`import … from "x"` / `import "x"`). */
function leadingImports(code) {
  const specifiers = [];
  const statement =
    /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*\s*(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?|export\s*(?:\*|\{[^}]*\})\s*from\s*)"([^"]+)"\s*;?/;
  let rest = code;
  for (;;) {
    const match = rest.match(statement);
    if (!match) return specifiers;
    specifiers.push(match[1]);
    rest = rest.slice(match[0].length);
  }
}

/** Every file the entry loads before its first request: the transitive closure of relative static imports. */
function staticImportGraph(entryFile) {
  const seen = new Set();
  const external = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith(".js") && !file.endsWith(".mjs")) return;
    for (const specifier of leadingImports(readFileSync(file, "utf8"))) {
      if (specifier.startsWith("./") || specifier.startsWith("../")) visit(path.resolve(path.dirname(file), specifier));
      else external.add(specifier);
    }
  };
  visit(entryFile);
  return { files: [...seen], external: [...external] };
}

/** The dynamic imports of a chunk (relative ones, resolved). */
function dynamicImports(file) {
  const code = readFileSync(file, "utf8");
  return [...code.matchAll(/import\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g)].map((m) => path.resolve(path.dirname(file), m[1]));
}

/** The original sources of a built file, from its source map (empty without one). */
function sourcesOf(file) {
  const map = `${file}.map`;
  if (!existsSync(map)) return [];
  try {
    return JSON.parse(readFileSync(map, "utf8")).sources ?? [];
  } catch {
    return [];
  }
}

/** Heavy modules in the static graph: [{ file, source }] (empty is the goal). */
function heavyStaticModules(files) {
  const found = [];
  for (const file of files) {
    if (HEAVY.test(file)) found.push({ file, source: path.basename(file) });
    for (const source of sourcesOf(file)) if (HEAVY.test(source)) found.push({ file, source });
  }
  return found;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Measures the build in `buildDir` (its server/index.js). */
export function measureStartup(buildDir, runs = 7) {
  const serverDir = path.join(buildDir, "server");
  const entry = path.join(serverDir, "index.js");
  const graph = staticImportGraph(entry);
  const lazyBuild = dynamicImports(entry).find((file) => /server-build/.test(path.basename(file))) ?? null;
  const samples = [];
  let error = null;
  for (let i = 0; i < runs; i++) {
    const run = spawnSync(process.execPath, [path.join(HERE, "startup-child.mjs"), entry, ...(lazyBuild ? [lazyBuild] : [])], {
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production" },
    });
    const line = run.stdout.trim().split("\n").pop() ?? "";
    try {
      samples.push(JSON.parse(line));
    } catch {
      error = (run.stderr || run.stdout).trim().split("\n").slice(0, 5).join(" | ");
      break;
    }
  }
  const gzipBytes = graph.files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  return {
    entry: path.relative(process.cwd(), entry),
    files: graph.files.map((file) => path.relative(serverDir, file)),
    external: graph.external,
    gzipBytes,
    heavy: heavyStaticModules(graph.files).map(({ file, source }) => `${path.relative(serverDir, file)} ← ${source}`),
    entryMs: samples.length ? median(samples.map((s) => s.entryMs)) : null,
    entryCpuMs: samples.length ? median(samples.map((s) => s.entryCpuMs)) : null,
    lazyMs: samples.length && lazyBuild ? median(samples.map((s) => s.lazyMs)) : null,
    lazyCpuMs: samples.length && lazyBuild ? median(samples.map((s) => s.lazyCpuMs)) : null,
    lazyBuild: lazyBuild ? path.relative(serverDir, lazyBuild) : null,
    runs: samples.length,
    error,
  };
}

const ms = (value) => (value === null ? "n/a" : `${value.toFixed(1)} ms`);

/** The lines the bench prints (and writes to docs/performance.md). */
export function startupLines(result) {
  return [
    `Worker startup (global scope of \`${result.entry}\`: ${result.files.length} modules in its static import graph, ${(result.gzipBytes / 1024).toFixed(1)} KB gzip; compile and evaluate in Node's V8, median of ${result.runs} fresh processes): **${ms(result.entryCpuMs)} CPU** (${ms(result.entryMs)} wall, ${os.loadavg()[0].toFixed(1)} load average); the React Router build loaded lazily on the first page request (\`${result.lazyBuild ?? "none"}\`): ${ms(result.lazyCpuMs)} CPU (${ms(result.lazyMs)} wall). Heavy modules in the static graph: ${result.heavy.length ? result.heavy.join(", ") : "none"}.${result.error ? ` Measurement error: ${result.error}` : ""}`,
  ];
}

/** [label, ok] pairs for the bench's PASS/FAIL list. */
export function startupChecks(result) {
  return [
    [
      `Worker startup (global scope) < ${STARTUP_LIMIT_MS} ms CPU (${ms(result.entryCpuMs)}; wall ${ms(result.entryMs)})`,
      result.entryCpuMs !== null && result.entryCpuMs < STARTUP_LIMIT_MS,
    ],
    [
      `no heavy module (PDF parsing/generation, fonts, images) in the Worker's static import graph (${result.heavy.length ? result.heavy.join(", ") : "none"})`,
      result.heavy.length === 0,
    ],
  ];
}

// `node scripts/bench/startup.mjs [buildDir]`: measure an existing build without the rest of the bench.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const result = measureStartup(process.argv[2] ?? "build");
  console.log(startupLines(result).join("\n"));
  for (const [label, ok] of startupChecks(result)) console.log(`${ok ? "PASS" : "FAIL"}  ${label}`);
  process.exitCode = startupChecks(result).every(([, ok]) => ok) ? 0 : 1;
}
