// The sections of the job detail dialog's body (spec part 2 "Job detail dialog"): the three tiles, the AI
// suggestions with their copy buttons and the status timeline (the contacts: job-plans-sections.tsx).
import { Banknote, Calendar, Hourglass } from "lucide-react";
import type { ReactNode } from "react";
import { useTimeZone } from "~/components/ui/time-zone";
import { formatChangeTime, formatJobDate, relativeTime } from "~/lib/dates";
import { daysSinceApplied } from "~/schemas/jobs-rules";
import type { JobDto } from "~/schemas/jobs";
import { daysLabel, statusChangeLabel } from "./job-dialog-logic";
import { EmptyLine, NumberedCopyList, StatusDot } from "./job-ui";

const TILE_TONES = {
  emerald: "bg-emerald-50 text-emerald-700",
  sky: "bg-sky-50 text-sky-700",
  violet: "bg-violet-50 text-violet-700",
} as const;

function Tile({ icon, label, tone, children }: { icon: ReactNode; label: string; tone: keyof typeof TILE_TONES; children: ReactNode }) {
  return (
    // A row with the value on the right on phones, a tile with the value under its label from sm up. Only <dt> and
    // <dd> may sit in a description list's group, so the icon is drawn from inside the <dt>.
    <div className="relative flex min-w-0 items-center justify-between gap-3 py-3 pr-4 pl-16 sm:block sm:py-4 sm:pl-[4.25rem]">
      <dt className="text-xs font-medium text-slate-600">
        <span
          className={`absolute top-1/2 left-4 grid size-9 -translate-y-1/2 place-items-center rounded-xl sm:size-10 ${TILE_TONES[tone]}`}
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="min-w-0 break-words text-right text-[15px] font-semibold text-slate-900 sm:mt-0.5 sm:text-left">{children}</dd>
    </div>
  );
}

/** Salary Range, Application Date, Days Since Applied. */
export function JobTiles({ job }: { job: JobDto }) {
  return (
    <dl className="grid divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm sm:grid-cols-3 sm:divide-x sm:divide-y-0">
      <Tile icon={<Banknote className="size-5" aria-hidden="true" />} label="Salary Range" tone="emerald">
        {job.salary.trim() ? job.salary : <span className="font-medium text-slate-500">Not specified</span>}
      </Tile>
      {/* A wishlist job has no application date yet (issue 31). */}
      <Tile icon={<Calendar className="size-5" aria-hidden="true" />} label="Application Date" tone="sky">
        {job.appliedDate ? formatJobDate(job.appliedDate) : <span className="font-medium text-slate-500">Not applied yet</span>}
      </Tile>
      <Tile icon={<Hourglass className="size-5" aria-hidden="true" />} label="Days Since Applied" tone="violet">
        {job.appliedDate ? daysLabel(daysSinceApplied(job.appliedDate)) : <span className="font-medium text-slate-500">None yet</span>}
      </Tile>
    </dl>
  );
}

/** The numbered AI suggestions, each with its copy button. */
export function SuggestionList({ tips, onCopy }: { tips: readonly string[]; onCopy: (text: string) => void }) {
  if (tips.length === 0) return <EmptyLine>No AI suggestions yet.</EmptyLine>;
  return (
    <NumberedCopyList
      items={tips}
      copyLabel="suggestion"
      onCopy={onCopy}
      itemClassName="border border-indigo-100 p-3 sm:p-3.5"
      copyClassName="hover:bg-white"
      markSuggestions
    />
  );
}

/** The status changes, newest first. */
export function StatusTimeline({ job }: { job: JobDto }) {
  const history = [...job.statusHistory].reverse();
  const timeZone = useTimeZone();
  if (history.length === 0) return <EmptyLine>No status changes yet.</EmptyLine>;
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5">
      {history.map((change, index) => (
        <li key={`${change.changedAt}-${index}`} className="relative">
          <span className="absolute -left-[1.6rem] top-1 grid size-3 place-items-center rounded-full bg-white ring-4 ring-white">
            <StatusDot status={change.to} />
          </span>
          <p className="text-sm font-medium text-slate-800">{statusChangeLabel(change)}</p>
          <p className="mt-0.5 text-xs text-slate-600">
            <time dateTime={change.changedAt} title={formatChangeTime(change.changedAt, timeZone)} suppressHydrationWarning>
              {relativeTime(change.changedAt)}
            </time>
            <span aria-hidden="true"> · </span>
            <span>{formatChangeTime(change.changedAt, timeZone)}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
