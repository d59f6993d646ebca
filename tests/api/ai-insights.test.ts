// /api/ai-insights through the real Worker against local D1: the three analyses in the spec's shapes, the job
// analysis, jobMatching by the occupation-aware engine with its licences (issue 32), owner scoping (another user's job
// answers 404), the file rules and texts (type by bytes, 10 MB, text that cannot be read), the D1 cache (a repeat is
// served from it; editing the job is a new version), and 'Get New AI Suggestions' (stored on the job). Also the
// dialog's resource route /jobtracker/{jobId}/insights.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  AI_MESSAGES,
  jobAnalysisSchema,
  jobMatchingResultSchema,
  resumeTipsResultSchema,
  successPredictionResultSchema,
} from "~/schemas/ai";
import { expectError, signedInUser } from "./helpers";

const fixtures = import.meta.glob("../fixtures/resumes/*.{pdf,docx,txt}", { query: "?inline", import: "default", eager: true }) as Record<
  string,
  string
>;

function fixtureBytes(name: string): Uint8Array<ArrayBuffer> {
  const dataUrl = fixtures[`../fixtures/resumes/${name}`]!;
  return Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(",") + 1)), (ch) => ch.charCodeAt(0));
}

const FRONTEND_JOB = {
  title: "Senior Frontend Engineer",
  company: "Northwind",
  description: `We are hiring a senior frontend engineer.
Requirements:
- 5+ years of experience building web applications
- JavaScript, TypeScript and React
- Node.js and PostgreSQL
Nice to have:
- GraphQL and Kubernetes`,
};

const NURSE_RESUME = `Grace Okafor
Registered Nurse
grace.okafor@example.com · +1 713 555 0142
Summary: Registered nurse with five years of acute care on medical-surgical and telemetry units.
Skills: Patient Assessment, Medication Administration, Wound Care, IV Therapy, Epic, BLS, ACLS
Experience
Registered Nurse, Memorial Hermann Hospital (Jan 2021 - Present)
- Cared for five post-operative patients a shift; precepted 6 new graduates
Staff Nurse, Houston Methodist (Jun 2019 - Dec 2020)
- Telemetry monitoring and patient education for cardiac patients
Education
Bachelor of Science in Nursing (BSN), University of Houston (2015 - 2019)
Certifications
Registered Nurse (RN) License, Texas Board of Nursing
`;

const GO_BACKEND_JOB = {
  title: "Senior Backend Engineer (Go)",
  company: "Lumen",
  description: `Requirements:
- 5+ years of backend experience with Go
- Kubernetes, PostgreSQL, Kafka and gRPC
- REST APIs and microservices
Nice to have:
- Terraform and AWS`,
};

const RN_JOB = {
  title: "Registered Nurse - Medical/Surgical",
  company: "St. Luke's",
  description: `Requirements:
- Active RN license required.
- BLS and ACLS; 2+ years of acute care experience.
- Patient assessment, medication administration and wound care.
Preferred:
- BSN; Epic charting.`,
};

async function owner() {
  const { user, token, c } = await signedInUser();
  const createJob = async (job: Record<string, unknown> = FRONTEND_JOB) => {
    const created = await c.call("/api/jobs", { method: "POST", token, body: job });
    expect(created.status, created.text).toBe(201);
    return created.body.data.job as { id: string; aiSuggestions: string[] };
  };
  const analyze = (fields: { jobId?: string; analysisType?: string; file?: Blob | null; filename?: string }, as = token) => {
    const form = new FormData();
    if (fields.file) form.append("resume", fields.file, fields.filename ?? "resume.pdf");
    if (fields.jobId !== undefined) form.append("jobId", fields.jobId);
    if (fields.analysisType !== undefined) form.append("analysisType", fields.analysisType);
    return c.call("/api/ai-insights/analyze-resume", { method: "POST", token: as, body: form });
  };
  return { c, user, token, createJob, analyze };
}

const alex = () => new Blob([fixtureBytes("alex-chen.txt")], { type: "text/plain" });

async function cacheRows(jobId: string) {
  return (
    await env.DB.prepare("SELECT analysis_type, engine, job_version, resume_hash FROM ai_analyses WHERE job_id = ?")
      .bind(jobId)
      .all<{ analysis_type: string; engine: string; job_version: string; resume_hash: string }>()
  ).results;
}

