// Issue 31 §2 "A Wishlist stage" and "CSV imports keep data": the `wishlist` status through every call that takes a
// status (create, update, status change, the board's move, CSV import and export, GET /api/jobs?status=), a wishlist
// job's missing application date (none while in it, asked for or today when it leaves), and what a Huntr or Teal
// export keeps: its Wishlist and Bookmarked rows, its salary range, its unknown stages and its "No Response".
import { describe, expect, it } from "vitest";
import { JOB_MESSAGES, todayIso } from "~/schemas/jobs";
import { parseCsvRows } from "~/server/jobs/csv-parse";
import { BASE_URL, expectError, jobsCsvImport, signedInUser } from "./helpers";

async function owner() {
  const { token, c } = await signedInUser();
  const api = {
    create: (body: unknown) => c.call("/api/jobs", { method: "POST", token, body }),
    get: (id: string) => c.call(`/api/jobs/${id}`, { token }),
    list: (query = "") => c.call(`/api/jobs${query}`, { token }),
    update: (id: string, body: unknown) => c.call(`/api/jobs/${id}`, { method: "PUT", token, body }),
    status: (id: string, body: unknown) => c.call(`/api/jobs/${id}/status`, { method: "PATCH", token, body }),
    exportCsv: () => c.call("/api/jobs/export.csv", { token }),
    ...jobsCsvImport(c, token),
    /** The board's move (POST /jobtracker/{id}/status), as the date prompt sends it. */
    move: (id: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return c.call(`/jobtracker/${id}/status`, {
        method: "POST",
        cookie: `vitrine_session=${token}`,
        body: form,
        headers: { Origin: BASE_URL },
      });
    },
  };
  const create = async (body: Record<string, unknown>) => {
    const res = await api.create(body);
    expect(res.status, res.text).toBe(201);
    return res.body.data.job as Record<string, unknown> & { id: string; version: number };
  };
  const byCompany = async () =>
    Object.fromEntries(((await api.list()).body.data.jobs as Record<string, unknown>[]).map((job) => [job.company, job]));
  return { api, create, byCompany };
}

