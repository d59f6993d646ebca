// GET /api/ai-insights/match/{jobId} (issue 32) through the real Worker against local D1: the saved profile scored
// against each of the caller's jobs, in the shape; another user's job (and an unknown id) answers 404,
// signed out 401; the result is cached per job version and profile version (a repeat is served from ai_analyses,
// a job edit or a profile save scores again); an unreadable posting says low confidence; an unrelated one < 40.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { profileMatchSchema } from "~/schemas/ai";
import { getDb } from "~/server/db.server";
import { matchProfileToJob, profileMatchBadges } from "~/server/ai/profile-match.server";
import { GO_JOB, NURSE_JOB, NURSE_PROFILE } from "../match-fixtures";
import { expectError, signedInUser } from "./helpers";

/** A posting whose requirements cannot be read: one vague line. */
const VAGUE_JOB = { title: "Team Member", company: "Acme", description: "Join our great team and make a difference every day." };

async function nurse(profile: Record<string, unknown> | null = NURSE_PROFILE) {
  const { token, c, user } = await signedInUser();
  if (profile) {
    const saved = await c.call("/api/profiles/me", { method: "PUT", token, body: profile });
    expect(saved.status, saved.text).toBe(200);
  }
  const createJob = async (job: Record<string, unknown>) => {
    const created = await c.call("/api/jobs", { method: "POST", token, body: job });
    expect(created.status, created.text).toBe(201);
    return created.body.data.job as { id: string };
  };
  const match = (jobId: string, as = token) => c.call(`/api/ai-insights/match/${jobId}`, { token: as });
  const page = (path: string) => c.call(path, { cookie: `vitrine_session=${token}` });
  return { c, token, createJob, match, page, userId: user.id };
}

async function cacheRows(jobId: string) {
  return (
    await env.DB.prepare("SELECT id, resume_hash, job_version FROM ai_analyses WHERE job_id = ? AND analysis_type = 'profileMatch'")
      .bind(jobId)
      .all<{ id: string; resume_hash: string; job_version: string }>()
  ).results;
}

/** The cards' match badges in the board's page: "Profile match 82%, high confidence" per job, by job title. */
function badgesIn(html: string): Map<string, string> {
  const badges = new Map<string, string>();
  for (const card of html.split("data-job-card=").slice(1)) {
    const title = /class="job-card-title">([^<]+)</.exec(card)?.[1];
    const badge = /title="(Profile match \d+%, \w+ confidence)"/.exec(card)?.[1];
    if (title && badge) badges.set(title, badge);
  }
  return badges;
}

