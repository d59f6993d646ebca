// GET/PUT /api/profiles/me and PATCH /api/auth/profile/complete (spec part 2 sections 5, 7).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { COMPLETION_WEIGHTS } from "~/schemas/profile";
import { client, expectError, signedInUser } from "./helpers";

const SUMMARY = "Product-minded engineer who ships accessible web apps and mentors teammates.";

async function put(token: string, body: unknown, c = client()) {
  return c.call("/api/profiles/me", { method: "PUT", token, body });
}

describe("GET/PUT /api/profiles/me", () => {
  it("a new user has an empty profile at 0%", async () => {
    const { token, c } = await signedInUser();
    const res = await c.call("/api/profiles/me", { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      profile: expect.objectContaining({ title: "", skills: [], experience: [], completionPercentage: 0, profilePhoto: "" }),
    });
  });

  it("saves one section at a time without touching the others, and computes completion on the server", async () => {
    const { token, c } = await signedInUser();
    const professional = await put(
      token,
      { title: "Frontend Engineer", summary: SUMMARY, skills: ["React", "TypeScript", "CSS", "react"] },
      c,
    );
    expect(professional.status, professional.text).toBe(200);
    expect(professional.body.profile.skills).toEqual(["React", "TypeScript", "CSS"]);
    expect(professional.body.profile.completionPercentage).toBe(
      COMPLETION_WEIGHTS.title + COMPLETION_WEIGHTS.summary + COMPLETION_WEIGHTS.skills,
    );

    const personal = await put(
      token,
      { phone: "+91 98765 43210", location: "Pune, Maharashtra, India", socialLinks: { linkedin: "linkedin.com/in/ada" } },
      c,
    );
    expect(personal.status, personal.text).toBe(200);

    const experience = await put(
      token,
      {
        experience: [
          { title: "Engineer", company: "Acme", startDate: "2021-03", current: true, description: "" },
          { title: "", company: "", startDate: "" },
        ],
      },
      c,
    );
    expect(experience.status, experience.text).toBe(200);

    const { body } = await c.call("/api/profiles/me", { token });
    expect(body.profile).toMatchObject({
      title: "Frontend Engineer",
      summary: SUMMARY,
      phone: "+919876543210",
      location: "Pune, Maharashtra, India",
      socialLinks: { linkedin: "https://linkedin.com/in/ada" },
      skills: ["React", "TypeScript", "CSS"],
      experience: [{ title: "Engineer", company: "Acme", startDate: "2021-03", endDate: "", current: true }],
    });
    expect(body.profile.completionPercentage).toBe(
      COMPLETION_WEIGHTS.title +
        COMPLETION_WEIGHTS.summary +
        COMPLETION_WEIGHTS.skills +
        COMPLETION_WEIGHTS.phone +
        COMPLETION_WEIGHTS.location +
        COMPLETION_WEIGHTS.socialLinks +
        COMPLETION_WEIGHTS.experience,
    );
  });

  it("saves an international (E.164) phone number, as an imported resume brings it", async () => {
    const { token, c } = await signedInUser();
    const saved = await put(token, { phone: "+39 055 123 4567", location: "Florence, Italy" }, c);
    expect(saved.status, saved.text).toBe(200);
    const us = await put(token, { phone: "+1-415-555-0100" }, c);
    expect(us.status, us.text).toBe(200);
    const { body } = await c.call("/api/profiles/me", { token });
    expect(body.profile.phone).toBe("+14155550100");
    const tooLong = await put(token, { phone: "+39 055 123 4567 8901" }, c);
    expect(expectError(tooLong, 400).errors[0].msg).toBe("Enter a valid phone number (10 digits, optionally prefixed with +91 or 0)");
  });

  it("answers 400 with the spec's messages and saves nothing", async () => {
    const { token, c } = await signedInUser();
    const bad = await put(
      token,
      {
        phone: "12345",
        summary: "too short",
        skills: ["one", "two"],
        experience: [{ title: "Engineer", company: "Acme", startDate: "2022-05", endDate: "2021-01" }],
        education: [{ degree: "BSc", school: "" }],
        projects: [{ title: "X", description: "short" }],
        socialLinks: { github: "javascript:alert(1)" },
      },
      c,
    );
    const body = expectError(bad, 400);
    const messages = Object.fromEntries(body.errors.map((e: { path: string; msg: string }) => [e.path, e.msg]));
    expect(messages).toMatchObject({
      phone: "Enter a valid phone number (10 digits, optionally prefixed with +91 or 0)",
      summary: "Summary must be between 50-1000 characters",
      skills: "Add at least 3 skills (maximum 50)",
      "experience.0.endDate": "End date must be after start date.",
      "education.0.school": "Institution name is required (2-100 characters)",
      "education.0.startDate": "Start date is required",
      "projects.0.title": "Project title is required (2-100 characters)",
      "projects.0.description": "Project description must be between 20 and 1000 characters",
      "socialLinks.github": "Enter a valid GitHub profile URL",
    });
    const after = await c.call("/api/profiles/me", { token });
    expect(after.body.profile.completionPercentage).toBe(0);
  });

  it("ignores fields a user may not set (role, status, ids, completion)", async () => {
    const { user, token, c } = await signedInUser();
    const res = await put(
      token,
      {
        title: "Designer",
        completionPercentage: 100,
        role: "admin",
        status: "suspended",
        userId: "someone-else",
        isProfileCompleted: true,
      },
      c,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.profile.completionPercentage).toBe(COMPLETION_WEIGHTS.title);
    const row = await env.DB.prepare("SELECT role, status, is_profile_completed FROM users WHERE id = ?").bind(user.id).first();
    expect(row).toEqual({ role: "user", status: "active", is_profile_completed: 0 });
  });

  it("each user only ever sees their own profile; no session gets 401; malformed JSON 400", async () => {
    const c = client();
    const a = await signedInUser(c);
    const b = await signedInUser(c);
    await put(a.token, { title: "Only for A" }, c);
    const seenByB = await c.call("/api/profiles/me", { token: b.token });
    expect(seenByB.body.profile.title).toBe("");
    expectError(await c.call("/api/profiles/me"), 401);
    expectError(await put("", { title: "x" }, c), 401);
    expectError(await c.call("/api/profiles/me", { method: "PUT", token: a.token, body: "{oops" }), 400, "Malformed JSON in request body");
  });
});

