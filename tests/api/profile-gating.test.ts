// Issue 31, "Gating that explains itself": a profile saved at or above the spec's 60% counts wherever its owner goes
// (the /portfolio page and its API, the deploy, the gallery and the preview), not only after "Continue to Templates";
// below it, every page that blocks keeps the spec's text and lists what is missing, each part linking to its section.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PORTFOLIO_MESSAGES } from "~/schemas/portfolio";
import { profileGate } from "~/schemas/profile";
import { PROFILE_AT_40, PROFILE_AT_95 } from "../gating-profiles";
import { type Client, expectError, SAMPLE_PROFILE, signedInUser } from "./helpers";

/**
 * A user who saved `profile` and picked a template, and never pressed Continue. `unflagged`: as a profile saved before
 * a save could mark it completed (the users row keeps isProfileCompleted false): it counts by its saved completion.
 */
async function savedWithoutContinue(profile: object, { unflagged = false } = {}) {
  const { user, token, c } = await signedInUser();
  const saved = await c.call("/api/profiles/me", { method: "PUT", token, body: profile });
  expect(saved.status, saved.text).toBe(200);
  if (unflagged) await env.DB.prepare("UPDATE users SET is_profile_completed = 0 WHERE id = ?").bind(user.id).run();
  const picked = await c.call("/api/profiles/template", { method: "PATCH", token, body: { selectedTemplate: "minimal-clean" } });
  expect(picked.status, picked.text).toBe(200);
  return { token, c, saved: saved.body.profile.completionPercentage as number };
}

const completedFlag = async (c: Client, token: string) => (await c.call("/api/auth/profile", { token })).body.user.isProfileCompleted;

const page = (c: Client, token: string, path: string) => c.call(path, { cookie: `vitrine_session=${token}` });

describe("a profile saved at 95% without Continue", () => {
  it("is marked completed by the save, as Continue would: sign-in goes on to the portfolio", async () => {
    const { token, c } = await savedWithoutContinue(PROFILE_AT_95);
    expect(await completedFlag(c, token)).toBe(true);
    const me = await c.call("/api/profiles/me", { token });
    expect(me.body.profile.isProfileCompleted).toBe(true);
  });

  it("is ready to deploy on /api/portfolio/status, and deploys, even when its row was never marked", async () => {
    const { token, c, saved } = await savedWithoutContinue(PROFILE_AT_95, { unflagged: true });
    expect(saved).toBe(95);
    expect(await completedFlag(c, token)).toBe(false);
    const status = await c.call("/api/portfolio/status", { token });
    expect(status.body.data).toMatchObject({ status: "ready", isProfileCompleted: true, completionPercentage: 95 });
    const deployed = await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} });
    expect(deployed.status, deployed.text).toBe(200);
  });

  it("shows Deploy on /portfolio, and the own data in the preview, even when its row was never marked", async () => {
    const { token, c } = await savedWithoutContinue(PROFILE_AT_95, { unflagged: true });
    const portfolio = await page(c, token, "/portfolio");
    expect(portfolio.status).toBe(200);
    expect(portfolio.text).toContain("Ready to deploy");
    expect(portfolio.text).not.toContain("Complete your profile to deploy");
    expect(portfolio.text).not.toContain("Still missing from your profile");
    const preview = await page(c, token, "/preview/minimal-clean");
    expect(preview.status).toBe(200);
    expect(preview.text).not.toContain("You are seeing sample data.");
    expect(preview.text).toContain(SAMPLE_PROFILE.title);
  });
});

describe("a profile saved at 40%", () => {
  const MISSING = [
    ["Add your work experience", "/profile#section-experience"],
    ["Add your education", "/profile#section-education"],
    ["Add a project", "/profile#section-projects"],
    ["Add a link to LinkedIn, GitHub or your website", "/profile#section-personal"],
    ["Add a profile photo", "/profile#section-personal"],
  ];
  const expectMissingLinks = (html: string) => {
    expect(html).toContain("Still missing from your profile:");
    for (const [label, href] of MISSING) expect(html).toMatch(new RegExp(`href="${href}"[^>]*>.*?${label}`));
    // What the profile has is not listed.
    expect(html).not.toContain("Add your phone number");
    expect(html).not.toContain("List at least 3 skills");
  };

  it("is not marked completed, cannot deploy, and /api/portfolio/status says the profile is required", async () => {
    const { token, c, saved } = await savedWithoutContinue(PROFILE_AT_40);
    expect(saved).toBe(40);
    expect(await completedFlag(c, token)).toBe(false);
    const status = await c.call("/api/portfolio/status", { token });
    expect(status.body.data).toMatchObject({ status: "profile-required", isProfileCompleted: false });
    expectError(await c.call("/api/portfolio/deploy", { method: "POST", token, body: {} }), 400, PORTFOLIO_MESSAGES.profileRequired);
  });

  it("sees on /portfolio the spec's status and what is missing, each part linking to its section", async () => {
    const { token, c } = await savedWithoutContinue(PROFILE_AT_40);
    const portfolio = await page(c, token, "/portfolio");
    expect(portfolio.status).toBe(200);
    expect(portfolio.text).toContain("Complete your profile to deploy");
    expect(portfolio.text).toMatch(/Your profile is <strong[^>]*>40%<\/strong> complete;(<!-- -->)? 60% unlocks deploying\./);
    expectMissingLinks(portfolio.text);
  });

  it("sees in the gallery's banner the spec's 60% message and what is missing", async () => {
    const { token, c } = await savedWithoutContinue(PROFILE_AT_40);
    const gallery = await page(c, token, "/templates");
    expect(gallery.status).toBe(200);
    expect(gallery.text).toContain(profileGate(40)!);
    expectMissingLinks(gallery.text);
  });

  it("sees sample data in the preview, with what is missing", async () => {
    const { token, c } = await savedWithoutContinue(PROFILE_AT_40);
    const preview = await page(c, token, "/preview/minimal-clean");
    expect(preview.status).toBe(200);
    expect(preview.text).toContain("You are seeing sample data.");
    expectMissingLinks(preview.text);
  });
});
