// Server side of /jobtracker: the loader lists the caller's jobs as cards; one action serves the board and the job dialogs
// with the intents of the contract in app/schemas/jobs.ts (JOBTRACKER_ACTION), validated with the shared schemas.
// Scripted posts (fetchers) get a JobActionResult (app/server/action-result.server.ts); a plain form post (no
// JavaScript) is answered with a redirect back to the board carrying the same toast as a flash toast.
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionToast } from "~/lib/action-result";
import { AI_MESSAGES } from "~/schemas/ai";
import { ANALYTICS_MESSAGES } from "~/schemas/analytics-rules";
import { jobDuplicatesQuerySchema, jobImportUrlSchema } from "~/schemas/job-import-url";
import {
  JOB_FAILURES,
  JOB_INTENTS,
  JOB_MESSAGES,
  type JobActionResult,
  type JobIntent,
  type JobResultData,
  contactRemoveSchema,
  followUpFormSchema,
  interviewFormSchema,
  interviewRemoveSchema,
  jobContactSchema,
  jobStatusUpdateSchema,
  parseJobForm,
} from "~/schemas/jobs";
import type { z } from "~/schemas/z";
import { changeJobPlans, type PlansChange } from "~/server/jobs/job-plans.server";
import { actionError, actionInvalid, actionSuccess, isScriptedRequest, redirectWithToast } from "~/server/action-result.server";
import { generateSuggestions } from "~/server/ai/insights.server";
import { profileMatchBadges } from "~/server/ai/profile-match.server";
import { deleteSentFiles } from "~/server/kit/sent.server";
import { AppError } from "~/server/errors";
import { listJobCards } from "~/server/jobs/job-cards.server";
import { createTrackedLink, withPortfolioLink } from "~/server/analytics/links.server";
import { createJob, deleteJob, getJob, updateJob, updateJobStatus } from "~/server/jobs/jobs.server";
import { findDuplicateJobs } from "~/server/jobs/import-url/duplicates.server";
import { importJobForUser } from "~/server/jobs/import-url/import-url.server";
import { parseInput } from "~/server/validation";
import { getAuth, getServices, requireUser, type RouteContext } from "~/server/session.server";
import { userTimeZone } from "~/lib/time-zone";
import type { Db } from "~/server/db.server";

/**
 * The board's cards only (ADR 0009), each with the saved profile's match when the profile says enough (issue 32),
 * plus the whole job whose detail the URL opens (`?job=`), so a link to a job
 * and a card followed without JavaScript show its dialog at once. A job that is not the caller's opens nothing.
 */
export async function jobTrackerLoader(request: Request, context: RouteContext) {
  const { auth, db, env } = await requireUser(context, request);
  const jobId = new URL(request.url).searchParams.get("job");
  const [cards, matches, selected] = await Promise.all([
    listJobCards(db, auth.user.id),
    profileMatchBadges(db, env, auth.user.id),
    jobId && jobId.length <= 100
      ? getJob(db, auth.user.id, jobId).then((job) => withPortfolioLink(db, env.APP_URL, auth.user.id, job), notFoundAsNull)
      : null,
  ]);
  const jobs = cards.map((card) => (matches[card.id] ? { ...card, match: matches[card.id] } : card));
  return { jobs, selected, timeZone: userTimeZone(auth.user.timeZone, request) };
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof AppError && error.status === 404) return null;
  throw error;
}

const SUCCESS: Record<Exclude<JobIntent, "import-url" | "duplicates" | "portfolio-link">, string> = {
  create: JOB_MESSAGES.added,
  update: JOB_MESSAGES.updated,
  status: JOB_MESSAGES.statusUpdated,
  delete: JOB_MESSAGES.deleted,
  suggestions: AI_MESSAGES.suggestionsSaved,
  "follow-up": JOB_MESSAGES.followUpSaved,
  "interview-add": JOB_MESSAGES.interviewAdded,
  "interview-remove": JOB_MESSAGES.interviewRemoved,
  "contact-add": JOB_MESSAGES.contactAdded,
  "contact-remove": JOB_MESSAGES.contactRemoved,
};

const isJobIntent = (value: string): value is JobIntent => (JOB_INTENTS as readonly string[]).includes(value);

/** Intents that name no job. */
const WITHOUT_JOB: readonly JobIntent[] = ["create", "import-url", "duplicates"];

function saved(intent: keyof typeof SUCCESS, data: JobResultData, message = SUCCESS[intent]) {
  return actionSuccess(intent, { toast: { type: "success", message }, data });
}

