// Server side of the template preview (/preview/{templateId} and /templates/{templateId}/preview): checks the
// id (spec part 1 section 5), picks the data to render (the viewer's own profile once it counts, else the
// fictional sample and what the profile lacks) and saves "Select This Template".
import { data, redirect } from "react-router";
import { findTemplate, TEMPLATE_ID_PATTERN, TEMPLATE_MESSAGES } from "~/schemas/portfolio-catalogue";
import { PORTFOLIO_WORDS } from "~/schemas/portfolio-i18n";
import { SAMPLE_PORTFOLIO, type PortfolioData } from "~/schemas/portfolio-model";
import { localeDirection, portfolioLocaleOf } from "~/schemas/portfolio-locales";
import { buildSnapshot } from "~/server/portfolio/portfolio.server";
import { missingProfileParts, profileCounts } from "~/schemas/profile-gate";
import { getProfileRow, toProfileDto } from "~/server/profiles/profile.server";
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

  const profileRow = await getProfileRow(getServices(context).db, auth.user.id);
  // The viewer's own data once the profile counts (Continue pressed, or saved at 60% or more), else the sample.
  const ownData = profileCounts(auth.user, profileRow?.completionPercentage);
  const portfolio: PortfolioData = ownData ? buildSnapshot(auth.user, profileRow, profileRow?.photoKey ?? "") : SAMPLE_PORTFOLIO;
  // The preview speaks the portfolio's language, as the public page will: its one catalogue goes with the data.
  const locale = portfolioLocaleOf(portfolio.locale);
  return {
    templateId: template.templateId,
    portfolio,
    language: { locale, words: PORTFOLIO_WORDS[locale], dir: localeDirection(locale) },
    usingSampleData: !ownData,
    /** What the profile lacks, when the preview shows the sample for want of it. */
    missing: ownData ? [] : missingProfileParts(toProfileDto(profileRow)),
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
