// Issue 31 §3: API clients keep their work. A job and the profile answer their version as an ETag; a write with
// an If-Match that no longer matches answers 412 with the current state and changes nothing; a `version` in the
// body is ignored (the spec's frontend sends back the whole record it loaded); no If-Match is last write wins.
import { describe, expect, it } from "vitest";
import { call, expectError, PROFILE_AT_65, signedInUser } from "./helpers";

const JOB = { title: "Platform Engineer", company: "Initech", appliedDate: "2026-11-01", notes: "", salary: "" };

async function jobOwner() {
  const { token, c } = await signedInUser();
  const created = await c.call("/api/jobs", { method: "POST", token, body: JOB });
  expect(created.status, created.text).toBe(201);
  return { c, token, job: created.body.data.job, createdTag: created.headers.get("ETag") };
}

const ifMatch = (tag: string) => ({ "If-Match": tag });

describe("jobs: ETag", () => {
  it("answers the version as an ETag on create, read, update and status change", async () => {
    const { c, token, job, createdTag } = await jobOwner();
    expect(createdTag).toBe(`"${job.version}"`);
    const read = await c.call(`/api/jobs/${job.id}`, { token });
    expect(read.headers.get("ETag")).toBe(`"${read.body.data.job.version}"`);
    const put = await c.call(`/api/jobs/${job.id}`, { method: "PUT", token, body: { ...JOB, notes: "Called" } });
    expect(put.headers.get("ETag")).toBe(`"${put.body.data.job.version}"`);
    expect(put.headers.get("ETag")).not.toBe(createdTag);
    const moved = await c.call(`/api/jobs/${job.id}/status`, { method: "PATCH", token, body: { status: "interview" } });
    expect(moved.headers.get("ETag")).toBe(`"${moved.body.data.job.version}"`);
    expect(moved.headers.get("ETag")).not.toBe(put.headers.get("ETag"));
  });
});

