// The Users page's details modal (?user=<id>: opens and closes without JavaScript too).
import { ExternalLink, Pencil, Send } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { buttonClass } from "~/components/ui/button";
import { UrlModal } from "~/components/ui/url-modal";
import type { AdminUserDto } from "~/schemas/admin";
import { type UsersQuery, usersHref } from "~/schemas/admin-users-query";
import { displayName } from "~/schemas/user";
import { formatDateOrNever as formatDate, formatDateTimeOrNever as formatDateTime } from "~/lib/dates";
import { PlanBadge, RoleBadge, StatusBadge } from "./badges";
import { UserStatusButton } from "./user-actions";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 truncate text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function UserDetailsDialog({ user, query }: { user: AdminUserDto; query: UsersQuery }) {
  const yes = (value: boolean) => (value ? "Yes" : "No");
  return (
    <UrlModal title="User Details" description={`Account of ${displayName(user)}`} closeHref={usersHref({ ...query, user: null })}>
      <div className="flex items-center gap-4 rounded-2xl bg-gradient-to-br from-slate-50 to-indigo-50/60 p-4 ring-1 ring-slate-200/70">
        <Avatar firstName={user.firstName} lastName={user.lastName} fallback={user.username} size="lg" />
        <div className="min-w-0">
          <p className="truncate text-base font-semibold text-slate-900">{displayName(user)}</p>
          <p className="truncate text-sm text-slate-500">@{user.username}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <RoleBadge role={user.role} />
            <StatusBadge status={user.status} />
            <PlanBadge plan={user.subscriptionType} />
          </div>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-4">
        <Detail label="First name">{user.firstName || "—"}</Detail>
        <Detail label="Last name">{user.lastName || "—"}</Detail>
        <div className="col-span-2">
          <Detail label="Email">{user.email}</Detail>
        </div>
        <Detail label="Location">{user.location || "—"}</Detail>
        <Detail label="Template">{user.selectedTemplate || "None"}</Detail>
        <Detail label="Portfolio deployed">{yes(user.portfolioDeployed)}</Detail>
        <Detail label="Profile completed">{yes(user.isProfileCompleted)}</Detail>
        <Detail label="Joined">{formatDate(user.createdAt)}</Detail>
        <Detail label="Last login">{formatDateTime(user.lastLoginAt)}</Detail>
        <div className="col-span-2">
          <Detail label="User ID">
            <span className="font-mono text-xs text-slate-600">{user.id}</span>
          </Detail>
        </div>
      </dl>
      <div className="mt-6 grid grid-cols-1 gap-2 sm:grid-cols-3">
        <button
          type="button"
          disabled
          title="Coming soon"
          aria-describedby="edit-user-soon"
          className={buttonClass("secondary", "sm", "h-10")}
        >
          <Pencil className="size-4" />
          Edit User
          <span id="edit-user-soon" className="sr-only">
            Coming soon
          </span>
        </button>
        <Link to={`/admin1?tab=notifications&to=${encodeURIComponent(user.id)}`} className={buttonClass("secondary", "sm", "h-10")}>
          <Send className="size-4" />
          Send Message
        </Link>
        {user.portfolioDeployed ? (
          <a
            href={`/portfolio/${encodeURIComponent(user.username)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("secondary", "sm", "h-10")}
          >
            <ExternalLink className="size-4" />
            View Portfolio
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <button type="button" disabled title="Portfolio not deployed" className={buttonClass("secondary", "sm", "h-10")}>
            <ExternalLink className="size-4" />
            View Portfolio
          </button>
        )}
      </div>
      <div className="mt-3 border-t border-slate-100 pt-4">
        <UserStatusButton user={user} size="md" full />
      </div>
    </UrlModal>
  );
}
