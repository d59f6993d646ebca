import { desc, eq } from "drizzle-orm";
import { emailOutbox, otpCodes, users } from "~/db/schema";
import type { Db } from "../db.server";

export function isDevelopment(env: Pick<Env, "ENVIRONMENT">) {
  return env.ENVIRONMENT === "development";
}

/** The local outbox, newest first, optionally for one recipient. */
export async function listOutbox(db: Db, filter: { to?: string | null } = {}, limit = 200) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(filter.to ? eq(emailOutbox.to, filter.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit)
    .all();
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}

/** Development-only cleanup for end-to-end fixtures: removes an account and everything sent to its email. */
export async function deleteTestAccount(db: Db, email: string) {
  const address = email.trim().toLowerCase();
  await db.batch([
    db.delete(users).where(eq(users.email, address)),
    db.delete(otpCodes).where(eq(otpCodes.email, address)),
    db.delete(emailOutbox).where(eq(emailOutbox.to, address)),
  ]);
}
