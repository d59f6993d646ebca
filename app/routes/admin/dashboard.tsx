// /admin1: the admin dashboard (tabs Notifications, Users, Analytics; the last two are coming soon). /admin is the
// admin panel with the Users page (see routes/admin/users.tsx for the split). Guarded on the server like /admin:
// signed-out visitors go to /signin, non-admins see Access Denied with HTTP 403.
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { AdminRouteError } from "~/components/admin/access-denied";
import { ChartColumn, Clock, Send, Users } from "lucide-react";
import type { ComponentType } from "react";
import { AdminShell } from "~/components/admin/admin-shell";
import { NotificationSender } from "~/components/admin/notification-sender";
import type { DashboardTab } from "~/schemas/admin-notification-form-rules";
import { submitOrInlineFailure } from "~/lib/client-action";
import { NOTIFICATION_MESSAGES } from "~/schemas/notifications-rules";
import { adminDashboardAction, adminDashboardLoader } from "./dashboard.server";
import { pageMeta } from "~/lib/page-meta";

export const meta: Route.MetaFunction = () => pageMeta("Admin Dashboard");

export const loader = ({ request, context }: Route.LoaderArgs) => adminDashboardLoader(request, context);

export const action = ({ request, context }: Route.ActionArgs) => adminDashboardAction(request, context);

/** A send that gets no usable answer keeps the typed notification, with the spec's fallback (shown by the sender). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitOrInlineFailure(request, serverAction, (field) =>
    ["specific", "all"].includes(field("audience")) ? NOTIFICATION_MESSAGES.sendFailed : NOTIFICATION_MESSAGES.bulkFailed,
  );
}

const TABS: { id: DashboardTab; label: string; Icon: ComponentType<{ className?: string }> }[] = [
  { id: "notifications", label: "Notifications", Icon: Send },
  { id: "users", label: "Users", Icon: Users },
  { id: "analytics", label: "Analytics", Icon: ChartColumn },
];

function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-indigo-50 to-violet-100 text-indigo-600">
        <Clock className="size-7" />
      </span>
      <p className="mt-5 text-xs font-semibold tracking-widest text-indigo-600 uppercase">Coming soon</p>
      <h2 className="mt-1 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1.5 max-w-sm text-sm text-slate-500">{text}</p>
    </div>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { admin, tab, recipients, preselected, loadError } = loaderData;
  return (
    <AdminShell user={admin} title="Admin Dashboard" subtitle="Notifications, users and analytics">
      <div className="mx-auto max-w-6xl space-y-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Dashboard</h1>
          <p className="mt-1 text-sm text-slate-500">Reach your users where they already look: the notification bell.</p>
        </div>
        <nav
          aria-label="Dashboard sections"
          className="flex gap-1 overflow-x-auto rounded-2xl border border-slate-200 bg-white p-1 shadow-sm sm:inline-flex"
        >
          {TABS.map(({ id, label, Icon: TabIcon }) => (
            <Link
              key={id}
              to={id === "notifications" ? "/admin1" : `/admin1?tab=${id}`}
              replace
              preventScrollReset
              aria-current={tab === id ? "page" : undefined}
              className={`inline-flex flex-1 items-center justify-center gap-2 rounded-xl px-2.5 py-2 sm:px-4 text-sm font-semibold whitespace-nowrap transition sm:flex-none ${
                tab === id
                  ? "bg-gradient-to-r from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/20"
                  : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              }`}
            >
              {/* Phones: words only, so the three tabs fit a 320 px screen. */}
              <TabIcon className="hidden size-4 sm:block" aria-hidden="true" />
              {label}
            </Link>
          ))}
        </nav>
        {loadError ? (
          <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-700">
            {loadError}
          </p>
        ) : null}
        {tab === "notifications" ? (
          <NotificationSender recipients={recipients} preselected={preselected} />
        ) : tab === "users" ? (
          <ComingSoon
            title="User insights"
            text="Sign-up trends and cohorts will live here. Manage accounts on the Users page meanwhile."
          />
        ) : (
          <ComingSoon title="Analytics" text="Portfolio views, deployments and engagement charts are on their way." />
        )}
      </div>
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}