describe("certifications (PUT/GET /api/profiles/me)", () => {
  const AWS = {
    name: "AWS Certified Solutions Architect",
    issuer: "Amazon Web Services",
    issueDate: "2024-03",
    expiryDate: "2027-03",
    credentialUrl: "https://www.credly.com/badges/abc",
  };

  it("saves, loads, edits and deletes certifications without touching the other sections", async () => {
    const { token, c } = await signedInUser();
    await put(token, { title: "Cloud Engineer" }, c);
    const saved = await put(
      token,
      { certifications: [AWS, { name: "CKA", issuer: "", issueDate: "", credentialUrl: "" }, { name: " " }] },
      c,
    );
    expect(saved.status, saved.text).toBe(200);
    const loaded = (await c.call("/api/profiles/me", { token })).body.profile;
    expect(loaded.title).toBe("Cloud Engineer");
    expect(loaded.certifications).toEqual([
      { ...AWS, badge: "" },
      { name: "CKA", issuer: "", issueDate: "", expiryDate: "", credentialUrl: "", badge: "" },
    ]);

    // A credential URL without a scheme becomes https; the edit replaces the list.
    await put(token, { certifications: [{ ...AWS, issuer: "AWS", credentialUrl: "credly.com/badges/xyz" }] }, c);
    const edited = (await c.call("/api/profiles/me", { token })).body.profile.certifications;
    expect(edited).toEqual([{ ...AWS, issuer: "AWS", credentialUrl: "https://credly.com/badges/xyz", badge: "" }]);

    await put(token, { certifications: [] }, c);
    expect((await c.call("/api/profiles/me", { token })).body.profile.certifications).toEqual([]);
  });

  it("accepts only http(s) credential URLs and requires a name", async () => {
    const { token, c } = await signedInUser();
    for (const credentialUrl of ["javascript:alert(1)", "ftp://files.example.com/cert.pdf", "data:text/html,hi"]) {
      expectError(
        await put(token, { certifications: [{ ...AWS, credentialUrl }] }, c),
        400,
        "Enter a valid credential URL (http:// or https://)",
      );
    }
    expectError(await put(token, { certifications: [{ ...AWS, name: "" }] }, c), 400, "Certification name is required (2-100 characters)");
    expect((await c.call("/api/profiles/me", { token })).body.profile.certifications).toEqual([]);
  });
});

describe("PATCH /api/auth/profile/complete", () => {
  it("marks the profile completed and only accepts {isProfileCompleted: true}", async () => {
    const { user, token, c } = await signedInUser();
    expectError(await c.call("/api/auth/profile/complete", { method: "PATCH", token, body: { isProfileCompleted: false } }), 400);
    const ok = await c.call("/api/auth/profile/complete", { method: "PATCH", token, body: { isProfileCompleted: true } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.user.isProfileCompleted).toBe(true);
    const row = await env.DB.prepare("SELECT is_profile_completed FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ is_profile_completed: number }>();
    expect(row!.is_profile_completed).toBe(1);
  });
});
