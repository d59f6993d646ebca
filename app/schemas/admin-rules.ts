// The admin panel (spec part 2 "Admin panel", "Admin users" states, "6. Roles and permissions", admin calls,
// "8. Admin" messages; part 1 roles). Shared by the /admin and /admin1 pages, the /api/admin handlers and the
// domain in app/server/admin/.
// The rules and constants without zod (pages import this module; the schemas are in ./admin.ts).
import type { UserIdentity } from "./user";

const ROLES = ["user", "admin", "superadmin"] as const;

export type Role = (typeof ROLES)[number];

export function isAdminRole(role: string | null | undefined): boolean {
  return role === "admin" || role === "superadmin";
}

/** The panel's role label: Admin / Super Admin / the role text ("User"). */
export function roleLabel(role: string): string {
  return role === "admin" ? "Admin" : role === "superadmin" ? "Super Admin" : "User";
}

export const USER_ACTIONS = ["activate", "suspend"] as const;

export type UserAction = (typeof USER_ACTIONS)[number];

export const ADMIN_MESSAGES = {
  forbidden: "You do not have permission to perform this action.",
  accessDenied: "You don't have permission to access this section",
  adminRequired: "Administrator privileges are required to view this page.",
  action: "Action must be activate or suspend",
  userIds: "Select at least one user",
  userNotFound: "User not found",
  cannotSuspendSelf: "You cannot suspend your own account",
  cannotSuspendSuperadmin: "A super admin cannot be suspended",
  fetchFailed: "Failed to fetch users",
  exportFailed: "Failed to export users",
  exported: "Users exported successfully",
  noUsers: "No users found",
  noUsersHintFiltered: "Try adjusting your search or filters",
  noUsersHintEmpty: "No users have signed up yet",
} as const;

/** The spec's '{action}d' read as English past tense: activated, suspended (not "suspendd"). */
const ACTION_DONE: Record<UserAction, string> = { activate: "activated", suspend: "suspended" };

/** 'User {action}d successfully' / 'N users {action}d successfully' / 'Failed to {action} user(s)'. */
export function userActionDone(action: UserAction, count = 1): string {
  return count === 1 ? `User ${ACTION_DONE[action]} successfully` : `${count} users ${ACTION_DONE[action]} successfully`;
}

export function userActionFailed(action: UserAction): string {
  return `Failed to ${action} user(s)`;
}

/** A user as the admin panel reads it (spec part 2 "User (auth/admin)"). */
export interface AdminUserDto extends UserIdentity {
  _id: string;
  role: Role;
  /** status === "active" */
  isActive: boolean;
  /** status === "suspended" */
  suspend: boolean;
  status: "active" | "inactive" | "suspended";
  subscriptionType: "free" | "premium";
  portfolioDeployed: boolean;
  isProfileCompleted: boolean;
  selectedTemplate: string | null;
  location: string;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface AdminStats {
  totalUsers: number;
  activeUsers: number;
  deployedPortfolios: number;
  premiumUsers: number;
}

/** The Users page filters (query string of /admin). */
export const STATUS_FILTERS = [
  { value: "all", label: "All Status" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
  { value: "suspended", label: "Suspended" },
] as const;

export const PLAN_FILTERS = [
  { value: "all", label: "All Plans" },
  { value: "free", label: "Free" },
  { value: "premium", label: "Premium" },
] as const;
