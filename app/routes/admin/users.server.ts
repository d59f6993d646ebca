// Server side of /admin (the admin panel's Users page): the loader reads one page of the users the query string's
// filters match (50 a page, keyset cursor in ?cursor=) and the stats over everyone; the action takes the single and bulk activate/suspend posts. Both call the admin
// domain (app/server/admin) directly.
import {
  ADMIN_MESSAGES,
  bulkUserActionSchema,
  userActionDone,
  userActionFailed,
  userActionSchema,
  type AdminStats,
  type UserAction,
} from "~/schemas/admin";
import { decodeCursor } from "~/lib/cursor";
import { bulkSetUserStatus, computeStats, setUserStatus } from "~/server/admin/admin.server";
import { listUserPage, userStats, type UserPage } from "~/server/admin/user-list.server";
import { AppError } from "~/server/errors";
import { publicPageCache } from "~/server/portfolio/edge-cache.server";
import { getServices, type RouteContext } from "~/server/session.server";
import { ADMIN_NOTICE_MS, ADMIN_USERS_PAGE_SIZE, readUsersQuery, type UsersIntent } from "~/schemas/admin-users-query";
import { actionError, actionSuccess } from "~/server/action-result.server";
import { failedEmailsSummary } from "~/server/email/dead-letters.server";
import { adminActorOrNull, FORBIDDEN_MESSAGE, requireAdminPage } from "./guard.server";

/** One page of the users the filters match (filters and pages in SQL), the stats over everyone. */
export async function adminUsersLoader(request: Request, context: RouteContext) {
  const { db, admin } = await requireAdminPage(context, request);
  const read = readUsersQuery(new URL(request.url).searchParams);
  // A cursor that is not one of ours shows the first page.
  const cursor = read.cursor ? decodeCursor(read.cursor) : null;
  const query = { ...read, cursor: cursor ? read.cursor : null };
  let page: UserPage = { users: [], matching: 0, nextCursor: null };
  let stats: AdminStats = computeStats([]);
  let loadError: string | null = null;
  try {
    [page, stats] = await Promise.all([
      listUserPage(db, { ...query, cursor: cursor ?? undefined }, query.limit ?? ADMIN_USERS_PAGE_SIZE),
      userStats(db),
    ]);
  } catch (error) {
    // The page still renders (with the notice and a Refresh button) when the list cannot be read.
    console.error("admin: listing users failed", error);
    loadError = ADMIN_MESSAGES.fetchFailed;
  }
  const failedEmails = await failedEmailsSummary(db).catch((error: unknown) => {
    console.error("admin: reading failed emails failed", error);
    return null;
  });
  return {
    admin,
    query,
    users: page.users,
    matchingUsers: page.matching,
    nextCursor: page.nextCursor,
    totalUsers: stats.totalUsers,
    stats,
    failedEmails,
    loadError,
    loadedAt: Date.now(),
  };
}

type Notice = { type: "success" | "error"; message: string; durationMs: number };
const notice = (type: Notice["type"], message: string): Notice => ({ type, message, durationMs: ADMIN_NOTICE_MS });

/** A refusal: its message is the error toast (shown by the page for ADMIN_NOTICE_MS) and the inline notice. */
function refused(intent: UsersIntent, message: string, status: AppError["status"] = 400) {
  return actionError(intent, new AppError(status, message), message, { toast: false });
}

export async function adminUsersAction(request: Request, context: RouteContext) {
  const form = await request.formData();
  const intent: UsersIntent = form.get("intent") === "bulk" ? "bulk" : "status";
  const actor = await adminActorOrNull(context, request);
  if (!actor) return refused(intent, FORBIDDEN_MESSAGE, 403);
  const { db, env } = getServices(context);
  const deps = { db, cache: publicPageCache(env.APP_URL) };
  const rawAction = form.get("userAction");
  const fallbackAction: UserAction = rawAction === "suspend" ? "suspend" : "activate";

  try {
    if (form.get("intent") === "status") {
      const parsed = userActionSchema.safeParse({ action: rawAction });
      const userId = String(form.get("userId") ?? "");
      if (!parsed.success || !userId) return refused(intent, userActionFailed(fallbackAction));
      await setUserStatus(deps, actor, userId, parsed.data.action);
      return actionSuccess(intent, { toast: notice("success", userActionDone(parsed.data.action)) });
    }
    if (form.get("intent") === "bulk") {
      const parsed = bulkUserActionSchema.safeParse({ userIds: form.getAll("userIds").map(String), action: rawAction });
      if (!parsed.success) return refused(intent, parsed.error.issues[0]?.message ?? userActionFailed(fallbackAction));
      const { count } = await bulkSetUserStatus(deps, actor, parsed.data.userIds, parsed.data.action);
      if (count === 0) return refused(intent, userActionFailed(parsed.data.action));
      return actionSuccess(intent, { toast: notice("success", userActionDone(parsed.data.action, count)) });
    }
    return refused(intent, "Unknown action.");
  } catch (error) {
    if (!(error instanceof AppError)) return actionError(intent, error, userActionFailed(fallbackAction), { toast: false });
    // A refusal the domain explains (your own account, a super admin) keeps its message; 403 is the spec's text.
    const message =
      error.status === 403 && error.message === ADMIN_MESSAGES.forbidden
        ? FORBIDDEN_MESSAGE
        : error.status < 500
          ? error.message
          : userActionFailed(fallbackAction);
    return refused(intent, message, error.status);
  }
}
