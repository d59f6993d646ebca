// Building blocks of the profile editor: labelled inputs, month picker, skill chips, type-ahead, dialogs,
// section cards with their Edit / Cancel / Save states.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Spinner } from "~/components/ui/fields";

const inputBase =
  "block w-full rounded-xl border bg-white px-3.5 py-2.5 text-[15px] text-slate-900 shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-4";
export const inputClass = (invalid: boolean) =>
  `${inputBase} ${invalid ? "border-rose-400 focus:border-rose-500 focus:ring-rose-100" : "border-slate-300 focus:border-indigo-500 focus:ring-indigo-100"}`;

export function ErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-rose-600">
      <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      <span>{message}</span>
    </p>
  );
}

interface FieldBase {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  className?: string;
}

export function TextField({
  type = "text",
  inputMode,
  autoComplete,
  ...p
}: FieldBase & { type?: string; inputMode?: "tel" | "url" | "text"; autoComplete?: string }) {
  const id = useId();
  return (
    <div className={p.className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {p.label}
        {p.required ? <span className="text-rose-500"> *</span> : null}
      </label>
      <input
        id={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={p.value}
        placeholder={p.placeholder}
        onChange={(e) => p.onChange(e.target.value)}
        onBlur={p.onBlur}
        aria-invalid={Boolean(p.error) || undefined}
        aria-describedby={p.error ? `${id}-error` : p.hint ? `${id}-hint` : undefined}
        className={`mt-1.5 ${inputClass(Boolean(p.error))}`}
      />
      {p.error ? (
        <ErrorText id={`${id}-error`} message={p.error} />
      ) : p.hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {p.hint}
        </p>
      ) : null}
    </div>
  );
}

export function TextArea({ rows = 4, counter, ...p }: FieldBase & { rows?: number; counter?: { max: number; min?: number } }) {
  const id = useId();
  const length = p.value.trim().length;
  return (
    <div className={p.className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {p.label}
          {p.required ? <span className="text-rose-500"> *</span> : null}
        </label>
        {counter ? (
          <span
            data-testid="char-counter"
            className={`text-xs tabular-nums ${length > counter.max || (counter.min && length > 0 && length < counter.min) ? "text-amber-600" : "text-slate-400"}`}
          >
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
        aria-invalid={Boolean(p.error) || undefined}
        aria-describedby={p.error ? `${id}-error` : p.hint ? `${id}-hint` : undefined}
        className={`mt-1.5 resize-y ${inputClass(Boolean(p.error))}`}
      />
      {p.error ? (
        <ErrorText id={`${id}-error`} message={p.error} />
      ) : p.hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {p.hint}
        </p>
      ) : null}
    </div>
  );
}

export function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 rounded border-slate-300 text-indigo-600 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      />
      {label}
    </label>
  );
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Year-month picker: a month select and a year select spanning 50 years around the current year. */
export function MonthPicker({ label, value, onChange, onBlur, error, disabled, required }: FieldBase & { disabled?: boolean }) {
  const id = useId();
  const parse = (v: string) => {
    const m = /^(\d{4})-(\d{2})$/.exec(v);
    return m ? { year: m[1]!, month: m[2]! } : { year: "", month: "" };
  };
  const [parts, setParts] = useState(() => parse(value));
  useEffect(() => {
    // An outside change (restore, resume import) replaces a half-picked value.
    if (value || (parts.year && parts.month)) setParts(parse(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 51 }, (_, i) => String(thisYear + 25 - i));
  const update = (next: { year: string; month: string }) => {
    setParts(next);
    onChange(next.year && next.month ? `${next.year}-${next.month}` : "");
  };
  const cls = `${inputClass(Boolean(error))} disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-400`;
  return (
    <fieldset>
      <legend className="block text-sm font-medium text-slate-700">
        {label}
        {required ? <span className="text-rose-500"> *</span> : null}
      </legend>
      <div className="mt-1.5 grid grid-cols-[1.4fr_1fr] gap-2" onBlur={onBlur}>
        <select
          aria-label={`${label} month`}
          value={parts.month}
          disabled={disabled}
          onChange={(e) => update({ ...parts, month: e.target.value })}
          className={cls}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
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
          aria-invalid={Boolean(error) || undefined}
        >
          <option value="">Year</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <ErrorText id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** Skill chips: added by button or Enter; blank input ignored, duplicates (case-insensitive) ignored. */
export function ChipsInput({
  label,
  values,
  onChange,
  onBlur,
  error,
  max,
  placeholder = "Type a skill and press Enter",
  hint,
}: {
  label: string;
  values: string[];
  onChange(values: string[]): void;
  onBlur?(): void;
  error?: string;
  max?: number;
  placeholder?: string;
  hint?: ReactNode;
}) {
  const id = useId();
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
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <span className="text-xs tabular-nums text-slate-400">
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
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass(Boolean(error))} disabled:bg-slate-50`}
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
                <svg viewBox="0 0 20 20" className="size-3" fill="currentColor" aria-hidden="true">
                  <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <ErrorText id={`${id}-error`} message={error} /> : hint ? <p className="mt-1.5 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

/** Type-ahead text field: after `minChars`, waits `debounceMs`, asks `search`, shows up to `limit` options. */
export function Autocomplete({
  minChars,
  debounceMs,
  limit,
  search,
  ...p
}: FieldBase & { minChars: number; debounceMs: number; limit: number; search(q: string, signal: AbortSignal): Promise<string[]> }) {
  const id = useId();
  const [options, setOptions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return;
    const q = p.value.trim();
    if (q.length < minChars) {
      setOptions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      search(q, controller.signal)
        .then((list) => {
          setOptions(list.slice(0, limit));
          setOpen(list.length > 0);
          setActive(-1);
        })
        .catch(() => {
          if (!controller.signal.aborted) setOptions([]);
        })
        .finally(() => !controller.signal.aborted && setLoading(false));
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [p.value]);
  const choose = (v: string) => {
    typed.current = false;
    p.onChange(v);
    setOpen(false);
  };
  return (
    <div className={`relative ${p.className ?? ""}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {p.label}
        {p.required ? <span className="text-rose-500"> *</span> : null}
      </label>
      <div className="relative mt-1.5">
        <input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          value={p.value}
          placeholder={p.placeholder}
          onChange={(e) => {
            typed.current = true;
            p.onChange(e.target.value);
          }}
          onBlur={() => {
            setTimeout(() => setOpen(false), 150);
            p.onBlur?.();
          }}
          onKeyDown={(e) => {
            if (!open) return;
            if (e.key === "ArrowDown") {
              e.preventDefault();
              setActive((a) => Math.min(options.length - 1, a + 1));
            } else if (e.key === "ArrowUp") {
              e.preventDefault();
              setActive((a) => Math.max(0, a - 1));
            } else if (e.key === "Enter" && active >= 0) {
              e.preventDefault();
              choose(options[active]!);
            } else if (e.key === "Escape") {
              e.stopPropagation();
              setOpen(false);
            }
          }}
          aria-invalid={Boolean(p.error) || undefined}
          aria-describedby={p.error ? `${id}-error` : p.hint ? `${id}-hint` : undefined}
          className={`${inputClass(Boolean(p.error))} pr-9`}
        />
        {loading ? <Spinner className="absolute right-3 top-3.5 size-4 text-slate-400" /> : null}
      </div>
      {open ? (
        <ul
          id={`${id}-list`}
          role="listbox"
          className="absolute inset-x-0 z-30 mt-1 max-h-72 overflow-auto rounded-xl border border-slate-200 bg-white py-1 text-sm shadow-xl shadow-slate-900/10"
        >
          {options.map((o, i) => (
            <li
              key={`${o}-${i}`}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o);
              }}
              className={`cursor-pointer px-3.5 py-2 ${i === active ? "bg-indigo-50 text-indigo-700" : "text-slate-700 hover:bg-slate-50"}`}
            >
              {o}
            </li>
          ))}
        </ul>
      ) : null}
      {p.error ? (
        <ErrorText id={`${id}-error`} message={p.error} />
      ) : p.hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {p.hint}
        </p>
      ) : null}
    </div>
  );
}

