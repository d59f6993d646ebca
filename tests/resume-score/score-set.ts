// Runs an engine over the fixture resumes and scores every answer (tests/resume-score/score.ts). The engines:
// the local parser, and Workers AI through a fake binding that replays the recorded answers in
// tests/resume-score/ai-answers.json (no network). Used by the vitest test and by `npm run bench`.
import { extractResume } from "~/server/resume/resume.server";
import { detectResume, extractResumeText } from "~/server/resume/files";
import { parseResumeText } from "~/server/resume/parser";
import { newScoreCard, type ScoreCard, scoreResume, summarise } from "./score";

export interface ResumeFixture {
  /** The file's base name ("alex-chen"). */
  name: string;
  bytes: Uint8Array;
  truth: Record<string, any>;
}

export type Engine = (text: string, name: string) => Promise<Record<string, any>>;

export const localEngine: Engine = async (text) => parseResumeText(text);

/** Workers AI replaying one recorded model answer per fixture; a fixture without one gets an unusable answer. */
export function recordedAiEngine(answers: Record<string, unknown>): Engine {
  return async (text, name) => {
    const binding = { run: async () => ({ response: answers[name] ?? "not recorded" }) };
    const { data, engine } = await extractResume({ AI: binding, AI_MODEL: "@cf/recorded/answers" }, text);
    return { ...data, engine };
  };
}

export interface SetResult {
  card: ScoreCard;
  perFile: string[];
}

export async function scoreSet(fixtures: ResumeFixture[], engine: Engine): Promise<SetResult> {
  const card = newScoreCard();
  const perFile: string[] = [];
  for (const fixture of [...fixtures].sort((a, b) => a.name.localeCompare(b.name))) {
    // A generous parse budget: the 3 s production limit is about hostile files, not a busy test machine.
    const text = await extractResumeText(fixture.bytes, detectResume(fixture.bytes), 60_000);
    const actual = await engine(text, fixture.name);
    const own = newScoreCard();
    scoreResume(own, fixture.name, fixture.truth, actual);
    scoreResume(card, fixture.name, fixture.truth, actual);
    const s = summarise(own);
    perFile.push(`${fixture.name}: ${s.overall.toFixed(1)}%, ${s.invented} invented`);
  }
  return { card, perFile };
}