describe("the wishlist status through /api/jobs", () => {
  it("creates a wishlist job without an application date, and still takes one when given", async () => {
    const { api, create } = await owner();
    const saved = await create({ title: "Platform Engineer", company: "Initech", status: "wishlist" });
    expect(saved).toMatchObject({ status: "wishlist", appliedDate: "" });
    expect(saved.statusHistory).toEqual([{ from: null, to: "wishlist", changedAt: expect.any(String) }]);
    expect((await create({ title: "Dated", company: "Globex", status: "wishlist", appliedDate: "2026-01-02" })).appliedDate).toBe(
      "2026-01-02",
    );
    expect((await create({ title: "Empty", company: "Hooli", status: "wishlist", appliedDate: "" })).appliedDate).toBe("");
    // Every other status still needs one: left out it is today, empty it is refused.
    expect((await create({ title: "Applied", company: "Acme" })).appliedDate).toBe(todayIso());
    const refused = await api.create({ title: "Applied", company: "Acme", status: "offer", appliedDate: "" });
    expectError(refused, 400);
    expect(refused.text).toContain(JOB_MESSAGES.appliedDateRequired);
  });

  it("updates a job into and out of the wishlist (PUT): out of it the date is required", async () => {
    const { api, create } = await owner();
    const job = await create({ title: "Designer", company: "Umbrella", status: "wishlist" });
    const fields = { title: "Designer", company: "Umbrella" };
    const stillWished = await api.update(job.id, { ...fields, status: "wishlist", notes: "Apply next week" });
    expect(stillWished.status, stillWished.text).toBe(200);
    expect(stillWished.body.data.job).toMatchObject({ status: "wishlist", appliedDate: "", notes: "Apply next week" });

    expectError(await api.update(job.id, { ...fields, status: "applied", appliedDate: "" }), 400);
    const applied = await api.update(job.id, { ...fields, status: "applied", appliedDate: "2026-03-04" });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.data.job).toMatchObject({ status: "applied", appliedDate: "2026-03-04" });
    expect(applied.body.data.job.statusHistory.map((h: { to: string }) => h.to)).toEqual(["wishlist", "applied"]);

    // Back into the wishlist, the date it had is kept (nothing the user typed is dropped).
    const back = await api.update(job.id, { ...fields, status: "wishlist", appliedDate: "2026-03-04" });
    expect(back.body.data.job).toMatchObject({ status: "wishlist", appliedDate: "2026-03-04" });
  });

  it("changes status (PATCH): leaving the wishlist sets the date given, or today without one; entering it keeps the date", async () => {
    const { api, create } = await owner();
    const dated = await create({ title: "Analyst", company: "Stark", status: "wishlist" });
    const moved = await api.status(dated.id, { status: "applied", appliedDate: "2026-02-03" });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.job).toMatchObject({ status: "applied", appliedDate: "2026-02-03" });

    const undated = await create({ title: "Tester", company: "Wayne", status: "wishlist" });
    const today = await api.status(undated.id, { status: "interview" });
    expect(today.status, today.text).toBe(200);
    expect(today.body.data.job).toMatchObject({ status: "interview", appliedDate: todayIso() });

    const back = await api.status(dated.id, { status: "wishlist" });
    expect(back.body.data.job).toMatchObject({ status: "wishlist", appliedDate: "2026-02-03" });
    // A job that kept its date leaves the wishlist with it.
    const again = await api.status(dated.id, { status: "offer" });
    expect(again.body.data.job).toMatchObject({ status: "offer", appliedDate: "2026-02-03" });

    expectError(await api.status(undated.id, { status: "offer", appliedDate: "not a date" }), 400);
    expectError(await api.status(undated.id, { status: "wished" }), 400);
  });

  it("the board's move out of the wishlist carries the date its prompt confirmed", async () => {
    const { api, create } = await owner();
    const job = await create({ title: "SRE", company: "Oscorp", status: "wishlist" });
    const res = await api.move(job.id, { status: "applied", version: String(job.version), appliedDate: "2026-04-05" });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: "success", data: { job: { status: "applied", appliedDate: "2026-04-05" } } });
    expect((await api.get(job.id)).body.data.job).toMatchObject({ status: "applied", appliedDate: "2026-04-05" });
  });

  it("lists by status: GET /api/jobs?status=wishlist answers the wishlist only", async () => {
    const { api, create } = await owner();
    await create({ title: "Saved one", company: "A", status: "wishlist" });
    await create({ title: "Saved two", company: "B", status: "wishlist" });
    await create({ title: "Applied", company: "C" });
    const res = await api.list("?status=wishlist");
    expect(res.status, res.text).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data.jobs.map((j: { title: string }) => j.title).sort()).toEqual(["Saved one", "Saved two"]);
    expectError(await api.list("?status=wished"), 400);
  });

  it("a posting's draft (POST /api/jobs/import-url) says wishlist, so adding it as it is puts the job there", async () => {
    const { create } = await owner();
    const draft = {
      title: "Frontend Engineer",
      company: "Northwind",
      location: "",
      salary: "",
      description: "",
      jobUrl: "https://jobs.example.com/1",
      employmentType: "",
      remote: null,
      source: "page",
      status: "wishlist",
    };
    expect(await create(draft)).toMatchObject({ status: "wishlist", appliedDate: "" });
  });
});