describe("POST /api/ai-insights/analyze-resume", () => {
  it("answers each analysis in the spec's shape, from the local engine, with bounded scores", async () => {
    const { createJob, analyze } = await owner();
    const job = await createJob();
    const schemas = {
      resumeTips: resumeTipsResultSchema,
      jobMatching: jobMatchingResultSchema,
      successPrediction: successPredictionResultSchema,
    };
    const names = { resumeTips: "Resume Tips Analysis", jobMatching: "Job Matching Analysis", successPrediction: "Success Prediction" };
    for (const analysisType of ["resumeTips", "jobMatching", "successPrediction"] as const) {
      const result = await analyze({
        jobId: job.id,
        analysisType,
        file: new Blob([fixtureBytes("maria-garcia.pdf")], { type: "application/pdf" }),
      });
      expect(result.status, result.text).toBe(200);
      expect(result.body).toMatchObject({
        success: true,
        message: `${names[analysisType]} completed successfully!`,
        data: { analysisType, cached: false },
      });
      expect(() => schemas[analysisType].parse(result.body.data.result)).not.toThrow();
      expect(result.body.data.result.source).toEqual({ engine: "local" });
    }
  });

  it("matches the skills the resume really has", async () => {
    const { createJob, analyze } = await owner();
    const job = await createJob();
    const result = await analyze({ jobId: job.id, analysisType: "jobMatching", file: alex(), filename: "alex.txt" });
    expect(result.status, result.text).toBe(200);
    const { matchedSkills, missingSkills } = result.body.data.result.skillsMatch;
    // Every skill the job names is either matched or missing, never both.
    expect([...matchedSkills, ...missingSkills].sort()).toEqual([...new Set([...matchedSkills, ...missingSkills])].sort());
    const text = new TextDecoder().decode(fixtureBytes("alex-chen.txt")).toLowerCase();
    for (const skill of matchedSkills as string[]) expect(text, skill).toContain(skill.toLowerCase().replace(/\.js$/, ""));
  });

  it("scores jobMatching with the occupation-aware engine: a nurse is far from a Go posting and close to an RN one", async () => {
    const { createJob, analyze } = await owner();
    const nurse = new Blob([NURSE_RESUME], { type: "text/plain" });
    const goJob = await createJob(GO_BACKEND_JOB);
    const rnJob = await createJob(RN_JOB);
    const onGo = await analyze({ jobId: goJob.id, analysisType: "jobMatching", file: nurse, filename: "nurse.txt" });
    expect(onGo.status, onGo.text).toBe(200);
    expect(onGo.body.data.result.overallMatch).toBeLessThan(40);
    expect(onGo.body.data.result.trace.occupation).toEqual({
      job: { title: "Software Engineer", family: "Software Development" },
      profile: { title: "Registered Nurse", family: "Healthcare" },
      fit: "different",
    });
    const onRn = await analyze({ jobId: rnJob.id, analysisType: "jobMatching", file: nurse, filename: "nurse.txt" });
    expect(onRn.status, onRn.text).toBe(200);
    expect(onRn.body.data.result.overallMatch).toBeGreaterThanOrEqual(60);
    expect(onRn.body.data.result.trace.occupation).toMatchObject({ job: { title: "Registered Nurse" }, fit: "same" });
    expect(onRn.body.data.result.trace.licences).toEqual({
      required: ["RN licence"],
      preferred: ["BSN"],
      held: ["RN licence", "BSN"],
      missing: [],
    });
  });

  it("serves a repeat from the D1 cache and computes again after the job changes", async () => {
    const { c, token, createJob, analyze } = await owner();
    const job = await createJob();
    const first = await analyze({ jobId: job.id, analysisType: "resumeTips", file: alex(), filename: "a.txt" });
    expect(first.body.data.cached).toBe(false);
    expect(await cacheRows(job.id)).toHaveLength(1);

    // Same bytes under another name: the same resume content.
    const again = await analyze({ jobId: job.id, analysisType: "resumeTips", file: alex(), filename: "renamed.txt" });
    expect(again.body.data.cached).toBe(true);
    expect(again.body.data.result).toEqual(first.body.data.result);

    // A status move does not change the analysed text: still cached.
    await c.call(`/api/jobs/${job.id}/status`, { method: "PATCH", token, body: { status: "interview" } });
    expect((await analyze({ jobId: job.id, analysisType: "resumeTips", file: alex() })).body.data.cached).toBe(true);

    // Another type is its own entry.
    expect((await analyze({ jobId: job.id, analysisType: "jobMatching", file: alex() })).body.data.cached).toBe(false);
    expect(await cacheRows(job.id)).toHaveLength(2);

    // Editing the description is a new job version: computed again, the old version's rows pruned.
    const edited = await c.call(`/api/jobs/${job.id}`, {
      method: "PUT",
      token,
      body: { ...FRONTEND_JOB, description: `${FRONTEND_JOB.description}\n- Rust` },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await analyze({ jobId: job.id, analysisType: "resumeTips", file: alex() })).body.data.cached).toBe(false);
    const rows = await cacheRows(job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ analysis_type: "resumeTips", engine: "local" });
  });

  it("answers 404 for another user's job and for an unknown job, and keeps nothing", async () => {
    const alice = await owner();
    const bob = await owner();
    const job = await alice.createJob();
    expectError(await bob.analyze({ jobId: job.id, analysisType: "resumeTips", file: alex() }), 404, "Job application not found");
    expectError(await bob.analyze({ jobId: "no-such-job", analysisType: "resumeTips", file: alex() }), 404, "Job application not found");
    expect(await cacheRows(job.id)).toHaveLength(0);
  });

  it("refuses a wrong file type by its bytes, whatever its name", async () => {
    const { createJob, analyze } = await owner();
    const job = await createJob();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expectError(
      await analyze({
        jobId: job.id,
        analysisType: "resumeTips",
        file: new Blob([png], { type: "application/pdf" }),
        filename: "resume.pdf",
      }),
      400,
      AI_MESSAGES.invalidType,
    );
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]);
    expectError(
      await analyze({ jobId: job.id, analysisType: "resumeTips", file: new Blob([zip]), filename: "resume.docx" }),
      400,
      AI_MESSAGES.invalidType,
    );
  });

  it("refuses a file over 10 MB with 413", async () => {
    const { createJob, analyze } = await owner();
    const job = await createJob();
    const big = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61);
    expectError(
      await analyze({ jobId: job.id, analysisType: "resumeTips", file: new Blob([big]), filename: "big.txt" }),
      413,
      AI_MESSAGES.tooLarge,
    );
  });

  it("says so when no text can be read", async () => {
    const { createJob, analyze } = await owner();
    const job = await createJob();
    expectError(
      await analyze({ jobId: job.id, analysisType: "resumeTips", file: new Blob(["   \n  ok  "]), filename: "blank.txt" }),
      422,
      AI_MESSAGES.noText,
    );
  });

  it("accepts PDF, DOC, DOCX and TXT", async () => {
    const { createJob, analyze } = await owner();
    const job = await createJob();
    // A legacy Word file: the compound-file signature with the document's text stored as 8-bit characters.
    const header = new Uint8Array(512);
    header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const body = new TextEncoder().encode(
      "Jordan Lee, frontend engineer with 6 years of experience.\rSkills: JavaScript, TypeScript, React, Node.js\r",
    );
    const doc = new Blob([header, body, new Uint8Array(64)]);
    const files: Array<[Blob, string]> = [
      [new Blob([fixtureBytes("james-okafor.pdf")]), "james.pdf"],
      [doc, "jordan.doc"],
      [new Blob([fixtureBytes("priya-sharma.docx")]), "priya.docx"],
      [alex(), "alex.txt"],
    ];
    for (const [file, filename] of files) {
      const result = await analyze({ jobId: job.id, analysisType: "jobMatching", file, filename });
      expect(result.status, `${filename}: ${result.text}`).toBe(200);
    }
    const fromDoc = await analyze({ jobId: job.id, analysisType: "jobMatching", file: doc, filename: "jordan.doc" });
    expect(fromDoc.body.data.result.skillsMatch.matchedSkills).toEqual(expect.arrayContaining(["JavaScript", "TypeScript", "React"]));
  });

  it("validates the fields: no file, bad analysis type, signed out, a job without description", async () => {
    const { createJob, analyze } = await owner();
    const job = await createJob();
    expectError(await analyze({ jobId: job.id, analysisType: "resumeTips", file: null }), 400, AI_MESSAGES.noFile);
    expectError(await analyze({ jobId: job.id, analysisType: "horoscope", file: alex() }), 400, AI_MESSAGES.analysisType);
    expectError(await analyze({ jobId: job.id, analysisType: "resumeTips", file: alex() }, ""), 401);
    const bare = await createJob({ title: "Barista", company: "Cafe" });
    expectError(await analyze({ jobId: bare.id, analysisType: "resumeTips", file: alex() }), 400, AI_MESSAGES.descriptionRequired);
  });
});

