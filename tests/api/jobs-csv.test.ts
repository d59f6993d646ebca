// The tracker's CSV out and in (issue 18 section 4): GET /api/jobs/export.csv (header, ISO dates, formula guard,
// owner only) and POST /api/jobs/import (round trip, other trackers' headers, odd dates and status names, errors by
// line, dry run, duplicates, limits, auth, parallel imports).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { IMPORT_LIMITS, IMPORT_MESSAGES } from "~/schemas/job-csv-rules";
import { parseCsvRows } from "~/server/jobs/csv-parse";
import { JOBS_CSV_HEADER } from "~/server/jobs/csv-export.server";
import { client, expectError, jobsCsvImport, signedInUser } from "./helpers";

async function owner() {
  const { user, token, c } = await signedInUser();
  const api = {
    create: (body: unknown) => c.call("/api/jobs", { method: "POST", token, body }),
    list: async () => (await c.call("/api/jobs", { token })).body.data.jobs as Record<string, unknown>[],
    exportCsv: (auth: { token?: string } = { token }) => c.call("/api/jobs/export.csv", auth),
    ...jobsCsvImport(c, token),
  };
  return { user, token, api };
}

const FIELDS = [
  "title",
  "company",
  "status",
  "priority",
  "appliedDate",
  "followUpAt",
  "location",
  "salary",
  "jobUrl",
  "description",
  "notes",
  "recruiterName",
  "contactEmail",
  "contactPhone",
] as const;

const pick = (job: Record<string, unknown>) => Object.fromEntries(FIELDS.map((f) => [f, job[f]]));

