// The Workers AI engine behind AI insights, with a fake `AI` binding: a valid JSON answer is used (and cached),
// malformed, invalid or failed answers fall back to the local engine, say so, and are not cached.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { jobMatchingResultSchema } from "~/schemas/ai";
import { FALLBACK_NOTE, runAnalysis, runJobAnalysis } from "~/server/ai/insights-engine";
import { analyzeResume } from "~/server/ai/insights.server";
import * as local from "~/server/ai/local-engine";
import { getDb } from "~/server/db.server";
import { createJob } from "~/server/jobs/jobs.server";
import { todayIso } from "~/schemas/jobs";

const JOB = {
  title: "Data Engineer",
  company: "Contoso",
  description: "Requirements:\n- 3+ years with Python and SQL\n- Airflow\nNice to have:\n- Kafka",
};
const RESUME =
  "Kim Park · kim@example.com · +1 555 0100\nExperience\nData Engineer (2019 - Present)\n- Built Python and SQL pipelines on Airflow for 2M users\nEducation\nBSc, 2015 - 2019\nSkills\nPython, SQL, Airflow";

const VALID_MATCH = {
  overallMatch: 87.4,
  skillsMatch: { matchedSkills: ["Python", "SQL", "Airflow"], missingSkills: ["Kafka"] },
  experienceMatch: { score: 90, levelMatch: "Meets the requirement", relevantExperience: "Five years building data pipelines." },
  recommendations: ["Mention any streaming work, e.g. Kafka."],
};

/** A fake binding that records its calls and answers with `answer` (or throws it when it is an Error). */
function fakeAi(answer: unknown) {
  const calls: Array<{ model: string; input: Record<string, any> }> = [];
  return {
    calls,
    binding: {
      async run(model: string, input: Record<string, unknown>) {
        calls.push({ model, input });
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
  };
}

describe("Workers AI engine (fake binding)", () => {
  it("uses a valid JSON answer, asks the configured model with the result's JSON schema, and rounds scores", async () => {
    const ai = fakeAi({ response: VALID_MATCH });
    const result = await runAnalysis({ AI: ai.binding, AI_MODEL: "@cf/test/model" }, "jobMatching", RESUME, JOB);
    expect(result).toMatchObject({ ...VALID_MATCH, overallMatch: 87, source: { engine: "workers-ai", model: "@cf/test/model" } });
    expect(ai.calls).toHaveLength(1);
    const { model, input } = ai.calls[0]!;
    expect(model).toBe("@cf/test/model");
    expect(input.response_format.type).toBe("json_schema");
    expect(Object.keys(input.response_format.json_schema.properties)).toEqual([
      "overallMatch",
      "skillsMatch",
      "experienceMatch",
      "recommendations",
    ]);
    expect(input.messages[1].content).toContain(RESUME);
    expect(input.messages[1].content).toContain(JOB.description);
  });

  it("accepts the answer as a JSON string", async () => {
    const ai = fakeAi({ response: JSON.stringify(VALID_MATCH) });
    const result = await runAnalysis({ AI: ai.binding }, "jobMatching", RESUME, JOB);
    expect(result.source.engine).toBe("workers-ai");
    expect(result.skillsMatch.missingSkills).toEqual(["Kafka"]);
  });

  const expectedLocal = (() => {
    const { factors, ...rest } = local.jobMatching(RESUME, `${JOB.title}\n${JOB.description}`);
    return { ...rest, trace: factors };
  })();

  it.each([
    ["malformed JSON", { response: "Sure! Here is the analysis: {overallMatch: 87" }],
    ["a shape that does not validate", { response: { ...VALID_MATCH, overallMatch: 140 } }],
    ["missing fields", { response: { overallMatch: 80 } }],
    ["no response at all", null],
    ["an error", new Error("3040: Capacity temporarily exceeded")],
  ])("falls back to the local engine on %s and says so", async (_, answer) => {
    const ai = fakeAi(answer);
    const result = await runAnalysis({ AI: ai.binding }, "jobMatching", RESUME, JOB);
    expect(ai.calls).toHaveLength(1);
    expect(result.source).toEqual({ engine: "local", model: "@cf/meta/llama-3.1-8b-instruct", fallback: FALLBACK_NOTE });
    const { source, ...rest } = result;
    expect(rest).toEqual(expectedLocal);
    expect(() => jobMatchingResultSchema.parse(rest)).not.toThrow();
  });

  it("analyses the job alone through Workers AI, falling back the same way", async () => {
    const answer = {
      summary: "A data role.",
      seniority: "Mid-level",
      minYears: 3,
      requiredSkills: ["Python"],
      preferredSkills: ["Kafka"],
      keyRequirements: ["3+ years"],
    };
    expect(await runJobAnalysis({ AI: fakeAi({ response: answer }).binding }, JOB)).toEqual({
      ...answer,
      source: { engine: "workers-ai", model: "@cf/meta/llama-3.1-8b-instruct" },
    });
    const fallback = await runJobAnalysis({ AI: fakeAi({ response: { summary: "" } }).binding }, JOB);
    expect(fallback).toMatchObject({ minYears: 3, source: { engine: "local", fallback: FALLBACK_NOTE } });
    expect(fallback.requiredSkills).toEqual(expect.arrayContaining(["Python", "SQL"]));
  });

  it("caches a Workers AI answer but never a fallback", async () => {
    const db = getDb(env.DB);
    const userId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO users (id, first_name, last_name, username, email) VALUES (?, 'Kim', 'Park', ?, ?)")
      .bind(userId, `kim${userId.slice(0, 8)}`, `${userId}@example.com`)
      .run();
    const job = await createJob(db, userId, {
      ...JOB,
      location: "",
      salary: "",
      status: "applied",
      priority: "medium",
      jobUrl: "",
      appliedDate: todayIso(),
      recruiterName: "",
      contactEmail: "",
      contactPhone: "",
      notes: "",
      aiSuggestions: [],
    });
    const file = new File([RESUME], "kim.txt");

    const broken = fakeAi({ response: "not json" });
    const first = await analyzeResume(db, { AI: broken.binding }, userId, { jobId: job.id, analysisType: "jobMatching", file });
    expect(first).toMatchObject({ cached: false, result: { source: { fallback: FALLBACK_NOTE } } });
    const working = fakeAi({ response: VALID_MATCH });
    const second = await analyzeResume(db, { AI: working.binding }, userId, { jobId: job.id, analysisType: "jobMatching", file });
    expect(second).toMatchObject({ cached: false, result: { overallMatch: 87, source: { engine: "workers-ai" } } });
    const third = await analyzeResume(db, { AI: working.binding }, userId, { jobId: job.id, analysisType: "jobMatching", file });
    expect(third).toEqual({ cached: true, result: second.result });
    expect(working.calls).toHaveLength(1);
  });
});
