// A titled modal whose open state is the URL (?dialog=..., ?user=...), so it also opens and closes without
// JavaScript: the close control and Cancel are links to `closeHref`; with JavaScript closing navigates there in
// place. Used by the settings dialogs, the admin user details and the unpublish confirmation.
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { buttonClass } from "./button";
import { Spinner } from "./fields";
import { type ModalSize, TitledModal } from "./modal";

export function UrlModal({
  closeHref,
  busy = false,
  size = "sm",
  focusFirstField = false,
  title,
  description,
  icon,
  tone,
  children,
}: {
  /** Where closing goes: the same page without the dialog in its query string. */
  closeHref: string;
  busy?: boolean;
  size?: ModalSize;
  focusFirstField?: boolean;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  tone?: "default" | "danger" | "warning";
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <TitledModal
      title={title}
      description={description}
      icon={icon}
      tone={tone}
      size={size}
      busy={busy}
      focusFirstField={focusFirstField}
      closeHref={closeHref}
      onClose={() => navigate(closeHref, { replace: true, preventScrollReset: true })}
    >
      {children}
    </TitledModal>
  );
}

const DANGER_SUBMIT =
  "inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-rose-600 px-5 text-sm font-semibold text-white shadow-sm shadow-rose-600/20 transition hover:bg-rose-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 disabled:cursor-not-allowed disabled:opacity-60";

/** Cancel (a link back to `cancelHref`) and the submit button of a form inside a UrlModal. */
export function UrlModalButtons({
  cancelHref,
  busy,
  label,
  busyLabel,
  danger = false,
}: {
  cancelHref: string;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** A destructive confirmation: red submit, and Cancel takes the focus first. */
  danger?: boolean;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Link
        to={cancelHref}
        replace
        preventScrollReset
        data-autofocus={danger ? true : undefined}
        className={buttonClass("secondary", "md")}
      >
        Cancel
      </Link>
      <button type="submit" disabled={busy} className={danger ? DANGER_SUBMIT : buttonClass("primary", "md")}>
        {busy ? <Spinner /> : null}
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
