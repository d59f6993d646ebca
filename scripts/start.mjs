// npm start: migrations, demo seed, production build, then the Worker in local workerd (wrangler dev).
// Honours PORT (default 8787), STATE_DIR (local D1/R2/Queue state, default .wrangler/state) and BUILD_DIR
// (default build).
import { spawn } from "node:child_process";
import { BUILD_DIR, ensureDevVars, localVarFlags, migrateLocal, PORT, run, STATE_DIR } from "./lib.mjs";
import { putFontsLocal } from "./put-fonts.mjs";
import { DEMO_USERS, seed } from "./seed.mjs";

ensureDevVars();
await migrateLocal();
await seed();
await putFontsLocal();
if (process.env.SKIP_BUILD !== "1") await run("react-router", ["build"]);

const origin = `http://localhost:${PORT}`;
const server = spawn(
  "wrangler",
  [
    "dev",
    "-c",
    `${BUILD_DIR}/server/wrangler.json`,
    "--local",
    "--port",
    String(PORT),
    "--persist-to",
    STATE_DIR,
    // The build's config is wrangler.toml's production-safe top level; the local settings are set here.
    ...localVarFlags(origin),
    "--show-interactive-dev-session=false",
  ],
  { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);

setTimeout(() => {
  console.log(`\n  Vitrine is running at ${origin}\n`);
  console.log("  Demo accounts:");
  for (const u of DEMO_USERS) console.log(`    ${u.role.padEnd(5)}  ${u.email} / ${u.password}`);
  console.log(`  Local mailbox: ${origin}/dev/mailbox\n`);
}, 2500);

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
