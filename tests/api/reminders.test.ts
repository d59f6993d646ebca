// Issue 18 §2: the hourly run. A notification per due follow-up and per interview within 24 h (naming the company and
// the job title), created once however often the run goes; the daily digest email sent at most once a day and not to
// users who opted out; the run reached through the Worker's `scheduled` handler and POST /api/dev/run-scheduled
// (404 outside development).
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "~/server/db.server";
import { runScheduled } from "~/server/reminders/reminders.server";
import worker from "../../workers/app";
import { BASE_URL, call, flashToastOf, mailFor, signedInUser, sleep } from "./helpers";

const HOUR = 3_600_000;
const today = () => new Date().toISOString().slice(0, 10);

async function owner() {
  const { user, token, c } = await signedInUser();
  return {
    user,
    token,
    create: async (body: Record<string, unknown>) => {
      const res = await c.call("/api/jobs", { method: "POST", token, body });
      expect(res.status, res.text).toBe(201);
      return res.body.data.job as { id: string; interviews: { id: string; at: string }[] };
    },
    update: (id: string, body: unknown) => c.call(`/api/jobs/${id}`, { method: "PUT", token, body }),
    optOut: () => c.call("/api/profiles/settings/email", { method: "PUT", token, body: { digestEmails: false } }),
  };
}

async function notificationsOf(userId: string) {
  const { results } = await env.DB.prepare(
    "SELECT title, message, action_url FROM notifications WHERE user_id = ? AND title <> 'Welcome to Vitrine!' ORDER BY message",
  )
    .bind(userId)
    .all<{ title: string; message: string; action_url: string }>();
  return results.filter((n) => n.title === "Time to follow up" || n.title === "Interview within 24 hours");
}

const digestsOf = async (email: string) => (await mailFor(email)).filter((m) => m.subject.startsWith("Your Vitrine day"));

/** Waits until `count` digests reached the outbox (through the email queue), then a little longer for any extra one. */
async function settledDigests(email: string, count: number) {
  const deadline = Date.now() + 10_000;
  while ((await digestsOf(email)).length < count && Date.now() < deadline) await sleep(25);
  await sleep(400);
  return digestsOf(email);
}

const runNow = () => call("/api/dev/run-scheduled", { method: "POST" });

