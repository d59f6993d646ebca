// POST /api/jobs/{id}/tailored-resume (issue 33 §1): the saved profile tailored to one of the caller's jobs
// (tailor.ts). With Workers AI bound, the model may reword the draft's bullets for the posting, under the never-invent
// guard: the whole answer is rejected (and the local draft kept) when it fails, does not validate, or states a
// number, a name or a skill the profile does not hold (never-invent.ts); a reworded bullet that drops one of its
// numbers is left as it was. Each accepted rewording is a change of its own ("bullet-reworded"), undone like any other.
import { z } from "zod";
import type { TailorChange, TailoredResume } from "~/schemas/kit-tailor";
import type { ProfileDto } from "~/schemas/profile";
import { profileAsText } from "../ai/profile-text";
import { resumeSkillsIn, skillsIn } from "../ai/text-reading";
import { DEFAULT_AI_MODEL, runJson, usableAi } from "../ai/workers-ai";
import type { Db } from "../db.server";
import { getJob } from "../jobs/jobs.server";
import { getProfile } from "../profiles/profile.server";
import { inventedFacts } from "./never-invent";
import { type PostingToTailorFor, tailorResume } from "./tailor";

export interface TailorEnv {
  AI?: unknown;
  AI_MODEL?: string;
}

export type TailoredForJob = TailoredResume & { generatedBy: "local" | "workers-ai" };

/** The bullets sent to the model: the most recent jobs' first ones (the draft's order puts the relevant first). */
const REWORD_LIMITS = { jobs: 4, bulletsPerJob: 6, maxTokens: 2048 } as const;

const REWORD_SYSTEM = `You reword resume bullets so that they speak to one job posting. Answer only with JSON matching the schema.
Rules: keep every fact of each bullet exactly; never add a number, a date, a name, an employer, a product, a tool or a
skill that the bullet does not state; keep every number it states; one sentence of at most 300 characters each; start
with a strong verb; return every bullet with its id, unchanged when it already reads well.`;

const REWORD_JSON_SCHEMA = {
  type: "object",
  properties: {
    bullets: {
      type: "array",
      items: { type: "object", properties: { id: { type: "string" }, text: { type: "string" } }, required: ["id", "text"] },
    },
  },
  required: ["bullets"],
};

const rewordAnswerSchema = z.object({
  bullets: z.array(z.object({ id: z.string(), text: z.string().trim().min(1).max(300) })),
});

interface DraftBullet {
  id: string;
  experience: number;
  bullet: number;
  text: string;
}

function bulletsToReword(resume: ProfileDto): DraftBullet[] {
  return resume.experience
    .slice(0, REWORD_LIMITS.jobs)
    .flatMap((entry, experience) =>
      entry.achievements
        .slice(0, REWORD_LIMITS.bulletsPerJob)
        .map((text, bullet) => ({ id: `${experience}.${bullet}`, experience, bullet, text })),
    );
}

const numbersOf = (text: string) => new Set([...text.matchAll(/\d[\d,.]*/g)].map((m) => m[0].replace(/[,.]+$/, "").replace(/,/g, "")));

/**
 * The model's rewordings to use, by bullet id, or null when the answer is rejected as a whole: it does not validate,
 * names a bullet it was not given, or states a number, name or skill the profile does not hold.
 */
function acceptedRewordings(answer: unknown, bullets: readonly DraftBullet[], profile: ProfileDto): Map<string, string> | null {
  const parsed = rewordAnswerSchema.safeParse(answer);
  if (!parsed.success) return null;
  const byId = new Map(bullets.map((b) => [b.id, b]));
  const given = parsed.data.bullets;
  if (given.some((b) => !byId.has(b.id)) || new Set(given.map((b) => b.id)).size !== given.length) return null;
  const profileText = profileAsText(profile);
  if (inventedFacts(given.map((b) => b.text).join("\n"), [profileText, JSON.stringify(profile)]).length) return null;
  const profileSkills = new Set(resumeSkillsIn(profileText));
  if (given.some((b) => skillsIn(b.text).some((skill) => !profileSkills.has(skill)))) return null;
  const accepted = new Map<string, string>();
  for (const { id, text } of given) {
    const original = byId.get(id)!;
    const keepsNumbers = [...numbersOf(original.text)].every((n) => numbersOf(text).has(n));
    if (text !== original.text && keepsNumbers) accepted.set(id, text);
  }
  return accepted;
}

/** The draft with the accepted rewordings in place, each one a change. */
function withRewordings(local: TailoredResume, bullets: readonly DraftBullet[], accepted: ReadonlyMap<string, string>): TailoredResume {
  const experience = local.resume.experience.map((entry) => ({ ...entry, achievements: [...entry.achievements] }));
  const changes: TailorChange[] = [];
  for (const { id, experience: e, bullet: b, text: before } of bullets) {
    const after = accepted.get(id);
    const achievements = experience[e]!.achievements;
    // A wording that repeats another bullet of the job could not be told apart from it when undone.
    if (after === undefined || achievements.includes(after)) continue;
    achievements[b] = after;
    changes.push({
      kind: "bullet-reworded",
      path: `experience/${e}/achievements/${b}`,
      detail: `Reworded a bullet in ${experience[e]!.company}`,
      before,
      after,
    });
  }
  return { ...local, resume: { ...local.resume, experience }, changes: [...local.changes, ...changes] };
}

/** The local draft's bullets reworded by Workers AI, or null when it is not bound, fails, or its answer is rejected. */
async function rewordedByAi(
  env: TailorEnv,
  profile: ProfileDto,
  job: PostingToTailorFor,
  local: TailoredResume,
): Promise<TailoredResume | null> {
  const ai = usableAi(env.AI);
  const bullets = bulletsToReword(local.resume);
  if (!ai || !bullets.length) return null;
  let answer: unknown;
  try {
    answer = await runJson(ai, env.AI_MODEL || DEFAULT_AI_MODEL, {
      system: REWORD_SYSTEM,
      user: `Posting: ${job.title} at ${job.company}\n${job.description.slice(0, 4000)}\n\nBullets:\n${JSON.stringify(bullets.map(({ id, text }) => ({ id, text })))}`,
      schema: REWORD_JSON_SCHEMA,
      maxTokens: REWORD_LIMITS.maxTokens,
    });
  } catch {
    return null;
  }
  const accepted = acceptedRewordings(answer, bullets, profile);
  if (!accepted?.size) return null;
  const reworded = withRewordings(local, bullets, accepted);
  return reworded.changes.length > local.changes.length ? reworded : null;
}

/** The caller's saved profile tailored to their job `jobId` (404 for a job that is not theirs). */
export async function tailorForJob(db: Db, env: TailorEnv, userId: string, jobId: string, now = new Date()): Promise<TailoredForJob> {
  const job = await getJob(db, userId, jobId);
  const profile = await getProfile(db, userId);
  const local = tailorResume(profile, job, now);
  const reworded = await rewordedByAi(env, profile, job, local);
  return reworded ? { ...reworded, generatedBy: "workers-ai" } : { ...local, generatedBy: "local" };
}
