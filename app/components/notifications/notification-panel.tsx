// The notifications panel's content (spec part 1 section 2.4): the header with the new count and 'Mark all read',
// the list (or its loading, failed and empty states) and 'Load more'. Its own module, loaded when the bell is first
// pointed at, focused or opened (nav-notifications.tsx), so pages do not carry it on first load.
import { Spinner } from "~/components/ui/button";
import { Bell, Check } from "lucide-react";
import type { NotificationDto } from "~/schemas/notifications-rules";
import type { ReactNode } from "react";
import { NotificationList } from "./notification-list";

export function NotificationPanel({
  unreadCount,
  unreadText,
  loadingView,
  items,
  hasNext,
  status,
  loadingMore,
  now,
  onMarkRead,
  onMarkAllRead,
  onRetry,
  onLoadMore,
}: {
  unreadCount: number;
  /** The count as the badge shows it ("99+"). */
  unreadText: string;
  /** The placeholder rows (the bell's, shown while this code loaded too). */
  loadingView: ReactNode;
  items: NotificationDto[];
  hasNext: boolean;
  status: "idle" | "loading" | "ready" | "failed";
  loadingMore: boolean;
  now: number;
  onMarkRead(notification: NotificationDto): Promise<void>;
  onMarkAllRead(): Promise<void>;
  onRetry(): Promise<void>;
  onLoadMore(): Promise<void>;
}) {
  return (
    <>
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <div className="flex min-w-0 items-center gap-2">
          <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
          {unreadCount > 0 && (
            <span
              data-testid="notifications-new-count"
              className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700"
            >
              {unreadText} new
            </span>
          )}
        </div>
        <button
          type="button"
          onClick={() => void onMarkAllRead()}
          disabled={unreadCount === 0}
          className="inline-flex shrink-0 cursor-pointer items-center gap-1.5 rounded-lg px-2 py-1 text-xs font-semibold text-indigo-600 transition hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 disabled:cursor-default disabled:text-slate-400 disabled:hover:bg-transparent"
        >
          <Check className="size-3.5" aria-hidden="true" />
          Mark all read
        </button>
      </header>

      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain" aria-busy={status === "loading"}>
        {(status === "loading" || status === "idle") && items.length === 0 ? (
          loadingView
        ) : status === "failed" && items.length === 0 ? (
          <div className="px-6 py-10 text-center">
            <p className="text-sm text-slate-500">Notifications could not be loaded.</p>
            <button
              type="button"
              onClick={() => void onRetry()}
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
          <NotificationList items={items} now={now} onMarkRead={(n) => void onMarkRead(n)} />
        )}
      </div>

      {hasNext && (
        <footer className="border-t border-slate-100 p-2">
          <button
            type="button"
            onClick={() => void onLoadMore()}
            disabled={loadingMore}
            className="flex w-full cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-indigo-600 transition hover:bg-indigo-50 hover:text-indigo-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-wait disabled:opacity-70"
          >
            {loadingMore && <Spinner />}
            {loadingMore ? "Loading..." : "Load more"}
          </button>
        </footer>
      )}
    </>
  );
}
