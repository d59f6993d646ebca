// The /jobtracker page's state (as use-profile-editor.ts is the profile page's): the job list, seeded by the loader
// and updated from the action's answers; the search as you type, with the query string following; the view in the
// query string (fullscreen, table, the open dialog, each column's 'Show more'), read and written through boardHref;
// the whole jobs behind the cards (useJobDetails); status moves waiting for the server (useStatusMoves), a move out
// of the wishlist asking for the application date first, the moved card keeping the keyboard focus; Escape leaving fullscreen. The route renders what this returns
// (./job-tracker-page.tsx); the route module keeps the loader, the action and their wiring.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { useToast } from "~/components/ui/toast";
import { rememberTimeZone, todayIn } from "~/lib/time-zone";
import type { ActionResult } from "~/lib/action-result";
import type { JobDto } from "~/schemas/jobs";
import { appliedDateToAsk, type JobCard, type JobStatus, toJobCard } from "~/schemas/jobs-rules";
import type { AppliedDateQuestion } from "../applied-date-prompt";
import { DEFAULT_TABLE, type TableView } from "../table/table-url";
import {
  type BoardView,
  boardHref,
  columnLimit,
  countByStatus,
  filterJobs,
  followUrlQuery,
  readBoardView,
  sortByMatch,
  upsertJob,
} from "./board-model";
import type { ColumnPaging } from "./board-types";
import { jobCardId } from "./job-card";
import { useStatusMoves } from "./status-moves";
import { useJobDetails } from "./use-job-details";

/** What the /jobtracker loader sends (app/routes/jobtracker.server.ts). */
export interface BoardPageData {
  jobs: JobCard[];
  /** The whole job whose detail the URL opens (`?job=`), when it is the caller's. */
  selected: JobDto | null;
  /** The zone interview times show in (the browser's, remembered in a cookie; UTC before it is known). */
  timeZone: string;
}

/**
 * `actionData`: the page action's answer to a plain form post (no JavaScript; fetchers never set it), or the client
 * action's failure.
 */
export function useBoardPage(loaderData: BoardPageData, actionData: ActionResult<string, unknown> | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
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
      // The card keeps its "Portfolio viewed", its match and "Resume sent" (the saved job carries none of them; the
      // board's reload after a saved edit brings the new match).
      setJobs((list) => {
        const card = list.find((j) => j.id === job.id);
        // An answer that raced a later change of the same job (its version is older) must not take the card back.
        if (card && card.version > job.version) return list;
        return upsertJob(list, { ...toJobCard(job), portfolioViews: card?.portfolioViews, match: card?.match, sentAt: card?.sentAt });
      });
    },
    [remember, keep],
  );
  // "Mark as sent" in the application kit: the card says "Resume sent" at once (issue 33).
  const markSent = useCallback((jobId: string, at: string) => {
    setJobs((list) => list.map((j) => (j.id === jobId ? { ...j, sentAt: at } : j)));
  }, []);
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
  // A move out of the wishlist first asks for the application date (issue 31): the prompt confirms or drops it.
  const [dateQuestion, setDateQuestion] = useState<AppliedDateQuestion<JobCard> | null>(null);
  const requestMove = useCallback(
    (job: JobCard, to: JobStatus) => {
      const date = appliedDateToAsk(job, to, todayIn(loaderData.timeZone));
      if (date === null) move(job, to);
      else setDateQuestion({ job, to, date });
    },
    [move, loaderData.timeZone],
  );
  const answerDateQuestion = useCallback(
    (date: string | null) => {
      if (dateQuestion && date) move(dateQuestion.job, dateQuestion.to, date);
      setDateQuestion(null);
    },
    [dateQuestion, move],
  );

  const visible = useMemo(() => {
    const found = filterJobs(jobs, query);
    return view.byMatch ? sortByMatch(found) : found;
  }, [jobs, query, view.byMatch]);
  const counts = useMemo(() => countByStatus(jobs), [jobs]);
  /** Some job has the profile's match (the profile says enough to be matched): the board can be ordered by it. */
  const matched = useMemo(() => jobs.some((job) => job.match), [jobs]);
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

  // Escape leaves fullscreen, unless a dialog or a keyboard drag is using it. Listening from the commit that shows
  // the board (a layout effect), not after the paint, so an Escape pressed as soon as it shows is never missed.
  const dragging = useRef(false);
  useLayoutEffect(() => {
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

  /** The board's URL with the typed search and these changes (the header's and dialogs' links). */
  const hrefWith = (changes: Partial<BoardView>) => boardHref({ ...view, q: query }, changes);
  /** The board's URL without its open dialog, with the typed search and these changes (the view switch). */
  const baseHrefWith = (changes: Partial<BoardView>) => boardHref({ ...boardBase, q: query }, changes);

  return {
    view,
    jobs,
    visible,
    counts,
    matched,
    query,
    search,
    details,
    selected,
    refusedFor,
    saveJob,
    markSent,
    removeJob,
    pending,
    move: requestMove,
    dateQuestion,
    answerDateQuestion,
    onDraggingChange,
    paging,
    hrefFor,
    tableHref,
    hrefWith,
    baseHrefWith,
    openCard,
    go,
    /** Reloads the jobs after a CSV import (closed first: a navigation would cancel a reload already under way). */
    reloadAfterImport: () => void Promise.resolve(go({ dialog: null })).then(() => revalidator.revalidate()),
    tableDefault: boardBase.table ?? DEFAULT_TABLE,
  };
}
