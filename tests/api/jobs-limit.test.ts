// The 5,000-job limit per account (JOBS_PER_ACCOUNT_MAX, a trigger in migrations/0010_job_limit.sql): parallel
// creates cannot pass it together, a CSV import that would pass it is refused whole (its preview too, and the
// batch rolled back if the pre-check was overtaken), the board's form says so, and deleting a job makes room.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { importPassesJobLimit } from "~/schemas/job-csv-rules";
import { JOB_MESSAGES, JOBS_PER_ACCOUNT_MAX } from "~/schemas/jobs";
import { importJobsCsv } from "~/server/jobs/csv-import.server";
import { getDb } from "~/server/db.server";
import { expectError, signedInUser } from "./helpers";

/** Fills the account to `count` jobs in one statement (the trigger checks each row). */
async function fillJobs(userId: string, count: number) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
     INSERT INTO job_applications (id, user_id, title, company, status, priority, applied_date, created_at, updated_at)
     SELECT ?1 || '-' || i, ?1, 'Filler ' || i, 'Company ' || i, 'applied', 'medium', '2026-01-01', i, i FROM n`,
  )
    .bind(userId, count)
    .run();
}

const jobCount = async (userId: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM job_applications WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

async function owner() {
  const { user, token, c } = await signedInUser();
  const id = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(user.email.toLowerCase()).first<{ id: string }>())!.id;
  const create = (title: string) => c.call("/api/jobs", { method: "POST", token, body: { title, company: "Acme" } });
  const importCsv = (csv: string, dryRun = false) => {
    const form = new FormData();
    form.set("file", new File([csv], "jobs.csv", { type: "text/csv" }));
    return c.call(`/api/jobs/import${dryRun ? "?dryRun=1" : ""}`, { method: "POST", body: form, token });
  };
  return { c, id, token, create, importCsv };
}

describe("at most 5,000 job applications per account", () => {
  it("holds under parallel creates; deleting one makes room for one", async () => {
    expect(JOBS_PER_ACCOUNT_MAX).toBe(5000);
    const me = await owner();
    await fillJobs(me.id, JOBS_PER_ACCOUNT_MAX - 2);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => me.create(`Parallel ${i}`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    for (const refused of answers.filter((a) => a.status !== 201)) expectError(refused, 400, JOB_MESSAGES.tooManyJobs);
    expect(await jobCount(me.id)).toBe(JOBS_PER_ACCOUNT_MAX);
    // No history entry was left behind by a refused create (the batch is one transaction).
    const orphans = await env.DB.prepare(
      "SELECT count(*) AS n FROM job_status_history h WHERE NOT EXISTS (SELECT 1 FROM job_applications j WHERE j.id = h.job_id)",
    ).first<{ n: number }>();
    expect(orphans!.n).toBe(0);

    // Another account is not affected.
    const other = await owner();
    expect((await other.create("Mine")).status).toBe(201);

    const removed = await me.c.call(`/api/jobs/${me.id}-1`, { method: "DELETE", token: me.token });
    expect(removed.status, removed.text).toBe(200);
    expect((await me.create("After a delete")).status).toBe(201);
    expectError(await me.create("One too many"), 400, JOB_MESSAGES.tooManyJobs);
  });

  it("refuses a CSV import that would pass it, preview included, and writes none of its rows", async () => {
    const me = await owner();
    await fillJobs(me.id, JOBS_PER_ACCOUNT_MAX - 1);
    const csv = "Title,Company\nWelder,Forge Co\nPainter,Brush Ltd\n";
    const message = importPassesJobLimit(JOBS_PER_ACCOUNT_MAX - 1, 2);
    expect(message).toBe(
      "This file would take you past 5,000 job applications (you have 4,999, it adds 2). Delete ones you no longer need, or import fewer rows.",
    );
    expectError(await me.importCsv(csv, true), 400, message);
    expectError(await me.importCsv(csv), 400, message);
    expect(await jobCount(me.id)).toBe(JOBS_PER_ACCOUNT_MAX - 1);
    // One row fits.
    const one = await me.importCsv("Title,Company\nWelder,Forge Co\n");
    expect(one.status, one.text).toBe(201);
    expect(one.body.data.created).toBe(1);
    expect(await jobCount(me.id)).toBe(JOBS_PER_ACCOUNT_MAX);
  });

  it("rolls a CSV import's batch back whole when a parallel write took the last places after its check", async () => {
    const me = await owner();
    await fillJobs(me.id, JOBS_PER_ACCOUNT_MAX - 3);
    // The import reads the count (4,997 + 2 fits), then another request fills the account before its batch runs.
    const db = getDb(env.DB);
    let raced = false;
    const client = new Proxy(env.DB, {
      get(target, name) {
        const member = Reflect.get(target, name);
        if (name !== "batch") return typeof member === "function" ? member.bind(target) : member;
        return async (statements: D1PreparedStatement[]) => {
          if (!raced) {
            raced = true;
            await env.DB.prepare(
              `INSERT INTO job_applications (id, user_id, title, company, status, priority, applied_date, created_at, updated_at)
               VALUES (?1 || '-x1', ?1, 'x1', 'y', 'applied', 'medium', '2026-01-01', 1, 1), (?1 || '-x2', ?1, 'x2', 'y', 'applied', 'medium', '2026-01-01', 1, 1)`,
            )
              .bind(me.id)
              .run();
          }
          return target.batch(statements);
        };
      },
    });
    const racingDb = new Proxy(db, { get: (target, key, receiver) => (key === "$client" ? client : Reflect.get(target, key, receiver)) });
    await expect(importJobsCsv(racingDb as typeof db, me.id, "Title,Company\nWelder,Forge Co\nPainter,Brush Ltd\n")).rejects.toMatchObject({
      status: 400,
      message: importPassesJobLimit(JOBS_PER_ACCOUNT_MAX - 3, 2),
    });
    expect(raced).toBe(true);
    expect(await jobCount(me.id)).toBe(JOBS_PER_ACCOUNT_MAX - 1);
    const imported = await env.DB.prepare("SELECT count(*) AS n FROM job_applications WHERE user_id = ? AND title IN ('Welder', 'Painter')")
      .bind(me.id)
      .first<{ n: number }>();
    expect(imported!.n).toBe(0);
  });

  it("the board's Add Job form post (without JavaScript) comes back with the message and what was typed", async () => {
    const me = await owner();
    await fillJobs(me.id, JOBS_PER_ACCOUNT_MAX);
    const posted = await me.c.call("/jobtracker?dialog=add", {
      method: "POST",
      cookie: `vitrine_session=${me.token}`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "create",
        title: "Typed title",
        company: "Typed company",
        status: "applied",
        priority: "medium",
      }).toString(),
    });
    expect(posted.status).toBe(400);
    expect(posted.text).toContain(JOB_MESSAGES.tooManyJobs);
    expect(posted.text).toMatch(/value="Typed title"/);
    expect(posted.text).toMatch(/value="Typed company"/);
    expect(await jobCount(me.id)).toBe(JOBS_PER_ACCOUNT_MAX);
  });
});
