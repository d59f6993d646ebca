// The admin area's chrome (spec part 2 "Admin panel"): a dark sidebar whose only page is Users, plus a link to
// the admin dashboard's notification sender, and a header with the notifications dropdown (always 'No new
// notifications') and the profile menu (name, email, role label, Profile Settings, Preferences, Sign Out).
import { AccountMenu, SignOutItem } from "~/components/nav-user-menu";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { LogoMark } from "~/components/logo";
import { DetailsMenu, MenuLinkItem, menuPanelClass } from "~/components/nav-menu";
import { Avatar } from "~/components/ui/avatar";
import { Bell, Menu, Send, SlidersHorizontal, User, Users } from "lucide-react";
import { type AdminIdentity, displayName } from "~/schemas/user";

// The panel's only page is Users (spec); the mobile menu also carries the dashboard link of the sidebar's card.
const NAV = [{ to: "/admin", label: "Users", Icon: Users, end: true }] as const;
const MOBILE_NAV = [...NAV, { to: "/admin1", label: "Admin Dashboard", Icon: Send, end: false }] as const;

function SidebarNav({ tone }: { tone: "dark" | "light" }) {
  return (
    <ul className="space-y-1">
      {(tone === "dark" ? NAV : MOBILE_NAV).map(({ to, label, Icon: NavIcon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            className={({ isActive }) =>
              `group flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition ${
                tone === "dark"
                  ? isActive
                    ? "bg-white/10 text-white shadow-inner shadow-white/5"
                    : "text-slate-400 hover:bg-white/5 hover:text-white"
                  : isActive
                    ? "bg-indigo-50 text-indigo-700"
                    : "text-slate-700 hover:bg-slate-100"
              }`
            }
          >
            <NavIcon className="size-5 shrink-0" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function AdminNotifications() {
  return (
    <DetailsMenu
      label="Notifications"
      testId="admin-notifications-menu"
      className="relative"
      summaryClassName="size-10 justify-center text-slate-500 hover:bg-slate-100 hover:text-slate-900 group-open/menu:bg-slate-100 group-open/menu:text-slate-900"
      trigger={<Bell className="size-5" />}
    >
      <div className={`${menuPanelClass} -mr-14 w-[min(20rem,calc(100vw-2rem))] sm:mr-0`}>
        <div className="border-b border-slate-100 px-4 py-3">
          <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
        </div>
        <div className="flex flex-col items-center px-6 py-8 text-center">
          <span className="grid size-11 place-items-center rounded-2xl bg-slate-100 text-slate-400">
            <Bell className="size-5" />
          </span>
          <p className="mt-3 text-sm font-medium text-slate-600">No new notifications</p>
        </div>
      </div>
    </DetailsMenu>
  );
}

function AdminProfileMenu({ user }: { user: AdminIdentity }) {
  return (
    <AccountMenu
      user={user}
      testId="admin-user-menu"
      label={
        <span className="hidden text-left leading-tight md:block">
          <span className="block text-sm font-semibold text-slate-900">{displayName(user)}</span>
          <span className="block text-xs text-slate-500">{user.roleLabel}</span>
        </span>
      }
    >
      <div className="flex items-center gap-3 border-b border-slate-100 px-2 pt-1.5 pb-3">
        <Avatar firstName={user.firstName} lastName={user.lastName} fallback={user.username} size="lg" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{displayName(user)}</p>
          <p className="truncate text-sm text-slate-500" title={user.email}>
            {user.email}
          </p>
          <span className="mt-1 inline-flex items-center rounded-full bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-700 ring-1 ring-violet-600/15">
            {user.roleLabel}
          </span>
        </div>
      </div>
      <ul className="space-y-0.5 pt-2">
        <MenuLinkItem to="/settings?tab=profile" icon={User}>
          Profile Settings
        </MenuLinkItem>
        <MenuLinkItem to="/settings?tab=account" icon={SlidersHorizontal}>
          Preferences
        </MenuLinkItem>
        <SignOutItem label="Sign Out" />
      </ul>
    </AccountMenu>
  );
}

export function AdminShell({
  user,
  title,
  subtitle,
  children,
}: {
  user: AdminIdentity;
  /** The header's page title. */
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col bg-slate-950 lg:flex">
        <div className="flex h-16 items-center gap-2.5 border-b border-white/10 px-5">
          <LogoMark className="size-8" />
          <div className="leading-tight">
            <p className="text-[15px] font-bold tracking-tight text-white">Vitrine</p>
            <p className="text-[11px] font-semibold tracking-widest text-indigo-300 uppercase">Admin</p>
          </div>
        </div>
        <nav aria-label="Admin" className="flex-1 px-3 py-6">
          <p className="px-3 pb-2 text-[11px] font-semibold tracking-widest text-slate-400 uppercase">Manage</p>
          <SidebarNav tone="dark" />
        </nav>
        <div className="m-3 rounded-2xl bg-gradient-to-br from-indigo-500/25 to-violet-500/10 p-4 ring-1 ring-white/10">
          <span className="grid size-9 place-items-center rounded-xl bg-white/10 text-indigo-200">
            <Send className="size-[1.125rem]" />
          </span>
          <p className="mt-3 text-sm font-semibold text-white">Admin Dashboard</p>
          <p className="mt-1 text-xs leading-5 text-slate-300">Send notifications to one user, a group or everyone.</p>
          <NavLink to="/admin1" className="mt-3 inline-flex text-xs font-semibold text-indigo-300 hover:text-white">
            Open dashboard →
          </NavLink>
        </div>
        <a
          href="/portfolio"
          className="mx-3 mb-4 rounded-lg px-3 py-2 text-xs font-medium text-slate-400 hover:bg-white/5 hover:text-slate-200"
        >
          ← Back to Vitrine
        </a>
      </aside>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-20 border-b border-slate-200/80 bg-white/85 backdrop-blur-lg supports-[backdrop-filter]:bg-white/70">
          <div className="flex h-16 items-center gap-3 px-4 sm:px-6 lg:px-8">
            <DetailsMenu
              label="Admin menu"
              className="relative lg:hidden"
              summaryClassName="size-10 justify-center text-slate-600 hover:bg-slate-100"
              trigger={<Menu className="size-5" />}
            >
              <div className={`${menuPanelClass} left-0 right-auto w-64 origin-top-left p-2`}>
                <nav aria-label="Admin">
                  <SidebarNav tone="light" />
                </nav>
              </div>
            </DetailsMenu>
            <div className="min-w-0">
              <p className="truncate text-base font-semibold tracking-tight text-slate-900 sm:text-lg">{title}</p>
              {subtitle ? <p className="hidden truncate text-xs text-slate-500 sm:block">{subtitle}</p> : null}
            </div>
            <div className="ml-auto flex items-center gap-1 sm:gap-2">
              <AdminNotifications />
              <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-slate-200 sm:block" />
              <AdminProfileMenu user={user} />
            </div>
          </div>
        </header>
        <main className="px-4 py-6 sm:px-6 sm:py-8 lg:px-8">{children}</main>
      </div>
    </div>
  );
}
