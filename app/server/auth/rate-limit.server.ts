import { AppError } from "../errors";
import { hmacSha256 } from "./crypto.server";

/**
 * The caller's IP as Cloudflare reports it. Only `CF-Connecting-IP` is read: Cloudflare's edge sets it (and
 * overwrites one a client sent), so it can be trusted only behind Cloudflare. `X-Real-IP` and `X-Forwarded-For`
 * are whatever the client wrote, and reading them would let a client pick its own rate-limit bucket. Requests
 * without the header (local tools) share one bucket.
 */
export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

/** At least 128 bits of key for the HMAC below. */
const IP_HASH_SECRET_MIN_LENGTH = 32;

/**
 * A client address as stored for a rate limit: an HMAC-SHA256 under IP_HASH_SECRET, labelled by its use. A plain
 * hash of an address can be reversed by hashing all 2^32 IPv4 addresses; without the secret this cannot.
 * A missing or short secret fails closed (the request errors) instead of storing reversible values.
 */
export async function hashClientIp(env: Pick<Env, "IP_HASH_SECRET">, purpose: string, ip: string): Promise<string> {
  const secret = env.IP_HASH_SECRET;
  if (typeof secret !== "string" || secret.length < IP_HASH_SECRET_MIN_LENGTH) {
    throw new Error(
      `IP_HASH_SECRET is not set (or shorter than ${IP_HASH_SECRET_MIN_LENGTH} characters): wrangler secret put IP_HASH_SECRET`,
    );
  }
  return hmacSha256(secret, `${purpose}:${ip}`);
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
