// Code a page does not need for its first paint (dialogs, panels, validation): loaded when it is first shown, or
// earlier with `preload()` when the user shows intent (hover or focus on what opens it), so that signed-in pages stay
// within their JavaScript budget (issue 16 goal 3; docs/performance.md). Loading can fail (offline, a deploy replaced
// the chunk): the page stays, a message says what happened, and "Try again" loads it again.
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { buttonClass } from "./button";

const LOAD_FAILED_MESSAGE = "This part of the page could not be loaded. Check your connection and try again.";

/** A loader whose successful answer is kept and whose failure is forgotten, so the next call tries again. */
export function retryingLoader<T>(load: () => Promise<T>) {
  let pending: Promise<T> | null = null;
  let loaded: T | null = null;
  const get = () =>
    (pending ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return {
    get,
    /** The value once loaded, else null. */
    current: () => loaded,
    /**
     * Starts loading in the background; a failure is retried by the next get(). Not while the browser knows it is
     * offline: a module that failed to load may stay failed for the page's lifetime.
     */
    preload: () => {
      if (typeof navigator !== "undefined" && navigator.onLine === false) return;
      void get().catch(() => {});
    },
  };
}

/**
 * A part the server rendered (a dialog open by its URL) stays as the server's HTML until its code arrives, and what is
 * typed into it meanwhile is kept when React takes it over. If that code fails to load while the browser is offline,
 * failing would replace the part, and what was typed, with LoadFailure: it waits for the connection and loads again.
 */
function loadWhenOnline<T>(get: () => Promise<T>): Promise<T> {
  return get().catch((error: unknown) => {
    if (navigator.onLine !== false) throw error;
    return new Promise<void>((resume) => window.addEventListener("online", () => resume(), { once: true })).then(() => loadWhenOnline(get));
  });
}

/** True in the browser until the root has hydrated (app/root.tsx marks the document then). */
function isHydrating() {
  return typeof document !== "undefined" && !document.documentElement.hasAttribute("data-hydrated");
}

const serverLoads: Promise<unknown>[] = [];

/**
 * On the server, loads at once and counts the load among those a render waits for (serverCodeLoaded), so that a
 * page rendered with the lazy part showing (a dialog open by URL, without JavaScript) has it in its HTML rather
 * than behind a streamed Suspense boundary, which shows nothing until scripts run. A no-op in the browser.
 */
export function loadOnServer(loader: { get(): Promise<unknown> }) {
  if (typeof document === "undefined") serverLoads.push(loader.get().catch(() => {}));
}

/** Resolves once every loadOnServer load has finished (app/entry.server.tsx awaits it before rendering). */
export function serverCodeLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}

export interface LazyComponent<P> {
  (props: P): ReactNode;
  preload(): void;
}

interface LazyOptions<P> {
  /** Shown while the code loads (default: nothing; dialogs appear when ready, usually within a frame). */
  fallback?: ReactNode;
  /** Shown when it could not be loaded; default: LoadFailure, whose Dismiss calls the component's `onClose`. */
  failure?: (retry: () => void, props: P) => ReactNode;
}

/** A component whose code is fetched the first time it renders (or on preload()). */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyOptions<P> = {}): LazyComponent<P> {
  const loader = retryingLoader(load);
  const make = () => lazy(() => loader.get().then((component) => ({ default: component })));
  let Lazy = make();
  const LazyFromServer = lazy(() => loadWhenOnline(loader.get).then((component) => ({ default: component })));
  loadOnServer(loader);
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per component at module level, like React.lazy
  function LazyLoaded(props: P) {
    const [attempt, setAttempt] = useState(0);
    // Rendered while the page hydrates, so the server rendered it: it must not fail merely because the browser is
    // offline. (Read from the document, not useHydrated: that one's change after hydration would be an update, which
    // makes React drop the part's server HTML while its code is still loading.)
    const [fromServer, setFromServer] = useState(isHydrating);
    const retry = () => {
      Lazy = make(); // React.lazy keeps a rejected load: a new one tries again
      setFromServer(false);
      setAttempt((n) => n + 1);
    };
    // Decided once per mounted instance: switching from the lazy wrapper to the loaded component would remount it
    // (losing its state and typed values). Loaded already (always on the server): rendered directly.
    const [Loaded] = useState(loader.current);
    const onClose = (props as { onClose?: unknown }).onClose;
    const failure = options.failure?.(retry, props) ?? (
      <LoadFailure onRetry={retry} onDismiss={typeof onClose === "function" ? (onClose as () => void) : undefined} />
    );
    return (
      <LoadBoundary key={attempt} failure={failure}>
        <Suspense fallback={options.fallback ?? null}>
          {Loaded ? <Loaded {...props} /> : fromServer ? <LazyFromServer {...props} /> : <Lazy {...props} />}
        </Suspense>
      </LoadBoundary>
    );
  }
  LazyLoaded.preload = loader.preload;
  return LazyLoaded;
}

class LoadBoundary extends Component<{ failure: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.failure : this.props.children;
  }
}

/** The message a part of the page shows when its code could not be loaded. */
export function LoadFailure({ onRetry, onDismiss }: { onRetry: () => void; onDismiss?: () => void }) {
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-col gap-3 rounded-xl border border-rose-200 bg-white p-4 text-sm text-slate-700 shadow-lg sm:flex-row sm:items-center"
    >
      <p className="flex-1">{LOAD_FAILED_MESSAGE}</p>
      <div className="flex shrink-0 gap-2">
        {onDismiss ? (
          <button type="button" onClick={onDismiss} className={buttonClass("ghost", "sm")}>
            Dismiss
          </button>
        ) : null}
        <button type="button" onClick={onRetry} className={buttonClass("primary", "sm")}>
          Try again
        </button>
      </div>
    </div>
  );
}

/**
 * Preloads lazy parts on the first press, touch, key or focus on the page (usually ready by the click's end). Not on
 * hover: the browser also sends hover events when the page moves under a still pointer.
 */
export function usePreloadOnFirstInteraction(...parts: Array<{ preload(): void }>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parts are module-level constants
  useEffect(() => {
    const events = ["pointerdown", "touchstart", "keydown", "focusin"] as const;
    const load = () => {
      for (const event of events) document.removeEventListener(event, load, true);
      for (const part of parts) part.preload();
    };
    for (const event of events) document.addEventListener(event, load, { capture: true, passive: true });
    return () => {
      for (const event of events) document.removeEventListener(event, load, true);
    };
  }, []);
}
