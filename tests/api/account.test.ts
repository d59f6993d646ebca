// Settings and account management: GET /api/profiles/settings, PUT settings/personal and settings/resume,
// PUT change-username, PUT change-password, PATCH deactivate-account.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  client,
  expectError,
  flashToastOf,
  googleOnlyUser,
  login,
  registerUser,
  signedInUser,
  uniqueUsername,
  type Client,
} from "./helpers";

const NOT_AUTHORIZED = "Not authorized. Please sign in.";

async function userRow(id: string) {
  return env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(id).first<Record<string, unknown>>();
}

async function put(c: Client, path: string, token: string, body: unknown) {
  return c.call(path, { method: "PUT", token, body });
}

describe("authentication", () => {
  it("refuses every settings call without a session", async () => {
    const c = client();
    const calls: Array<[string, string]> = [
      ["GET", "/api/profiles/settings"],
      ["PUT", "/api/profiles/settings/personal"],
      ["PUT", "/api/profiles/settings/resume"],
      ["PUT", "/api/profiles/change-username"],
      ["PUT", "/api/profiles/change-password"],
      ["PATCH", "/api/profiles/deactivate-account"],
    ];
    for (const [method, path] of calls) {
      expectError(await c.call(path, { method, body: method === "GET" ? undefined : {} }), 401, NOT_AUTHORIZED);
    }
  });

  it("does not disturb the profile document routes mounted on the same prefix", async () => {
    const { token, c } = await signedInUser();
    const me = await c.call("/api/profiles/me", { token });
    expect(me.status, me.text).toBe(200);
    expect(me.body.success).toBe(true);
  });
});

describe("GET /api/profiles/settings", () => {
  it("answers the user's settings with empty strings for unset choices", async () => {
    const { user, token, c } = await signedInUser();
    const res = await c.call("/api/profiles/settings", { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      success: true,
      user: {
        firstName: user.firstName,
        lastName: user.lastName,
        careerStage: "",
        email: user.email,
        username: user.username,
        oauthProvider: "",
        industry: "",
        jobSearchTimeline: "",
        resumeExperience: "",
        digestEmails: true,
        // Issue 31: null until the browser or the user gives one.
        timeZone: null,
      },
    });
  });
});

