// npm run bench: builds, starts the app on a fresh local state (npm start: migrations, demo seed, wrangler dev in
// local workerd), then measures with autocannon
//   - a static asset (the ceiling: served by the assets layer, no Worker code),
//   - the public portfolio page /portfolio/demo cached (edge Cache API hit) and cold (rendered on every request:
//     a query string bypasses the cache, so each request runs the loader, D1 and the SSR render),
//   - the signed-out landing page / and /signin's first step (both from the edge cache),
//   - the job tracker board with 500 jobs (server render; first paint and hydration in Chromium),
//   - the JavaScript each page loads in Chromium, and Lighthouse on / and /signin (scripts/bench/page-weight.mjs),
// printing requests/s, p50 and p99 latency and the ratio to the static ceiling (goals, issue 30: the cached
// portfolio >= 0.9x, the signed-out landing page >= 0.8x, the views counted within 2% of the requests made), the
// JavaScript and CSS each page loads (gzip), the Worker bundle size (gzip, at most 3 MiB: scripts/bundle-size.mjs), and Lighthouse scores of the demo
// public page, the Worker's startup (global scope; scripts/bench/startup.mjs) and the 50-client load mix
// (scripts/bench/load-mix.mjs).
// `npm run bench -- --write` also replaces the results block of docs/performance.md.
// First, offline and without the server, it prints the resume import accuracy per field kind (the local parser and
// Workers AI replaying its recorded answers; tests/resume-score/run.ts), one table per batch: the original
// fixtures, issue 34's new batch, the held-out batch (tests/fixtures/resumes-held-out) and the whole set.
// `npm run bench -- --resume` prints only that; `--misses` adds every field the import got wrong, `--batch=held-out`
// (or original, issue-34) and `--only=alex-chen` narrow it.
// `npm run bench -- --match` prints only the match benchmark (issue 32: the engine over the labelled set of
// tests/fixtures/match/; tests/match-score/run.ts); `--misses` adds the pairs furthest from their label.
//
// Options (env): BENCH_SECONDS (default 10), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 10),
// BENCH_PORT (default 8799),
// BENCH_LIGHTHOUSE=0 to skip Lighthouse.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { loadMixChecks, loadMixLines, runLoadMix } from "./bench/load-mix.mjs";
import { measureStartup, startupChecks, startupLines } from "./bench/startup.mjs";
import { pageWeights } from "./bench/page-weight.mjs";
import { boardBench } from "./bench/board.mjs";
import { runAnalyticsBench } from "./bench/analytics.mjs";
import { WORKER_BUNDLE_LIMIT_GZIP, workerBundleGzip } from "./bundle-size.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8799);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** The page targets are measured in this many interleaved rounds of BENCH_SECONDS / ROUNDS each. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const STATE_DIR = ".wrangler/bench-state";
const BUILD_DIR = ".wrangler/bench-build";
const ORIGIN = `http://localhost:${PORT}`;
const WRITE = process.argv.includes("--write");

function startServer() {
  rmSync(STATE_DIR, { recursive: true, force: true });
  const child = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(PORT), STATE_DIR, BUILD_DIR, WRANGLER_SEND_METRICS: "false" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group: wrangler and workerd are stopped with it
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  return { child, stop, log: () => log };
}

async function waitUntilUp(server, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`npm start exited:\n${server.log()}`);
    try {
      const res = await fetch(`${ORIGIN}/portfolio/demo`);
      if (res.status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`The server did not come up in time:\n${server.log()}`);
}

function load(url, seconds = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** JavaScript and CSS a page loads (external files and inline scripts), gzip. */
async function pageWeight(pathname) {
  const html = await (await fetch(`${ORIGIN}${pathname}`)).text();
  const scriptSrcs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const moduleImports = [...html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
  const fetchSize = async (urls) => {
    let total = 0;
    for (const url of new Set(urls)) total += gz(Buffer.from(await (await fetch(new URL(url, ORIGIN))).arrayBuffer()));
    return total;
  };
  const js = (await fetchSize([...scriptSrcs, ...preloads, ...moduleImports])) + (inline ? gz(Buffer.from(inline)) : 0);
  const css = await fetchSize(styles);
  return { js, css, html: gz(Buffer.from(html)) };
}

async function lighthouseScores(url) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const categories = result.lhr.categories;
    const failing = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      bestPractices: Math.round(categories["best-practices"].score * 100),
      seo: Math.round(categories.seo.score * 100),
      fcp: result.lhr.audits["first-contentful-paint"].displayValue,
      lcp: result.lhr.audits["largest-contentful-paint"].displayValue,
      tbt: result.lhr.audits["total-blocking-time"].displayValue,
      cls: result.lhr.audits["cumulative-layout-shift"].displayValue,
      failing,
    };
  } finally {
    await chrome.kill();
  }
}