/** Modal dialog: role=dialog, aria-modal, focus moves in and is trapped, Escape closes, focus returns. */
export function Dialog({
  open,
  title,
  description,
  onClose,
  actions,
  tone = "default",
}: {
  open: boolean;
  title: string;
  description: string;
  onClose(): void;
  actions: ReactNode;
  tone?: "default" | "danger";
}) {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const node = ref.current!;
    const focusables = () =>
      Array.from(node.querySelectorAll<HTMLElement>("button, [href], input, select, textarea")).filter(
        (el) => !el.hasAttribute("disabled"),
      );
    focusables()[0]?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        onClose();
      } else if (e.key === "Tab") {
        const list = focusables();
        if (!list.length) return;
        const first = list[0]!;
        const last = list[list.length - 1]!;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-[90] flex items-end justify-center p-4 sm:items-center">
      <div className="absolute inset-0 bg-slate-900/40 backdrop-blur-[2px]" onClick={onClose} aria-hidden="true" />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/5"
      >
        <div className="flex items-start gap-4">
          <span
            className={`grid size-11 shrink-0 place-items-center rounded-full ${tone === "danger" ? "bg-rose-50 text-rose-600" : "bg-amber-50 text-amber-600"}`}
            aria-hidden="true"
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round">
              <path d="M12 8v5M12 16.5v.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
            </svg>
          </span>
          <div>
            <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <p id={`${id}-desc`} className="mt-1 text-sm leading-6 text-slate-600">
              {description}
            </p>
          </div>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{actions}</div>
      </div>
    </div>
  );
}

