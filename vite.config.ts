import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { compileHints } from "./scripts/vite-compile-hints.ts";
import { inlinePortfolioScript } from "./scripts/vite-inline-script.ts";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      remoteBindings: false,
      persistState: process.env.STATE_DIR ? { path: process.env.STATE_DIR } : true,
      // `npm run dev` (scripts/dev.mjs) passes the local settings; wrangler.toml's top level is production-safe.
      config: process.env.VITRINE_LOCAL_VARS ? { vars: JSON.parse(process.env.VITRINE_LOCAL_VARS) } : undefined,
    }),
    tailwindcss(),
    reactRouter(),
    inlinePortfolioScript(),
    compileHints(),
  ],
  resolve: { tsconfigPaths: true },
  build: { sourcemap: process.env.SOURCEMAP === "1", rolldownOptions: { treeshake: { manualPureFunctions: ["z"] } } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "icons",
                  test: /node_modules[\\/]lucide-react[\\/]/,
                  minShareCount: 5,
                  priority: 1,
                },
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                  priority: 3,
                },
              ],
            },
          },
        },
      },
    },
  },
  optimizeDeps: {
    // Listed up front so the dev server does not reload mid-session ("optimized dependencies changed").
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react-router",
      "@conform-to/react",
      "@conform-to/zod/v4",
      "zod",
      "@dnd-kit/core",
      "@dnd-kit/utilities",
    ],
  },
});
