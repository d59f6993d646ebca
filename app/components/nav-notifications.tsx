// Notifications bell with unread badge (99+) and its panel (spec part 1 section 2.4): the list with type icons,
// relative times and unread styling, mark one read (click or the check button), 'Mark all read', 'Load more'.
// The count comes from the layout loader on first paint and then refreshes on its own (use-notifications.ts).
import { Bell } from "lucide-react";
import { useEffect, useState } from "react";
import { useDismissableDetails } from "./nav-menu";
import { lazyComponent } from "./ui/lazy";
import { useNotifications } from "./notifications/use-notifications";
import { formatUnreadCount, UnreadBadge } from "./ui/unread-badge";

// The panel's content (header, list, states, 'Load more') loads when the bell is first pointed at, focused or
// opened, and is rendered from the first opening on: before that it has nothing to show (and without JavaScript
// the list could not be fetched anyway).
const NotificationPanel = lazyComponent(() => import("./notifications/notification-panel").then((m) => m.NotificationPanel), {
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
  /** Opened at least once: the panel's content is rendered (and kept, so reopening shows it at once). */
  const [shown, setShown] = useState(false);
  if (open && !shown) setShown(true);
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
      onPointerEnter={NotificationPanel.preload}
      onFocus={NotificationPanel.preload}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        if (isOpen) NotificationPanel.preload();
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
        {shown ? (
          <NotificationPanel
            unreadCount={unreadCount}
            unreadText={formatUnreadCount(unreadCount)}
            loadingView={<ListSkeleton />}
            items={items}
            hasNext={hasNext}
            status={status}
            loadingMore={loadingMore}
            now={now}
            onMarkRead={markRead}
            onMarkAllRead={markAllRead}
            onRetry={retry}
            onLoadMore={loadMore}
          />
        ) : null}
      </section>
    </details>
  );
}
