// Toasts: top-center, newest first, errors 4 s, successes 2 s, at most 20 on screen (spec part 1 section 9).
// The region is a manual popover, shown again whenever a toast arrives: open modal <dialog>s live in the browser's
// top layer, and only the latest top-layer element sits above them. Before JavaScript it is a plain fixed region
// (the class keeps it displayed while not open), so the server-rendered first toast shows at once.
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { TOAST_DURATION_MS } from "~/lib/toast-timing";

export type ToastType = "success" | "error" | "warning" | "info";
export interface ToastInput {
  type: ToastType;
  message: string;
  /** Display time; defaults to TOAST_DURATION_MS of the type. */
  durationMs?: number;
}
interface Toast extends ToastInput {
  id: number;
}

const MAX_TOASTS = 20;

export interface ToastApi {
  show(toast: ToastInput): void;
  success(message: string): void;
  error(message: string): void;
  warning(message: string): void;
  info(message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast outside ToastProvider");
  return api;
}

/** Shows `toast` once each time a new object arrives (action data, loader flash). */
export function useToastOnce(toast: ToastInput | null | undefined) {
  const { show } = useToast();
  const shown = useRef<ToastInput | null>(null);
  useEffect(() => {
    if (toast && shown.current !== toast) {
      shown.current = toast;
      show(toast);
    }
  }, [toast, show]);
}

let nextId = 1;

const sameToast = (a: ToastInput, b: ToastInput) => a.type === b.type && a.message === b.message;

/** The toasts with a new one on top: a toast saying the same thing is replaced, never shown twice; at most MAX_TOASTS. */
export function withToast<T extends ToastInput>(list: T[], toast: T): T[] {
  return [toast, ...list.filter((t) => !sameToast(t, toast))].slice(0, MAX_TOASTS);
}

export function ToastProvider({ children, initial }: { children: ReactNode; initial?: ToastInput | null }) {
  // The server-rendered first toast is visible before JavaScript loads.
  const [toasts, setToasts] = useState<Toast[]>(() => (initial ? [{ ...initial, id: 0 }] : []));
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const schedule = useCallback(
    (toast: Toast) => {
      timers.current.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.durationMs ?? TOAST_DURATION_MS[toast.type]),
      );
    },
    [dismiss],
  );

  // What is on screen, for `show` to find a toast it repeats (the state updater stays pure).
  const shown = useRef(toasts);
  shown.current = toasts;
  const show = useCallback(
    (input: ToastInput) => {
      const toast = { ...input, id: nextId++ };
      // The same message again (a second path reporting one failure) replaces the first, with a fresh timer.
      for (const repeated of shown.current.filter((t) => sameToast(t, toast))) {
        clearTimeout(timers.current.get(repeated.id));
        timers.current.delete(repeated.id);
      }
      setToasts((list) => withToast(list, toast));
      schedule(toast);
    },
    [schedule],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: once on mount: the server-rendered toast's timer, and every timer cleared on unmount.
  useEffect(() => {
    const first = toasts.find((t) => t.id === 0);
    if (first) schedule(first);
    const map = timers.current;
    return () => map.forEach(clearTimeout);
  }, []);

  // The newest toast decides: a new one lifts the region above whatever entered the top layer since (a modal).
  const region = useRef<HTMLDivElement>(null);
  const newest = toasts[0]?.id;
  useIsomorphicLayoutEffect(() => {
    const element = region.current;
    if (!element || typeof element.showPopover !== "function") return;
    if (element.matches(":popover-open")) element.hidePopover();
    if (newest !== undefined) element.showPopover();
  }, [newest]);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message) => show({ type: "success", message }),
      error: (message) => show({ type: "error", message }),
      warning: (message) => show({ type: "warning", message }),
      info: (message) => show({ type: "info", message }),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div ref={region} popover="manual" aria-live="polite" data-toasts className={TOAST_REGION_CLASS}>
        {toasts.map((toast) => (
          <ToastCard key={toast.id} type={toast.type} message={toast.message} onDismiss={() => dismiss(toast.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/**
 * The toasts' region: top-center, newest first (also the public portfolio's, which has no React runtime). On a phone
 * the header spans the whole width, so the toasts stack below its 4rem instead of covering the menu and the bell.
 */
export const TOAST_REGION_CLASS =
  "pointer-events-none fixed inset-x-0 bottom-auto top-[4.75rem] sm:top-4 z-[100] m-0 flex h-auto w-auto max-w-none flex-col items-center gap-2 overflow-visible border-0 bg-transparent p-0 px-4 font-sans text-slate-800";

/**
 * One toast. Rendered by the provider, and on the server for the public portfolio, whose inline script clones it
 * and fills `[data-toast-message]`; there the dismiss button (`[data-toast-dismiss]`) works through the script, so
 * a toast shown without JavaScript leaves it out (`dismissible={false}`).
 */
export function ToastCard({
  type,
  message,
  onDismiss,
  dismissible = true,
}: {
  type: ToastType;
  message: string;
  onDismiss?: () => void;
  dismissible?: boolean;
}) {
  return (
    <div
      role={type === "error" || type === "warning" ? "alert" : "status"}
      data-toast={type}
      className="toast-in pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-left text-sm text-slate-800 shadow-lg shadow-slate-900/10"
    >
      <ToastIcon type={type} />
      <p data-toast-message className="flex-1 pt-0.5 leading-5">
        {message}
      </p>
      {dismissible ? (
        <button
          type="button"
          onClick={onDismiss}
          data-toast-dismiss
          className="-mr-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
          aria-label="Dismiss notification"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}

/**
 * The public portfolio's toasts (no React runtime there): an empty region and one template per type, which
 * app/components/portfolio-templates/enhance-script.ts clones, so its toasts look exactly like the app's.
 */
export function ScriptedToastRegion() {
  const types: ToastType[] = ["success", "error", "info"];
  return (
    <>
      <div data-toast-region aria-live="polite" className={TOAST_REGION_CLASS} />
      {types.map((type) => (
        <template key={type} data-toast-template={type}>
          <ToastCard type={type} message="" />
        </template>
      ))}
    </>
  );
}

/** useLayoutEffect in the browser (the region is lifted before paint), nothing on the server. */
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

const TOAST_ICONS = {
  success: { Icon: CircleCheck, className: "text-emerald-600" },
  error: { Icon: CircleAlert, className: "text-rose-600" },
  warning: { Icon: TriangleAlert, className: "text-amber-600" },
  info: { Icon: Info, className: "text-indigo-600" },
} as const;

function ToastIcon({ type }: { type: ToastType }) {
  const { Icon, className } = TOAST_ICONS[type];
  return <Icon className={`mt-px size-5 shrink-0 ${className}`} aria-hidden="true" />;
}
