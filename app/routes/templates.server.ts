// Server side of the template gallery (/templates) and the selection form it shares with the preview.
// The selection form posts `selectedTemplate` (selectTemplateSchema, the schema PATCH /api/profiles/template
// uses). A browser with JavaScript submits through a fetcher and adds `via=fetcher`: it gets data back and shows
// the outcome itself (optimistic selection, toast). A plain form post gets a redirect with a flash toast.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { isTemplateId, type TemplateId } from "~/portfolio/catalogue";
import { selectTemplateSchema } from "~/schemas/portfolio";
import { AppError } from "~/server/errors";
import { flashCookie, type FlashToast } from "~/server/flash.server";
import { selectTemplate } from "~/server/portfolio/portfolio.server";
import { getServices, requireAuth } from "~/server/session.server";

type Context = Readonly<RouterContextProvider>;

/** What the selection action answers a fetcher. `message` is null when nothing changed (already saved). */
export type SelectTemplateResult = { ok: true; selectedTemplate: TemplateId; message: string | null } | { ok: false; message: string };

export async function templatesLoader(request: Request, context: Context) {
  const auth = await requireAuth(context, request);
  const saved = auth.user.selectedTemplate;
  return { selectedTemplate: isTemplateId(saved) ? saved : null };
}

async function withFlash(env: Env, location: string, toast: FlashToast) {
  return redirect(location, { headers: { "Set-Cookie": await flashCookie(env, toast) } });
}

/**
 * Saves the posted template as the caller's selection.
 * - successMessage: the toast of a saved selection (gallery and preview word it differently).
 * - failureMessage: shown when the failure carries no message of its own.
 * - onSuccess / onFailure: where a plain (no-JavaScript) post lands.
 */
export async function selectTemplateAction(
  request: Request,
  context: Context,
  options: { successMessage: string; failureMessage: string; onSuccess: (id: TemplateId) => string; onFailure: string },
) {
  const auth = await requireAuth(context, request);
  const { db, env } = getServices(context);
  const formData = await request.formData();
  const viaFetcher = formData.get("via") === "fetcher";

  const fail = (message: string, status: number) =>
    viaFetcher
      ? data<SelectTemplateResult>({ ok: false, message }, { status })
      : withFlash(env, options.onFailure, { type: "error", message });

  const submission = parseWithZod(formData, { schema: selectTemplateSchema });
  if (submission.status !== "success") {
    return fail(submission.error?.selectedTemplate?.[0] ?? options.failureMessage, 400);
  }
  const templateId = submission.value.selectedTemplate;

  // Selecting the template that is already saved does nothing (spec part 1 section 4).
  if (auth.user.selectedTemplate === templateId) {
    return viaFetcher
      ? data<SelectTemplateResult>({ ok: true, selectedTemplate: templateId, message: null })
      : redirect(options.onSuccess(templateId));
  }

  try {
    await selectTemplate(db, auth.user.id, templateId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return fail(error.message || options.failureMessage, error.status);
  }
  return viaFetcher
    ? data<SelectTemplateResult>({ ok: true, selectedTemplate: templateId, message: options.successMessage })
    : withFlash(env, options.onSuccess(templateId), { type: "success", message: options.successMessage });
}

/** Where a plain post goes back to: the page it came from, keeping its query (tab, view). */
export function samePage(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return `${url.pathname}${url.search}`;
}
