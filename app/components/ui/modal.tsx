// The app's one modal, on the native <dialog> element shown as a manual popover: the browser's top layer puts it (and
// its ::backdrop, which takes the page's clicks) above everything, stacking included (a confirmation opened over a
// dialog is on top). It is not `showModal()`: making the page inert re-styles every element of the document, about
// 40 ms on the job board of this 2-core machine each time a dialog opens or closes (issue 16: opening a card under
// 100 ms). What showModal gave, this component does itself: Escape, focus kept inside the dialog (Tab wraps, focus
// that lands behind it comes back) and `aria-modal` for assistive technology. The open state belongs to the owner:
// mounting a <Modal> opens it, unmounting closes it. A dialog rendered on the server (open state in the URL) is
// visible before JavaScript loads (an open dialog) and moves to the top layer on hydration.
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { X } from "lucide-react";

const SIZES = { sm: "sm:max-w-md", md: "sm:max-w-2xl", lg: "sm:max-w-3xl", xl: "sm:max-w-5xl" } as const;
type ModalSize = keyof typeof SIZES;

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

export interface ModalProps {
  /** Escape, the backdrop and the close button ask for this; the owner decides (it may confirm first). */
  onClose: () => void;
  /** While a request is on its way, Escape and the backdrop do nothing. */
  busy?: boolean;
  size?: ModalSize;
  role?: "dialog" | "alertdialog";
  /** Id of the heading that names the dialog (when the owner draws its own header). */
  labelledBy?: string;
  describedBy?: string;
  /** Forms start in their first field; other dialogs start on the panel (or on a [data-autofocus] element). */
  focusFirstField?: boolean;
  header?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A modal panel: the header, a scrolling body and a footer bar. Bottom sheet on phones, centred card above. */
export function Modal({
  onClose,
  busy = false,
  size = "md",
  role = "dialog",
  labelledBy,
  describedBy,
  focusFirstField = false,
  header,
  footer,
  children,
  className = "",
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const busyRef = useRef(busy);
  busyRef.current = busy;
  // A press that starts inside the panel and ends on the backdrop (selecting text) is not a backdrop click.
  const pressStartedOnBackdrop = useRef(false);

  // Before the first paint (a layout effect): the dialog is laid out and styled once, in the top layer.
  // Runs once per opening (no dependencies): later prop changes must not move the focus again.
  useIsomorphicLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Rendered open (for the server's HTML); a dialog that is open cannot be shown as a popover.
    if (dialog.open) dialog.close();
    dialog.showPopover();
    // A dialog stacked over this one may have opened first (a page loaded with both open by its URL, whose code
    // arrived in the other order): the page's order decides, so those that follow it in the document go back on top.
    const above = openModals.filter((other) => dialog.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);
    for (const other of above) {
      other.hidePopover();
      other.showPopover();
    }
    if (above.length === 0) {
      const first =
        dialog.querySelector<HTMLElement>("[data-autofocus]") ?? (focusFirstField ? dialog.querySelector<HTMLElement>(FIRST_FIELD) : null);
      (first ?? dialog).focus();
    }

    openModals.splice(above.length ? openModals.indexOf(above[0]!) : openModals.length, 0, dialog);
    // Focus that lands behind the top dialog (a script, a screen reader's focus command) comes back to it; the toasts
    // (a popover above every dialog) keep theirs.
    const onFocusIn = (event: FocusEvent) => {
      if (openModals.at(-1) !== dialog || !(event.target instanceof Node)) return;
      if (dialog.contains(event.target) || (event.target instanceof Element && event.target.closest("[data-toasts]"))) return;
      (tabbables(dialog)[0] ?? dialog).focus();
    };
    // Escape closes the innermost dialog wherever the focus is (a button disabled while sending leaves it on the body),
    // unless something inside took the key first.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || openModals.at(-1) !== dialog) return;
      event.preventDefault();
      if (!busyRef.current) closeRef.current();
    };
    document.addEventListener("focusin", onFocusIn, true);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("focusin", onFocusIn, true);
      document.removeEventListener("keydown", onKeyDown);
      openModals.splice(openModals.indexOf(dialog), 1);
      if (dialog.matches(":popover-open")) dialog.hidePopover();
      const target = opener?.isConnected ? opener : opener?.id ? document.getElementById(opener.id) : null;
      target?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      // Rendered open on the server so that the dialog shows before (and without) JavaScript; until it is in the top
      // layer, z-50 keeps it above the page.
      open
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      popover="manual"
      onKeyDown={(event) => {
        if (event.key === "Tab" && !event.defaultPrevented) keepTabInside(event.currentTarget, event);
      }}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target !== event.currentTarget || !pressStartedOnBackdrop.current) return;
        if (!busyRef.current) closeRef.current();
      }}
      // The dialog is the whole viewport, dimmed (the backdrop: it takes the clicks on the page, which a popover's
      // ::backdrop does not); the panel inside is a bottom sheet on phones and a centred card above.
      className="modal fixed inset-0 z-50 m-0 flex size-full max-h-none max-w-none items-end justify-center overflow-hidden border-0 bg-slate-900/50 p-0 text-slate-900 outline-none sm:items-center sm:p-4"
    >
      <div
        className={`toast-in flex max-h-[94dvh] w-full flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl shadow-slate-900/25 sm:max-h-[90vh] sm:rounded-2xl ${SIZES[size]} ${className}`}
      >
        {header}
        {children ? <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div> : null}
        {footer ? <div className="shrink-0 border-t border-slate-100 bg-slate-50/80 px-5 py-4 sm:px-6">{footer}</div> : null}
      </div>
    </dialog>
  );
}

