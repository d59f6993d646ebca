// A page whose loader cannot read its data renders its own failure state with the spec's message (not the generic
// error boundary): /profile 'Failed to load profile data', /templates 'Failed to load templates. Please try
// again.', /settings 'Failed to load user data. Please refresh the page.'. Also the one 60% rule on /templates.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loadSettingsPage } from "~/routes/settings.server";
import type { Db } from "~/server/db.server";
import { BASE_URL, signedInUser, PROFILE_AT_65 } from "./helpers";

async function withBrokenProfile() {
  const { user, token, c } = await signedInUser();
  expect((await c.call("/api/profiles/me", { method: "PUT", token, body: { title: "Engineer" } })).status).toBe(200);
  // A stored list that no longer parses: reading the profile now fails.
  await env.DB.prepare("UPDATE profiles SET skills = '{not json' WHERE user_id = ?").bind(user.id).run();
  const page = (path: string) => c.call(path, { cookie: `vitrine_session=${token}` });
  return { page };
}

/** Asserts that `path`, for a user whose profile no longer reads, shows its failure state with `message`; gives the HTML. */
async function failureStateOf(path: string, message: string) {
  const { page } = await withBrokenProfile();
  const res = await page(path);
  expect(res.status).toBe(200);
  expect(res.text).toContain(message);
  expect(res.text).toContain("data-load-failure");
  return res.text;
}

describe("page loaders that cannot read their data", () => {
  it("/profile shows 'Failed to load profile data' in the page, with Try again", async () => {
    const html = await failureStateOf("/profile", "Failed to load profile data");
    expect(html).toContain('href="/profile"');
    expect(html).not.toContain("Something went wrong");
  });

  it("/templates shows 'Failed to load templates. Please try again.'", async () => {
    await failureStateOf("/templates", "Failed to load templates. Please try again.");
  });

  it("/settings answers its failure state when the user's data cannot be read", async () => {
    const failing = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error("D1 unavailable");
        },
      },
    ) as unknown as Db;
    const user = { id: "u1", passwordHash: "x", oauthProvider: null } as unknown as Parameters<typeof loadSettingsPage>[1];
    expect(await loadSettingsPage(failing, user)).toEqual({ loadFailure: "Failed to load user data. Please refresh the page." });
  });

  it("/settings renders normally otherwise", async () => {
    const { token, c } = await signedInUser();
    const res = await c.call("/settings", { cookie: `vitrine_session=${token}` });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain("data-load-failure");
  });
});

describe("the 60% rule on /profile's Continue (the action)", () => {
  it("refuses Continue below 60% with the spec's warning and does not mark the profile completed", async () => {
    const { user, token, c } = await signedInUser();
    const result = await c.call("/profile.data", {
      token,
      headers: { Origin: BASE_URL },
      body: { intent: "continue", data: { title: "Data Analyst" } },
    });
    expect(result.text).toContain("Please complete at least 60% of your profile before continuing");
    const row = await env.DB.prepare("SELECT is_profile_completed FROM users WHERE id = ?").bind(user.id).first();
    expect(row).toEqual({ is_profile_completed: 0 });
  });
});

describe("the 60% rule on /templates", () => {
  it("a profile below 60% may pick a template, but Build My Portfolio gives way to 'Complete Your Profile'", async () => {
    const { token, c } = await signedInUser();
    expect((await c.call("/api/profiles/template", { method: "PATCH", token, body: { selectedTemplate: "minimal-clean" } })).status).toBe(
      200,
    );
    const low = await c.call("/templates", { cookie: `vitrine_session=${token}` });
    expect(low.text).toContain("Please complete at least 60% of your profile before continuing");
    expect(low.text).toContain("Complete Your Profile");
    expect(low.text).not.toContain("Build My Portfolio");

    const saved = await c.call("/api/profiles/me", { method: "PUT", token, body: PROFILE_AT_65 });
    expect(saved.body.profile.completionPercentage).toBeGreaterThanOrEqual(60);
    const high = await c.call("/templates", { cookie: `vitrine_session=${token}` });
    expect(high.text).toContain("Build My Portfolio");
    expect(high.text).not.toContain("Please complete at least 60% of your profile before continuing");
  });
});
