/** Origins (besides the app's own) allowed to call the API from a browser: ALLOWED_ORIGINS, comma separated. */
export function allowedOrigins(env: Pick<Env, "ALLOWED_ORIGINS">): string[] {
  return env.ALLOWED_ORIGINS.split(",")
    .map((o) => o.trim())
    .filter(Boolean);
}

/**
 * CSRF guard for cookie-authenticated state changes: a browser always sends Origin on a cross-site POST,
 * so a present Origin must be our own or an allowed one.
 */
export function isTrustedOrigin(request: Request, env: Pick<Env, "ALLOWED_ORIGINS">): boolean {
  const origin = request.headers.get("Origin");
  if (!origin) return true;
  if (origin === new URL(request.url).origin) return true;
  return allowedOrigins(env).includes(origin);
}

export function isStateChanging(method: string): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
}
