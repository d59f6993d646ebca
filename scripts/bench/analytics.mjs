// Portfolio view counting under load (issue 17 §1, ADR 0011). CLIENTS concurrent clients request the cached
// public page /portfolio/demo for SECONDS, first as a crawler (isbot: nothing is queued, the baseline) and then as
// browsers (each view is noted in its isolate's batch, sent by ctx.waitUntil: ADR 0019). Prints the page's
// requests/s both ways (their ratio is what counting costs the cached page), then waits for the analytics queue to drain and prints how many views the
// consumer absorbed, per second, and how many were lost. The views are read from GET /api/portfolio/analytics?days=1
// as the demo owner (whose own views, with a session cookie, would not count; this bench sends none).
import { performance } from "node:perf_hooks";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function signIn(origin, email, password) {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  if (!body.token) throw new Error(`Analytics bench: signing in as ${email} failed (${res.status})`);
  return body.token;
}

async function totalViews(origin, token) {
  const res = await fetch(`${origin}/api/portfolio/analytics?days=2`, { headers: { Authorization: `Bearer ${token}` } });
  const body = await res.json();
  if (!body.success) throw new Error(`Analytics bench: reading the analytics failed (${res.status})`);
  return body.data.total;
}

async function hammer(origin, userAgent, clients, seconds) {
  const until = performance.now() + seconds * 1000;
  let ok = 0;
  let failed = 0;
  let n = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < until) {
        n++;
        try {
          const res = await fetch(`${origin}/portfolio/demo`, {
            headers: { "User-Agent": `${userAgent} client/${client}`, "CF-Connecting-IP": `10.9.${client}.${n % 250}` },
          });
          await res.arrayBuffer();
          if (res.status === 200) ok++;
          else failed++;
        } catch {
          failed++;
        }
      }
    }),
  );
  return { ok, failed, seconds: (performance.now() - start) / 1000 };
}

/** Runs the measurement against `origin`; answers the figures. */
export async function runAnalyticsBench(origin, { clients = 50, seconds = 10, drainSeconds = 60 } = {}) {
  const token = await signIn(origin, "demo@example.com", "Demo1234!");
  await fetch(`${origin}/portfolio/demo`, { headers: { "User-Agent": CRAWLER } }); // fill the edge cache
  const baseline = await hammer(origin, CRAWLER, clients, seconds);
  const before = await totalViews(origin, token);
  const counted = await hammer(origin, BROWSER, clients, seconds);
  const sentAt = performance.now();
  // Drained: the total stops moving (or reaches what was sent).
  let after = before;
  let still = 0;
  for (let waited = 0; waited < drainSeconds * 4 && still < 12; waited++) {
    await new Promise((r) => setTimeout(r, 250));
    const now = await totalViews(origin, token);
    still = now === after ? still + 1 : 0;
    after = now;
    if (after - before >= counted.ok) break;
  }
  const drainedIn = (performance.now() - sentAt) / 1000 - (still >= 12 ? 3 : 0);
  const absorbed = after - before;
  return {
    baselineRps: baseline.ok / baseline.seconds,
    countedRps: counted.ok / counted.seconds,
    ratio: baseline.ok / baseline.seconds ? counted.ok / counted.seconds / (baseline.ok / baseline.seconds) : null,
    sent: counted.ok,
    failed: baseline.failed + counted.failed,
    absorbed,
    lost: counted.ok - absorbed,
    absorbedPerSecond: absorbed / (counted.seconds + Math.max(0, drainedIn)),
    drainSeconds: Math.max(0, drainedIn),
  };
}

/** Prints the figures (the bench runner calls this; also `node scripts/bench/analytics.mjs http://localhost:8801`). */
function printAnalyticsBench(r) {
  console.log("Portfolio view counting (cached /portfolio/demo, 50 clients):");
  console.log(`  crawler (not counted): ${r.baselineRps.toFixed(0)} req/s`);
  console.log(`  browsers (counted):    ${r.countedRps.toFixed(0)} req/s  (ratio ${r.ratio?.toFixed(2)})`);
  console.log(
    `  views sent ${r.sent}, absorbed ${r.absorbed}, lost ${r.lost}; ${r.absorbedPerSecond.toFixed(0)} views/s absorbed (drained ${r.drainSeconds.toFixed(1)} s after the load)`,
  );
  console.log(`  failed requests: ${r.failed}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? "http://localhost:8787";
  printAnalyticsBench(await runAnalyticsBench(origin, { seconds: Number(process.env.SECONDS ?? 10) }));
}