/** The detail dialog's small changes (follow-up date, one interview or contact): each form's own schema. */
function plansChange(intent: JobIntent, formData: FormData): PlansChange | { invalid: Submission<unknown> } {
  /** The form read with the intent's schema: the change its value makes, or the refused submission. */
  const read = <S extends z.ZodType>(schema: S, change: (value: z.output<S>) => PlansChange) => {
    const submission = parseWithZod(formData, { schema });
    return submission.status === "success" ? change(submission.value) : { invalid: submission };
  };
  switch (intent) {
    case "follow-up":
      return read(followUpFormSchema, ({ followUpAt }) => ({ kind: intent, followUpAt }));
    case "interview-add":
      return read(interviewFormSchema, (interview) => ({ kind: intent, interview }));
    case "interview-remove":
      return read(interviewRemoveSchema, ({ interviewId }) => ({ kind: intent, interviewId }));
    case "contact-add":
      return read(jobContactSchema, (contact) => ({ kind: intent, contact }));
    default:
      return read(contactRemoveSchema, ({ contactId }) => ({ kind: "contact-remove", contactId }));
  }
}

/** Where a native form post lands: the job's detail after an edit or status change, the form again when it was refused. */
function noScriptDestination(result: JobActionResult, jobId: string): string {
  const { intent } = result;
  if (intent === "import-url" || intent === "duplicates") return "/jobtracker?dialog=add";
  const job = encodeURIComponent((result.status !== "invalid" ? result.data?.job?.id : undefined) ?? jobId);
  if (result.status === "success") return intent === "create" || intent === "delete" ? "/jobtracker" : `/jobtracker?job=${job}`;
  if (result.status === "invalid" && intent === "create") return "/jobtracker?dialog=add";
  if (result.status === "invalid" && intent === "update") return `/jobtracker?job=${job}&dialog=edit`;
  if (intent !== "create" && intent !== "delete" && intent !== "update" && intent !== "status") return `/jobtracker?job=${job}`;
  return "/jobtracker";
}

/**
 * A plain form post (no JavaScript) of the Add or Edit form that the domain refuses (the job limit, a version
 * conflict): the form comes back with the message above its fields and what was typed, instead of a redirect that
 * would lose it. A job gone (404) has no form to come back to: it goes to the board with the message, as a fetcher's
 * failure toasts it (the dialog keeps its own state).
 */
async function refusalKeepsForm(
  intent: "create" | "update",
  submission: Submission<unknown, string[]>,
  scripted: boolean,
  write: () => Promise<ReturnType<typeof saved>>,
) {
  try {
    return await write();
  } catch (error) {
    if (scripted || !(error instanceof AppError) || error.status === 404 || error.status >= 500) throw error;
    return actionInvalid(intent, submission, { formErrors: [error.message], status: error.status });
  }
}

async function runIntent(
  intent: JobIntent,
  formData: FormData,
  userId: string,
  jobId: string,
  services: ReturnType<typeof getServices>,
  scripted = true,
) {
  const { db, env } = services;
  try {
    switch (intent) {
      case "create": {
        const submission = parseJobForm(formData, false);
        if (submission.status !== "success")
          return actionInvalid(intent, submission, { toast: { type: "error", message: JOB_MESSAGES.fixAdd } });
        const input = submission.value;
        return await refusalKeepsForm(intent, submission, scripted, async () => saved(intent, { job: await createJob(db, userId, input) }));
      }
      case "update": {
        const submission = parseJobForm(formData, true);
        if (submission.status !== "success")
          return actionInvalid(intent, submission, { toast: { type: "error", message: JOB_MESSAGES.fixEdit } });
        const input = submission.value;
        return await refusalKeepsForm(intent, submission, scripted, async () =>
          saved(intent, { job: await updateJob(db, userId, jobId, input) }),
        );
      }
      case "status":
        return await moveJob(db, userId, jobId, formData);
      case "suggestions":
        return saved(intent, { job: await generateSuggestions(db, env, userId, jobId) });
      case "delete":
        await deleteJob(db, userId, jobId);
        // The sent applications' rows went with the job; their files go too (issue 33).
        await deleteSentFiles(env.FILES, userId, jobId);
        return saved(intent, { jobId });
      case "follow-up":
      case "interview-add":
      case "interview-remove":
      case "contact-add":
      case "contact-remove": {
        const change = plansChange(intent, formData);
        if ("invalid" in change) return actionInvalid(intent, change.invalid, { toast: { type: "error", message: JOB_MESSAGES.fixEdit } });
        const job = await changeJobPlans(db, userId, jobId, change);
        const cleared = change.kind === "follow-up" && change.followUpAt === null;
        return saved(intent, { job }, cleared ? JOB_MESSAGES.followUpCleared : SUCCESS[intent]);
      }
      // Issue 18: the Add dialog shows these answers itself (no toast); the same modules as /api/jobs.
      case "import-url": {
        const { url } = parseInput(jobImportUrlSchema, { url: formData.get("url") ?? "" });
        return actionSuccess<JobIntent, JobResultData>(intent, { data: { draft: await importJobForUser(db, env, userId, url) } });
      }
      case "duplicates": {
        const query = parseInput(jobDuplicatesQuerySchema, {
          title: String(formData.get("title") ?? ""),
          company: String(formData.get("company") ?? ""),
          url: String(formData.get("jobUrl") ?? ""),
        });
        return actionSuccess<JobIntent, JobResultData>(intent, { data: { duplicates: await findDuplicateJobs(db, userId, query) } });
      }
      // Issue 17: the detail dialog copies the link and says so itself; without JavaScript the board says it was made.
      case "portfolio-link": {
        const { link } = await createTrackedLink(db, env.APP_URL, userId, { jobId });
        const toast = scripted ? undefined : ({ type: "success", message: ANALYTICS_MESSAGES.created } as const);
        return actionSuccess<JobIntent, JobResultData>(intent, { data: { link }, toast });
      }
    }
  } catch (error) {
    return intentFailure(intent, error, db, userId, jobId);
  }
}

