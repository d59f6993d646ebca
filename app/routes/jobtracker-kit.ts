// Resource route /jobtracker/{jobId}/kit: the application kit dialog's transport (contract in
// app/schemas/kit-rules.ts). The same domain functions as POST /api/jobs/{id}/tailored-resume, /cover-letter and
// /sent; every answer is an ActionResult, private and never cached.
import { z } from "zod";
import { coverLetterRequestSchema } from "~/schemas/kit-letter";
import { KIT_FAILURES, KIT_MESSAGES, type KitIntent } from "~/schemas/kit-rules";
import { markSentSchema } from "~/schemas/kit-sent";
import { actionError, actionSuccess } from "~/server/action-result.server";
import { AppError } from "~/server/errors";
import { getJob } from "~/server/jobs/jobs.server";
import { coverLetterForJob } from "~/server/kit/cover-letter.server";
import { listSent, markAsSent } from "~/server/kit/sent.server";
import { tailorForJob } from "~/server/kit/tailor.server";
import { getProfile } from "~/server/profiles/profile.server";
import { parseInput } from "~/server/validation";
import type { Route } from "./+types/jobtracker-kit";
import { jobResourceCaller } from "./job-resource.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

const kitPostSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("tailor") }),
  coverLetterRequestSchema.extend({ intent: z.literal("letter") }),
  markSentSchema.extend({ intent: z.literal("sent") }),
]);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const { auth, db } = await jobResourceCaller(request, context, params.jobId);
    await getJob(db, auth.user.id, params.jobId);
    const [profile, sent] = await Promise.all([getProfile(db, auth.user.id), listSent(db, auth.user.id, params.jobId)]);
    return actionSuccess("load", { data: { profile, sent } }, { headers: PRIVATE });
  } catch (error) {
    return actionError("load", error, KIT_FAILURES.load, { toast: false });
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  let intent: KitIntent = "tailor";
  try {
    const { auth, db, env } = await jobResourceCaller(request, context, params.jobId);
    const body = await request.json().catch(() => {
      throw new AppError(400, "Malformed JSON in request body");
    });
    const raw = (body as { intent?: unknown } | null)?.intent;
    if (raw === "letter" || raw === "sent") intent = raw;
    const input = parseInput(kitPostSchema, body);
    const userId = auth.user.id;
    if (input.intent === "tailor") {
      const tailored = await tailorForJob(db, env, userId, params.jobId);
      return actionSuccess(intent, { data: tailored, toast: { type: "success", message: KIT_MESSAGES.tailored } }, { headers: PRIVATE });
    }
    if (input.intent === "letter") {
      const coverLetter = await coverLetterForJob(db, env, userId, params.jobId, input.tone);
      return actionSuccess(
        intent,
        { data: { coverLetter }, toast: { type: "success", message: KIT_MESSAGES.letterWritten } },
        { headers: PRIVATE },
      );
    }
    const sent = await markAsSent({ db, bucket: env.FILES, appUrl: env.APP_URL }, auth.user, params.jobId, input);
    return actionSuccess(intent, { data: { sent }, toast: { type: "success", message: KIT_MESSAGES.sent } }, { headers: PRIVATE });
  } catch (error) {
    return actionError(intent, error, KIT_FAILURES[intent]);
  }
}
