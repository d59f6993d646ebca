// The table view of the tracker (issue 18 section 4, ADR 0015): every application in rows of title, company,
// status, priority, applied date and next date, sorted by a column header, filtered by status and priority, and cut
// into pages of 50, all kept in the query string, so each is a link (or a GET form) that works without JavaScript
// too. The rows come from the board's cards (the page's search already applied); a row's title links to the job's
// detail dialog (`?job=`), the same one a card opens; the Up and Down arrow keys move between rows' links. Loaded
// only when the table is shown (lazy, like the dialogs): the board's page does not carry this code.
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, SearchX } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { filterSelectClass } from "~/components/ui/input-class";
import { Options } from "~/components/ui/options";
import { formatJobDate } from "~/lib/dates";
import { isPlainClick } from "~/lib/plain-click";
import {
  appliedDateText,
  INTERVIEW_KIND_LABELS,
  JOB_PRIORITIES,
  JOB_PRIORITY_LABELS,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  type JobCard,
  type JobPriority,
  type JobStatus,
} from "~/schemas/jobs-rules";
import { MatchScoreBadge } from "../match-badge";
import { FIRST_DIR, nextDateAt, tablePage } from "./table-model";
import type { TableSort, TableView } from "./table-url";

export interface JobTableProps {
  /** The jobs the page's search leaves (every status and priority). */
  jobs: JobCard[];
  view: TableView;
  /** The page's search text (kept by the filter form without JavaScript). */
  query: string;
  /** A row's link: the job's detail dialog over this same table. */
  hrefFor: (jobId: string) => string;
  /** The table with some of its state changed. */
  tableHref: (changes: Partial<TableView>) => string;
  /** Fetches a job's details ahead of the click (pointer resting on or focus in its row). */
  onIntent?: (jobId: string) => void;
  /** The board's colours, handed over so this chunk imports none of the board's modules. */
  statusTheme: Record<JobStatus, { dot: string; badge: string }>;
  priorityDot: Record<JobPriority, string>;
}

const COLUMNS: { sort: TableSort; label: string; className: string }[] = [
  { sort: "title", label: "Job title", className: "min-w-56" },
  { sort: "company", label: "Company", className: "min-w-40" },
  { sort: "status", label: "Status", className: "min-w-40" },
  { sort: "priority", label: "Priority", className: "min-w-32" },
  { sort: "applied", label: "Applied", className: "min-w-32" },
  { sort: "next", label: "Next date", className: "min-w-32" },
  { sort: "match", label: "Match", className: "min-w-36" },
];

const SORT_WORDS: Record<TableSort, Record<"asc" | "desc", string>> = {
  title: { asc: "A to Z", desc: "Z to A" },
  company: { asc: "A to Z", desc: "Z to A" },
  status: { asc: "Applied to Rejected", desc: "Rejected to Applied" },
  priority: { asc: "low to high", desc: "high to low" },
  applied: { asc: "oldest first", desc: "newest first" },
  next: { asc: "soonest first", desc: "latest first" },
  match: { asc: "weakest first", desc: "best first" },
};

/** A job's next date as the table shows it: the day, and what it is (an interview's kind, or the follow-up). */
function formatNext(job: JobCard): ReactNode {
  const at = nextDateAt(job);
  if (!at || !job.next)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">None</span>
      </>
    );
  const what =
    job.next.kind === "follow-up" ? "Follow-up" : job.next.interviewKind ? INTERVIEW_KIND_LABELS[job.next.interviewKind] : "Interview";
  return (
    <>
      {formatJobDate(at.slice(0, 10))}
      <span className="block text-xs text-slate-500">{what}</span>
    </>
  );
}

/** The table's filters: each a select of every value, or none ("All …"). */
type Filter = { label: string; allLabel: string; options: readonly string[]; labels: Readonly<Record<string, string>> };

const FILTERS = {
  status: { label: "Status", allLabel: "All statuses", options: JOB_STATUSES, labels: JOB_STATUS_LABELS },
  priority: { label: "Priority", allLabel: "All priorities", options: JOB_PRIORITIES, labels: JOB_PRIORITY_LABELS },
} as const;

