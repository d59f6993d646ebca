// /jobtracker (spec part 2 "Job Tracker"): hero, search, count tiles, the five-column board with drag and drop or
// the table view (issue 18), the AI-insights band, a fullscreen mode, the job dialogs and CSV import and export. The
// search (?q=), fullscreen (?view=fullscreen), the table (?view=table&sort=&dir=&status=&priority=&page=) and the
// open dialog (?job={id}, ?dialog=add|import|edit|ai) live in the query string, so they also work without
// JavaScript; the job list is page state, seeded by the loader and updated from the action's answers. The loader
// sends card data only and each column shows its first cards (ADR 0009): a card's whole job is fetched when it opens.
import { PageMain } from "~/components/ui/page-hero";
import { Maximize, Plus } from "lucide-react";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useRevalidator, type ShouldRevalidateFunctionArgs } from "react-router";
import { AiInsightsBand } from "~/components/jobs/board/ai-insights-band";
import {
  boardHref,
  columnLimit,
  countByStatus,
  filterJobs,
  followUrlQuery,
  PRIORITY_DOT,
  readBoardView,
  STATUS_THEME,
  upsertJob,
  type BoardView,
} from "~/components/jobs/board/board-model";
import { BoardMark, CountTiles, CsvLinks, SearchBox, StatusCountChips, ViewToggle } from "~/components/jobs/board/board-toolbar";
import type { ColumnPaging } from "~/components/jobs/board/board-types";
import { JobBoard } from "~/components/jobs/board/job-board";
import { jobCardId } from "~/components/jobs/board/job-card";
import { useStatusMoves } from "~/components/jobs/board/status-moves";
import { DEFAULT_TABLE, type TableView } from "~/components/jobs/table/table-url";
import { useJobDetails } from "~/components/jobs/board/use-job-details";
import { WeekStrip } from "~/components/jobs/board/week-strip";
import { TimeZoneContext } from "~/components/ui/time-zone";
import { rememberTimeZone } from "~/lib/time-zone";
import { lazyComponent, usePreloadOnFirstInteraction } from "~/components/ui/lazy";
import { buttonClass } from "~/components/ui/button";
import { RouteError } from "~/components/ui/route-error";
import { useToast } from "~/components/ui/toast";
import { byIntent, submitOrFailure } from "~/lib/client-action";
import type { JobActionResult, JobDto } from "~/schemas/jobs";
import { JOB_FAILURES, toJobCard } from "~/schemas/jobs-rules";
import { JOBS_EXPORT_PATH } from "~/schemas/job-csv-paths";
import type { Route } from "./+types/jobtracker";
import { jobTrackerAction, jobTrackerLoader } from "./jobtracker.server";
import { pageMeta } from "~/lib/page-meta";

// The dialogs (the job form with conform and zod, the details, the AI insights) load when one first opens, or on
// the page's first press, touch, key or focus (usePreloadOnFirstInteraction).
const JobFormDialog = lazyComponent(() => import("~/components/jobs/job-form-dialog").then((m) => m.JobFormDialog));
const JobDetailDialog = lazyComponent(() => import("~/components/jobs/job-detail-dialog").then((m) => m.JobDetailDialog));
const AiInsightsDialog = lazyComponent(() => import("~/components/jobs/ai/ai-insights-dialog").then((m) => m.AiInsightsDialog));
// Fullscreen mode too (ADR 0010): a page opened in fullscreen keeps the server's markup until its code has arrived.
const FullscreenBoard = lazyComponent(() => import("~/components/jobs/board/fullscreen-board").then((m) => m.FullscreenBoard));
// The table view and the CSV import dialog (issue 18) too: the board's page carries neither (ADR 0015).
const JobTable = lazyComponent(() => import("~/components/jobs/table/job-table").then((m) => m.JobTable));
const CsvImportDialog = lazyComponent(() => import("~/components/jobs/csv-import-dialog").then((m) => m.CsvImportDialog));

export const meta: Route.MetaFunction = () =>
  pageMeta("Job Tracker", "Track every application on one board, from Applied to Offer, with AI insights for each role.");

export const loader = ({ request, context }: Route.LoaderArgs) => jobTrackerLoader(request, context);

export const action = ({ request, context }: Route.ActionArgs) => jobTrackerAction(request, context);

