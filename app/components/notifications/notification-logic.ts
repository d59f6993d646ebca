// Pure helpers of the notifications panel: the icon style of a type, and the list merges that
// keep pages free of duplicates when new notifications arrive while older pages are loaded.
import type { NotificationDto } from "~/schemas/notifications-rules";

/** The panel's icon families: success, error, warning, announcement, otherwise info (spec part 1 section 3). */
export type NotificationTone = "success" | "error" | "warning" | "info" | "announcement";

/** The row's icon and its spoken label: each of the spec's five types has its own (unknown types read as info). */
export function toneOf(type: string): NotificationTone {
  return type === "success" || type === "error" || type === "warning" || type === "announcement" ? type : "info";
}

/** Appends a later page, leaving out what is already shown (new arrivals shift offsets by a few rows). */
export function appendPage(current: readonly NotificationDto[], next: readonly NotificationDto[]): NotificationDto[] {
  const seen = new Set(current.map((n) => n.id));
  return [...current, ...next.filter((n) => !seen.has(n.id))];
}

/**
 * Folds a freshly loaded first page into the list: new arrivals go on top, shown ones take the fresh state
 * (read elsewhere, for example), and the older pages already loaded stay.
 */
export function mergeFirstPage(current: readonly NotificationDto[], fresh: readonly NotificationDto[]): NotificationDto[] {
  const freshIds = new Set(fresh.map((n) => n.id));
  return [...fresh, ...current.filter((n) => !freshIds.has(n.id))];
}

export function markShownRead(list: readonly NotificationDto[], id: string, readAt: string): NotificationDto[] {
  return list.map((n) => (n.id === id && !n.isRead ? { ...n, isRead: true, readAt } : n));
}

export function markShownUnread(list: readonly NotificationDto[], id: string): NotificationDto[] {
  return list.map((n) => (n.id === id ? { ...n, isRead: false, readAt: null } : n));
}
