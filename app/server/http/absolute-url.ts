// API answers are read by clients on other origins (a mobile app, another site), so a URL of ours that they
// may show, a profile photo above all, is made absolute on APP_URL at the API boundary (issue 14 §5). What is
// stored stays relative (`/media/…`), and pages keep the relative form. Pure: no bindings, no I/O.

/** `path` (an app path such as `/media/photos/…`) as an absolute URL on `appUrl`; empty and absolute URLs are kept. */
export function absoluteUrl(appUrl: string, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  return `${appUrl.replace(/\/+$/, "")}${path}`;
}

/** A copy of `value` whose `profilePhoto` is absolute on `appUrl` (a profile, a portfolio, a user object). */
export function withAbsolutePhoto<T extends { profilePhoto?: string | null }>(value: T, appUrl: string): T {
  return value.profilePhoto ? { ...value, profilePhoto: absoluteUrl(appUrl, value.profilePhoto) } : value;
}
