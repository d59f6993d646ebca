// Which publication of a portfolio is live (issue 29, ADR 0018). `portfolios.generation` moves on with every change
// of what the public page or its PDF would show: each deploy, each takedown (unpublish, username change,
// deactivation) and each change of the search engine setting. A publication is named by its stamp, the owner's id
// and that generation; the edge cache keeps the stamp with every page and PDF it stores and answers a copy only while
// the same stamp is live. Suspension and deletion need no new generation: they end the liveness itself.
// Small on purpose: workers/app.ts imports it for every public request.
import { eq, sql } from "drizzle-orm";
import { portfolios, users, type Portfolio, type User } from "~/db/schema";
import type { Db } from "../db.server";

/** "{userId}.{generation}": one publication of one owner (a username can change hands, so the owner is part of it). */
export function publicationStamp(userId: string, generation: number): string {
  return `${userId}.${generation}`;
}

/** Whether a portfolio is public: an active owner whose portfolio is deployed and live. The one rule for every reader. */
export function isLive(user: Pick<User, "status" | "portfolioDeployed">, portfolio: Pick<Portfolio, "status">): boolean {
  return user.status === "active" && user.portfolioDeployed && portfolio.status === "live";
}

/** The value a statement that changes what is public sets `portfolios.generation` to. */
export const nextGeneration = sql`${portfolios.generation} + 1`;

/**
 * The stamp of the live publication at `username`, or null when nothing is live there. One read by the unique
 * username index and the portfolio's primary key; callers pass a database that reads from the primary.
 */
export async function livePublication(db: Db, username: string): Promise<string | null> {
  const row = await db
    .select({
      userId: users.id,
      status: users.status,
      portfolioDeployed: users.portfolioDeployed,
      portfolioStatus: portfolios.status,
      generation: portfolios.generation,
    })
    .from(users)
    .innerJoin(portfolios, eq(portfolios.userId, users.id))
    .where(eq(users.username, username.trim().toLowerCase()))
    .get();
  if (!row || !isLive(row, { status: row.portfolioStatus })) return null;
  return publicationStamp(row.userId, row.generation);
}
