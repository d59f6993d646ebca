// Resource route /resources/feedback: the feedback modal's transport (see app/components/feedback/contract.ts).
// A fetcher post (through React Router's `.data` endpoint) gets JSON; a native form post without JavaScript is
// redirected back to the page it came from with a flash toast (and the modal open again when it was refused).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { REDIRECT_FIELD, safeReturnPath, withFeedbackParam, type FeedbackActionData } from "~/components/feedback/contract";
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES, feedbackFormSchema } from "~/schemas/feedback";
import { enforceFeedbackBodySize, feedbackSender, sendFeedback } from "~/server/email/feedback.server";
import { AppError } from "~/server/errors";
import { flashCookie } from "~/server/flash.server";
import { getAuth, getServices } from "~/server/session.server";
import type { Route } from "./+types/resources.feedback";

function isScripted(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** GET has nothing to show: back to the app. */
export function loader() {
  return redirect("/portfolio");
}

export async function action({ request, context }: Route.ActionArgs) {
  const scripted = isScripted(request);
  let returnTo = "/portfolio";

  async function answer(payload: FeedbackActionData, status: number) {
    if (scripted) return data<FeedbackActionData>(payload, { status });
    const headers = new Headers({
      "Set-Cookie": await flashCookie(getServices(context).env, { type: payload.ok ? "success" : "error", message: payload.message }),
    });
    return redirect(withFeedbackParam(returnTo, !payload.ok), { headers });
  }

  try {
    enforceFeedbackBodySize(request, FEEDBACK_LIMITS.bodyBytes);
    const formData = await request.formData().catch(() => {
      throw new AppError(400, FEEDBACK_MESSAGES.failed);
    });
    returnTo = safeReturnPath(formData.get(REDIRECT_FIELD));
    const submission = parseWithZod(formData, { schema: feedbackFormSchema });
    if (submission.status !== "success") {
      const firstError = Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0];
      return answer({ ok: false, message: firstError ?? FEEDBACK_MESSAGES.failed, result: submission.reply() }, 400);
    }
    const { env, db } = getServices(context);
    // Signed out (the session ended while the modal was open): the feedback still goes, as 'Anonymous'.
    const auth = await getAuth(context, request);
    const account = auth?.user ?? null;
    await sendFeedback({ db, env }, submission.value, feedbackSender(account), account?.id ?? null, request);
    return answer({ ok: true, message: FEEDBACK_MESSAGES.sent }, 200);
  } catch (error) {
    if (error instanceof AppError) return answer({ ok: false, message: error.message || FEEDBACK_MESSAGES.failed }, error.status);
    console.error("Feedback failed", error);
    return answer({ ok: false, message: FEEDBACK_MESSAGES.failed }, 500);
  }
}
