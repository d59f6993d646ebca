// Settings page pieces: read-only value rows and the section cards.
import type { ReactNode } from "react";
import type { Heading } from "./headings";

/** A label and its saved value; empty values display as '-' (spec part 2 "Settings"). */
export function ValueRow({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={`mt-1.5 text-[15px] text-slate-900 ${wide ? "whitespace-pre-line leading-7" : ""}`}>
        {value.trim() ? value : <span className="text-slate-500">-</span>}
      </dd>
    </div>
  );
}

/** A settings card: the heading (icon, title, description) with an optional action, then its body. */
export function Card({
  id,
  heading: { title, description, icon: Icon },
  action,
  tone = "default",
  children,
}: {
  id: string;
  heading: Heading;
  action?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
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
            <Icon className="size-5" aria-hidden="true" />
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