/** The open modals, innermost last (only that one keeps the focus). */
const openModals: HTMLDialogElement[] = [];

const TABBABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The dialog's own tabbable elements in order (not a nested dialog's, not hidden ones). */
function tabbables(dialog: HTMLDialogElement) {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.closest("dialog") === dialog && element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/** Tab from the last element goes to the first, Shift+Tab from the first (or the panel) to the last. */
function keepTabInside(dialog: HTMLDialogElement, event: { shiftKey: boolean; preventDefault: () => void }) {
  const list = tabbables(dialog);
  const active = document.activeElement;
  const first = list[0];
  const last = list.at(-1);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
    return;
  }
  if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** useLayoutEffect in the browser, nothing on the server (where effects do not run anyway). */
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** The round close button of a dialog header (accessible name 'Close'). With `href` it also works without JavaScript. */
export function CloseButton({
  onClick,
  href,
  disabled,
  label = "Close",
  className = "",
}: {
  onClick: () => void;
  href?: string;
  disabled?: boolean;
  label?: string;
  className?: string;
}) {
  const classes = `grid size-9 shrink-0 place-items-center rounded-xl text-slate-500 transition hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50 ${className}`;
  if (href) {
    return (
      <Link
        to={href}
        replace
        preventScrollReset
        aria-label={label}
        aria-disabled={disabled || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!disabled) onClick();
        }}
        className={classes}
      >
        <X className="size-5" aria-hidden="true" />
      </Link>
    );
  }
  return (
    <button type="button" onClick={onClick} disabled={disabled} aria-label={label} className={classes}>
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}

/** The usual header: an optional icon tile, the title, a description and the close button. */
function ModalHeader({
  titleId,
  descriptionId,
  title,
  description,
  icon,
  tone = "default",
  onClose,
  closeHref,
  busy,
}: {
  titleId: string;
  descriptionId?: string;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  tone?: "default" | "danger" | "warning";
  onClose: () => void;
  closeHref?: string;
  busy?: boolean;
}) {
  const tile =
    tone === "danger"
      ? "bg-rose-50 text-rose-600 ring-rose-100"
      : tone === "warning"
        ? "bg-amber-50 text-amber-600 ring-amber-100"
        : "bg-indigo-50 text-indigo-600 ring-indigo-100";
  return (
    <div className="flex shrink-0 items-start gap-4 px-6 pb-2 pt-6">
      {icon ? <span className={`grid size-11 shrink-0 place-items-center rounded-xl ring-1 ${tile}`}>{icon}</span> : null}
      <div className="min-w-0 flex-1 pt-0.5">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight text-slate-900">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-1 text-sm leading-6 text-slate-600">
            {description}
          </div>
        ) : null}
      </div>
      <CloseButton onClick={onClose} href={closeHref} disabled={busy} label="Close dialog" className="-mr-2 -mt-1" />
    </div>
  );
}

/** A titled dialog with the usual header: the common case (settings dialogs, template details, profile confirmations). */
export function TitledModal({
  title,
  description,
  icon,
  tone,
  closeHref,
  children,
  footer,
  ...props
}: Omit<ModalProps, "header" | "labelledBy" | "describedBy"> & {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  tone?: "default" | "danger" | "warning";
  /** Where closing goes without JavaScript (the same page without the dialog in its query string). */
  closeHref?: string;
}) {
  const id = useId();
  return (
    <Modal
      size="sm"
      {...props}
      labelledBy={`${id}-title`}
      describedBy={description ? `${id}-description` : undefined}
      header={
        <ModalHeader
          titleId={`${id}-title`}
          descriptionId={`${id}-description`}
          title={title}
          description={description}
          icon={icon}
          tone={tone}
          onClose={props.onClose}
          closeHref={closeHref}
          busy={props.busy}
        />
      }
      footer={footer}
    >
      <div className="px-6 pb-6 pt-3">{children}</div>
    </Modal>
  );
}

/** A yes/no question, usually over another dialog (Delete Job Application, Unsaved Changes). */
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
  const tile = tone === "danger" ? "bg-rose-50 text-rose-600 ring-rose-100" : "bg-amber-50 text-amber-700 ring-amber-100";
  const confirmTone =
    tone === "danger"
      ? "bg-rose-600 hover:bg-rose-500 focus-visible:outline-rose-600"
      : "bg-amber-700 hover:bg-amber-800 focus-visible:outline-amber-700";
  return (
    <Modal
      role="alertdialog"
      size="sm"
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      onClose={onCancel}
      busy={busy}
      header={
        <div className="flex items-start gap-4 px-6 pb-2 pt-6">
          <span className={`grid size-11 shrink-0 place-items-center rounded-xl ring-1 ${tile}`}>{icon}</span>
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
          className={`inline-flex h-11 items-center justify-center gap-2 rounded-xl px-5 text-sm font-semibold text-white shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-70 ${confirmTone}`}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
