// Shared helpers for the npm scripts (they run on Node 22 from the `node` devDependency).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export const STATE_DIR = process.env.STATE_DIR || ".wrangler/state";
export const PORT = Number(process.env.PORT || 8787);
export const BUILD_DIR = process.env.BUILD_DIR || "build";

/** Runs a command from node_modules/.bin (on PATH inside npm scripts) and resolves when it exits 0. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: options.quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...options.env },
    });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(" ")} exited with ${code}\n${output}`)),
    );
  });
}

/**
 * The local Worker's settings. wrangler.toml's top level is production-safe (a plain `wrangler deploy` serves
 * nothing development-only: issue 29), so local runs set these explicitly: `npm start` as `--var` flags of
 * wrangler dev, `npm run dev` through the Vite plugin (VITRINE_LOCAL_VARS, read in vite.config.ts). They cannot
 * live in .dev.vars: a config that declares [secrets] reads only those keys from it. vitest.config.ts binds the
 * same values in the test pool.
 */
export function localVars(origin = `http://localhost:${PORT}`) {
  return {
    ENVIRONMENT: "development",
    APP_URL: origin,
    ALLOWED_ORIGINS: "http://localhost:8787,http://localhost:5173",
    MAIL_FROM: "Vitrine <no-reply@vitrine.local>",
    MAIL_TRANSPORT: "outbox",
    FEEDBACK_EMAIL: "feedback@vitrine.local",
  };
}

/** `--var KEY:value` flags for wrangler dev. */
export function localVarFlags(origin) {
  return Object.entries(localVars(origin)).flatMap(([key, value]) => ["--var", `${key}:${value}`]);
}

/** Local secrets live in .dev.vars (git-ignored); a fresh clone gets random ones, and a missing one is added. */
export function ensureDevVars() {
  const file = ".dev.vars";
  let current = existsSync(file) ? readFileSync(file, "utf8") : "";
  const added = [];
  // JWT_SECRET signs sessions; IP_HASH_SECRET keys the HMAC of client addresses stored for rate limits.
  for (const name of ["JWT_SECRET", "IP_HASH_SECRET"]) {
    if (new RegExp(`^${name}=.+`, "m").test(current)) continue;
    current += `${current && !current.endsWith("\n") ? "\n" : ""}${name}=${randomBytes(32).toString("hex")}\n`;
    added.push(name);
  }
  if (added.length === 0) return;
  writeFileSync(file, current);
  console.log(`Added a random local ${added.join(" and ")} to .dev.vars.`);
}

export async function migrateLocal() {
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE_DIR, "-c", "wrangler.toml"]);
}
