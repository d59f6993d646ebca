// Choice and long-text fields in the look of Field (./fields): a native select with the app's chevron and a
// textarea with an optional hint. Used by settings, the job dialogs, feedback and the admin sender.
import { ChevronDown } from "lucide-react";
import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from "react";
import { FieldError } from "./fields";

const control = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-xl border bg-white px-3.5 py-2.5 text-[15px] text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-4 ${
    invalid ? "border-rose-400 focus:border-rose-500 focus:ring-rose-100" : "border-slate-300 focus:border-indigo-500 focus:ring-indigo-100"
  }`;

type WithKey<T> = T & { key?: string | null };

export function SelectField({
  label,
  errors,
  options,
  placeholder,
  selectProps,
}: {
  label: string;
  errors?: string[];
  /** Plain strings (value = label) or value/label pairs. */
  options: ReadonlyArray<string | { value: string; label: string }>;
  /** An empty first option, when choosing nothing is allowed. */
  placeholder?: string;
  selectProps: WithKey<SelectHTMLAttributes<HTMLSelectElement>>;
}) {
  const fallbackId = useId();
  const { key, ...props } = selectProps;
  const id = props.id ?? fallbackId;
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <select
          key={key ?? undefined}
          {...props}
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={`${control(invalid)} appearance-none pr-10`}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => {
            const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-3 top-1/2 mt-[3px] size-5 -translate-y-1/2 text-slate-400"
        />
      </div>
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function TextareaField({
  label,
  errors,
  hint,
  textareaProps,
}: {
  label: string;
  errors?: string[];
  hint?: ReactNode;
  textareaProps: WithKey<TextareaHTMLAttributes<HTMLTextAreaElement>>;
}) {
  const fallbackId = useId();
  const { key, ...props } = textareaProps;
  const id = props.id ?? fallbackId;
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        key={key ?? undefined}
        {...props}
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={`${control(invalid)} min-h-32 resize-y leading-6`}
      />
      {invalid ? (
        <FieldError id={`${id}-error`} errors={errors} />
      ) : hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
