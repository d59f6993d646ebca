// Resource route /resources/notifications: the notifications bell's transport (contract in
// app/schemas/notifications.ts). JSON ActionResults only, failures without a toast (the bell only logs them);
// same domain functions as /api/notifications.
import { NOTIFICATION_INTENTS, notificationPageQuerySchema } from "~/schemas/notifications";
import { actionError, actionSuccess } from "~/server/action-result.server";
import { AppError } from "~/server/errors";
import { listNotifications, markAllRead, markRead, unreadCount } from "~/server/notifications/notifications.server";
import { getAuth, getServices } from "~/server/session.server";
import { parseInput } from "~/server/validation";
import type { Route } from "./+types/resources.notifications";

const SIGN_IN = "Not authorized. Please sign in.";
const FAILED = "Could not load notifications.";

async function requireUserId(context: Route.LoaderArgs["context"], request: Request): Promise<string> {
  const auth = await getAuth(context, request);
  if (!auth) throw new AppError(401, SIGN_IN);
  return auth.user.id;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const intent = params.get("view") === "count" ? "count" : "page";
  try {
    const userId = await requireUserId(context, request);
    const { db } = getServices(context);
    if (intent === "count") return actionSuccess(intent, { data: { unreadCount: await unreadCount(db, userId) } });
    const query = parseInput(notificationPageQuerySchema, Object.fromEntries(params));
    return actionSuccess(intent, { data: { page: await listNotifications(db, userId, query) } });
  } catch (error) {
    return actionError(intent, error, FAILED, { toast: false });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  try {
    const userId = await requireUserId(context, request);
    const { db } = getServices(context);
    if (intent === NOTIFICATION_INTENTS.readAll) {
      await markAllRead(db, userId);
      return actionSuccess(intent, { data: { unreadCount: 0 } });
    }
    if (intent === NOTIFICATION_INTENTS.read) {
      const notification = await markRead(db, userId, String(form.get("id") ?? ""));
      return actionSuccess(intent, { data: { notification, unreadCount: await unreadCount(db, userId) } });
    }
    throw new AppError(400, "Unknown notification action.");
  } catch (error) {
    return actionError(intent, error, FAILED, { toast: false });
  }
}
