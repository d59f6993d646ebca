// Every date and relative-time display of the app, in one place (issue 13). Pure: the server, the browser and the
// script-free public page all use it.

import { formatMonth } from "./month";

export { formatMonth };

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A profile month ("2023-04") in a language's own words: "abr 2023" (es), "أبريل 2023" (ar), "2023年4月" (zh-CN);
 * English keeps formatMonth's "Apr 2023". Read as the first of the month in UTC, so no zone shifts it; a value that
 * is no month is shown as formatMonth shows it.
 */
export function formatMonthIn(value: string | null | undefined, locale: string, long = false): string {
  if (locale === "en") return formatMonth(value, long);
  const match = (value ?? "").trim().match(/^(\d{4})-(\d{1,2})(?:-\d{1,2}(?:[T ].*)?)?$/);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) return formatMonth(value, long);
  const key = `${locale}:${long}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: "numeric", month: long ? "long" : "short", timeZone: "UTC" });
    monthFormats.set(key, format);
  }
  return format.format(Date.UTC(Number(match[1]), month - 1, 1));
}

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** In words, for timelines: 'Just now', '5 minutes ago', 'yesterday', '3 weeks ago'. */
export function relativeTime(iso: string, now = new Date()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  const elapsed = now.getTime() - time;
  if (Math.abs(elapsed) < 60_000) return "Just now";
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return relative.format(-Math.trunc(elapsed / size), unit);
  }
  return "Just now";
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const shortDayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Nov 3' (or 'Nov 3, 2025') and the year of an instant in a zone. */
function shortDayIn(at: number, timeZone: string, withYear: boolean): string {
  const key = `${timeZone}|${withYear}`;
  let format = shortDayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", ...(withYear ? { year: "numeric" } : {}), timeZone });
    shortDayFormats.set(key, format);
  }
  return format.format(at);
}

const yearIn = (at: number, timeZone: string) => new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone }).format(at);

/**
 * Compact, for dense lists (the notifications panel): 'Just now', '5m ago', '2h ago', '3d ago', then 'Nov 3' ('Nov 3,
 * 2025' in another year), the day as it was in the zone (UTC unless given: the server and the browser agree).
 */
export function shortRelativeTime(iso: string, now = Date.now(), timeZone = "UTC"): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return "";
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return "Just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return shortDayIn(at, timeZone, yearIn(at, timeZone) !== yearIn(now, timeZone));
}

// UTC so the server's and the browser's rendering agree (no hydration mismatch across time zones).
const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const DAY_TIME: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};
const dayTimeFormat = new Intl.DateTimeFormat("en-US", { ...DAY_TIME, timeZone: "UTC" });
const dayTwoDigitTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

function formatOrNever(iso: string | null, format: Intl.DateTimeFormat): string {
  if (!iso) return "Never";
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "—" : format.format(time);
}

/** 'Nov 3, 2026' for a timestamp; 'Never' when there is none, '—' when it is invalid (the admin user lists). */
export function formatDateOrNever(iso: string | null): string {
  return formatOrNever(iso, dayFormat);
}

/** 'Nov 3, 2026, 04:05 PM UTC' for a timestamp; 'Never' when there is none, '—' when it is invalid. */
export function formatDateTimeOrNever(iso: string | null): string {
  return formatOrNever(iso, dayTwoDigitTimeFormat);
}

/** 'Nov 3, 2026' for a YYYY-MM-DD date ('Not specified' when missing or invalid). */
export function formatJobDate(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? "Not specified" : dayFormat.format(time);
}

/** 'Nov 3, 2026, 4:05 PM PST': a status change's time in the user's zone (UTC unless given; the page's loader names it). */
export function formatChangeTime(iso: string, timeZone = "UTC"): string {
  return formatDateTime(iso, timeZone);
}

const zonedDayTimeFormats = new Map<string, Intl.DateTimeFormat>([["UTC", dayTimeFormat]]);

/**
 * 'Nov 3, 2026, 4:05 PM UTC' for an instant (ISO text or ms since the epoch), in UTC unless another IANA zone is
 * given ('Nov 3, 2026, 5:05 PM GMT+1'); '' when the instant is invalid. The zone's name is always shown.
 */
export function formatDateTime(at: string | number, timeZone = "UTC"): string {
  const time = typeof at === "number" ? at : Date.parse(at);
  if (!Number.isFinite(time)) return "";
  let format = zonedDayTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { ...DAY_TIME, timeZone });
    zonedDayTimeFormats.set(timeZone, format);
  }
  return format.format(time);
}

const dayLabelFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** 'Nov 3' for a YYYY-MM-DD day, 'Nov 3, 2026' with the year (a calendar day: no zone applies); '' when invalid. */
export function formatDay(day: string, { withYear = false } = {}): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return "";
  return (withYear ? dayFormat : dayLabelFormat).format(time);
}
