// The admin panel's Users page pieces (spec part 2 "Admin panel", "4. Admin users", "8. Admin"): stat tiles,
// the filter bar (a GET form: works without JavaScript, state in the query string), grid and list views with
// row selection, the bulk bar, single-user activate/suspend, the empty state and the user details modal.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useFetcher, useLocation, useSubmit } from "react-router";
import { ADMIN_MESSAGES, PLAN_FILTERS, STATUS_FILTERS, type AdminStats, type AdminUserDto, type UserAction } from "~/schemas/admin";
import { Spinner } from "~/components/ui/fields";
import { useToast } from "~/components/ui/toast";
import { Dialog } from "~/components/settings/dialog";
import { Avatar } from "~/components/ui/avatar";
import { buttonClass } from "~/components/ui/button";
import { Icon, IconCheck, IconExternal, IconRefresh, IconRocket, IconTrophy, type IconProps } from "~/components/ui/icons";
import { IconSend, IconUsers } from "./admin-shell";
import { displayName, formatDate, formatDateTime, PlanBadge, PortfolioBadge, RoleBadge, StatusBadge } from "./badges";
import { ADMIN_NOTICE_MS, usersHref, type UsersActionData, type UsersQuery } from "./users-query";

const IconUserCheck = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.4 3.2-5.5 6.5-5.5 1.6 0 3 .5 4.1 1.3" />
    <path d="m15.5 18 2 2 4-4" />
  </Icon>
);
const IconSearch = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);
const IconGrid = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
  </Icon>
);
const IconList = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />
  </Icon>
);
const IconDownload = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7 10.5l5 5 5-5M4.5 19.5h15" />
  </Icon>
);
const IconBan = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m6 6 12 12" />
  </Icon>
);
const IconPencil = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" />
  </Icon>
);

/** True once React has taken over (controls that only make sense with JavaScript). */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Shows each new answer of a fetcher as a toast (once), and runs `onOk` after a success. */
function useFetcherToast(fetcher: { state: string; data?: UsersActionData }, onOk?: () => void) {
  const toast = useToast();
  const handled = useRef<UsersActionData | null>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    toast.show(data.toast);
    if (data.ok) onOk?.();
  }, [fetcher.state, fetcher.data, toast, onOk]);
}

// ─── Stats ──────────────────────────────────────────────────────────────────────────────────────────────────

const number = new Intl.NumberFormat("en-US");

