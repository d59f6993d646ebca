// One row of the notifications panel: type icon, title, message, relative time, unread styling, the check
// button, and the action link (opens in a new tab; only http(s) or same-site paths are rendered).
import { isSafeActionUrl, type NotificationDto } from "~/schemas/notifications";
import { Icon, IconCheck, IconExternal, type IconProps } from "../ui/icons";
import { shortRelativeTime } from "~/lib/dates";
import { toneOf, type NotificationTone } from "./notification-logic";

const IconCircleCheck = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8.5 12.2 2.4 2.4 4.6-4.8" />
  </Icon>
);

const IconCircleAlert = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.2M12 16.3h.01" />
  </Icon>
);

const IconTriangleAlert = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4.2M12 16.8h.01" />
  </Icon>
);

const IconInfo = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.7h.01" />
  </Icon>
);

const TONES: Record<NotificationTone, { Icon: (p: IconProps) => React.JSX.Element; className: string; label: string }> = {
  success: { Icon: IconCircleCheck, className: "bg-emerald-50 text-emerald-600 ring-emerald-600/10", label: "Success" },
  error: { Icon: IconCircleAlert, className: "bg-rose-50 text-rose-600 ring-rose-600/10", label: "Error" },
  warning: { Icon: IconTriangleAlert, className: "bg-amber-50 text-amber-600 ring-amber-600/15", label: "Warning" },
  info: { Icon: IconInfo, className: "bg-indigo-50 text-indigo-600 ring-indigo-600/10", label: "Info" },
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
          className="mt-px shrink-0 text-xs whitespace-nowrap text-slate-400"
          title={new Date(notification.createdAt).toLocaleString()}
        >
          {shortRelativeTime(notification.createdAt, now)}
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
        <tone.Icon className="size-[1.125rem]" />
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
        {showAction && (
          <a
            href={notification.actionUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onMarkRead(notification)}
            className="mt-2 inline-flex items-center gap-1 rounded-md text-sm font-semibold text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {notification.actionText}
            <IconExternal className="size-3.5" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
      {unread && (
        <button
          type="button"
          onClick={() => onMarkRead(notification)}
          aria-label={`Mark "${notification.title}" as read`}
          title="Mark as read"
          className="mt-0.5 grid size-8 shrink-0 cursor-pointer place-items-center rounded-lg text-slate-400 transition hover:bg-white hover:text-emerald-600 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
        >
          <IconCheck className="size-4" />
        </button>
      )}
    </li>
  );
}
