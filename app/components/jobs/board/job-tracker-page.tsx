// The /jobtracker page (spec part 2 "Job Tracker"): hero, search, count tiles, the six-column board with drag and
// drop or the table view (issue 18), the AI-insights band, a fullscreen mode, the job dialogs and CSV import and
// export. It renders the state of useBoardPage (./use-board-page.ts); app/routes/jobtracker.tsx wires it to its
// loader and action.
import { Maximize, Plus } from "lucide-react";
import { memo } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { lazyComponent, usePreloadOnFirstInteraction } from "~/components/ui/lazy";
import { PageMain } from "~/components/ui/page-hero";
import { TimeZoneContext } from "~/components/ui/time-zone";
import type { ActionResult } from "~/lib/action-result";
import { JOBS_EXPORT_PATH } from "~/schemas/job-csv-paths";
import { AiInsightsBand } from "./ai-insights-band";
import { PRIORITY_DOT, STATUS_THEME } from "./board-model";
import { BoardMark, BoardOrder, CountTiles, CsvLinks, SearchBox, StatusCountChips, ViewToggle } from "./board-toolbar";
import { JobBoard } from "./job-board";
import { type BoardPageData, useBoardPage } from "./use-board-page";
import { WeekStrip } from "./week-strip";

// The dialogs (the job form with conform and zod, the details, the AI insights) load when one first opens, or on
// the page's first press, touch, key or focus (usePreloadOnFirstInteraction).
const JobFormDialog = lazyComponent(() => import("~/components/jobs/job-form-dialog").then((m) => m.JobFormDialog));
const JobDetailDialog = lazyComponent(() => import("~/components/jobs/job-detail-dialog").then((m) => m.JobDetailDialog));
const AiInsightsDialog = lazyComponent(() => import("~/components/jobs/ai/ai-insights-dialog").then((m) => m.AiInsightsDialog));
const KitDialog = lazyComponent(() => import("~/components/jobs/kit/kit-dialog").then((m) => m.KitDialog));
// Fullscreen mode too (ADR 0010): a page opened in fullscreen keeps the server's markup until its code has arrived.
const FullscreenBoard = lazyComponent(() => import("./fullscreen-board").then((m) => m.FullscreenBoard));
// The table view and the CSV import dialog (issue 18) too: the board's page carries neither (ADR 0015).
const JobTable = lazyComponent(() => import("~/components/jobs/table/job-table").then((m) => m.JobTable));
const CsvImportDialog = lazyComponent(() => import("~/components/jobs/csv-import-dialog").then((m) => m.CsvImportDialog));
// And the date a job leaving the wishlist asks for (issue 31).
const AppliedDatePrompt = lazyComponent(() => import("~/components/jobs/applied-date-prompt").then((m) => m.AppliedDatePrompt));