describe("GET /api/ai-insights/analyze-job/{jobId}", () => {
  it("answers data.analysis with required and preferred skills, years and seniority, cached on repeat", async () => {
    const { c, token, createJob } = await owner();
    const job = await createJob();
    const first = await c.call(`/api/ai-insights/analyze-job/${job.id}`, { token });
    expect(first.status, first.text).toBe(200);
    const analysis = jobAnalysisSchema.parse(first.body.data.analysis);
    expect(analysis.requiredSkills).toEqual(expect.arrayContaining(["JavaScript", "TypeScript", "React"]));
    expect(analysis.preferredSkills).toEqual(expect.arrayContaining(["GraphQL", "Kubernetes"]));
    expect(analysis.requiredSkills).not.toContain("GraphQL");
    expect(analysis.minYears).toBe(5);
    expect(analysis.seniority).toBe("Senior");
    expect(first.body.data.cached).toBe(false);
    const again = await c.call(`/api/ai-insights/analyze-job/${job.id}`, { token });
    expect(again.body.data).toEqual({ analysis: first.body.data.analysis, cached: true });
  });

  it("answers 404 for another user's job", async () => {
    const alice = await owner();
    const bob = await owner();
    const job = await alice.createJob();
    expectError(await bob.c.call(`/api/ai-insights/analyze-job/${job.id}`, { token: bob.token }), 404);
    expectError(await alice.c.call(`/api/ai-insights/analyze-job/${job.id}`), 401);
  });
});

