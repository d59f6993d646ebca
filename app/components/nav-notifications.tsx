// Notifications bell with unread badge and dropdown panel. Notifications arrive in a later issue, so the
// panel shows its empty state and the count stays 0 (no badge).
import { DetailsMenu, menuPanelClass } from "./nav-menu";
import { IconBell } from "./ui/icons";
import { formatUnreadCount, UnreadBadge } from "./ui/unread-badge";

export function NavNotifications({ unreadCount = 0 }: { unreadCount?: number }) {
  const label = unreadCount > 0 ? `Notifications (${formatUnreadCount(unreadCount)} unread)` : "Notifications";
  return (
    <DetailsMenu
      label={label}
      testId="notifications-menu"
      className="relative"
      summaryClassName="relative size-10 justify-center text-slate-600 hover:bg-slate-100 hover:text-slate-900 group-open/menu:bg-slate-100 group-open/menu:text-slate-900"
      trigger={
        <>
          <IconBell className="size-5" />
          <UnreadBadge count={unreadCount} />
        </>
      }
    >
      <div className={`${menuPanelClass} w-[min(22rem,calc(100vw-2rem))] -mr-12 sm:mr-0`}>
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
          {unreadCount > 0 && (
            <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700">
              {formatUnreadCount(unreadCount)} new
            </span>
          )}
        </div>
        <div className="flex flex-col items-center px-6 py-10 text-center">
          <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-indigo-50 to-violet-100 text-indigo-600">
            <IconBell className="size-6" />
          </span>
          <p className="mt-4 text-sm font-semibold text-slate-900">No notifications yet</p>
          <p className="mt-1 text-sm text-slate-500">Updates about your portfolio and applications will show up here.</p>
        </div>
      </div>
    </DetailsMenu>
  );
}
