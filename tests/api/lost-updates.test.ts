// Issue 12 §5: no lost updates. Jobs and profiles carry a `version`; an API write based on a stale one (its
// If-Match, issue 31: tests/api/etag.test.ts) answers 412 and changes nothing; writes without one (older clients)
// keep working; status history always chains. The pages' own version fields: tests/api/job-board.test.ts.
import { describe, expect, it } from "vitest";
import { client, expectError, signedInUser } from "./helpers";

const basedOn = (version: number) => ({ "If-Match": `"${version}"` });

const FIRST = "A first summary of my career: ten years of building reliable payment systems for banks.";
const BETTER = "A better summary of my career: a decade building reliable, well-tested payment systems.";
const JOB = { title: "Platform Engineer", company: "Initech", appliedDate: "2026-11-01", notes: "", salary: "" };

async function jobOwner() {
  const { token, c } = await signedInUser();
  const created = await c.call("/api/jobs", { method: "POST", token, body: JOB });
  expect(created.status, created.text).toBe(201);
  return { c, token, job: created.body.data.job };
}

describe("jobs", () => {
  it("every answer carries the version, and each write adds one", async () => {
    const { c, token, job } = await jobOwner();
    expect(job.version).toBe(1);
    expect((await c.call(`/api/jobs/${job.id}`, { token })).body.data.job.version).toBe(1);
    expect((await c.call("/api/jobs", { token })).body.data.jobs[0].version).toBe(1);
    const put = await c.call(`/api/jobs/${job.id}`, { method: "PUT", token, body: { ...JOB, notes: "Called back" } });
    expect(put.body.data.job.version).toBe(2);
    const patched = await c.call(`/api/jobs/${job.id}/status`, { method: "PATCH", token, body: { status: "interview" } });
    expect(patched.body.data.job.version).toBe(3);
  });

  it("two edits from the same version: the second answers 412 and the first's change is kept", async () => {
    const { c, token, job } = await jobOwner();
    const notes = await c.call(`/api/jobs/${job.id}`, {
      method: "PUT",
      token,
      body: { ...JOB, notes: "Recruiter called" },
      headers: basedOn(1),
    });
    expect(notes.status, notes.text).toBe(200);
    const salary = await c.call(`/api/jobs/${job.id}`, { method: "PUT", token, body: { ...JOB, salary: "120k" }, headers: basedOn(1) });
    expectError(salary, 412);
    const stored = (await c.call(`/api/jobs/${job.id}`, { token })).body.data.job;
    expect(stored).toMatchObject({ notes: "Recruiter called", salary: "", version: 2 });
    // Based on the new version, the second edit goes through.
    const retried = await c.call(`/api/jobs/${job.id}`, {
      method: "PUT",
      token,
      body: { ...JOB, notes: "Recruiter called", salary: "120k" },
      headers: basedOn(2),
    });
    expect(retried.body.data.job).toMatchObject({ notes: "Recruiter called", salary: "120k", version: 3 });
  });

  it("a stale status change answers 412 and records nothing; another user's job is still 404", async () => {
    const { c, token, job } = await jobOwner();
    await c.call(`/api/jobs/${job.id}`, { method: "PUT", token, body: { ...JOB, notes: "x" }, headers: basedOn(1) });
    expectError(
      await c.call(`/api/jobs/${job.id}/status`, { method: "PATCH", token, body: { status: "offer" }, headers: basedOn(1) }),
      412,
    );
    const stored = (await c.call(`/api/jobs/${job.id}`, { token })).body.data.job;
    expect(stored.status).toBe("applied");
    expect(stored.statusHistory).toHaveLength(1);
    const other = client();
    const { token: otherToken } = await signedInUser(other);
    expectError(
      await other.call(`/api/jobs/${job.id}/status`, {
        method: "PATCH",
        token: otherToken,
        body: { status: "offer" },
        headers: basedOn(2),
      }),
      404,
    );
  });

  it("without a version, older clients keep last-write-wins", async () => {
    const { c, token, job } = await jobOwner();
    expect((await c.call(`/api/jobs/${job.id}`, { method: "PUT", token, body: { ...JOB, notes: "A" } })).status).toBe(200);
    const second = await c.call(`/api/jobs/${job.id}`, { method: "PUT", token, body: { ...JOB, salary: "90k" } });
    expect(second.status).toBe(200);
    expect(second.body.data.job).toMatchObject({ notes: "", salary: "90k" });
  });

  it("20 parallel status changes leave a history whose every `from` is the previous `to`", async () => {
    const { c, token, job } = await jobOwner();
    const statuses = ["interview", "offer", "rejected", "in-progress", "applied"] as const;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        c.call(`/api/jobs/${job.id}/status`, { method: "PATCH", token, body: { status: statuses[i % statuses.length] } }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const stored = (await c.call(`/api/jobs/${job.id}`, { token })).body.data.job;
    const history = stored.statusHistory as Array<{ from: string | null; to: string; changedAt: string }>;
    expect(history[0]).toMatchObject({ from: null, to: "applied" });
    for (let i = 1; i < history.length; i++) {
      expect(history[i]!.from, `entry ${i}`).toBe(history[i - 1]!.to);
      expect(history[i]!.from).not.toBe(history[i]!.to);
      expect(Date.parse(history[i]!.changedAt)).toBeGreaterThanOrEqual(Date.parse(history[i - 1]!.changedAt));
    }
    expect(history.at(-1)!.to).toBe(stored.status);
    expect(stored.version).toBe(history.length); // one version per recorded change
  });
});

describe("profiles", () => {
  it("title vs summary from the same version: the second save answers 412 and the first's change is kept", async () => {
    const { token, c } = await signedInUser();
    const start = (await c.call("/api/profiles/me", { token })).body.profile;
    expect(start.version).toBe(0);
    const base = await c.call("/api/profiles/me", {
      method: "PUT",
      token,
      body: { title: "Engineer", summary: FIRST },
      headers: basedOn(0),
    });
    expect(base.status, base.text).toBe(200);
    const v = base.body.profile.version as number;
    expect(v).toBe(1);

    const title = await c.call("/api/profiles/me", {
      method: "PUT",
      token,
      body: { title: "Staff Engineer", summary: FIRST },
      headers: basedOn(v),
    });
    expect(title.body.profile).toMatchObject({ title: "Staff Engineer", version: v + 1 });
    const summary = await c.call("/api/profiles/me", {
      method: "PUT",
      token,
      body: { title: "Engineer", summary: BETTER },
      headers: basedOn(v),
    });
    expectError(summary, 412);
    expect((await c.call("/api/profiles/me", { token })).body.profile).toMatchObject({ title: "Staff Engineer", summary: FIRST });
  });

  it("parallel saves of different sections without a version never drop each other", async () => {
    const { token, c } = await signedInUser();
    const saves = await Promise.all([
      c.call("/api/profiles/me", { method: "PUT", token, body: { phone: "9876543210" } }),
      c.call("/api/profiles/me", { method: "PUT", token, body: { title: "Designer" } }),
      c.call("/api/profiles/me", { method: "PUT", token, body: { location: "Pune, India" } }),
      c.call("/api/profiles/me", { method: "PUT", token, body: { skills: ["Figma", "Research", "Writing"] } }),
    ]);
    expect(saves.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    const profile = (await c.call("/api/profiles/me", { token })).body.profile;
    expect(profile).toMatchObject({
      phone: "9876543210",
      title: "Designer",
      location: "Pune, India",
      skills: ["Figma", "Research", "Writing"],
      version: 4,
    });
  });
});

describe("what does not move the profile's version", () => {
  it("a photo upload or a resume import before the first save leaves the version at 0, so the editor's first save goes through", async () => {
    const { setProfilePhoto, setResume, getProfile } = await import("~/server/profiles/profile.server");
    const { getDb } = await import("~/server/db.server");
    const { env } = await import("cloudflare:workers");
    const db = getDb(env.DB);
    const { user, token, c } = await signedInUser();
    await setResume(db, user.id, "resumes/x/y", "Resume text");
    await setProfilePhoto(db, user.id, "photos/x/y.png");
    expect((await getProfile(db, user.id)).version).toBe(0);
    const saved = await c.call("/api/profiles/me", { method: "PUT", token, body: { phone: "9876543210" }, headers: basedOn(0) });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.profile.version).toBe(1);
  });
});
