// The field kit: labelled inputs with their error text wired for screen readers (aria-invalid, aria-describedby,
// errors announced). `Field` takes conform's input props (auth, settings, jobs); `TextField`, `TextArea` and
// `Checkbox` are controlled (the profile editor). Month picker, chips and type-ahead are beside this file.
import { CircleAlert, ScanEye } from "lucide-react";
import { Spinner } from "./button";
import { checkboxClass, inputClass } from "./input-class";
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";

export const labelClass = "block text-sm font-medium text-slate-700";

/** The one error text under a field: announced, referenced by the field's aria-describedby. */
export function FieldError({ id, errors }: { id: string; errors?: string[] | string | null }) {
  const message = Array.isArray(errors) ? errors[0] : errors;
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-rose-600" role="alert">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}

export function FieldLabel({ htmlFor, required, children }: { htmlFor?: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {children}
      {required ? <span className="text-rose-500"> *</span> : null}
    </label>
  );
}

/** aria-invalid and aria-describedby of a field whose error (or else hint) sits under it as `${id}-error` / `${id}-hint`. */
export function describedBy(id: string, error?: string | null, hint?: ReactNode) {
  return {
    "aria-invalid": Boolean(error) || undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

/** The error under a field, or its hint when there is no error. */
export function FieldMessage({ id, error, hint }: { id: string; error?: string | null; hint?: ReactNode }) {
  if (error) return <FieldError id={`${id}-error`} errors={error} />;
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
      {hint}
    </p>
  );
}

/** What a field asking to be checked says (a value the resume import was unsure of). */
const REVIEW_NOTE = "Check this: the import was not sure about it.";

/** The note under a field whose value should be checked; it stands where the hint would. */
export function ReviewNote({ children = REVIEW_NOTE }: { children?: ReactNode }) {
  return (
    <span className="inline-flex items-start gap-1.5 font-medium text-amber-800" data-review-note="">
      <ScanEye className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </span>
  );
}

/** The hint a field shows: the review note while its value asks to be checked, else its own hint. */
export const hintOrReview = (hint: ReactNode, review?: boolean) => (review ? <ReviewNote /> : hint);

type FieldProps = {
  label: ReactNode;
  errors?: string[];
  hint?: ReactNode;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string | null };
  trailing?: ReactNode;
  required?: boolean;
  className?: string;
  /** The value came from an import that was unsure of it: amber, with the review note. */
  review?: boolean;
};

/** A control's id (its own or a generated one), its React key and its other props (conform's props carry a key). */
export function useFieldControl<P extends { id?: string; key?: string | null }>(controlProps: P) {
  const fallbackId = useId();
  const { key, ...props } = controlProps;
  return { id: props.id ?? fallbackId, key: key ?? undefined, props };
}

/** The frame of a labelled field: the label (and what trails it) above the control, the error or hint below. */
export function FieldFrame({
  id,
  label,
  required,
  trailing,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  trailing?: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <div className="flex items-center justify-between">
        <FieldLabel htmlFor={id} required={required}>
          {label}
        </FieldLabel>
        {trailing}
      </div>
      {children}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

/** How a username input behaves: the browser's username autofill, no autocapitalisation, no spellcheck. */
export const usernameInputProps = { autoComplete: "username", autoCapitalize: "none", spellCheck: false } as const;

/** A labelled input (conform's `getInputProps` or plain props). */
export function Field({ label, errors, hint: ownHint, inputProps, trailing, required, className, review }: FieldProps) {
  const { id, key, props } = useFieldControl(inputProps);
  const error = errors?.[0];
  const hint = hintOrReview(ownHint, review);
  return (
    <FieldFrame id={id} label={label} required={required} trailing={trailing} error={error} hint={hint} className={className}>
      <input
        key={key}
        {...props}
        id={id}
        {...describedBy(id, error, hint)}
        className={`mt-1.5 ${inputClass(Boolean(error), "", review)}`}
      />
    </FieldFrame>
  );
}

export function PasswordField(props: FieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Field {...props} inputProps={{ ...props.inputProps, type: visible ? "text" : "password" }} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        data-password-toggle
        className="absolute right-2 top-[2.1rem] rounded-lg px-2 py-1.5 text-xs font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-700"
        aria-label={visible ? "Hide password" : "Show password"}
        aria-pressed={visible}
      >
        {visible ? "Hide" : "Show"}
      </button>
    </div>
  );
}

/** Props of the controlled fields: the value, its change, and the error shown once the field is touched. */
export interface ControlledFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  hint?: ReactNode;
  /** See FieldProps.review. */
  review?: boolean;
  placeholder?: string;
  required?: boolean;
  className?: string;
}

export function TextField({
  type = "text",
  inputMode,
  autoComplete,
  value,
  onChange,
  onBlur,
  error,
  ...p
}: ControlledFieldProps & { type?: string; inputMode?: "tel" | "url" | "text"; autoComplete?: string }) {
  return (
    <Field
      label={p.label}
      required={p.required}
      hint={p.hint}
      review={p.review}
      className={p.className}
      errors={error ? [error] : undefined}
      inputProps={{ type, inputMode, autoComplete, value, placeholder: p.placeholder, onChange: (e) => onChange(e.target.value), onBlur }}
    />
  );
}

export function TextArea({ rows = 4, counter, ...p }: ControlledFieldProps & { rows?: number; counter?: { max: number; min?: number } }) {
  const id = useId();
  const length = p.value.trim().length;
  const outOfRange = counter && (length > counter.max || (counter.min && length > 0 && length < counter.min));
  const hint = hintOrReview(p.hint, p.review);
  return (
    <div className={p.className}>
      <div className="flex items-baseline justify-between gap-3">
        <FieldLabel htmlFor={id} required={p.required}>
          {p.label}
        </FieldLabel>
        {counter ? (
          <span data-testid="char-counter" className={`text-xs tabular-nums ${outOfRange ? "text-amber-700" : "text-slate-500"}`}>
            {p.value.length}/{counter.max}
          </span>
        ) : null}
      </div>
      <textarea
        id={id}
        rows={rows}
        value={p.value}
        placeholder={p.placeholder}
        onChange={(e) => p.onChange(e.target.value)}
        onBlur={p.onBlur}
        {...describedBy(id, p.error, hint)}
        className={`mt-1.5 resize-y ${inputClass(Boolean(p.error), "", p.review)}`}
      />
      <FieldMessage id={id} error={p.error} hint={hint} />
    </div>
  );
}

export function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-700">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className={checkboxClass} />
      {label}
    </label>
  );
}

export function SubmitButton({
  children,
  busy,
  busyLabel,
  disabled,
  name,
  value,
}: {
  children: ReactNode;
  busy?: boolean;
  busyLabel?: string;
  disabled?: boolean;
  name?: string;
  value?: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={disabled || busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-gradient-to-r from-indigo-600 to-violet-600 px-4 py-2.5 text-[15px] font-semibold text-white shadow-md shadow-indigo-600/20 transition hover:from-indigo-500 hover:to-violet-500 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? <Spinner /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-3.5 py-2.5 text-sm text-rose-700">
      {message}
    </div>
  );
}

export { inputClass, Spinner };
