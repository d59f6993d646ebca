// The plain-`fetch` side of the failure contract (app/lib/client-action.ts): a JSON call (the notifications bell,
// the profile photo, the AI dialog) either has an answer or a SubmitFailure described exactly as a route's
// clientAction describes it (offline, timeout after REQUEST_TIMEOUT_MS, an answer whose body is not JSON), so the
// caller reverts and picks its message in one place instead of guessing from a thrown error.
import { REQUEST_TIMEOUT_MS, type SubmitFailure } from "./client-action";

export type FetchJsonResult<T> =
  /** An answer with a JSON body (`ok` is the HTTP status's). */
  | { ok: boolean; status: number; body: T; failure?: undefined }
  /** No usable answer. */
  | { ok: false; status: number; body: null; failure: SubmitFailure };

/** Fetches `url` as JSON (same-origin credentials). Aborting through `init.signal` still throws, as fetch does. */
export async function fetchJson<T>(url: string, init: RequestInit = {}, timeoutMs = REQUEST_TIMEOUT_MS): Promise<FetchJsonResult<T>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abort = () => controller.abort();
  init.signal?.addEventListener("abort", abort);
  try {
    const response = await fetch(url, {
      credentials: "same-origin",
      ...init,
      headers: { Accept: "application/json", ...init.headers },
      signal: controller.signal,
    });
    const body = (await response.json().catch(() => undefined)) as T | undefined;
    if (body === undefined) {
      return { ok: false, status: response.status, body: null, failure: { reason: "server", httpStatus: response.status } };
    }
    return { ok: response.ok, status: response.status, body };
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, status: 0, body: null, failure: { reason: timedOut ? "timeout" : "network", httpStatus: 0 } };
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener("abort", abort);
  }
}
