// Loader and action of /profile: the page calls the same domain functions and the same zod schema as
// PUT /api/profiles/me (never the API over HTTP). The action answers through the action-result helpers
// (contract types in ~/schemas/profile).
import { parse } from "@conform-to/react";
import { redirect } from "react-router";
import {
  ALL_SAVED_MESSAGE,
  PROFILE_LOAD_FAILED,
  PROFILE_SECTIONS,
  type ProfileIntent,
  type ProfileSaveData,
  type ProfileSection,
  profileGate,
  profileUpdateSchema,
  type ProfileUpdate,
  SECTION_SAVED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from "~/schemas/profile";
import { actionError, actionInvalid, actionSuccess } from "~/server/action-result.server";
import { markProfileCompleted } from "~/server/auth/signin-and-signup.server";
import { AppError } from "~/server/errors";
import { getProfile, updateProfile } from "~/server/profiles/profile.server";
import { loadOrFail } from "~/server/load-failure.server";
import { getAuth, getServices, requireUser, type RouteContext } from "~/server/session.server";

export async function loadProfilePage(context: RouteContext, request: Request) {
  const { auth, db } = await requireUser(context, request);
  return loadOrFail(
    async () => ({
      profile: await getProfile(db, auth.user.id),
      account: { firstName: auth.user.firstName, lastName: auth.user.lastName, email: auth.user.email },
    }),
    PROFILE_LOAD_FAILED,
  );
}

const refuse = (intent: ProfileIntent, status: 400 | 401, message: string) => actionError(intent, new AppError(status, message), message);

/** A field name as conform writes it (`experience[0].title`), from a zod issue path. */
const fieldName = (path: readonly PropertyKey[]) =>
  path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), "");

/** The request's `data` checked with the shared schema, as a conform submission (its reply carries the field errors). */
function parseUpdate(data: unknown) {
  return parse<ProfileUpdate, string[]>(new FormData(), {
    resolve: () => {
      const parsed = profileUpdateSchema.safeParse(data ?? {});
      if (parsed.success) return { value: parsed.data };
      const error: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const name = fieldName(issue.path);
        error[name] = [...(error[name] ?? []), issue.message];
      }
      return { error };
    },
  });
}

/** The sections a request names: `section` for a save, the `sections` list (known, none twice, at least one) for a save-all. */
function requestedSections(intent: ProfileIntent, body: { section?: unknown; sections?: unknown } | null): ProfileSection[] | null {
  const known = (value: unknown): value is ProfileSection => PROFILE_SECTIONS.includes(value as ProfileSection);
  if (intent === "continue") return [];
  const { section, sections: list } = body ?? {};
  if (intent === "save") return known(section) ? [section] : null;
  if (!Array.isArray(list) || list.length === 0 || !list.every(known) || new Set(list).size !== list.length) return null;
  return list;
}

/**
 * JSON body `{ intent: "save", section, data }` saves one section; `{ intent: "save-all", sections, data }` saves
 * every listed section in one write (one version check, one toast: the editor's "Save all changes");
 * `{ intent: "continue", data }` saves the whole profile, requires the completion threshold, marks the profile
 * completed and goes to /templates. `data` is checked with the one schema of the whole profile.
 */
export async function profileAction(context: RouteContext, request: Request) {
  // An expired session answers 401 (not a redirect) so the editor can say so before sending the user to /signin.
  const auth = await getAuth(context, request);
  if (!auth) return refuse("save", 401, SESSION_EXPIRED_MESSAGE);
  const { db } = getServices(context);
  type Body = { intent?: unknown; section?: unknown; sections?: unknown; data?: unknown } | null;
  const body = (await request.json().catch(() => undefined)) as Body | undefined;
  if (body === undefined) return refuse("unknown", 400, "Malformed JSON in request body");
  const intent: ProfileIntent = body?.intent === "continue" || body?.intent === "save-all" ? body.intent : "save";
  const sections = requestedSections(intent, body);
  if (!sections) return refuse(intent, 400, "Unknown profile section");

  const submission = parseUpdate(body?.data);
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {})[0]?.[0] ?? "Validation failed";
    return actionInvalid(intent, submission, { toast: { type: "error", message: first } });
  }
  // zod 4 applies a field's default even under .optional(), so the parsed update holds every section; keep only
  // the fields this request sent, or saving one section would blank the others.
  const sent = body?.data && typeof body.data === "object" ? (body.data as Record<string, unknown>) : {};
  const update = Object.fromEntries(Object.entries(submission.value).filter(([key]) => key in sent)) as ProfileUpdate;
  let profile: ProfileSaveData["profile"];
  try {
    profile = await updateProfile(db, auth.user.id, update);
  } catch (error) {
    // 409: the profile changed elsewhere since the editor loaded it; the editor keeps the typed data and can
    // reload the latest version, sent along.
    if (error instanceof AppError && error.details.code === "version_conflict") {
      const latest = await getProfile(db, auth.user.id);
      return actionError<ProfileIntent, ProfileSaveData>(intent, new AppError(409, error.message), error.message, {
        data: { sections, profile: latest },
      });
    }
    if (error instanceof AppError) return actionError(intent, error, error.message);
    throw error;
  }
  if (intent === "continue") {
    const gate = profileGate(profile.completionPercentage);
    if (gate) return refuse(intent, 400, gate);
    await markProfileCompleted(db, auth.user.id);
    throw redirect("/templates");
  }
  const message = intent === "save-all" ? ALL_SAVED_MESSAGE : SECTION_SAVED_MESSAGE[sections[0]!];
  return actionSuccess<ProfileIntent, ProfileSaveData>(intent, { toast: { type: "success", message }, data: { sections, profile } });
}
