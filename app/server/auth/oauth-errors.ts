// Why a Google sign-in failed, as /signin?error=<code> tells it (issue 29). The callback passes a code only and
// the page shows the fixed message of that code: text from the URL is never shown, so a crafted link cannot
// put its own words on the real sign-in page. The messages are the spec's (part 1, "OAuth return").

const OAUTH_FAILED_MESSAGE = "OAuth authentication failed. Please try again.";

const OAUTH_ERROR_MESSAGES = {
  account_deactivated: "Account is deactivated. Please contact support.",
  account_suspended: "Your account has been suspended. Please contact support.",
  server_error: "Unable to verify account status. Please try again.",
  oauth_unavailable: "Google sign-in is not configured on this server. Please sign in with your email.",
} as const;

export type OAuthErrorCode = keyof typeof OAUTH_ERROR_MESSAGES;

/** The message of a known code; anything else (Google's own codes, made-up ones) gets the generic one. */
export function oauthErrorMessage(code: string): string {
  return Object.hasOwn(OAUTH_ERROR_MESSAGES, code) ? OAUTH_ERROR_MESSAGES[code as OAuthErrorCode] : OAUTH_FAILED_MESSAGE;
}
