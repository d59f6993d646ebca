// Argument parsing and SQL for `npm run admin:grant` (scripts/admin-grant.mjs). Kept free of Node APIs so
// tests/unit/admin-grant.test.ts can import it inside workerd.

const GRANTABLE_ROLES = ["admin", "superadmin", "user"];

export const USAGE = `Usage: npm run admin:grant -- <email> [--role admin|superadmin|user] [--remote]

  Sets the role of the user with <email> (default: admin).
  Without --remote it changes the local D1 database (the one npm start uses, STATE_DIR honoured);
  with --remote it changes the production database (wrangler d1 execute DB --remote --env production).
  --role user takes the admin rights away again.`;

/**
 * A plain address: letters, digits and . _ % + - before the @, a dotted domain after it. Deliberately stricter
 * than the sign-up check: nothing that could end a SQL string literal gets through.
 */
const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/;

/**
 * Parses the script's arguments: `<email> [--role R | --role=R] [--remote] [--help]`.
 * Returns { email, role, remote } or { error } (or { help: true }).
 */
export function parseGrantArgs(argv) {
  let email = null;
  let role = "admin";
  let remote = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === "--help" || arg === "-h") return { help: true };
    if (arg === "--remote") remote = true;
    else if (arg === "--local") remote = false;
    else if (arg === "--role" || arg.startsWith("--role=")) {
      let value = arg.slice("--role=".length);
      if (arg === "--role") {
        i += 1;
        value = argv[i];
      }
      if (!value || !GRANTABLE_ROLES.includes(value)) return { error: `--role must be one of ${GRANTABLE_ROLES.join(", ")}` };
      role = value;
    } else if (arg.startsWith("-")) return { error: `Unknown option ${arg}` };
    else if (email !== null) return { error: "Give exactly one email address" };
    else email = arg;
  }
  if (email === null) return { error: "Give the email address of the user to promote" };
  const normalised = email.trim().toLowerCase();
  if (normalised.length > 254 || !EMAIL.test(normalised)) return { error: `Not a valid email address: ${JSON.stringify(email)}` };
  return { email: normalised, role, remote };
}

/** A SQL string literal (single quotes doubled), for values that were validated already. */
export function sqlString(value) {
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** The update and a read-back of the row, as one `wrangler d1 execute --command`. */
export function grantSql(email, role, now = Date.now()) {
  if (!GRANTABLE_ROLES.includes(role)) throw new Error(`Unknown role ${role}`);
  if (!EMAIL.test(email)) throw new Error(`Not a valid email address: ${email}`);
  const address = sqlString(email);
  return (
    `UPDATE users SET role = ${sqlString(role)}, updated_at = ${Math.trunc(now)} WHERE email = ${address}; ` +
    `SELECT id, email, username, role, status FROM users WHERE email = ${address};`
  );
}
