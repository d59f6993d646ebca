// The user's time zone (issues 18 and 31). Each user has an IANA zone stored on their row (taken from the browser at
// sign-up or the first sign-in, editable in settings); the server renders with it, else with the zone the browser
// remembers in a cookie, else UTC, and the page formats with the zone the loader used, so the server's and the
// browser's markup always agree (no hydration mismatch) and the first page view already shows the user's times.

const TIME_ZONE_COOKIE = "vitrine_tz";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A zone Intl knows, or null. */
export function validTimeZone(value: string | null | undefined): string | null {
  if (!value || value.length > 64 || !/^[\w+\-/]+$/.test(value)) return null;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value;
  } catch {
    return null;
  }
}

/** The zone named by the request's cookie, or null. */
export function cookieTimeZone(request: Request): string | null {
  const match = request.headers.get("Cookie")?.match(new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]+)`));
  if (!match) return null;
  try {
    return validTimeZone(decodeURIComponent(match[1]!));
  } catch {
    return null;
  }
}

/** The zone a signed-in user's page is rendered in: their stored zone, else the browser's cookie, else UTC. */
export function userTimeZone(stored: string | null | undefined, request: Request): string {
  return validTimeZone(stored) ?? cookieTimeZone(request) ?? "UTC";
}

let zoneChoices: string[] | null = null;

/** The zones a user can choose (settings): every zone Intl lists, UTC, and `current` when Intl does not list it. */
export function timeZoneChoices(current?: string | null): string[] {
  zoneChoices ??= [...new Set([...Intl.supportedValuesOf("timeZone"), "UTC"])].sort();
  return current && !zoneChoices.includes(current) ? [...zoneChoices, current].sort() : zoneChoices;
}

/** 'America/Los Angeles': a zone's name as people read it. */
export const timeZoneLabel = (zone: string) => zone.replaceAll("_", " ");

/** Run in the browser: the browser's own zone, or null when it names none Intl knows. */
export function browserTimeZone(): string | null {
  return validTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** Run in the browser: remembers the browser's zone when it is not the one the page was rendered with. */
export function rememberTimeZone(renderedWith: string) {
  const zone = browserTimeZone();
  if (!zone || zone === renderedWith) return;
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not everywhere yet.
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

function formatter(timeZone: string, kind: "dateTime" | "day" | "time" | "short") {
  const key = `${timeZone}|${kind}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === "dateTime"
        ? { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" }
        : kind === "day"
          ? { weekday: "short", month: "short", day: "numeric" }
          : kind === "time"
            ? { hour: "numeric", minute: "2-digit", timeZoneName: "short" }
            : { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" };
    format = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** 'Thu, Mar 4, 3:30 PM GMT+1' in the zone. */
export const formatDateTimeIn = (iso: string, timeZone: string) => formatter(timeZone, "dateTime").format(Date.parse(iso));

/** 'Thu, Mar 4' for a YYYY-MM-DD date (a calendar day: no zone applies). */
export const formatCalendarDay = (day: string) => formatter("UTC", "day").format(Date.parse(`${day}T12:00:00Z`));

/** 'Thu, Mar 4' for an instant, in the zone. */
export const formatDayIn = (iso: string, timeZone: string) => formatter(timeZone, "day").format(Date.parse(iso));

/** 'Mar 4, 3:30 PM' in the zone (a card's narrow line). */
export const formatShortIn = (iso: string, timeZone: string) => formatter(timeZone, "short").format(Date.parse(iso));

/** '3:30 PM GMT+1' in the zone. */
export const formatTimeIn = (iso: string, timeZone: string) => formatter(timeZone, "time").format(Date.parse(iso));

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** An instant's wall-clock time in the zone, as ms since the epoch read as if that wall time were UTC. */
function wallClock(ms: number, timeZone: string): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    const digits = "2-digit";
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: digits,
      day: digits,
      hour: digits,
      minute: digits,
      second: digits,
    });
    wallClocks.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(ms).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/**
 * The minutes from a wall-clock time in the zone ('2026-12-01T10:30', as a datetime-local field gives it) to UTC, in
 * Date#getTimezoneOffset's sign (480 for a winter time in Los Angeles, 420 for a summer one: the offset of that date,
 * not today's); 0 when the time cannot be read.
 */
export function zoneOffsetAt(local: string, timeZone: string): number {
  const readAsUtc = Date.parse(`${local}Z`);
  if (Number.isNaN(readAsUtc) || !validTimeZone(timeZone)) return 0;
  // The zone's offset near that time, then at the instant it gives (the two differ only across a change of offset).
  const guess = readAsUtc - (wallClock(readAsUtc, timeZone) - readAsUtc);
  return Math.round((guess - wallClock(guess, timeZone)) / 60_000);
}

const calendarDays = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in the zone: a follow-up date is due from the start of its day where the user is. */
export function todayIn(timeZone: string, now = new Date()): string {
  let format = calendarDays.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone });
    calendarDays.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
