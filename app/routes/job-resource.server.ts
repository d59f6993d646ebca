// What the job dialog's resource routes (/jobtracker/{jobId}/details, /match, /kit) ask first: the signed-in caller
// (401 otherwise) and a job id that could be one (a longer one is nobody's job: 404), with the request's services.
import { AI_MESSAGES } from "~/schemas/ai-rules";
import { JOB_MESSAGES } from "~/schemas/jobs-rules";
import { AppError } from "~/server/errors";
import { getAuth, getServices, type RouteContext } from "~/server/session.server";

export async function jobResourceCaller(request: Request, context: RouteContext, jobId: string) {
  const auth = await getAuth(context, request);
  if (!auth) throw new AppError(401, AI_MESSAGES.signIn);
  if (jobId.length > 100) throw new AppError(404, JOB_MESSAGES.notFound);
  return { auth, ...getServices(context) };
}
