// Workers AI adds meaning to the match (issue 32): embeddings of the profile's and each job's titles and skills by a
// @cf/baai/bge-* model, their cosine similarity, and a bounded nudge of the rules' score. The local engine alone
// meets the match goals; this only runs when the AI binding can (usableAi), and any failure answers null (logged).
//
// What is embedded   one text per side (embeddingText): the titles joined by " / ", then ": " and the skills, each
//                    list trimmed, de-duplicated (ignoring case) and the skills sorted, so the same content is one
//                    text; at most 40 skills and 1,000 characters (TEXT_LIMITS: the model reads 512 tokens).
//                    semanticInputs reads them from the engine's texts: the profile's titles (its title line and
//                    its most recent experience titles) and the skills it shows; each job's title (first line) and
//                    the skills it names, required first.
// Cache (D1)         text_embeddings, keyed (model, SHA-256 hex of the text), the vector as JSON: one SELECT for all
//                    the texts (the hashes as one JSON parameter read by json_each, so no limit of 100 bound
//                    parameters), one model call for the missing ones (`ai.run(model, { text: [...] })` answers
//                    `{ shape, data }`; chunks of MAX_TEXTS_PER_CALL, the model's batch limit, so one call up to
//                    that), one db.batch of inserts (a statement per row: a 768-number vector is ~15 KB of SQL).
// Similarity         cosine of the profile's vector with each job's, clamped to 0..1.
// Blend              adjustment = round(8 × clamp((similarity − 0.75) / 0.15, −1, 1)) (NUDGE): bge similarities of
//                    short titles-and-skills texts sit high (another line of work about 0.6-0.7, the same work
//                    0.8-0.95), so 0.75 adds nothing and the nudge is at most ±8 points. A rise never takes a
//                    "different" occupation to 40 or more nor a low-confidence match to 60 or more (CEILINGS: the
//                    rules stay the judge), and the score stays within 0-100; factors.semantic = { similarity,
//                    model, adjustment } records what was applied.
import { and, eq, sql } from "drizzle-orm";
import { textEmbeddings } from "~/db/schema";
import { sha256Hex } from "../auth/crypto.server";
import type { Db } from "../db.server";
import { parseResumeText } from "../resume/parser";
import type { AiEnv } from "./insights-engine";
import { extractJobRequirements, resumeSkillsIn } from "./text-reading";
import { type AiRunner, usableAi } from "./workers-ai";

export interface SemanticInput {
  id: string;
  title: string;
  skills: string[];
}

/** factors.semantic: the similarity used, the model that gave it and the points it moved the match by. */
interface SemanticFactor {
  similarity: number;
  model: string;
  adjustment: number;
}

export const EMBEDDING_MODEL = "@cf/baai/bge-base-en-v1.5";

/** What one side's text holds at most: the model reads 512 tokens. */
const TEXT_LIMITS = { skills: 40, chars: 1_000 } as const;
/** Texts per model call: the bge models take up to 100 inputs at once. */
const MAX_TEXTS_PER_CALL = 100;
/** The nudge (see the header): at most `points`, none at `neutral`, the full nudge `span` away from it. */
const NUDGE = { points: 8, neutral: 0.75, span: 0.15 } as const;
/** The rules' lines a rise in meaning never crosses: "different" stays under 40, low confidence under 60. */
const CEILINGS = { different: 39, lowConfidence: 59 } as const;
/** How many of the profile's experience titles are read: its recent work, not all of its history. */
const RECENT_TITLES = 3;

