// The server-side guard shared by /admin, /admin1 and the CSV export: signed-out visitors go to /signin, signed-in
// non-admins get a 403 that the route's ErrorBoundary draws as the Access Denied screen (spec part 2 "6. Roles").
import { data } from "react-router";
import { ADMIN_MESSAGES, roleLabel } from "~/schemas/admin";
import { type AdminIdentity, userIdentity } from "~/schemas/user";
import { requireAdmin, type AdminActor } from "~/server/admin/admin.server";
import type { Authenticated } from "~/server/auth/sessions.server";
import { AppError } from "~/server/errors";
import { getServices, requireAuth, type RouteContext } from "~/server/session.server";

/** The body of the 403 the guard throws; the ErrorBoundary recognises it. */
const ACCESS_DENIED = "access-denied";

function identityOf(auth: Authenticated): AdminIdentity {
  const { user } = auth;
  return { ...userIdentity(user), roleLabel: roleLabel(user.role) };
}

/** Pages: redirect to /signin, or throw the Access Denied 403. */
export async function requireAdminPage(context: RouteContext, request: Request) {
  const auth = await requireAuth(context, request);
  let actor: AdminActor;
  try {
    actor = requireAdmin(auth);
  } catch (error) {
    if (error instanceof AppError && error.status === 403) throw data(ACCESS_DENIED, { status: 403 });
    throw error;
  }
  return { auth, actor, admin: identityOf(auth), ...getServices(context) };
}

/** Actions: the caller's admin actor, or null when the caller is not (or no longer) an admin. */
export async function adminActorOrNull(context: RouteContext, request: Request): Promise<AdminActor | null> {
  const auth = await requireAuth(context, request);
  try {
    return requireAdmin(auth);
  } catch (error) {
    if (error instanceof AppError && error.status === 403) return null;
    throw error;
  }
}

export const FORBIDDEN_MESSAGE = ADMIN_MESSAGES.forbidden;
