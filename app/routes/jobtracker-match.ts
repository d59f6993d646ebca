// Resource route /jobtracker/{jobId}/match (issue 32): the saved profile's match with one of the caller's jobs, for
// the AI Career Insights dialog's "How your profile matches". The same domain function as GET
// /api/ai-insights/match/{jobId}; the answer is an ActionResult (contract beside profileMatchPath in
// app/schemas/ai-rules.ts). Private and never cached by the browser: it changes with every save.
import type { ProfileMatch } from "~/schemas/ai";
import { AI_MESSAGES, PROFILE_MATCH_FAILED, PROFILE_MATCH_INTENT } from "~/schemas/ai-rules";
import { JOB_MESSAGES } from "~/schemas/jobs-rules";
import { actionError, actionSuccess } from "~/server/action-result.server";
import { matchProfileToJob, profileSaysEnough } from "~/server/ai/profile-match.server";
import { AppError } from "~/server/errors";
import { getAuth, getServices } from "~/server/session.server";
import type { Route } from "./+types/jobtracker-match";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const auth = await getAuth(context, request);
    if (!auth) throw new AppError(401, AI_MESSAGES.signIn);
    if (params.jobId.length > 100) throw new AppError(404, JOB_MESSAGES.notFound);
    const { db, env } = getServices(context);
    const [{ match, cached }, enough] = await Promise.all([
      matchProfileToJob(db, env, auth.user.id, params.jobId),
      profileSaysEnough(db, auth.user.id),
    ]);
    return actionSuccess<typeof PROFILE_MATCH_INTENT, { match: ProfileMatch; cached: boolean; profileSaysEnough: boolean }>(
      PROFILE_MATCH_INTENT,
      { data: { match, cached, profileSaysEnough: enough } },
      { headers: PRIVATE },
    );
  } catch (error) {
    // The dialog words the failure itself.
    return actionError(PROFILE_MATCH_INTENT, error, PROFILE_MATCH_FAILED, { toast: false });
  }
}
