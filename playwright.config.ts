import { defineConfig, devices } from "@playwright/test";

// End-to-end tests against `npm start` (production build in local workerd) on a fresh state directory,
// in Debian's Chromium (Playwright cannot download its own browser here).
const PORT = Number(process.env.E2E_PORT ?? 8788);
// E2E_STATE_DIR / E2E_BUILD_DIR / E2E_OUTPUT_DIR let several local runs (different E2E_PORTs) work side by side.
const STATE_DIR = process.env.E2E_STATE_DIR ?? ".wrangler/e2e-state";
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? ".wrangler/e2e-build";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Long journeys on a busy 2-core machine can pass a minute; a hang still fails (and is retried once on CI).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace snapshots the page at every action, which costs the 2-core CI machine minutes over the suite:
    // on CI only the retry of a failed test records one (the first failure's screenshot-free error context stays).
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `rm -rf ${STATE_DIR} && npm start`,
    env: { PORT: String(PORT), STATE_DIR, BUILD_DIR },
    url: `http://localhost:${PORT}/`,
    timeout: 400_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
