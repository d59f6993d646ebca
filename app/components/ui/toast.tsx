// Toasts: top-center, newest first, errors 4 s, successes 2 s, at most 20 on screen (spec part 1 section 9).
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

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

export const TOAST_DURATION_MS: Record<ToastType, number> = { success: 2000, error: 4000, warning: 4000, info: 3000 };
export const MAX_TOASTS = 20;

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

  const show = useCallback(
    (input: ToastInput) => {
      const toast = { ...input, id: nextId++ };
      setToasts((list) => [toast, ...list].slice(0, MAX_TOASTS));
      schedule(toast);
    },
    [schedule],
  );

  useEffect(() => {
    const first = toasts.find((t) => t.id === 0);
    if (first) schedule(first);
    const map = timers.current;
    return () => map.forEach(clearTimeout);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
      <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            role={toast.type === "error" || toast.type === "warning" ? "alert" : "status"}
            data-toast={toast.type}
            className="toast-in pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-800 shadow-lg shadow-slate-900/10"
          >
            <ToastIcon type={toast.type} />
            <p className="flex-1 pt-0.5 leading-5">{toast.message}</p>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              className="-mr-1 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
              aria-label="Dismiss notification"
            >
              <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastIcon({ type }: { type: ToastType }) {
  if (type === "success") {
    return (
      <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-600">
        <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
          <path
            fillRule="evenodd"
            d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
            clipRule="evenodd"
          />
        </svg>
      </span>
    );
  }
  if (type === "error") {
    return (
      <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-rose-100 text-rose-600">
        <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
          <path d="M10 3a1.25 1.25 0 0 1 1.25 1.25v6.5a1.25 1.25 0 1 1-2.5 0v-6.5A1.25 1.25 0 0 1 10 3Zm0 11a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z" />
        </svg>
      </span>
    );
  }
  if (type === "warning") {
    return (
      <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-700">
        <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
          <path d="M10 3a1.25 1.25 0 0 1 1.25 1.25v6.5a1.25 1.25 0 1 1-2.5 0v-6.5A1.25 1.25 0 0 1 10 3Zm0 11a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z" />
        </svg>
      </span>
    );
  }
  return (
    <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-indigo-100 text-indigo-600">
      <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
        <path d="M10 17a1.25 1.25 0 0 1-1.25-1.25v-6.5a1.25 1.25 0 1 1 2.5 0v6.5A1.25 1.25 0 0 1 10 17Zm0-11a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z" />
      </svg>
    </span>
  );
}
