import { AppError } from "../errors";

/** The caller's IP as Cloudflare reports it (falls back for local tools that send none). */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? request.headers.get("X-Real-IP") ?? "local";
}

/**
 * Per-IP throttle for auth endpoints through the Rate Limiting binding (approximate counting is fine for
 * this; OTP attempt counts live in D1). `bucket` separates endpoints so sign-in does not starve sign-up.
 */
export async function enforceAuthRateLimit(env: Env, request: Request, bucket: string): Promise<void> {
  const { success } = await env.AUTH_LIMITER.limit({ key: `${bucket}:${clientIp(request)}` });
  if (!success) {
    throw new AppError(429, "Too many requests. Please wait a moment and try again.", { retryAfter: 60 });
  }
}
