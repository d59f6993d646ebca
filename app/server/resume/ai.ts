// Workers AI extraction: the model answers in the extraction JSON schema; the answer is normalised (dates to
// "YYYY-MM", or "YYYY" when only a year is given) and validated with zod. Any failure (no binding, a local unusable binding, an error, malformed
// JSON, a shape that does not validate) returns null and the caller falls back to the local parser.
import { toMonth } from "./dates";
import { runJson, type AiRunner } from "../ai/workers-ai";
import { EXTRACTED_DATE, extractionJsonSchema, validateExtraction, type ResumeExtraction } from "./extraction";

/** About 3,000 tokens of resume: enough for several pages, within the model's context with the schema. */
const MAX_AI_INPUT_CHARS = 12_000;

const SYSTEM_PROMPT = `You extract structured data from resumes. Answer only with JSON matching the schema.
Rules: copy text exactly as written in the resume; never invent data; use "" or [] for anything missing.
Dates are "YYYY-MM"; when the resume gives only a year, answer "YYYY" (never invent a month); a current job has
endDate "" and current true. review: dotted paths of fields you are unsure of, e.g. "experience.1.company".
skills: the individual skills the resume lists. achievements: the bullet points of a job, one string each.`;

function normaliseDates(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normaliseDates);
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (/date$/i.test(key) && typeof v === "string") {
      const t = v.trim();
      out[key] = EXTRACTED_DATE.test(t) ? t : /^(present|current|now)$/i.test(t) ? "" : toMonth(t);
    } else if (v === null) out[key] = undefined;
    else out[key] = normaliseDates(v);
  }
  return out;
}

export async function extractWithAi(ai: AiRunner, model: string, text: string): Promise<ResumeExtraction | null> {
  try {
    const data = await runJson(ai, model, {
      system: SYSTEM_PROMPT,
      user: text.slice(0, MAX_AI_INPUT_CHARS),
      schema: extractionJsonSchema(),
      maxTokens: 4096,
    });
    if (!data || typeof data !== "object") return null;
    return validateExtraction(normaliseDates(data));
  } catch (error) {
    console.warn("Workers AI resume extraction failed; using the local parser", error instanceof Error ? error.message : error);
    return null;
  }
}
