// Workers AI extraction: the model answers in the extraction JSON schema; the answer is normalised (dates to
// "YYYY-MM", or "YYYY" when only a year is given) and validated with zod. Any failure (no binding, a local
// unusable binding, an error, malformed JSON, a shape that does not validate) returns null and the caller falls
// back to the local parser. Checks against the resume text keep the model from inventing: a month the resume never
// writes for that year is dropped ("2018-01" for "2018" becomes "2018"); a name, company, title, school, date or skill
// the resume does not write is dropped and its field marked for review (./grounding.ts), and so is a value of the
// wrong kind (./plausibility.ts); a job description that only repeats one of its bullets is cleared.
import { hasDateRange, toMonth } from "./dates";
import { runJson, type AiRunner } from "../ai/workers-ai";
import { EXTRACTED_DATE, extractionJsonSchema, validateExtraction, type ResumeExtraction } from "./extraction";
import { dropUngrounded, monthsWritten } from "./grounding";
import { clearImplausibleFields } from "./plausibility";
import { summaryHoldsHistory } from "./review";

/** About 3,000 tokens of resume: enough for several pages, within the model's context with the schema. */
const MAX_AI_INPUT_CHARS = 12_000;

const SYSTEM_PROMPT = `You extract structured data from resumes. Answer only with JSON matching the schema.
Rules: copy text exactly as written in the resume; never invent data; use "" or [] for anything missing.
Dates are "YYYY-MM"; when the resume gives only a year, answer "YYYY" (never invent a month); a current job has
endDate "" and current true. review: dotted paths of fields you are unsure of, e.g. "experience.1.company".
skills: the individual skills the resume lists. achievements: the bullet points of a job, one string each.`;

function normaliseDates(value: unknown, months: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => normaliseDates(v, months));
  if (!value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (/date$/i.test(key) && typeof v === "string") {
      const t = v.trim();
      const date = EXTRACTED_DATE.test(t) ? t : /^(present|current|now)$/i.test(t) ? "" : toMonth(t);
      out[key] = /^\d{4}-\d{2}$/.test(date) && !months.has(date) ? date.slice(0, 4) : date;
    } else if (v === null) out[key] = undefined;
    else out[key] = normaliseDates(v, months);
  }
  return out;
}

const same = (a: string, b: string) => a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();

export async function extractWithAi(ai: AiRunner, model: string, text: string): Promise<ResumeExtraction | null> {
  try {
    const data = await runJson(ai, model, {
      system: SYSTEM_PROMPT,
      user: text.slice(0, MAX_AI_INPUT_CHARS),
      schema: extractionJsonSchema(),
      maxTokens: 4096,
    });
    if (!data || typeof data !== "object") return null;
    const result = validateExtraction(normaliseDates(data, monthsWritten(text)));
    for (const job of result.experience) if (job.achievements.some((a) => same(a, job.description))) job.description = "";
    // The model is asked for its doubts but rarely has any: the checks the local parser makes of a summary holding
    // history and of jobs missed while the text has date ranges are made of its answer too (./review.ts).
    const review = new Set(result.review.map(String));
    // What the resume does not write is dropped, and a value of the wrong kind too: each field emptied is marked.
    for (const path of [...dropUngrounded(result, text), ...clearImplausibleFields(result)]) review.add(path);
    if (summaryHoldsHistory(result.professional.summary)) review.add("professional.summary");
    if (result.experience.length === 0 && text.split("\n").some(hasDateRange)) review.add("experience");
    result.review = [...review];
    // Behance and Dribbble have their own profile links; a model may file them as portfolio, website or other.
    const links = result.personalInfo.socialLinks;
    for (const key of ["portfolio", "website", "other"] as const) {
      const url = links[key] ?? "";
      const site = /behance\.net\//i.test(url) ? "behance" : /dribbble\.com\//i.test(url) ? "dribbble" : null;
      if (site && !links[site]) {
        links[site] = url;
        delete links[key];
      }
    }
    return result;
  } catch (error) {
    console.warn("Workers AI resume extraction failed; using the local parser", error instanceof Error ? error.message : error);
    return null;
  }
}
