// The kit dialog's requests to /jobtracker/{jobId}/kit (contract in app/schemas/kit-rules.ts): each answers the
// ActionResult's data, or the message to show: the server's own, else the intent's, saying so when the connection
// is why (a plain fetch, so no failure ever replaces the page).
import { sayingWhy } from "~/lib/client-action";
import { fetchJson } from "~/lib/fetch-json";
import { KIT_FAILURES, type KitIntent, kitPath } from "~/schemas/kit-rules";

export type KitAnswer<T> = { ok: true; data: T } | { ok: false; message: string };

interface ResultBody {
  status?: string;
  message?: string;
  data?: unknown;
}

export async function kitRequest<T>(
  jobId: string,
  intent: KitIntent,
  body?: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<KitAnswer<T>> {
  const init: RequestInit = body
    ? { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ intent, ...body }), signal }
    : { method: "GET", signal };
  const answer = await fetchJson<ResultBody>(kitPath(jobId), init);
  if (answer.failure) return { ok: false, message: sayingWhy(KIT_FAILURES[intent], answer.failure) };
  const result = answer.body;
  if (result?.status === "success" && result.data) return { ok: true, data: result.data as T };
  return { ok: false, message: result?.status === "error" && result.message ? result.message : KIT_FAILURES[intent] };
}
