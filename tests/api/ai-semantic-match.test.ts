// Workers AI embeddings in the match (issue 32; app/server/ai/semantic-match.server.ts) with a fake binding, in workerd
// against the real local D1: similarities are the cosines of the model's vectors, vectors are cached in
// text_embeddings (a repeat makes no model call, a new job one call for its text alone, 150 jobs one SELECT), a
// failing or missing binding answers null, and blendSemantic's nudge stays within its bounds.
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blendSemantic, EMBEDDING_MODEL, semanticInputs, semanticSimilarities } from "~/server/ai/semantic-match.server";
import { getDb } from "~/server/db.server";

/** A fake bge binding: each text's vector counts its nursing and software words (plus a constant), so similarities are known. */
function fakeEmbeddings(answer?: (texts: string[]) => unknown) {
  const calls: Array<{ model: string; texts: string[] }> = [];
  const vectorOf = (text: string) => [
    (text.match(/nurs|patient|medication/gi) ?? []).length,
    (text.match(/go\b|kubernetes|backend|engineer/gi) ?? []).length,
    1,
  ];
  return {
    calls,
    vectorOf,
    binding: {
      async run(model: string, input: Record<string, unknown>) {
        const texts = input.text as string[];
        calls.push({ model, texts });
        if (answer) return answer(texts);
        return { shape: [texts.length, 3], data: texts.map(vectorOf) };
      },
    },
  };
}

const cosine = (a: number[], b: number[]) => {
  const dot = a.reduce((sum, x, i) => sum + x * b[i]!, 0);
  return dot / Math.sqrt(a.reduce((s, x) => s + x * x, 0) * b.reduce((s, x) => s + x * x, 0));
};

const NURSE = { titles: ["Registered Nurse"], skills: ["Patient Assessment", "Medication Administration"] };
const JOBS = [
  { id: "rn", title: "Registered Nurse - ICU", skills: ["Patient Assessment", "Medication Administration", "ACLS"] },
  { id: "go", title: "Senior Backend Engineer (Go)", skills: ["Go", "Kubernetes", "PostgreSQL"] },
];

async function embeddingRows(): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM text_embeddings WHERE model = ?")
    .bind(EMBEDDING_MODEL)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("semanticSimilarities", () => {
  it("answers the cosine of the model's vectors, in one model call, and a repeat from D1 with none", async () => {
    const db = getDb(env.DB);
    const before = await embeddingRows();
    const ai = fakeEmbeddings();
    const similarities = await semanticSimilarities({ AI: ai.binding }, db, NURSE, JOBS);
    expect(EMBEDDING_MODEL).toMatch(/^@cf\/baai\/bge-/);
    expect(ai.calls).toHaveLength(1);
    expect(ai.calls[0]!.model).toBe(EMBEDDING_MODEL);
    expect(ai.calls[0]!.texts).toHaveLength(3);
    const [profileText, rnText, goText] = ai.calls[0]!.texts as [string, string, string];
    expect(similarities?.get("rn")).toBeCloseTo(cosine(ai.vectorOf(profileText), ai.vectorOf(rnText)), 10);
    expect(similarities?.get("go")).toBeCloseTo(cosine(ai.vectorOf(profileText), ai.vectorOf(goText)), 10);
    expect(similarities!.get("rn")!).toBeGreaterThan(similarities!.get("go")!);
    expect(await embeddingRows()).toBe(before + 3);

    // Cached: the same texts again make no model call and answer the same.
    const again = await semanticSimilarities({ AI: ai.binding }, db, NURSE, JOBS);
    expect(ai.calls).toHaveLength(1);
    expect(again).toEqual(similarities);

    // A new job: one call, for its text alone.
    const withNew = await semanticSimilarities({ AI: ai.binding }, db, NURSE, [
      ...JOBS,
      { id: "np", title: "Nurse Practitioner", skills: ["Patient Assessment"] },
    ]);
    expect(ai.calls).toHaveLength(2);
    expect(ai.calls[1]!.texts).toHaveLength(1);
    expect(withNew?.get("np")).toBeGreaterThan(withNew!.get("go")!);
  });

  it("reads 150 jobs' vectors in one SELECT whatever D1's limit of bound parameters, and the model in chunks of 100", async () => {
    const db = getDb(env.DB);
    const ai = fakeEmbeddings();
    const many = Array.from({ length: 150 }, (_, i) => ({ id: `job-${i}`, title: `Backend Engineer ${i}`, skills: ["Go"] }));
    const engineer = { titles: ["Platform Engineer"], skills: ["Go", "Kubernetes"] };
    const first = await semanticSimilarities({ AI: ai.binding }, db, engineer, many);
    expect(first?.size).toBe(150);
    expect(ai.calls.map((call) => call.texts.length)).toEqual([100, 51]);
    const again = await semanticSimilarities({ AI: ai.binding }, db, engineer, many);
    expect(ai.calls).toHaveLength(2);
    expect(again).toEqual(first);
  });

  it("answers null without a usable binding, when the model throws and when it answers no vector per text", async () => {
    const db = getDb(env.DB);
    expect(await semanticSimilarities({}, db, NURSE, JOBS)).toBeNull();
    expect(await semanticSimilarities({ AI: {} }, db, NURSE, JOBS)).toBeNull();
    const unique = [{ id: "x", title: "Ward Nurse (night shifts)", skills: ["Wound Care"] }];
    const throwing = fakeEmbeddings(() => {
      throw new Error("model unavailable");
    });
    expect(await semanticSimilarities({ AI: throwing.binding }, db, NURSE, unique)).toBeNull();
    expect(throwing.calls).toHaveLength(1);
    const short = fakeEmbeddings((texts) => ({ shape: [1, 3], data: [[1, 0, 0]].slice(0, texts.length - 1) }));
    expect(await semanticSimilarities({ AI: short.binding }, db, NURSE, unique)).toBeNull();
    const notNumbers = fakeEmbeddings((texts) => ({ shape: [texts.length, 1], data: texts.map(() => ["a"]) }));
    expect(await semanticSimilarities({ AI: notNumbers.binding }, db, NURSE, unique)).toBeNull();
    // Nothing of a failed call is cached: a working binding then embeds the same texts.
    const working = fakeEmbeddings();
    expect(await semanticSimilarities({ AI: working.binding }, db, NURSE, unique)).not.toBeNull();
    expect(working.calls[0]!.texts.length).toBeGreaterThanOrEqual(1);
  });
});

