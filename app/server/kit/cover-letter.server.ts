// POST /jobs/{id}/cover-letter (issue 33 §2): the letter for one of the caller's jobs, from the saved profile, the
// candidate's details and the live portfolio. With Workers AI bound the model writes it from the same inputs, under
// the guard every generated text of the kit passes: nothing the sources lack (never-invent.ts, plus links and email
// addresses, which are lower case and so no names to it), the tone's length, the company and the role named, the
// portfolio linked when live. An answer that fails any of it, or no answer, leaves the local letter (cover-letter.ts).
import { eq } from "drizzle-orm";
import { z } from "zod";
import { portfolios, users } from "~/db/schema";
import type { CoverLetterDto, CoverLetterTone } from "~/schemas/kit-letter";
import { profileAsText } from "../ai/profile-text";
import { DEFAULT_AI_MODEL, runJson, usableAi } from "../ai/workers-ai";
import { withPortfolioLink } from "../analytics/links.server";
import type { Db } from "../db.server";
import { AppError } from "../errors";
import { getJob } from "../jobs/jobs.server";
import { portfolioUrl } from "../portfolio/portfolio.server";
import { isLive } from "../portfolio/publication.server";
import { getProfile } from "../profiles/profile.server";
import { type CoverLetterInput, composeCoverLetter, coverLetterSources, LETTER_WORDS, letterWordCount } from "./cover-letter";
import { inventedFacts } from "./never-invent";

export interface CoverLetterEnv {
  APP_URL: string;
  AI?: unknown;
  AI_MODEL?: string;
}

/** Enough of the posting for the model's context, with room for the profile and the answer. */
const MAX_JOB_CHARS = 6_000;
const MAX_PROFILE_CHARS = 8_000;

const aiAnswerSchema = z.object({ text: z.string().trim().min(1).max(8_000) });

const AI_ANSWER_JSON_SCHEMA = {
  type: "object",
  properties: { text: { type: "string", description: "The whole letter: greeting, paragraphs, sign-off, contact details." } },
  required: ["text"],
};

const TONE_STYLE: Record<CoverLetterTone, string> = {
  formal: "formal and courteous",
  warm: "warm and personable, still professional",
  brief: "brief and direct",
};

/** The letter's inputs for this job: the saved profile, the user's name and email, the posting, the live portfolio. */
async function letterInput(db: Db, env: CoverLetterEnv, userId: string, jobId: string, tone: CoverLetterTone): Promise<CoverLetterInput> {
  const job = await getJob(db, userId, jobId);
  const [profile, owner, { portfolioLink }] = await Promise.all([
    getProfile(db, userId),
    db
      .select({ user: users, portfolio: portfolios })
      .from(users)
      .leftJoin(portfolios, eq(portfolios.userId, users.id))
      .where(eq(users.id, userId))
      .get(),
    withPortfolioLink(db, env.APP_URL, userId, job),
  ]);
  if (!owner) throw new AppError(404, "User not found");
  const { user, portfolio } = owner;
  // Only a live portfolio is linked; the job's tracked link first, so a visit from the letter counts for this job.
  const live = portfolio !== null && isLive(user, portfolio);
  const link = live ? (portfolioLink?.url ?? portfolioUrl(env.APP_URL, user.username)) : null;
  return {
    profile,
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: profile.phone, location: profile.location },
    job: {
      title: job.title,
      company: job.company,
      description: job.description,
      recruiterName: job.recruiterName || job.contacts[0]?.name || "",
    },
    portfolioUrl: link,
    tone,
  };
}

const linksIn = (text: string) => text.match(/\bhttps?:\/\/[^\s<>()"]+[^\s<>()".,;:!?]/gi) ?? [];
const emailsIn = (text: string) => text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];

/**
 * Why a model's letter cannot be used (null when it can): a fact the sources lack, a link or email address they
 * lack, a length outside the tone's range, the company or the role unnamed, the live portfolio unlinked.
 */
