// HTTP conditional requests on the API's versioned records, a job and the profile (issue 31 §3): each answer
// carries the record's version as its ETag, and a write with If-Match is made only on a version it names, else
// 412 with the current state. A `version` in a body is not read: API clients that send back the whole record
// they loaded (the spec's own frontend) must not lose an edit to a stale copy of it. The pages keep their own
// version fields (routes/*.server.ts).
import { AppError } from "~/server/errors";
import type { ApiContext } from "./context";

/** A record's entity tag: its version, as a strong tag (`"3"`). */
function versionTag(version: number): string {
  return `"${version}"`;
}

/** Sets the answer's ETag to the record's version and gives the record back. */
export function withTag<T extends { version: number }>(c: ApiContext, record: T): T {
  c.header("ETag", versionTag(record.version));
  return record;
}

/**
 * The versions an If-Match header accepts, or null when it sets no condition (absent, empty, or `*`: the record
 * exists, which every write checks anyway). A weak tag (`W/"3"`) counts as its version: Cloudflare weakens the
 * tags of answers it compresses, and a client sends back the tag it got. A tag that is no version never matches.
 */
function ifMatchVersions(header: string | undefined): number[] | null {
  const tags = (header ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (tags.length === 0 || tags.includes("*")) return null;
  return tags.flatMap((tag) => {
    const version = /^(?:W\/)?"(\d{1,15})"$/.exec(tag)?.[1];
    return version === undefined ? [] : [Number(version)];
  });
}

/** A version no record has: the conditional write of an If-Match that names none of the current one. */
const NO_VERSION = -1;

interface ConditionalWrite<R, T extends { version: number }> {
  /** The domain's write, conditional on `version` when given (its stale case throws the 409 `version_conflict`). */
  write: (version: number | undefined) => Promise<R>;
  /** The record as it is now (read again after a refused write). */
  current: () => Promise<T>;
  /** The 412's message. */
  changed: string;
  /** The record as the API answers it (the 412's `data`); the record itself unless given. */
  view?: (record: T) => object;
}

/**
 * Runs a write under the request's If-Match: without one, last write wins; with one, the write happens only on a
 * version it names (one conditional statement, so a write in between is never overwritten). A refusal is 412
 * Precondition Failed with the current record in `data` and its ETag.
 */
export async function writeIfMatch<R, T extends { version: number }>(
  c: ApiContext,
  { write, current, changed, view = (record) => record }: ConditionalWrite<R, T>,
): Promise<R> {
  const accepted = ifMatchVersions(c.req.header("If-Match"));
  if (accepted === null) return write(undefined);
  let version = accepted.length === 1 ? accepted[0]! : NO_VERSION;
  if (accepted.length > 1) {
    const now = (await current()).version;
    if (accepted.includes(now)) version = now;
  }
  try {
    return await write(version);
  } catch (error) {
    if (!(error instanceof AppError && error.details.code === "version_conflict")) throw error;
    const now = withTag(c, await current());
    throw new AppError(412, changed, { code: "precondition_failed", data: view(now) });
  }
}
