// /profile/language: the portfolio language's own small form on /profile (issue 35). A fetcher post (React Router's
// `.data` endpoint) gets an ActionResult; a native form post without JavaScript is sent back to /profile with a flash
// toast. The language is checked with the profile schema's own rule (the one PUT /api/profiles/me uses).
import { redirect } from "react-router";
import { byIntent, submitOrFailure } from "~/lib/client-action";
import { LOCALE_INTENT, LOCALE_MESSAGES, localeName } from "~/schemas/portfolio-locales";
import { portfolioLocaleSchema } from "~/schemas/profile";
import { actionError, actionSuccess, isScriptedRequest, redirectWithToast } from "~/server/action-result.server";
import { AppError } from "~/server/errors";
import { setPortfolioLocale } from "~/server/profiles/profile.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/profile-language";

export async function action({ request, context }: Route.ActionArgs) {
  const { auth, db, env } = await requireUser(context, request);
  const form = await request.formData();
  const parsed = portfolioLocaleSchema.safeParse(form.get("locale"));
  const toast = parsed.success
    ? ({ type: "success", message: LOCALE_MESSAGES.saved(localeName(parsed.data)) } as const)
    : ({ type: "error", message: parsed.error.issues[0]?.message ?? LOCALE_MESSAGES.failed } as const);
  if (parsed.success) await setPortfolioLocale(db, auth.user.id, parsed.data);
  if (!isScriptedRequest(request)) return redirectWithToast(env, "/profile", toast);
  return parsed.success
    ? actionSuccess(LOCALE_INTENT, { toast })
    : actionError(LOCALE_INTENT, new AppError(400, toast.message), LOCALE_MESSAGES.failed);
}

/** GET has nothing to show: the form lives on /profile. */
export const loader = () => redirect("/profile");

/** A save that gets no usable answer keeps the choice on screen, with the fallback message. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  submitOrFailure(request, serverAction, byIntent({}, LOCALE_MESSAGES.failed));

/** Nothing to render; a component keeps this a page route, so a failed fetcher post is answered by clientAction. */
export default function ProfileLanguageRoute() {
  return null;
}
