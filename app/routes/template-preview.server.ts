// Server side of the template preview (/preview/{templateId} and /templates/{templateId}/preview): checks the
// id (spec part 1 section 5), picks the data to render (the viewer's own profile once it is completed, else the
// fictional sample) and saves "Select This Template".
import { data, redirect } from "react-router";
import { findTemplate, TEMPLATE_ID_PATTERN, TEMPLATE_MESSAGES } from "~/schemas/portfolio-catalogue";
import { SAMPLE_PORTFOLIO, type PortfolioData } from "~/schemas/portfolio-model";
import { buildSnapshot } from "~/server/portfolio/portfolio.server";
import { getProfileRow } from "~/server/profiles/profile.server";
import { getServices, requireAuth, type RouteContext } from "~/server/session.server";
import { selectTemplateAction } from "./templates.server";

/** The error data of an id that fails the pattern or is not in the catalogue ("Template Not Available"). */
export interface TemplateUnavailable {
  reason: "template-unavailable";
  message: string;
}

function unavailable(message: string, status: 400 | 404): never {
  throw data<TemplateUnavailable>({ reason: "template-unavailable", message }, { status });
}

export async function previewLoader(request: Request, context: RouteContext, templateId: string | undefined) {
  const auth = await requireAuth(context, request);
  if (!templateId) throw redirect("/templates");
  if (!TEMPLATE_ID_PATTERN.test(templateId)) unavailable(TEMPLATE_MESSAGES.invalidFormat, 400);
  const template = findTemplate(templateId);
  if (!template) unavailable(TEMPLATE_MESSAGES.notAvailable(templateId), 404);

  let portfolio: PortfolioData = SAMPLE_PORTFOLIO;
  if (auth.user.isProfileCompleted) {
    const { db } = getServices(context);
    const profileRow = await getProfileRow(db, auth.user.id);
    portfolio = buildSnapshot(auth.user, profileRow, profileRow?.photoKey ?? "");
  }
  return {
    templateId: template.templateId,
    portfolio,
    usingSampleData: !auth.user.isProfileCompleted,
    isSavedTemplate: auth.user.selectedTemplate === template.templateId,
  };
}

export async function previewAction(request: Request, context: RouteContext) {
  const url = new URL(request.url);
  return selectTemplateAction(request, context, {
    successMessage: TEMPLATE_MESSAGES.selectedPreview,
    failureMessage: TEMPLATE_MESSAGES.selectFailed,
    onSuccess: (id) => `/templates?selected=${id}`,
    onFailure: url.pathname,
  });
}
