// The Users page's stat tiles and its two views of the list (table and grid, with row selection), plus the
// empty state.
import { Rocket, Trophy, UserCheck, Users } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "react-router";
import { Avatar } from "~/components/ui/avatar";
import { buttonClass } from "~/components/ui/button";
import { checkboxClass } from "~/components/ui/input-class";
import { ADMIN_MESSAGES, type AdminStats, type AdminUserDto } from "~/schemas/admin-rules";
import { type UsersQuery, usersHref } from "~/schemas/admin-users-query-rules";
import { displayName } from "~/schemas/user";
import { formatDateOrNever as formatDate } from "~/lib/dates";
import { PlanBadge, PortfolioBadge, RoleBadge, StatusBadge } from "./badges";
import { UserStatusButton } from "./user-actions";

const number = new Intl.NumberFormat("en-US");

export function StatTiles({ stats }: { stats: AdminStats }) {
  const tiles = [
    { label: "Total Users", value: stats.totalUsers, Icon: Users, tone: "from-indigo-500 to-violet-600 shadow-indigo-600/25" },
    { label: "Active Users", value: stats.activeUsers, Icon: UserCheck, tone: "from-emerald-500 to-teal-600 shadow-emerald-600/25" },
    { label: "Deployed", value: stats.deployedPortfolios, Icon: Rocket, tone: "from-sky-500 to-blue-600 shadow-sky-600/25" },
    { label: "Premium Users", value: stats.premiumUsers, Icon: Trophy, tone: "from-amber-400 to-orange-500 shadow-amber-500/25" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {tiles.map(({ label, value, Icon: TileIcon, tone }) => (
        <div
          key={label}
          className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          data-testid="stat-tile"
        >
          {/* Only <dt> and <dd> may sit in a description list's group: the icon is drawn from inside the <dt>, the
              bar from inside the <dd>. */}
          <dt className="truncate pr-12 text-xs font-medium text-slate-500 sm:pr-14 sm:text-sm">
            {label}
            <span
              className={`absolute top-4 right-4 grid size-9 place-items-center rounded-xl bg-gradient-to-br text-white shadow-lg sm:top-5 sm:right-5 sm:size-11 ${tone}`}
            >
              <TileIcon className="size-5" aria-hidden="true" />
            </span>
          </dt>
          <dd className="mt-1.5 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
            {number.format(value)}
            {stats.totalUsers > 0 && label !== "Total Users" ? (
              <span className="mt-4 block h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                <span
                  className={`block h-full rounded-full bg-gradient-to-r ${tone}`}
                  style={{ width: `${Math.round((value / stats.totalUsers) * 100)}%` }}
                />
              </span>
            ) : (
              <span className="mt-4 block h-1.5 rounded-full bg-gradient-to-r from-indigo-500 to-violet-600" aria-hidden="true" />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface SelectionProps {
  users: AdminUserDto[];
  query: UsersQuery;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}

function SelectAll({ users, selected, onToggleAll }: Pick<SelectionProps, "users" | "selected" | "onToggleAll">) {
  const ref = useRef<HTMLInputElement>(null);
  const count = users.filter((u) => selected.has(u.id)).length;
  const all = count > 0 && count === users.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return <input ref={ref} type="checkbox" className={checkboxClass} checked={all} onChange={onToggleAll} aria-label="Select all users" />;
}

/** The checkbox that puts one user in the selection the bulk actions work on. */
function SelectUser({
  user,
  checked,
  onToggle,
  className = checkboxClass,
}: {
  user: AdminUserDto;
  checked: boolean;
  onToggle: (id: string) => void;
  className?: string;
}) {
  return (
    <input
      type="checkbox"
      className={className}
      checked={checked}
      onChange={() => onToggle(user.id)}
      aria-label={`Select ${displayName(user)}`}
    />
  );
}

function UserCell({ user }: { user: AdminUserDto }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar firstName={user.firstName} lastName={user.lastName} fallback={user.username} size="md" ring={false} />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-slate-900">{displayName(user)}</p>
        <p className="truncate text-xs text-slate-500">{user.email}</p>
      </div>
    </div>
  );
}

/**
 * A link opening the user's details. A short visible label ("View") gets the longer name "View details of …";
 * `ownName` keeps the content's own name instead (the name and email cell: WCAG 2.5.3, label in name).
 */
function DetailsLink({
  user,
  query,
  children,
  className,
  ownName = false,
}: {
  user: AdminUserDto;
  query: UsersQuery;
  children: ReactNode;
  className: string;
  ownName?: boolean;
}) {
  return (
    <Link
      to={usersHref({ ...query, user: user.id })}
      preventScrollReset
      className={className}
      aria-label={ownName ? undefined : `View details of ${displayName(user)}`}
    >
      {children}
    </Link>
  );
}

/**
 * The data columns of the users table: their header and its classes. A narrow box hides some: the breakpoints are
 * the table box's own width (container queries), since the admin sidebar takes 16rem from the viewport at lg.
 */
const COLUMNS = [
  ["User", "px-3 py-3"],
  ["Role", "hidden px-3 py-3 @3xl:table-cell"],
  ["Status", "px-3 py-3"],
  ["Plan", "hidden px-3 py-3 @3xl:table-cell"],
  ["Portfolio", "hidden px-3 py-3 @4xl:table-cell"],
  ["Joined", "hidden px-3 py-3 @6xl:table-cell"],
] as const;

export function UsersTable({ users, query, selected, onToggle, onToggleAll }: SelectionProps) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="@container relative overflow-x-auto" data-testid="users-table-scroller">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <thead className="bg-slate-50/80">
            <tr className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <th scope="col" className="w-12 py-3 pr-2 pl-4">
                <SelectAll users={users} selected={selected} onToggleAll={onToggleAll} />
              </th>
              {COLUMNS.map(([label, className]) => (
                <th key={label} scope="col" className={className}>
                  {label}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-right">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => {
              const isSelected = selected.has(user.id);
              return (
                <tr
                  key={user.id}
                  data-user-row={user.email}
                  className={`transition ${isSelected ? "bg-indigo-50/60" : "hover:bg-slate-50"}`}
                >
                  <td className="py-3 pr-2 pl-4">
                    <SelectUser user={user} checked={isSelected} onToggle={onToggle} />
                  </td>
                  <td className="px-3 py-3">
                    <DetailsLink
                      user={user}
                      query={query}
                      ownName
                      className="block max-w-[14rem] rounded-lg outline-offset-4 hover:opacity-80 @6xl:max-w-[16rem]"
                    >
                      <UserCell user={user} />
                    </DetailsLink>
                    {/* A narrow box: role and plan move under the name (their columns are hidden). */}
                    <div className="mt-1.5 flex gap-1.5 pl-12 @3xl:hidden">
                      <RoleBadge role={user.role} />
                      <PlanBadge plan={user.subscriptionType} />
                    </div>
                  </td>
                  <td className="hidden px-3 py-3 @3xl:table-cell">
                    <RoleBadge role={user.role} />
                  </td>
                  <td className="px-3 py-3">
                    <StatusBadge status={user.status} />
                  </td>
                  <td className="hidden px-3 py-3 @3xl:table-cell">
                    <PlanBadge plan={user.subscriptionType} />
                  </td>
                  <td className="hidden px-3 py-3 @4xl:table-cell">
                    <PortfolioBadge deployed={user.portfolioDeployed} />
                  </td>
                  <td className="hidden px-3 py-3 whitespace-nowrap text-slate-500 @6xl:table-cell">{formatDate(user.createdAt)}</td>
                  <td className="px-4 py-3">
                    <div className="flex items-center justify-end gap-2">
                      <DetailsLink
                        user={user}
                        query={query}
                        className={buttonClass("ghost", "sm", "hidden h-8 px-2.5 text-xs sm:inline-flex")}
                      >
                        View
                      </DetailsLink>
                      <UserStatusButton user={user} />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function UsersGrid({ users, query, selected, onToggle, onToggleAll }: SelectionProps) {
  return (
    <div>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: SelectAll renders the checkbox this label wraps. */}
      <label className="mb-3 inline-flex items-center gap-2 text-sm font-medium text-slate-600">
        <SelectAll users={users} selected={selected} onToggleAll={onToggleAll} />
        Select all
      </label>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {users.map((user) => {
          const isSelected = selected.has(user.id);
          return (
            <li
              key={user.id}
              data-user-row={user.email}
              className={`group relative flex flex-col rounded-2xl border bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md ${
                isSelected ? "border-indigo-300 ring-2 ring-indigo-100" : "border-slate-200"
              }`}
            >
              <SelectUser user={user} checked={isSelected} onToggle={onToggle} className={`${checkboxClass} absolute top-4 right-4`} />
              <div className="flex items-center gap-3 pr-8">
                <Avatar firstName={user.firstName} lastName={user.lastName} fallback={user.username} size="lg" ring={false} />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
                  <p className="truncate text-sm text-slate-500">@{user.username}</p>
                </div>
              </div>
              <p className="mt-3 truncate text-sm text-slate-600" title={user.email}>
                {user.email}
              </p>
              <div className="mt-3 flex flex-wrap gap-1.5">
                <RoleBadge role={user.role} />
                <StatusBadge status={user.status} />
                <PlanBadge plan={user.subscriptionType} />
                <PortfolioBadge deployed={user.portfolioDeployed} />
              </div>
              <p className="mt-3 text-xs text-slate-500">Joined {formatDate(user.createdAt)}</p>
              <div className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-4">
                <DetailsLink user={user} query={query} className={buttonClass("secondary", "sm", "h-8 flex-1 px-2.5 text-xs")}>
                  View details
                </DetailsLink>
                <UserStatusButton user={user} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function UsersEmpty({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-gradient-to-br from-indigo-50 to-violet-100 text-indigo-600">
        <Users className="size-7" />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-slate-900">{ADMIN_MESSAGES.noUsers}</h2>
      <p className="mt-1.5 text-sm text-slate-500">{filtered ? ADMIN_MESSAGES.noUsersHintFiltered : ADMIN_MESSAGES.noUsersHintEmpty}</p>
      {filtered ? (
        <Link to="/admin" className={buttonClass("secondary", "sm", "mt-6")}>
          Clear filters
        </Link>
      ) : null}
    </div>
  );
}
