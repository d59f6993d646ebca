// `npm run admin:grant`: argument parsing and the SQL it hands to wrangler (scripts/admin-grant-lib.mjs).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { grantSql, parseGrantArgs, sqlString } from "../../scripts/admin-grant-lib.mjs";

describe("admin:grant arguments", () => {
  it("takes one email (normalised), an optional role and --remote", () => {
    expect(parseGrantArgs(["Ada@Example.COM"])).toEqual({ email: "ada@example.com", role: "admin", remote: false });
    expect(parseGrantArgs(["ada@example.com", "--remote"])).toEqual({ email: "ada@example.com", role: "admin", remote: true });
    expect(parseGrantArgs(["--role", "superadmin", "ada@example.com"])).toEqual({
      email: "ada@example.com",
      role: "superadmin",
      remote: false,
    });
    expect(parseGrantArgs(["ada@example.com", "--role=user"])).toEqual({ email: "ada@example.com", role: "user", remote: false });
    expect(parseGrantArgs(["--help"])).toEqual({ help: true });
  });

  it("refuses malformed emails (anything that could leave a SQL string), unknown roles and options", () => {
    for (const email of [
      "x'@example.com",
      "a@b.com'; DROP TABLE users; --",
      "no-at-sign",
      "a@b",
      "a b@example.com",
      '"a"@example.com',
      "a@exa\nmple.com",
      "a\\@example.com",
    ]) {
      expect(parseGrantArgs([email]), email).toHaveProperty("error");
    }
    expect(parseGrantArgs([])).toHaveProperty("error");
    expect(parseGrantArgs(["a@example.com", "b@example.com"])).toHaveProperty("error");
    expect(parseGrantArgs(["a@example.com", "--role", "root"])).toHaveProperty("error");
    expect(parseGrantArgs(["a@example.com", "--role"])).toHaveProperty("error");
    expect(parseGrantArgs(["a@example.com", "--force"])).toHaveProperty("error");
  });

  it("quotes SQL strings and refuses to build SQL from unchecked input", () => {
    expect(sqlString("o'brien")).toBe("'o''brien'");
    expect(() => grantSql("x'@example.com", "admin")).toThrow();
    expect(() => grantSql("a@example.com", "root")).toThrow();
  });

  it("builds SQL that promotes exactly that user in D1 and reads the row back", async () => {
    const id = crypto.randomUUID();
    const email = `grant-${id.slice(0, 8)}@example.com`;
    await env.DB.prepare("INSERT INTO users (id, email, username) VALUES (?, ?, ?)")
      .bind(id, email, `grant-${id.slice(0, 8)}`)
      .run();
    const sql = grantSql(email, "superadmin", 1_700_000_000_000);
    const results = await env.DB.batch(
      sql
        .split(/;\s*/)
        .filter(Boolean)
        .map((s) => env.DB.prepare(s)),
    );
    expect(results[0]!.meta.changes).toBe(1);
    expect(results[1]!.results).toEqual([{ id, email, username: `grant-${id.slice(0, 8)}`, role: "superadmin", status: "active" }]);
    const untouched = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM users WHERE role = 'superadmin' AND updated_at = 1700000000000 AND id != ?",
    )
      .bind(id)
      .first<{ n: number }>();
    expect(untouched!.n).toBe(0);
  });
});
