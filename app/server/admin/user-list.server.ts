// The admin user list, paginated in SQL (issue 16): one keyset page of users newest first by (createdAt, id),
// filtered by search (name, username, email), status and plan, with the matching count; and the four stat tiles
// as one aggregate over everyone. The /admin page and GET /api/admin/users call these.
import { and, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { CursorKey } from "~/lib/cursor";
import { profiles, users } from "~/db/schema";
import type { AdminStats, AdminUserDto } from "~/schemas/admin";
import type { PlanFilter, StatusFilter } from "~/schemas/admin-users-query";
import type { Db } from "../db.server";
import { afterCursor, contains, cutPage } from "../pagination.server";
import { toAdminUserDto } from "./admin.server";

export interface UserListQuery {
  q?: string;
  status?: StatusFilter;
  plan?: PlanFilter;
  cursor?: CursorKey;
}

export interface UserPage {
  users: AdminUserDto[];
  /** Users matching the filters, over every page. */
  matching: number;
  nextCursor: string | null;
}

/** The users whose name, username or email contains the search text (every user when it is blank). */
export function userSearch(q: string | undefined): SQL | undefined {
  const needle = q?.trim();
  if (!needle) return undefined;
  return or(
    contains(sql`${users.firstName} || ' ' || ${users.lastName}`, needle),
    contains(users.username, needle),
    contains(users.email, needle),
  );
}

function userFilters({ q, status, plan }: UserListQuery): SQL | undefined {
  return and(
    status && status !== "all" ? eq(users.status, status) : undefined,
    plan && plan !== "all" ? eq(users.subscriptionType, plan) : undefined,
    userSearch(q),
  );
}

/** One page of `size` users after the query's cursor, newest first. */
export async function listUserPage(db: Db, query: UserListQuery, size: number): Promise<UserPage> {
  const filters = userFilters(query);
  const [rows, totals] = await db.batch([
    db
      .select({ user: users, location: profiles.location })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(and(filters, afterCursor(users.createdAt, users.id, query.cursor)))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(size + 1),
    db.select({ n: count() }).from(users).where(filters),
  ]);
  const page = cutPage(rows, size, (r) => ({ at: r.user.createdAt, id: r.user.id }));
  return {
    users: page.items.map((r) => toAdminUserDto({ ...r.user, location: r.location })),
    matching: totals[0]?.n ?? 0,
    nextCursor: page.nextCursor,
  };
}

/** The stat tiles over every user, counted in SQL. */
export async function userStats(db: Db): Promise<AdminStats> {
  const row = await db
    .select({
      totalUsers: count(),
      activeUsers: sql<number>`coalesce(sum(${users.status} = 'active'), 0)`,
      deployedPortfolios: sql<number>`coalesce(sum(${users.portfolioDeployed}), 0)`,
      premiumUsers: sql<number>`coalesce(sum(${users.subscriptionType} = 'premium'), 0)`,
    })
    .from(users)
    .get();
  return {
    totalUsers: row?.totalUsers ?? 0,
    activeUsers: Number(row?.activeUsers ?? 0),
    deployedPortfolios: Number(row?.deployedPortfolios ?? 0),
    premiumUsers: Number(row?.premiumUsers ?? 0),
  };
}