describe("the hourly reminders run", () => {
  it("notifies a due follow-up and an interview within 24 h once, names company and title, and sends one digest a day", async () => {
    const alice = await owner();
    const soon = new Date(Date.now() + 3 * HOUR).toISOString();
    const followUp = await alice.create({ title: "Platform Engineer", company: "Acme Robotics", followUpAt: today() });
    const interview = await alice.create({ title: "Data Scientist", company: "Globex", interviews: [{ at: soon, kind: "technical" }] });
    // Not due: a follow-up next week, an interview in three days, an interview that has passed.
    await alice.create({ title: "Later", company: "Initech", followUpAt: "2099-01-01" });
    await alice.create({
      title: "Far",
      company: "Umbrella",
      interviews: [
        { at: new Date(Date.now() + 72 * HOUR).toISOString(), kind: "onsite" },
        { at: new Date(Date.now() - 2 * HOUR).toISOString(), kind: "phone" },
      ],
    });

    const first = await runNow();
    expect(first.status, first.text).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.data.reminders).toBeGreaterThanOrEqual(2);
    const notes = await notificationsOf(alice.user.id);
    expect(notes).toEqual([
      {
        title: "Time to follow up",
        message: "Follow up on your Platform Engineer application at Acme Robotics.",
        action_url: `/jobtracker?job=${followUp.id}`,
      },
      {
        title: "Interview within 24 hours",
        message: expect.stringMatching(/^Technical for Data Scientist at Globex: \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M UTC\.$/),
        action_url: `/jobtracker?job=${interview.id}`,
      },
    ]);
    const digest = await settledDigests(alice.user.email, 1);
    expect(digest).toHaveLength(1);
    expect(digest[0]!.subject).toBe("Your Vitrine day: 2 things to do");
    expect(digest[0]!.text).toContain("Follow up on your Platform Engineer application at Acme Robotics.");
    expect(digest[0]!.text).toContain("Technical for Data Scientist at Globex");
    expect(digest[0]!.html).toContain(`/jobtracker?job=${interview.id}`);

    // The same hour again, and two runs at once: nothing twice.
    const again = await Promise.all([runNow(), runNow()]);
    expect(again.every((r) => r.status === 200)).toBe(true);
    expect(await notificationsOf(alice.user.id)).toHaveLength(2);
    expect(await settledDigests(alice.user.email, 1)).toHaveLength(1);

    // Moving the interview is a new item: reminded again (the digest waits for tomorrow).
    const moved = new Date(Date.now() + 5 * HOUR).toISOString();
    const put = await alice.update(interview.id, {
      title: "Data Scientist",
      company: "Globex",
      interviews: [{ ...interview.interviews[0], at: moved }],
    });
    expect(put.status, put.text).toBe(200);
    await runNow();
    expect(await notificationsOf(alice.user.id)).toHaveLength(3);
    expect(await settledDigests(alice.user.email, 1)).toHaveLength(1);

    // Tomorrow: the follow-up (a day overdue) is not notified again, but the new day gets its digest.
    const tomorrow = await runScheduled(getDb(env.DB), env, Date.now() + 24 * HOUR);
    expect(tomorrow.digests).toBeGreaterThanOrEqual(1);
    expect(await settledDigests(alice.user.email, 2)).toHaveLength(2);
    expect(await notificationsOf(alice.user.id)).toHaveLength(3);
  });

  it("sends no digest to a user who opted out (the notifications still come), and a follow-up a week overdue is left alone", async () => {
    const bob = await owner();
    const off = await bob.optOut();
    expect(off.status, off.text).toBe(200);
    expect(off.body).toMatchObject({ success: true, message: "Email preferences saved.", user: { digestEmails: false } });
    await bob.create({ title: "Support Engineer", company: "Hooli", followUpAt: today() });
    await bob.create({
      title: "Old Lead",
      company: "Pied Piper",
      followUpAt: new Date(Date.now() - 10 * 24 * HOUR).toISOString().slice(0, 10),
    });
    const mailsBefore = (await mailFor(bob.user.email)).length;

    await runNow();
    const notes = await notificationsOf(bob.user.id);
    expect(notes.map((n) => n.message)).toEqual(["Follow up on your Support Engineer application at Hooli."]);
    await sleep(700);
    expect(await mailFor(bob.user.email)).toHaveLength(mailsBefore);
  });

  it("the settings page's form turns the digest off and on (a plain form post: the checkbox is absent when unticked)", async () => {
    const { token, c } = await signedInUser();
    const post = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      const res = await c.call("/settings?tab=account", {
        method: "POST",
        cookie: `vitrine_session=${token}`,
        body: form,
        headers: { Origin: BASE_URL },
      });
      return { status: res.status, toast: await flashToastOf(res) };
    };
    const digestEmails = async () => (await c.call("/api/profiles/settings", { token })).body.user.digestEmails;
    expect(await digestEmails()).toBe(true);
    expect(await post({ intent: "email" })).toEqual({
      status: 302,
      toast: expect.objectContaining({ type: "success", message: "Email preferences saved." }),
    });
    expect(await digestEmails()).toBe(false);
    await post({ intent: "email", digestEmails: "on" });
    expect(await digestEmails()).toBe(true);
  });

  it("runs from the Worker's scheduled handler (the Cron Trigger)", async () => {
    const carol = await owner();
    await carol.create({
      title: "Site Reliability Engineer",
      company: "Stark Industries",
      interviews: [{ at: new Date(Date.now() + HOUR).toISOString(), kind: "final" }],
    });
    const controller = createScheduledController({ scheduledTime: Date.now(), cron: "0 * * * *" });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    const notes = await notificationsOf(carol.user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toMatch(/^Final for Site Reliability Engineer at Stark Industries: /);
  });

  it("POST /api/dev/run-scheduled answers 404 when ENVIRONMENT is not development", async () => {
    const production = Object.assign(Object.create(null), env, { ENVIRONMENT: "production" }) as Env;
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${BASE_URL}/api/dev/run-scheduled`, { method: "POST" }) as Request<unknown, IncomingRequestCfProperties>,
      production,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "Not found" });
  });
});
