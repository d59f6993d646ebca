// Settings form pieces: select and textarea in the look of ~/components/forms Field, read-only value rows,
// section cards and the small icons this page needs.
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { Icon as Svg, type IconProps } from "~/components/ui/icons";
import { FieldError } from "~/components/ui/fields";

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
        <svg
          viewBox="0 0 20 20"
          fill="currentColor"
          aria-hidden="true"
          className="pointer-events-none absolute right-3 top-1/2 mt-[3px] size-5 -translate-y-1/2 text-slate-400"
        >
          <path
            fillRule="evenodd"
            d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
            clipRule="evenodd"
          />
        </svg>
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

/** A label and its saved value; empty values display as '-' (spec part 2 "Settings"). */
export function ValueRow({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={`mt-1.5 text-[15px] text-slate-900 ${wide ? "whitespace-pre-line leading-7" : ""}`}>
        {value.trim() ? value : <span className="text-slate-400">-</span>}
      </dd>
    </div>
  );
}

export function Card({
  id,
  title,
  description,
  icon,
  action,
  tone = "default",
  children,
}: {
  id?: string;
  title: string;
  description?: ReactNode;
  icon: ReactNode;
  action?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, "-")}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`overflow-hidden rounded-2xl border bg-white shadow-sm ${tone === "danger" ? "border-rose-200" : "border-slate-200"}`}
    >
      <header
        className={`flex items-start gap-3 border-b px-5 py-5 sm:items-center sm:gap-4 sm:px-6 ${
          tone === "danger" ? "border-rose-100 bg-rose-50/40" : "border-slate-100"
        }`}
      >
        <div className="flex min-w-0 flex-1 items-start gap-3.5">
          <span
            className={`grid size-10 shrink-0 place-items-center rounded-xl ${
              tone === "danger" ? "bg-rose-100 text-rose-600" : "bg-indigo-50 text-indigo-600"
            }`}
          >
            {icon}
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
          </div>
        </div>
        {action ? <div className="ml-auto flex shrink-0 gap-2">{action}</div> : null}
      </header>
      <div className="px-5 py-5 sm:px-6 sm:py-6">{children}</div>
    </section>
  );
}

export const IconIdCard = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <circle cx="9" cy="11" r="2" />
    <path d="M6 16c.6-1.4 1.7-2 3-2s2.4.6 3 2M15 10h3M15 13.5h3" />
  </Svg>
);

export const IconFileText = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </Svg>
);

export const IconShield = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.3 7.5 9.5 4.4-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />
    <path d="m9 12 2 2 4-4" />
  </Svg>
);

export const IconAt = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M16 8v5a2.5 2.5 0 0 0 5 0v-1a9 9 0 1 0-3.5 7.1" />
  </Svg>
);

export const IconKey = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="7.5" cy="15.5" r="4" />
    <path d="m10.5 12.5 9-9M16 7l2.5 2.5M18.5 4.5 21 7" />
  </Svg>
);

export const IconMail = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m4 7 8 6 8-6" />
  </Svg>
);

export const IconWarning = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10.3 4.3 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4M12 17h.01" />
  </Svg>
);

export const IconPencil = (p: IconProps) => (
  <Svg {...p}>
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4 11.5-11.5Z" />
  </Svg>
);

export const IconLock = (p: IconProps) => (
  <Svg {...p}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Svg>
);

export { GoogleMark as IconGoogle } from "~/components/ui/brand-icons";
