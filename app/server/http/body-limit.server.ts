// Request body limits (issue 12 §3) that hold for chunked bodies too, not just a declared Content-Length: the
// body is read with a running count. Past the limit the rest is still read and thrown away before answering
// 413, because an answer sent while the client is still sending makes wrangler's local proxy reset the
// connection (stack notes, item 15). Nothing downstream ever sees an oversized body, so nothing is written.
import { concatBytes } from "~/lib/bytes";
import { AppError } from "../errors";

const KB = 1024;
const MB = 1024 * KB;
/** Room for the multipart boundaries and headers around an uploaded file. */
const MULTIPART_OVERHEAD = 64 * KB;

export const BODY_LIMITS = {
  json: 1 * MB,
  photo: 5 * MB + MULTIPART_OVERHEAD,
  resume: 10 * MB + MULTIPART_OVERHEAD,
  /** The tracker's CSV import (its file is at most 1 MB: schemas/job-csv-rules.ts). */
  csv: 1 * MB + MULTIPART_OVERHEAD,
  /** Every page form (sign-in, job dialogs, settings, feedback, contact…) fits easily. */
  form: 256 * KB,
} as const;

export const BODY_TOO_LARGE = "Request body is too large.";

/** The limit for a request to `pathname`: files where the product takes files, JSON and forms elsewhere. */
function bodyLimitFor(pathname: string, contentType: string): number {
  if (pathname === "/api/profiles/photo") return BODY_LIMITS.photo;
  if (pathname === "/api/profiles/upload-resume" || pathname === "/api/profiles/import" || pathname === "/api/ai-insights/analyze-resume") {
    return BODY_LIMITS.resume;
  }
  if (pathname === "/api/jobs/import") return BODY_LIMITS.csv;
  // The AI insights dialog posts the chosen resume to its page route.
  if (/^\/jobtracker\/[^/]+\/insights(?:\.data)?$/.test(pathname)) return BODY_LIMITS.resume;
  if (pathname.startsWith("/api/")) return BODY_LIMITS.json;
  return /^application\/(?:[\w.+-]*\+)?json/i.test(contentType) ? BODY_LIMITS.json : BODY_LIMITS.form;
}

/** Reads the whole body, keeping at most `maxBytes`; null when it was larger (the rest was drained). */
async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  let over = Number(request.headers.get("Content-Length") ?? 0) > maxBytes;
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (over) continue;
    if (total > maxBytes) {
      over = true;
      chunks.length = 0;
      continue;
    }
    chunks.push(value);
  }
  if (over) return null;
  return concatBytes(chunks, total);
}

/**
 * The request with its body read into memory within the limit for its path, or an AppError(413). Requests
 * without a body pass through untouched.
 */
export async function withBoundedBody(request: Request, maxBytes?: number): Promise<Request> {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return request;
  const limit = maxBytes ?? bodyLimitFor(new URL(request.url).pathname, request.headers.get("Content-Type") ?? "");
  const body = await readBodyWithin(request, limit);
  if (!body) throw new AppError(413, BODY_TOO_LARGE);
  return new Request(request, { body });
}

/** A 413 answer in the API's error shape, for callers outside Hono (page posts). */
export function bodyTooLargeResponse(): Response {
  return Response.json({ success: false, message: BODY_TOO_LARGE }, { status: 413 });
}