/**
 * A post that gets no usable answer (offline, a timeout, a bare 5xx, a page that is not the action's) becomes the
 * intent's failure result instead of the error screen, so the dialogs revert and toast as the spec says.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitOrFailure(request, serverAction, byIntent(JOB_FAILURES, JOB_FAILURES.update));
}

/**
 * The page applies every confirmed answer to its own list, so a successful post needs no reload of the jobs, and
 * opening a dialog, searching or entering fullscreen only changes the query string. Any other post follows React
 * Router's default (no reload after an answer of 400 or above, which every failure without an answer is).
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET")
    return (actionResult as JobActionResult | undefined)?.status === "success" ? false : defaultShouldRevalidate;
  // The same URL again is a revalidation the page asked for (after a CSV import).
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function JobTrackerPage({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const navigate = useNavigate();
  usePreloadOnFirstInteraction(JobFormDialog, JobDetailDialog, AiInsightsDialog, FullscreenBoard);
  const view = useMemo(() => readBoardView(new URLSearchParams(location.search)), [location.search]);

  // The loader's list seeds the page state and replaces it whenever the loader runs again.
  const [jobs, setJobs] = useState(loaderData.jobs);
  const [seed, setSeed] = useState(loaderData.jobs);
  // Interview times show in the zone the loader rendered with; the browser's own zone is remembered for next time.
  useEffect(() => rememberTimeZone(loaderData.timeZone), [loaderData.timeZone]);
  if (seed !== loaderData.jobs) {
    setSeed(loaderData.jobs);
    setJobs(loaderData.jobs);
  }

  // The search filters as you type; the query string follows (replace, so typing leaves no history).
  const [query, setQuery] = useState(view.q);
  const viewRef = useRef(view);
  viewRef.current = view;
  const go = useCallback(
    (changes: Partial<BoardView>, replace = true) =>
      navigate(boardHref(viewRef.current, changes), { replace, preventScrollReset: true, defaultShouldRevalidate: false }),
    [navigate],
  );
  // The query strings our own typing asked for, oldest first: the URL catches up with them one by one (a fast
  // typist's keys arrive before the URL of the previous key), so none of them may reset the box. Only other changes
  // (back button, a link) do.
  const ownQs = useRef<string[]>([]);
  const search = useCallback(
    (value: string) => {
      setQuery(value);
      ownQs.current.push(value.trim() ? value : "");
      go({ q: value });
    },
    [go],
  );
  useEffect(() => {
    const { pending, reset } = followUrlQuery(ownQs.current, view.q);
    ownQs.current = pending;
    if (reset) setQuery(view.q);
  }, [view.q]);

  // The whole jobs behind the cards; a detail that cannot be read closes its dialog and leaves the board.
  const toast = useToast();
  const details = useJobDetails({
    initial: loaderData.selected,
    cards: jobs,
    openId: view.jobId,
    onFailure: (message) => {
      toast.error(message);
      go({ jobId: null, dialog: null });
    },
  });
  const { remember } = details;
  // A card the user moved or saved stays in sight in its column, even past the cards the column shows at first.
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set());
  const keep = useCallback((jobId: string) => setKept((ids) => (ids.has(jobId) ? ids : new Set(ids).add(jobId))), []);

  const saveJob = useCallback(
    (job: JobDto) => {
      remember(job);
      keep(job.id);
      // The card keeps its "Portfolio viewed" (the saved job does not carry it).
      setJobs((list) => upsertJob(list, { ...toJobCard(job), portfolioViews: list.find((j) => j.id === job.id)?.portfolioViews }));
    },
    [remember, keep],
  );
  const removeJob = useCallback(
    (jobId: string) => {
      setJobs((list) => list.filter((j) => j.id !== jobId));
      go({ jobId: null, dialog: null });
    },
    [go],
  );

  // A card that moved columns is a new element: keep the keyboard focus on it.
  const refocus = useRef<string | null>(null);
  const confirmMove = useCallback(
    (job: JobDto) => {
      if (document.activeElement?.id === jobCardId(job.id)) refocus.current = job.id;
      saveJob(job);
    },
    [saveJob],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new job list has rendered (the moved card is a new element).
  useEffect(() => {
    if (!refocus.current) return;
    document.getElementById(jobCardId(refocus.current))?.focus();
    refocus.current = null;
  }, [jobs]);
  const { pending, move } = useStatusMoves(confirmMove);

  const visible = useMemo(() => filterJobs(jobs, query), [jobs, query]);
  const counts = useMemo(() => countByStatus(jobs), [jobs]);
  const selected = details.detail;
  // A plain form post (no JavaScript) of the Add or Edit form that came back refused (fetchers never set this).
  const refused = actionData?.status === "invalid" ? actionData : undefined;
  const refusedFor = (intent: "create" | "update") => (refused?.intent === intent ? refused.submission : undefined);
  const dialogOpen = useRef(false);
  dialogOpen.current = view.dialog === "add" || view.dialog === "import" || Boolean(selected);
  // A card's link keeps the board's view but not its open dialog. Keyed by that URL, the cards' hrefs stay the same
  // objects when only the dialog or the query string's copy of the search changes (no card re-renders then).
  const cardBase = boardHref(view, { q: "", jobId: null, dialog: null });
  const boardBase = useMemo(() => readBoardView(new URL(cardBase, "http://board.invalid").searchParams), [cardBase]);
  const hrefFor = useMemo(() => (jobId: string) => boardHref({ ...boardBase, q: query }, { jobId }), [boardBase, query]);
  const addHref = boardHref({ ...view, q: query }, { jobId: null, dialog: "add" });
  const importHref = boardHref({ ...view, q: query }, { jobId: null, dialog: "import" });
  const tableHref = useCallback(
    (changes: Partial<TableView>) =>
      boardHref({ ...boardBase, q: query }, { table: { ...(boardBase.table ?? DEFAULT_TABLE), ...changes } }),
    [boardBase, query],
  );
  const revalidator = useRevalidator();
  // Also keyed by that URL: opening or closing a dialog re-renders no column.
  const paging = useMemo(
    (): ColumnPaging => ({
      limit: (status) => columnLimit(boardBase.more, status),
      keep: kept,
      moreHref: (status) =>
        boardHref({ ...boardBase, q: query }, { more: { ...boardBase.more, [status]: (boardBase.more[status] ?? 0) + 1 } }),
    }),
    [boardBase, query, kept],
  );

  // A card's link, followed in the page (the card is a plain anchor, see JobCard).
  const openCard = useCallback((href: string) => navigate(href, { preventScrollReset: true, defaultShouldRevalidate: false }), [navigate]);

  // Escape leaves fullscreen, unless a dialog or a keyboard drag is using it.
  const dragging = useRef(false);
  useEffect(() => {
    if (!view.fullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || dragging.current || dialogOpen.current) return;
      // In a search box with text, Escape first clears the text (the browser's own behaviour).
      if (event.target instanceof HTMLInputElement && event.target.type === "search" && event.target.value) return;
      go({ fullscreen: false });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [view.fullscreen, go]);
  // Leaving fullscreen puts the focus back on the button that entered it.
  const wasFullscreen = useRef(view.fullscreen);
  useEffect(() => {
    if (wasFullscreen.current && !view.fullscreen) document.getElementById("enter-fullscreen")?.focus();
    wasFullscreen.current = view.fullscreen;
  }, [view.fullscreen]);
  const onDraggingChange = useCallback((value: boolean) => {
    // Cleared after the key event that ended the drag has finished its rounds.
    if (value) dragging.current = true;
    else setTimeout(() => (dragging.current = false), 0);
  }, []);

  const board = (
    <JobBoard
      id={view.fullscreen ? "job-board-fullscreen" : "job-board"}
      jobs={visible}
      allJobs={jobs}
      hrefFor={hrefFor}
      pending={pending}
      onMove={move}
      onDraggingChange={onDraggingChange}
      fullscreen={view.fullscreen}
      paging={paging}
      openingId={details.openingId}
      onIntent={details.prefetch}
      onOpen={openCard}
    />
  );

  return (
    <TimeZoneContext.Provider value={loaderData.timeZone}>
      {view.fullscreen ? (
        <FullscreenBoard
          mark={<BoardMark />}
          search={
            <SearchBox
              id="fullscreen-job-search"
              value={query}
              onChange={search}
              fullscreen
              className="order-last w-full md:order-none md:ml-auto md:w-96"
            />
          }
          counts={<StatusCountChips counts={counts} />}
          addHref={addHref}
          exitHref={boardHref({ ...view, q: query }, { fullscreen: false })}
        >
          {board}
        </FullscreenBoard>
      ) : (
        <PageMain
          glow="h-80 bg-[radial-gradient(60%_100%_at_15%_0%,rgba(99,102,241,0.13),transparent),radial-gradient(45%_80%_at_90%_0%,rgba(147,51,234,0.10),transparent)]"
          className="max-w-7xl py-8 sm:py-12"
        >
          <BoardHeader
            fullscreenHref={boardHref({ ...view, q: query }, { fullscreen: true })}
            addHref={addHref}
            table={Boolean(view.table)}
            boardViewHref={boardHref({ ...boardBase, q: query }, { table: null })}
            tableViewHref={boardHref({ ...boardBase, q: query }, { table: boardBase.table ?? DEFAULT_TABLE })}
            importHref={importHref}
          />

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <SearchBox id="job-search" value={query} onChange={search} table={Boolean(view.table)} className="w-full sm:max-w-md" />
            <p className="text-sm text-slate-600" aria-live="polite">
              {query.trim()
                ? `${visible.length} of ${jobs.length} ${jobs.length === 1 ? "job" : "jobs"} match`
                : `${jobs.length} ${jobs.length === 1 ? "application" : "applications"}`}
            </p>
          </div>

          <div className="mt-5">
            <CountTiles counts={counts} />
          </div>

          <div className="mt-6">
            <WeekStrip jobs={jobs} hrefFor={hrefFor} onOpen={openCard} />
          </div>

          <div className="mt-4 rounded-3xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
            {view.table ? (
              <JobTable
                jobs={visible}
                view={view.table}
                query={query}
                hrefFor={hrefFor}
                tableHref={tableHref}
                onIntent={details.prefetch}
                statusTheme={STATUS_THEME}
                priorityDot={PRIORITY_DOT}
              />
            ) : (
              board
            )}
          </div>

          <AiInsightsBand className="mt-10" />
        </PageMain>
      )}

      {view.dialog === "add" ? (
        <JobFormDialog mode="add" onClose={() => go({ dialog: null })} onSaved={saveJob} refused={refusedFor("create")} />
      ) : null}
      {view.dialog === "import" ? (
        <CsvImportDialog
          closeHref={boardHref({ ...view, q: query }, { dialog: null })}
          onClose={() => go({ dialog: null })}
          onImported={() => {
            // Closed first: a navigation would cancel a reload of the jobs already under way.
            void Promise.resolve(go({ dialog: null })).then(() => revalidator.revalidate());
          }}
        />
      ) : null}
      {selected && view.dialog === "edit" ? (
        <JobFormDialog
          key={selected.id}
          mode="edit"
          job={selected}
          onClose={() => go({ dialog: null })}
          onSaved={saveJob}
          refused={refusedFor("update")}
        />
      ) : null}
      {selected && (!view.dialog || view.dialog === "ai") ? (
        <JobDetailDialog
          key={selected.id}
          job={selected}
          onClose={() => go({ jobId: null })}
          onEdit={() => go({ dialog: "edit" })}
          onJobChange={saveJob}
          onDeleted={removeJob}
          onAiInsights={() => go({ dialog: "ai" })}
        />
      ) : null}
      {/* Stacked over the detail; a job without a description has no insights (its button is disabled too). */}
      {selected && view.dialog === "ai" && selected.description.trim() ? (
        <AiInsightsDialog key={`ai-${selected.id}`} job={selected} onClose={() => go({ dialog: null })} />
      ) : null}
    </TimeZoneContext.Provider>
  );
}