type FilterValue<F extends keyof typeof FILTERS> = (typeof FILTERS)[F]["options"][number];

function FilterSelect<F extends keyof typeof FILTERS>({
  id,
  filter,
  value,
  onChoose,
}: {
  id: string;
  filter: F;
  value: FilterValue<F> | null;
  onChoose: (value: FilterValue<F> | null) => void;
}) {
  const { label, allLabel, options, labels }: Filter = FILTERS[filter];
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        name={filter}
        value={value ?? ""}
        onChange={(event) => onChoose((event.target.value || null) as FilterValue<F> | null)}
        className={`mt-1 ${filterSelectClass}`}
      >
        <option value="">{allLabel}</option>
        <Options values={options} label={(option) => labels[option]} />
      </select>
    </div>
  );
}

export function JobTable({ jobs, view, query, hrefFor, tableHref, onIntent, statusTheme, priorityDot }: JobTableProps) {
  const navigate = useNavigate();
  const id = useId();
  const page = useMemo(() => tablePage(jobs, view), [jobs, view]);
  // Without JavaScript the filters need a submit button; once the page runs, a choice applies at once.
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const go = (href: string) => navigate(href, { replace: true, preventScrollReset: true, defaultShouldRevalidate: false });
  const openRow = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(href, { preventScrollReset: true, defaultShouldRevalidate: false });
  };

  // Up and Down move between the rows' links (Home and End to the first and last).
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a[data-row-link]")];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const next = event.key === "Home" ? 0 : event.key === "End" ? links.length - 1 : index + (event.key === "ArrowDown" ? 1 : -1);
    if (next < 0 || next >= links.length) return;
    event.preventDefault();
    links[next]!.focus();
  };

  const sorted = COLUMNS.find((c) => c.sort === view.sort)!;
  const filtered = Boolean(view.status || view.priority);
  return (
    <div data-job-table>
      <div className="flex flex-col gap-3 px-1 pb-3 sm:flex-row sm:items-end sm:justify-between">
        <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter applications">
          <input type="hidden" name="view" value="table" />
          {query.trim() ? <input type="hidden" name="q" value={query} /> : null}
          <input type="hidden" name="sort" value={view.sort} />
          <input type="hidden" name="dir" value={view.dir} />
          <FilterSelect id={`${id}-status`} filter="status" value={view.status} onChoose={(status) => go(tableHref({ status, page: 1 }))} />
          <FilterSelect
            id={`${id}-priority`}
            filter="priority"
            value={view.priority}
            onChoose={(priority) => go(tableHref({ priority, page: 1 }))}
          />
          {scripted ? null : (
            <button type="submit" className={buttonClass("secondary", "compact")}>
              Apply filters
            </button>
          )}
          {filtered ? (
            <Link
              to={tableHref({ status: null, priority: null, page: 1 })}
              replace
              preventScrollReset
              defaultShouldRevalidate={false}
              className="h-10 content-center rounded-lg px-2 text-sm font-semibold text-indigo-700 hover:text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              Clear filters
            </Link>
          ) : null}
        </Form>
        <p className="text-sm text-slate-600" aria-live="polite" data-table-range>
          {page.total
            ? `Showing ${page.from}–${page.to} of ${page.total} ${page.total === 1 ? "application" : "applications"}`
            : "No applications to show"}
        </p>
      </div>

      <div className="relative overflow-x-auto rounded-2xl border border-slate-200">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">
            Job applications, sorted by {sorted.label.toLowerCase()}, {SORT_WORDS[view.sort][view.dir]}
            {page.pages > 1 ? `, page ${page.page} of ${page.pages}` : ""}
          </caption>
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              {COLUMNS.map((column) => {
                const active = column.sort === view.sort;
                const dir = active ? (view.dir === "asc" ? "desc" : "asc") : FIRST_DIR[column.sort];
                const Arrow = active ? (view.dir === "asc" ? ArrowUp : ArrowDown) : ArrowUpDown;
                return (
                  <th
                    key={column.sort}
                    scope="col"
                    aria-sort={active ? (view.dir === "asc" ? "ascending" : "descending") : undefined}
                    className={`border-b border-slate-200 px-4 py-0 ${column.className}`}
                  >
                    <Link
                      to={tableHref({ sort: column.sort, dir, page: 1 })}
                      replace
                      preventScrollReset
                      defaultShouldRevalidate={false}
                      data-sort={column.sort}
                      className={`-mx-2 inline-flex h-11 items-center gap-1.5 rounded-lg px-2 transition hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                        active ? "text-indigo-700" : ""
                      }`}
                    >
                      {column.label}
                      <Arrow className={`size-3.5 ${active ? "" : "text-slate-400"}`} aria-hidden="true" />
                      <span className="sr-only">, sort {SORT_WORDS[column.sort][dir]}</span>
                    </Link>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody onKeyDown={onKeyDown} className="divide-y divide-slate-100 bg-white">
            {page.rows.map((job) => {
              const href = hrefFor(job.id);
              const intent = onIntent ? () => onIntent(job.id) : undefined;
              return (
                <tr key={job.id} data-job-row={job.id} className="group transition hover:bg-indigo-50/40" onPointerEnter={intent}>
                  <td className="px-4 py-3">
                    <a
                      href={href}
                      data-row-link
                      onClick={(event) => openRow(event, href)}
                      onFocus={intent}
                      className="font-semibold text-slate-900 underline-offset-4 hover:text-indigo-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    >
                      {job.title}
                    </a>
                  </td>
                  <td className="px-4 py-3 text-slate-700">{job.company}</td>
                  <td className="px-4 py-3">
                    <span
                      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTheme[job.status].badge}`}
                    >
                      <span aria-hidden="true" className={`size-1.5 rounded-full ${statusTheme[job.status].dot}`} />
                      {JOB_STATUS_LABELS[job.status]}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-slate-700">
                    <span className="inline-flex items-center gap-2 whitespace-nowrap">
                      <span aria-hidden="true" className={`size-2 rounded-full ring-4 ${priorityDot[job.priority]}`} />
                      {JOB_PRIORITY_LABELS[job.priority].replace(" Priority", "")}
                    </span>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-700">{appliedDateText(job.appliedDate)}</td>
                  <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-700">{formatNext(job)}</td>
                  <td className="whitespace-nowrap px-4 py-3">
                    {job.match ? (
                      <MatchScoreBadge match={job.match} stacked />
                    ) : (
                      <>
                        <span aria-hidden="true" className="text-slate-400">
                          —
                        </span>
                        <span className="sr-only">No match yet</span>
                      </>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {page.rows.length ? null : (
          <div className="flex flex-col items-center justify-center gap-2 px-4 py-12 text-center">
            <SearchX className="size-6 text-slate-400" aria-hidden="true" />
            <p className="text-sm font-medium text-slate-700">
              {jobs.length ? "No applications match these filters" : "No applications yet"}
            </p>
          </div>
        )}
      </div>

      {page.pages > 1 ? (
        <nav aria-label="Table pages" className="mt-3 flex items-center justify-between gap-3 px-1">
          <PageLink to={page.page > 1 ? tableHref({ page: page.page - 1 }) : null} label="Previous page">
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </PageLink>
          <p className="text-sm tabular-nums text-slate-600">
            Page {page.page} of {page.pages}
          </p>
          <PageLink to={page.page < page.pages ? tableHref({ page: page.page + 1 }) : null} label="Next page">
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </PageLink>
        </nav>
      ) : null}
    </div>
  );
}

function PageLink({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  if (!to) {
    return (
      <span aria-disabled="true" className={buttonClass("secondary", "sm", "pointer-events-none opacity-50")}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} preventScrollReset defaultShouldRevalidate={false} aria-label={label} className={buttonClass("secondary", "sm")}>
      {children}
    </Link>
  );
}
