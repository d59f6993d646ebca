// GET /api/admin/users/export: every user as CSV named by date, quoted per RFC 4180 with formulas neutralised.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CSV_HEADER, csvCell, exportUsersCsv } from "~/server/admin/admin.server";
import { getDb } from "~/server/db.server";
import { PREFIXES, signedInAdmin, sqlCount } from "./admin-helpers";
import { registerUser } from "./helpers";

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 1;
    } else field += ch;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

describe("GET /admin/users/export", () => {
  it("downloads every user as CSV named by date, quoted per RFC 4180 with formulas neutralised", async () => {
    const { token, c } = await signedInAdmin();
    const tricky = await registerUser();
    await env.DB.prepare(
      "UPDATE users SET first_name = ?, last_name = ?, subscription_type = 'premium', portfolio_deployed = 1, selected_template = 'minimal-clean' WHERE id = ?",
    )
      .bind('=HYPERLINK("http://evil.example")', 'Smith, "Jr"', tricky.id)
      .run();
    await env.DB.prepare("INSERT INTO profiles (user_id, location) VALUES (?, ?)").bind(tricky.id, "@SUM(A1)\nLine two").run();

    const today = new Date().toISOString().slice(0, 10);
    for (const prefix of PREFIXES) {
      const result = await c.call(`${prefix}/users/export`, { token });
      expect(result.status).toBe(200);
      expect(result.headers.get("Content-Type")).toMatch(/^text\/csv/);
      expect(result.headers.get("Content-Disposition")).toBe(`attachment; filename=users-${today}.csv`);

      const rows = parseCsv(result.text);
      expect(rows[0]).toEqual([...CSV_HEADER]);
      expect(rows[0]).toEqual([
        "ID",
        "First Name",
        "Last Name",
        "Username",
        "Email",
        "Role",
        "Status",
        "Plan",
        "Portfolio Deployed",
        "Profile Completed",
        "Template",
        "Location",
        "Created At",
        "Last Login",
      ]);
      expect(rows.length - 1).toBe(await sqlCount("1 = 1"));
      expect(rows.slice(1).every((r) => r.length === CSV_HEADER.length)).toBe(true);
      const ids = rows.slice(1).map((r) => r[0]);
      expect(new Set(ids).size).toBe(ids.length);

      const row = rows.find((r) => r[0] === tricky.id)!;
      expect(row).toEqual([
        tricky.id,
        '\'=HYPERLINK("http://evil.example")',
        'Smith, "Jr"',
        tricky.username,
        tricky.email,
        "user",
        "active",
        "premium",
        "Yes",
        "No",
        "minimal-clean",
        "'@SUM(A1)\nLine two",
        expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        "",
      ]);
      // The raw text: quotes doubled inside a quoted field.
      expect(result.text).toContain(`,"'=HYPERLINK(""http://evil.example"")","Smith, ""Jr""",`);
    }
  });

  it("names the file by the given date and neutralises every formula prefix", async () => {
    const { filename, csv } = await exportUsersCsv(getDb(env.DB), new Date("2026-03-05T23:59:00Z"));
    expect(filename).toBe("users-2026-03-05.csv");
    expect(
      csv.startsWith(
        "ID,First Name,Last Name,Username,Email,Role,Status,Plan,Portfolio Deployed,Profile Completed,Template,Location,Created At,Last Login\r\n",
      ),
    ).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(["=1+2", "+1", "-1", "@x", "\tx", "plain", "a,b", 'say "hi"'].map(csvCell)).toEqual([
      "'=1+2",
      "'+1",
      "'-1",
      "'@x",
      "'\tx",
      "plain",
      '"a,b"',
      '"say ""hi"""',
    ]);
  });
});