describe("jobs: If-Match", () => {
  it("the spec frontend's edit after a drag goes through: the stale version in its body is ignored", async () => {
    const { c, token, job } = await jobOwner();
    // The board drags the card (a status change), then the details dialog saves the job it loaded, version included.
    expect((await c.call(`/api/jobs/${job.id}/status`, { method: "PATCH", token, body: { status: "interview" } })).status).toBe(200);
    const edit = await c.call(`/api/jobs/${job.id}`, {
      method: "PUT",
      token,
      body: { ...JOB, status: "interview", notes: "Recruiter called", version: job.version },
    });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.body.data.job).toMatchObject({ notes: "Recruiter called", status: "interview" });
    // The same for a status change that sends its stale version.
    const move = await c.call(`/api/jobs/${job.id}/status`, { method: "PATCH", token, body: { status: "offer", version: job.version } });
    expect(move.status, move.text).toBe(200);
    expect(move.body.data.job.status).toBe("offer");
  });

  it("a stale If-Match on PUT answers 412 with the current job and its ETag, and changes nothing", async () => {
    const { c, token, job, createdTag } = await jobOwner();
    const first = await c.call(`/api/jobs/${job.id}`, {
      method: "PUT",
      token,
      body: { ...JOB, notes: "First" },
      headers: ifMatch(createdTag!),
    });
    expect(first.status, first.text).toBe(200);
    const stale = await c.call(`/api/jobs/${job.id}`, {
      method: "PUT",
      token,
      body: { ...JOB, salary: "120k" },
      headers: ifMatch(createdTag!),
    });
    const body = expectError(stale, 412);
    expect(body.data).toMatchObject({ id: job.id, notes: "First", salary: "", version: first.body.data.job.version });
    expect(stale.headers.get("ETag")).toBe(first.headers.get("ETag"));
    const stored = (await c.call(`/api/jobs/${job.id}`, { token })).body.data.job;
    expect(stored).toMatchObject({ notes: "First", salary: "", version: first.body.data.job.version });
    // With the current tag the edit goes through, and a weak form of the tag (as a compressing proxy sends it) too.
    const retried = await c.call(`/api/jobs/${job.id}`, {
      method: "PUT",
      token,
      body: { ...JOB, notes: "First", salary: "120k" },
      headers: ifMatch(`W/${stale.headers.get("ETag")}`),
    });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body.data.job).toMatchObject({ notes: "First", salary: "120k" });
  });

  it("a stale If-Match on a status change answers 412, records no history; a matching one moves the job", async () => {
    const { c, token, job, createdTag } = await jobOwner();
    await c.call(`/api/jobs/${job.id}`, { method: "PUT", token, body: { ...JOB, notes: "x" } });
    const stale = await c.call(`/api/jobs/${job.id}/status`, {
      method: "PATCH",
      token,
      body: { status: "offer" },
      headers: ifMatch(createdTag!),
    });
    expect(expectError(stale, 412).data).toMatchObject({ id: job.id, status: "applied", notes: "x" });
    const stored = (await c.call(`/api/jobs/${job.id}`, { token })).body.data.job;
    expect(stored.statusHistory).toHaveLength(1);
    const current = await c.call(`/api/jobs/${job.id}`, { token });
    const moved = await c.call(`/api/jobs/${job.id}/status`, {
      method: "PATCH",
      token,
      body: { status: "offer" },
      headers: ifMatch(current.headers.get("ETag")!),
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.job.statusHistory).toHaveLength(2);
  });

  it("If-Match lists: one current tag among others matches, `*` matches, a foreign tag never does", async () => {
    const { c, token, job, createdTag } = await jobOwner();
    const put = (tag: string, notes: string) =>
      c.call(`/api/jobs/${job.id}`, { method: "PUT", token, body: { ...JOB, notes }, headers: ifMatch(tag) });
    expect((await put(`"999", ${createdTag}`, "listed")).status).toBe(200);
    expect((await put("*", "any")).status).toBe(200);
    expectError(await put('"not-a-version"', "foreign"), 412);
    expectError(await put(createdTag!, "stale"), 412);
    expect((await c.call(`/api/jobs/${job.id}`, { token })).body.data.job.notes).toBe("any");
  });

  it("a stale If-Match on DELETE answers 412 and keeps the job; a matching one deletes it", async () => {
    const { c, token, job, createdTag } = await jobOwner();
    await c.call(`/api/jobs/${job.id}/status`, { method: "PATCH", token, body: { status: "interview" } });
    const stale = await c.call(`/api/jobs/${job.id}`, { method: "DELETE", token, headers: ifMatch(createdTag!) });
    expect(expectError(stale, 412).data).toMatchObject({ id: job.id, status: "interview" });
    const kept = await c.call(`/api/jobs/${job.id}`, { token });
    expect(kept.body.data.job.statusHistory).toHaveLength(2);
    const deleted = await c.call(`/api/jobs/${job.id}`, { method: "DELETE", token, headers: ifMatch(kept.headers.get("ETag")!) });
    expect(deleted.status, deleted.text).toBe(200);
    expectError(await c.call(`/api/jobs/${job.id}`, { token }), 404);
  });

  it("another user's job is 404 whatever the If-Match; without If-Match the last write wins", async () => {
    const { c, token, job, createdTag } = await jobOwner();
    const { token: otherToken, c: other } = await signedInUser();
    expectError(
      await other.call(`/api/jobs/${job.id}`, { method: "PUT", token: otherToken, body: JOB, headers: ifMatch(createdTag!) }),
      404,
    );
    expect((await c.call(`/api/jobs/${job.id}`, { method: "PUT", token, body: { ...JOB, notes: "A" } })).status).toBe(200);
    const second = await c.call(`/api/jobs/${job.id}`, { method: "PUT", token, body: { ...JOB, salary: "90k" } });
    expect(second.status).toBe(200);
    expect(second.body.data.job).toMatchObject({ notes: "", salary: "90k" });
  });
});

async function profileOwner() {
  const { token, c, user } = await signedInUser();
  return {
    token,
    c,
    user,
    save: (body: object, headers?: Record<string, string>) => c.call("/api/profiles/me", { method: "PUT", token, body, headers }),
  };
}

