// The whole D1 schema, one module per domain, joined here: drizzle-kit reads this module (drizzle.config.ts) and
// turns it into the SQL migrations in migrations/ (wrangler applies those); tests/unit/migrations.test.ts checks the
// applied migrations against it. Code imports `~/db/schema`, never a domain file.
export * from "./ai";
export * from "./analytics";
export * from "./auth";
export * from "./email";
export * from "./jobs";
export * from "./kit";
export * from "./limits";
export * from "./lookup";
export * from "./notifications";
export * from "./portfolio";
export * from "./profiles";
export * from "./users";
