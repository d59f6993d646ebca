// The analysis module behind AI career insights: two interchangeable engines with identical output shapes
// (app/schemas/ai.ts). Workers AI when the `AI` binding exists: the configured instruct model is asked for JSON
// matching the result's schema and the answer is validated with zod; a failed or invalid answer falls back to the
// local engine and says so in `source.fallback`. Without a binding the deterministic local engine answers.
import { z } from "zod";
import {
  ANALYSIS_RESULT_SCHEMAS,
  jobAnalysisSchema,
  type AnalysisResults,
  type AnalysisSource,
  type AnalysisType,
  type JobAnalysis,
  type TraceFactors,
} from "~/schemas/ai";
import * as local from "./local-engine";
import { DEFAULT_AI_MODEL, runJson, usableAi } from "./workers-ai";

export interface AiEnv {
  AI?: unknown;
  AI_MODEL?: string;
}

export interface AnalysedJob {
  title: string;
  company: string;
  description: string;
}

/** Enough of a resume and a job posting for the model's context, with room for the schema and the answer. */
const MAX_RESUME_CHARS = 12_000;
const MAX_JOB_CHARS = 6_000;

export const FALLBACK_NOTE = "Workers AI could not produce a valid analysis, so Vitrine's built-in engine answered.";

const SYSTEM_PROMPT = `You are a career coach who reviews resumes against job postings. Answer only with JSON matching the schema.
Rules: base every statement on the resume and job text given; never invent experience; scores are integers 0-100
(80+ strong, 60-79 good, below 60 weak); keep each string to one or two sentences; skills are short names.`;

const TASKS: Record<AnalysisType | "jobAnalysis", string> = {
  resumeTips:
    "Score the resume's overall quality for this job (overallScore), summarise it in one sentence, and give up to 8 tips, each with priority high, medium or low, a short category, a concrete suggestion and an explanation.",
  jobMatching:
    "Compare the resume with the job: overallMatch, the job's skills the resume shows (matchedSkills) and lacks (missingSkills), an experience score with levelMatch (a short phrase) and relevantExperience, and up to 6 recommendations.",
  successPrediction:
    "Predict the candidate's chance of reaching an interview: successScore, your confidence, factors (3-5 named factors with percents), key insights, improvementAreas and competitiveAdvantages (up to 5 each).",
  jobAnalysis:
    "Analyse the job posting alone: a one-sentence summary, seniority (e.g. Junior, Mid-level, Senior), minYears (null when unstated), requiredSkills, preferredSkills and up to 6 keyRequirements.",
};

/** What the model must produce: the result schema as the model writes it (before zod's rounding). */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: "input", target: "draft-7" }) as Record<string, unknown>;
}

async function askWorkersAi<S extends z.ZodType>(
  env: AiEnv,
  task: AnalysisType | "jobAnalysis",
  schema: S,
  user: string,
): Promise<{ value: z.output<S>; source: AnalysisSource } | { fallback: AnalysisSource } | null> {
  const ai = usableAi(env.AI);
  if (!ai) return null;
  const model = env.AI_MODEL || DEFAULT_AI_MODEL;
  try {
    const answer = await runJson(ai, model, { system: `${SYSTEM_PROMPT}\n${TASKS[task]}`, user, schema: jsonSchemaOf(schema) });
    return { value: schema.parse(answer), source: { engine: "workers-ai", model } };
  } catch (error) {
    console.warn(`Workers AI ${task} failed; using the local engine`, error instanceof Error ? error.message.slice(0, 300) : error);
    return { fallback: { engine: "local", model, fallback: FALLBACK_NOTE } };
  }
}

function promptFor(resumeText: string, job: AnalysedJob): string {
  return `JOB: ${job.title} at ${job.company}\n${job.description.slice(0, MAX_JOB_CHARS)}\n\nRESUME:\n${resumeText.slice(0, MAX_RESUME_CHARS)}`;
}

/** The local engine's answer for each type (jobMatching's explanation moves under `trace`). */
const LOCAL: { [K in AnalysisType]: (resumeText: string, description: string, source: AnalysisSource) => AnalysisResults[K] } = {
  resumeTips: (resumeText, description, source) => ({ ...local.resumeTips(resumeText, description), source }),
  jobMatching: (resumeText, description, source) => {
    const { factors, ...result } = local.jobMatching(resumeText, description);
    return { ...result, trace: factors as TraceFactors, source };
  },
  successPrediction: (resumeText, description, source) => ({ ...local.successPrediction(resumeText, description), source }),
};

/** One analysis of a resume against a job, by Workers AI when bound and valid, else by the local engine. */
export async function runAnalysis<T extends AnalysisType>(
  env: AiEnv,
  type: T,
  resumeText: string,
  job: AnalysedJob,
): Promise<AnalysisResults[T]> {
  const ai = await askWorkersAi(env, type, ANALYSIS_RESULT_SCHEMAS[type], promptFor(resumeText, job));
  if (ai && "value" in ai) return { ...(ai.value as object), source: ai.source } as AnalysisResults[T];
  return LOCAL[type](resumeText, `${job.title}\n${job.description}`, ai?.fallback ?? { engine: "local" });
}

/** The job on its own (GET /ai-insights/analyze-job). */
export async function runJobAnalysis(env: AiEnv, job: AnalysedJob): Promise<JobAnalysis> {
  const ai = await askWorkersAi(
    env,
    "jobAnalysis",
    jobAnalysisSchema,
    `JOB: ${job.title} at ${job.company}\n${job.description.slice(0, MAX_JOB_CHARS)}`,
  );
  if (ai && "value" in ai) return { ...ai.value, source: ai.source };
  return { ...local.jobAnalysis(job), source: ai?.fallback ?? { engine: "local" } };
}
