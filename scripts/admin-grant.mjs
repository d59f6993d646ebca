// npm run admin:grant -- <email> [--role admin|superadmin|user] [--remote]
// Gives a registered user the admin (or super admin) role: in the local D1 that npm start uses (STATE_DIR
// honoured, like scripts/seed.mjs), or with --remote in the production database. The role is read from D1 on
// every request, so it applies to the user's next request without signing in again.
import { spawn } from "node:child_process";
import { STATE_DIR } from "./lib.mjs";
import { grantSql, parseGrantArgs, USAGE } from "./admin-grant-lib.mjs";

const args = parseGrantArgs(process.argv.slice(2));
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args.error) {
  console.error(`${args.error}\n\n${USAGE}`);
  process.exit(1);
}

const target = args.remote ? ["--remote", "--env", "production"] : ["--local", "--persist-to", STATE_DIR];
const wranglerArgs = [
  "d1",
  "execute",
  "DB",
  ...target,
  "--command",
  grantSql(args.email, args.role),
  "--json",
  "--yes",
  "-c",
  "wrangler.toml",
];

const output = await new Promise((resolve, reject) => {
  const child = spawn("wrangler", wranglerArgs, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (err += d));
  child.on("error", reject);
  child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`wrangler d1 execute exited with ${code}\n${err}${out}`))));
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

const results = JSON.parse(output.slice(output.indexOf("[")));
const user = results.at(-1)?.results?.[0];
const where = args.remote ? "production" : `local (${STATE_DIR})`;
if (!user) {
  console.error(`No user with email ${args.email} in the ${where} database. Register first, then run this again.`);
  process.exit(1);
}
console.log(`${user.email} (${user.username}) now has the role ${user.role} in the ${where} database.`);
if (user.status !== "active") console.log(`Note: the account is ${user.status}; it cannot sign in until it is active.`);
