// Resource route /resources/feedback: the feedback modal's transport (contract in app/schemas/feedback.ts). A
// fetcher post (through React Router's `.data` endpoint) gets a FeedbackActionResult; a native form post without
// JavaScript is redirected back to the page it came from with a flash toast (and the modal open again when it was
// refused).
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { ActionToast } from "~/lib/action-result";
import { byIntent, submitOrFailure } from "~/lib/client-action";
import {
  FEEDBACK_INTENT,
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  type FeedbackActionResult,
  feedbackFormSchema,
  REDIRECT_FIELD,
  withFeedbackParam,
} from "~/schemas/feedback";
import { actionError, actionInvalid, actionSuccess, isScriptedRequest, redirectWithToast } from "~/server/action-result.server";
import { enforceFeedbackBodySize, feedbackSender, sendFeedback } from "~/server/email/feedback.server";
import { AppError } from "~/server/errors";
import { safeRedirectPath } from "~/server/http/safe-redirect";
import { getAuth, getServices } from "~/server/session.server";
import type { Route } from "./+types/resources.feedback";

/** A send that gets no usable answer keeps the modal and the typed feedback, with the spec's fallback. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitOrFailure(request, serverAction, byIntent({}, FEEDBACK_MESSAGES.failed));
}

/**
 * Nothing to render (GET redirects), but a component makes this a page route rather than a resource route, so a
 * failed fetcher post is answered by clientAction instead of React Router reloading the document at this URL.
 */
export default function FeedbackRoute() {
  return null;
}

/** GET has nothing to show: back to the app. */
export function loader() {
  return redirect("/portfolio");
}

async function send(request: Request, context: Route.ActionArgs["context"], formData: FormData) {
  try {
    const submission = parseWithZod(formData, { schema: feedbackFormSchema });
    if (submission.status !== "success") {
      const firstError = Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0];
      return actionInvalid(FEEDBACK_INTENT, submission, { toast: { type: "error", message: firstError ?? FEEDBACK_MESSAGES.failed } });
    }
    const { env, db } = getServices(context);
    // Signed out (the session ended while the modal was open): the feedback still goes, as 'Anonymous'.
    const auth = await getAuth(context, request);
    const account = auth?.user ?? null;
    await sendFeedback({ db, env }, submission.value, feedbackSender(account), account?.id ?? null, request);
    return actionSuccess(FEEDBACK_INTENT, { toast: { type: "success", message: FEEDBACK_MESSAGES.sent } });
  } catch (error) {
    return actionError(FEEDBACK_INTENT, error, FEEDBACK_MESSAGES.failed);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  let returnTo = "/portfolio";
  let answer: Awaited<ReturnType<typeof send>>;
  try {
    enforceFeedbackBodySize(request, FEEDBACK_LIMITS.bodyBytes);
    const formData = await request.formData().catch(() => {
      throw new AppError(400, FEEDBACK_MESSAGES.failed);
    });
    returnTo = safeRedirectPath(formData.get(REDIRECT_FIELD), "/portfolio");
    answer = await send(request, context, formData);
  } catch (error) {
    answer = actionError(FEEDBACK_INTENT, error, FEEDBACK_MESSAGES.failed);
  }
  if (isScriptedRequest(request)) return answer;

  const result = answer.data as FeedbackActionResult;
  const toast: ActionToast = result.toast ?? { type: "error", message: FEEDBACK_MESSAGES.failed };
  const refused = result.status !== "success";
  return redirectWithToast(getServices(context).env, withFeedbackParam(returnTo, refused), {
    type: refused ? "error" : "success",
    message: toast.message,
  });
}
