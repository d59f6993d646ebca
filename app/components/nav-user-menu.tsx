// Avatar menu (desktop) and the shared account actions, also used inside the mobile menu.
import { type ReactNode, useId } from "react";
import { DetailsMenu, MenuLinkItem, menuIconClass, menuItemBaseClass, menuItemClass, menuPanelClass } from "./nav-menu";
import { Avatar } from "./ui/avatar";
import { ChevronDown, ExternalLink, LogOut, Settings, User } from "lucide-react";
import { displayName, type NavUser } from "~/schemas/user";

const EMAIL_TRUNCATE_AT = 15;

/** The email cut to 15 characters plus an ellipsis, only when longer (spec part 1 section 9). */
function truncateEmail(email: string, max = EMAIL_TRUNCATE_AT) {
  return email.length > max ? `${email.slice(0, max)}…` : email;
}

export function UserIdentity({ user }: { user: NavUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar firstName={user.firstName} lastName={user.lastName} fallback={user.username} size="lg" />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-slate-900">{displayName(user)}</p>
        <p className="text-sm text-slate-500" title={user.email}>
          {truncateEmail(user.email)}
        </p>
      </div>
    </div>
  );
}

/** Edit Profile, View Portfolio, Settings and Sign out. */
export function AccountActions({ user }: { user: NavUser }) {
  const tipId = useId();
  return (
    <ul className="space-y-0.5">
      <MenuLinkItem to="/profile" icon={User}>
        Edit Profile
      </MenuLinkItem>
      <li>
        {user.portfolioDeployed && user.portfolioUrl ? (
          <a href={user.portfolioUrl} target="_blank" rel="noopener noreferrer" className={menuItemClass}>
            <ExternalLink className={menuIconClass} />
            View Portfolio
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a disabled item that still takes focus, so keyboard users reach its tooltip.
            tabIndex={0}
            aria-disabled="true"
            aria-describedby={tipId}
            data-testid="view-portfolio-disabled"
            className={`${menuItemBaseClass} group/tip relative cursor-not-allowed text-slate-400`}
          >
            <ExternalLink className="size-[1.125rem] text-slate-300" />
            View Portfolio
            <span
              id={tipId}
              role="tooltip"
              className="pointer-events-none invisible absolute bottom-full left-9 z-10 mb-1 rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow-lg transition group-hover/tip:visible group-hover/tip:opacity-100 group-focus-visible/tip:visible group-focus-visible/tip:opacity-100 lg:top-1/2 lg:right-full lg:bottom-auto lg:left-auto lg:mr-4 lg:mb-0 lg:-translate-y-1/2"
            >
              Portfolio not deployed yet
            </span>
          </span>
        )}
      </li>
      <MenuLinkItem to="/settings" icon={Settings}>
        Settings
      </MenuLinkItem>
      <SignOutItem label="Sign out" />
    </ul>
  );
}

/** The last item of an account menu: signs out through a plain form post (works without JavaScript). */
export function SignOutItem({ label }: { label: string }) {
  return (
    <li className="mt-1 border-t border-slate-100 pt-1">
      <form method="post" action="/logout">
        <button type="submit" className={`${menuItemBaseClass} text-rose-600 hover:bg-rose-50 hover:text-rose-700`}>
          <LogOut className="size-[1.125rem] text-rose-400" />
          {label}
        </button>
      </form>
    </li>
  );
}

/** The avatar button and its panel; `label` (the admin's name and role) shows beside the avatar from md up. */
export function AccountMenu({
  user,
  testId,
  label,
  children,
}: {
  user: Pick<NavUser, "firstName" | "lastName" | "username">;
  testId: string;
  label?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DetailsMenu
      label="Account menu"
      textTrigger
      testId={testId}
      className="relative"
      summaryClassName={`${label ? "gap-2" : "gap-1.5"} p-1 pr-2 hover:bg-slate-100 group-open/menu:bg-slate-100`}
      trigger={
        <>
          <Avatar firstName={user.firstName} lastName={user.lastName} fallback={user.username} size="sm" ring={false} />
          {label}
          <ChevronDown className="size-4 text-slate-400 transition group-open/menu:rotate-180" />
        </>
      }
    >
      <div className={`${menuPanelClass} w-72 p-2`}>{children}</div>
    </DetailsMenu>
  );
}

export function NavUserMenu({ user }: { user: NavUser }) {
  return (
    <AccountMenu user={user} testId="user-menu">
      <div className="border-b border-slate-100 px-2 pt-1.5 pb-3">
        <UserIdentity user={user} />
      </div>
      <div className="pt-2">
        <AccountActions user={user} />
      </div>
    </AccountMenu>
  );
}
