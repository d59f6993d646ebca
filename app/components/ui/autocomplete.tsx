// Type-ahead text field (ARIA combobox): after `minChars`, waits `debounceMs`, asks `search`, lists up to `limit` options.
import { useEffect, useId, useRef, useState } from "react";
import { type ControlledFieldProps, describedBy, FieldLabel, FieldMessage, hintOrReview, inputClass, Spinner } from "./fields";

export function Autocomplete({
  minChars,
  debounceMs,
  limit,
  search,
  ...p
}: ControlledFieldProps & {
  minChars: number;
  debounceMs: number;
  limit: number;
  search(q: string, signal: AbortSignal): Promise<string[]>;
}) {
  const id = useId();
  const [options, setOptions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  /** Only typing searches: a value set from outside (a pick, a restore, a resume import) does not. */
  const typed = useRef(false);
  const latest = useRef({ search, minChars, debounceMs, limit });
  latest.current = { search, minChars, debounceMs, limit };
  const query = p.value.trim();
  const hint = hintOrReview(p.hint, p.review);

  useEffect(() => {
    if (!typed.current) return;
    const { search, minChars, debounceMs, limit } = latest.current;
    if (query.length < minChars) {
      setOptions([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      search(query, controller.signal)
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
  }, [query]);

  const choose = (v: string) => {
    typed.current = false;
    p.onChange(v);
    setOpen(false);
  };
  return (
    <div className={`relative ${p.className ?? ""}`}>
      <FieldLabel htmlFor={id} required={p.required}>
        {p.label}
      </FieldLabel>
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
            } else if (e.key === "Escape" && open) {
              // Closes the list only (not a dialog or a form around it).
              e.preventDefault();
              e.stopPropagation();
              setOpen(false);
            }
          }}
          {...describedBy(id, p.error, hint)}
          className={inputClass(Boolean(p.error), "pr-9", p.review)}
        />
        {loading ? <Spinner className="absolute right-3 top-3.5 size-4 text-slate-400" /> : null}
      </div>
      {open ? (
        <div
          id={`${id}-list`}
          role="listbox"
          className="absolute inset-x-0 z-30 mt-1 max-h-72 overflow-auto rounded-xl border border-slate-200 bg-white py-1 text-sm shadow-xl shadow-slate-900/10"
        >
          {options.map((o, i) => (
            <div
              key={`${o}-${i}`}
              id={`${id}-opt-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o);
              }}
              className={`cursor-pointer px-3.5 py-2 ${i === active ? "bg-indigo-50 text-indigo-700" : "text-slate-700 hover:bg-slate-50"}`}
            >
              {o}
            </div>
          ))}
        </div>
      ) : null}
      <FieldMessage id={id} error={p.error} hint={hint} />
    </div>
  );
}