export function StatTiles({ stats }: { stats: AdminStats }) {
  const tiles = [
    { label: "Total Users", value: stats.totalUsers, Icon: IconUsers, tone: "from-indigo-500 to-violet-600 shadow-indigo-600/25" },
    { label: "Active Users", value: stats.activeUsers, Icon: IconUserCheck, tone: "from-emerald-500 to-teal-600 shadow-emerald-600/25" },
    { label: "Deployed", value: stats.deployedPortfolios, Icon: IconRocket, tone: "from-sky-500 to-blue-600 shadow-sky-600/25" },
    { label: "Premium Users", value: stats.premiumUsers, Icon: IconTrophy, tone: "from-amber-400 to-orange-500 shadow-amber-500/25" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {tiles.map(({ label, value, Icon: TileIcon, tone }) => (
        <div
          key={label}
          className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          data-testid="stat-tile"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <dt className="truncate text-xs font-medium text-slate-500 sm:text-sm">{label}</dt>
              <dd className="mt-1.5 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">{number.format(value)}</dd>
            </div>
            <span
              className={`grid size-9 shrink-0 place-items-center rounded-xl bg-gradient-to-br text-white shadow-lg sm:size-11 ${tone}`}
            >
              <TileIcon className="size-5" />
            </span>
          </div>
          {stats.totalUsers > 0 && label !== "Total Users" ? (
            <div className="mt-4 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <div
                className={`h-full rounded-full bg-gradient-to-r ${tone}`}
                style={{ width: `${Math.round((value / stats.totalUsers) * 100)}%` }}
              />
            </div>
          ) : (
            <div className="mt-4 h-1.5 rounded-full bg-gradient-to-r from-indigo-500 to-violet-600" aria-hidden="true" />
          )}
        </div>
      ))}
    </dl>
  );
}

// ─── Toolbar ────────────────────────────────────────────────────────────────────────────────────────────────

const selectClass =
  "h-10 rounded-xl border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-800 shadow-sm outline-none transition focus:border-indigo-500 focus:ring-4 focus:ring-indigo-100";

export function UsersToolbar({ query, onRefresh, refreshing }: { query: UsersQuery; onRefresh: () => void; refreshing: boolean }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null);
  const toast = useToast();
  const [exporting, setExporting] = useState(false);

  useEffect(() => () => clearTimeout(debounce.current ?? undefined), []);
  const apply = (delay: number) => {
    clearTimeout(debounce.current ?? undefined);
    debounce.current = setTimeout(() => formRef.current && submit(formRef.current, { replace: true, preventScrollReset: true }), delay);
  };

  async function exportCsv(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (exporting) return;
    setExporting(true);
    try {
      const response = await fetch(event.currentTarget.href, { headers: { Accept: "text/csv" } });
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      const filename = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? "users.csv";
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = filename;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.show({ type: "success", message: ADMIN_MESSAGES.exported, durationMs: ADMIN_NOTICE_MS });
    } catch {
      toast.show({ type: "error", message: ADMIN_MESSAGES.exportFailed, durationMs: ADMIN_NOTICE_MS });
    } finally {
      setExporting(false);
    }
  }

  const viewLink = (view: UsersQuery["view"], label: string, ViewIcon: typeof IconGrid) => (
    <Link
      to={usersHref({ ...query, view, user: null })}
      replace
      preventScrollReset
      aria-label={label}
      aria-current={query.view === view ? "true" : undefined}
      title={label}
      className={`grid size-8 place-items-center rounded-lg transition ${
        query.view === view ? "bg-white text-indigo-600 shadow-sm ring-1 ring-slate-200" : "text-slate-500 hover:text-slate-800"
      }`}
    >
      <ViewIcon className="size-[1.125rem]" />
    </Link>
  );

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <Form
        ref={formRef}
        method="get"
        action="/admin"
        role="search"
        aria-label="Filter users"
        className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center"
      >
        {query.view === "grid" ? <input type="hidden" name="view" value="grid" /> : null}
        <label className="relative flex-1">
          <span className="sr-only">Search users</span>
          <IconSearch className="pointer-events-none absolute top-1/2 left-3 size-[1.125rem] -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder="Search users..."
            maxLength={100}
            autoComplete="off"
            onChange={() => apply(300)}
            className="h-10 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-sm text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:border-indigo-500 focus:ring-4 focus:ring-indigo-100"
          />
        </label>
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <label>
            <span className="sr-only">Status</span>
            <select
              name="status"
              defaultValue={query.status}
              onChange={() => apply(0)}
              className={`${selectClass} w-full`}
              aria-label="Status"
            >
              {STATUS_FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="sr-only">Plan</span>
            <select name="plan" defaultValue={query.plan} onChange={() => apply(0)} className={`${selectClass} w-full`} aria-label="Plan">
              {PLAN_FILTERS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        {/* Without JavaScript the filters apply with this button (with it, as you type or choose). */}
        {!hydrated ? (
          <button type="submit" className={buttonClass("secondary", "sm", "h-10")}>
            Apply
          </button>
        ) : null}
      </Form>
      <div className="flex items-center gap-2">
        <div className="flex items-center gap-0.5 rounded-xl bg-slate-100 p-1" role="group" aria-label="View">
          {viewLink("grid", "Grid view", IconGrid)}
          {viewLink("list", "List view", IconList)}
        </div>
        <a
          href="/admin/users/export"
          download
          onClick={exportCsv}
          className={buttonClass("secondary", "sm", "h-10")}
          aria-busy={exporting || undefined}
        >
          {exporting ? <Spinner /> : <IconDownload className="size-4 text-slate-500" />}
          Export
        </a>
        <button type="button" onClick={onRefresh} disabled={refreshing} className={buttonClass("secondary", "sm", "h-10")}>
          <IconRefresh className={`size-4 text-slate-500 ${refreshing ? "animate-spin" : ""}`} />
          Refresh
        </button>
      </div>
    </div>
  );
}

// ─── Actions ────────────────────────────────────────────────────────────────────────────────────────────────

/** Where fetcher forms post: this page with its query string (a post without JavaScript comes back to it). */
function useActionHref() {
  const { search } = useLocation();
  return `/admin${search}`;
}

/** The signed-in admin's id: their own row cannot be suspended (nor can a super admin's). */
export const CurrentAdminContext = createContext<string | null>(null);

export function UserStatusButton({ user, size = "sm", full = false }: { user: AdminUserDto; size?: "sm" | "md"; full?: boolean }) {
  const currentAdminId = useContext(CurrentAdminContext);
  const fetcher = useFetcher<UsersActionData>();
  const action = useActionHref();
  useFetcherToast(fetcher);
  const busy = fetcher.state !== "idle";
  const next: UserAction = user.status === "active" ? "suspend" : "activate";
  const label = next === "suspend" ? "Suspend" : "Activate";
  const name = displayName(user);
  const protectedReason =
    next !== "suspend"
      ? null
      : user.id === currentAdminId
        ? ADMIN_MESSAGES.cannotSuspendSelf
        : user.role === "superadmin"
          ? ADMIN_MESSAGES.cannotSuspendSuperadmin
          : null;
  const cls =
    next === "suspend"
      ? "border border-rose-200 bg-white text-rose-600 hover:bg-rose-50 hover:border-rose-300"
      : "border border-emerald-200 bg-white text-emerald-700 hover:bg-emerald-50 hover:border-emerald-300";
  return (
    <fetcher.Form method="post" action={action} className={full ? "flex-1" : undefined}>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="userId" value={user.id} />
      <input type="hidden" name="userAction" value={next} />
      <button
        type="submit"
        disabled={busy || protectedReason !== null}
        title={protectedReason ?? undefined}
        aria-label={`${label} ${name}`}
        className={`inline-flex items-center justify-center gap-1.5 rounded-lg font-semibold whitespace-nowrap shadow-sm transition disabled:cursor-not-allowed disabled:opacity-60 ${
          size === "md" ? "h-11 px-4 text-sm" : "h-8 px-2.5 text-xs"
        } ${full ? "w-full" : ""} ${cls}`}
      >
        {busy ? (
          <Spinner className="size-3.5" />
        ) : next === "suspend" ? (
          <IconBan className="size-3.5" />
        ) : (
          <IconCheck className="size-3.5" />
        )}
        {label}
      </button>
    </fetcher.Form>
  );
}

export function BulkBar({ selected, onDone, onClear }: { selected: string[]; onDone: () => void; onClear: () => void }) {
  const fetcher = useFetcher<UsersActionData>();
  const action = useActionHref();
  useFetcherToast(fetcher, onDone);
  const busy = fetcher.state !== "idle";
  const pending = fetcher.formData?.get("userAction");
  if (selected.length === 0) return null;
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="toast-in sticky top-20 z-10 flex flex-wrap items-center gap-3 rounded-2xl border border-indigo-200 bg-indigo-50/95 px-4 py-3 shadow-lg shadow-indigo-900/5 backdrop-blur"
    >
      <p className="text-sm font-semibold text-indigo-900">
        <span className="tabular-nums">{selected.length}</span> {selected.length === 1 ? "user" : "users"} selected
      </p>
      <button type="button" onClick={onClear} className="text-sm font-medium text-indigo-600 hover:text-indigo-800">
        Clear
      </button>
      <fetcher.Form method="post" action={action} className="ml-auto flex gap-2">
        <input type="hidden" name="intent" value="bulk" />
        {selected.map((id) => (
          <input key={id} type="hidden" name="userIds" value={id} />
        ))}
        <button
          type="submit"
          name="userAction"
          value="activate"
          disabled={busy}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-emerald-600 px-3.5 text-sm font-semibold text-white shadow-sm transition hover:bg-emerald-500 disabled:opacity-60"
        >
          {busy && pending === "activate" ? <Spinner className="size-3.5" /> : <IconCheck className="size-4" />}
          Activate
        </button>
        <button
          type="submit"
          name="userAction"
          value="suspend"
          disabled={busy}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-rose-600 px-3.5 text-sm font-semibold text-white shadow-sm transition hover:bg-rose-500 disabled:opacity-60"
        >
          {busy && pending === "suspend" ? <Spinner className="size-3.5" /> : <IconBan className="size-4" />}
          Suspend
        </button>
      </fetcher.Form>
    </div>
  );
}

