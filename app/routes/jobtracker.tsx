// /jobtracker (spec part 2 "Job Tracker"): wiring only. The page is components/jobs/board/job-tracker-page.tsx over
// its state hook (use-board-page.ts); the loader and the action are in ./jobtracker.server.ts. The search (?q=),
// fullscreen (?view=fullscreen), the table (?view=table&sort=&dir=&status=&priority=&page=) and the open dialog
// (?job={id}, ?dialog=add|import|edit|ai) live in the query string, so they also work without JavaScript; the job
// list is page state, seeded by the loader and updated from the action's answers. The loader sends card data only
// and each column shows its first cards (ADR 0009): a card's whole job is fetched when it opens.
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { JobTrackerPage } from "~/components/jobs/board/job-tracker-page";
import { RouteError } from "~/components/ui/route-error";
import { byIntentSayingWhy, submitOrFailure } from "~/lib/client-action";
import { pageMeta } from "~/lib/page-meta";
import type { JobActionResult } from "~/schemas/jobs";
import { JOB_FAILURES } from "~/schemas/jobs-rules";
import type { Route } from "./+types/jobtracker";
import { jobTrackerAction, jobTrackerLoader } from "./jobtracker.server";

export const meta: Route.MetaFunction = () =>
  pageMeta("Job Tracker", "Track every application on one board, from Applied to Offer, with AI insights for each role.");

export const loader = ({ request, context }: Route.LoaderArgs) => jobTrackerLoader(request, context);

export const action = ({ request, context }: Route.ActionArgs) => jobTrackerAction(request, context);

/**
 * A post that gets no usable answer (offline, a timeout, a bare 5xx, a page that is not the action's) becomes the
 * intent's failure result instead of the error screen, so the dialogs revert and toast as the spec says; offline,
 * the message says so (issue 31).
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitOrFailure(request, serverAction, byIntentSayingWhy(JOB_FAILURES, JOB_FAILURES.update));
}

/**
 * The page applies every confirmed answer to its own list, so a successful post needs no reload of the jobs, and
 * opening a dialog, searching or entering fullscreen only changes the query string. Any other post follows React
 * Router's default (no reload after an answer of 400 or above, which every failure without an answer is).
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET")
    return (actionResult as JobActionResult | undefined)?.status === "success" ? false : defaultShouldRevalidate;
  // The same URL again is a revalidation the page asked for (after a CSV import).
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function JobTracker({ loaderData, actionData }: Route.ComponentProps) {
  return <JobTrackerPage loaderData={loaderData} actionData={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
