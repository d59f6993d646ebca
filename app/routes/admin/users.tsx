// /admin: the admin panel (sidebar whose single page is Users, header with the notifications dropdown and the
// profile menu), showing the Users page. /admin1 is the admin dashboard (tabs Notifications, Users, Analytics).
// The spec leaves open which admin route shows which screen (part 2 "Admin panel"); this split is the choice.
// Both are guarded on the server: signed-out visitors go to /signin, non-admins get Access Denied with HTTP 403.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useActionData, useRevalidator } from "react-router";
import type { Route } from "./+types/users";
import { AdminRouteError } from "~/components/admin/access-denied";
import { AdminShell } from "~/components/admin/admin-shell";
import { FailedEmailsNotice } from "~/components/admin/failed-emails";
import { ADMIN_NOTICE_MS, isFiltered } from "~/schemas/admin-users-query-rules";
import { BulkBar, CurrentAdminContext, type UsersResult } from "~/components/admin/user-actions";
import { UserDetailsDialog } from "~/components/admin/user-details-dialog";
import { StatTiles, UsersEmpty, UsersGrid, UsersTable } from "~/components/admin/users-list";
import { UsersPager } from "~/components/admin/users-pager";
import { UsersToolbar } from "~/components/admin/users-toolbar";
import { useToast } from "~/components/ui/toast";
import { ADMIN_MESSAGES, userActionFailed } from "~/schemas/admin-rules";
import { submitOrInlineFailure } from "~/lib/client-action";
import { adminUsersAction, adminUsersLoader } from "./users.server";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = () => pageMeta("Users · Admin");

export const loader = ({ request, context }: Route.LoaderArgs) => adminUsersLoader(request, context);

export const action = ({ request, context }: Route.ActionArgs) => adminUsersAction(request, context);

/** A user action that gets no usable answer keeps the page: 'Failed to {action} user(s)' (the page shows it once). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitOrInlineFailure(request, serverAction, (field) =>
    userActionFailed(field("userAction") === "suspend" ? "suspend" : "activate"),
  );
}

export default function AdminUsersPage({ loaderData }: Route.ComponentProps) {
  const { admin, query, users, matchingUsers, nextCursor, totalUsers, stats, failedEmails, loadError, loadedAt } = loaderData;
  const toast = useToast();
  const revalidator = useRevalidator();
  const refreshing = revalidator.state !== "idle";
  // A post without JavaScript comes back here with the action's answer: show it inline.
  const nativeAnswer = useActionData<typeof action>() as UsersResult | undefined;
  const nativeMessage = nativeAnswer?.status === "error" ? nativeAnswer.message : nativeAnswer?.toast?.message;

  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  // Only users on screen stay selected (a filter change drops the others from the selection).
  const selected = useMemo(() => new Set(users.filter((u) => selectedIds.has(u.id)).map((u) => u.id)), [users, selectedIds]);
  const toggle = useCallback((id: string) => {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback(() => {
    setSelectedIds((current) => (users.every((u) => current.has(u.id)) ? new Set() : new Set(users.map((u) => u.id))));
  }, [users]);
  const clearSelection = useCallback(() => setSelectedIds(new Set()), []);

  // 'Failed to fetch users' when a load (first or Refresh) could not read the list.
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (loadError && reported.current !== loadedAt) {
      reported.current = loadedAt;
      toast.show({ type: "error", message: loadError, durationMs: ADMIN_NOTICE_MS });
    }
  }, [loadError, loadedAt, toast]);

  const refresh = () => {
    revalidator.revalidate().catch(() => toast.show({ type: "error", message: ADMIN_MESSAGES.fetchFailed, durationMs: ADMIN_NOTICE_MS }));
  };

  const openUser = query.user ? users.find((u) => u.id === query.user) : undefined;
  const viewProps = { users, query, selected, onToggle: toggle, onToggleAll: toggleAll };

  return (
    <CurrentAdminContext.Provider value={admin.id}>
      <AdminShell user={admin} title="User Management" subtitle="View, filter, suspend and activate accounts">
        <div className="mx-auto max-w-7xl space-y-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Users</h1>
              <p className="mt-1 text-sm text-slate-500">Everyone who has signed up, with their plan, status and portfolio.</p>
            </div>
          </div>

          <StatTiles stats={stats} />
          <FailedEmailsNotice summary={failedEmails} />

          {nativeAnswer ? (
            <p
              role={nativeAnswer.status === "success" ? "status" : "alert"}
              className={`rounded-xl border px-4 py-3 text-sm ${nativeAnswer.status === "success" ? "border-emerald-200 bg-emerald-50 text-emerald-800" : "border-rose-200 bg-rose-50 text-rose-700"}`}
            >
              {nativeMessage}
            </p>
          ) : null}
          {loadError ? (
            <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-700">
              {loadError}
            </p>
          ) : null}

          <section
            aria-labelledby="users-list-title"
            className="space-y-4 rounded-3xl border border-slate-200/70 bg-white/60 p-3 shadow-sm sm:p-5"
          >
            <h2 id="users-list-title" className="sr-only">
              User list
            </h2>
            <UsersToolbar query={query} onRefresh={refresh} refreshing={refreshing} />
            <div className="flex items-center justify-between text-sm text-slate-500">
              <p aria-live="polite">
                Showing <span className="font-semibold text-slate-700 tabular-nums">{users.length}</span> of{" "}
                <span className="tabular-nums">{matchingUsers}</span> users
              </p>
            </div>
            <BulkBar selected={[...selected]} onDone={clearSelection} onClear={clearSelection} />
            {users.length === 0 ? (
              <UsersEmpty filtered={isFiltered(query) && totalUsers > 0} />
            ) : query.view === "grid" ? (
              <UsersGrid {...viewProps} />
            ) : (
              <UsersTable {...viewProps} />
            )}
            <UsersPager query={query} nextCursor={nextCursor} />
          </section>
        </div>
        {openUser ? <UserDetailsDialog key={openUser.id} user={openUser} query={query} /> : null}
      </AdminShell>
    </CurrentAdminContext.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}
