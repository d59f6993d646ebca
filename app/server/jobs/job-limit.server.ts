// The 5,000-job limit per account (JOBS_PER_ACCOUNT_MAX) is held by a trigger in D1 (migrations/0010_job_limit.sql):
// an insert past it aborts its statement (and the batch around it) with this text, which drizzle and D1 wrap in
// their own errors.
import { AppError } from "../errors";

const LIMIT_SIGNAL = "job_limit_reached";

/** Whether `error` (or an error it wraps: D1's inside drizzle's) is the trigger's refusal. */
function isJobLimitError(error: unknown): boolean {
  if (error instanceof Error) return error.message.includes(LIMIT_SIGNAL) || isJobLimitError(error.cause);
  return false;
}

/** Runs `write`; the trigger's refusal becomes a 400 with `message`, anything else is thrown as it was. */
export async function withinJobLimit<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isJobLimitError(error)) throw new AppError(400, message);
    throw error;
  }
}
