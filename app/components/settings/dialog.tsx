// An accessible modal dialog whose open state lives in the URL (so it also opens without JavaScript):
// role=dialog + aria-modal, labelled and described, focus moved in and trapped, Escape and the backdrop close
// it, focus returns to the element that opened it, and the page behind does not scroll.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { IconClose } from "~/components/ui/icons";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog({
  title,
  description,
  closeHref,
  icon,
  tone = "default",
  busy = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** Where closing goes (the same page without the dialog in its query string). */
  closeHref: string;
  icon?: ReactNode;
  tone?: "default" | "danger";
  /** While a request is on its way, Escape and the backdrop do not close the dialog. */
  busy?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const busyRef = useRef(busy);
  busyRef.current = busy;

  const close = () => {
    if (!busyRef.current) navigate(closeHref, { replace: true, preventScrollReset: true });
  };
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    const first =
      node?.querySelector<HTMLElement>("[data-autofocus]") ??
      node?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select, textarea') ??
      node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== "Tab" || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null);
      if (items.length === 0) return;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && (document.activeElement === firstItem || !node.contains(document.activeElement))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
      // Back to the button that opened the dialog (it is a link that stays on the page), if it is still there.
      const target = opener?.isConnected ? opener : opener?.id ? document.getElementById(opener.id) : null;
      target?.focus();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-6">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50 backdrop-blur-[2px]" onClick={close} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="toast-in relative w-full max-w-md overflow-y-auto rounded-t-3xl bg-white shadow-2xl shadow-slate-900/20 outline-none max-sm:max-h-[92vh] sm:rounded-2xl"
      >
        <div className="flex items-start gap-4 px-6 pb-2 pt-6">
          {icon ? (
            <span
              className={`grid size-11 shrink-0 place-items-center rounded-xl ${
                tone === "danger" ? "bg-rose-50 text-rose-600 ring-1 ring-rose-100" : "bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100"
              }`}
            >
              {icon}
            </span>
          ) : null}
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
          <Link
            to={closeHref}
            replace
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
            aria-label="Close dialog"
            className="-mr-2 -mt-1 rounded-lg p-2 text-slate-400 transition hover:bg-slate-100 hover:text-slate-600"
          >
            <IconClose className="size-5" />
          </Link>
        </div>
        <div className="px-6 pb-6 pt-3">{children}</div>
      </div>
    </div>
  );
}