export function JobTrackerPage({
  loaderData,
  actionData,
}: {
  loaderData: BoardPageData;
  actionData: ActionResult<string, unknown> | undefined;
}) {
  usePreloadOnFirstInteraction(JobFormDialog, JobDetailDialog, AiInsightsDialog, KitDialog, FullscreenBoard, AppliedDatePrompt);
  const page = useBoardPage(loaderData, actionData);
  const { timeZone } = loaderData;
  const addHref = page.hrefWith({ jobId: null, dialog: "add" });
  const importHref = page.hrefWith({ jobId: null, dialog: "import" });

  const board = (
    <JobBoard
      id={page.view.fullscreen ? "job-board-fullscreen" : "job-board"}
      jobs={page.visible}
      allJobs={page.jobs}
      hrefFor={page.hrefFor}
      pending={page.pending}
      onMove={page.move}
      onDraggingChange={page.onDraggingChange}
      fullscreen={page.view.fullscreen}
      paging={page.paging}
      openingId={page.details.openingId}
      onIntent={page.details.prefetch}
      onOpen={page.openCard}
    />
  );

  return (
    <TimeZoneContext.Provider value={timeZone}>
      {page.view.fullscreen ? (
        <FullscreenBoard
          mark={<BoardMark />}
          search={
            <SearchBox
              id="fullscreen-job-search"
              value={page.query}
              onChange={page.search}
              fullscreen
              className="order-last w-full md:order-none md:ml-auto md:w-96"
            />
          }
          counts={<StatusCountChips counts={page.counts} />}
          addHref={addHref}
          exitHref={page.hrefWith({ fullscreen: false })}
        >
          {board}
        </FullscreenBoard>
      ) : (
        <PageMain
          glow="h-80 bg-[radial-gradient(60%_100%_at_15%_0%,rgba(99,102,241,0.13),transparent),radial-gradient(45%_80%_at_90%_0%,rgba(147,51,234,0.10),transparent)]"
          className="max-w-7xl py-8 sm:py-12"
        >
          <BoardHeader
            fullscreenHref={page.hrefWith({ fullscreen: true })}
            addHref={addHref}
            table={Boolean(page.view.table)}
            boardViewHref={page.baseHrefWith({ table: null })}
            tableViewHref={page.baseHrefWith({ table: page.tableDefault })}
            importHref={importHref}
          />

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <SearchBox
              id="job-search"
              value={page.query}
              onChange={page.search}
              table={Boolean(page.view.table)}
              className="w-full sm:max-w-md"
            />
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <p className="text-sm text-slate-600" aria-live="polite">
                {page.query.trim()
                  ? `${page.visible.length} of ${page.jobs.length} ${page.jobs.length === 1 ? "job" : "jobs"} match`
                  : `${page.jobs.length} ${page.jobs.length === 1 ? "application" : "applications"}`}
              </p>
              {!page.view.table && page.matched ? (
                <BoardOrder
                  byMatch={page.view.byMatch}
                  newestHref={page.hrefWith({ byMatch: false })}
                  matchHref={page.hrefWith({ byMatch: true })}
                />
              ) : null}
            </div>
          </div>

          <div className="mt-5">
            <CountTiles counts={page.counts} />
          </div>

          <div className="mt-6">
            <WeekStrip jobs={page.jobs} hrefFor={page.hrefFor} onOpen={page.openCard} />
          </div>

          <div className="mt-4 rounded-3xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
            {page.view.table ? (
              <JobTable
                jobs={page.visible}
                view={page.view.table}
                query={page.query}
                hrefFor={page.hrefFor}
                tableHref={page.tableHref}
                onIntent={page.details.prefetch}
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

      {page.view.dialog === "add" ? (
        <JobFormDialog mode="add" onClose={() => page.go({ dialog: null })} onSaved={page.saveJob} refused={page.refusedFor("create")} />
      ) : null}
      {page.view.dialog === "import" ? (
        <CsvImportDialog
          closeHref={page.hrefWith({ dialog: null })}
          onClose={() => page.go({ dialog: null })}
          onImported={page.reloadAfterImport}
        />
      ) : null}
      {page.selected && page.view.dialog === "edit" ? (
        <JobFormDialog
          key={page.selected.id}
          mode="edit"
          job={page.selected}
          onClose={() => page.go({ dialog: null })}
          onSaved={page.saveJob}
          refused={page.refusedFor("update")}
        />
      ) : null}
      {page.selected && (!page.view.dialog || page.view.dialog === "ai" || page.view.dialog === "kit") ? (
        <JobDetailDialog
          key={page.selected.id}
          job={page.selected}
          onClose={() => page.go({ jobId: null })}
          onEdit={() => page.go({ dialog: "edit" })}
          onJobChange={page.saveJob}
          onDeleted={page.removeJob}
          onAiInsights={() => page.go({ dialog: "ai" })}
          onKit={() => page.go({ dialog: "kit" })}
        />
      ) : null}
      {page.dateQuestion ? (
        <AppliedDatePrompt
          {...page.dateQuestion}
          onConfirm={(date) => page.answerDateQuestion(date)}
          onCancel={() => page.answerDateQuestion(null)}
        />
      ) : null}
      {/* Stacked over the detail; a job without a description has no insights (its button is disabled too). */}
      {page.selected && page.view.dialog === "kit" ? (
        <KitDialog
          key={`kit-${page.selected.id}`}
          job={page.selected}
          onClose={() => page.go({ dialog: null })}
          onSent={(at) => page.selected && page.markSent(page.selected.id, at)}
        />
      ) : null}
      {page.selected && page.view.dialog === "ai" && page.selected.description.trim() ? (
        <AiInsightsDialog key={`ai-${page.selected.id}`} job={page.selected} onClose={() => page.go({ dialog: null })} />
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