/** The job tracker board with 500 jobs: server render throughput/latency and first paint in Chromium. */
async function boardWith500Jobs() {
  const login = await (
    await fetch(`${ORIGIN}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "demo@example.com", password: "Demo1234!" }),
    })
  ).json();
  const headers = { "Content-Type": "application/json", Authorization: `Bearer ${login.token}` };
  const existing = (await (await fetch(`${ORIGIN}/api/jobs`, { headers })).json()).data.jobs.length;
  const statuses = ["applied", "interview", "in-progress", "offer", "rejected"];
  for (let i = existing; i < 500; i++) {
    const res = await fetch(`${ORIGIN}/api/jobs`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        title: `Engineer ${i}`,
        company: `Company ${i % 37}`,
        status: statuses[i % 5],
        priority: ["low", "medium", "high"][i % 3],
        description: "Bench job.",
        aiSuggestions: i % 4 ? [] : ["Tip"],
      }),
    });
    if (res.status !== 201) throw new Error(`Creating bench job ${i} failed: ${res.status}`);
  }
  const cookie = `vitrine_session=${login.token}`;
  const r = await new Promise((resolve, reject) =>
    autocannon(
      { url: `${ORIGIN}/jobtracker`, connections: 4, duration: Math.max(3, Math.round(SECONDS / 2)), headers: { cookie } },
      (e, res) => (e ? reject(e) : resolve(res)),
    ),
  );
  const html = await (await fetch(`${ORIGIN}/jobtracker`, { headers: { cookie } })).text();
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: "vitrine_session", value: login.token, url: ORIGIN }]);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${ORIGIN}/jobtracker`);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const interactiveMs = Date.now() - started;
    const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);
    const cards = await page.locator("[data-job-card]").count();
    return {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx + r.errors,
      htmlGzip: gz(Buffer.from(html)),
      fcp,
      interactiveMs,
      cards,
    };
  } finally {
    await browser.close();
  }
}