describe("semanticInputs", () => {
  it("takes the profile's titles and skills and each job's title and skills from the engine's texts", () => {
    const profileText = `ICU Registered Nurse
Critical care nurse.
Skills: Patient Assessment, ACLS
Experience
Registered Nurse, Memorial Hermann (Jan 2022 - Present)
Staff Nurse, Houston Methodist (Jul 2020 - Aug 2022)`;
    const { profile, jobs } = semanticInputs(profileText, [
      { id: "rn", text: "Registered Nurse - ICU\nRequirements:\n- ACLS and BLS\nPreferred:\n- Epic" },
    ]);
    expect(profile.titles).toEqual(["ICU Registered Nurse", "Registered Nurse", "Staff Nurse"]);
    expect(profile.skills).toEqual(expect.arrayContaining(["Patient Assessment", "ACLS"]));
    expect(jobs).toEqual([
      { id: "rn", title: "Registered Nurse - ICU", skills: ["ACLS", "BLS", "Epic", "Registered Nurse", "Critical Care"] },
    ]);
  });
});

describe("blendSemantic", () => {
  const matchOf = (overallMatch: number, fit: string | null, confidence: string) => ({
    overallMatch,
    occupation: { fit },
    confidence,
    factors: { confidence, skillsScore: 50 },
  });

  it("nudges by at most 8 points, within 0-100, never lifting a different occupation to 40 or a low-confidence match to 60", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom("same", "adjacent", "different", null),
        fc.constantFrom("high", "medium", "low"),
        fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.double()),
        (score, fit, confidence, similarity) => {
          const match = matchOf(score, fit, confidence);
          const blended = blendSemantic(match, similarity, EMBEDDING_MODEL);
          const after = blended.overallMatch;
          expect(Number.isInteger(after)).toBe(true);
          expect(after).toBeGreaterThanOrEqual(0);
          expect(after).toBeLessThanOrEqual(100);
          expect(Math.abs(after - score)).toBeLessThanOrEqual(8);
          if (fit === "different" && score < 40) expect(after).toBeLessThan(40);
          if (confidence === "low" && score < 60) expect(after).toBeLessThan(60);
          const semantic = blended.factors.semantic;
          expect(semantic.adjustment).toBe(after - score);
          expect(semantic.model).toBe(EMBEDDING_MODEL);
          expect(semantic.similarity).toBeGreaterThanOrEqual(0);
          expect(semantic.similarity).toBeLessThanOrEqual(1);
          // The rules' factors stay, and the input is not changed.
          expect(blended.factors.skillsScore).toBe(50);
          expect(match.overallMatch).toBe(score);
          // More meaning never scores lower.
          if (Number.isFinite(similarity) && similarity < 1)
            expect(blendSemantic(match, Math.min(1, similarity + 0.05), EMBEDDING_MODEL).overallMatch).toBeGreaterThanOrEqual(after);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("lifts a close match, lowers a distant one, and leaves a neutral one", () => {
    expect(blendSemantic(matchOf(70, "same", "high"), 0.95, EMBEDDING_MODEL).overallMatch).toBe(78);
    expect(blendSemantic(matchOf(70, "same", "high"), 0.4, EMBEDDING_MODEL).overallMatch).toBe(62);
    expect(blendSemantic(matchOf(70, "same", "high"), 0.75, EMBEDDING_MODEL).overallMatch).toBe(70);
    expect(blendSemantic(matchOf(35, "different", "high"), 1, EMBEDDING_MODEL).overallMatch).toBe(39);
    expect(blendSemantic(matchOf(55, "same", "low"), 1, EMBEDDING_MODEL).overallMatch).toBe(59);
  });
});
