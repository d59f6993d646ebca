// The board's search box (a GET form on ?q=, filtered live once JavaScript runs), its per-status counts, its mark,
// and the board/table switch with the CSV links.
import { Download, Search, SquareKanban, Table2, Upload } from "lucide-react";
import { memo } from "react";
import { Form, Link } from "react-router";
import { JOB_STATUS_COLUMNS, JOB_STATUSES, type JobStatus } from "~/schemas/jobs-rules";
import { STATUS_THEME } from "./board-model";

const SEARCH_PLACEHOLDER = "Search jobs, companies, or positions...";

export const SearchBox = memo(function SearchBox({
  id,
  value,
  onChange,
  fullscreen = false,
  table = false,
  className = "",
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Keeps the fullscreen (or table) view when the form is submitted without JavaScript. */
  fullscreen?: boolean;
  table?: boolean;
  className?: string;
}) {
  return (
    <Form method="get" role="search" className={`relative ${className}`} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        Search jobs
      </label>
      <Search className="pointer-events-none absolute left-3.5 top-1/2 size-4.5 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      {fullscreen || table ? <input type="hidden" name="view" value={fullscreen ? "fullscreen" : "table"} /> : null}
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        className="h-11 w-full rounded-xl border border-slate-200 bg-white pl-10 pr-3 text-sm text-slate-900 shadow-sm transition placeholder:text-slate-500 hover:border-slate-300 focus:border-indigo-500 focus:outline-none focus:ring-4 focus:ring-indigo-500/15"
      />
    </Form>
  );
});

/** Six tiles, one per status, counting every job (the search does not change them). */
export const CountTiles = memo(function CountTiles({ counts }: { counts: Record<JobStatus, number> }) {
  return (
    <dl className="grid grid-cols-3 gap-2.5 sm:gap-4 lg:grid-cols-6">
      {JOB_STATUSES.map((status) => {
        const theme = STATUS_THEME[status];
        return (
          <div key={status} data-count-tile={status} className={`min-w-0 rounded-2xl border p-3 shadow-sm sm:p-4 ${theme.tile}`}>
            <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-700 sm:text-sm">
              <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${theme.dot}`} />
              <span className="truncate">{JOB_STATUS_COLUMNS[status]}</span>
            </dt>
            <dd className={`mt-1 text-2xl font-bold tabular-nums tracking-tight sm:mt-2 sm:text-3xl ${theme.tileValue}`}>
              {counts[status]}
            </dd>
          </div>
        );
      })}
    </dl>
  );
});

/** The compact per-status counts of the fullscreen header. */
export const StatusCountChips = memo(function StatusCountChips({ counts }: { counts: Record<JobStatus, number> }) {
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Applications by status">
      {JOB_STATUSES.map((status) => (
        <li
          key={status}
          data-count-chip={status}
          className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-2.5 py-1 text-xs font-medium text-slate-700"
        >
          <span aria-hidden="true" className={`size-2 rounded-full ${STATUS_THEME[status].dot}`} />
          {JOB_STATUS_COLUMNS[status]}
          <span className="font-semibold tabular-nums text-slate-900">{counts[status]}</span>
        </li>
      ))}
    </ul>
  );
});

/** The board's gradient kanban mark beside its title (the page's hero, large; the fullscreen header, small). */
export const BoardMark = memo(function BoardMark({ large = false }: { large?: boolean }) {
  return (
    <span
      className={`grid shrink-0 place-items-center bg-gradient-to-br from-indigo-500 to-violet-600 text-white max-sm:hidden ${
        large ? "size-12 rounded-2xl shadow-lg shadow-indigo-600/25" : "size-9 rounded-xl shadow-md shadow-indigo-600/25"
      }`}
    >
      <SquareKanban className={large ? "size-6" : "size-5"} aria-hidden="true" />
    </span>
  );
});

const TOOL_LINK =
  "inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** Board or table (issue 18): a pair of links on `?view=table`, so the switch works without JavaScript. */
export function ViewToggle({
  table,
  boardHref,
  tableHref,
  onTableIntent,
}: {
  table: boolean;
  boardHref: string;
  tableHref: string;
  /** Fetch the table's code when the pointer or focus rests on its link. */
  onTableIntent: () => void;
}) {
  const tab = (active: boolean) =>
    `${TOOL_LINK} flex-1 sm:flex-none ${active ? "bg-white text-slate-900 shadow-sm ring-1 ring-slate-200" : "text-slate-600 hover:text-slate-900"}`;
  return (
    <nav aria-label="Tracker view" className="col-span-2 flex rounded-xl bg-slate-100 p-1 sm:inline-flex">
      <Link
        to={boardHref}
        aria-current={table ? undefined : "page"}
        preventScrollReset
        defaultShouldRevalidate={false}
        className={tab(!table)}
      >
        <SquareKanban className="size-4" aria-hidden="true" />
        Board
      </Link>
      <Link
        to={tableHref}
        aria-current={table ? "page" : undefined}
        preventScrollReset
        defaultShouldRevalidate={false}
        onPointerEnter={onTableIntent}
        onFocus={onTableIntent}
        className={tab(table)}
      >
        <Table2 className="size-4" aria-hidden="true" />
        Table
      </Link>
    </nav>
  );
}

/**
 * The board's order (issue 32): newest first, or by the profile's match, best first, within each column. Two links
 * on `?sort=match`, so the order also works without JavaScript.
 */
export function BoardOrder({ byMatch, newestHref, matchHref }: { byMatch: boolean; newestHref: string; matchHref: string }) {
  const option = (active: boolean) =>
    `inline-flex h-8 items-center rounded-lg px-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
      active ? "bg-white text-slate-900 shadow-sm ring-1 ring-slate-200" : "text-slate-600 hover:text-slate-900"
    }`;
  return (
    <nav aria-label="Order of the cards" className="inline-flex items-center gap-1 rounded-xl bg-slate-100 p-1">
      <span className="px-1.5 text-xs font-medium text-slate-600">Order</span>
      <Link
        to={newestHref}
        aria-current={byMatch ? undefined : "page"}
        preventScrollReset
        defaultShouldRevalidate={false}
        className={option(!byMatch)}
      >
        Newest
      </Link>
      <Link
        to={matchHref}
        aria-current={byMatch ? "page" : undefined}
        preventScrollReset
        defaultShouldRevalidate={false}
        className={option(byMatch)}
      >
        Best match
      </Link>
    </nav>
  );
}

/** The CSV links: Export downloads (a plain link; the session cookie signs it in), Import opens its dialog (`?dialog=import`). */
export function CsvLinks({
  importHref,
  exportHref,
  onImportIntent,
}: {
  importHref: string;
  exportHref: string;
  onImportIntent: () => void;
}) {
  const small = `${TOOL_LINK} border border-slate-200 bg-white text-slate-700 shadow-sm hover:border-slate-300 hover:bg-slate-50`;
  return (
    <>
      <Link
        to={importHref}
        preventScrollReset
        defaultShouldRevalidate={false}
        onPointerEnter={onImportIntent}
        onFocus={onImportIntent}
        className={small}
      >
        <Upload className="size-4" aria-hidden="true" />
        Import CSV
      </Link>
      <a href={exportHref} download className={small}>
        <Download className="size-4" aria-hidden="true" />
        Export CSV
      </a>
    </>
  );
}
