// The bench's per-page JavaScript (issue 16 goal 3), called from scripts/bench.mjs: every page is opened in
// Chromium and the JavaScript it actually loads is counted, gzip (each script response's body, dynamic imports
// included, plus inline code; the hydration data apart): the three public pages sent without the client runtime (the signed-out landing
// page, /signin's first step, the public 404) against <= 20 KB, every signed-in page (as the demo user; the admin pages as
// the admin) against <= 150 KB. Then Lighthouse (mobile) on / and /signin against >= 98 performance and 100
// accessibility, best practices and SEO.
//
// Alone, against a running app: node scripts/bench/page-weight.mjs http://localhost:5173 (no Lighthouse).
import { gzipSync } from "node:zlib";

const PUBLIC_JS_LIMIT = 20 * 1024;
const SIGNED_IN_JS_LIMIT = 150 * 1024;

const PUBLIC_PAGES = [
  { name: "Landing page (signed out)", path: "/" },
  { name: "Sign in (first step)", path: "/signin" },
  // Unknown paths redirect to /; file-like ones get a plain-text 404. The public HTML 404 is the portfolio's.
  { name: "404 (unknown portfolio)", path: "/portfolio/no-such-user" },
];
const DEMO = { email: "demo@example.com", password: "Demo1234!" };
const ADMIN = { email: "admin@example.com", password: "Admin1234!" };
const SIGNED_IN_PAGES = [
  { name: "Landing page (signed in)", path: "/", account: DEMO },
  { name: "Profile", path: "/profile", account: DEMO },
  { name: "Templates", path: "/templates", account: DEMO },
  { name: "Portfolio", path: "/portfolio", account: DEMO },
  { name: "Job tracker", path: "/jobtracker", account: DEMO },
  { name: "Settings", path: "/settings", account: DEMO },
  { name: "Admin users", path: "/admin", account: ADMIN },
  { name: "Admin dashboard", path: "/admin1", account: ADMIN },
];

const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function sessionToken(origin, account) {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(account),
  });
  const body = await response.json();
  if (!response.ok || !body.token) throw new Error(`Signing in ${account.email} failed: ${response.status}`);
  return body.token;
}

/**
 * The JavaScript one page load brings (gzip), after the network settles: script responses and inline code (the
 * public pages' enhance script, React Router's module manifest and scroll restoration). The hydration data React
 * Router streams into the page (`streamController.enqueue(...)`: the loaders' answers, which grow with the user's
 * data) is measured apart: it is the page's data, held by the HTML goal (the board's 500-job page <= 250 KB), not
 * code. Lighthouse counts JavaScript the same way (script resources; the document's own bytes are the HTML).
 */
async function measure(browser, origin, path, token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (token) await context.addCookies([{ name: "vitrine_session", value: token, url: origin }]);
  const page = await context.newPage();
  const pending = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") {
      pending.push(
        response
          .body()
          .then((body) => ({ url: response.url(), bytes: gz(body) }))
          .catch(() => ({ url: response.url(), bytes: 0 })),
      );
    }
  });
  try {
    const response = await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
    // React marks the document when it has hydrated, the public pages' inline script when it ran.
    await page.waitForSelector("html[data-hydrated], html[data-js]", { state: "attached", timeout: 60_000 }).catch(() => {});
    const inline = await page.evaluate(() =>
      [...document.scripts].filter((s) => !s.src && (!s.type || /javascript|module/.test(s.type))).map((s) => s.textContent ?? ""),
    );
    const files = await Promise.all(pending);
    const isData = (text) => text.startsWith("window.__reactRouterContext.streamController");
    const code = inline.filter((text) => !isData(text));
    const data = inline.filter(isData);
    const inlineBytes = code.length ? gz(code.join("\n")) : 0;
    return {
      status: response?.status() ?? 0,
      url: page.url(),
      files: files.length,
      js: files.reduce((sum, file) => sum + file.bytes, 0) + inlineBytes,
      data: data.length ? gz(data.join("\n")) : 0,
      hydrated: await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated")),
    };
  } finally {
    await context.close();
  }
}

/**
 * Measures every page; `lighthouse` (the bench's lighthouseScores(url), or null) scores / and /signin.
 * Returns the report lines and the [label, ok] checks.
 */
export async function pageWeights(origin, { lighthouse = null } = {}) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const rows = [];
  try {
    for (const page of PUBLIC_PAGES) rows.push({ ...page, limit: PUBLIC_JS_LIMIT, ...(await measure(browser, origin, page.path)) });
    const tokens = new Map();
    for (const page of SIGNED_IN_PAGES) {
      if (!tokens.has(page.account)) tokens.set(page.account, await sessionToken(origin, page.account));
      rows.push({ ...page, limit: SIGNED_IN_JS_LIMIT, ...(await measure(browser, origin, page.path, tokens.get(page.account))) });
    }
  } finally {
    await browser.close();
  }

  const lines = [
    "JavaScript per page (Chromium, everything the page loads until the network is idle, gzip; script files and inline",
    "code; the loaders' hydration data, which grows with the account's data, beside it: the demo account, whose board",
    "the bench has filled to 500 jobs):",
    "",
    "| Page | Path | Status | Script files | JavaScript (gzip) | Goal | Hydration data (gzip) | Hydrated |",
    "|---|---|---:|---:|---:|---:|---:|---|",
    ...rows.map(
      (r) =>
        `| ${r.name} | \`${r.path}\` | ${r.status} | ${r.files} | ${kb(r.js)} | <= ${kb(r.limit)} | ${kb(r.data)} | ${r.hydrated ? "yes" : "no (plain HTML)"} |`,
    ),
  ];
  const checks = rows.map((r) => [
    `${r.name} (${r.path}) JavaScript <= ${kb(r.limit)} gzip (${kb(r.js)})`,
    r.js <= r.limit && new URL(r.url).pathname === r.path,
  ]);

  if (lighthouse) {
    lines.push("", "Lighthouse on the signed-out public pages (mobile emulation and throttling):", "");
    lines.push(
      "| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    );
    for (const path of ["/", "/signin"]) {
      const lh = await lighthouse(`${origin}${path}`);
      lines.push(
        `| \`${path}\` | ${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${lh.fcp} | ${lh.lcp} | ${lh.tbt} | ${lh.cls} |`,
      );
      if (lh.failing.length) lines.push(`| | failing binary audits: ${lh.failing.join(", ")} | | | | | | | |`);
      checks.push([
        `Lighthouse ${path} >= 98/100/100/100 (${lh.performance}/${lh.accessibility}/${lh.bestPractices}/${lh.seo})`,
        lh.performance >= 98 && lh.accessibility === 100 && lh.bestPractices === 100 && lh.seo === 100,
      ]);
    }
  }
  return { rows, lines, checks };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? "http://localhost:8799";
  const { lines, checks } = await pageWeights(origin);
  console.log(lines.join("\n"));
  for (const [label, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${label}`);
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
}