describe("GET /api/jobs/export.csv", () => {
  it("downloads every job of the owner only, with a header row, ISO dates and formulas defused", async () => {
    const { api } = await owner();
    const other = await owner();
    await other.api.create({ title: "Not mine", company: "Elsewhere" });
    expect(
      (await api.create({ title: "Engineer", company: '=HYPERLINK("x")', appliedDate: "2024-03-05", notes: 'a, b\n"c"' })).status,
    ).toBe(201);
    expect(
      (await api.create({ title: "Designer", company: "Initech", appliedDate: "2024-03-06", contactPhone: "+1 555 0100" })).status,
    ).toBe(201);

    const res = await api.exportCsv();
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="vitrine-jobs-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    const rows = parseCsvRows(res.text).map((r) => r.cells);
    expect(rows[0]).toEqual([...JOBS_CSV_HEADER]);
    expect(rows).toHaveLength(3);
    const col = (name: (typeof JOBS_CSV_HEADER)[number]) => JOBS_CSV_HEADER.indexOf(name);
    // Newest first; the second job was added last.
    expect(rows[1]![col("Title")]).toBe("Designer");
    expect(rows[1]![col("Contact Phone")]).toBe("'+1 555 0100");
    expect(rows[2]![col("Company")]).toBe('\'=HYPERLINK("x")');
    expect(rows[2]![col("Notes")]).toBe('a, b\n"c"');
    expect(rows[2]![col("Applied Date")]).toBe("2024-03-05");
    expect(rows[2]![col("Created At")]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(res.text).not.toContain("Not mine");
    expect(res.text.endsWith("\r\n")).toBe(true);
  });

  it("answers 401 without a session", async () => {
    const { api } = await owner();
    expectError(await api.exportCsv({}), 401);
  });
});

describe("POST /api/jobs/import", () => {
  it("round-trips an export into another account: the same jobs, in the same order", async () => {
    const { api } = await owner();
    const jobs = [
      {
        title: "Frontend Engineer",
        company: "Acme, Inc.",
        status: "interview",
        priority: "high",
        appliedDate: "2024-01-05",
        followUpAt: "2030-02-01",
        location: "Remote",
        salary: "$120k - $140k",
        jobUrl: "https://jobs.example.com/1",
        description: '- Build UIs\n- Ship "fast"\n=SUM(A1)',
        notes: "@mention, +1",
        recruiterName: "Jamie Fox",
        contactEmail: "jamie@acme.example",
        contactPhone: "+1 555 0100",
      },
      { title: "Data Analyst", company: "Initech", status: "in-progress", priority: "low", appliedDate: "2023-12-24" },
      { title: "PM", company: "Globex", status: "rejected", appliedDate: "2024-02-29", notes: "line one\r\nline two" },
    ];
    for (const job of jobs) expect((await api.create(job)).status).toBe(201);
    const exported = await api.exportCsv();

    const target = await owner();
    const imported = await target.api.importCsv(exported.text);
    expect(imported.status, imported.text).toBe(201);
    expect(imported.body.success).toBe(true);
    expect(imported.body.data).toMatchObject({ created: 3, skipped: 0, errors: [], dryRun: false });
    expect((await target.api.list()).map(pick)).toEqual((await api.list()).map(pick));

    // Each created job has its first status-history entry, as createJob gives it, and its recruiter as its first contact.
    const [first, , last] = await target.api.list();
    expect(first!.statusHistory).toEqual([{ from: null, to: "rejected", changedAt: expect.any(String) }]);
    expect(last!.contacts).toEqual([
      {
        id: expect.any(String),
        name: "Jamie Fox",
        role: "Recruiter",
        email: "jamie@acme.example",
        phone: "+1 555 0100",
        linkedin: "",
        notes: "",
      },
    ]);
  });

  it("reads another tracker's columns, status names, priorities and dates (Huntr-like, Teal-like)", async () => {
    const { api } = await owner();
    const huntr = [
      "Company,Job Title,List,Date Applied,Location,URL,Description",
      'Acme,Frontend Engineer,Wishlist,Jan 5 2024,Berlin,www.acme.example/jobs/1,"Build, ship"',
      "Initech,Backend Engineer,Phone Screen,5 January 2024,Remote,,",
      "Globex,Designer,Onsite,01/31/2024,,,",
      "Hooli,PM,Offer,31/01/2024,,,",
      "Umbrella,SRE,No Response,2024/02/03,,,",
      "Stark,QA,Ongoing,45292,,,",
    ].join("\r\n");
    const imported = await api.imports(huntr);
    expect(imported).toMatchObject({ created: 6, skipped: 0, errors: [] });
    expect(imported.mapping).toEqual([
      { column: "Company", field: "company" },
      { column: "Job Title", field: "title" },
      { column: "List", field: "status" },
      { column: "Date Applied", field: "appliedDate" },
      { column: "Location", field: "location" },
      { column: "URL", field: "jobUrl" },
      { column: "Description", field: "description" },
    ]);
    const byCompany = Object.fromEntries((await api.list()).map((j) => [j.company, j]));
    expect(pick(byCompany.Acme!)).toMatchObject({
      title: "Frontend Engineer",
      status: "wishlist",
      appliedDate: "2024-01-05",
      location: "Berlin",
      jobUrl: "https://www.acme.example/jobs/1",
      description: "Build, ship",
      priority: "medium",
    });
    expect(byCompany.Initech).toMatchObject({ status: "interview", appliedDate: "2024-01-05" });
    expect(byCompany.Globex).toMatchObject({ status: "interview", appliedDate: "2024-01-31" });
    expect(byCompany.Hooli).toMatchObject({ status: "offer", appliedDate: "2024-01-31" });
    // "No Response" is an application still waiting, not a rejection (issue 31).
    expect(byCompany.Umbrella).toMatchObject({ status: "applied", appliedDate: "2024-02-03" });
    expect(byCompany.Stark).toMatchObject({ status: "in-progress", appliedDate: "2024-01-01" });

    // Teal-like: semicolons, a BOM, other names, an excitement rating, a saved date when no applied date.
    const teal = [
      "\uFEFFJob Position;Company Name;Stage;Excitement;Date Saved;Job URL;Notes;Contact Email",
      'Staff Engineer;Wayne Enterprises;Interviewing;5;2024-03-01T09:30:00Z;https://wayne.example/j/2;"Met at a meetup; nice";bruce@wayne.example',
      "Analyst;Oscorp;Accepted;★★;12.03.2024;;;",
    ].join("\n");
    expect(await api.imports(teal)).toMatchObject({ created: 2, errors: [], delimiter: ";" });
    const all = Object.fromEntries((await api.list()).map((j) => [j.company, j]));
    expect(all["Wayne Enterprises"]).toMatchObject({
      title: "Staff Engineer",
      status: "interview",
      priority: "high",
      appliedDate: "2024-03-01",
      notes: "Met at a meetup; nice",
      contactEmail: "bruce@wayne.example",
    });
    expect(all.Oscorp).toMatchObject({ status: "offer", priority: "low", appliedDate: "2024-03-12" });
  });

  it("reports invalid rows by their line in the file (the header is line 1) and imports the rest", async () => {
    const { api } = await owner();
    const csv = [
      "Title,Company,Status,Applied Date,Contact Email,Job URL",
      "Engineer,Acme,applied,2024-01-05,,",
      ",Initech,applied,2024-01-05,,", // line 3: no title
      '"Multi',
      'line",Globex,Dreaming,2024-01-05,,', // a quoted line break: the row starts on line 4
      "Designer,Hooli,applied,not a date,,",
      "Tester,Umbrella,applied,2024-01-05,nope,",
      "Writer,Stark,applied,2024-02-30,,",
      "Dev,Oscorp,applied,2024-01-05,,ftp://files.example/x",
    ].join("\n");
    const report = await api.imports(csv);
    // An unknown stage is no error (issue 31): the row is imported with the stage in its notes.
    expect(report.created).toBe(2);
    expect(report.unknownStages).toEqual([{ stage: "Dreaming", rows: [4] }]);
    expect(report.errors).toEqual([
      { row: 3, message: "Job title is required" },
      { row: 6, message: 'Could not read the date "not a date" (use YYYY-MM-DD)' },
      { row: 7, message: "Please enter a valid email address" },
      { row: 8, message: 'Could not read the date "2024-02-30" (use YYYY-MM-DD)' },
      { row: 9, message: "Please enter a valid URL (starting with http:// or https://)" },
    ]);
    expect(await api.list()).toHaveLength(2);
  });

  it("a dry run answers what would happen and creates nothing", async () => {
    const { api } = await owner();
    await api.create({ title: "Engineer", company: "Acme", appliedDate: "2024-01-05" });
    const csv = "Title,Company,Applied Date,Status\nEngineer,Acme,2024-01-05,applied\nDesigner,Initech,2024-01-06,interview\n,x,,\n";
    const preview = await api.importCsv(csv, { dryRun: true });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.data).toMatchObject({
      dryRun: true,
      created: 1,
      skipped: 1,
      duplicates: [2],
      errors: [{ row: 4, message: "Job title is required" }],
      preview: [
        { row: 3, title: "Designer", company: "Initech", status: "interview", priority: "medium", appliedDate: "2024-01-06", location: "" },
      ],
    });
    expect(await api.list()).toHaveLength(1);
    // The real import gives the same counts.
    const real = await api.importCsv(csv);
    expect(real.body.data).toMatchObject({ dryRun: false, created: 1, skipped: 1 });
    expect(await api.list()).toHaveLength(2);
  });

  it("skips exact duplicates: of existing jobs (company, title and date, any case; or the URL) and within the file", async () => {
    const { api } = await owner();
    await api.create({ title: "Engineer", company: "Acme", appliedDate: "2024-01-05" });
    await api.create({ title: "Other", company: "Other", jobUrl: "https://jobs.example.com/7" });
    const csv = [
      "Title,Company,Applied Date,URL",
      "ENGINEER,acme,2024-01-05,", // same job, other case
      "Engineer,Acme,2024-02-01,", // another date: a new application
      "Anything,Else,2024-01-01,https://jobs.example.com/7", // same URL
      "Fresh,Co,2024-01-01,",
      "Fresh,Co,2024-01-01,", // repeats the row above
    ].join("\n");
    const res = await api.importCsv(csv);
    expect(res.body.data).toMatchObject({ created: 2, skipped: 3, duplicates: [2, 4, 6], errors: [] });
    // Importing the same file again creates nothing.
    const again = await api.importCsv(csv);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ created: 0, skipped: 5 });
    expect(await api.list()).toHaveLength(4);
  });

  it("two imports of the same file in parallel create its jobs once", async () => {
    const { api, user } = await owner();
    const csv = ["Title,Company,Applied Date", ...Array.from({ length: 30 }, (_, i) => `Job ${i},Co ${i},2024-01-05`)].join("\n");
    const answers = await Promise.all([api.importCsv(csv), api.importCsv(csv), api.importCsv(csv)]);
    const created = answers.map((a) => a.body.data.created as number);
    expect(created.reduce((a, b) => a + b, 0)).toBe(30);
    expect(answers.every((a) => a.body.data.created + a.body.data.skipped === 30)).toBe(true);
    expect(await api.list()).toHaveLength(30);
    // One history entry per created job, none for the rows a parallel import took.
    const history = await env.DB.prepare(
      "SELECT count(*) AS n FROM job_status_history h JOIN job_applications j ON j.id = h.job_id WHERE j.user_id = ?",
    )
      .bind(user.id)
      .first<{ n: number }>();
    expect(history!.n).toBe(30);
  });

  it("writes a large file in few statements (over D1's 100 bound parameters) and keeps the file's order", async () => {
    const { api } = await owner();
    const rows = Array.from({ length: 400 }, (_, i) => `Role ${i},Company ${i},2024-01-05,"Notes ${i}, with a comma"`);
    expect((await api.imports(["Title,Company,Applied Date,Notes", ...rows].join("\n"))).created).toBe(400);
    const list = await api.list();
    expect(list).toHaveLength(400);
    expect(list[0]).toMatchObject({ title: "Role 0", notes: "Notes 0, with a comma" });
    expect(list[399]).toMatchObject({ title: "Role 399" });
  });

  it("refuses what it cannot import with clear 4xx answers", async () => {
    const { api } = await owner();
    expectError(await api.importCsv("", {}), 400, IMPORT_MESSAGES.noFile);
    expectError(await api.importCsv("Title,Company\n"), 400, IMPORT_MESSAGES.empty);
    expectError(await api.importCsv("Name,Employer\nx,y\n"), 400, IMPORT_MESSAGES.noTitle);
    expectError(await api.importCsv("Title,Place\nx,y\n"), 400, IMPORT_MESSAGES.noCompany);
    expectError(await api.importCsv(new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 0xff])])), 400, IMPORT_MESSAGES.notText);
    const tooMany = ["Title,Company", ...Array.from({ length: IMPORT_LIMITS.rows + 1 }, (_, i) => `T${i},C${i}`)].join("\n");
    expectError(await api.importCsv(tooMany), 400, IMPORT_MESSAGES.tooManyRows);
    const big = `Title,Company,Notes\n${`a,b,${"x".repeat(1000)}\n`.repeat(1100)}`;
    expect(big.length).toBeGreaterThan(IMPORT_LIMITS.bytes);
    expectError(await api.importCsv(big), 413, IMPORT_MESSAGES.tooLarge);
    // Not multipart at all.
    const { token, c } = await signedInUser();
    expectError(await c.call("/api/jobs/import", { method: "POST", token, body: { file: "x" } }), 400, IMPORT_MESSAGES.noFile);
    expect(await api.list()).toHaveLength(0);
  });

  it("needs a session", async () => {
    const { api } = await owner();
    expectError(await api.importCsv("Title,Company\nx,y\n", { auth: {} }), 401);
  });
});

