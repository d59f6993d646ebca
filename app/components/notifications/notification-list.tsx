// The notifications panel's list once it has items (loaded with the panel's content: notification-panel.tsx).
import type { NotificationDto } from "~/schemas/notifications-rules";
import { NotificationItem } from "./notification-item";

export function NotificationList({
  items,
  now,
  onMarkRead,
}: {
  items: NotificationDto[];
  now: number;
  onMarkRead(notification: NotificationDto): void;
}) {
  return (
    <ul className="divide-y divide-slate-100" data-testid="notification-list">
      {items.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} now={now} onMarkRead={onMarkRead} />
      ))}
    </ul>
  );
}
