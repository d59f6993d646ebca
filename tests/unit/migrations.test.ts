// The applied migrations must produce exactly the schema that app/db/schema/ declares.
import { env } from "cloudflare:workers";
import { is as isEntity, SQL } from "drizzle-orm";
import { getTableConfig, SQLiteSyncDialect, SQLiteTable, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema";

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable => isEntity(value, SQLiteTable));
const configs = tables.map((table) => getTableConfig(table));

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

const dialect = new SQLiteSyncDialect();

/** SQLite reports an expression default `DEFAULT (expr)` without its outer parentheses. */
function unwrap(expression: string): string {
  const trimmed = expression.trim();
  return trimmed.startsWith("(") && trimmed.endsWith(")") ? trimmed.slice(1, -1).trim() : trimmed;
}

/** The DEFAULT clause drizzle-kit writes for a column, as SQLite reports it in PRAGMA table_info. */
function expectedDefault(column: SQLiteColumn): string | null {
  const value = column.default;
  if (value === undefined || value === null) return null;
  if (isEntity(value, SQL)) return unwrap(dialect.sqlToQuery(value).sql);
  if (typeof value === "string") return `'${value.replace(/'/g, "''")}'`;
  // JSON-mode columns: drizzle-kit writes the JSON text as a string literal.
  if (typeof value === "object") return `'${JSON.stringify(value).replace(/'/g, "''")}'`;
  return String(value);
}

async function all<T>(query: string, ...params: unknown[]): Promise<T[]> {
  return (
    await env.DB.prepare(query)
      .bind(...params)
      .all<T>()
  ).results;
}

describe("migrations vs drizzle schema", () => {
  it("the schema module declares the expected tables", () => {
    expect(configs.map((c) => c.name).sort()).toEqual([
      "ai_analyses",
      "analytics_salts",
      "application_snapshots",
      "auth_handoff_codes",
      "cities",
      "contact_messages",
      "digest_sends",
      "email_deliveries",
      "email_outbox",
      "failed_emails",
      "job_applications",
      "job_reminders",
      "job_status_history",
      "limit_hits",
      "notification_reads",
      "notifications",
      "oauth_states",
      "otp_codes",
      "portfolio_view_days",
      "portfolio_visitor_hashes",
      "portfolios",
      "profiles",
      "sessions",
      "single_use_tokens",
      "text_embeddings",
      "tracked_links",
      "universities",
      "users",
    ]);
  });

  it("creates exactly the tables of the schema (and no others)", async () => {
    const rows = await all<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
    );
    expect(rows.map((r) => r.name).sort()).toEqual(configs.map((c) => c.name).sort());
  });

  for (const config of configs) {
    describe(`table ${config.name}`, () => {
      it("has exactly the declared columns with matching type, NOT NULL, primary key and default", async () => {
        const actual = await all<ColumnInfo>(`PRAGMA table_info(\`${config.name}\`)`);
        // Columns of a composite primary key (primaryKey({ columns })) are part of the key too.
        const compositeKey = new Set(config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)));
        const expected = config.columns.map((column) => ({
          name: column.name,
          type: column.getSQLType().toLowerCase(),
          notnull: column.notNull || column.primary ? 1 : 0,
          pk: column.primary || compositeKey.has(column.name) ? 1 : 0,
          default: expectedDefault(column),
        }));
        const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
        expect(
          actual
            .map((c) => ({
              name: c.name,
              type: c.type.toLowerCase(),
              notnull: c.notnull,
              pk: c.pk ? 1 : 0,
              default: c.dflt_value === null ? null : unwrap(c.dflt_value),
            }))
            .sort(byName),
        ).toEqual(expected.sort(byName));
      });

      it("has exactly the declared indexes, with their uniqueness and columns", async () => {
        const actual = await all<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND name NOT LIKE 'sqlite_autoindex_%'",
          config.name,
        );
        const expected = config.indexes.map((index) => ({
          name: index.config.name,
          unique: index.config.unique ? 1 : 0,
          columns: index.config.columns.map((column) => (column as { name: string }).name),
        }));
        const found = [];
        for (const { name } of actual) {
          const [info] = (await all<{ name: string; unique: number }>(`PRAGMA index_list(\`${config.name}\`)`)).filter(
            (i) => i.name === name,
          );
          const columns = (await all<{ seqno: number; name: string }>(`PRAGMA index_info(\`${name}\`)`))
            .sort((a, b) => a.seqno - b.seqno)
            .map((c) => c.name);
          found.push({ name, unique: info!.unique, columns });
        }
        const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
        expect(found.sort(byName)).toEqual(expected.sort(byName));
      });

      it("has exactly the declared foreign keys", async () => {
        const actual = await all<{ table: string; from: string; to: string; on_delete: string }>(
          `PRAGMA foreign_key_list(\`${config.name}\`)`,
        );
        const expected = config.foreignKeys.map((fk) => {
          const ref = fk.reference();
          return {
            table: getTableConfig(ref.foreignTable).name,
            from: ref.columns.map((c) => c.name).join(","),
            to: ref.foreignColumns.map((c) => c.name).join(","),
            on_delete: (fk.onDelete ?? "no action").toUpperCase(),
          };
        });
        // PRAGMA lists a table's foreign keys in no declared order.
        const byColumn = (a: { from: string }, b: { from: string }) => a.from.localeCompare(b.from);
        expect(
          actual.map((fk) => ({ table: fk.table, from: fk.from, to: fk.to, on_delete: fk.on_delete.toUpperCase() })).sort(byColumn),
        ).toEqual(expected.sort(byColumn));
      });
    });
  }
});
