// Unit and API tests run inside workerd through @cloudflare/vitest-plugin, against the bindings declared in
// wrangler.toml (D1, email queue + its consumer, rate limiter), with the real migrations applied to each test
// file's isolated D1 by tests/setup/apply-migrations.ts.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { inlinePortfolioScript } from "./scripts/vite-inline-script.ts";
import { defineConfig } from "vitest/config";

/** Test-only JWT signing key (32+ chars); tests/api/sessions.test.ts checks that it is the one bound. */
const TEST_JWT_SECRET = "vitest-only-jwt-secret-0123456789abcdef";
/** Test-only key of the HMAC over client addresses (contact form limits). */
const TEST_IP_HASH_SECRET = "vitest-only-ip-hash-secret-0123456789abcdef";

/**
 * wrangler.toml's top level is production-safe (ENVIRONMENT=production, production origins and mail); the tests
 * run as local development, with the values scripts/lib.mjs localVars() gives `npm start`.
 */
const LOCAL_VARS = {
  ENVIRONMENT: "development",
  APP_URL: "http://localhost:8787",
  ALLOWED_ORIGINS: "http://localhost:8787,http://localhost:5173",
  MAIL_FROM: "Vitrine <no-reply@vitrine.local>",
  MAIL_TRANSPORT: "outbox",
  FEEDBACK_EMAIL: "feedback@vitrine.local",
};

export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      // Everything local (no Cloudflare account or API token needed).
      remoteBindings: false,
      miniflare: {
        bindings: {
          ...LOCAL_VARS,
          JWT_SECRET: TEST_JWT_SECRET,
          IP_HASH_SECRET: TEST_IP_HASH_SECRET,
          TEST_MIGRATIONS: await readD1Migrations("migrations"),
        },
        // Same consumer settings as wrangler.toml, except that batches flush at once instead of after 1 s,
        // so tests that read an emailed code from the outbox do not wait for the batch timeout.
        queueConsumers: {
          "vitrine-email": { maxBatchSize: 10, maxBatchTimeout: 0, maxRetries: 5, deadLetterQueue: "vitrine-email-dlq" },
          "vitrine-email-dlq": { maxBatchSize: 10, maxBatchTimeout: 0, maxRetries: 3 },
          "vitrine-analytics": { maxBatchSize: 100, maxBatchTimeout: 0, maxRetries: 3 },
        },
      },
    }),
    // workers/app.ts lazily imports the React Router server build; this plugin provides it in the test pool.
    reactRouter(),
    inlinePortfolioScript(),
  ],
  resolve: { tsconfigPaths: true },
  // lucide-react's entry re-exports ~2,100 icon modules: pre-bundled once instead of loaded one by one, or the
  // first server render of a test file spends most of its 20 s budget loading icons.
  ssr: { optimizeDeps: { include: ["lucide-react"] } },
  // Binary test fixtures imported with `?inline` (.pdf is a known asset type, .docx and .zip are not).
  assetsInclude: ["**/*.docx", "**/*.zip"],
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts"],
    setupFiles: ["./tests/setup/apply-migrations.ts"],
    // Job posting fixtures on 127.0.0.1 for the URL import tests (issue 18; the port through inject("postingsPort")).
    // The script fonts for the test R2 bucket (tests/fixtures/script-fonts; `inject("fontsPort")`).
    globalSetup: ["./tests/fixtures/job-postings/server.ts", "./tests/fixtures/script-fonts/server.ts"],
    // The first page rendered in a worker loads the whole React Router build through the module runner.
    testTimeout: 30_000,
    deps: { optimizer: { ssr: { enabled: true } } },
    // One runner per worker instead of one per test file: ~2.5x faster on 2 cores. The tests do not rely on
    // per-file storage (unique emails, usernames and client IPs everywhere; migrations apply idempotently).
    isolate: false,
  },
}));
