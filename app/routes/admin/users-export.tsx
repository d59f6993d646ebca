// GET /admin/users/export: the Users page's Export (a CSV of every user, named by date). A resource route: the
// page downloads it with fetch (toasts on success and failure), or a plain link without JavaScript. Non-admins
// get 403 and signed-out visitors the sign-in redirect, like the pages.
import type { Route } from "./+types/users-export";
import { ADMIN_MESSAGES } from "~/schemas/admin-rules";
import { exportUsersCsv } from "~/server/admin/admin.server";
import { adminActorOrNull } from "./guard.server";
import { getServices } from "~/server/session.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await adminActorOrNull(context, request);
  if (!actor) return new Response(ADMIN_MESSAGES.forbidden, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { db } = getServices(context);
  try {
    const { filename, csv } = await exportUsersCsv(db);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    console.error("admin: export failed", error);
    return new Response(ADMIN_MESSAGES.exportFailed, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
}
