// Resource route /jobtracker/{jobId}/status: the board's status move (a drag or a keyboard move, see
// jobStatusPath in app/schemas/jobs-rules.ts). POST (form fields status and version) answers the /jobtracker action's
// JobActionResult for intent=status as JSON: the moved job, 409 with the latest version when the job changed
// meanwhile, 404 for another user's or a missing job, 401 when signed out. The root's middleware refuses cross-site
// posts, as for every action.
import { jobStatusMoveAction } from "./jobtracker.server";
import type { Route } from "./+types/jobtracker-status";

export const action = ({ request, context, params }: Route.ActionArgs) => jobStatusMoveAction(request, context, params.jobId);