describe("GET /api/ai-insights/match/{jobId}", () => {
  it("scores the saved profile against the job in the issue's shape", async () => {
    const { createJob, match } = await nurse();
    const job = await createJob(NURSE_JOB);
    const res = await match(job.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.success).toBe(true);
    const parsed = profileMatchSchema.parse(res.body.data.match);
    expect(parsed.overallMatch).toBeGreaterThanOrEqual(60);
    expect(parsed.confidence).toBe("high");
    expect(parsed.occupation.fit).toBe("same");
    expect(parsed.occupation.job).toMatchObject({ family: expect.any(String), title: expect.any(String) });
    expect(parsed.occupation.profile).toMatchObject({ family: parsed.occupation.job?.family });
    expect(parsed.skillsMatch.matchedSkills).toEqual(expect.arrayContaining(["ACLS", "BLS"]));
    expect(parsed.experienceMatch.relevantExperience).toMatch(/3\+ requested/);
    expect(parsed.recommendations.length).toBeGreaterThan(0);
    expect(parsed.factors).toMatchObject({ confidence: "high", occupation: parsed.occupation });
  });

  it("answers 404 for another user's job and an unknown id, 401 signed out, and keeps nothing; the owner gets the match", async () => {
    const alice = await nurse();
    const bob = await nurse();
    const job = await alice.createJob(NURSE_JOB);
    expectError(await bob.match(job.id), 404, "Job application not found");
    expectError(await bob.match("no-such-job"), 404, "Job application not found");
    expectError(await alice.c.call(`/api/ai-insights/match/${job.id}`), 401);
    expect(await cacheRows(job.id)).toEqual([]);
    expect((await alice.match(job.id)).status).toBe(200);
  });

  it("serves a repeat from the cache and scores again after a job edit or a profile save", async () => {
    const { c, token, createJob, match } = await nurse();
    const job = await createJob(NURSE_JOB);
    const first = await match(job.id);
    expect(first.body.data.cached).toBe(false);
    const again = await match(job.id);
    expect(again.body.data).toEqual({ match: first.body.data.match, cached: true });
    expect(await cacheRows(job.id)).toHaveLength(1);

    // A job edit is a new job version: the posting now asks for a skill the profile lacks.
    const edited = { ...NURSE_JOB, description: `${NURSE_JOB.description}\n- Required: Phlebotomy and IV therapy` };
    expect((await c.call(`/api/jobs/${job.id}`, { method: "PUT", token, body: edited })).status).toBe(200);
    const afterEdit = await match(job.id);
    expect(afterEdit.body.data.cached).toBe(false);
    expect(afterEdit.body.data.match.overallMatch).not.toBe(first.body.data.match.overallMatch);
    const editRows = await cacheRows(job.id);
    expect(editRows).toHaveLength(1);

    // A profile save is a new profile version: with the missing skills added, the score changes again.
    const skills = [...NURSE_PROFILE.skills, "Phlebotomy", "IV Therapy"];
    expect((await c.call("/api/profiles/me", { method: "PUT", token, body: { ...NURSE_PROFILE, skills } })).status).toBe(200);
    const afterSave = await match(job.id);
    expect(afterSave.body.data.cached).toBe(false);
    expect(afterSave.body.data.match.overallMatch).toBeGreaterThan(afterEdit.body.data.match.overallMatch);
    // The match of the older profile version can never be read again: it is replaced.
    const saveRows = await cacheRows(job.id);
    expect(saveRows).toHaveLength(1);
    expect(saveRows[0]?.resume_hash).not.toBe(editRows[0]?.resume_hash);
    expect((await match(job.id)).body.data.cached).toBe(true);
  });

  it("says low confidence, and no high score, for a posting whose requirements cannot be read", async () => {
    const { createJob, match } = await nurse();
    const res = await match((await createJob(VAGUE_JOB)).id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.match.confidence).toBe("low");
    expect(res.body.data.match.overallMatch).toBeLessThan(60);
    // A job saved with its title only ("ICU Nurse" names a skill): the posting itself was never read.
    const titleOnly = await match((await createJob({ title: "ICU Nurse", company: "General" })).id);
    expect(titleOnly.body.data.match.confidence).toBe("low");
    expect(titleOnly.body.data.match.factors.confidence).toBe("low");
  });

  it("scores a posting of an unrelated occupation below 40", async () => {
    const { createJob, match } = await nurse();
    const res = await match((await createJob(GO_JOB)).id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.match.overallMatch).toBeLessThan(40);
    expect(res.body.data.match.occupation.fit).toBe("different");
  });
});

