// Fullscreen mode: the board over the whole window with its own search, Add and Exit buttons and per-status counts.
// Its open state is the ?view=fullscreen query parameter (the page handles Escape). Loaded when fullscreen first
// opens (ADR 0010); the page hands it its search box, mark and counts as elements, so this module imports none of
// the board's modules (which would split them into more chunks of the page's first load).
import { Minimize, Plus } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

export function FullscreenBoard({
  mark,
  search,
  counts,
  addHref,
  exitHref,
  children,
}: {
  /** The board's mark (BoardMark). */
  mark: ReactNode;
  /** The search box (SearchBox, with `fullscreen`). */
  search: ReactNode;
  /** The per-status counts (StatusCountChips). */
  counts: ReactNode;
  addHref: string;
  exitHref: string;
  /** The board. */
  children: ReactNode;
}) {
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    // Focus moves into the board (the Fullscreen button that had it is gone).
    region.current?.focus();
    // The page behind does not scroll while the board covers it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby="fullscreen-board-title"
      data-fullscreen-board
      className="fixed inset-0 z-40 flex flex-col bg-slate-50 outline-none"
    >
      <header className="border-b border-slate-200 bg-white/90 px-4 py-3 backdrop-blur sm:px-6">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <div className="flex min-w-0 items-center gap-3">
            {mark}
            <h1 id="fullscreen-board-title" className="truncate text-base font-semibold tracking-tight text-slate-900 sm:text-lg">
              Job Application Tracker
            </h1>
          </div>
          {search}
          <div className="ml-auto flex shrink-0 items-center gap-2 md:ml-0">
            <Link
              to={addHref}
              preventScrollReset
              defaultShouldRevalidate={false}
              className={buttonClass("primary", "sm", "max-sm:w-9 max-sm:px-0")}
            >
              <Plus className="size-4" aria-hidden="true" />
              <span className="max-sm:sr-only">Add New Job</span>
            </Link>
            <Link
              to={exitHref}
              replace
              preventScrollReset
              defaultShouldRevalidate={false}
              className={buttonClass("secondary", "sm")}
              aria-keyshortcuts="Escape"
            >
              <Minimize className="size-4" aria-hidden="true" />
              Exit
            </Link>
          </div>
        </div>
        <div className="mt-3 overflow-x-auto">{counts}</div>
      </header>
      <main className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6 lg:overflow-hidden">{children}</main>
    </section>
  );
}
