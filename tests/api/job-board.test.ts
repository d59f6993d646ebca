// The lean board (ADR 0009): /jobtracker sends each job's card data only (no description, notes, contacts or
// history in the markup or the hydration data); a card's whole job comes from /jobtracker/{id}/details, scoped to
// its owner (another user's id answers 404), or with the page itself when the URL opens that job (?job=).
import { describe, expect, it } from "vitest";
import { ANALYTICS_MESSAGES } from "~/schemas/analytics-rules";
import { JOB_MESSAGES } from "~/schemas/jobs-rules";
import { BASE_URL, call, flashToastOf, signedInUser } from "./helpers";

const marker = () => crypto.randomUUID().slice(0, 8);

async function owner() {
  const { token, c } = await signedInUser();
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

describe("a board move: POST /jobtracker/{id}/status", () => {
  const move = (who: Awaited<ReturnType<typeof owner>>, jobId: string, fields: Record<string, string>, origin = BASE_URL) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return who.c.call(`/jobtracker/${jobId}/status`, {
      method: "POST",
      cookie: `vitrine_session=${who.token}`,
      body: form,
      headers: { Origin: origin },
    });
  };

  it("moves the owner's job and answers the action's result as JSON, with its history", async () => {
    const alice = await owner();
    const job = await alice.createJob({ title: "Moving Role", company: "Moveco" });

    const res = await move(alice, job.id, { status: "interview", version: String(job.version) });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(res.body).toMatchObject({
      status: "success",
      intent: "status",
      data: { job: { id: job.id, status: "interview", version: job.version + 1 } },
    });
    expect(res.body.data.job.statusHistory.map((entry: { to: string }) => entry.to)).toEqual(["applied", "interview"]);
    const stored = await alice.c.call(`/api/jobs/${job.id}`, { token: alice.token });
    expect(stored.body.data.job.status).toBe("interview");
  });

  it("refuses a stale version with 409 and the latest job, a bad status with 400", async () => {
    const alice = await owner();
    const job = await alice.createJob({ title: "Raced Role", company: "Raceco" });
    const first = await move(alice, job.id, { status: "offer", version: String(job.version) });
    expect(first.status, first.text).toBe(200);

    const stale = await move(alice, job.id, { status: "rejected", version: String(job.version) });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      status: "error",
      intent: "status",
      reason: "conflict",
      data: { job: { id: job.id, status: "offer" } },
    });

    const bad = await move(alice, job.id, { status: "hired", version: String(job.version + 1) });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: "error", intent: "status", message: JOB_MESSAGES.status });
  });

  it("answers 404 for another user's job, 401 signed out, 403 from another site; nothing moves", async () => {
    const alice = await owner();
    const bob = await owner();
    const job = await alice.createJob({ title: "Guarded Role", company: "Guardco" });

    const theirs = await move(bob, job.id, { status: "offer", version: String(job.version) });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ status: "error", message: "Job application not found" });

    const form = new FormData();
    form.set("status", "offer");
    const anonymous = await alice.c.call(`/jobtracker/${job.id}/status`, { method: "POST", body: form, headers: { Origin: BASE_URL } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ status: "error" });

    const crossSite = await move(alice, job.id, { status: "offer", version: String(job.version) }, "https://evil.example");
    expect(crossSite.status).toBe(403);

    const stored = await alice.c.call(`/api/jobs/${job.id}`, { token: alice.token });
    expect(stored.body.data.job.status).toBe("applied");
  });
});

