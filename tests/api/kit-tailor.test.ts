// POST /api/jobs/{id}/tailored-resume (issue 33 §1) through the real Worker against local D1: the saved profile tailored
// to the caller's job in the shape (skills and bullets in the posting's order, each change listed, the missing
// requirements as suggestions), nothing invented, the profile itself unchanged; another user's job 404, signed out 401.
// Workers AI cannot be faked per test through the Worker's env, so the guarded rewording is tested on tailorForJob
// with the real D1 and a fake binding: an answer that adds a number, a name or a skill, or fails, leaves the local draft.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { tailoredResumeAnswerSchema } from "~/schemas/kit-tailor";
import { getDb } from "~/server/db.server";
import { inventedFacts } from "~/server/kit/never-invent";
import { experienceYears } from "~/server/kit/tailor";
import { tailorForJob } from "~/server/kit/tailor.server";
import { undoChange } from "~/server/kit/tailor-undo";
import { getProfile } from "~/server/profiles/profile.server";
import { GO_ENGINEER, GO_JOB, NURSE, NURSE_JOB } from "../kit-tailor-profiles";
import { expectError, signedInUser } from "./helpers";

async function candidate(profile: Record<string, unknown>) {
  const { token, c, user } = await signedInUser();
  const saved = await c.call("/api/profiles/me", { method: "PUT", token, body: profile });
  expect(saved.status, saved.text).toBe(200);
  const createJob = async (job: Record<string, unknown>) => {
    const created = await c.call("/api/jobs", { method: "POST", token, body: job });
    expect(created.status, created.text).toBe(201);
    return created.body.data.job.id as string;
  };
  const tailor = (jobId: string, as: string | undefined = token) =>
    c.call(`/api/jobs/${jobId}/tailored-resume`, { method: "POST", token: as });
  const savedProfile = async () => (await c.call("/api/profiles/me", { token })).body.profile;
  return { token, userId: user.id, createJob, tailor, savedProfile };
}

describe("POST /api/jobs/{id}/tailored-resume", () => {
  it("answers the draft, its changes and suggestions in the issue's shape, in the posting's order, and leaves the profile as it was", async () => {
    const { createJob, tailor, savedProfile } = await candidate(GO_ENGINEER);
    const jobId = await createJob(GO_JOB);
    const before = await savedProfile();
    const res = await tailor(jobId);
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    const data = tailoredResumeAnswerSchema.parse(res.body.data);
    expect(data.generatedBy).toBe("local");
    expect(data.resume.skills.slice(0, 4)).toEqual(["Golang", "Kubernetes", "Docker", "PostgreSQL"]);
    expect(data.resume.experience[0]!.achievements[0]).toBe("Led the migration of 40 services to Kubernetes, cutting deploy time by 35%");
    expect(data.resume.projects.map((p) => p.title)).toEqual(["Kube Deployer"]);
    expect(data.resume.summary).toMatch(
      /^Backend Engineer with \d+ years of experience in Golang, Kubernetes and Docker, seeking the Senior Go Engineer role at Northwind Traders\./,
    );
    expect(data.changes.map((c) => c.detail)).toEqual([
      "Moved Golang, Kubernetes, Docker and PostgreSQL to the top of Skills",
      "Aimed the summary's first sentence at the Senior Go Engineer role",
      "Put the bullets about Kubernetes and services first in Acme Robotics",
      "Put the bullets about PostgreSQL first in Globex",
      "Hid the project Recipes: it shows nothing the posting asks for",
      "Hid the project Trail Log: it shows nothing the posting asks for",
    ]);
    expect(data.suggestions).toContain("The posting asks for gRPC: add it if you have used it.");
    expect(data.suggestions).toContain("The posting would also like Terraform: add it if you have used it.");
    expect(await savedProfile()).toEqual(before);
  });

  it("invents no employer, school, number, date or skill: every fact of the draft is the saved profile's", async () => {
    for (const [profile, job] of [
      [GO_ENGINEER, GO_JOB],
      [NURSE, NURSE_JOB],
    ] as const) {
      const { createJob, tailor, savedProfile } = await candidate(profile);
      const res = await tailor(await createJob(job));
      expect(res.status, res.text).toBe(200);
      const saved = await savedProfile();
      const years = experienceYears(saved, new Date());
      const sources = [JSON.stringify(saved), `${job.title} ${job.company}`, `${years} years`];
      expect(inventedFacts(JSON.stringify(res.body.data.resume, null, 1), sources)).toEqual([]);
      expect(res.body.data.resume.experience.map((e: { company: string }) => e.company)).toEqual(
        saved.experience.map((e: { company: string }) => e.company),
      );
      expect(res.body.data.resume.education).toEqual(saved.education);
      expect([...res.body.data.resume.skills].sort()).toEqual([...saved.skills].sort());
    }
  });

  it("answers 404 for another user's job and an unknown id, 401 signed out", async () => {
    const alice = await candidate(GO_ENGINEER);
    const bob = await candidate(NURSE);
    const jobId = await alice.createJob(GO_JOB);
    expectError(await bob.tailor(jobId), 404, "Job application not found");
    expectError(await bob.tailor("no-such-job"), 404, "Job application not found");
    expectError(await alice.tailor(jobId, ""), 401);
    expect((await alice.tailor(jobId)).status).toBe(200);
  });
});

