// The admin panel (spec part 2 "Admin panel", "Admin users" states, "6. Roles and permissions", admin calls,
// "8. Admin" messages; part 1 roles). Shared by the /admin and /admin1 pages, the /api/admin handlers and the
// domain in app/server/admin/.
import { z } from "./z";

import { USER_ACTIONS, ADMIN_MESSAGES } from "./admin-rules";

export * from "./admin-rules";

export const userActionSchema = z.object({ action: z.enum(USER_ACTIONS, { error: ADMIN_MESSAGES.action }) });

export const bulkUserActionSchema = z.object({
  userIds: z.array(z.string().trim().min(1).max(100), { error: ADMIN_MESSAGES.userIds }).min(1, ADMIN_MESSAGES.userIds).max(1000),
  action: z.enum(USER_ACTIONS, { error: ADMIN_MESSAGES.action }),
});
