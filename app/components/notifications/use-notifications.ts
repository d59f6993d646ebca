// The bell's state: the unread count (from the layout loader on first paint, then polled every 30 s and on
// focus or when the tab becomes visible), the loaded pages, and marking read. It talks to the resource route
// /resources/notifications (contract in app/schemas/notifications.ts). Failures are only logged (spec part 1 section 8).
import { useCallback, useEffect, useRef, useState } from "react";
import type { ActionResult } from "~/lib/action-result";
import { fetchJson } from "~/lib/fetch-json";
import type {
  NotificationDto,
  NotificationsCountResult,
  NotificationsMarkResult,
  NotificationsPageResult,
} from "~/schemas/notifications-rules";
import { NOTIFICATION_INTENTS, NOTIFICATION_PAGE_SIZE, NOTIFICATIONS_RESOURCE } from "~/schemas/notifications-resource";
import { appendPage, markShownRead, markShownUnread, mergeFirstPage } from "./notification-logic";

const UNREAD_POLL_MS = 30_000;

type ListStatus = "idle" | "loading" | "ready" | "failed";

/** The `data` of a successful answer; anything else (an error result, no usable answer) throws. */
async function successData<R extends ActionResult<string, unknown>>(
  url: string,
  init?: RequestInit,
): Promise<Extract<R, { status: "success" }>["data"]> {
  const { body, failure } = await fetchJson<R>(url, init);
  if (failure || body?.status !== "success") throw new Error(failure ? `No usable answer (${failure.reason})` : "The request was refused");
  return (body as Extract<R, { status: "success" }>).data;
}

const getData = <R extends ActionResult<string, unknown>>(url: string) => successData<R>(url);

async function postIntent(intent: string, fields: Record<string, string> = {}) {
  const body = new FormData();
  body.set("intent", intent);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return successData<NotificationsMarkResult>(NOTIFICATIONS_RESOURCE, { method: "POST", body });
}

/** The first page, or the page after `cursor` (keyset: arrivals between pages never shift what comes next). */
function pageUrl(cursor: string | null) {
  const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
  return `${NOTIFICATIONS_RESOURCE}?limit=${NOTIFICATION_PAGE_SIZE}${after}`;
}

export function useNotifications(initialUnreadCount: number) {
  const [unreadCount, setUnreadCount] = useState(initialUnreadCount);
  const [items, setItems] = useState<NotificationDto[]>([]);
  /** Where the next page starts (the last loaded page's nextCursor); null when everything older is shown. */
  const [cursor, setCursor] = useState<string | null>(null);
  const loadedRef = useRef(false);
  const hasNext = cursor !== null;
  const [status, setStatus] = useState<ListStatus>("idle");
  const [loadingMore, setLoadingMore] = useState(false);
  const openRef = useRef(false);
  /** Marks in flight: while any runs, a server count could be older than the optimistic one. */
  const pendingMarks = useRef(0);

  // A revalidated layout loader (after any form action) brings a fresh count.
  useEffect(() => {
    if (pendingMarks.current === 0) setUnreadCount(initialUnreadCount);
  }, [initialUnreadCount]);

  const loadFirstPage = useCallback(async (mode: "replace" | "merge") => {
    if (mode === "replace") setStatus((s) => (s === "ready" ? s : "loading"));
    try {
      const data = await getData<NotificationsPageResult>(pageUrl(null));
      if (pendingMarks.current === 0) setUnreadCount(data.page.unreadCount);
      if (mode === "replace" || !loadedRef.current) {
        setItems(data.page.notifications);
        setCursor(data.page.nextCursor);
      } else {
        // New arrivals go on top; older pages already shown stay, and 'Load more' goes on from the oldest shown.
        setItems((current) => mergeFirstPage(current, data.page.notifications));
      }
      loadedRef.current = true;
      setStatus("ready");
    } catch (error) {
      console.error("Could not load notifications", error);
      setStatus((s) => (s === "ready" ? s : "failed"));
    }
  }, []);

  const refreshCount = useCallback(async () => {
    try {
      const data = await getData<NotificationsCountResult>(`${NOTIFICATIONS_RESOURCE}?view=count`);
      if (pendingMarks.current === 0) setUnreadCount(data.unreadCount);
    } catch (error) {
      console.error("Could not refresh the unread notification count", error);
    }
  }, []);

  /** The panel opened or closed: opening reloads the first page. */
  const setOpen = useCallback(
    (open: boolean) => {
      openRef.current = open;
      if (open) void loadFirstPage("replace");
    },
    [loadFirstPage],
  );

  // Poll while the page is visible, and catch up when the tab comes back or the window regains focus.
  useEffect(() => {
    function refresh() {
      if (document.visibilityState !== "visible") return;
      if (openRef.current) void loadFirstPage("merge");
      else void refreshCount();
    }
    const timer = window.setInterval(refresh, UNREAD_POLL_MS);
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [loadFirstPage, refreshCount]);

  const loadMore = useCallback(async () => {
    if (loadingMore) return;
    setLoadingMore(true);
    try {
      const data = await getData<NotificationsPageResult>(pageUrl(cursor));
      setItems((current) => appendPage(current, data.page.notifications));
      setCursor(data.page.nextCursor);
      if (pendingMarks.current === 0) setUnreadCount(data.page.unreadCount);
    } catch (error) {
      console.error("Could not load more notifications", error);
    } finally {
      setLoadingMore(false);
    }
  }, [loadingMore, cursor]);

  const markRead = useCallback(async (notification: NotificationDto) => {
    if (notification.isRead) return;
    setItems((current) => markShownRead(current, notification.id, new Date().toISOString()));
    setUnreadCount((n) => Math.max(0, n - 1));
    pendingMarks.current += 1;
    try {
      const data = await postIntent(NOTIFICATION_INTENTS.read, { id: notification.id });
      if (pendingMarks.current === 1) setUnreadCount(data.unreadCount);
    } catch (error) {
      console.error("Could not mark the notification read", error);
      setItems((current) => markShownUnread(current, notification.id));
      setUnreadCount((n) => n + 1);
    } finally {
      pendingMarks.current -= 1;
    }
  }, []);

  const markAllRead = useCallback(async () => {
    const readAt = new Date().toISOString();
    const before = items;
    setItems((current) => current.map((n) => (n.isRead ? n : { ...n, isRead: true, readAt })));
    setUnreadCount(0);
    pendingMarks.current += 1;
    try {
      await postIntent(NOTIFICATION_INTENTS.readAll);
    } catch (error) {
      console.error("Could not mark all notifications read", error);
      setItems(before);
      void refreshCount();
    } finally {
      pendingMarks.current -= 1;
    }
  }, [items, refreshCount]);

  return {
    unreadCount,
    items,
    hasNext,
    status,
    loadingMore,
    setOpen,
    loadMore,
    markRead,
    markAllRead,
    retry: () => loadFirstPage("replace"),
  };
}
