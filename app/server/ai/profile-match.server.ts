// The saved profile's match with the caller's jobs (issue 32), by the local engine (local-engine.ts jobMatching),
// nudged by Workers AI embeddings when bound (semantic-match.server.ts):
// one job for GET /api/ai-insights/match/{jobId} and the AI dialog, every job for the board's badges and its "Best
// match" order. Cached in ai_analyses (type "profileMatch") per job version (jobs.version, which every write of the
// job raises) and profile version (profiles.version, which every save raises), so the board finds its cached
// matches with one join and scores only the jobs written since, in one batch.
import { and, eq, inArray, sql } from "drizzle-orm";
import { aiAnalyses, jobApplications } from "~/db/schema";
import type { ProfileMatch } from "~/schemas/ai";
import type { MatchBadge } from "~/schemas/jobs-rules";
import type { ProfileDto } from "~/schemas/profile";
import type { Db } from "../db.server";
import { getJob } from "../jobs/jobs.server";
import { getProfileRow, toProfileDto } from "../profiles/profile.server";
import type { AiEnv } from "./insights-engine";
import { jobMatching } from "./local-engine";
import { profileAsText } from "./profile-text";
import { blendSemantic, EMBEDDING_MODEL, semanticInputs, semanticSimilarities } from "./semantic-match.server";
import { usableAi } from "./workers-ai";

/** The ai_analyses type of this match: the column is plain text, so a new value needs no migration. */
const PROFILE_MATCH = "profileMatch";

/**
 * The engine's rules revision: raised when they change (issue 32's licences were revision 2), so matches cached by
 * older rules are scored again.
 */
const MATCH_RULES_REVISION = 2;

/**
 * The cache key's resume part: the profile's version (every save adds 1, 0 before the first save), the rules'
 * revision, and whether Workers AI's embeddings took part (a binding added later scores again).
 */
function profileKey(version: number | undefined, env: AiEnv): string {
  return `profile:v${version ?? 0}:r${MATCH_RULES_REVISION}${usableAi(env.AI) ? ":semantic" : ""}`;
}

/** The cache key's job part: the job's version (every write adds 1). */
function jobKey(version: number): string {
  return `job:v${version}`;
}

/** D1 binds at most 100 values per statement: ids are read in slices below that. */
const ID_SLICE = 90;

interface MatchableJob {
  id: string;
  version: number;
  title: string;
  description: string;
}

type MatchEngine = "local" | "workers-ai";

interface StoredMatch {
  match: ProfileMatch;
  /** "workers-ai" when embeddings nudged the rules' score. */
  source: { engine: MatchEngine };
}

interface ScoredJobs {
  matches: Map<string, ProfileMatch>;
  engine: MatchEngine;
}

/** A profile that says too little to be matched (no title, skills or experience yet): the board shows no badges. */
function saysEnough(profileText: string): boolean {
  return profileText.replace(/\s/g, "").length >= 20;
}

/** Whether the caller's saved profile says enough to be matched (the dialog asks for more when it does not). */
export async function profileSaysEnough(db: Db, userId: string): Promise<boolean> {
  return saysEnough(profileAsText(toProfileDto(await getProfileRow(db, userId))));
}

function scoreJob(profileText: string, job: MatchableJob): ProfileMatch {
  const result = jobMatching(profileText, `${job.title}\n${job.description}`);
  // A job saved without its posting's text is read from its title alone: whatever that title names, the posting's
  // requirements were not read, and the confidence says so.
  const factors = job.description.trim() ? result.factors : { ...result.factors, confidence: "low" as const };
  const { overallMatch, skillsMatch, experienceMatch, recommendations } = result;
  return {
    overallMatch,
    confidence: factors.confidence,
    occupation: factors.occupation,
    skillsMatch,
    experienceMatch,
    recommendations,
    factors,
  };
}

/**
 * The profile scored against each job by the rules; with Workers AI bound, each score nudged by the meaning of the
 * titles and skills (semantic-match.server.ts: bounded, never across the rules' lines), one model call for the batch.
 */
async function scoreJobs(env: AiEnv, db: Db, profile: ProfileDto, jobs: readonly MatchableJob[]): Promise<ScoredJobs> {
  const text = profileAsText(profile);
  const matches = new Map(jobs.map((job) => [job.id, scoreJob(text, job)]));
  if (!usableAi(env.AI)) return { matches, engine: "local" };
  const inputs = semanticInputs(
    text,
    jobs.map((job) => ({ id: job.id, text: `${job.title}\n${job.description}` })),
  );
  const similarities = await semanticSimilarities(env, db, inputs.profile, inputs.jobs);
  if (!similarities) return { matches, engine: "local" };
  for (const [id, similarity] of similarities) {
    const match = matches.get(id);
    if (match) matches.set(id, blendSemantic(match, similarity, EMBEDDING_MODEL));
  }
  return { matches, engine: "workers-ai" };
}