describe("PUT /api/profiles/settings/personal", () => {
  it("trims and saves names and career stage", async () => {
    const { user, token, c } = await signedInUser();
    const res = await put(c, "/api/profiles/settings/personal", token, {
      firstName: "  Katherine ",
      lastName: " Johnson  ",
      careerStage: "Senior Level (6-12 Years)",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: "Personal information updated successfully. Make sure to redeploy your portfolio to see the changes.",
      user: { firstName: "Katherine", lastName: "Johnson", careerStage: "Senior Level (6-12 Years)", email: user.email },
    });
    const again = await c.call("/api/profiles/settings", { token });
    expect(again.body.user).toMatchObject({ firstName: "Katherine", lastName: "Johnson", careerStage: "Senior Level (6-12 Years)" });
  });

  it("accepts an empty last name and career stage", async () => {
    const { token, c } = await signedInUser();
    await put(c, "/api/profiles/settings/personal", token, { firstName: "Ada", lastName: "X", careerStage: "Mid Level (2-6 Years)" });
    const res = await put(c, "/api/profiles/settings/personal", token, { firstName: "Ada", lastName: "", careerStage: "" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.user).toMatchObject({ firstName: "Ada", lastName: "", careerStage: "" });
  });

  it("refuses a blank first name with the spec's message", async () => {
    const { user, token, c } = await signedInUser();
    const body = expectError(
      await put(c, "/api/profiles/settings/personal", token, { firstName: "   ", lastName: "Y", careerStage: "" }),
      400,
      "First name cannot be empty.",
    );
    expect(body.errors).toEqual([{ path: "firstName", param: "firstName", msg: "First name cannot be empty." }]);
    expect((await userRow(user.id))!.first_name).toBe(user.firstName);
  });

  it("refuses a career stage outside the list", async () => {
    const { token, c } = await signedInUser();
    const body = expectError(
      await put(c, "/api/profiles/settings/personal", token, { firstName: "Ada", lastName: "", careerStage: "Wizard" }),
      400,
      "Please choose a valid career stage.",
    );
    expect(body.errors[0].path).toBe("careerStage");
  });

  it("ignores fields a user may not set (role, status, ids, email)", async () => {
    const { user, token, c } = await signedInUser();
    const res = await put(c, "/api/profiles/settings/personal", token, {
      firstName: "Ada",
      lastName: "L",
      careerStage: "",
      role: "superadmin",
      status: "suspended",
      id: "someone-else",
      _id: "someone-else",
      email: "evil@example.com",
      username: "hijack",
      portfolioDeployed: true,
    });
    expect(res.status, res.text).toBe(200);
    const row = (await userRow(user.id))!;
    expect(row).toMatchObject({ role: "user", status: "active", email: user.email, username: user.username, portfolio_deployed: 0 });
  });

  it("answers 400 on malformed JSON", async () => {
    const { token, c } = await signedInUser();
    expectError(
      await c.call("/api/profiles/settings/personal", { method: "PUT", token, body: "{nope" }),
      400,
      "Malformed JSON in request body",
    );
  });
});

describe("PUT /api/profiles/settings/resume", () => {
  it("saves industry, timeline and the trimmed resume experience", async () => {
    const { token, c } = await signedInUser();
    const res = await put(c, "/api/profiles/settings/resume", token, {
      industry: "Finance",
      jobSearchTimeline: "Within 3 months",
      resumeExperience: "  Ten years of risk modelling.  ",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      user: { industry: "Finance", jobSearchTimeline: "Within 3 months", resumeExperience: "Ten years of risk modelling." },
    });
    const again = await c.call("/api/profiles/settings", { token });
    expect(again.body.user).toMatchObject({ industry: "Finance", jobSearchTimeline: "Within 3 months" });
  });

  it("clears choices sent empty", async () => {
    const { token, c } = await signedInUser();
    await put(c, "/api/profiles/settings/resume", token, { industry: "Design", jobSearchTimeline: "Immediately", resumeExperience: "x" });
    const res = await put(c, "/api/profiles/settings/resume", token, { industry: "", jobSearchTimeline: "", resumeExperience: "" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.user).toMatchObject({ industry: "", jobSearchTimeline: "", resumeExperience: "" });
  });

  it("refuses values outside the lists and an over-long resume experience", async () => {
    const { token, c } = await signedInUser();
    expectError(await put(c, "/api/profiles/settings/resume", token, { industry: "Piracy" }), 400, "Please choose a valid industry.");
    expectError(
      await put(c, "/api/profiles/settings/resume", token, { jobSearchTimeline: "Yesterday" }),
      400,
      "Please choose a valid job search timeline.",
    );
    expectError(
      await put(c, "/api/profiles/settings/resume", token, { resumeExperience: "a".repeat(2001) }),
      400,
      "Resume experience must be at most 2000 characters",
    );
  });
});

describe("PUT /api/profiles/change-username", () => {
  it("changes the username and unpublishes the portfolio", async () => {
    const { user, token, c } = await signedInUser();
    await env.DB.prepare("UPDATE users SET portfolio_deployed = 1 WHERE id = ?").bind(user.id).run();
    const newUsername = uniqueUsername("renamed");
    const res = await put(c, "/api/profiles/change-username", token, { newUsername: `  ${newUsername.toUpperCase()} ` });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Username changed successfully.", user: { username: newUsername } });
    expect(await userRow(user.id)).toMatchObject({ username: newUsername, portfolio_deployed: 0 });
  });

  it("requires a new username", async () => {
    const { token, c } = await signedInUser();
    expectError(await put(c, "/api/profiles/change-username", token, { newUsername: "  " }), 400, "Please enter a new username.");
    expectError(await put(c, "/api/profiles/change-username", token, {}), 400, "Please enter a new username.");
  });

  it("requires a username different from the current one", async () => {
    const { user, token, c } = await signedInUser();
    const body = expectError(
      await put(c, "/api/profiles/change-username", token, { newUsername: user.username.toUpperCase() }),
      400,
      "New username must be different from your current username",
    );
    expect(body.errors[0].path).toBe("newUsername");
  });

  it("applies the registration username rules", async () => {
    const { token, c } = await signedInUser();
    expectError(await put(c, "/api/profiles/change-username", token, { newUsername: "ab" }), 400, "Username must be at least 3 characters");
    expectError(
      await put(c, "/api/profiles/change-username", token, { newUsername: "bad name!" }),
      400,
      "Username can only contain letters, numbers, hyphens and underscores",
    );
  });

  it("answers 409 when the username is taken and keeps the portfolio published", async () => {
    const c = client();
    const other = await registerUser({}, c);
    const { user, token } = await signedInUser(c);
    await env.DB.prepare("UPDATE users SET portfolio_deployed = 1 WHERE id = ?").bind(user.id).run();
    expectError(
      await put(c, "/api/profiles/change-username", token, { newUsername: other.username }),
      409,
      "Username already taken. Please choose a different username.",
    );
    expect(await userRow(user.id)).toMatchObject({ username: user.username, portfolio_deployed: 1 });
  });
});

describe("PUT /api/profiles/change-password", () => {
  it("changes the password, keeps this session and signs other sessions out", async () => {
    const { user, token, c } = await signedInUser();
    const { token: otherToken } = await login(c, user.email, user.password);
    const res = await put(c, "/api/profiles/change-password", token, { currentPassword: user.password, newPassword: "BrandNew99" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Password changed successfully." });

    expect((await c.call("/api/profiles/settings", { token })).status).toBe(200);
    expectError(await c.call("/api/profiles/settings", { token: otherToken }), 401, NOT_AUTHORIZED);
    expectError(await c.post("/api/auth/login", { email: user.email, password: user.password }), 401, "Invalid email or password");
    await login(c, user.email, "BrandNew99");
  });

  it("answers 401 when the current password is wrong and keeps the old password", async () => {
    const { user, token, c } = await signedInUser();
    expectError(
      await put(c, "/api/profiles/change-password", token, { currentPassword: "NotMine123", newPassword: "BrandNew99" }),
      401,
      "Current password is incorrect.",
    );
    // The session that made the failed attempt is still valid.
    expect((await c.call("/api/profiles/settings", { token })).status).toBe(200);
    await login(c, user.email, user.password);
  });

  it("validates the new password with the spec's messages", async () => {
    const { user, token, c } = await signedInUser();
    expectError(
      await put(c, "/api/profiles/change-password", token, { currentPassword: user.password, newPassword: "short" }),
      400,
      "New password must be at least 8 characters long.",
    );
    expectError(
      await put(c, "/api/profiles/change-password", token, { currentPassword: user.password, newPassword: user.password }),
      400,
      "New password must be different from your current password.",
    );
    expectError(
      await put(c, "/api/profiles/change-password", token, { newPassword: "BrandNew99" }),
      400,
      "Please enter your current password.",
    );
  });

  it("answers 403 for an account that signs in only with Google", async () => {
    const c = client();
    const google = await googleOnlyUser();
    const settings = await c.call("/api/profiles/settings", { token: google.token });
    expect(settings.status, settings.text).toBe(200);
    expect(settings.body.user).toMatchObject({ oauthProvider: "google", email: google.email });
    expectError(
      await put(c, "/api/profiles/change-password", google.token, { currentPassword: "whatever1", newPassword: "BrandNew99" }),
      403,
      "Password change is not available for Google accounts.",
    );
    expect((await userRow(google.id))!.password_hash).toBeNull();
  });
});

describe("PATCH /api/profiles/deactivate-account", () => {
  const SPEC_BODY = {
    isActive: false,
    portfolioDeployed: false,
    portfolioDeployment: { isActive: false, isPublic: false, status: "deactivated" },
  };

  it("deactivates, unpublishes, revokes every session; sign-in is then refused", async () => {
    const { user, token, c } = await signedInUser();
    const { token: otherToken } = await login(c, user.email, user.password);
    await env.DB.prepare("UPDATE users SET portfolio_deployed = 1 WHERE id = ?").bind(user.id).run();

    const res = await c.call("/api/profiles/deactivate-account", { method: "PATCH", token, body: { ...SPEC_BODY, role: "admin" } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Account deactivated successfully" });
    expect(await userRow(user.id)).toMatchObject({ status: "inactive", portfolio_deployed: 0, role: "user" });

    expectError(await c.call("/api/profiles/settings", { token }), 401, NOT_AUTHORIZED);
    expectError(await c.call("/api/profiles/settings", { token: otherToken }), 401, NOT_AUTHORIZED);
    expectError(
      await c.post("/api/auth/login", { email: user.email, password: user.password }),
      403,
      "Account is deactivated. Please contact support.",
    );
  });

  it("accepts an empty body but refuses one asking for the opposite", async () => {
    const { user, token, c } = await signedInUser();
    expectError(await c.call("/api/profiles/deactivate-account", { method: "PATCH", token, body: { isActive: true } }), 400);
    expect((await userRow(user.id))!.status).toBe("active");
    const res = await c.call("/api/profiles/deactivate-account", { method: "PATCH", token });
    expect(res.status, res.text).toBe(200);
    expect((await userRow(user.id))!.status).toBe("inactive");
  });
});

describe("the /settings page (loader and form actions, same domain functions)", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const post = (c: Client, token: string, fields: Record<string, string>) =>
    c.call("/settings?tab=profile", {
      method: "POST",
      cookie: `vitrine_session=${token}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form(fields),
    });

  it("renders the settings of the signed-in user", async () => {
    const { user, token, c } = await signedInUser();
    const page = await c.call("/settings?tab=account", { cookie: `vitrine_session=${token}` });
    expect(page.status).toBe(200);
    expect(page.text).toContain("<title>Settings · Vitrine</title>");
    expect(page.text).toContain(user.email);
    expect(page.text).toContain("Change Username");
    expect(page.text).not.toContain("Password change is not available for Google accounts.");
  });

  it("disables the password button for a Google-only account, with the hover text", async () => {
    const c = client();
    const google = await googleOnlyUser();
    const page = await c.call("/settings?tab=account", { cookie: `vitrine_session=${google.token}` });
    expect(page.status).toBe(200);
    expect(page.text).toContain('title="Password change is not available for Google accounts."');
    expect(page.text).toMatch(/<button[^>]*disabled=""[^>]*>Change Password<\/button>/);
    // The dialog does not open for it either, even when asked for in the URL.
    const dialog = await c.call("/settings?tab=account&dialog=password", { cookie: `vitrine_session=${google.token}` });
    expect(dialog.text).not.toContain('role="dialog"');
    // And the form action refuses it like the API does.
    const refused = await post(c, google.token, {
      intent: "password",
      currentPassword: "whatever1",
      newPassword: "BrandNew99",
      confirmPassword: "BrandNew99",
    });
    expect(refused.status).toBe(403);
  });

  it("saves personal information through the form action, ignoring forbidden fields, with a flash toast", async () => {
    const { user, token, c } = await signedInUser();
    const res = await post(c, token, {
      intent: "personal",
      firstName: " Mae ",
      lastName: "",
      careerStage: "Entry Level (0-2 Years)",
      role: "admin",
      status: "inactive",
    });
    expect(res.status, res.text).toBe(302);
    expect(res.headers.get("Location")).toBe("/settings?tab=profile");
    expect(res.headers.get("Set-Cookie")).toContain("vitrine_flash=");
    // The settings save toast stays 3 s (spec part 2 section 9), carried in the flash.
    expect(await flashToastOf(res)).toMatchObject({ type: "success", durationMs: 3000 });
    expect(await userRow(user.id)).toMatchObject({
      first_name: "Mae",
      last_name: "",
      career_stage: "Entry Level (0-2 Years)",
      role: "user",
      status: "active",
    });
  });

  it("answers 400 with the field error for a blank first name", async () => {
    const { token, c } = await signedInUser();
    const res = await post(c, token, { intent: "personal", firstName: "  " });
    expect(res.status).toBe(400);
    expect(res.text).toContain("First name cannot be empty.");
  });

  it("deactivates through the form action: signs out and goes to /signin", async () => {
    const { user, token, c } = await signedInUser();
    const res = await post(c, token, { intent: "deactivate" });
    expect(res.status, res.text).toBe(302);
    expect(res.headers.get("Location")).toBe("/signin");
    expect(res.headers.get("Set-Cookie")).toMatch(/vitrine_session=;[^,]*Max-Age=0/);
    expect((await userRow(user.id))!.status).toBe("inactive");
    expectError(await c.call("/api/profiles/settings", { token }), 401, NOT_AUTHORIZED);
  });

  it("refuses a cross-site form post", async () => {
    const { user, token, c } = await signedInUser();
    const res = await c.call("/settings", {
      method: "POST",
      cookie: `vitrine_session=${token}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: form({ intent: "deactivate" }),
    });
    // Refused before the action runs (React Router's own origin check answers 400, the root middleware 403).
    expect([400, 403]).toContain(res.status);
    expect((await userRow(user.id))!.status).toBe("active");
  });
});
