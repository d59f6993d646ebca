// Security headers (issue 12 §1, ADR 0007). Two layers:
// - every response the Worker sends (pages, /api, /media, redirects, 404s) gets the baseline headers below,
//   added once in workers/app.ts (the API also sets them through Hono's secure-headers);
// - every HTML page gets a Content-Security-Policy from app/entry.server.tsx: a per-request nonce for the
//   app's pages, the inline script's hash for the pages sent without the client runtime (the public portfolio,
//   the signed-out landing page, /signin's first step, the portfolio 404: cached and shared at the edge, so they
//   must not carry a nonce that a cache hit would replay to every visitor; ADR 0019).

/** Features no page of Vitrine uses: denied to the page and to anything it might embed. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()";
export const HSTS = "max-age=63072000; includeSubDomains";

export function baselineSecurityHeaders(environment: string | undefined): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    ...(environment === "production" ? { "Strict-Transport-Security": HSTS } : {}),
  };
}

/**
 * Adds the baseline headers a response lacks (headers a route chose, e.g. /media's own CSP or a stricter
 * Referrer-Policy, are kept). Responses with immutable headers (redirects, cache hits) are copied.
 */
export function withSecurityHeaders(response: Response, environment: string | undefined): Response {
  if (response.status === 101) return response; // WebSocket upgrades (vite dev) carry no page
  const wanted = Object.entries(baselineSecurityHeaders(environment)).filter(([name]) => !response.headers.has(name));
  if (wanted.length === 0) return response;
  try {
    for (const [name, value] of wanted) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of wanted) copy.headers.set(name, value);
    return copy;
  }
}

/** 128 random bits, base64: a fresh one for every page response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export type ScriptSource = { nonce: string } | { hashes: readonly string[] };

/**
 * The page CSP. Scripts run only with this response's nonce (and what they load, 'strict-dynamic'), or, for
 * the cached public page, only when their text has one of the listed hashes. Styles come from our own
 * stylesheet; React's `style={{…}}` props are inline style attributes, allowed alone (style-src-attr).
 */
export function pageContentSecurityPolicy(scripts: ScriptSource, options: { devServer?: boolean } = {}): string {
  const scriptSrc =
    "nonce" in scripts ? `'nonce-${scripts.nonce}' 'strict-dynamic'` : scripts.hashes.map((hash) => `'${hash}'`).join(" ") || "'none'";
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // The Vite dev server injects CSS through <style> elements and talks to its HMR socket.
    options.devServer ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    options.devServer ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  return directives.join("; ");
}
