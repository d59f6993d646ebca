// The job dialogs' modal shell. Same behaviour as ~/components/settings/dialog (role=dialog + aria-modal, labelled,
// focus moved in and trapped, Escape and the backdrop close, focus returns to the opener, page scroll locked), but
// its open state is React state (the board opens dialogs from cards) and it can stack: a confirmation opened over a
// dialog takes Escape and Tab while it is on top.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { IconClose } from "~/components/ui/icons";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open modals, innermost last: only the top one answers the keyboard. */
const openModals: object[] = [];

const SIZES = { sm: "sm:max-w-md", md: "sm:max-w-2xl", lg: "sm:max-w-3xl" } as const;

export function JobModal({
  labelledBy,
  describedBy,
  onClose,
  busy = false,
  size = "md",
  role = "dialog",
  focusFirstField = false,
  header,
  footer,
  children,
}: {
  /** Id of the heading that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** Escape, the backdrop and the close button ask for this; the owner decides (it may confirm first). */
  onClose: () => void;
  /** While a request is on its way, Escape and the backdrop do nothing. */
  busy?: boolean;
  size?: keyof typeof SIZES;
  role?: "dialog" | "alertdialog";
  /** Forms start in their first field; other dialogs start on the panel (or on a [data-autofocus] element). */
  focusFirstField?: boolean;
  header: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    const token = {};
    openModals.push(token);
    const isTop = () => openModals[openModals.length - 1] === token;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    const first =
      node?.querySelector<HTMLElement>("[data-autofocus]") ??
      (focusFirstField ? node?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select, textarea') : null) ??
      node;
    first?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    const onKey = (event: KeyboardEvent) => {
      if (!isTop() || !node) return;
      if (event.key === "Escape") {
        event.preventDefault();
        if (!busyRef.current) closeRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null);
      if (items.length === 0) return;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && (document.activeElement === firstItem || !node.contains(document.activeElement))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (document.activeElement === lastItem || !node.contains(document.activeElement))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      openModals.splice(openModals.indexOf(token), 1);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per open dialog: later prop changes must not move the focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={`fixed inset-0 flex items-end justify-center sm:items-center sm:p-6 ${role === "alertdialog" ? "z-[60]" : "z-50"}`}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/50 backdrop-blur-[2px]"
        onClick={() => {
          if (!busyRef.current) onClose();
        }}
      />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`toast-in relative flex max-h-[94dvh] w-full flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl shadow-slate-900/25 outline-none sm:max-h-[90vh] sm:rounded-2xl ${SIZES[size]}`}
      >
        {header}
        {children ? <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div> : null}
        {footer ? <div className="shrink-0 border-t border-slate-100 bg-slate-50/80 px-5 py-4 sm:px-6">{footer}</div> : null}
      </div>
    </div>
  );
}

/** The round close button of a dialog header (accessible name 'Close'). */
export function CloseButton({ onClick, disabled, className = "" }: { onClick: () => void; disabled?: boolean; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label="Close"
      className={`grid size-9 shrink-0 place-items-center rounded-xl text-slate-500 transition hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50 ${className}`}
    >
      <IconClose className="size-5" />
    </button>
  );
}

/** A yes/no question over a dialog (Delete Job Application, Unsaved Changes). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  tone = "danger",
  icon,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  busyLabel?: string;
  tone?: "danger" | "warning";
  icon: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <JobModal
      role="alertdialog"
      size="sm"
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      onClose={onCancel}
      busy={busy}
      header={
        <div className="flex items-start gap-4 px-6 pb-2 pt-6">
          <span
            className={`grid size-11 shrink-0 place-items-center rounded-xl ring-1 ${
              tone === "danger" ? "bg-rose-50 text-rose-600 ring-rose-100" : "bg-amber-50 text-amber-700 ring-amber-100"
            }`}
          >
            {icon}
          </span>
          <div className="min-w-0 flex-1 pt-0.5">
            <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight text-slate-900">
              {title}
            </h2>
            <p id={`${id}-message`} className="mt-1.5 text-sm leading-6 text-slate-600">
              {message}
            </p>
          </div>
        </div>
      }
    >
      <div className="flex flex-col-reverse gap-2.5 px-6 pb-6 pt-4 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onCancel}
          disabled={busy}
          data-autofocus
          className="inline-flex h-11 items-center justify-center rounded-xl border border-slate-200 bg-white px-5 text-sm font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className={`inline-flex h-11 items-center justify-center gap-2 rounded-xl px-5 text-sm font-semibold text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-70 ${
            tone === "danger"
              ? "bg-rose-600 hover:bg-rose-500 focus-visible:outline-rose-600"
              : "bg-amber-700 hover:bg-amber-800 focus-visible:outline-amber-700"
          }`}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </JobModal>
  );
}
