// The Users page's details modal (?user=<id>: opens and closes without JavaScript too).
import { ExternalLink, Pencil, Send } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { buttonClass } from "~/components/ui/button";
import { DetailList } from "~/components/ui/detail-row";
import { UrlModal } from "~/components/ui/url-modal";
import type { AdminUserDto } from "~/schemas/admin-rules";
import { type UsersQuery, usersHref } from "~/schemas/admin-users-query-rules";
import { displayName } from "~/schemas/user";
import { formatDateOrNever as formatDate, formatDateTimeOrNever as formatDateTime } from "~/lib/dates";
import { PlanBadge, RoleBadge, StatusBadge } from "./badges";
import { UserStatusButton } from "./user-actions";

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
      <DetailList
        layout="stacked"
        className="mt-5 grid grid-cols-2 gap-x-4 gap-y-4"
        details={[
          { label: "First name", value: user.firstName || "—" },
          { label: "Last name", value: user.lastName || "—" },
          { label: "Email", value: user.email, wide: true },
          { label: "Location", value: user.location || "—" },
          { label: "Template", value: user.selectedTemplate || "None" },
          { label: "Portfolio deployed", value: yes(user.portfolioDeployed) },
          { label: "Profile completed", value: yes(user.isProfileCompleted) },
          { label: "Joined", value: formatDate(user.createdAt) },
          { label: "Last login", value: formatDateTime(user.lastLoginAt) },
          { label: "User ID", value: <span className="font-mono text-xs text-slate-600">{user.id}</span>, wide: true },
        ]}
      />
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
