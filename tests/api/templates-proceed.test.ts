// The gallery's 'Build My Portfolio' (intent=proceed on /templates, issue 14): a post whose answer can fail softly
// (app/lib/client-action.ts shows 'Failed to proceed. Please try again.' when none comes). The action goes on to
// /portfolio once a template is saved, and back to the gallery before that.
import { describe, expect, it } from "vitest";
import { signedInUser, type Client, PROFILE_AT_65 } from "./helpers";

const proceed = (c: Client, token: string) =>
  c.call("/templates?view=list", {
    method: "POST",
    cookie: `vitrine_session=${token}`,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "proceed" }).toString(),
  });

describe("POST /templates intent=proceed", () => {
  it("goes back to the gallery without a saved template, to /profile below 60%, and on to /portfolio with both", async () => {
    const { token, c } = await signedInUser();
    const before = await proceed(c, token);
    expect(before.status, before.text).toBe(302);
    expect(before.headers.get("Location")).toBe("/templates?view=list");

    const saved = await c.call("/api/profiles/template", { method: "PATCH", token, body: { selectedTemplate: "minimal-clean" } });
    expect(saved.status, saved.text).toBe(200);
    // Below 60% the profile's rule sends the user to finish it first.
    const early = await proceed(c, token);
    expect(early.status, early.text).toBe(302);
    expect(early.headers.get("Location")).toBe("/profile");

    const filled = await c.call("/api/profiles/me", { method: "PUT", token, body: PROFILE_AT_65 });
    expect(filled.body.profile.completionPercentage).toBeGreaterThanOrEqual(60);
    const after = await proceed(c, token);
    expect(after.status, after.text).toBe(302);
    expect(after.headers.get("Location")).toBe("/portfolio");
  });
});
