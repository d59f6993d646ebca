// Issue 33 §2: POST /api/jobs/{id}/cover-letter through the real Worker (shape, tone default and 400, owner scoping,
// the live portfolio and the job's tracked link, the job's contact), and coverLetterForJob with a fake Workers AI
// binding against the same D1 (the Worker's env cannot take one per test): an answer that adds a name, a number,
// an address or leaves the tone's length is refused and the local letter answers; a faithful one is used.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { coverLetterResponseSchema, type CoverLetterTone } from "~/schemas/kit-letter";
import { getDb } from "~/server/db.server";
import { LETTER_WORDS, letterWordCount } from "~/server/kit/cover-letter";
import { coverLetterForJob } from "~/server/kit/cover-letter.server";
import { GO_ENGINEER, type LetterCase, NURSE } from "../kit-letter-cases";
import { call, client, expectError, expectFieldError, login, preparePortfolio, registerUser } from "./helpers";

/** A signed-in candidate of a case with its profile saved (and published, with `deploy`) and its posting as a job. */
async function applicant(letterCase: LetterCase = GO_ENGINEER, { deploy = false } = {}) {
  const c = client();
  const user = await registerUser({ firstName: letterCase.user.firstName, lastName: letterCase.user.lastName }, c);
  const { token } = await login(c, user.email, user.password);
  if (deploy) await preparePortfolio(c, token, { profile: letterCase.profile });
  else expect((await c.call("/api/profiles/me", { method: "PUT", token, body: letterCase.profile })).status).toBe(200);
  const job = await c.call("/api/jobs", { method: "POST", token, body: { ...letterCase.job, appliedDate: "2026-11-20" } });
  expect(job.status, job.text).toBe(201);
  const jobId = job.body.data.job.id as string;
  const letter = (body?: unknown, as = token) => c.call(`/api/jobs/${jobId}/cover-letter`, { method: "POST", token: as, body });
  return { c, token, user, jobId, letter };
}

async function userId(email: string): Promise<string> {
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email.toLowerCase()).first<{ id: string }>();
  return row!.id;
}

describe("POST /api/jobs/{id}/cover-letter", () => {
  it("answers {success, data: {coverLetter: {text, tone, generatedBy}}}, formal when no tone is given, by the local composer here", async () => {
    const { user, letter } = await applicant();
    for (const body of [undefined, {}]) {
      const result = await letter(body);
      expect(result.status, result.text).toBe(200);
      const { coverLetter } = coverLetterResponseSchema.parse(result.body).data;
      expect(Object.keys(result.body.data.coverLetter).sort()).toEqual(["generatedBy", "text", "tone"]);
      expect(coverLetter.tone).toBe("formal");
      expect(coverLetter.generatedBy).toBe("local");
      expect(coverLetter.text).toMatch(/^Dear Hiring Team at Northwind Traders,\n/);
      expect(coverLetter.text).toContain("Senior Go Engineer");
      expect(coverLetter.text).toContain("I led the migration of 40 services to Kubernetes, cutting deploy time by 35%");
      expect(coverLetter.text).toContain(`Maya Chen\n${user.email} · +442079460958 · London, UK`);
      expect(coverLetter.text.split("\n").at(-3)).toBe("Sincerely,");
      // Not published: no portfolio to link.
      expect(coverLetter.text).not.toMatch(/portfolio|https?:/i);
      const words = letterWordCount(coverLetter.text);
      expect(words).toBeGreaterThanOrEqual(250);
      expect(words).toBeLessThanOrEqual(400);
    }
  });

  it("writes each tone (brief in 150-250 words) and refuses any other with 400", async () => {
    const { letter } = await applicant();
    const texts = new Set<string>();
    for (const tone of ["formal", "warm", "brief"] as const) {
      const result = await letter({ tone });
      expect(result.status, result.text).toBe(200);
      expect(result.body.data.coverLetter.tone).toBe(tone);
      const words = letterWordCount(result.body.data.coverLetter.text);
      expect(words).toBeGreaterThanOrEqual(LETTER_WORDS[tone].min);
      expect(words).toBeLessThanOrEqual(LETTER_WORDS[tone].max);
      texts.add(result.body.data.coverLetter.text);
    }
    expect(texts.size).toBe(3);
    expectFieldError(await letter({ tone: "casual" }), "tone", "Tone must be formal, warm or brief");
    expectFieldError(await letter({ tone: 3 }), "tone", "Tone must be formal, warm or brief");
    expectError(await letter("{not json"), 400, "Malformed JSON in request body");
  });

  it("is 404 for another user's job and 401 without a session", async () => {
    const owner = await applicant();
    const other = await applicant(NURSE);
    expectError(
      await owner.c.call(`/api/jobs/${owner.jobId}/cover-letter`, { method: "POST", token: other.token, body: {} }),
      404,
      "Job application not found",
    );
    expectError(await call(`/api/jobs/${owner.jobId}/cover-letter`, { method: "POST", body: {} }), 401);
    expectError(
      await owner.c.call("/api/jobs/no-such-job/cover-letter", { method: "POST", token: owner.token, body: {} }),
      404,
      "Job application not found",
    );
  });

  it("addresses the job's contact by name", async () => {
    const { letter } = await applicant(NURSE);
    const result = await letter({ tone: "warm" });
    expect(result.body.data.coverLetter.text).toMatch(/^Dear Dana Scully,\n/);
    expect(result.body.data.coverLetter.text).toContain("I hold the Registered Nurse (RN) License, issued by Texas Board of Nursing");
  });

  it("links the live portfolio: the public address, then the job's tracked link once it has one; nothing once unpublished", async () => {
    const { c, token, user, jobId, letter } = await applicant(GO_ENGINEER, { deploy: true });
    const username = (await c.call("/api/portfolio/status", { token })).body.data.username as string;
    const lastLine = async () => ((await letter({ tone: "brief" })).body.data.coverLetter.text as string).split("\n").at(-1);
    expect(await lastLine()).toBe(`Portfolio: http://localhost:8787/portfolio/${username}`);

    const link = await c.call("/api/portfolio/links", { method: "POST", token, body: { jobId } });
    expect(link.status, link.text).toBe(201);
    expect(await lastLine()).toBe(`Portfolio: ${link.body.data.link.url}`);

    expect((await c.call("/api/portfolio/unpublish", { method: "PATCH", token })).status).toBe(200);
    expect(await lastLine()).toBe(`${user.email} · +442079460958 · London, UK`);
  });
});

