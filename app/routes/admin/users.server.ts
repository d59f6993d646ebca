// Server side of /admin (the admin panel's Users page): the loader lists every user with the stats and filters
// them by the query string; the action takes the single and bulk activate/suspend posts. Both call the admin
// domain (app/server/admin) directly.
import { data, type RouterContextProvider } from "react-router";
import {
  ADMIN_MESSAGES,
  bulkUserActionSchema,
  userActionDone,
  userActionFailed,
  userActionSchema,
  type AdminStats,
  type AdminUserDto,
  type UserAction,
} from "~/schemas/admin";
import { bulkSetUserStatus, computeStats, listUsers, setUserStatus } from "~/server/admin/admin.server";
import { AppError } from "~/server/errors";
import { publicPageCache } from "~/server/portfolio/edge-cache.server";
import { getServices } from "~/server/session.server";
import { ADMIN_NOTICE_MS, filterUsers, readUsersQuery, type UsersActionData } from "~/components/admin/users-query";
import { failedEmailsSummary } from "~/server/email/dead-letters.server";
import { adminActorOrNull, FORBIDDEN_MESSAGE, requireAdminPage } from "./guard.server";

type Context = Readonly<RouterContextProvider>;

export async function adminUsersLoader(request: Request, context: Context) {
  const { db, admin } = await requireAdminPage(context, request);
  const query = readUsersQuery(new URL(request.url).searchParams);
  let all: AdminUserDto[] = [];
  let stats: AdminStats = computeStats([]);
  let loadError: string | null = null;
  try {
    ({ users: all, stats } = await listUsers(db));
  } catch (error) {
    // The page still renders (with the notice and a Refresh button) when the list cannot be read.
    console.error("admin: listing users failed", error);
    loadError = ADMIN_MESSAGES.fetchFailed;
  }
  const failedEmails = await failedEmailsSummary(db).catch((error: unknown) => {
    console.error("admin: reading failed emails failed", error);
    return null;
  });
  return { admin, query, users: filterUsers(all, query), totalUsers: all.length, stats, failedEmails, loadError, loadedAt: Date.now() };
}

function reply(payload: UsersActionData, status = 200) {
  return data<UsersActionData>(payload, { status });
}
const failure = (message: string, status = 400) =>
  reply({ ok: false, toast: { type: "error", message, durationMs: ADMIN_NOTICE_MS } }, status);
const success = (message: string) => reply({ ok: true, toast: { type: "success", message, durationMs: ADMIN_NOTICE_MS } });

export async function adminUsersAction(request: Request, context: Context) {
  const actor = await adminActorOrNull(context, request);
  if (!actor) return failure(FORBIDDEN_MESSAGE, 403);
  const { db, env } = getServices(context);
  const deps = { db, cache: publicPageCache(env.APP_URL) };
  const form = await request.formData();
  const intent = form.get("intent");
  const rawAction = form.get("userAction");
  const fallbackAction: UserAction = rawAction === "suspend" ? "suspend" : "activate";

  try {
    if (intent === "status") {
      const parsed = userActionSchema.safeParse({ action: rawAction });
      const userId = String(form.get("userId") ?? "");
      if (!parsed.success || !userId) return failure(userActionFailed(fallbackAction));
      await setUserStatus(deps, actor, userId, parsed.data.action);
      return success(userActionDone(parsed.data.action));
    }
    if (intent === "bulk") {
      const parsed = bulkUserActionSchema.safeParse({ userIds: form.getAll("userIds").map(String), action: rawAction });
      if (!parsed.success) return failure(parsed.error.issues[0]?.message ?? userActionFailed(fallbackAction));
      const { count } = await bulkSetUserStatus(deps, actor, parsed.data.userIds, parsed.data.action);
      if (count === 0) return failure(userActionFailed(parsed.data.action));
      return success(userActionDone(parsed.data.action, count));
    }
    return failure("Unknown action.");
  } catch (error) {
    if (!(error instanceof AppError)) {
      console.error("admin: user action failed", error);
      return failure(userActionFailed(fallbackAction), 500);
    }
    // A refusal the domain explains (your own account, a super admin) keeps its message; 403 is the spec's text.
    const message =
      error.status === 403 && error.message === ADMIN_MESSAGES.forbidden
        ? FORBIDDEN_MESSAGE
        : error.status < 500
          ? error.message
          : userActionFailed(fallbackAction);
    return failure(message, error.status);
  }
}
