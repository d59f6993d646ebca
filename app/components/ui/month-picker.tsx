// Year-month picker: a month select and a year select (50 years around the current one) producing "YYYY-MM".
// A year without its month (a resume that gave only "2018") stays "YYYY": the picker says the month is missing
// and the schema asks for it before saving, so no month is ever made up.
import { type ReactNode, useId, useState } from "react";
import { type ControlledFieldProps, FieldMessage, inputClass, labelClass, ReviewNote } from "./fields";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const THIS_YEAR = new Date().getFullYear();

// Built once: the same elements on every render cost React nothing (an editor may show dozens of pickers).
const MONTH_OPTIONS = options(
  "Month",
  MONTHS.map((m, i) => [String(i + 1).padStart(2, "0"), m]),
);
const YEAR_OPTIONS = options(
  "Year",
  Array.from({ length: 51 }, (_, i) => String(THIS_YEAR + 25 - i)).map((y) => [y, y]),
);

function options(placeholder: string, list: Array<[value: string, label: string]>) {
  return [
    <option key="" value="">
      {placeholder}
    </option>,
    ...list.map(([value, label]) => (
      <option key={value} value={value}>
        {label}
      </option>
    )),
  ];
}

type Parts = { year: string; month: string };
const parse = (v: string): Parts => {
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(v);
  return m ? { year: m[1]!, month: m[2] ?? "" } : { year: "", month: "" };
};
const YEAR_ONLY_HINT = "Month not given: choose it before saving.";

export function MonthPicker({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  review,
  disabled,
  required,
}: ControlledFieldProps & { disabled?: boolean }) {
  const id = useId();
  const [parts, setParts] = useState(() => parse(value));
  // An outside change (restore, resume import) replaces a half-picked value; the parent echoing a half pick ("") does not.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value || (parts.year && parts.month)) setParts(parse(value));
  }
  const update = (next: Parts) => {
    setParts(next);
    onChange(next.year && next.month ? `${next.year}-${next.month}` : next.year);
  };
  const yearOnly = Boolean(parts.year && !parts.month && !disabled);
  const shownHint = yearOnly ? <ReviewNote>{YEAR_ONLY_HINT}</ReviewNote> : review ? <ReviewNote /> : hint;
  const select = (part: keyof Parts, options: ReactNode) => (
    <select
      aria-label={`${label} ${part}`}
      value={parts[part]}
      disabled={disabled}
      onChange={(e) => update({ ...parts, [part]: e.target.value })}
      onBlur={onBlur}
      aria-invalid={Boolean(error) || undefined}
      aria-describedby={error ? `${id}-error` : shownHint ? `${id}-hint` : undefined}
      className={inputClass(
        Boolean(error),
        "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-400",
        review || (part === "month" && yearOnly),
      )}
    >
      {options}
    </select>
  );
  return (
    <fieldset>
      <legend className={labelClass}>
        {label}
        {required ? <span className="text-rose-500"> *</span> : null}
      </legend>
      <div className="mt-1.5 grid grid-cols-[1.4fr_1fr] gap-2">
        {select("month", MONTH_OPTIONS)}
        {select("year", YEAR_OPTIONS)}
      </div>
      <FieldMessage id={id} error={error} hint={shownHint} />
    </fieldset>
  );
}
