// The admin panel's domain (spec part 2 "Admin panel", "Admin users", "6. Roles and permissions"): the role
// check, the user list with its stats, activate/suspend (single and bulk) and the CSV export. Used by the
// /admin pages' loaders/actions and by the /api/admin handlers. No function here can change a role.
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { profiles, sessions, users, type User } from "~/db/schema";
import { userIdentity } from "~/schemas/user";
import { ADMIN_MESSAGES, isAdminRole, type AdminStats, type AdminUserDto, type Role, type UserAction } from "~/schemas/admin";
import type { Authenticated } from "../auth/sessions.server";
import type { Db } from "../db.server";
import { AppError } from "../errors";
import { csvCell, csvRow } from "../http/csv.server";
import type { PublicPageCache } from "../portfolio/edge-cache.server";

/** Who performs an admin action (the signed-in admin). */
export interface AdminActor {
  id: string;
  role: Role;
}

export interface AdminDeps {
  db: Db;
  /** Purges a suspended user's public portfolio page from the edge cache. */
  cache: PublicPageCache;
}

/** D1 binds at most 100 parameters per statement: ids go in chunks that leave room for the other values. */
const IDS_PER_STATEMENT = 90;

function chunks<T>(items: readonly T[], size = IDS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The caller must be an admin or a super admin. `auth.user` is the users row read from D1 with the session on
 * this very request (authenticateToken joins sessions and users), so a revoked role takes effect at once.
 */
export function requireAdmin(auth: Pick<Authenticated, "user">): AdminActor {
  if (!isAdminRole(auth.user.role)) throw new AppError(403, ADMIN_MESSAGES.forbidden);
  return { id: auth.user.id, role: auth.user.role };
}

type UserWithLocation = User & { location: string | null };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function toAdminUserDto(user: UserWithLocation): AdminUserDto {
  return {
    ...userIdentity(user),
    _id: user.id,
    role: user.role,
    isActive: user.status === "active",
    suspend: user.status === "suspended",
    status: user.status,
    subscriptionType: user.subscriptionType,
    portfolioDeployed: user.portfolioDeployed,
    isProfileCompleted: user.isProfileCompleted,
    selectedTemplate: user.selectedTemplate,
    location: user.location ?? "",
    createdAt: new Date(user.createdAt).toISOString(),
    lastLoginAt: iso(user.lastLoginAt),
  };
}

function selectUsers(db: Db) {
  return db.select({ user: users, location: profiles.location }).from(users).leftJoin(profiles, eq(profiles.userId, users.id));
}

async function allUsers(db: Db): Promise<AdminUserDto[]> {
  const rows = await selectUsers(db).orderBy(desc(users.createdAt), desc(users.id)).all();
  return rows.map((r) => toAdminUserDto({ ...r.user, location: r.location }));
}

async function findUserDto(db: Db, userId: string): Promise<AdminUserDto | null> {
  const row = await selectUsers(db).where(eq(users.id, userId)).get();
  return row ? toAdminUserDto({ ...row.user, location: row.location }) : null;
}

export function computeStats(list: readonly Pick<AdminUserDto, "status" | "portfolioDeployed" | "subscriptionType">[]): AdminStats {
  return {
    totalUsers: list.length,
    activeUsers: list.filter((u) => u.status === "active").length,
    deployedPortfolios: list.filter((u) => u.portfolioDeployed).length,
    premiumUsers: list.filter((u) => u.subscriptionType === "premium").length,
  };
}

/** Why an admin may not apply `action` to `target` (null when allowed). Activation is always allowed. */
function refusal(actor: AdminActor, target: Pick<User, "id" | "role">, action: UserAction): AppError | null {
  if (action !== "suspend") return null;
  if (target.role === "superadmin") return new AppError(403, ADMIN_MESSAGES.cannotSuspendSuperadmin);
  if (target.id === actor.id) return new AppError(400, ADMIN_MESSAGES.cannotSuspendSelf);
  return null;
}

const STATUS_OF: Record<UserAction, User["status"]> = { activate: "active", suspend: "suspended" };

/** The status update and, for a suspension, the revocation of every live session, as statements for one batch. */
function statusStatements(db: Db, ids: string[], action: UserAction, now: number) {
  const statements = [];
  for (const chunk of chunks(ids)) {
    statements.push(db.update(users).set({ status: STATUS_OF[action], updatedAt: now }).where(inArray(users.id, chunk)));
    if (action === "suspend") {
      statements.push(
        db
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(inArray(sessions.userId, chunk), isNull(sessions.revokedAt))),
      );
    }
  }
  return statements;
}