// --- Workers AI, with a fake binding ---------------------------------------------------------------------------

interface FakeAi {
  calls: Array<{ model: string; input: Record<string, unknown> }>;
  run(model: string, input: Record<string, unknown>): Promise<unknown>;
}

/** A fake binding answering `text` (as the JSON string the model returns), or throwing. */
function fakeAi(text: string | Error): FakeAi {
  const calls: FakeAi["calls"] = [];
  return {
    calls,
    async run(model, input) {
      calls.push({ model, input });
      if (text instanceof Error) throw text;
      return { response: JSON.stringify({ text }) };
    },
  };
}

describe("coverLetterForJob with Workers AI bound", () => {
  async function setUp() {
    const { user, jobId } = await applicant();
    const db = getDb(env.DB);
    const id = await userId(user.email);
    const write = (AI: FakeAi | undefined, tone: CoverLetterTone = "formal") =>
      coverLetterForJob(db, { APP_URL: env.APP_URL, AI }, id, jobId, tone);
    const local = await write(undefined);
    expect(local.generatedBy).toBe("local");
    return { write, local: local.text, email: user.email };
  }

  it("uses a faithful answer, and asks with the posting, the profile and the tone's length", async () => {
    const { write, local } = await setUp();
    // The model's own wording, every fact from the sources: the local letter with another sign-off and one more line.
    const faithful = local
      .replace("Sincerely,", "Kind regards,")
      .replace("Thank you", "Building reliable backend systems in Go is what I enjoy most. Thank you");
    const ai = fakeAi(faithful);
    expect(await write(ai)).toEqual({ text: faithful, tone: "formal", generatedBy: "workers-ai" });
    expect(ai.calls).toHaveLength(1);
    const messages = ai.calls[0]!.input.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.content).toContain("250-400 words");
    expect(messages[1]!.content).toContain("Senior Go Engineer at Northwind Traders");
    expect(messages[1]!.content).toContain("Led the migration of 40 services to Kubernetes");
    expect(ai.calls[0]!.input.response_format).toMatchObject({ type: "json_schema" });
  });

  it("refuses an answer that adds a name, a number, a link or an address, or leaves the tone's length: the local letter answers", async () => {
    const { write, local, email } = await setUp();
    const refused = [
      local.replace("Thank you", "I also spent a summer at Google. Thank you"),
      local.replace("cutting deploy time by 35%", "cutting deploy time by 60%"),
      local.replace("Thank you", "Before that I led a team of 12. Thank you"),
      local.replace(email, "maya.chen@gmail.com"),
      local.replace("Thank you", "See https://evil.example/me for more. Thank you"),
      `Dear Hiring Team at Northwind Traders,\n\nI am applying for the Senior Go Engineer role.\n\nSincerely,\nMaya Chen`,
      `${local}\n\n${local}`,
    ];
    for (const answer of refused) {
      const ai = fakeAi(answer);
      expect(await write(ai)).toEqual({ text: local, tone: "formal", generatedBy: "local" });
      expect(ai.calls).toHaveLength(1);
    }
    expect(await write(fakeAi(new Error("AI binding unavailable")))).toEqual({ text: local, tone: "formal", generatedBy: "local" });
  });

  it("holds a brief answer to 150-250 words", async () => {
    const { write } = await setUp();
    const brief = await write(undefined, "brief");
    const padded = brief.text.replace(
      "Best regards,",
      "I would be glad to talk through any part of my background in more depth.\n\nBest regards,",
    );
    expect((await write(fakeAi(padded), "brief")).generatedBy).toBe("workers-ai");
    const tooLong = (await write(undefined, "formal")).text.replace("Sincerely,", "Best regards,");
    expect(letterWordCount(tooLong)).toBeGreaterThan(250);
    expect(await write(fakeAi(tooLong), "brief")).toEqual(brief);
  });
});
