// npm run dev: vite dev server with HMR on the same local bindings (migrations applied first).
import { ensureDevVars, migrateLocal, run } from "./lib.mjs";
import { seed } from "./seed.mjs";

ensureDevVars();
await migrateLocal();
await seed();
await run("react-router", ["dev", ...process.argv.slice(2)]);
