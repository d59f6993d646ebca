// Resource route /jobtracker/{jobId}/details: the whole job for its detail dialog (ADR 0009: the board's loader
// sends only card data). GET answers a JobDetailsResult (app/schemas/jobs.ts): the caller's job, 404 'Job
// application not found' for another user's or a missing one, 401 when signed out. Never cached: it is private
// and changes with every save.
import { JOB_DETAILS_INTENT, JOB_MESSAGES } from "~/schemas/jobs-rules";
import type { JobDto } from "~/schemas/jobs";
import { actionError, actionSuccess } from "~/server/action-result.server";
import { getJob } from "~/server/jobs/jobs.server";
import { withPortfolioLink } from "~/server/analytics/links.server";
import type { Route } from "./+types/jobtracker-details";
import { jobResourceCaller } from "./job-resource.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const { auth, db, env } = await jobResourceCaller(request, context, params.jobId);
    const job = await withPortfolioLink(db, env.APP_URL, auth.user.id, await getJob(db, auth.user.id, params.jobId));
    return actionSuccess<typeof JOB_DETAILS_INTENT, { job: JobDto }>(JOB_DETAILS_INTENT, { data: { job } }, { headers: PRIVATE });
  } catch (error) {
    // The board words the failure itself (the server's message, else 'Failed to load jobs').
    return actionError(JOB_DETAILS_INTENT, error, JOB_MESSAGES.loadFailed, { toast: false });
  }
}
