// Resource route /jobtracker/{jobId}/match (issue 32): the saved profile's match with one of the caller's jobs, for
// the AI Career Insights dialog's "How your profile matches". The same domain function as GET
// /api/ai-insights/match/{jobId}; the answer is an ActionResult (contract beside profileMatchPath in
// app/schemas/ai-rules.ts). Private and never cached by the browser: it changes with every save.
import type { ProfileMatch } from "~/schemas/ai";
import { PROFILE_MATCH_FAILED, PROFILE_MATCH_INTENT } from "~/schemas/ai-rules";
import { actionError, actionSuccess } from "~/server/action-result.server";
import { matchProfileToJob, profileSaysEnough } from "~/server/ai/profile-match.server";
import type { Route } from "./+types/jobtracker-match";
import { jobResourceCaller } from "./job-resource.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const { auth, db, env } = await jobResourceCaller(request, context, params.jobId);
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
