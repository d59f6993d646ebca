// Server side of /jobtracker: the loader lists the caller's jobs; one action serves the board and the job dialogs
// with the intents of app/components/jobs/contract.ts, validated with the shared schemas of app/schemas/jobs.ts.
// Scripted posts (fetchers) get JobActionData; a plain form post (no JavaScript) is answered with a redirect back
// to the board carrying a flash toast.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { JOB_INTENTS, type JobActionData, type JobIntent } from "~/components/jobs/contract";
import { AI_MESSAGES } from "~/schemas/ai";
import { createJobSchema, JOB_MESSAGES, jobStatusUpdateSchema, updateJobSchema } from "~/schemas/jobs";
import { generateSuggestions } from "~/server/ai/insights.server";
import { AppError } from "~/server/errors";
import { flashCookie } from "~/server/flash.server";
import { createJob, deleteJob, listJobs, updateJob, updateJobStatus, getJob } from "~/server/jobs/jobs.server";
import { getServices, requireAuth } from "~/server/session.server";

type Context = Readonly<RouterContextProvider>;

export async function jobTrackerLoader(request: Request, context: Context) {
  const auth = await requireAuth(context, request);
  const { db } = getServices(context);
  return { jobs: await listJobs(db, auth.user.id) };
}

/** The fallback message of each intent when the failure carries none of its own (spec part 2 section 8 "Jobs"). */
const FAILURE: Record<JobIntent, string> = {
  create: JOB_MESSAGES.addFailed,
  update: JOB_MESSAGES.updateFailed,
  status: JOB_MESSAGES.statusFailed,
  delete: JOB_MESSAGES.deleteFailed,
  suggestions: AI_MESSAGES.suggestionsFailed,
};

const SUCCESS: Record<JobIntent, string> = {
  create: JOB_MESSAGES.added,
  update: JOB_MESSAGES.updated,
  status: JOB_MESSAGES.statusUpdated,
  delete: JOB_MESSAGES.deleted,
  suggestions: AI_MESSAGES.suggestionsSaved,
};

/**
 * Scripted submissions (fetchers, and React Router forms once hydrated) reach the action through React Router's
 * data endpoint (`/jobtracker.data`); a native form post without JavaScript targets the page URL itself.
 */
function isScripted(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(".data");
}

/** Where a native form post lands: the job's detail after an edit or status change, the form again when it was refused. */
function noScriptDestination(intent: JobIntent, payload: JobActionData, jobId: string): string {
  const job = payload.job?.id ?? jobId;
  if (payload.ok)
    return intent === "update" || intent === "status" || intent === "suggestions"
      ? `/jobtracker?job=${encodeURIComponent(job)}`
      : "/jobtracker";
  if (payload.result && intent === "create") return "/jobtracker?dialog=add";
  if (payload.result && intent === "update") return `/jobtracker?job=${encodeURIComponent(job)}&dialog=edit`;
  return "/jobtracker";
}

export async function jobTrackerAction(request: Request, context: Context) {
  const auth = await requireAuth(context, request);
  const { db, env } = getServices(context);
  const formData = await request.formData();
  const scripted = isScripted(request);
  const rawIntent = String(formData.get("intent") ?? "");
  const intent: JobIntent = (JOB_INTENTS as readonly string[]).includes(rawIntent) ? (rawIntent as JobIntent) : "update";
  const jobId = String(formData.get("jobId") ?? "");

  async function answer(payload: JobActionData, status: number) {
    if (scripted) return data<JobActionData>(payload, { status });
    const headers = new Headers({
      "Set-Cookie": await flashCookie(env, { type: payload.ok ? "success" : "error", message: payload.message }),
    });
    return redirect(noScriptDestination(intent, payload, jobId), { headers });
  }

  if (rawIntent !== intent) return answer({ intent, ok: false, message: "Unknown action." }, 400);
  if ((intent !== "create" && !jobId) || jobId.length > 100) return answer({ intent, ok: false, message: JOB_MESSAGES.notFound }, 404);

  try {
    switch (intent) {
      case "create": {
        const submission = parseWithZod(formData, { schema: createJobSchema });
        if (submission.status !== "success") {
          return answer({ intent, ok: false, message: JOB_MESSAGES.fixAdd, result: submission.reply() }, 400);
        }
        const job = await createJob(db, auth.user.id, submission.value);
        return answer({ intent, ok: true, message: SUCCESS.create, job }, 200);
      }
      case "update": {
        const submission = parseWithZod(formData, { schema: updateJobSchema });
        if (submission.status !== "success") {
          return answer({ intent, ok: false, message: JOB_MESSAGES.fixEdit, result: submission.reply() }, 400);
        }
        const job = await updateJob(db, auth.user.id, jobId, submission.value);
        return answer({ intent, ok: true, message: SUCCESS.update, job }, 200);
      }
      case "status": {
        const submission = parseWithZod(formData, { schema: jobStatusUpdateSchema });
        if (submission.status !== "success") {
          return answer({ intent, ok: false, message: submission.error?.status?.[0] ?? FAILURE.status }, 400);
        }
        const job = await updateJobStatus(db, auth.user.id, jobId, submission.value.status, Date.now(), submission.value.version);
        return answer({ intent, ok: true, message: SUCCESS.status, job }, 200);
      }
      case "suggestions": {
        const job = await generateSuggestions(db, env, auth.user.id, jobId);
        return answer({ intent, ok: true, message: SUCCESS.suggestions, job }, 200);
      }
      case "delete": {
        await deleteJob(db, auth.user.id, jobId);
        return answer({ intent, ok: true, message: SUCCESS.delete, jobId }, 200);
      }
    }
  } catch (error) {
    // An expected failure answers its own status and message; anything else the intent's fallback message (a
    // fetcher must get data back, never the route's error boundary).
    if (error instanceof AppError && error.details.code === "version_conflict") {
      // The dialog keeps what was typed and offers the latest version (sent along) to reload.
      const latest = await getJob(db, auth.user.id, jobId).catch(() => undefined);
      return answer({ intent, ok: false, conflict: true, message: error.message, ...(latest ? { job: latest } : {}) }, 409);
    }
    if (error instanceof AppError) return answer({ intent, ok: false, message: error.message || FAILURE[intent] }, error.status);
    console.error("jobtracker action failed", error);
    return answer({ intent, ok: false, message: FAILURE[intent] }, 500);
  }
}
