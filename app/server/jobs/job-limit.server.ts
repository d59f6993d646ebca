// The 5,000-job limit per account (JOBS_PER_ACCOUNT_MAX) is held by a trigger in D1 (migrations/0010_job_limit.sql):
// an insert past it aborts its statement (and the batch around it) with this text, which drizzle and D1 wrap in
// their own errors.
import { AppError } from "../errors";

const LIMIT_SIGNAL = "job_limit_reached";

/** Whether `error` (or an error it wraps) is the trigger's refusal. */
export function isJobLimitError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    if (current instanceof Error) {
      if (current.message.includes(LIMIT_SIGNAL)) return true;
      current = current.cause;
    } else return String(current).includes(LIMIT_SIGNAL);
  }
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
