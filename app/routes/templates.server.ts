// Server side of the template gallery (/templates) and the selection form it shares with the preview.
// The selection form posts `selectedTemplate` (selectTemplateSchema, the schema PATCH /api/profiles/template
// uses). A browser with JavaScript submits through a fetcher (a scripted request): it gets an ActionResult back
// and shows the outcome itself (optimistic selection, toast). A plain form post gets a redirect with a flash toast.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { isTemplateId, TEMPLATE_MESSAGES, type TemplateId } from "~/schemas/portfolio-catalogue";
import { selectTemplateSchema } from "~/schemas/portfolio";
import { profileGate } from "~/schemas/profile";
import { missingProfileParts, profileCounts } from "~/schemas/profile-gate";
import type { Db } from "~/server/db.server";
import { SELECT_TEMPLATE_INTENT } from "~/schemas/portfolio-actions";
import { actionError, actionInvalid, actionSuccess, isScriptedRequest, redirectWithToast } from "~/server/action-result.server";
import { AppError } from "~/server/errors";
import { selectTemplate } from "~/server/portfolio/portfolio.server";
import { loadOrFail } from "~/server/load-failure.server";
import { getProfile } from "~/server/profiles/profile.server";
import { requireUser, type RouteContext } from "~/server/session.server";

/**
 * The 60% rule's answer for 'Build My Portfolio': null when the profile counts (Continue pressed, or saved at 60% or
 * more), else the spec's message and what the profile lacks.
 */
async function portfolioGate(db: Db, user: { id: string; isProfileCompleted: boolean }) {
  const profile = await getProfile(db, user.id);
  if (profileCounts(user, profile.completionPercentage)) return { profileGate: null, missing: [] };
  return { profileGate: profileGate(profile.completionPercentage), missing: missingProfileParts(profile) };
}

export async function templatesLoader(request: Request, context: RouteContext) {
  const { auth, db } = await requireUser(context, request);
  const saved = auth.user.selectedTemplate;
  return loadOrFail(
    async () => ({ selectedTemplate: isTemplateId(saved) ? saved : null, ...(await portfolioGate(db, auth.user)) }),
    TEMPLATE_MESSAGES.loadFailed,
  );
}

/**
 * Saves the posted template as the caller's selection.
 * - successMessage: the toast of a saved selection (gallery and preview word it differently).
 * - failureMessage: shown when the failure carries no message of its own.
 * - onSuccess / onFailure: where a plain (no-JavaScript) post lands.
 */
export async function selectTemplateAction(
  request: Request,
  context: RouteContext,
  options: { successMessage: string; failureMessage: string; onSuccess: (id: TemplateId) => string; onFailure: string },
) {
  const { auth, db, env } = await requireUser(context, request);
  const scripted = isScriptedRequest(request);
  const submission = parseWithZod(await request.formData(), { schema: selectTemplateSchema });
  if (submission.status !== "success") {
    const message = submission.error?.selectedTemplate?.[0] ?? options.failureMessage;
    return scripted
      ? actionInvalid(SELECT_TEMPLATE_INTENT, submission, { toast: { type: "error", message } })
      : redirectWithToast(env, options.onFailure, { type: "error", message });
  }
  const templateId = submission.value.selectedTemplate;
  const saved = { data: { selectedTemplate: templateId } };

  // Selecting the template that is already saved does nothing (spec part 1 section 4): no toast.
  if (auth.user.selectedTemplate === templateId) {
    return scripted ? actionSuccess(SELECT_TEMPLATE_INTENT, saved) : redirect(options.onSuccess(templateId));
  }

  try {
    await selectTemplate(db, auth.user.id, templateId);
  } catch (error) {
    if (scripted) return actionError(SELECT_TEMPLATE_INTENT, error, options.failureMessage);
    if (!(error instanceof AppError)) throw error;
    const message = error.message || options.failureMessage;
    return redirectWithToast(env, options.onFailure, { type: "error", message });
  }
  const toast = { type: "success", message: options.successMessage } as const;
  return scripted
    ? actionSuccess(SELECT_TEMPLATE_INTENT, { ...saved, toast })
    : redirectWithToast(env, options.onSuccess(templateId), toast);
}

/** 'Build My Portfolio': on to /portfolio when a template is saved, else back to the gallery. */
export async function proceedAction(request: Request, context: RouteContext) {
  const { auth, db, env } = await requireUser(context, request);
  if (!isTemplateId(auth.user.selectedTemplate)) return redirect(samePage(request));
  // The profile's 60% rule holds here too (the banner hides the button below it; a stale page still posts).
  const gate = (await portfolioGate(db, auth.user)).profileGate;
  if (gate) return redirectWithToast(env, "/profile", { type: "info", message: gate });
  return redirect("/portfolio");
}

/** Where a plain post goes back to: the page it came from, keeping its query (tab, view). */
export function samePage(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return `${url.pathname}${url.search}`;
}
