// Server side of /admin1 (the admin dashboard): the loader gives the sender's user picker its list; the action
// validates the sender form with the same schema the browser used (conform) and calls sendNotification (specific
// users, or everyone) or sendBulkNotification (a group), directly, never over HTTP.
import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { parseNotificationForm } from "~/components/admin/notification-form";
import { NOTIFICATION_MESSAGES } from "~/schemas/notifications";
import { listUsers } from "~/server/admin/admin.server";
import { sendBulkNotification, sendNotification } from "~/server/admin/admin-notifications.server";
import { AppError } from "~/server/errors";
import { getServices } from "~/server/session.server";
import { adminActorOrNull, FORBIDDEN_MESSAGE, requireAdminPage } from "./guard.server";

type Context = Readonly<RouterContextProvider>;

export const DASHBOARD_TABS = ["notifications", "users", "analytics"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** A recipient as the picker shows it. */
export interface RecipientOption {
  id: string;
  name: string;
  username: string;
  email: string;
  status: "active" | "inactive" | "suspended";
}

export async function adminDashboardLoader(request: Request, context: Context) {
  const { db, admin } = await requireAdminPage(context, request);
  const search = new URL(request.url).searchParams;
  const tab = DASHBOARD_TABS.find((t) => t === search.get("tab")) ?? "notifications";
  let recipients: RecipientOption[] = [];
  let loadError: string | null = null;
  try {
    const { users } = await listUsers(db);
    recipients = users.map((u) => ({ id: u.id, name: u.fullName || u.username, username: u.username, email: u.email, status: u.status }));
  } catch (error) {
    console.error("admin: listing recipients failed", error);
    loadError = "Failed to fetch users";
  }
  const preselected = search.getAll("to").filter((id) => recipients.some((r) => r.id === id));
  return { admin, tab, recipients, preselected, loadError };
}

export interface SendActionData {
  ok: boolean;
  /** The server's message (success or failure). */
  message: string;
  result: SubmissionResult<string[]>;
}

export async function adminDashboardAction(request: Request, context: Context) {
  const formData = await request.formData();
  const { audience, submission } = parseNotificationForm(formData);
  const bulk = audience !== "specific" && audience !== "all";
  const fallback = bulk ? NOTIFICATION_MESSAGES.bulkFailed : NOTIFICATION_MESSAGES.sendFailed;

  const actor = await adminActorOrNull(context, request);
  if (!actor) {
    return data<SendActionData>(
      { ok: false, message: FORBIDDEN_MESSAGE, result: submission.reply({ formErrors: [FORBIDDEN_MESSAGE] }) },
      { status: 403 },
    );
  }
  if (submission.status !== "success") {
    return data<SendActionData>({ ok: false, message: fallback, result: submission.reply() }, { status: 400 });
  }

  const { db } = getServices(context);
  try {
    const value = submission.value;
    const { message } = "filters" in value ? await sendBulkNotification(db, actor, value) : await sendNotification(db, actor, value);
    return data<SendActionData>({ ok: true, message, result: submission.reply({ resetForm: true }) });
  } catch (error) {
    if (!(error instanceof AppError)) console.error("admin: sending a notification failed", error);
    const message = error instanceof AppError ? (error.status === 403 ? FORBIDDEN_MESSAGE : error.message || fallback) : fallback;
    const fieldErrors = error instanceof AppError ? Object.fromEntries((error.details.errors ?? []).map((e) => [e.path, [e.msg]])) : {};
    return data<SendActionData>(
      { ok: false, message, result: submission.reply(Object.keys(fieldErrors).length ? { fieldErrors } : { formErrors: [message] }) },
      { status: error instanceof AppError ? error.status : 500 },
    );
  }
}
