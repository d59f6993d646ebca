// Chips: values added by the Add button or Enter; a blank entry and a duplicate (case-insensitive) are ignored.
import { X } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { describedBy, FieldMessage, hintOrReview, inputClass, labelClass } from "./fields";

export function ChipsInput({
  label,
  values,
  onChange,
  onBlur,
  error,
  max,
  placeholder = "Type a skill and press Enter",
  hint: ownHint,
  review,
}: {
  label: string;
  values: string[];
  onChange(values: string[]): void;
  onBlur?(): void;
  error?: string;
  max?: number;
  placeholder?: string;
  hint?: ReactNode;
  /** See the field kit's `review`. */
  review?: boolean;
}) {
  const id = useId();
  const hint = hintOrReview(ownHint, review);
  const [text, setText] = useState("");
  const full = max !== undefined && values.length >= max;
  const add = () => {
    const v = text.trim();
    if (!v) return setText("");
    if (full) return;
    if (!values.some((s) => s.toLowerCase() === v.toLowerCase())) onChange([...values, v]);
    setText("");
  };
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <span className="text-xs tabular-nums text-slate-500">
          {values.length}
          {max ? `/${max}` : ""} added
        </span>
      </div>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          value={text}
          disabled={full}
          placeholder={full ? `Maximum of ${max} reached` : placeholder}
          onChange={(e) => setText(e.target.value)}
          onBlur={onBlur}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          {...describedBy(id, error, hint)}
          className={inputClass(Boolean(error), "disabled:bg-slate-50", review)}
        />
        <button
          type="button"
          onClick={add}
          disabled={full}
          className="shrink-0 rounded-xl border border-slate-200 bg-white px-4 text-sm font-semibold text-slate-700 shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50"
        >
          Add
        </button>
      </div>
      {values.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`${label} list`}>
          {values.map((s) => (
            <li
              key={s}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pl-3 pr-1 text-sm font-medium text-indigo-700 ring-1 ring-indigo-100"
            >
              {s}
              <button
                type="button"
                onClick={() => onChange(values.filter((x) => x !== s))}
                className="grid size-5 place-items-center rounded-full text-indigo-400 hover:bg-indigo-100 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
                aria-label={`Remove ${s}`}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