describe("the board's match badges (/jobtracker)", () => {
  it("shows each card's match and confidence, the endpoint's numbers, stored once and read back from the cache", async () => {
    const { createJob, match, page } = await nurse();
    const nurseJob = await createJob(NURSE_JOB);
    const goJob = await createJob(GO_JOB);
    const vagueJob = await createJob(VAGUE_JOB);

    const board = await page("/jobtracker");
    expect(board.status).toBe(200);
    const badges = badgesIn(board.text);
    const nurseMatch = (await match(nurseJob.id)).body.data;
    // The board scored and stored the match; the endpoint reads the same one from the cache.
    expect(nurseMatch.cached).toBe(true);
    expect(badges.get("Registered Nurse")).toBe(`Profile match ${nurseMatch.match.overallMatch}%, high confidence`);
    const goMatch = (await match(goJob.id)).body.data.match;
    expect(badges.get("Senior Go Engineer")).toBe(`Profile match ${goMatch.overallMatch}%, ${goMatch.confidence} confidence`);
    expect(badges.get("Team Member")).toMatch(/, low confidence$/);

    // A second board load scores nothing again: the stored rows stay the same rows.
    const rowsBefore = [await cacheRows(nurseJob.id), await cacheRows(goJob.id), await cacheRows(vagueJob.id)];
    expect(rowsBefore.map((rows) => rows.length)).toEqual([1, 1, 1]);
    expect(badgesIn((await page("/jobtracker")).text)).toEqual(badges);
    expect([await cacheRows(nurseJob.id), await cacheRows(goJob.id), await cacheRows(vagueJob.id)]).toEqual(rowsBefore);
  });

  it("scores a job again after its edit, and every job after a profile save, and shows none for a profile that says nothing", async () => {
    const { c, token, createJob, page } = await nurse();
    const nurseJob = await createJob(NURSE_JOB);
    const goJob = await createJob(GO_JOB);
    await page("/jobtracker");
    const [nurseRow] = await cacheRows(nurseJob.id);
    const [goRow] = await cacheRows(goJob.id);

    const edited = { ...NURSE_JOB, description: `${NURSE_JOB.description}\n- Required: Phlebotomy and IV therapy` };
    expect((await c.call(`/api/jobs/${nurseJob.id}`, { method: "PUT", token, body: edited })).status).toBe(200);
    const afterEdit = badgesIn((await page("/jobtracker")).text);
    expect((await cacheRows(nurseJob.id))[0]?.id).not.toBe(nurseRow?.id);
    expect((await cacheRows(goJob.id))[0]?.id).toBe(goRow?.id);

    const skills = [...NURSE_PROFILE.skills, "Phlebotomy", "IV Therapy"];
    expect((await c.call("/api/profiles/me", { method: "PUT", token, body: { ...NURSE_PROFILE, skills } })).status).toBe(200);
    const afterSave = badgesIn((await page("/jobtracker")).text);
    expect(afterSave.get("Registered Nurse")).not.toBe(afterEdit.get("Registered Nurse"));
    expect((await cacheRows(goJob.id))[0]?.id).not.toBe(goRow?.id);

    const empty = await nurse(null);
    await empty.createJob(NURSE_JOB);
    const emptyBoard = await empty.page("/jobtracker");
    expect(emptyBoard.text).toContain("Registered Nurse");
    expect(emptyBoard.text).not.toContain("data-match-badge");
  });

  it("/jobtracker/{id}/match answers the owner's match with its factors, privately; another user's job 404", async () => {
    const alice = await nurse();
    const bob = await nurse();
    const job = await alice.createJob(NURSE_JOB);
    const res = await alice.page(`/jobtracker/${job.id}/match`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.body).toMatchObject({ status: "success", intent: "profile-match", data: { profileSaysEnough: true } });
    expect(profileMatchSchema.parse(res.body.data.match)).toEqual((await alice.match(job.id)).body.data.match);
    const theirs = await bob.page(`/jobtracker/${job.id}/match`);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ status: "error", message: "Job application not found" });
    expect((await alice.c.call(`/jobtracker/${job.id}/match`)).status).toBe(401);
  });
});

describe("with Workers AI bound", () => {
  /** A fake bge binding: a text's vector counts its nursing and software words, so similarities are known. */
  function fakeEmbeddings() {
    const calls: string[][] = [];
    const vectorOf = (text: string) => [
      (text.match(/nurs|patient|medication|wound/gi) ?? []).length,
      (text.match(/\bgo\b|kubernetes|grpc/gi) ?? []).length,
      1,
    ];
    const AI = {
      async run(_model: string, input: Record<string, unknown>) {
        const texts = input.text as string[];
        calls.push(texts);
        return { shape: [texts.length, 3], data: texts.map(vectorOf) };
      },
    };
    return { calls, aiEnv: { ...env, AI } };
  }

  it("nudges the board's matches by the embeddings' meaning in one model call, records it, and keeps them apart from the rules-only cache", async () => {
    const { createJob, userId, match } = await nurse();
    const nurseJob = await createJob(NURSE_JOB);
    const goJob = await createJob(GO_JOB);
    const db = getDb(env.DB);
    const local = (await match(nurseJob.id)).body.data.match;
    expect(local.factors.semantic).toBeUndefined();

    const { calls, aiEnv } = fakeEmbeddings();
    const badges = await profileMatchBadges(db, aiEnv, userId);
    // One call embeds the profile's text and both jobs' texts.
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(3);
    const { match: semantic, cached } = await matchProfileToJob(db, aiEnv, userId, nurseJob.id);
    expect(cached).toBe(true);
    expect(semantic.factors.semantic).toMatchObject({ model: "@cf/baai/bge-base-en-v1.5", adjustment: expect.any(Number) });
    expect(semantic.overallMatch).toBe(local.overallMatch + (semantic.factors.semantic as { adjustment: number }).adjustment);
    expect(badges[nurseJob.id]?.overallMatch).toBe(semantic.overallMatch);
    // The Go posting is another line of work: whatever the nudge, it stays under 40.
    expect(badges[goJob.id]?.overallMatch).toBeLessThan(40);
    // A repeat with the binding calls nothing; without it (the worker's own env), the rules-only match is scored again.
    await profileMatchBadges(db, aiEnv, userId);
    expect(calls).toHaveLength(1);
    const rulesOnly = (await match(nurseJob.id)).body.data;
    expect(rulesOnly.cached).toBe(false);
    expect(rulesOnly.match).toEqual(local);
  });
});
