// The board's "This week" strip (issue 18): the upcoming interviews of the next 7 days and the due follow-ups, in
// time order, each a link to its job (the card's link: it opens the detail dialog, with or without JavaScript).
import { CalendarClock } from "lucide-react";
import { memo, type MouseEvent } from "react";
import { useTimeZone } from "~/components/ui/time-zone";
import { formatCalendarDay, formatDayIn, formatTimeIn } from "~/lib/time-zone";
import { agendaTime, INTERVIEW_KIND_LABELS, type JobCard, type JobNextDate } from "~/schemas/jobs-rules";
import { isPlainClick } from "./board-model";
import { isDue } from "./next-date";

interface AgendaEntry {
  job: JobCard;
  item: JobNextDate;
}

export const WeekStrip = memo(function WeekStrip({
  jobs,
  hrefFor,
  onOpen,
}: {
  jobs: readonly JobCard[];
  hrefFor: (jobId: string) => string;
  onOpen?: (href: string) => void;
}) {
  const timeZone = useTimeZone();
  const entries: AgendaEntry[] = jobs
    .flatMap((job) => (job.agenda ?? []).map((item) => ({ job, item })))
    .sort((a, b) => agendaTime(a.item).localeCompare(agendaTime(b.item)));
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || !isPlainClick(event)) return;
    event.preventDefault();
    onOpen(event.currentTarget.getAttribute("href")!);
  };
  return (
    <section
      aria-labelledby="week-strip-heading"
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white px-3 py-2.5 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:px-4"
    >
      <div className="flex shrink-0 items-center gap-2">
        <span className="grid size-7 place-items-center rounded-lg bg-sky-50 text-sky-700">
          <CalendarClock className="size-4" aria-hidden="true" />
        </span>
        <h2 id="week-strip-heading" className="text-sm font-semibold text-slate-900">
          This week
        </h2>
        {entries.length ? (
          <span className="text-xs text-slate-500">{entries.length === 1 ? "1 item" : `${entries.length} items`}</span>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">No interviews or follow-ups in the next 7 days. Open a job to schedule one.</p>
      ) : (
        <ul className="flex min-w-0 flex-1 snap-x gap-2 overflow-x-auto pb-0.5">
          {entries.map(({ job, item }) => {
            const due = isDue(item, timeZone);
            return (
              <li key={`${job.id}-${item.kind}-${item.at}`} className="relative w-60 shrink-0 snap-start">
                <a
                  href={hrefFor(job.id)}
                  onClick={open}
                  className={`block rounded-xl border px-3 py-1.5 transition hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
                    due
                      ? "border-amber-200 bg-amber-50/70 hover:border-amber-300"
                      : "border-slate-200 bg-slate-50/60 hover:border-indigo-200 hover:bg-white"
                  }`}
                >
                  <span className={`block text-[11px] font-semibold uppercase tracking-wide ${due ? "text-amber-800" : "text-sky-800"}`}>
                    {item.kind === "follow-up"
                      ? `${due ? "Follow-up due" : "Follow up"} · ${formatCalendarDay(item.at)}`
                      : `${formatDayIn(item.at, timeZone)} · ${formatTimeIn(item.at, timeZone)}`}
                  </span>
                  <span className="block truncate text-[13px] text-slate-700">
                    <span className="font-semibold text-slate-900">
                      {item.kind === "interview" ? `${INTERVIEW_KIND_LABELS[item.interviewKind ?? "other"]}: ` : ""}
                      {job.title}
                    </span>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    {job.company}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
