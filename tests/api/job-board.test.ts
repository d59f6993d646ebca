// The lean board (ADR 0009): /jobtracker sends each job's card data only (no description, notes, contacts or
// history in the markup or the hydration data); a card's whole job comes from /jobtracker/{id}/details, scoped to
// its owner (another user's id answers 404), or with the page itself when the URL opens that job (?job=).
import { describe, expect, it } from "vitest";
import { client, signedInUser } from "./helpers";

const marker = () => crypto.randomUUID().slice(0, 8);

async function owner() {
  const c = client();
  const { token } = await signedInUser(c);
  const page = (path: string) => c.call(path, { cookie: `vitrine_session=${token}` });
  const createJob = async (fields: Record<string, unknown>) => {
    const created = await c.call("/api/jobs", { method: "POST", token, body: fields });
    expect(created.status, created.text).toBe(201);
    return created.body.data.job as { id: string; version: number };
  };
  return { c, token, page, createJob };
}

describe("the board's data", () => {
  it("/jobtracker carries each job's card, never its description, notes or contacts", async () => {
    const alice = await owner();
    const secret = {
      description: `Description ${marker()} of the role`,
      notes: `Notes ${marker()} kept private`,
      recruiterName: `Recruiter ${marker()}`,
      salary: `Salary ${marker()}`,
    };
    await alice.createJob({ title: "Board Engineer", company: "Leanco", aiSuggestions: ["Tip one"], ...secret });
    await alice.createJob({ title: "Second Role", company: "Otherco", status: "offer" });

    const res = await alice.page("/jobtracker");
    expect(res.status).toBe(200);
    expect(res.text).toContain("Board Engineer");
    expect(res.text).toContain("Leanco");
    expect(res.text).toContain("Second Role");
    for (const value of Object.values(secret)) expect(res.text).not.toContain(value);
    // Nor the history or timestamps of the full record.
    expect(res.text).not.toContain("statusHistory");
    expect(res.text).not.toContain("aiSuggestions");
  });

  it("a link to a job (?job=) renders its detail with the page; another user's id opens nothing", async () => {
    const alice = await owner();
    const bob = await owner();
    const description = `Description ${marker()} of the role`;
    const job = await alice.createJob({ title: "Linked Role", company: "Deepco", description });

    const linked = await alice.page(`/jobtracker?job=${job.id}`);
    expect(linked.status).toBe(200);
    expect(linked.text).toContain(description);

    const foreign = await bob.page(`/jobtracker?job=${job.id}`);
    expect(foreign.status).toBe(200);
    expect(foreign.text).not.toContain(description);
    expect(foreign.text).not.toContain("Linked Role");
  });
});

describe("opening a card: /jobtracker/{id}/details", () => {
  it("answers the owner's whole job, privately", async () => {
    const alice = await owner();
    const description = `Description ${marker()} of the role`;
    const notes = `Notes ${marker()}`;
    const job = await alice.createJob({ title: "Detail Role", company: "Fullco", description, notes, aiSuggestions: ["Tip"] });

    const res = await alice.page(`/jobtracker/${job.id}/details`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.body).toMatchObject({
      status: "success",
      intent: "details",
      data: { job: { id: job.id, title: "Detail Role", description, notes, aiSuggestions: ["Tip"], version: job.version } },
    });
    expect(res.body.data.job.statusHistory).toHaveLength(1);
  });

  it("answers 404 for another user's job or a missing one, 401 when signed out", async () => {
    const alice = await owner();
    const bob = await owner();
    const job = await alice.createJob({ title: "Private Role", company: "Ownco", description: "Only Alice reads this." });

    const theirs = await bob.page(`/jobtracker/${job.id}/details`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ status: "error", message: "Job application not found" });
    expect(theirs.text).not.toContain("Only Alice reads this.");

    const missing = await alice.page(`/jobtracker/${crypto.randomUUID()}/details`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: "error", message: "Job application not found" });

    const anonymous = await alice.c.call(`/jobtracker/${job.id}/details`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ status: "error" });
  });
});
