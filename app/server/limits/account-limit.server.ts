// Per-account throttle of a signed-in caller's requests (issue 31 §3): the spec's frontend reads
// GET /api/auth/profile two to four times a page, and an office behind one address would share a per-IP limit.
// Counted by the Rate Limiting binding ACCOUNT_LIMITER (wrangler.toml: 600 a minute), approximate like every
// throttle: exact counts (codes, login failures) live in D1 (limit-hits.server.ts).
import { AppError } from "../errors";

export const ACCOUNT_LIMIT_MESSAGE = "Too many requests from your account. Please wait a moment and try again.";

/** Counts one request of `userId`; past the limiter's ceiling, 429 with Retry-After (the limiter's minute). */
export async function enforceAccountRateLimit(limiter: RateLimit, userId: string): Promise<void> {
  const { success } = await limiter.limit({ key: `account:${userId}` });
  if (!success) throw new AppError(429, ACCOUNT_LIMIT_MESSAGE, { retryAfter: 60 });
}
