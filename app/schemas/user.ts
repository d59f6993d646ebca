// The user view family: every shape in which a page or an API answer shows a user starts from UserIdentity,
// and the full name is computed in one place (fullName). Server modules build these views from the users row;
// components read them.
import type { User } from "~/db/schema";

/** Who a user is, as every view shows it. */
export interface UserIdentity {
  id: string;
  firstName: string;
  lastName: string;
  /** "First Last", trimmed ('' when both are empty). */
  fullName: string;
  username: string;
  email: string;
}

/** "First Last" without stray spaces. */
export function fullName(user: Pick<User, "firstName" | "lastName">): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** A users row's identity (the common head of every user view). */
export function userIdentity(user: Pick<User, "id" | "firstName" | "lastName" | "username" | "email">): UserIdentity {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: fullName(user),
    username: user.username,
    email: user.email,
  };
}

/** The name to show: the full name, or the username when the user has not given one. */
export function displayName(user: Pick<UserIdentity, "fullName" | "username">): string {
  return user.fullName || user.username;
}

/** The signed-in user as the API (/api/auth/me, login) and the app's navigation read it (spec part 1). */
export interface UserDto extends UserIdentity {
  _id: string;
  role: User["role"];
  status: User["status"];
  isActive: boolean;
  subscriptionType: User["subscriptionType"];
  oauthProvider: string;
  isProfileCompleted: boolean;
  selectedTemplate: string | null;
  portfolioDeployed: boolean;
  isPortfolioDeployed: boolean;
  portfolioUrl: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  /** Issue 31: the user's IANA time zone; null until known (times then show in the browser's zone or UTC). */
  timeZone: string | null;
}

/** What the top navigation's user menu needs. */
export type NavUser = Pick<UserDto, "firstName" | "lastName" | "fullName" | "email" | "username" | "portfolioDeployed" | "portfolioUrl">;

/** The signed-in admin in the admin panel's header. */
export interface AdminIdentity extends UserIdentity {
  roleLabel: string;
}

/** The settings view of a user (spec part 2 "User settings"). */
export interface UserSettings {
  firstName: string;
  lastName: string;
  careerStage: string;
  email: string;
  username: string;
  /** '' for password accounts, 'google' for accounts created through Google. */
  oauthProvider: string;
  industry: string;
  jobSearchTimeline: string;
  resumeExperience: string;
  /** Issue 18: the daily digest email of follow-ups and interviews (on unless opted out). */
  digestEmails: boolean;
  /** Issue 31: the user's IANA time zone, null until known. */
  timeZone: string | null;
}