function letterProblem(text: string, input: CoverLetterInput): string | null {
  const sources = coverLetterSources(input);
  const invented = inventedFacts(text, sources);
  if (invented.length) return `invented ${invented.slice(0, 5).join(", ")}`;
  const sourceText = sources.join("\n").toLowerCase();
  const strange = [...linksIn(text), ...emailsIn(text)].filter((found) => !sourceText.includes(found.toLowerCase()));
  if (strange.length) return `unknown ${strange.slice(0, 3).join(", ")}`;
  const words = letterWordCount(text);
  const { min, max } = LETTER_WORDS[input.tone];
  if (words < min || words > max) return `${words} words, outside ${min}-${max}`;
  const lower = text.toLowerCase();
  if (!lower.includes(input.job.company.toLowerCase()) || !lower.includes(input.job.title.toLowerCase()))
    return "the company or the role unnamed";
  if (input.portfolioUrl && !text.includes(input.portfolioUrl)) return "the portfolio unlinked";
  return null;
}

function prompts(input: CoverLetterInput) {
  const { user, job, tone } = input;
  const { min, max } = LETTER_WORDS[tone];
  const contact = job.recruiterName ? `Address it to ${job.recruiterName}.` : `Address it to the hiring team at ${job.company}.`;
  const system = `You write cover letters for job applications. Answer only with JSON matching the schema.
Rules: state only facts found in the PROFILE, the POSTING, the CANDIDATE's details and the PORTFOLIO link; never add a
number, date, employer, school, product, place, person or link they do not contain, and never claim a skill or
licence the profile does not show. ${contact} Name the role and the company. Pick two or three of the posting's
requirements and answer each with concrete evidence from the profile (an achievement, a project, or years in a role),
reusing the profile's own words. Tone: ${TONE_STYLE[tone]}. Length: ${min}-${max} words in all. Plain text, paragraphs
separated by blank lines; end with a sign-off, the candidate's name and contact details${input.portfolioUrl ? ", and the portfolio link" : ""}.`;
  const candidate = [`${user.firstName} ${user.lastName}`, user.email, user.phone, user.location].filter(Boolean).join("\n");
  const userPrompt = `POSTING: ${job.title} at ${job.company}\n${job.description.slice(0, MAX_JOB_CHARS)}\n\nPROFILE:\n${profileAsText(
    input.profile,
  ).slice(0, MAX_PROFILE_CHARS)}\n\nCANDIDATE:\n${candidate}${input.portfolioUrl ? `\n\nPORTFOLIO: ${input.portfolioUrl}` : ""}`;
  return { system, user: userPrompt };
}

/** The model's letter when it passes the guard, else null (no binding, an error, or a refused answer). */
async function workersAiLetter(env: CoverLetterEnv, input: CoverLetterInput): Promise<string | null> {
  const ai = usableAi(env.AI);
  if (!ai) return null;
  try {
    const answer = aiAnswerSchema.parse(
      await runJson(ai, env.AI_MODEL || DEFAULT_AI_MODEL, { ...prompts(input), schema: AI_ANSWER_JSON_SCHEMA }),
    );
    const problem = letterProblem(answer.text, input);
    if (!problem) return answer.text;
    console.warn(`Workers AI cover letter refused (${problem}); using the local letter`);
  } catch (error) {
    console.warn("Workers AI cover letter failed; using the local letter", error instanceof Error ? error.message.slice(0, 300) : error);
  }
  return null;
}

/** The cover letter for one of the caller's jobs (404 for anyone else's). */
export async function coverLetterForJob(
  db: Db,
  env: CoverLetterEnv,
  userId: string,
  jobId: string,
  tone: CoverLetterTone,
): Promise<CoverLetterDto> {
  const input = await letterInput(db, env, userId, jobId, tone);
  const byModel = await workersAiLetter(env, input);
  if (byModel) return { text: byModel, tone, generatedBy: "workers-ai" };
  return { ...composeCoverLetter(input), generatedBy: "local" };
}
