// The /admin Users page contract (route, server module and components): its URL state: search, status and plan filters, grid/list view and the open user's details.
// Everything lives in the query string, so filters work without JavaScript and survive a reload.
// The rules and constants without zod (pages import this module; the schemas are in ./admin-users-query.ts).
import { readPageLimit } from "./pagination-rules";

export type StatusFilter = "all" | "active" | "inactive" | "suspended";

export type PlanFilter = "all" | "free" | "premium";

type UsersView = "list" | "grid";

export interface UsersQuery {
  q: string;
  status: StatusFilter;
  plan: PlanFilter;
  view: UsersView;
  /** The user whose details modal is open. */
  user: string | null;
  /** The page: after this keyset cursor (app/lib/cursor.ts); null = the first page. */
  cursor: string | null;
  /** Users per page when the URL asks (?limit=1..100); null = ADMIN_USERS_PAGE_SIZE. */
  limit: number | null;
}

/** Users per page on /admin (issue 16: the list is paginated on the server, the filters run in SQL). */
export const ADMIN_USERS_PAGE_SIZE = 50;

const STATUSES: readonly StatusFilter[] = ["all", "active", "inactive", "suspended"];

const PLANS: readonly PlanFilter[] = ["all", "free", "premium"];

export function readUsersQuery(search: URLSearchParams): UsersQuery {
  const status = search.get("status") as StatusFilter;
  const plan = search.get("plan") as PlanFilter;
  return {
    q: (search.get("q") ?? "").trim().slice(0, 100),
    status: STATUSES.includes(status) ? status : "all",
    plan: PLANS.includes(plan) ? plan : "all",
    view: search.get("view") === "grid" ? "grid" : "list",
    user: search.get("user") || null,
    cursor: search.get("cursor") || null,
    limit: readPageLimit(search.get("limit")),
  };
}

/** /admin with the given state (defaults left out, so the plain URL stays /admin). */
export function usersHref(query: Partial<UsersQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status && query.status !== "all") params.set("status", query.status);
  if (query.plan && query.plan !== "all") params.set("plan", query.plan);
  if (query.view === "grid") params.set("view", "grid");
  if (query.limit) params.set("limit", String(query.limit));
  if (query.cursor) params.set("cursor", query.cursor);
  if (query.user) params.set("user", query.user);
  const search = params.toString();
  return search ? `/admin?${search}` : "/admin";
}

export function isFiltered(query: UsersQuery): boolean {
  return query.q !== "" || query.status !== "all" || query.plan !== "all";
}

/** Spec part 2 section 9: admin notices disappear after 4 seconds. */
export const ADMIN_NOTICE_MS = 4000;

/** The intents the Users page posts (single-user status, or bulk). */
export type UsersIntent = "status" | "bulk";
