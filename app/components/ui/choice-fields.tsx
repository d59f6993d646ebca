// Choice and long-text fields in the look of Field (./fields): a native select with the app's chevron and a
// textarea with an optional hint. Used by settings, the job dialogs, feedback and the admin sender.
import { ChevronDown } from "lucide-react";
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { describedBy, FieldFrame, inputClass, useFieldControl } from "./fields";

const control = (invalid: boolean) => `mt-1.5 ${inputClass(invalid)}`;

type WithKey<T> = T & { key?: string | null };

export function SelectField({
  label,
  errors,
  options,
  placeholder,
  selectProps,
}: {
  label: ReactNode;
  errors?: string[];
  /** Plain strings (value = label) or value/label pairs. */
  options: ReadonlyArray<string | { value: string; label: string }>;
  /** An empty first option, when choosing nothing is allowed. */
  placeholder?: string;
  selectProps: WithKey<SelectHTMLAttributes<HTMLSelectElement>>;
}) {
  const { id, key, props } = useFieldControl(selectProps);
  const error = errors?.[0];
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="relative">
        <select key={key} {...props} id={id} {...describedBy(id, error)} className={`${control(Boolean(error))} appearance-none pr-10`}>
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
    </FieldFrame>
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
  const { id, key, props } = useFieldControl(textareaProps);
  const error = errors?.[0];
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        key={key}
        {...props}
        id={id}
        {...describedBy(id, error, hint)}
        className={`${control(Boolean(error))} min-h-32 resize-y leading-6`}
      />
    </FieldFrame>
  );
}
