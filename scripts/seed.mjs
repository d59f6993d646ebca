// Idempotent local demo data: a regular user and an admin. Local only (never run against production).
import { pbkdf2Sync, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run, STATE_DIR } from "./lib.mjs";

export const DEMO_USERS = [
  { email: "demo@example.com", password: "Demo1234!", username: "demo", firstName: "Demo", lastName: "User", role: "user" },
  { email: "admin@example.com", password: "Admin1234!", username: "admin", firstName: "Ada", lastName: "Admin", role: "admin" },
];

// Same format as app/server/auth/passwords.server.ts.
function hashPassword(password) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(password, salt, 100_000, 32, "sha256");
  return `pbkdf2-sha256$100000$${salt.toString("base64")}$${hash.toString("base64")}`;
}

const quote = (value) => `'${String(value).replace(/'/g, "''")}'`;

export async function seed() {
  const now = Date.now();
  const statements = DEMO_USERS.map(
    (u) =>
      `INSERT OR IGNORE INTO users (id, email, username, first_name, last_name, password_hash, role, created_at, updated_at) VALUES (${[
        randomUUID(),
        u.email,
        u.username,
        u.firstName,
        u.lastName,
        hashPassword(u.password),
        u.role,
      ]
        .map(quote)
        .join(", ")}, ${now}, ${now});`,
  );
  const dir = mkdtempSync(join(tmpdir(), "vitrine-seed-"));
  const file = join(dir, "seed.sql");
  writeFileSync(file, statements.join("\n") + "\n");
  await run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", STATE_DIR, "--file", file, "--yes", "-c", "wrangler.toml"], { quiet: true });
  console.log("Seeded demo data (existing rows are kept).");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await seed();
}
