import { Hono, type MiddlewareHandler } from "hono";
import { bulkUserActionSchema, userActionDone, userActionSchema } from "~/schemas/admin";
import { bulkNotificationSchema, sendNotificationSchema } from "~/schemas/notifications";
import { sendBulkNotification, sendNotification } from "~/server/admin/admin-notifications.server";
import { adminUsersApiQuerySchema } from "~/schemas/admin-users-query";
import { pageSize } from "~/schemas/pagination";
import { bulkSetUserStatus, exportUsersCsv, requireAdmin, setUserStatus, type AdminDeps } from "~/server/admin/admin.server";
import { listUserPage, userStats } from "~/server/admin/user-list.server";
import { publicPageCache } from "~/server/portfolio/edge-cache.server";
import { parseInput } from "~/server/validation";
import { readJson, requireAuth, type ApiContext, type ApiEnv } from "./context";

/** After requireAuth: 403 with the spec's message unless the caller's stored role is admin or superadmin. */
const requireAdminRole: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireAdmin(c.var.auth);
  await next();
};

const adminDeps = (c: ApiContext): AdminDeps => ({ db: c.var.db, cache: publicPageCache(c.env.APP_URL) });

/**
 * /api/admin/users (mounted again at /api/api/admin, the path the spec's client calls): list with stats,
 * activate/suspend one or many, CSV export. Admins only. No route accepts a role.
 */
export const adminRoutes = new Hono<ApiEnv>();
adminRoutes.use("*", requireAuth, requireAdminRole);

/**
 * GET /users?limit=&cursor=&q=&status=&plan=: one keyset page (filters in SQL). Without parameters the old answer,
 * every user newest first, capped at 1,000 (`nextCursor` continues). `stats` always count everyone.
 */
adminRoutes.get("/users", async (c) => {
  const query = parseInput(adminUsersApiQuerySchema, c.req.query());
  const [page, stats] = await Promise.all([listUserPage(c.var.db, query, pageSize(query)), userStats(c.var.db)]);
  return c.json({ success: true, users: page.users, stats, count: page.users.length, total: page.matching, nextCursor: page.nextCursor });
});

adminRoutes.get("/users/export", async (c) => {
  const { filename, csv } = await exportUsersCsv(c.var.db);
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename=${filename}`,
    "Cache-Control": "no-store",
  });
});

// Before /users/:id, which would otherwise take "bulk" as an id.
adminRoutes.patch("/users/bulk", async (c) => {
  const { userIds, action } = await readJson(c, bulkUserActionSchema);
  const result = await bulkSetUserStatus(adminDeps(c), requireAdmin(c.var.auth), userIds, action);
  return c.json({ success: true, message: userActionDone(action, result.count), data: result });
});

adminRoutes.patch("/users/:id", async (c) => {
  const { action } = await readJson(c, userActionSchema);
  const user = await setUserStatus(adminDeps(c), requireAdmin(c.var.auth), c.req.param("id"), action);
  return c.json({ success: true, message: userActionDone(action), data: { user } });
});

/**
 * POST /api/notifications/send and /bulk (admins only). Mounted at /notifications beside the users' own
 * notification routes, so its middleware is bound to these two paths alone.
 */
export const adminNotificationRoutes = new Hono<ApiEnv>();
for (const path of ["/send", "/bulk"]) adminNotificationRoutes.use(path, requireAuth, requireAdminRole);

adminNotificationRoutes.post("/send", async (c) => {
  const input = await readJson(c, sendNotificationSchema);
  const { count, message } = await sendNotification(c.var.db, requireAdmin(c.var.auth), input);
  return c.json({ success: true, message, data: { count } });
});

adminNotificationRoutes.post("/bulk", async (c) => {
  const input = await readJson(c, bulkNotificationSchema);
  const { count, message } = await sendBulkNotification(c.var.db, requireAdmin(c.var.auth), input);
  return c.json({ success: true, message, data: { count } });
});
