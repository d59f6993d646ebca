// Resume import (the profile's "Quick Profile Setup"): check the file by its bytes, extract its text, turn the
// text into the extraction shape (Workers AI when bound and working, else the local parser), store the file
// in R2 under a server-generated key and remember key and text on the user's profile.
import type { Db } from "../db.server";
import { AppError } from "../errors";
import { getProfileRow, setResume } from "../profiles/profile.server";
import { DEFAULT_AI_MODEL, usableAi } from "../ai/workers-ai";
import { extractWithAi } from "./ai";
import type { ResumeExtraction } from "./extraction";
import { CONTENT_TYPES, detectResume, extractResumeText, MAX_RESUME_BYTES, MESSAGES } from "./files";
import { parseResumeText } from "./parser";

/** The stored text is capped so the profile row stays well under D1's statement size limit. */
const MAX_STORED_TEXT_CHARS = 30_000;

export interface ResumeEnv {
  FILES: R2Bucket;
  AI?: unknown;
  AI_MODEL?: string;
}

/** Workers AI when a usable binding exists and answers validly; otherwise the local deterministic parser. */
export async function extractResume(
  env: Pick<ResumeEnv, "AI" | "AI_MODEL">,
  text: string,
): Promise<{ data: ResumeExtraction; engine: "ai" | "local" }> {
  const ai = usableAi(env.AI);
  if (ai) {
    const data = await extractWithAi(ai, env.AI_MODEL || DEFAULT_AI_MODEL, text);
    if (data) return { data, engine: "ai" };
  }
  return { data: parseResumeText(text), engine: "local" };
}

export interface ResumeUploadResult {
  data: ResumeExtraction;
  key: string;
  engine: "ai" | "local";
}

/** Handles one upload (the multipart `resume` value); throws AppError 400/413/422 with the user's message. */
export async function importResume(db: Db, env: ResumeEnv, userId: string, file: unknown): Promise<ResumeUploadResult> {
  if (!file || typeof file === "string" || typeof (file as Blob).arrayBuffer !== "function") throw new AppError(400, MESSAGES.noFile);
  const blob = file as Blob;
  if (blob.size > MAX_RESUME_BYTES) throw new AppError(413, MESSAGES.tooLarge);
  const bytes = new Uint8Array(await blob.arrayBuffer());
  if (bytes.byteLength > MAX_RESUME_BYTES) throw new AppError(413, MESSAGES.tooLarge);

  const detected = detectResume(bytes);
  const text = await extractResumeText(bytes, detected);
  const { data, engine } = await extractResume(env, text);

  const key = `resumes/${userId}/${crypto.randomUUID()}.${detected.kind}`;
  await env.FILES.put(key, bytes, { httpMetadata: { contentType: CONTENT_TYPES[detected.kind] } });
  const previous = (await getProfileRow(db, userId))?.resumeKey;
  await setResume(db, userId, key, text.slice(0, MAX_STORED_TEXT_CHARS));
  if (previous && previous !== key) await env.FILES.delete(previous).catch(() => undefined);
  return { data, key, engine };
}
