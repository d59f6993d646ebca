// /api/jobs: every call, the spec's validation messages, enum enforcement, trimming, owner scoping (another user's
// job answers 404 and changes nothing) and the status history.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { todayIso } from "~/schemas/jobs";
import { client, expectError, signedInUser } from "./helpers";

const JOB = {
  title: "  Frontend Engineer ",
  company: " Acme Corp ",
  location: "Remote",
  salary: "$120k - $140k",
  jobUrl: "https://jobs.example.com/123",
  description: "Build delightful interfaces with React and TypeScript.",
  recruiterName: "Jamie Fox",
  contactEmail: "jamie@acme.example",
  contactPhone: "+1 555 0100",
  notes: "Referred by Sam.",
  aiSuggestions: ["Quantify your impact", "   ", "", "Mention accessibility work"],
};

async function owner() {
  const { user, token, c } = await signedInUser();
  const api = {
    list: () => c.call("/api/jobs", { token }),
    create: (body: unknown) => c.call("/api/jobs", { method: "POST", token, body }),
    get: (id: string) => c.call(`/api/jobs/${id}`, { token }),
    update: (id: string, body: unknown) => c.call(`/api/jobs/${id}`, { method: "PUT", token, body }),
    status: (id: string, status: unknown) => c.call(`/api/jobs/${id}/status`, { method: "PATCH", token, body: { status } }),
    remove: (id: string) => c.call(`/api/jobs/${id}`, { method: "DELETE", token }),
  };
  return { user, token, api };
}

describe("/api/jobs", () => {
  it("creates a job with the defaults, trimmed text and blank suggestions dropped", async () => {
    const { api } = await owner();
    const created = await api.create(JOB);
    expect(created.status, created.text).toBe(201);
    expect(created.body.message).toBe("Job added successfully!");
    const job = created.body.data.job;
    expect(job).toMatchObject({
      title: "Frontend Engineer",
      company: "Acme Corp",
      status: "applied",
      priority: "medium",
      appliedDate: todayIso(),
      aiSuggestions: ["Quantify your impact", "Mention accessibility work"],
    });
    expect(job._id).toBe(job.id);
    expect(job.statusHistory).toHaveLength(1);
    expect(job.statusHistory[0]).toMatchObject({ from: null, to: "applied" });
  });

  it("lists the owner's jobs newest first", async () => {
    const { api } = await owner();
    const first = (await api.create({ title: "First", company: "A" })).body.data.job;
    const second = (await api.create({ title: "Second", company: "B", status: "offer", priority: "high", appliedDate: "2026-10-01" })).body
      .data.job;
    const list = await api.list();
    expect(list.status).toBe(200);
    expect(list.body.data.jobs.map((j: { id: string }) => j.id)).toEqual([second.id, first.id]);
  });

  it("answers the spec's validation messages", async () => {
    const { api } = await owner();
    expectError(await api.create({ company: "Acme" }), 400, "Job title is required");
    expectError(await api.create({ title: "   ", company: "Acme" }), 400, "Job title is required");
    expectError(await api.create({ title: "Dev" }), 400, "Company name is required");
    expectError(await api.create({ title: "Dev", company: "Acme", appliedDate: "" }), 400, "Application date is required");
    expectError(
      await api.create({ title: "Dev", company: "Acme", contactEmail: "jamie at acme" }),
      400,
      "Please enter a valid email address",
    );
    expectError(
      await api.create({ title: "Dev", company: "Acme", jobUrl: "javascript:alert(1)" }),
      400,
      "Please enter a valid URL (starting with http:// or https://)",
    );
    expectError(
      await api.create({ title: "Dev", company: "Acme", jobUrl: "ftp://x.example" }),
      400,
      "Please enter a valid URL (starting with http:// or https://)",
    );
    const body = expectError(await api.create({}), 400);
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual(expect.arrayContaining(["title", "company"]));
    expectError(await api.create("{nope"), 400, "Malformed JSON in request body");
  });

  it("accepts status and priority only from their enums", async () => {
    const { api } = await owner();
    expectError(await api.create({ title: "Dev", company: "Acme", status: "hired" }), 400, /Status must be one of/);
    expectError(await api.create({ title: "Dev", company: "Acme", priority: "urgent" }), 400, /Priority must be one of/);
    const job = (await api.create({ title: "Dev", company: "Acme" })).body.data.job;
    expectError(await api.status(job.id, "archived"), 400, /Status must be one of/);
    expectError(await api.status(job.id, undefined), 400);
    expect((await api.get(job.id)).body.data.job.status).toBe("applied");
  });

  it("updates a job (the merged job, extra keys ignored) and records a status change in the history", async () => {
    const { api } = await owner();
    const job = (await api.create(JOB)).body.data.job;
    const updated = await api.update(job.id, {
      ...job,
      notes: "Second round booked",
      status: "interview",
      userId: "someone-else",
      _id: "other",
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.message).toBe("Job updated successfully!");
    expect(updated.body.data.job).toMatchObject({ id: job.id, notes: "Second round booked", status: "interview" });
    expect(updated.body.data.job.statusHistory.map((h: { to: string }) => h.to)).toEqual(["applied", "interview"]);
    expectError(await api.update(job.id, { ...job, title: "" }), 400, "Job title is required");
  });

  it("changes the status and records each change with its time; the same status records nothing", async () => {
    const { api } = await owner();
    const job = (await api.create({ title: "Dev", company: "Acme" })).body.data.job;
    const moved = await api.status(job.id, "interview");
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ success: true, message: "Job status updated successfully!" });
    await api.status(job.id, "offer");
    await api.status(job.id, "offer");
    const history = (await api.get(job.id)).body.data.job.statusHistory;
    expect(history.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([
      [null, "applied"],
      ["applied", "interview"],
      ["interview", "offer"],
    ]);
    for (const h of history) expect(Number.isNaN(Date.parse(h.changedAt))).toBe(false);
  });

  it("deletes a job and its history", async () => {
    const { api } = await owner();
    const job = (await api.create({ title: "Dev", company: "Acme" })).body.data.job;
    await api.status(job.id, "rejected");
    const removed = await api.remove(job.id);
    expect(removed.body).toEqual({ success: true, message: "Job deleted successfully!" });
    expectError(await api.get(job.id), 404, "Job application not found");
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM job_status_history WHERE job_id = ?").bind(job.id).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it("scopes every call to the owner: another user's job answers 404 and changes nothing", async () => {
    const alice = await owner();
    const bob = await owner();
    const job = (await alice.api.create(JOB)).body.data.job;
    expect((await bob.api.list()).body.data.jobs).toEqual([]);
    expectError(await bob.api.get(job.id), 404, "Job application not found");
    expectError(await bob.api.update(job.id, { title: "Hijacked", company: "Evil" }), 404, "Job application not found");
    expectError(await bob.api.status(job.id, "rejected"), 404, "Job application not found");
    expectError(await bob.api.remove(job.id), 404, "Job application not found");
    const still = (await alice.api.get(job.id)).body.data.job;
    expect(still).toMatchObject({ title: "Frontend Engineer", status: "applied" });
    expect(still.statusHistory).toHaveLength(1);
  });

  it("needs a signed-in user", async () => {
    const c = client();
    expectError(await c.call("/api/jobs"), 401);
    expectError(await c.call("/api/jobs", { method: "POST", body: JOB }), 401);
  });
});