/**
 * The page's title, its two buttons and the view switch with the CSV links (issue 18); memoised, so a router update
 * (a search key, a fetcher) leaves it alone.
 */
const BoardHeader = memo(function BoardHeader({
  fullscreenHref,
  addHref,
  table,
  boardViewHref,
  tableViewHref,
  importHref,
}: {
  fullscreenHref: string;
  addHref: string;
  table: boolean;
  boardViewHref: string;
  tableViewHref: string;
  importHref: string;
}) {
  return (
    <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
      <div className="flex items-start gap-4">
        <BoardMark large />
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Job Application Tracker</h1>
          <p className="mt-2 max-w-2xl text-base text-slate-600">
            Organize every application on one board, move it forward as you progress, and get AI insights for each role.
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:items-end lg:shrink-0">
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <Link
            id="enter-fullscreen"
            to={fullscreenHref}
            preventScrollReset
            defaultShouldRevalidate={false}
            className={buttonClass("secondary")}
          >
            <Maximize className="size-4" aria-hidden="true" />
            Fullscreen
          </Link>
          <Link to={addHref} preventScrollReset defaultShouldRevalidate={false} className={buttonClass("primary")}>
            <Plus className="size-4" aria-hidden="true" />
            Add New Job
          </Link>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center sm:justify-end">
          <ViewToggle table={table} boardHref={boardViewHref} tableHref={tableViewHref} onTableIntent={JobTable.preload} />
          <CsvLinks importHref={importHref} exportHref={JOBS_EXPORT_PATH} onImportIntent={CsvImportDialog.preload} />
        </div>
      </div>
    </header>
  );
});

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
