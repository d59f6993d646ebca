// npm run dev: vite dev server with HMR on the same local bindings (migrations applied first).
import { ensureDevVars, localVars, migrateLocal, run } from "./lib.mjs";
import { seed } from "./seed.mjs";

ensureDevVars();
await migrateLocal();
await seed();
// The local settings reach the Vite plugin's Worker config through vite.config.ts (wrangler.toml's top level is
// production-safe).
await run("react-router", ["dev", ...process.argv.slice(2)], { env: { VITRINE_LOCAL_VARS: JSON.stringify(localVars()) } });
