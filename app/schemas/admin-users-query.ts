// The /admin Users page contract (route, server module and components): its URL state: search, status and plan filters, grid/list view and the open user's details.
// Everything lives in the query string, so filters work without JavaScript and survive a reload.
import type { AdminUserDto } from "./admin";

export type StatusFilter = "all" | "active" | "inactive" | "suspended";
export type PlanFilter = "all" | "free" | "premium";
export type UsersView = "list" | "grid";

export interface UsersQuery {
  q: string;
  status: StatusFilter;
  plan: PlanFilter;
  view: UsersView;
  /** The user whose details modal is open. */
  user: string | null;
}

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
  };
}

/** /admin with the given state (defaults left out, so the plain URL stays /admin). */
export function usersHref(query: Partial<UsersQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status && query.status !== "all") params.set("status", query.status);
  if (query.plan && query.plan !== "all") params.set("plan", query.plan);
  if (query.view === "grid") params.set("view", "grid");
  if (query.user) params.set("user", query.user);
  const search = params.toString();
  return search ? `/admin?${search}` : "/admin";
}

export function isFiltered(query: UsersQuery): boolean {
  return query.q !== "" || query.status !== "all" || query.plan !== "all";
}

/** Search matches name, username or email (case-insensitive); the filters match status and plan exactly. */
export function filterUsers(users: readonly AdminUserDto[], query: UsersQuery): AdminUserDto[] {
  const needle = query.q.toLowerCase();
  return users.filter(
    (u) =>
      (query.status === "all" || u.status === query.status) &&
      (query.plan === "all" || u.subscriptionType === query.plan) &&
      (!needle ||
        `${u.firstName} ${u.lastName}`.toLowerCase().includes(needle) ||
        u.username.toLowerCase().includes(needle) ||
        u.email.toLowerCase().includes(needle)),
  );
}

/** Spec part 2 section 9: admin notices disappear after 4 seconds. */
export const ADMIN_NOTICE_MS = 4000;

/** The intents the Users page posts (single-user status, or bulk). */
export type UsersIntent = "status" | "bulk";
