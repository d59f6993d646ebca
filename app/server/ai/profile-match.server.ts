// GET /api/ai-insights/match/{jobId} (issue 32): the saved profile scored against one of the caller's jobs by the
// local engine (local-engine.ts jobMatching), cached in ai_analyses per job version and profile version.
import type { ProfileMatch } from "~/schemas/ai";
import type { Db } from "../db.server";
import { getJob } from "../jobs/jobs.server";
import { getProfileRow, toProfileDto } from "../profiles/profile.server";
import { cached, jobVersion } from "./insights.server";
import { jobMatching } from "./local-engine";
import { profileAsText } from "./profile-text";

/** The ai_analyses type of this match: the column is plain text, so a new value needs no migration. */
const PROFILE_MATCH = "profileMatch";

/** The cache key's resume part: the profile's version (every save adds 1), 0 before the first save. */
function profileKey(version: number | undefined): string {
  return `profile:v${version ?? 0}`;
}

/**
 * The caller's saved profile against their job `jobId` (404 when it is not theirs). The engine reads the
 * posting's title and description; a job without a description is scored on its title, with low confidence.
 */
export async function matchProfileToJob(db: Db, userId: string, jobId: string): Promise<{ match: ProfileMatch; cached: boolean }> {
  const job = await getJob(db, userId, jobId);
  const profileRow = await getProfileRow(db, userId);
  const { result, cached: hit } = await cached(
    db,
    { userId, jobId, resumeHash: profileKey(profileRow?.version), jobVersion: await jobVersion(job), analysisType: PROFILE_MATCH },
    async () => {
      const { overallMatch, skillsMatch, experienceMatch, recommendations, factors } = jobMatching(
        profileAsText(toProfileDto(profileRow)),
        `${job.title}\n${job.description}`,
      );
      const match: ProfileMatch = {
        overallMatch,
        confidence: factors.confidence,
        occupation: factors.occupation,
        skillsMatch,
        experienceMatch,
        recommendations,
        factors,
      };
      return { match, source: { engine: "local" as const } };
    },
  );
  return { match: result.match, cached: hit };
}
