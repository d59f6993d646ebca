// /signin?error=<code>&message=<text> (the Google sign-in's return) shows the fixed message of a known code and
// never text from the URL (issue 29: a crafted link could otherwise put its own words on the real sign-in page).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BASE_URL, call, client, flashToastOf } from "./helpers";

/** The spec's words (part 1, "OAuth return"), written out so the test does not trust the module it checks. */
const FIXED = {
  account_deactivated: "Account is deactivated. Please contact support.",
  account_suspended: "Your account has been suspended. Please contact support.",
  server_error: "Unable to verify account status. Please try again.",
  oauth_unavailable: "Google sign-in is not configured on this server. Please sign in with your email.",
};
const OAUTH_FAILED_MESSAGE = "OAuth authentication failed. Please try again.";

const INJECTED = "Your account is at risk: call +1 555 0100 or visit evil.example to verify";

/** The toast the OAuth return leaves, and the /signin page that shows it (the redirect followed with its cookie). */
async function oauthReturn(query: string) {
  const res = await call(`/signin?${query}`);
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/signin");
  const toast = await flashToastOf(res);
  const flash = res.headers.get("Set-Cookie")?.match(/vitrine_flash=[^;]*/)?.[0] ?? "";
  return { toast, followed: () => call("/signin", { cookie: flash }) };
}

describe("the sign-in page's OAuth error messages", () => {
  it("shows a known code's fixed message and never the URL's message text, on the page that follows", async () => {
    const { toast, followed } = await oauthReturn(new URLSearchParams({ error: "server_error", message: INJECTED }).toString());
    expect(toast).toMatchObject({ type: "error", message: "Unable to verify account status. Please try again." });
    const page = await followed();
    expect(page.status).toBe(200);
    expect(page.text).toContain("Unable to verify account status. Please try again.");
    expect(page.text).not.toContain("evil.example");
    expect(page.text).not.toContain("555 0100");
  }, 60_000); // may be the file's first page render, which loads the whole build

  it("maps each known code to the spec's words; unknown codes and Google's own get the generic message", async () => {
    const expected: Record<string, string> = {
      ...FIXED,
      oauth_failed: OAUTH_FAILED_MESSAGE,
      access_denied: OAUTH_FAILED_MESSAGE,
      ["__proto__"]: OAUTH_FAILED_MESSAGE,
      constructor: OAUTH_FAILED_MESSAGE,
      [INJECTED]: OAUTH_FAILED_MESSAGE,
    };
    for (const [code, message] of Object.entries(expected)) {
      const { toast } = await oauthReturn(new URLSearchParams({ error: code, message: INJECTED }).toString());
      expect(toast?.message, code).toBe(message);
    }
  });

  it("whatever the query holds, the toast is one of the fixed messages", async () => {
    const fixed = new Set([...Object.values(FIXED), OAUTH_FAILED_MESSAGE]);
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ maxLength: 200 }), async (error, message) => {
        const { toast } = await oauthReturn(new URLSearchParams({ error, message }).toString());
        expect(fixed.has(toast?.message ?? "")).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("the Google routes send a code only, and its page shows the fixed message", async () => {
    const res = await client().call("/api/auth/google");
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("Location")!, BASE_URL);
    expect([...location.searchParams.keys()]).toEqual(["error"]);
    expect(location.searchParams.get("error")).toBe("oauth_unavailable");
    const { toast } = await oauthReturn(location.search.slice(1));
    expect(toast?.message).toBe(FIXED.oauth_unavailable);
  });
});
