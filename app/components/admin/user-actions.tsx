// The Users page's account actions (spec part 2 "4. Admin users"): activate/suspend one user and the bulk bar.
// Both post to the /admin action with a fetcher (or natively without JavaScript) and read its ActionResult.
import { Ban, Check } from "lucide-react";
import { createContext, useContext } from "react";
import { useFetcher, useLocation } from "react-router";
import { Spinner } from "~/components/ui/fields";
import { useToast } from "~/components/ui/toast";
import { useActionResult } from "~/components/ui/use-action-result";
import type { ActionResult } from "~/lib/action-result";
import { ADMIN_MESSAGES, type AdminUserDto, type UserAction } from "~/schemas/admin-rules";
import { ADMIN_NOTICE_MS, type UsersIntent } from "~/schemas/admin-users-query-rules";
import { displayName } from "~/schemas/user";

/** The /admin action's answer. */
export type UsersResult = ActionResult<UsersIntent>;

/** Shows each answer once (a refusal as an error toast for ADMIN_NOTICE_MS) and runs `onSuccess` after a success. */
function useUsersResult(result: UsersResult | undefined, onSuccess?: () => void) {
  const toast = useToast();
  useActionResult(result, {
    onSuccess: () => onSuccess?.(),
    onError: (failed) => toast.show({ type: "error", message: failed.message, durationMs: ADMIN_NOTICE_MS }),
  });
}

/** Where fetcher forms post: this page with its query string (a post without JavaScript comes back to it). */
function useActionHref() {
  const { search } = useLocation();
  return `/admin${search}`;
}

/** The signed-in admin's id: their own row cannot be suspended (nor can a super admin's). */
export const CurrentAdminContext = createContext<string | null>(null);

export function UserStatusButton({ user, size = "sm", full = false }: { user: AdminUserDto; size?: "sm" | "md"; full?: boolean }) {
  const currentAdminId = useContext(CurrentAdminContext);
  const fetcher = useFetcher<UsersResult>();
  const action = useActionHref();
  useUsersResult(fetcher.data);
  const busy = fetcher.state !== "idle";
  const next: UserAction = user.status === "active" ? "suspend" : "activate";
  const label = next === "suspend" ? "Suspend" : "Activate";
  const name = displayName(user);
  const protectedReason =
    next !== "suspend"
      ? null
      : user.id === currentAdminId
        ? ADMIN_MESSAGES.cannotSuspendSelf
        : user.role === "superadmin"
          ? ADMIN_MESSAGES.cannotSuspendSuperadmin
          : null;
  const cls =
    next === "suspend"
      ? "border border-rose-200 bg-white text-rose-600 hover:bg-rose-50 hover:border-rose-300"
      : "border border-emerald-200 bg-white text-emerald-700 hover:bg-emerald-50 hover:border-emerald-300";
  return (
    <fetcher.Form method="post" action={action} className={full ? "flex-1" : undefined}>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="userId" value={user.id} />
      <input type="hidden" name="userAction" value={next} />
      <button
        type="submit"
        disabled={busy || protectedReason !== null}
        title={protectedReason ?? undefined}
        aria-label={`${label} ${name}`}
        className={`inline-flex items-center justify-center gap-1.5 rounded-lg font-semibold whitespace-nowrap shadow-sm transition disabled:cursor-not-allowed disabled:opacity-60 ${
          size === "md" ? "h-11 px-4 text-sm" : "h-8 px-2.5 text-xs"
        } ${full ? "w-full" : ""} ${cls}`}
      >
        {busy ? <Spinner className="size-3.5" /> : next === "suspend" ? <Ban className="size-3.5" /> : <Check className="size-3.5" />}
        {label}
      </button>
    </fetcher.Form>
  );
}

const BULK_BUTTONS = [
  { action: "activate", label: "Activate", Icon: Check, tone: "bg-emerald-600 hover:bg-emerald-500" },
  { action: "suspend", label: "Suspend", Icon: Ban, tone: "bg-rose-600 hover:bg-rose-500" },
] as const;

export function BulkBar({ selected, onDone, onClear }: { selected: string[]; onDone: () => void; onClear: () => void }) {
  const fetcher = useFetcher<UsersResult>();
  const action = useActionHref();
  useUsersResult(fetcher.data, onDone);
  const busy = fetcher.state !== "idle";
  const pending = fetcher.formData?.get("userAction");
  if (selected.length === 0) return null;
  return (
    <section
      aria-label="Bulk actions"
      className="toast-in sticky top-20 z-10 flex flex-wrap items-center gap-3 rounded-2xl border border-indigo-200 bg-indigo-50/95 px-4 py-3 shadow-lg shadow-indigo-900/5 backdrop-blur"
    >
      <p className="text-sm font-semibold text-indigo-900">
        <span className="tabular-nums">{selected.length}</span> {selected.length === 1 ? "user" : "users"} selected
      </p>
      <button type="button" onClick={onClear} className="text-sm font-medium text-indigo-600 hover:text-indigo-800">
        Clear
      </button>
      <fetcher.Form method="post" action={action} className="ml-auto flex gap-2">
        <input type="hidden" name="intent" value="bulk" />
        {selected.map((id) => (
          <input key={id} type="hidden" name="userIds" value={id} />
        ))}
        {BULK_BUTTONS.map(({ action: userAction, label, Icon, tone }) => (
          <button
            key={userAction}
            type="submit"
            name="userAction"
            value={userAction}
            disabled={busy}
            className={`inline-flex h-9 items-center gap-1.5 rounded-lg px-3.5 text-sm font-semibold text-white shadow-sm transition disabled:opacity-60 ${tone}`}
          >
            {busy && pending === userAction ? <Spinner className="size-3.5" /> : <Icon className="size-4" />}
            {label}
          </button>
        ))}
      </fetcher.Form>
    </section>
  );
}
