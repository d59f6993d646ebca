// GET /api/profiles/me/json-resume: the signed-in user's saved profile as a JSON Resume 1.0.0 file.
import type { User } from "~/db/schema";
import type { JsonResume } from "~/schemas/json-resume";
import type { Db } from "../db.server";
import { withAbsolutePhoto } from "../http/absolute-url";
import { getProfile } from "../profiles/profile.server";
import { toJsonResume } from "./json-resume";

export interface JsonResumeFile {
  document: JsonResume;
  /** "<username>-resume.json" (usernames are lowercase letters, digits and hyphens). */
  filename: string;
}

/** `appUrl` makes the photo's stored /media/… path absolute (basics.image), as every API answer does. */
export async function exportJsonResume(
  db: Db,
  user: Pick<User, "id" | "firstName" | "lastName" | "email" | "username">,
  appUrl: string,
): Promise<JsonResumeFile> {
  const profile = withAbsolutePhoto(await getProfile(db, user.id), appUrl);
  const base = /^[a-z0-9-]+$/.test(user.username) ? user.username : "profile";
  return { document: toJsonResume(profile, user), filename: `${base}-resume.json` };
}