/**
 * Drops the users' cached public answers after a status change: a suspension takes the page out (it answers 404
 * then), and an activation takes out the 404 stored for signed-out visitors while they were suspended.
 */
async function purgePages(cache: PublicPageCache, usernames: readonly string[]) {
  await Promise.all(usernames.map((username) => cache.purge(username)));
}

/**
 * PATCH /admin/users/{id}: activate or suspend one user. A suspension signs the user out everywhere at once
 * and takes their public page out of the edge cache; the portfolio stays deployed, so activation brings it back
 * (and purges the 404 cached meanwhile).
 */
export async function setUserStatus(deps: AdminDeps, actor: AdminActor, userId: string, action: UserAction): Promise<AdminUserDto> {
  const target = await deps.db
    .select({ id: users.id, role: users.role, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!target) throw new AppError(404, ADMIN_MESSAGES.userNotFound);
  const refused = refusal(actor, target, action);
  if (refused) throw refused;
  const statements = statusStatements(deps.db, [target.id], action, Date.now());
  await deps.db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  await purgePages(deps.cache, [target.username]);
  const updated = await findUserDto(deps.db, target.id);
  if (!updated) throw new AppError(404, ADMIN_MESSAGES.userNotFound);
  return updated;
}

export interface BulkResult {
  /** Users the action was applied to. */
  count: number;
  /** Ids left alone: unknown ids, and for a suspension the actor and super admins. */
  skipped: number;
}

/** PATCH /admin/users/bulk: the single-user rules applied to each id; refused ones are skipped, not fatal. */
export async function bulkSetUserStatus(
  deps: AdminDeps,
  actor: AdminActor,
  userIds: readonly string[],
  action: UserAction,
): Promise<BulkResult> {
  const requested = [...new Set(userIds)];
  const found: Pick<User, "id" | "role" | "username">[] = [];
  for (const chunk of chunks(requested)) {
    found.push(
      ...(await deps.db
        .select({ id: users.id, role: users.role, username: users.username })
        .from(users)
        .where(inArray(users.id, chunk))
        .all()),
    );
  }
  const allowed = found.filter((target) => refusal(actor, target, action) === null);
  if (allowed.length > 0) {
    const statements = statusStatements(
      deps.db,
      allowed.map((u) => u.id),
      action,
      Date.now(),
    );
    await deps.db.batch(statements as [(typeof statements)[number], ...typeof statements]);
    await purgePages(
      deps.cache,
      allowed.map((u) => u.username),
    );
  }
  return { count: allowed.length, skipped: requested.length - allowed.length };
}

// --- CSV export -------------------------------------------------------------------------------------------

// The cell and row writers are shared with the job export (server/http/csv.server.ts).
export { csvCell };

export const CSV_HEADER = [
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
] as const;

const yesNo = (value: boolean) => (value ? "Yes" : "No");

function userCsvValues(user: AdminUserDto): string[] {
  return [
    user.id,
    user.firstName,
    user.lastName,
    user.username,
    user.email,
    user.role,
    user.status,
    user.subscriptionType,
    yesNo(user.portfolioDeployed),
    yesNo(user.isProfileCompleted),
    user.selectedTemplate ?? "",
    user.location,
    user.createdAt,
    user.lastLoginAt ?? "",
  ];
}

/** GET /admin/users/export: every user (newest first) as `users-YYYY-MM-DD.csv`, CRLF line ends (RFC 4180). */
export async function exportUsersCsv(db: Db, now = new Date()): Promise<{ filename: string; csv: string }> {
  const list = await allUsers(db);
  const lines = [csvRow(CSV_HEADER), ...list.map((user) => csvRow(userCsvValues(user)))];
  return { filename: `users-${now.toISOString().slice(0, 10)}.csv`, csv: `${lines.join("\r\n")}\r\n` };
}