/** Stores the matches in one batch; a job's matches of older job or profile versions can never be read again. */
async function storeMatches(
  db: Db,
  userId: string,
  profileVersion: string,
  jobs: readonly MatchableJob[],
  { matches, engine }: ScoredJobs,
) {
  const now = Date.now();
  const statements = jobs.flatMap((job) => {
    const match = matches.get(job.id);
    if (!match) return [];
    const result: StoredMatch = { match, source: { engine } };
    return [
      db.delete(aiAnalyses).where(and(eq(aiAnalyses.jobId, job.id), eq(aiAnalyses.analysisType, PROFILE_MATCH))),
      db
        .insert(aiAnalyses)
        .values({
          id: crypto.randomUUID(),
          userId,
          jobId: job.id,
          resumeHash: profileVersion,
          jobVersion: jobKey(job.version),
          analysisType: PROFILE_MATCH,
          engine: result.source.engine,
          result,
          createdAt: now,
        })
        .onConflictDoNothing(),
    ];
  });
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** The caller's jobs (or the one `jobId`), each with its match cached for its current version and `profileVersion`, if any. */
function jobsWithCachedMatch(db: Db, userId: string, profileVersion: string, jobId?: string) {
  return db
    .select({ id: jobApplications.id, result: aiAnalyses.result })
    .from(jobApplications)
    .leftJoin(
      aiAnalyses,
      and(
        eq(aiAnalyses.jobId, jobApplications.id),
        eq(aiAnalyses.analysisType, PROFILE_MATCH),
        eq(aiAnalyses.resumeHash, profileVersion),
        eq(aiAnalyses.jobVersion, sql`'job:v' || ${jobApplications.version}`),
      ),
    )
    .where(jobId ? and(eq(jobApplications.userId, userId), eq(jobApplications.id, jobId)) : eq(jobApplications.userId, userId));
}

/**
 * The caller's saved profile against their job `jobId` (404 when it is not theirs). The engine reads the posting's
 * title and description; a job without a description is scored on its title, with low confidence.
 */
export async function matchProfileToJob(
  db: Db,
  env: AiEnv,
  userId: string,
  jobId: string,
): Promise<{ match: ProfileMatch; cached: boolean }> {
  const [job, profileRow] = await Promise.all([getJob(db, userId, jobId), getProfileRow(db, userId)]);
  const profileVersion = profileKey(profileRow?.version, env);
  const [hit] = await jobsWithCachedMatch(db, userId, profileVersion, job.id);
  if (hit?.result) return { match: (hit.result as StoredMatch).match, cached: true };
  const scored = await scoreJobs(env, db, toProfileDto(profileRow), [job]);
  await storeMatches(db, userId, profileVersion, [job], scored);
  return { match: scored.matches.get(job.id) as ProfileMatch, cached: false };
}

function badgeOf(match: ProfileMatch): MatchBadge {
  return { overallMatch: match.overallMatch, confidence: match.confidence };
}

/**
 * The match score and confidence of each of the caller's jobs, by job id (the board's badges and "Best match"
 * order); empty while the profile says too little to match. Cached matches come with one query; jobs written since
 * (new versions) are scored and stored together.
 */
export async function profileMatchBadges(db: Db, env: AiEnv, userId: string): Promise<Record<string, MatchBadge>> {
  const profileRow = await getProfileRow(db, userId);
  const profile = toProfileDto(profileRow);
  if (!saysEnough(profileAsText(profile))) return {};
  const profileVersion = profileKey(profileRow?.version, env);
  const rows = await jobsWithCachedMatch(db, userId, profileVersion);
  const badges: Record<string, MatchBadge> = {};
  const unscored: string[] = [];
  for (const row of rows) {
    if (row.result) badges[row.id] = badgeOf((row.result as StoredMatch).match);
    else unscored.push(row.id);
  }
  for (let start = 0; start < unscored.length; start += ID_SLICE) {
    const jobs = await db
      .select({
        id: jobApplications.id,
        version: jobApplications.version,
        title: jobApplications.title,
        description: jobApplications.description,
      })
      .from(jobApplications)
      .where(and(eq(jobApplications.userId, userId), inArray(jobApplications.id, unscored.slice(start, start + ID_SLICE))));
    const scored = await scoreJobs(env, db, profile, jobs);
    await storeMatches(db, userId, profileVersion, jobs, scored);
    for (const [id, match] of scored.matches) badges[id] = badgeOf(match);
  }
  return badges;
}
