// One row of the notifications panel: type icon, title, message, relative time, unread styling, the check
// button, and the action link (only http(s) or same-site paths are rendered: a path of the app opens in the same
// tab, another site in a new one).
import { Check, CircleAlert, CircleCheck, ExternalLink, Info, type LucideIcon, Megaphone, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { useTimeZone } from "~/components/ui/time-zone";
import { formatDateTime, shortRelativeTime } from "~/lib/dates";
import { isSafeActionUrl, type NotificationDto } from "~/schemas/notifications-rules";
import { type NotificationTone, toneOf } from "./notification-logic";

const TONES: Record<NotificationTone, { Icon: LucideIcon; className: string; label: string }> = {
  success: { Icon: CircleCheck, className: "bg-emerald-50 text-emerald-600 ring-emerald-600/10", label: "Success" },
  error: { Icon: CircleAlert, className: "bg-rose-50 text-rose-600 ring-rose-600/10", label: "Error" },
  warning: { Icon: TriangleAlert, className: "bg-amber-50 text-amber-600 ring-amber-600/15", label: "Warning" },
  info: { Icon: Info, className: "bg-indigo-50 text-indigo-600 ring-indigo-600/10", label: "Info" },
  announcement: { Icon: Megaphone, className: "bg-violet-50 text-violet-700 ring-violet-600/15", label: "Announcement" },
};

export function NotificationItem({
  notification,
  now,
  onMarkRead,
}: {
  notification: NotificationDto;
  now: number;
  onMarkRead: (notification: NotificationDto) => void;
}) {
  const tone = TONES[toneOf(notification.type)];
  const timeZone = useTimeZone();
  const unread = !notification.isRead;
  const showAction = Boolean(notification.actionUrl && notification.actionText && isSafeActionUrl(notification.actionUrl));
  const body = (
    <>
      <span className="flex items-start gap-2">
        <span
          className={`min-w-0 flex-1 text-sm leading-5 break-words ${unread ? "font-semibold text-slate-900" : "font-medium text-slate-700"}`}
        >
          {notification.title}
        </span>
        <time
          dateTime={notification.createdAt}
          className="mt-px shrink-0 text-xs whitespace-nowrap text-slate-500"
          title={formatDateTime(notification.createdAt, timeZone)}
        >
          {shortRelativeTime(notification.createdAt, now, timeZone)}
        </time>
      </span>
      <span className={`mt-0.5 line-clamp-3 text-sm leading-5 break-words ${unread ? "text-slate-600" : "text-slate-500"}`}>
        {notification.message}
      </span>
    </>
  );

  return (
    <li
      data-testid="notification-item"
      data-read={notification.isRead ? "true" : "false"}
      className={`group/item relative flex gap-3 px-4 py-3 transition ${unread ? "bg-indigo-50/40 hover:bg-indigo-50/70" : "hover:bg-slate-50"}`}
    >
      {unread && <span aria-hidden="true" className="absolute top-0 bottom-0 left-0 w-0.5 bg-indigo-500" />}
      <span className={`mt-0.5 grid size-8 shrink-0 place-items-center rounded-full ring-1 ${tone.className}`} title={tone.label}>
        <tone.Icon className="size-[1.125rem]" aria-hidden="true" />
        <span className="sr-only">{tone.label}:</span>
      </span>
      <div className="min-w-0 flex-1">
        {unread ? (
          // Clicking an unread notification marks it read (spec part 1 section 4).
          <button
            type="button"
            onClick={() => onMarkRead(notification)}
            className="block w-full cursor-pointer rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {body}
            <span className="sr-only"> (unread, activate to mark as read)</span>
          </button>
        ) : (
          <div>{body}</div>
        )}
        {showAction && <ActionLink notification={notification} onMarkRead={onMarkRead} />}
      </div>
      {unread && (
        <button
          type="button"
          onClick={() => onMarkRead(notification)}
          aria-label={`Mark "${notification.title}" as read`}
          title="Mark as read"
          className="mt-0.5 grid size-8 shrink-0 cursor-pointer place-items-center rounded-lg text-slate-400 transition hover:bg-white hover:text-emerald-600 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
        >
          <Check className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}

const ACTION_LINK_CLASS =
  "mt-2 inline-flex items-center gap-1 rounded-md text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** The action: a path of the app is an in-app link (same tab; the navigation closes the panel); another site opens in a new tab. */
function ActionLink({ notification, onMarkRead }: { notification: NotificationDto; onMarkRead: (notification: NotificationDto) => void }) {
  const { actionUrl = "", actionText } = notification;
  if (actionUrl.startsWith("/")) {
    return (
      <Link to={actionUrl} onClick={() => onMarkRead(notification)} className={ACTION_LINK_CLASS}>
        {actionText}
      </Link>
    );
  }
  return (
    <a href={actionUrl} target="_blank" rel="noopener noreferrer" onClick={() => onMarkRead(notification)} className={ACTION_LINK_CLASS}>
      {actionText}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