describe("profile: ETag and If-Match", () => {
  it("GET and PUT /profiles/me answer the version as an ETag", async () => {
    const { c, token, save } = await profileOwner();
    const read = await c.call("/api/profiles/me", { token });
    expect(read.headers.get("ETag")).toBe(`"${read.body.profile.version}"`);
    const saved = await save({ title: "Engineer" });
    expect(saved.headers.get("ETag")).toBe(`"${saved.body.profile.version}"`);
    expect(saved.headers.get("ETag")).not.toBe(read.headers.get("ETag"));
  });

  it("a stale If-Match answers 412 with the current profile (in the /me shape) and changes nothing", async () => {
    const { c, token, user, save } = await profileOwner();
    const start = (await c.call("/api/profiles/me", { token })).headers.get("ETag")!;
    const first = await save({ title: "Staff Engineer" }, ifMatch(start));
    expect(first.status, first.text).toBe(200);
    const stale = await save({ summary: "A summary written on the profile as it was before the title changed." }, ifMatch(start));
    const body = expectError(stale, 412);
    expect(body.data).toMatchObject({ title: "Staff Engineer", summary: "", version: first.body.profile.version });
    expect(body.data.user).toEqual({ firstName: user.firstName, lastName: user.lastName, email: user.email, username: user.username });
    expect(stale.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect((await c.call("/api/profiles/me", { token })).body.profile.summary).toBe("");
  });

  it("a body `version` is ignored: the spec frontend's save of the profile it loaded goes through", async () => {
    const { save } = await profileOwner();
    await save({ title: "Engineer" });
    await save({ phone: "9876543210" });
    const old = await save({ title: "Designer", version: 0 });
    expect(old.status, old.text).toBe(200);
    expect(old.body.profile).toMatchObject({ title: "Designer", phone: "9876543210", version: 3 });
  });
});

describe("CORS for conditional requests", () => {
  it("a preflight allows If-Match, and answers expose the ETag", async () => {
    const origin = "http://localhost:5173";
    const preflight = await call("/api/jobs/x", {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "PUT", "Access-Control-Request-Headers": "if-match,content-type" },
    });
    expect(preflight.headers.get("Access-Control-Allow-Headers")?.toLowerCase()).toContain("if-match");
    const { token, c } = await signedInUser();
    const read = await c.call("/api/profiles/me", { token, headers: { Origin: origin } });
    expect(read.headers.get("Access-Control-Expose-Headers")?.toLowerCase()).toContain("etag");
  });
});

describe("GET /profiles/me for the spec's frontend", () => {
  it("carries the owner (`profile.user`) and `profile.isProfileCompleted`", async () => {
    const { c, token, user, save } = await profileOwner();
    const fresh = (await c.call("/api/profiles/me", { token })).body.profile;
    expect(fresh.user).toEqual({ firstName: user.firstName, lastName: user.lastName, email: user.email, username: user.username });
    expect(fresh.isProfileCompleted).toBe(false);
    // Below the 60% rule the profile does not count until Continue marks it; at or above it, it counts at once.
    const partial = await save({ title: "Data Analyst" });
    expect(partial.body.profile).toMatchObject({ isProfileCompleted: false, user: { username: user.username } });
    const enough = await save(PROFILE_AT_65);
    expect(enough.body.profile.completionPercentage).toBeGreaterThanOrEqual(60);
    expect(enough.body.profile.isProfileCompleted).toBe(true);
    expect((await c.call("/api/profiles/me", { token })).body.profile.isProfileCompleted).toBe(true);
  });

  it("a profile marked complete by Continue counts whatever its percentage", async () => {
    const { c, token } = await profileOwner();
    const marked = await c.call("/api/auth/profile/complete", { method: "PATCH", token, body: { isProfileCompleted: true } });
    expect(marked.status, marked.text).toBe(200);
    expect((await c.call("/api/profiles/me", { token })).body.profile.isProfileCompleted).toBe(true);
  });
});