describe("CSV export and import with the wishlist", () => {
  it("exports a wishlist job with its status and no date, and imports it back the same", async () => {
    const { create, api } = await owner();
    await create({ title: "Saved role", company: "Acme", status: "wishlist", salary: "170,000 - 200,000" });
    const exported = await api.exportCsv();
    const [header, row] = parseCsvRows(exported.text).map((r) => r.cells);
    expect(row![header!.indexOf("Status")]).toBe("wishlist");
    expect(row![header!.indexOf("Applied Date")]).toBe("");

    const target = await owner();
    await target.api.imports(exported.text);
    expect((await target.byCompany()).Acme).toMatchObject({ status: "wishlist", appliedDate: "", salary: "170,000 - 200,000" });
  });

  it("imports Huntr's Wishlist list into the wishlist (no date invented) and its other lists where they were", async () => {
    const { api, byCompany } = await owner();
    const huntr = [
      "Company,Job Title,List,Date Applied,Created At",
      "Acme,Frontend Engineer,Wishlist,,2026-01-03T10:00:00Z",
      "Initech,Backend Engineer,Applied,2026-01-05,2026-01-04T10:00:00Z",
      "Hooli,Designer,Wishlist,2026-01-06,2026-01-06T10:00:00Z",
    ].join("\n");
    const preview = await api.importCsv(huntr, { dryRun: true });
    expect(preview.body.data.preview.map((r: { status: string; appliedDate: string }) => [r.status, r.appliedDate])).toEqual([
      ["wishlist", ""],
      ["applied", "2026-01-05"],
      ["wishlist", "2026-01-06"],
    ]);
    expect(await api.imports(huntr)).toMatchObject({ created: 3, errors: [], unknownStages: [] });
    const jobs = await byCompany();
    expect(jobs.Acme).toMatchObject({ status: "wishlist", appliedDate: "" });
    expect(jobs.Initech).toMatchObject({ status: "applied", appliedDate: "2026-01-05" });
    expect(jobs.Hooli).toMatchObject({ status: "wishlist", appliedDate: "2026-01-06" });
  });

  it("imports Teal: Bookmarked into the wishlist, Min and Max Salary as one range, No Response staying Applied", async () => {
    const { api, byCompany } = await owner();
    const teal = [
      "Job Position,Company,Status,Date Saved,Min Salary,Max Salary,Notes",
      "Staff Engineer,Wayne,Bookmarked,2026-02-01,170000,200000,",
      "Analyst,Oscorp,No Response,2026-02-02,,95000,Sent via referral",
      "PM,Globex,Interviewing,2026-02-03,120000,,",
      "Writer,Stark,Applied,2026-02-04,80000,80000,",
    ].join("\n");
    const { mapping } = await api.imports(teal);
    expect(mapping).toEqual(
      expect.arrayContaining([
        { column: "Min Salary", field: "salaryMin" },
        { column: "Max Salary", field: "salaryMax" },
      ]),
    );
    const jobs = await byCompany();
    // A saved date is not an application date: the bookmarked job has none; the others take it, as before.
    expect(jobs.Wayne).toMatchObject({ status: "wishlist", appliedDate: "", salary: "170,000 - 200,000" });
    expect(jobs.Oscorp).toMatchObject({ status: "applied", appliedDate: "2026-02-02", salary: "Up to 95,000", notes: "Sent via referral" });
    expect(jobs.Globex).toMatchObject({ status: "interview", salary: "From 120,000" });
    expect(jobs.Stark).toMatchObject({ status: "applied", salary: "80,000" });
  });

  it("keeps a stage it cannot map in the notes and lists it in the preview, instead of refusing the row", async () => {
    const { api, byCompany } = await owner();
    const csv = [
      "Title,Company,Stage,Applied Date,Notes",
      "Engineer,Acme,Recruiter call,2026-01-05,Spoke to Dana",
      "Designer,Initech,Recruiter call,2026-01-06,",
      "Analyst,Hooli,Take-home sent?,2026-01-07,",
      "Tester,Umbrella,Offer,2026-01-08,",
    ].join("\n");
    const preview = await api.importCsv(csv, { dryRun: true });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.data).toMatchObject({
      created: 4,
      errors: [],
      unknownStages: [
        { stage: "Recruiter call", rows: [2, 3] },
        { stage: "Take-home sent?", rows: [4] },
      ],
    });
    expect((await api.imports(csv)).created).toBe(4);
    const jobs = await byCompany();
    expect(jobs.Acme).toMatchObject({ status: "applied", notes: "Spoke to Dana\n\nStage: Recruiter call" });
    expect(jobs.Initech).toMatchObject({ status: "applied", notes: "Stage: Recruiter call" });
    expect(jobs.Hooli).toMatchObject({ notes: "Stage: Take-home sent?" });
    expect(jobs.Umbrella).toMatchObject({ status: "offer", notes: "" });
  });
});
