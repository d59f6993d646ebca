// Server side of /admin1 (the admin dashboard): the loader gives the sender's user picker its first page (searched
// and paged by /admin1/recipients afterwards) and the preselected users; the action
// validates the sender form with the same schema the browser used (conform) and calls sendNotification (specific
// users, or everyone) or sendBulkNotification (a group), directly, never over HTTP.
import { DASHBOARD_TABS, parseNotificationForm, type RecipientOption, type SendData } from "~/schemas/admin-notification-form";
import { ADMIN_NOTICE_MS } from "~/schemas/admin-users-query";
import { NOTIFICATION_MESSAGES } from "~/schemas/notifications";
import { recipientPage, recipientsById, type RecipientPage } from "~/server/admin/recipients.server";
import { readRecipientQuery } from "~/schemas/admin-recipients-query";
import { sendBulkNotification, sendNotification } from "~/server/admin/admin-notifications.server";
import { actionError, actionInvalid, actionSuccess, appErrorFields } from "~/server/action-result.server";
import { AppError } from "~/server/errors";
import { getServices, type RouteContext } from "~/server/session.server";
import { adminActorOrNull, FORBIDDEN_MESSAGE, requireAdminPage } from "./guard.server";

export async function adminDashboardLoader(request: Request, context: RouteContext) {
  const { db, admin } = await requireAdminPage(context, request);
  const search = new URL(request.url).searchParams;
  const tab = DASHBOARD_TABS.find((t) => t === search.get("tab")) ?? "notifications";
  // The picker's first page (or the page a search or "Show more users" link asks for without JavaScript), and the
  // users a link preselects (?to=<id>, from /admin's Notify), read by id wherever they are in the list.
  const query = readRecipientQuery(search);
  let page: RecipientPage = { recipients: [], nextCursor: null };
  let preselected: RecipientOption[] = [];
  let loadError: string | null = null;
  try {
    [page, preselected] = await Promise.all([
      recipientPage(db, { q: query.q, cursor: query.key ?? undefined }, query.limit ?? undefined),
      recipientsById(db, search.getAll("to")),
    ]);
  } catch (error) {
    console.error("admin: listing recipients failed", error);
    loadError = "Failed to fetch users";
  }
  const recipients = { ...page, q: query.q, cursor: query.cursor, limit: query.limit };
  return { admin, tab, recipients, preselected, loadError };
}

const errorNotice = (message: string) => ({ type: "error" as const, message, durationMs: ADMIN_NOTICE_MS });

export async function adminDashboardAction(request: Request, context: RouteContext) {
  const formData = await request.formData();
  const { audience, submission } = parseNotificationForm(formData);
  const bulk = audience !== "specific" && audience !== "all";
  const fallback = bulk ? NOTIFICATION_MESSAGES.bulkFailed : NOTIFICATION_MESSAGES.sendFailed;

  const actor = await adminActorOrNull(context, request);
  if (!actor) {
    return actionInvalid<"send", SendData>("send", submission, {
      formErrors: [FORBIDDEN_MESSAGE],
      status: 403,
      toast: errorNotice(FORBIDDEN_MESSAGE),
      data: { message: FORBIDDEN_MESSAGE },
    });
  }
  if (submission.status !== "success") {
    return actionInvalid<"send", SendData>("send", submission, { toast: errorNotice(fallback), data: { message: fallback } });
  }

  const { db } = getServices(context);
  try {
    const value = submission.value;
    const { message } = "filters" in value ? await sendBulkNotification(db, actor, value) : await sendNotification(db, actor, value);
    return actionSuccess<"send", SendData>("send", { toast: { type: "success", message, durationMs: ADMIN_NOTICE_MS }, data: { message } });
  } catch (error) {
    if (!(error instanceof AppError))
      return actionError<"send", SendData>("send", error, fallback, { toast: false, data: { message: fallback } });
    const message = error.status === 403 ? FORBIDDEN_MESSAGE : error.message || fallback;
    const fieldErrors = appErrorFields(error);
    return actionInvalid<"send", SendData>("send", submission, {
      ...(Object.keys(fieldErrors).length ? { fieldErrors } : { formErrors: [message] }),
      status: error.status,
      toast: errorNotice(message),
      data: { message },
    });
  }
}
