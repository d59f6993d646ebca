// Small pieces shared by the job dialogs and the AI insights dialog: priority/status badges, the status dropdown,
// section headings, a form section, the dialog header's icon tile, empty lines and the copy button (labelled
// selects come from SelectField). Icons are lucide-react's.
import { ChevronDown, Copy } from "lucide-react";
import { useId, type ReactNode } from "react";
import { CloseButton } from "~/components/ui/modal";
import { JOB_PRIORITY_LABELS, JOB_STATUS_LABELS, type JobPriority, type JobStatus } from "~/schemas/jobs-rules";

const PRIORITY_TONES: Record<JobPriority, { badge: string; dot: string }> = {
  high: { badge: "bg-rose-50 text-rose-700 ring-rose-200", dot: "bg-rose-500" },
  medium: { badge: "bg-amber-50 text-amber-800 ring-amber-200", dot: "bg-amber-500" },
  low: { badge: "bg-emerald-50 text-emerald-700 ring-emerald-200", dot: "bg-emerald-500" },
};

const STATUS_TONES: Record<JobStatus, string> = {
  wishlist: "bg-slate-400",
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
        <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
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

const HEADING_TONES = {
  slate: "bg-slate-100 text-slate-600",
  emerald: "bg-emerald-50 text-emerald-700",
  amber: "bg-amber-50 text-amber-700",
  indigo: "bg-indigo-50 text-indigo-700",
  violet: "bg-violet-50 text-violet-700",
} as const;
export type HeadingTone = keyof typeof HEADING_TONES;

/** A section heading with its icon tile and an optional note on the right (job detail sections, AI result cards). */
export function SectionHeading({
  icon,
  title,
  aside,
  tone = "slate",
}: {
  icon: ReactNode;
  title: string;
  aside?: ReactNode;
  tone?: HeadingTone;
}) {
  return (
    <div className="mb-3 flex items-center gap-2.5">
      <span className={`grid size-7 shrink-0 place-items-center rounded-lg ${HEADING_TONES[tone]}`}>{icon}</span>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {aside ? <span className="ml-auto">{aside}</span> : null}
    </div>
  );
}

/** The gradient icon tile at the start of a job dialog's header. */
export function DialogIconTile({ children, className = "grid size-11 rounded-xl" }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={`shrink-0 place-items-center bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-md shadow-indigo-600/25 ${className}`}
    >
      {children}
    </span>
  );
}

/** A job dialog's header: the icon tile, the heading block and the close button in a row, then `children` below. */
export function JobDialogHeader({
  tile,
  heading,
  onClose,
  closeDisabled,
  className = "",
  headingClassName = "",
  children,
}: {
  tile: ReactNode;
  heading: ReactNode;
  onClose: () => void;
  closeDisabled?: boolean;
  className?: string;
  headingClassName?: string;
  children?: ReactNode;
}) {
  return (
    <header className={`shrink-0 border-b border-slate-100 px-5 pt-5 sm:px-6 ${className}`}>
      <div className="flex items-start gap-3.5">
        {tile}
        <div className={`min-w-0 flex-1 ${headingClassName}`}>{heading}</div>
        <CloseButton onClick={onClose} disabled={closeDisabled} className="-mr-1.5 -mt-1" />
      </div>
      {children}
    </header>
  );
}

/**
 * The header of a dialog stacked over a job's detail (AI Career Insights, the application kit): its icon tile, its
 * title and the job it is about, above its tabs (`children`).
 */
export function StackedJobDialogHeader({
  icon,
  titleId,
  title,
  job,
  onClose,
  children,
}: {
  icon: ReactNode;
  titleId: string;
  title: string;
  job: { title: string; company: string };
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <JobDialogHeader
      className="bg-gradient-to-b from-indigo-50/80 to-white"
      tile={<DialogIconTile className="grid size-11 rounded-2xl sm:size-12">{icon}</DialogIconTile>}
      onClose={onClose}
      heading={
        <>
          <h2 id={titleId} className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
            {title}
          </h2>
          <p className="mt-0.5 truncate text-sm text-slate-600" title={`${job.title} at ${job.company}`}>
            {job.title} <span className="text-slate-500">at</span> {job.company}
          </p>
        </>
      }
    >
      {children}
    </JobDialogHeader>
  );
}

/** The quiet line of a section with nothing to show yet. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-200 bg-slate-50/60 px-3.5 py-3 text-sm text-slate-600">{children}</p>;
}

/** The copy button of a suggestion or a tip ('Copy to clipboard'). */
export function CopyButton({ label, onCopy, className = "hover:bg-indigo-50" }: { label: string; onCopy: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onCopy}
      aria-label={label}
      title="Copy to clipboard"
      className={`grid size-8 shrink-0 place-items-center rounded-lg text-slate-500 transition hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${className}`}
    >
      <Copy className="size-4" aria-hidden="true" />
    </button>
  );
}

/** A numbered list of texts, each with its copy button (the job's AI suggestions, the AI dialog's recommendations). */
export function NumberedCopyList({
  items,
  copyLabel,
  onCopy,
  itemClassName,
  copyClassName,
  markSuggestions = false,
  className = "space-y-2.5",
}: {
  items: readonly string[];
  /** 'suggestion' gives the buttons 'Copy suggestion 1', 'Copy suggestion 2', ... */
  copyLabel: string;
  onCopy: (text: string) => void;
  itemClassName: string;
  copyClassName?: string;
  /** Marks each text as an AI suggestion (data-ai-suggestion). */
  markSuggestions?: boolean;
  className?: string;
}) {
  return (
    <ol className={className}>
      {items.map((item, index) => (
        <li key={index} className={`flex items-start gap-3 rounded-xl bg-indigo-50/40 ${itemClassName}`}>
          <span
            aria-hidden="true"
            className="grid size-6 shrink-0 place-items-center rounded-full bg-white text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200"
          >
            {index + 1}
          </span>
          <p
            data-ai-suggestion={markSuggestions || undefined}
            className="min-w-0 flex-1 break-words pt-0.5 text-sm leading-6 text-slate-700"
          >
            {item}
          </p>
          <CopyButton label={`Copy ${copyLabel} ${index + 1}`} onCopy={() => onCopy(item)} className={copyClassName} />
        </li>
      ))}
    </ol>
  );
}
