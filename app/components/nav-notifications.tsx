// Notifications bell with unread badge (99+) and its panel (spec part 1 section 2.4): the list with type icons,
// relative times and unread styling, mark one read (click or the check button), 'Mark all read', 'Load more'.
// The count comes from the layout loader on first paint and then refreshes on its own (use-notifications.ts).
import { Bell, Check, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useDismissableDetails } from "./nav-menu";
import { lazyComponent } from "./ui/lazy";
import { useNotifications } from "./notifications/use-notifications";
import { formatUnreadCount, UnreadBadge } from "./ui/unread-badge";

// The list's code loads when the bell is first pointed at, focused or opened (it has items only after opening).
const NotificationList = lazyComponent(() => import("./notifications/notification-list").then((m) => m.NotificationList), {
  fallback: <ListSkeleton />,
});

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-100">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex gap-3 px-4 py-3">
          <span className="size-8 shrink-0 animate-pulse rounded-full bg-slate-100" />
          <span className="flex-1 space-y-2 py-1">
            <span className="block h-3 w-2/3 animate-pulse rounded bg-slate-100" />
            <span className="block h-3 w-full animate-pulse rounded bg-slate-100" />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function NavNotifications({ unreadCount: initialUnreadCount = 0 }: { unreadCount?: number }) {
  const ref = useDismissableDetails();
  const { unreadCount, items, hasNext, status, loadingMore, setOpen, loadMore, markRead, markAllRead, retry } =
    useNotifications(initialUnreadCount);
  const [open, setOpenState] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  // Relative times move on while the panel is open.
  useEffect(() => {
    if (!open) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, [open]);

  // Opened before hydration (the <details> works without JavaScript): load as if it had just opened.
  useEffect(() => {
    if (ref.current?.open) {
      setOpenState(true);
      setOpen(true);
    }
  }, [ref, setOpen]);

  const label = unreadCount > 0 ? `Notifications (${formatUnreadCount(unreadCount)} unread)` : "Notifications";

  return (
    <details
      ref={ref}
      className="group/menu sm:relative"
      data-testid="notifications-menu"
      onPointerEnter={NotificationList.preload}
      onFocus={NotificationList.preload}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        if (isOpen) NotificationList.preload();
        setOpenState(isOpen);
        setOpen(isOpen);
      }}
    >
      {/* Named by hidden text rather than aria-label, so the name contains the badge's visible count (WCAG 2.5.3). */}
      <summary className="relative flex size-10 cursor-pointer list-none items-center justify-center rounded-xl text-slate-600 transition select-none group-open/menu:bg-slate-100 group-open/menu:text-slate-900 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{label}</span>
        <Bell className="size-5" aria-hidden="true" />
        <UnreadBadge count={unreadCount} />
      </summary>

      <section
        aria-label="Notifications"
        className="fixed inset-x-2 top-[4.25rem] z-50 flex max-h-[calc(100dvh-5.5rem)] origin-top-right flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl ring-1 shadow-slate-900/10 ring-slate-900/5 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:max-h-[min(36rem,calc(100dvh-6rem))] sm:w-[24rem]"
      >
        <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
          <div className="flex min-w-0 items-center gap-2">
            <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
            {unreadCount > 0 && (
              <span
                data-testid="notifications-new-count"
                className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700"
              >
                {formatUnreadCount(unreadCount)} new
              </span>
            )}
          </div>
          <button
            type="button"
            onClick={() => void markAllRead()}
            disabled={unreadCount === 0}
            className="inline-flex shrink-0 cursor-pointer items-center gap-1.5 rounded-lg px-2 py-1 text-xs font-semibold text-indigo-600 transition hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 disabled:cursor-default disabled:text-slate-400 disabled:hover:bg-transparent"
          >
            <Check className="size-3.5" aria-hidden="true" />
            Mark all read
          </button>
        </header>

        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain" aria-busy={status === "loading"}>
          {(status === "loading" || status === "idle") && items.length === 0 ? (
            <ListSkeleton />
          ) : status === "failed" && items.length === 0 ? (
            <div className="px-6 py-10 text-center">
              <p className="text-sm text-slate-500">Notifications could not be loaded.</p>
              <button
                type="button"
                onClick={() => void retry()}
                className="mt-2 cursor-pointer rounded-md text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                Try again
              </button>
            </div>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center px-6 py-10 text-center">
              <span className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-indigo-50 to-violet-100 text-indigo-600">
                <Bell className="size-6" aria-hidden="true" />
              </span>
              <p className="mt-4 text-sm font-semibold text-slate-900">No notifications yet</p>
              <p className="mt-1 text-sm text-slate-500">Updates about your portfolio and applications will show up here.</p>
            </div>
          ) : (
            <NotificationList items={items} now={now} onMarkRead={(n) => void markRead(n)} />
          )}
        </div>

        {hasNext && (
          <footer className="border-t border-slate-100 p-2">
            <button
              type="button"
              onClick={() => void loadMore()}
              disabled={loadingMore}
              className="flex w-full cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-indigo-600 transition hover:bg-indigo-50 hover:text-indigo-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-70"
            >
              {loadingMore && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
              {loadingMore ? "Loading..." : "Load more"}
            </button>
          </footer>
        )}
      </section>
    </details>
  );
}
