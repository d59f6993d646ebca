// Loader and action of /profile: the page calls the same domain functions and the same zod schema as
// PUT /api/profiles/me (never the API over HTTP).
import { data, redirect, type RouterContextProvider } from "react-router";
import { COMPLETION_THRESHOLD, profileUpdateSchema } from "~/schemas/profile";
import { markProfileCompleted } from "~/server/auth/signin-and-signup.server";
import { AppError, fieldErrors, type FieldError } from "~/server/errors";
import { getProfile, updateProfile } from "~/server/profiles/profile.server";
import { getAuth, getServices, requireAuth } from "~/server/session.server";

export type ProfileSection = "personal" | "professional" | "experience" | "education" | "projects";
const SECTIONS: readonly ProfileSection[] = ["personal", "professional", "experience", "education", "projects"];

export type ProfileActionResult =
  | { ok: true; intent: "save"; section: ProfileSection; profile: Awaited<ReturnType<typeof getProfile>>; at: number }
  | {
      ok: false;
      intent: string;
      section?: ProfileSection;
      status: number;
      message: string;
      errors: FieldError[];
      at: number;
      /** 409: the profile changed elsewhere; its latest version, for the editor to reload. */
      latest?: Awaited<ReturnType<typeof getProfile>>;
    };

export async function loadProfilePage(context: Readonly<RouterContextProvider>, request: Request) {
  const auth = await requireAuth(context, request);
  const { db } = getServices(context);
  const profile = await getProfile(db, auth.user.id);
  return {
    profile,
    account: { firstName: auth.user.firstName, lastName: auth.user.lastName, email: auth.user.email },
  };
}

function failure(intent: string, section: ProfileSection | undefined, error: AppError) {
  return data<ProfileActionResult>(
    { ok: false, intent, section, status: error.status, message: error.message, errors: error.details.errors ?? [], at: Date.now() },
    { status: error.status },
  );
}

/**
 * JSON body `{ intent: "save", section, data }` saves one section; `{ intent: "continue", data }` saves the
 * whole profile, requires the completion threshold, marks the profile completed and goes to /templates.
 */
export async function profileAction(context: Readonly<RouterContextProvider>, request: Request) {
  // An expired session answers 401 (not a redirect) so the editor can say so before sending the user to /signin.
  const auth = await getAuth(context, request);
  if (!auth) return failure("save", undefined, new AppError(401, "Session expired. Please log in again."));
  const { db } = getServices(context);
  type Body = { intent?: unknown; section?: unknown; data?: unknown } | null;
  const body = (await request.json().catch(() => undefined)) as Body | undefined;
  if (body === undefined) return failure("unknown", undefined, new AppError(400, "Malformed JSON in request body"));
  const intent = body?.intent === "continue" ? "continue" : "save";
  const section = SECTIONS.includes(body?.section as ProfileSection) ? (body!.section as ProfileSection) : undefined;
  if (intent === "save" && !section) return failure(intent, undefined, new AppError(400, "Unknown profile section"));

  const parsed = profileUpdateSchema.safeParse(body?.data ?? {});
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues);
    return failure(intent, section, new AppError(400, errors[0]?.msg ?? "Validation failed", { errors }));
  }
  // zod 4 applies a field's default even under .optional(), so the parsed update holds every section; keep only
  // the fields this request sent, or saving one section would blank the others.
  const sent = body?.data && typeof body.data === "object" ? (body.data as Record<string, unknown>) : {};
  const update = Object.fromEntries(Object.entries(parsed.data).filter(([key]) => key in sent)) as typeof parsed.data;
  let profile;
  try {
    profile = await updateProfile(db, auth.user.id, update);
  } catch (error) {
    // 409: the profile changed elsewhere since the editor loaded it; the editor keeps the typed data and can
    // reload the latest version, sent along.
    if (error instanceof AppError && error.details.code === "version_conflict") {
      return data<ProfileActionResult>(
        {
          ok: false,
          intent,
          section,
          status: 409,
          message: error.message,
          errors: [],
          at: Date.now(),
          latest: await getProfile(db, auth.user.id),
        },
        { status: 409 },
      );
    }
    if (error instanceof AppError) return failure(intent, section, error);
    throw error;
  }
  if (intent === "continue") {
    if (profile.completionPercentage < COMPLETION_THRESHOLD) {
      return failure(
        intent,
        undefined,
        new AppError(400, `Please complete at least ${COMPLETION_THRESHOLD}% of your profile before continuing`),
      );
    }
    await markProfileCompleted(db, auth.user.id);
    throw redirect("/templates");
  }
  return data<ProfileActionResult>({ ok: true, intent: "save", section: section!, profile, at: Date.now() });
}