describe("POST /api/ai-insights/suggestions/{jobId} ('Get New AI Suggestions')", () => {
  it("stores suggestions tailored from the user's last resume on the job", async () => {
    const { c, user, token, createJob } = await owner();
    const job = await createJob();
    // The profile's resume import keeps the text; suggestions read it.
    const form = new FormData();
    form.append("resume", new Blob([fixtureBytes("alex-chen.txt")]), "alex.txt");
    expect((await c.call("/api/profiles/upload-resume", { method: "POST", token, body: form })).status).toBe(200);
    const result = await c.call(`/api/ai-insights/suggestions/${job.id}`, { method: "POST", token });
    expect(result.status, result.text).toBe(200);
    const suggestions = result.body.data.job.aiSuggestions as string[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(6);
    const stored = await env.DB.prepare("SELECT ai_suggestions FROM job_applications WHERE id = ? AND user_id = ?")
      .bind(job.id, user.id)
      .first<{ ai_suggestions: string }>();
    expect(JSON.parse(stored!.ai_suggestions)).toEqual(suggestions);
  });

  it("falls back to advice from the job when the user has no resume or profile, and scopes to the owner", async () => {
    const alice = await owner();
    const bob = await owner();
    const job = await alice.createJob();
    const result = await alice.c.call(`/api/ai-insights/suggestions/${job.id}`, { method: "POST", token: alice.token });
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.job.aiSuggestions.join("\n")).toMatch(/JavaScript|TypeScript|React/);
    expectError(await bob.c.call(`/api/ai-insights/suggestions/${job.id}`, { method: "POST", token: bob.token }), 404);
  });
});

describe("the dialog's route /jobtracker/{jobId}/insights", () => {
  it("answers the job analysis and an analysis as JSON, with the dialog's texts on failure", async () => {
    const alice = await owner();
    const bob = await owner();
    const job = await alice.createJob();
    const analysis = await alice.c.call(`/jobtracker/${job.id}/insights`, { token: alice.token });
    expect(analysis.status, analysis.text).toBe(200);
    expect(analysis.body).toMatchObject({ status: "success", data: { analysis: { minYears: 5 } } });

    const form = new FormData();
    form.append("resume", alex(), "alex.txt");
    form.append("analysisType", "successPrediction");
    const posted = await alice.c.call(`/jobtracker/${job.id}/insights`, { method: "POST", token: alice.token, body: form });
    expect(posted.status, posted.text).toBe(200);
    expect(posted.body).toMatchObject({
      status: "success",
      intent: "successPrediction",
      toast: { message: "Success Prediction completed successfully!" },
    });
    expect(() => successPredictionResultSchema.parse(posted.body.data.result)).not.toThrow();

    const theirs = await bob.c.call(`/jobtracker/${job.id}/insights`, { method: "POST", token: bob.token, body: form });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ status: "error", message: "Job application not found" });
    const anonymous = await alice.c.call(`/jobtracker/${job.id}/insights`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ status: "error", message: AI_MESSAGES.signIn });
  });
});