// --- Workers AI rewording, guarded (tailor.server.ts), with a fake binding ---

const LED = "Led the migration of 40 services to Kubernetes, cutting deploy time by 35%";

/** A fake binding that rewords the bullets it is sent with `reword` (the others come back as they were). */
function fakeAi(reword: (text: string) => string) {
  const calls: Array<{ model: string; user: string }> = [];
  return {
    calls,
    binding: {
      async run(model: string, input: Record<string, unknown>) {
        const user = (input.messages as Array<{ role: string; content: string }>).find((m) => m.role === "user")!.content;
        calls.push({ model, user });
        const bullets = JSON.parse(user.slice(user.indexOf("Bullets:\n") + "Bullets:\n".length)) as Array<{ id: string; text: string }>;
        return { response: { bullets: bullets.map(({ id, text }) => ({ id, text: reword(text) })) } };
      },
    },
  };
}

async function tailoredWith(ai: unknown) {
  const { userId, createJob } = await candidate(GO_ENGINEER);
  const jobId = await createJob(GO_JOB);
  const db = getDb(env.DB);
  return {
    profile: await getProfile(db, userId),
    local: await tailorForJob(db, {}, userId, jobId),
    withAi: await tailorForJob(db, { AI: ai }, userId, jobId),
  };
}

describe("tailorForJob with Workers AI bound", () => {
  it("uses a faithful rewording: each reworded bullet is a change, undone back to the local draft's bullet", async () => {
    const ai = fakeAi((text) => (text === LED ? "Moved 40 services to Kubernetes and cut deploy time by 35%" : text));
    const { profile, local, withAi } = await tailoredWith(ai.binding);
    expect(ai.calls).toHaveLength(1);
    expect(ai.calls[0]!.model).toBe("@cf/meta/llama-3.1-8b-instruct");
    expect(ai.calls[0]!.user).toContain(LED);
    expect(withAi.generatedBy).toBe("workers-ai");
    expect(withAi.resume.experience[0]!.achievements[0]).toBe("Moved 40 services to Kubernetes and cut deploy time by 35%");
    const index = withAi.changes.findIndex((c) => c.kind === "bullet-reworded");
    expect(withAi.changes[index]).toEqual({
      kind: "bullet-reworded",
      path: "experience/0/achievements/0",
      detail: "Reworded a bullet in Acme Robotics",
      before: LED,
      after: "Moved 40 services to Kubernetes and cut deploy time by 35%",
    });
    expect(withAi.changes.filter((c) => c.kind !== "bullet-reworded")).toEqual(local.changes);
    expect(undoChange(withAi, profile, index)).toEqual({ ...withAi.resume, experience: local.resume.experience });
    expect(tailoredResumeAnswerSchema.safeParse(withAi).success).toBe(true);
  });

  it("keeps a bullet whose rewording drops one of its numbers as it was, and uses the others", async () => {
    const CLOUD = "Cut the monthly cloud bill by 18% with rightsizing";
    const ai = fakeAi((text) =>
      text === LED
        ? "Moved services to Kubernetes, cutting deploy time"
        : text === CLOUD
          ? "Cut the cloud bill by 18% a month with rightsizing"
          : text,
    );
    const { local, withAi } = await tailoredWith(ai.binding);
    expect(withAi.generatedBy).toBe("workers-ai");
    expect(withAi.changes.filter((c) => c.kind === "bullet-reworded").map((c) => c.before)).toEqual([CLOUD]);
    expect(withAi.resume.experience[0]!.achievements).toEqual(
      local.resume.experience[0]!.achievements.map((b) => (b === CLOUD ? "Cut the cloud bill by 18% a month with rightsizing" : b)),
    );
  });

  it.each([
    ["a number", (text: string) => (text === LED ? `${text}, saving 120 hours a month` : text)],
    ["an employer's name", (text: string) => (text === LED ? `${text} for Initech` : text)],
    ["a date", (text: string) => (text === LED ? `${text} in 2019` : text)],
    ["a skill the profile lacks", (text: string) => (text === LED ? `${text} with terraform` : text)],
  ])("rejects an answer that adds %s and answers the local draft", async (_what, reword) => {
    const { local, withAi } = await tailoredWith(fakeAi(reword).binding);
    expect(withAi).toEqual(local);
    expect(withAi.generatedBy).toBe("local");
  });

  it("answers the local draft when the model fails, answers no JSON, an invalid shape or bullets it was not sent", async () => {
    const answers: Array<() => Promise<unknown>> = [
      async () => {
        throw new Error("AI binding unavailable");
      },
      async () => ({ response: "{ not json" }),
      async () => ({ response: { bullets: "reworded" } }),
      async () => ({ response: { bullets: [{ id: "9.9", text: "Moved services to Kubernetes" }] } }),
      async () => null,
    ];
    for (const answer of answers) {
      const { local, withAi } = await tailoredWith({ run: answer });
      expect(withAi).toEqual(local);
    }
  });
});