describe("the Add and Edit forms without JavaScript", () => {
  const post = (who: Awaited<ReturnType<typeof owner>>, path: string, fields: Record<string, string>) =>
    who.c.call(path, {
      method: "POST",
      cookie: `vitrine_session=${who.token}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  it("render a refused form again with its errors and what was typed; a job that is not theirs goes back to the board", async () => {
    const alice = await owner();
    // Field errors: the Add form again, open, with the typed title.
    const invalid = await post(alice, "/jobtracker?dialog=add", { intent: "create", title: "Typed title", company: "", status: "applied" });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain("Company name is required");
    expect(invalid.text).toMatch(/value="Typed title"/);

    // A stale version: the Edit form again with the conflict's message and the typed location.
    const job = await alice.createJob({ title: "Keeper", company: "Lights" });
    const base = { intent: "update", jobId: job.id, title: "Keeper", company: "Lights", status: "applied", priority: "medium" };
    const moved = await post(alice, `/jobtracker?job=${job.id}&dialog=edit`, {
      ...base,
      version: String(job.version),
      location: "Cape Point",
    });
    expect(moved.status, moved.text).toBe(302);
    const stale = await post(alice, `/jobtracker?job=${job.id}&dialog=edit`, {
      ...base,
      version: String(job.version),
      location: "Typed place",
    });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain("This job was changed elsewhere.");
    expect(stale.text).toMatch(/value="Typed place"/);

    // Another user's job: no form to come back to; the board with the message.
    const bob = await owner();
    const theirs = await post(bob, `/jobtracker?job=${job.id}&dialog=edit`, { ...base, version: "2", location: "Nope" });
    expect(theirs.status).toBe(302);
    expect(await flashToastOf(theirs)).toMatchObject({ type: "error", message: "Job application not found" });
  });
});

describe("the detail dialog's tracked link: the /jobtracker action's intent=portfolio-link", () => {
  /** A fetcher's post (the page's `.data` request) of the given fields. */
  const fetcherPost = (who: Awaited<ReturnType<typeof owner>>, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return call("/jobtracker.data", { ip: who.c.ip, token: who.token, headers: { Origin: BASE_URL }, body: form });
  };
  const linkIn = (text: string) => text.match(/https?:\/\/[^"\\\s]+\/p\/[A-Za-z0-9]{12}/)?.[0];

  it("answers the application's one link like the other intents; the job's details then carry it", async () => {
    const alice = await owner();
    const job = await alice.createJob({ title: "Linked Role", company: "Linkco" });

    const first = await fetcherPost(alice, { intent: "portfolio-link", jobId: job.id });
    expect(first.status, first.text).toBe(200);
    expect(first.text).toContain("portfolio-link");
    const url = linkIn(first.text);
    expect(url, first.text).toBeDefined();

    // Asking again answers the same link (one per application).
    const again = await fetcherPost(alice, { intent: "portfolio-link", jobId: job.id });
    expect(again.status, again.text).toBe(200);
    expect(linkIn(again.text)).toBe(url);

    const details = await alice.page(`/jobtracker/${job.id}/details`);
    expect(details.body.data.job.portfolioLink).toMatchObject({ url, views: 0, lastViewedAt: null });
  });

  it("another user's job or none answers 404 and makes no link; without JavaScript the board says the link was made", async () => {
    const alice = await owner();
    const bob = await owner();
    const job = await alice.createJob({ title: "Guarded Link", company: "Guardco" });

    const theirs = await fetcherPost(bob, { intent: "portfolio-link", jobId: job.id });
    expect(theirs.status).toBe(404);
    expect(theirs.text).toContain(JOB_MESSAGES.notFound);
    const missing = await fetcherPost(alice, { intent: "portfolio-link" });
    expect(missing.status).toBe(404);
    expect((await alice.page(`/jobtracker/${job.id}/details`)).body.data.job.portfolioLink).toBeNull();

    const native = await alice.c.call("/jobtracker", {
      method: "POST",
      cookie: `vitrine_session=${alice.token}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE_URL },
      body: new URLSearchParams({ intent: "portfolio-link", jobId: job.id }).toString(),
    });
    expect(native.status, native.text).toBe(302);
    expect(native.headers.get("Location")).toBe(`/jobtracker?job=${job.id}`);
    expect(await flashToastOf(native)).toMatchObject({ type: "success", message: ANALYTICS_MESSAGES.created });
    expect((await alice.page(`/jobtracker/${job.id}/details`)).body.data.job.portfolioLink?.url).toMatch(/\/p\/[A-Za-z0-9]{12}$/);
  });
});