// ─── Views ──────────────────────────────────────────────────────────────────────────────────────────────────

interface SelectionProps {
  users: AdminUserDto[];
  query: UsersQuery;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
}

const checkboxClass = "size-4 cursor-pointer rounded border-slate-300 text-indigo-600 accent-indigo-600 focus:ring-indigo-500";

function SelectAll({ users, selected, onToggleAll }: Pick<SelectionProps, "users" | "selected" | "onToggleAll">) {
  const ref = useRef<HTMLInputElement>(null);
  const count = users.filter((u) => selected.has(u.id)).length;
  const all = count > 0 && count === users.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return <input ref={ref} type="checkbox" className={checkboxClass} checked={all} onChange={onToggleAll} aria-label="Select all users" />;
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

function DetailsLink({
  user,
  query,
  children,
  className,
}: {
  user: AdminUserDto;
  query: UsersQuery;
  children: ReactNode;
  className: string;
}) {
  return (
    <Link
      to={usersHref({ ...query, user: user.id })}
      preventScrollReset
      className={className}
      aria-label={`View details of ${displayName(user)}`}
    >
      {children}
    </Link>
  );
}

export function UsersTable({ users, query, selected, onToggle, onToggleAll }: SelectionProps) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <thead className="bg-slate-50/80">
            <tr className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <th scope="col" className="w-12 py-3 pr-2 pl-4">
                <SelectAll users={users} selected={selected} onToggleAll={onToggleAll} />
              </th>
              <th scope="col" className="px-3 py-3">
                User
              </th>
              <th scope="col" className="hidden px-3 py-3 sm:table-cell">
                Role
              </th>
              <th scope="col" className="px-3 py-3">
                Status
              </th>
              <th scope="col" className="hidden px-3 py-3 sm:table-cell">
                Plan
              </th>
              <th scope="col" className="hidden px-3 py-3 md:table-cell">
                Portfolio
              </th>
              <th scope="col" className="hidden px-3 py-3 xl:table-cell">
                Joined
              </th>
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
                    <input
                      type="checkbox"
                      className={checkboxClass}
                      checked={isSelected}
                      onChange={() => onToggle(user.id)}
                      aria-label={`Select ${displayName(user)}`}
                    />
                  </td>
                  <td className="max-w-[16rem] px-3 py-3">
                    <DetailsLink user={user} query={query} className="block rounded-lg outline-offset-4 hover:opacity-80">
                      <UserCell user={user} />
                    </DetailsLink>
                    {/* Phones: role and plan move under the name (their columns are hidden). */}
                    <div className="mt-1.5 flex gap-1.5 pl-12 sm:hidden">
                      <RoleBadge role={user.role} />
                      <PlanBadge plan={user.subscriptionType} />
                    </div>
                  </td>
                  <td className="hidden px-3 py-3 sm:table-cell">
                    <RoleBadge role={user.role} />
                  </td>
                  <td className="px-3 py-3">
                    <StatusBadge status={user.status} />
                  </td>
                  <td className="hidden px-3 py-3 sm:table-cell">
                    <PlanBadge plan={user.subscriptionType} />
                  </td>
                  <td className="hidden px-3 py-3 md:table-cell">
                    <PortfolioBadge deployed={user.portfolioDeployed} />
                  </td>
                  <td className="hidden px-3 py-3 whitespace-nowrap text-slate-500 xl:table-cell">{formatDate(user.createdAt)}</td>
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
              <input
                type="checkbox"
                className={`${checkboxClass} absolute top-4 right-4`}
                checked={isSelected}
                onChange={() => onToggle(user.id)}
                aria-label={`Select ${displayName(user)}`}
              />
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
              <p className="mt-3 text-xs text-slate-400">Joined {formatDate(user.createdAt)}</p>
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
        <IconUsers className="size-7" />
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

// ─── Details ────────────────────────────────────────────────────────────────────────────────────────────────

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
    <Dialog title="User Details" description={`Account of ${displayName(user)}`} closeHref={usersHref({ ...query, user: null })}>
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
          <IconPencil className="size-4" />
          Edit User
          <span id="edit-user-soon" className="sr-only">
            Coming soon
          </span>
        </button>
        <Link to={`/admin1?tab=notifications&to=${encodeURIComponent(user.id)}`} className={buttonClass("secondary", "sm", "h-10")}>
          <IconSend className="size-4" />
          Send Message
        </Link>
        {user.portfolioDeployed ? (
          <a
            href={`/portfolio/${encodeURIComponent(user.username)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("secondary", "sm", "h-10")}
          >
            <IconExternal className="size-4" />
            View Portfolio
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <button type="button" disabled title="Portfolio not deployed" className={buttonClass("secondary", "sm", "h-10")}>
            <IconExternal className="size-4" />
            View Portfolio
          </button>
        )}
      </div>
      <div className="mt-3 border-t border-slate-100 pt-4">
        <UserStatusButton user={user} size="md" full />
      </div>
    </Dialog>
  );
}
