// Reads an action's answer (app/lib/action-result.ts) once: shows its toast and calls the handler for its
// status. A new answer is a new object, so a repeated identical answer is still handled.
import { useEffect, useRef } from "react";
import { isActionResult, type ActionResult } from "~/lib/action-result";
import { useToast } from "./toast";

type Handlers<R extends ActionResult<string, unknown>> = {
  onSuccess?: (result: Extract<R, { status: "success" }>) => void;
  onInvalid?: (result: Extract<R, { status: "invalid" }>) => void;
  onError?: (result: Extract<R, { status: "error" }>) => void;
};

export function useActionResult<R extends ActionResult<string, unknown>>(result: R | undefined | null, handlers: Handlers<R> = {}) {
  const { show } = useToast();
  const handled = useRef<unknown>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!result || handled.current === result || !isActionResult(result)) return;
    handled.current = result;
    if (result.toast) show(result.toast);
    if (result.status === "success") latest.current.onSuccess?.(result as Extract<R, { status: "success" }>);
    else if (result.status === "invalid") latest.current.onInvalid?.(result as Extract<R, { status: "invalid" }>);
    else latest.current.onError?.(result as Extract<R, { status: "error" }>);
  }, [result, show]);
}
