// Resource route /resources/notifications: the notifications bell's transport (contract in
// app/components/notifications/contract.ts). JSON only; same domain functions as /api/notifications.
import { data } from "react-router";
import {
  NOTIFICATION_INTENTS,
  type NotificationsActionData,
  type NotificationsCountData,
  type NotificationsPageData,
} from "~/components/notifications/contract";
import { notificationPageQuerySchema } from "~/schemas/notifications";
import { AppError } from "~/server/errors";
import { listNotifications, markAllRead, markRead, unreadCount } from "~/server/notifications/notifications.server";
import { getAuth, getServices } from "~/server/session.server";
import { parseInput } from "~/server/validation";
import type { Route } from "./+types/resources.notifications";

const SIGN_IN = "Not authorized. Please sign in.";
const FAILED = "Could not load notifications.";

function failure(error: unknown): { status: number; message: string } {
  if (error instanceof AppError) return { status: error.status, message: error.message };
  console.error("Notifications request failed", error);
  return { status: 500, message: FAILED };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const auth = await getAuth(context, request);
  if (!auth) return data<NotificationsPageData>({ ok: false, message: SIGN_IN }, 401);
  const { db } = getServices(context);
  const params = new URL(request.url).searchParams;
  try {
    if (params.get("view") === "count") {
      return data<NotificationsCountData>({ ok: true, unreadCount: await unreadCount(db, auth.user.id) });
    }
    const query = parseInput(notificationPageQuerySchema, Object.fromEntries(params));
    return data<NotificationsPageData>({ ok: true, page: await listNotifications(db, auth.user.id, query) });
  } catch (error) {
    const { status, message } = failure(error);
    return data<NotificationsPageData>({ ok: false, message }, status);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const auth = await getAuth(context, request);
  if (!auth) return data<NotificationsActionData>({ ok: false, message: SIGN_IN }, 401);
  const { db } = getServices(context);
  try {
    const form = await request.formData().catch(() => new FormData());
    const intent = String(form.get("intent") ?? "");
    if (intent === NOTIFICATION_INTENTS.readAll) {
      await markAllRead(db, auth.user.id);
      return data<NotificationsActionData>({ ok: true, unreadCount: 0 });
    }
    if (intent === NOTIFICATION_INTENTS.read) {
      const notification = await markRead(db, auth.user.id, String(form.get("id") ?? ""));
      return data<NotificationsActionData>({ ok: true, notification, unreadCount: await unreadCount(db, auth.user.id) });
    }
    throw new AppError(400, "Unknown notification action.");
  } catch (error) {
    const { status, message } = failure(error);
    return data<NotificationsActionData>({ ok: false, message }, status);
  }
}
