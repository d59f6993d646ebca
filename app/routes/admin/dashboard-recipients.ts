// Resource route /admin1/recipients: the /admin1 sender's recipient picker pages and searches here (issue 16):
// GET ?q=&cursor=&limit= answers one page of users (limit, else RECIPIENTS_PAGE_SIZE; newest first) matching q by name, username or
// email, and nextCursor (null on the last page). JSON ActionResults only; admins only: 401 signed out, 403 for
// anyone else. Never cached (private, and users change).
import { RECIPIENTS_INTENT, readRecipientQuery } from "~/schemas/admin-recipients-query";
import { actionError, actionSuccess } from "~/server/action-result.server";
import { requireAdmin } from "~/server/admin/admin.server";
import { recipientPage } from "~/server/admin/recipients.server";
import type { RecipientList } from "~/components/admin/recipient-picker";
import { AppError } from "~/server/errors";
import { getAuth, getServices } from "~/server/session.server";
import type { Route } from "./+types/dashboard-recipients";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const auth = await getAuth(context, request);
    if (!auth) throw new AppError(401, "Not authorized. Please sign in.");
    requireAdmin(auth);
    const query = readRecipientQuery(new URL(request.url).searchParams);
    const page = await recipientPage(getServices(context).db, { q: query.q, cursor: query.key ?? undefined }, query.limit ?? undefined);
    return actionSuccess<typeof RECIPIENTS_INTENT, RecipientList>(
      RECIPIENTS_INTENT,
      { data: { ...page, q: query.q, cursor: query.cursor, limit: query.limit } },
      { headers: PRIVATE },
    );
  } catch (error) {
    return actionError(RECIPIENTS_INTENT, error, "Failed to fetch users", { toast: false });
  }
}