/** The resume import scorer (a quality benchmark): offline, no server; exits non-zero when it fails. */
function resumeAccuracy() {
  const passed = process.argv.filter((a) => a === "--misses" || a.startsWith("--batch=") || a.startsWith("--only="));
  const args = ["tsx", "tests/resume-score/run.ts", ...passed];
  const run = spawnSync("npx", args, { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
  if (run.status !== 0) throw new Error("The resume import scorer failed");
}

/** The match benchmark (issue 32): the engine over the labelled set, offline; exits non-zero when it fails to run. */
function matchAccuracy() {
  const args = ["tsx", "tests/match-score/run.ts", ...(process.argv.includes("--misses") ? ["--misses"] : [])];
  const run = spawnSync("npx", args, { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
  if (run.status !== 0) throw new Error("The match benchmark failed");
}

async function main() {
  if (process.argv.includes("--match")) return matchAccuracy();
  resumeAccuracy();
  if (process.argv.includes("--resume")) return;
  // The machine's load before the bench adds its own: a run on a busy machine reads slower in every row.
  const loadBefore = os.loadavg()[0];
  console.log(`Building and starting the app on ${ORIGIN} (fresh state in ${STATE_DIR})...`);
  const server = startServer();
  process.on("exit", server.stop);
  process.on("SIGINT", () => process.exit(130));
  try {
    await waitUntilUp(server);
    const home = await (await fetch(`${ORIGIN}/`)).text();
    const asset = home.match(/<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/)?.[1] ?? "/favicon.svg";

    // Warm up: the first render compiles code paths; the cached page must be in the cache.
    for (const p of ["/", "/portfolio/demo", "/portfolio/demo?bench=cold", asset])
      for (let i = 0; i < 20; i++) await fetch(`${ORIGIN}${p}`).then((r) => r.arrayBuffer());
    const cacheState = (await fetch(`${ORIGIN}/portfolio/demo`)).headers.get("x-cache");
    if (cacheState !== "HIT") throw new Error(`Expected the warm public page to be a cache HIT, got ${cacheState}`);

    const targets = [
      { name: "Static asset (ceiling)", path: asset },
      { name: "Public portfolio, cached", path: "/portfolio/demo" },
      { name: "Landing page, signed out (edge cache)", path: "/" },
      { name: "Sign-in first step, signed out (edge cache)", path: "/signin" },
      // Last in each round: its renders still running when autocannon stops would slow whatever came next.
      { name: "Public portfolio, cold (rendered)", path: "/portfolio/demo?bench=cold" },
    ];
    // Interleaved rounds (every target once per round, the static asset first): on a shared machine whose load
    // drifts, each target is measured beside the ceiling rather than minutes apart. Requests/s and latencies are
    // the means of the rounds.
    const roundSeconds = Math.max(2, Math.round(SECONDS / ROUNDS));
    const runs = targets.map(() => []);
    for (let round = 1; round <= ROUNDS; round++) {
      process.stdout.write(`Round ${round}/${ROUNDS} (${roundSeconds} s per target):`);
      for (const [i, target] of targets.entries()) {
        const r = await load(`${ORIGIN}${target.path}`, roundSeconds);
        runs[i].push(r);
        process.stdout.write(` ${target.path} ${Math.round(r.requests.average)} req/s;`);
      }
      console.log("");
    }
    const mean = (values) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const rows = targets.map((target, i) => ({
      ...target,
      rps: mean(runs[i].map((r) => r.requests.average)),
      p50: Math.round(mean(runs[i].map((r) => r.latency.p50))),
      p99: Math.round(mean(runs[i].map((r) => r.latency.p99))),
      non2xx: runs[i].reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    }));
    const ceiling = rows[0].rps;
    process.stdout.write(`Running the load mix (50 clients, ${SECONDS} s)... `);
    const mix = await runLoadMix(ORIGIN, { clients: 50, seconds: SECONDS });
    console.log(`${Math.round(mix.total.rps)} req/s`);

    const weights = {
      "Public portfolio": await pageWeight("/portfolio/demo"),
      "Landing page": await pageWeight("/"),
    };
    process.stdout.write("Measuring the job tracker board with 500 jobs... ");
    const board = await boardWith500Jobs();
    console.log(`${Math.round(board.rps)} req/s`);
    process.stdout.write("Measuring the board at 10 and 500 jobs (render, hydration, main thread; scripts/bench/board.mjs)... ");
    const boardGoals = await boardBench(ORIGIN);
    console.log("done");
    process.stdout.write("Measuring portfolio view counting (cached page as crawler and as browsers; scripts/bench/analytics.mjs)... ");
    const views = await runAnalyticsBench(ORIGIN, { clients: 50, seconds: SECONDS });
    console.log("done");
    const bundle = workerBundleGzip(BUILD_DIR);
    const startup = measureStartup(BUILD_DIR);
    const lh = process.env.BENCH_LIGHTHOUSE === "0" ? null : await lighthouseScores(`${ORIGIN}/portfolio/demo`);
    process.stdout.write("Measuring the JavaScript of each page in Chromium... ");
    const perPage = await pageWeights(ORIGIN, { lighthouse: lh ? lighthouseScores : null });
    console.log("done");

    const cpu = os.cpus();
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpu.length} × ${cpu[0]?.model?.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${loadBefore.toFixed(1)} before the bench started;`,
      `local workerd through \`wrangler dev --local\` (production build), autocannon ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${roundSeconds} s per target.`,
      "",
      "| Target | Requests/s | p50 latency | p99 latency | vs static ceiling | non-2xx/errors |",
      "|---|---:|---:|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${r.name} \`${r.path}\` | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${(r.rps / ceiling).toFixed(2)}x | ${r.non2xx} |`,
      ),
      "",
      "| Page | JavaScript (gzip) | CSS (gzip) | HTML (gzip) |",
      "|---|---:|---:|---:|",
      ...Object.entries(weights).map(([name, w]) => `| ${name} | ${kb(w.js)} | ${kb(w.css)} | ${kb(w.html)} |`),
      "",
      `Worker bundle (${BUILD_DIR}/server, all modules, gzip): **${kb(bundle.total)}**; largest module ${bundle.largest.file} ${kb(bundle.largest.bytes)} (loaded lazily).`,
      "",
      ...startupLines(startup),
      "",
      ...loadMixLines(mix),
      "",
      `Job tracker board with 500 jobs (\`/jobtracker\`, signed in; server render): ${Math.round(board.rps)} req/s, p50 ${board.p50} ms, p99 ${board.p99} ms (4 connections), HTML ${kb(board.htmlGzip)} gzip; in Chromium first contentful paint ${board.fcp === null ? "n/a" : `${Math.round(board.fcp)} ms`}, interactive (hydrated) after ${board.interactiveMs} ms, ${board.cards} cards rendered.`,
    ];
    lines.push("", ...boardGoals.lines);
    lines.push(
      "",
      `Portfolio view counting (issue 17, ADRs 0011 and 0019; cached \`/portfolio/demo\`, 50 clients × ${SECONDS} s each way): as a crawler (isbot, nothing counted) ${views.baselineRps.toFixed(0)} req/s, as browsers (each view noted, sent in batches) ${views.countedRps.toFixed(0)} req/s (ratio ${views.ratio.toFixed(2)}); views sent ${views.sent}, absorbed ${views.absorbed}, lost ${views.lost}, ${views.absorbedPerSecond.toFixed(0)} views/s absorbed (the queue drained ${views.drainSeconds.toFixed(1)} s after the load); failed requests ${views.failed}.`,
    );
    if (lh) {
      lines.push(
        "",
        `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version} on \`/portfolio/demo\` (Debian Chromium, default mobile emulation and throttling):`,
        "",
        "| Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|",
        `| ${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${lh.fcp} | ${lh.lcp} | ${lh.tbt} | ${lh.cls} |`,
      );
      if (lh.failing.length) lines.push("", `Failing binary audits: ${lh.failing.join(", ")}`);
    }
    lines.push("", ...perPage.lines);
    const report = lines.join("\n");
    console.log(`\n${report}\n`);

    // Issue 30's goals, as ratios to the static asset measured in this run; the views counted while the page was
    // hammered as browsers must be within 2% of the requests answered.
    const rowOf = (path) => rows.find((row) => row.path === path);
    const cachedRatio = rowOf("/portfolio/demo").rps / ceiling;
    const landingRatio = rowOf("/").rps / ceiling;
    const viewsOff = views.sent ? Math.abs(views.absorbed - views.sent) / views.sent : 1;
    const checks = [
      [`cached public page >= 0.9x the static asset (${cachedRatio.toFixed(2)}x)`, cachedRatio >= 0.9],
      [`signed-out landing page >= 0.8x the static asset (${landingRatio.toFixed(2)}x)`, landingRatio >= 0.8],
      [
        `portfolio views counted within 2% of the requests made (${views.absorbed} of ${views.sent}, ${(viewsOff * 100).toFixed(2)}% off)`,
        viewsOff <= 0.02,
      ],
      [`public page JavaScript <= 20 KB gzip (${kb(weights["Public portfolio"].js)})`, weights["Public portfolio"].js <= 20 * 1024],
      [`Worker bundle <= 3 MiB gzip (${kb(bundle.total)})`, bundle.total <= WORKER_BUNDLE_LIMIT_GZIP],
      ["no failed requests", rows.every((r) => r.non2xx === 0) && board.non2xx === 0],
      ...startupChecks(startup),
      ...loadMixChecks(mix),
      ...perPage.checks,
      ...boardGoals.checks,
      [
        `portfolio views: none lost and no failed request (${views.lost} lost, ${views.failed} failed)`,
        views.lost === 0 && views.failed === 0,
      ],
      ...(lh
        ? [
            [
              `Lighthouse >= 95/100/100/100 (${lh.performance}/${lh.accessibility}/${lh.bestPractices}/${lh.seo})`,
              lh.performance >= 95 && lh.accessibility === 100 && lh.bestPractices === 100 && lh.seo === 100,
            ],
          ]
        : []),
    ];
    for (const [label, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${label}`);

    if (WRITE) {
      const file = "docs/performance.md";
      const start = "<!-- bench:start -->";
      const end = "<!-- bench:end -->";
      const doc = existsSync(file) ? readFileSync(file, "utf8") : `# Performance\n\n${start}\n${end}\n`;
      const i = doc.indexOf(start);
      const j = doc.indexOf(end);
      if (i < 0 || j < 0) throw new Error(`${file} needs the ${start} / ${end} markers`);
      writeFileSync(file, `${doc.slice(0, i + start.length)}\n${report}\n${doc.slice(j)}`);
      console.log(`Wrote the results to ${file}.`);
    }
    process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
  } finally {
    server.stop();
  }
}

await main();
