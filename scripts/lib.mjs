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

/** Local secrets live in .dev.vars (git-ignored); a fresh clone gets a random JWT secret. */
export function ensureDevVars() {
  const file = ".dev.vars";
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  if (/^JWT_SECRET=.+/m.test(current)) return;
  const line = `JWT_SECRET=${randomBytes(32).toString("hex")}\n`;
  writeFileSync(file, current + (current && !current.endsWith("\n") ? "\n" : "") + line);
  console.log("Created .dev.vars with a random local JWT_SECRET.");
}

export async function migrateLocal() {
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", STATE_DIR, "-c", "wrangler.toml"]);
}
