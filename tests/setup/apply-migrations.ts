import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Every test file gets its own isolated storage; bring its D1 to the schema of the real migrations.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