/** A list trimmed, without blanks and repeats (ignoring case), in its order. */
function distinct(items: string[]): string[] {
  const seen = new Set<string>();
  return items
    .map((item) => item.replace(/\s+/g, " ").trim())
    .filter((item) => {
      const key = item.toLowerCase();
      if (!item || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The text embedded for titles and skills (see the header). */
function embeddingText(titles: string[], skills: string[]): string {
  const sortedSkills = distinct(skills)
    .slice(0, TEXT_LIMITS.skills)
    .sort((a, b) => a.localeCompare(b, "en"));
  return `${distinct(titles).join(" / ")}: ${sortedSkills.join(", ")}`.slice(0, TEXT_LIMITS.chars);
}

/** A title line: the first non-blank line of an engine text (profile-text.ts and the job's "title\ndescription"). */
const firstLine = (text: string) =>
  text
    .split(/\r?\n/)
    .find((line) => line.trim())
    ?.trim() ?? "";

/**
 * The inputs of semanticSimilarities from the texts the engine reads: the profile as text (profileAsText) and each
 * job as "title\ndescription" with its id.
 */
export function semanticInputs(
  profileText: string,
  jobs: { id: string; text: string }[],
): { profile: { titles: string[]; skills: string[] }; jobs: SemanticInput[] } {
  const parsed = parseResumeText(profileText);
  const titles = [firstLine(profileText), ...parsed.experience.slice(0, RECENT_TITLES).map((e) => e.title ?? "")];
  return {
    profile: { titles: distinct(titles), skills: resumeSkillsIn(profileText) },
    jobs: jobs.map(({ id, text }) => {
      const read = extractJobRequirements(text);
      return { id, title: firstLine(text), skills: [...read.required, ...read.preferred] };
    }),
  };
}

/** The model's vectors for `texts`, in order; throws when the answer is not one vector of numbers per text. */
async function embed(ai: AiRunner, texts: string[]): Promise<number[][]> {
  const vectors: number[][] = [];
  for (let start = 0; start < texts.length; start += MAX_TEXTS_PER_CALL) {
    const chunk = texts.slice(start, start + MAX_TEXTS_PER_CALL);
    const answer = (await ai.run(EMBEDDING_MODEL, { text: chunk })) as { data?: unknown } | null;
    const data = answer?.data;
    const valid =
      Array.isArray(data) &&
      data.length === chunk.length &&
      data.every((v) => Array.isArray(v) && v.length > 0 && v.length === (data[0] as unknown[]).length && v.every(Number.isFinite));
    if (!valid) throw new Error(`${EMBEDDING_MODEL} answered no vector per text`);
    vectors.push(...(data as number[][]));
  }
  return vectors;
}

/** The cached vectors of these hashes, then the missing ones from the model (stored): hash → vector. */
async function vectorsOf(ai: AiRunner, db: Db, textsByHash: Map<string, string>, now: number): Promise<Map<string, number[]>> {
  const hashes = [...textsByHash.keys()];
  const rows = await db
    .select({ textHash: textEmbeddings.textHash, vector: textEmbeddings.vector })
    .from(textEmbeddings)
    .where(
      and(
        eq(textEmbeddings.model, EMBEDDING_MODEL),
        sql`${textEmbeddings.textHash} IN (SELECT value FROM json_each(${JSON.stringify(hashes)}))`,
      ),
    );
  const vectors = new Map(rows.map((row) => [row.textHash, row.vector]));
  const missing = hashes.filter((hash) => !vectors.has(hash));
  if (!missing.length) return vectors;
  const computed = await embed(
    ai,
    missing.map((hash) => textsByHash.get(hash)!),
  );
  const inserts = missing.map((textHash, i) => {
    vectors.set(textHash, computed[i]!);
    return db
      .insert(textEmbeddings)
      .values({ model: EMBEDDING_MODEL, textHash, vector: computed[i]!, createdAt: now })
      .onConflictDoNothing();
  });
  await db.batch([inserts[0]!, ...inserts.slice(1)]);
  return vectors;
}

/** Cosine similarity clamped to 0..1 (0 for a zero vector or vectors of different lengths). */
function cosine(a: number[], b: number[]): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    normA += a[i]! * a[i]!;
    normB += b[i]! * b[i]!;
  }
  if (!normA || !normB) return 0;
  return Math.max(0, Math.min(1, dot / Math.sqrt(normA * normB)));
}

/** Cosine similarity (0..1) of the profile's titles+skills to each job's title+skills, by a @cf/baai/bge-* model;
 *  null when no usable AI binding (usableAi from ./workers-ai) or when the model fails (logged, never thrown). */
export async function semanticSimilarities(
  env: AiEnv,
  db: Db,
  profile: { titles: string[]; skills: string[] },
  jobs: SemanticInput[],
): Promise<Map<string, number> | null> {
  const ai = usableAi(env.AI);
  if (!ai) return null;
  if (!jobs.length) return new Map();
  try {
    const profileText = embeddingText(profile.titles, profile.skills);
    const jobTexts = jobs.map((job) => embeddingText([job.title], job.skills));
    const textsByHash = new Map<string, string>();
    const hashOf = new Map<string, string>();
    for (const text of [profileText, ...jobTexts]) {
      if (hashOf.has(text)) continue;
      const hash = await sha256Hex(text);
      hashOf.set(text, hash);
      textsByHash.set(hash, text);
    }
    const vectors = await vectorsOf(ai, db, textsByHash, Date.now());
    const profileVector = vectors.get(hashOf.get(profileText)!)!;
    return new Map(jobs.map((job, i) => [job.id, cosine(profileVector, vectors.get(hashOf.get(jobTexts[i]!)!)!)]));
  } catch (error) {
    console.warn("Workers AI embeddings failed; the match stays the rules'", error instanceof Error ? error.message.slice(0, 300) : error);
    return null;
  }
}

/** The match with the similarity blended in (pure): a bounded adjustment documented in the file's header, recorded
 *  as factors.semantic = { similarity, model, adjustment }; never lifts a "different" occupation to 40 or more and
 *  never changes a low-confidence match into a high score. */
export function blendSemantic<M extends { overallMatch: number; factors: Record<string, unknown>; occupation: { fit: string | null } }>(
  match: M,
  similarity: number,
  model: string,
): M & { factors: { semantic: SemanticFactor } } {
  const bounded = Number.isFinite(similarity) ? Math.max(0, Math.min(1, similarity)) : NUDGE.neutral;
  const nudge = Math.round(NUDGE.points * Math.max(-1, Math.min(1, (bounded - NUDGE.neutral) / NUDGE.span)));
  const before = match.overallMatch;
  let after = Math.max(0, Math.min(100, before + nudge));
  if (after > before) {
    const lowConfidence = match.factors.confidence === "low" || (match as { confidence?: unknown }).confidence === "low";
    if (match.occupation.fit === "different") after = Math.min(after, Math.max(before, CEILINGS.different));
    if (lowConfidence) after = Math.min(after, Math.max(before, CEILINGS.lowConfidence));
  }
  return {
    ...match,
    overallMatch: after,
    factors: { ...match.factors, semantic: { similarity: Math.round(bounded * 1000) / 1000, model, adjustment: after - before } },
  };
}
