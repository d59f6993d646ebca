// Unread counter for the notifications bell: hidden at 0, capped at '99+' (spec part 1 section 9).
const UNREAD_BADGE_CAP = 99;

export function formatUnreadCount(count: number): string {
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

export function UnreadBadge({ count, className = "" }: { count: number; className?: string }) {
  if (!Number.isFinite(count) || count <= 0) return null;
  return (
    <span
      data-testid="unread-badge"
      aria-hidden="true"
      className={`pointer-events-none absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-rose-500 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white ${className}`}
    >
      {formatUnreadCount(count)}
    </span>
  );
}
