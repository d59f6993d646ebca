// The /admin Users page contract (route, server module and components): its URL state: search, status and plan filters, grid/list view and the open user's details.
// Everything lives in the query string, so filters work without JavaScript and survive a reload.
import { z } from "./z";
import { optionalParam, pageQueryShape } from "./pagination";

export * from "./admin-users-query-rules";

/**
 * GET /api/admin/users?limit=&cursor=&q=&status=&plan= (issue 16). Without parameters the old answer (every user,
 * newest first) capped at 1,000; `stats` always count everyone.
 */
export const adminUsersApiQuerySchema = z.object({
  ...pageQueryShape,
  q: optionalParam(z.string().trim().max(100, "q must be at most 100 characters")),
  status: optionalParam(
    z.enum(["all", "active", "inactive", "suspended"], { error: "status must be one of all, active, inactive or suspended" }),
  ),
  plan: optionalParam(z.enum(["all", "free", "premium"], { error: "plan must be one of all, free or premium" })),
});
