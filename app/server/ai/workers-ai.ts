// The Workers AI adapter shared by every AI feature (resume extraction, insights): a configurable instruct model
// asked for JSON matching a JSON schema. Callers validate the answer with zod and fall back to their local
// engine when this throws or the answer does not validate.

export const DEFAULT_AI_MODEL = "@cf/meta/llama-3.1-8b-instruct";

/** The part of the `Ai` binding we use (tests pass a fake with the same method). */
export interface AiRunner {
  run(model: string, input: Record<string, unknown>): Promise<unknown>;
}

/** The binding when it can run models (absent locally; a fake in tests). */
export function usableAi(ai: unknown): AiRunner | null {
  return ai && typeof (ai as AiRunner).run === "function" ? (ai as AiRunner) : null;
}

/** Runs the model with a JSON-schema response format; returns the parsed JSON (throws on errors or non-JSON). */
export async function runJson(
  ai: AiRunner,
  model: string,
  { system, user, schema, maxTokens = 2048 }: { system: string; user: string; schema: Record<string, unknown>; maxTokens?: number },
): Promise<unknown> {
  const answer = (await ai.run(model, {
    messages: [
      { role: "system", content: system },
      { role: "user", content: user },
    ],
    response_format: { type: "json_schema", json_schema: schema },
    max_tokens: maxTokens,
    temperature: 0,
  })) as { response?: unknown } | null;
  const data = answer?.response;
  if (typeof data === "string") return JSON.parse(data);
  if (!data || typeof data !== "object") throw new Error("Workers AI answered without JSON");
  return data;
}
