// What the admin API tests share: a user raised to a role in D1, reads of the rows the calls change (and the
// users' list order), and a user with a deployed portfolio. Used by the admin-*.test.ts files.
import { env } from "cloudflare:workers";
import type { Role } from "~/schemas/admin";
import { call, client, preparePortfolio, signedInUser, type Client } from "./helpers";

export const PREFIXES = ["/api/admin", "/api/api/admin"] as const;

export async function setRole(userId: string, role: Role) {
  await env.DB.prepare("UPDATE users SET role = ? WHERE id = ?").bind(role, userId).run();
}

/** A signed-in user whose stored role is then raised in D1 (the token stays the same). */
export async function signedInAdmin(role: Role = "admin", c: Client = client()) {
  const signed = await signedInUser(c);
  await setRole(signed.user.id, role);
  return { ...signed, c };
}

export async function userRow(id: string) {
  return env.DB.prepare("SELECT role, status, portfolio_deployed FROM users WHERE id = ?")
    .bind(id)
    .first<{ role: string; status: string; portfolio_deployed: number }>();
}

export async function liveSessions(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ? AND revoked_at IS NULL")
    .bind(userId)
    .first<{ n: number }>();
  return row!.n;
}

/** The ids of the users `where` picks, in the admin lists' order: newest first, the id breaking a tie. */
export async function userIdsNewestFirst(where = "1 = 1", ...binds: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`SELECT id FROM users WHERE ${where} ORDER BY created_at DESC, id DESC`)
    .bind(...binds)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

export async function sqlCount(where: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM users WHERE ${where}`).first<{ n: number }>();
  return row!.n;
}

export interface NotificationRowOut {
  user_id: string | null;
  is_global: number;
  type: string;
  priority: string;
  title: string;
  message: string;
  action_url: string;
  action_text: string;
  created_by: string | null;
  created_at: number;
  expires_at: number | null;
}

export async function notificationsTitled(title: string): Promise<NotificationRowOut[]> {
  const { results } = await env.DB.prepare("SELECT * FROM notifications WHERE title = ? ORDER BY user_id")
    .bind(title)
    .all<NotificationRowOut>();
  return results;
}

/** A signed-in user with a deployed portfolio (as in tests/api/portfolio.test.ts). */
export async function userWithPortfolio(c: Client = client()) {
  const { user, token } = await signedInUser(c);
  await preparePortfolio(c, token);
  return { user, token, c };
}

export const publicPage = (username: string) => call(`/portfolio/${username}`);

export const NOTE = { title: "Heads up", message: "Scheduled maintenance tonight.", type: "warning", priority: "high" };
