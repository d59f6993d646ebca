// The kit's buttons: the look (`buttonClass`, for <Link>, <a> and <button>), `Button`, `ButtonLink`, the busy
// `Spinner` and `FormActions` (Cancel + submit).
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "danger-outline" | "inverse" | "inverse-outline";
export type ButtonSize = "sm" | "compact" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-gradient-to-r from-indigo-600 to-violet-600 text-white shadow-lg shadow-indigo-600/25 hover:from-indigo-500 hover:to-violet-500 hover:shadow-indigo-600/35 focus-visible:outline-indigo-600",
  secondary:
    "border border-slate-200 bg-white text-slate-800 shadow-sm hover:border-slate-300 hover:bg-slate-50 focus-visible:outline-indigo-600",
  danger: "bg-rose-600 text-white shadow-sm shadow-rose-600/20 hover:bg-rose-500 focus-visible:outline-rose-600",
  "danger-outline": "border border-rose-200 bg-white text-rose-700 shadow-sm hover:bg-rose-50 focus-visible:outline-rose-600",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-indigo-600",
  inverse: "bg-white text-indigo-700 shadow-lg shadow-indigo-950/20 hover:bg-indigo-50 focus-visible:outline-white",
  "inverse-outline": "border border-white/30 bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-3.5 text-sm",
  compact: "h-10 px-4 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
};

export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = "") {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

export function Spinner({ className = "size-4" }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/**
 * A button in the kit's look. `busy` disables it and shows the spinner, and `busyLabel` (when given) in place of
 * the children.
 */
export function Button({
  variant = "primary",
  size = "md",
  className = "",
  busy = false,
  busyLabel,
  type = "button",
  disabled,
  children,
  ...props
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean; busyLabel?: ReactNode }) {
  return (
    <button type={type} disabled={disabled || busy} className={buttonClass(variant, size, className)} {...props}>
      {busy ? <Spinner /> : null}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}

/** A react-router Link in the kit's look; `disabled` greys it out and makes it ignore the pointer. */
export function ButtonLink({
  variant = "primary",
  size = "md",
  className = "",
  disabled = false,
  ...props
}: ButtonLook & LinkProps & { disabled?: boolean }) {
  return (
    <Link {...props} className={buttonClass(variant, size, disabled ? `${className} pointer-events-none opacity-60`.trim() : className)} />
  );
}

/**
 * The footer of a form: Cancel (a link back to `cancelHref`, so it works without JavaScript) and the submit
 * button with its busy state. `danger` is a destructive confirmation: red submit, and Cancel takes the focus first.
 */
export function FormActions({
  cancelHref,
  onCancel,
  busy,
  label,
  busyLabel,
  form,
  danger = false,
  className = "",
  cancelClassName = "",
  submitClassName = "",
}: {
  cancelHref: string;
  /** With JavaScript: close in place instead of following the link. */
  onCancel?: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** The id of the form to submit when the buttons sit outside it. */
  form?: string;
  danger?: boolean;
  className?: string;
  cancelClassName?: string;
  submitClassName?: string;
}) {
  return (
    <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${className}`.trim()}>
      <ButtonLink
        to={cancelHref}
        replace
        preventScrollReset
        variant="secondary"
        className={cancelClassName}
        disabled={onCancel ? busy : false}
        data-autofocus={danger ? true : undefined}
        onClick={
          onCancel
            ? (event) => {
                event.preventDefault();
                if (!busy) onCancel();
              }
            : undefined
        }
      >
        Cancel
      </ButtonLink>
      <Button
        type="submit"
        form={form}
        variant={danger ? "danger" : "primary"}
        busy={busy}
        busyLabel={busyLabel}
        className={submitClassName}
      >
        {label}
      </Button>
    </div>
  );
}
