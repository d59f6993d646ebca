// Redirect targets that come from a request (a form's redirectTo, a return path) may only lead back into this
// site (issue 12 §6). Pure, so the browser can use it too.

const PROBE_ORIGIN = "http://vitrine.invalid";

/**
 * `value` as a same-origin path (pathname + query + hash, normalised), or `fallback`. Refused: anything not a
 * string or too long; percent-encoded, backslashed or dot-segment tricks that resolve to another host
 * (`//evil.example`, `/\evil.example`, `/..//evil.example`, `%2F%2Fevil.example`); control characters.
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  // Judge the decoded form too: a browser or a later hop may decode it.
  let decoded = value;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (/[\\\u0000-\u001f\u007f]/.test(decoded)) return fallback;
  if (!value.startsWith("/") || !decoded.startsWith("/") || decoded.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into a protocol-relative path: `/..//evil.example` becomes `//evil.example`.
  return path.startsWith("//") ? fallback : path;
}