/**
 * A failed intent's answer. A version conflict carries the job's latest version (the dialog keeps what was typed and
 * offers it to reload; it says so itself); an expected failure answers its own status and message; anything else
 * the intent's fallback message (a fetcher must get data back, never the route's error boundary).
 */
async function intentFailure(intent: JobIntent, error: unknown, db: Db, userId: string, jobId: string) {
  if (error instanceof AppError && error.details.code === "version_conflict") {
    const latest = await getJob(db, userId, jobId).catch(() => undefined);
    return actionError<JobIntent, JobResultData>(intent, error, JOB_FAILURES[intent], {
      data: latest ? { job: latest } : {},
      toast: false,
    });
  }
  return actionError<JobIntent, JobResultData>(intent, error, JOB_FAILURES[intent]);
}

/**
 * A status change (the board's move, the detail dialog's dropdown): `status`, the `version` it was based on and, for a
 * job leaving the wishlist, the `appliedDate` its date prompt confirmed.
 */
async function moveJob(db: Db, userId: string, jobId: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: jobStatusUpdateSchema });
  if (submission.status !== "success") throw new AppError(400, submission.error?.status?.[0] ?? JOB_FAILURES.status);
  const { status, version, appliedDate } = submission.value;
  return saved("status", { job: await updateJobStatus(db, userId, jobId, status, Date.now(), version, appliedDate) });
}

/**
 * The board's status move (resource route /jobtracker/{jobId}/status): updateJobStatus with the posted status and
 * version, answered as the action's intent=status result in JSON whatever the request (a signed-out caller gets 401
 * instead of the sign-in redirect).
 */
export async function jobStatusMoveAction(request: Request, context: RouteContext, jobId: string) {
  const auth = await getAuth(context, request);
  if (!auth) return actionError<JobIntent, JobResultData>("status", new AppError(401, AI_MESSAGES.signIn), JOB_FAILURES.status);
  if (jobId.length > 100)
    return actionError<JobIntent, JobResultData>("status", new AppError(404, JOB_MESSAGES.notFound), JOB_FAILURES.status);
  const { db } = getServices(context);
  const formData = await request.formData().catch(() => new FormData());
  try {
    return await moveJob(db, auth.user.id, jobId, formData);
  } catch (error) {
    return intentFailure("status", error, db, auth.user.id, jobId);
  }
}

export async function jobTrackerAction(request: Request, context: RouteContext) {
  const { auth, ...services } = await requireUser(context, request);
  const formData = await request.formData();
  const rawIntent = String(formData.get("intent") ?? "");
  const intent: JobIntent = isJobIntent(rawIntent) ? rawIntent : "update";
  const jobId = String(formData.get("jobId") ?? "");

  const answer =
    rawIntent !== intent
      ? actionError<JobIntent, JobResultData>(intent, new AppError(400, "Unknown action."), JOB_FAILURES[intent])
      : (!WITHOUT_JOB.includes(intent) && !jobId) || jobId.length > 100
        ? actionError<JobIntent, JobResultData>(intent, new AppError(404, JOB_MESSAGES.notFound), JOB_FAILURES[intent])
        : await runIntent(intent, formData, auth.user.id, jobId, services, isScriptedRequest(request));
  if (isScriptedRequest(request)) return answer;

  const result = answer.data as JobActionResult;
  // Without JavaScript, a refused Add or Edit form is rendered again (its URL keeps the dialog open) with its errors
  // and what was typed; everything else goes back to the board with a flash toast.
  if (result.status === "invalid" && (intent === "create" || intent === "update")) return answer;
  const toast: ActionToast = result.toast ?? { type: "error", message: result.status === "error" ? result.message : JOB_FAILURES[intent] };
  return redirectWithToast(services.env, noScriptDestination(result, jobId), {
    type: toast.type === "success" ? "success" : "error",
    message: toast.message,
  });
}