describe("GET /jobtracker?view=table (the server's render, what a browser without JavaScript shows)", () => {
  it("renders one page of 50 rows in the URL's order and filter, with sort links and page links", async () => {
    const { api, token } = await owner();
    const c = client();
    const page = (path: string) => c.call(path, { cookie: `vitrine_session=${token}` });
    const rows = Array.from(
      { length: 60 },
      (_, i) => `Role ${String(i).padStart(2, "0")},Co ${String(i).padStart(2, "0")},${i % 2 ? "offer" : "applied"},2024-01-05`,
    );
    expect((await api.importCsv(["Title,Company,Status,Applied Date", ...rows].join("\n"))).body.data.created).toBe(60);
    const titlesOf = (html: string) => [...html.matchAll(/data-row-link="true"[^>]*>([^<]+)</g)].map((m) => m[1]);

    const first = await page("/jobtracker?view=table&sort=company&dir=asc");
    expect(first.status).toBe(200);
    const firstTitles = titlesOf(first.text);
    expect(firstTitles).toHaveLength(50);
    expect(firstTitles[0]).toBe("Role 00");
    expect(first.text).toContain('aria-sort="ascending"');
    expect(first.text).toContain("Showing 1–50 of 60 applications");
    expect(first.text).toContain('href="/jobtracker?view=table&amp;sort=company&amp;dir=desc"');
    expect(first.text).toContain('href="/jobtracker?view=table&amp;sort=company&amp;dir=asc&amp;page=2"');

    const second = await page("/jobtracker?view=table&sort=company&dir=asc&page=2");
    expect(titlesOf(second.text)).toEqual(Array.from({ length: 10 }, (_, i) => `Role ${50 + i}`));

    const offers = await page("/jobtracker?view=table&sort=company&dir=desc&status=offer");
    const offerTitles = titlesOf(offers.text);
    expect(offerTitles).toHaveLength(30);
    expect(offerTitles[0]).toBe("Role 59");
    expect(offers.text).toContain("Showing 1–30 of 30 applications");
  });
});
