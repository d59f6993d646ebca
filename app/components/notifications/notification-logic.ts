// Pure helpers of the notifications panel: relative times, the icon style of a type, and the list merges that
// keep pages free of duplicates when new notifications arrive while older pages are loaded.
import type { NotificationDto } from "~/schemas/notifications";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'just now', '5m ago', '2h ago', '3d ago', then a date ('Nov 3', or 'Nov 3, 2025' in another year). */
export function relativeTime(iso: string, now = Date.now()): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return "";
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  const date = new Date(at);
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", ...(sameYear ? {} : { year: "numeric" }) });
}

/** The panel's icon families: success, error, warning, otherwise info (spec part 1 section 3). */
export type NotificationTone = "success" | "error" | "warning" | "info";

export function toneOf(type: string): NotificationTone {
  return type === "success" || type === "error" || type === "warning" ? type : "info";
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
