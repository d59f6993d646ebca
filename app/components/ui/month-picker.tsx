// Year-month picker: a month select and a year select (50 years around the current one) producing "YYYY-MM".
import { useId, useState } from "react";
import { type ControlledFieldProps, FieldError, inputClass } from "./fields";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

type Parts = { year: string; month: string };
const parse = (v: string): Parts => {
  const m = /^(\d{4})-(\d{2})$/.exec(v);
  return m ? { year: m[1]!, month: m[2]! } : { year: "", month: "" };
};

export function MonthPicker({ label, value, onChange, onBlur, error, disabled, required }: ControlledFieldProps & { disabled?: boolean }) {
  const id = useId();
  const [parts, setParts] = useState(() => parse(value));
  // An outside change (restore, resume import) replaces a half-picked value; the parent echoing a half pick ("") does not.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value || (parts.year && parts.month)) setParts(parse(value));
  }
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 51 }, (_, i) => String(thisYear + 25 - i));
  const update = (next: Parts) => {
    setParts(next);
    onChange(next.year && next.month ? `${next.year}-${next.month}` : "");
  };
  const cls = inputClass(Boolean(error), "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-400");
  const aria = { onBlur, "aria-invalid": Boolean(error) || undefined, "aria-describedby": error ? `${id}-error` : undefined };
  return (
    <fieldset>
      <legend className="block text-sm font-medium text-slate-700">
        {label}
        {required ? <span className="text-rose-500"> *</span> : null}
      </legend>
      <div className="mt-1.5 grid grid-cols-[1.4fr_1fr] gap-2">
        <select
          aria-label={`${label} month`}
          value={parts.month}
          disabled={disabled}
          onChange={(e) => update({ ...parts, month: e.target.value })}
          className={cls}
          {...aria}
        >
          <option value="">Month</option>
          {MONTHS.map((m, i) => (
            <option key={m} value={String(i + 1).padStart(2, "0")}>
              {m}
            </option>
          ))}
        </select>
        <select
          aria-label={`${label} year`}
          value={parts.year}
          disabled={disabled}
          onChange={(e) => update({ ...parts, year: e.target.value })}
          className={cls}
          {...aria}
        >
          <option value="">Year</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={`${id}-error`} errors={error} />
    </fieldset>
  );
}
