// The gallery's 'Build My Portfolio' (intent=proceed on /templates, issue 14): a post whose answer can fail softly
// (app/lib/client-action.ts shows 'Failed to proceed. Please try again.' when none comes). The action goes on to
// /portfolio once a template is saved, and back to the gallery before that.
import { describe, expect, it } from "vitest";
import { client, signedInUser, type Client } from "./helpers";

const proceed = (c: Client, token: string) =>
  c.call("/templates?view=list", {
    method: "POST",
    cookie: `vitrine_session=${token}`,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "proceed" }).toString(),
  });

describe("POST /templates intent=proceed", () => {
  it("goes back to the gallery without a saved template, and on to /portfolio with one", async () => {
    const c = client();
    const { token } = await signedInUser(c);
    const before = await proceed(c, token);
    expect(before.status, before.text).toBe(302);
    expect(before.headers.get("Location")).toBe("/templates?view=list");

    const saved = await c.call("/api/profiles/template", { method: "PATCH", token, body: { selectedTemplate: "minimal-clean" } });
    expect(saved.status, saved.text).toBe(200);
    const after = await proceed(c, token);
    expect(after.status, after.text).toBe(302);
    expect(after.headers.get("Location")).toBe("/portfolio");
  });
});
