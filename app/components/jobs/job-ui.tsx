// Small pieces shared by the job dialogs: priority/status badges, the status dropdown, a form section and the
// icons these dialogs need (labelled selects come from ~/components/settings/fields SelectField).
import { useId, type ReactNode } from "react";
import { Icon as Svg, type IconProps } from "~/components/ui/icons";
import { JOB_PRIORITY_LABELS, JOB_STATUS_LABELS, type JobPriority, type JobStatus } from "~/schemas/jobs";

export const PRIORITY_TONES: Record<JobPriority, { badge: string; dot: string }> = {
  high: { badge: "bg-rose-50 text-rose-700 ring-rose-200", dot: "bg-rose-500" },
  medium: { badge: "bg-amber-50 text-amber-800 ring-amber-200", dot: "bg-amber-500" },
  low: { badge: "bg-emerald-50 text-emerald-700 ring-emerald-200", dot: "bg-emerald-500" },
};

export const STATUS_TONES: Record<JobStatus, string> = {
  applied: "bg-sky-500",
  interview: "bg-violet-500",
  "in-progress": "bg-amber-500",
  offer: "bg-emerald-500",
  rejected: "bg-rose-500",
};

export function PriorityBadge({ priority }: { priority: JobPriority }) {
  const tone = PRIORITY_TONES[priority] ?? PRIORITY_TONES.medium;
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${tone.badge}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {JOB_PRIORITY_LABELS[priority] ?? priority}
    </span>
  );
}

export function StatusDot({ status }: { status: JobStatus }) {
  return <span aria-hidden="true" className={`inline-block size-2 shrink-0 rounded-full ${STATUS_TONES[status] ?? "bg-slate-400"}`} />;
}

export const STATUS_OPTIONS = Object.entries(JOB_STATUS_LABELS).map(([value, label]) => ({ value, label }));
export const PRIORITY_OPTIONS = Object.entries(JOB_PRIORITY_LABELS).map(([value, label]) => ({ value, label }));

const chevron = (
  <svg
    viewBox="0 0 20 20"
    fill="currentColor"
    aria-hidden="true"
    className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
  >
    <path
      fillRule="evenodd"
      d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
      clipRule="evenodd"
    />
  </svg>
);

/** The compact status dropdown of the detail dialog's header (labelled 'Status'). */
export function StatusSelect({
  value,
  onChange,
  disabled,
}: {
  value: JobStatus;
  onChange: (status: JobStatus) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-600">
        Status
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2">
          <StatusDot status={value} />
        </span>
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as JobStatus)}
          className="h-9 appearance-none rounded-xl border border-slate-300 bg-white pl-7 pr-9 text-sm font-medium text-slate-800 shadow-sm outline-none transition hover:border-slate-400 focus:border-indigo-500 focus:ring-4 focus:ring-indigo-100 disabled:opacity-60"
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {chevron}
      </div>
    </div>
  );
}

/** A titled group of form fields (Basic Information, Job Details, ...). */
export function FormSection({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  // Not a named region: a field such as 'Notes' must be the only thing its label names.
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 className="flex items-center gap-2.5 text-sm font-semibold text-slate-900">
        <span className="grid size-8 place-items-center rounded-lg bg-indigo-50 text-indigo-600">{icon}</span>
        {title}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export const IconMapPin = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </Svg>
);
export const IconCalendar = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M8 3v4M16 3v4M3.5 10h17" />
  </Svg>
);
export const IconCurrency = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2.5" y="6" width="19" height="12" rx="2.5" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" />
  </Svg>
);
export const IconHourglass = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6.5 3h11M6.5 21h11M7.5 3c0 4.5 4.5 6 4.5 9s-4.5 4.5-4.5 9M16.5 3c0 4.5-4.5 6-4.5 9s4.5 4.5 4.5 9" />
  </Svg>
);
export const IconCopy = (p: IconProps) => (
  <Svg {...p}>
    <rect x="8.5" y="8.5" width="12" height="12" rx="2.5" />
    <path d="M15.5 8.5V6a2.5 2.5 0 0 0-2.5-2.5H6A2.5 2.5 0 0 0 3.5 6v7A2.5 2.5 0 0 0 6 15.5h2.5" />
  </Svg>
);
export const IconTrash = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V7" />
  </Svg>
);
export const IconPencil = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </Svg>
);
export const IconNote = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 4h14a1 1 0 0 1 1 1v10l-5 5H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z" />
    <path d="M14.5 20v-5h5.5M8 9h8M8 13h4" />
  </Svg>
);
export const IconContact = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="3.5" />
    <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
  </Svg>
);
export const IconMail = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m4 7 8 6 8-6" />
  </Svg>
);
export const IconPhone = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2C10.6 21 3 13.4 3 6a2 2 0 0 1 2-2Z" />
  </Svg>
);
export const IconHistory = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6L3.5 8.5" />
    <path d="M3.5 4v4.5H8M12 8v4.5l3 2" />
  </Svg>
);
export const IconPlus = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 5v14M5 12h14" />
  </Svg>
);
export const IconWarning = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10.3 4.2 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4M12 17h.01" />
  </Svg>
);
