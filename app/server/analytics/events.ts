// The view event the public page queues (issue 17, ADR 0011) and the day arithmetic both ends share.

/** One counted view. No IP address, no user agent: only the day's salted visitor hash. */
export interface ViewEvent {
  /** Random id (logs and debugging; see ADR 0011 on redelivery). */
  id: string;
  username: string;
  /** UTC day of the view, YYYY-MM-DD. */
  day: string;
  at: number;
  /** SHA-256 (hex, 32 chars) of the day's salt, the portfolio, the IP and the user agent. */
  visitor: string;
  /** Host of the referring site, "" when none or this app. */
  referrer: string;
  /** Tracked link code (`?l=`), "" when none. */
  code: string;
  /** The signed-in viewer's user id from the session cookie, "" when none: the owner's own views are dropped. */
  viewer: string;
}

/** One queue message: a view, or the views one isolate gathered in a moment (record.server.ts `countPortfolioView`). */
export type ViewMessage = ViewEvent | { views: ViewEvent[] };

/** The views a message carries (an invalid message carries none). */
export function viewsOf(message: unknown): ViewEvent[] {
  if (isViewEvent(message)) return [message];
  const views = message && typeof message === "object" ? (message as { views?: unknown }).views : undefined;
  return Array.isArray(views) ? views.filter(isViewEvent) : [];
}

export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function isViewEvent(value: unknown): value is ViewEvent {
  if (!value || typeof value !== "object") return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.username === "string" &&
    typeof e.day === "string" &&
    /^\d{4}-\d{2}-\d{2}$/.test(e.day) &&
    typeof e.at === "number" &&
    typeof e.visitor === "string" &&
    typeof e.referrer === "string" &&
    typeof e.code === "string" &&
    typeof e.viewer === "string"
  );
}