export const btn = {
  primary:
    "inline-flex h-10 items-center justify-center gap-2 rounded-xl bg-indigo-600 px-4 text-sm font-semibold text-white shadow-sm transition hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-500 disabled:shadow-none",
  secondary:
    "inline-flex h-10 items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white px-4 text-sm font-semibold text-slate-700 shadow-sm transition hover:border-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50",
  danger:
    "inline-flex h-10 items-center justify-center gap-2 rounded-xl bg-rose-600 px-4 text-sm font-semibold text-white shadow-sm transition hover:bg-rose-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600",
  ghost:
    "inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-indigo-600 transition hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
  icon: "grid size-9 place-items-center rounded-lg text-slate-400 transition hover:bg-rose-50 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600",
};

export type SaveState = "clean" | "dirty" | "saving" | "saved";

export function SaveButton({ state, invalid, onClick }: { state: SaveState; invalid: boolean; onClick(): void }) {
  const label = state === "saving" ? "Saving..." : state === "saved" ? "Saved" : state === "dirty" ? "Save Changes" : "No Changes";
  const tooltip =
    state === "clean" || state === "saved"
      ? "You haven't made any changes"
      : invalid
        ? "Click to see validation errors"
        : "Ready to save your changes";
  const tooltipId = useId();
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        onClick={onClick}
        // Keeps focus (and the blur that reveals a field error and shifts the layout) from moving the button
        // between mousedown and mouseup, which would swallow the click.
        onMouseDown={(e) => e.preventDefault()}
        disabled={state !== "dirty"}
        className={btn.primary}
        aria-describedby={tooltipId}
      >
        {state === "saving" ? <Spinner /> : null}
        {state === "saved" ? (
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
              clipRule="evenodd"
            />
          </svg>
        ) : null}
        {label}
      </button>
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none absolute bottom-full right-0 z-20 mb-2 hidden w-max max-w-56 rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg group-focus-within:block group-hover:block"
      >
        {tooltip}
      </span>
    </span>
  );
}

export function SectionCard({
  id,
  title,
  subtitle,
  icon,
  editing,
  badge,
  onEdit,
  headerExtra,
  footer,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  icon: ReactNode;
  editing: boolean;
  badge?: "unsaved" | "saved" | null;
  onEdit(): void;
  headerExtra?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-24 rounded-2xl border bg-white shadow-sm transition ${editing ? "border-indigo-200 ring-4 ring-indigo-50" : "border-slate-200"}`}
    >
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <span
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-600 ring-1 ring-indigo-100"
          aria-hidden="true"
        >
          {icon}
        </span>
        <div className="min-w-[11rem] flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900 sm:text-lg">
              {title}
            </h2>
            {badge === "unsaved" ? (
              <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-700 ring-1 ring-amber-200">
                Unsaved changes
              </span>
            ) : badge === "saved" ? (
              <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
                Changes saved
              </span>
            ) : null}
          </div>
          <p className="mt-0.5 text-sm text-slate-500">{subtitle}</p>
        </div>
        <div className="ml-auto flex items-center gap-2">
          {headerExtra}
          {!editing ? (
            <button type="button" onClick={onEdit} className={btn.secondary} aria-label={`Edit ${title}`}>
              <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
                <path d="M13.6 3.2a2 2 0 0 1 2.8 0l.4.4a2 2 0 0 1 0 2.8l-8.5 8.5a2 2 0 0 1-.9.5l-3 .8a.6.6 0 0 1-.8-.7l.8-3a2 2 0 0 1 .5-1l8.7-8.3Z" />
              </svg>
              Edit
            </button>
          ) : null}
        </div>
      </header>
      <div className="px-5 py-5 sm:px-6">{children}</div>
      {editing && footer ? (
        <footer className="flex flex-wrap items-center justify-end gap-2 rounded-b-2xl border-t border-slate-100 bg-slate-50/70 px-5 py-3 sm:px-6">
          {footer}
        </footer>
      ) : null}
    </section>
  );
}

export function EmptyState({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-8 text-center">
      <span
        className="grid size-11 place-items-center rounded-full bg-white text-slate-400 shadow-sm ring-1 ring-slate-200"
        aria-hidden="true"
      >
        {icon}
      </span>
      <p className="mt-3 text-sm font-semibold text-slate-800">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-500">{text}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

export function ViewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">{label}</dt>
      <dd className="mt-1 text-sm text-slate-800">{children || <span className="text-slate-400">Not added yet</span>}</dd>
    </div>
  );
}
