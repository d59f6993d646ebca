// "How your profile matches" in the AI Career Insights dialog (issue 32): the saved profile's match with the job, as
// its card's badge shows it, and why, factor by factor in words (./match-factors.ts), with the engine's first
// recommendations. Read from the dialog's resource route when the dialog opens; a failure says so and offers
// "Try again", the rest of the dialog unaffected.
import { CircleAlert, CircleCheck, CircleMinus, RefreshCw, UserRound } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Spinner } from "~/components/ui/button";
import { fetchJson } from "~/lib/fetch-json";
import type { ProfileMatch } from "~/schemas/ai";
import { PROFILE_MATCH_FAILED, profileMatchPath } from "~/schemas/ai-rules";
import { SectionHeading } from "../job-ui";
import { ScoreRing } from "./ai-ui";
import { CONFIDENCE_WORDS, type MatchFactorLine, matchFactorsInWords } from "./match-factors";

type MatchState =
  | { status: "loading" }
  | { status: "ready"; match: ProfileMatch; profileSaysEnough: boolean }
  | { status: "failed"; reason: string };

interface MatchAnswer {
  status?: string;
  message?: string;
  data?: { match?: ProfileMatch; profileSaysEnough?: boolean };
}

/** What the resource route answered, or why there is nothing to show. */
function readMatchAnswer(body: MatchAnswer | null): MatchState {
  const match = body?.status === "success" ? body.data?.match : undefined;
  if (match && typeof match.overallMatch === "number")
    return { status: "ready", match, profileSaysEnough: body?.data?.profileSaysEnough !== false };
  return { status: "failed", reason: body?.status === "error" && body.message ? body.message : PROFILE_MATCH_FAILED };
}

const TONE_ICONS = {
  good: <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />,
  cost: <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />,
  neutral: <CircleMinus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />,
} as const;

const TONE_WORDS: Record<MatchFactorLine["tone"], string> = { good: "Helps", cost: "Costs", neutral: "Neutral" };

export function ProfileMatchPanel({ jobId }: { jobId: string }) {
  const [state, setState] = useState<MatchState>({ status: "loading" });
  const request = useRef<AbortController | null>(null);
  const load = useCallback(async () => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ status: "loading" });
    try {
      const { body, failure } = await fetchJson<MatchAnswer>(profileMatchPath(jobId), { signal: controller.signal });
      if (failure) console.error("Profile match request failed", failure);
      setState(readMatchAnswer(body));
    } catch {
      // Aborted: the dialog closed.
    }
  }, [jobId]);
  useEffect(() => {
    void load();
    return () => request.current?.abort();
  }, [load]);

  return (
    <section
      data-profile-match
      aria-busy={state.status === "loading"}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <SectionHeading icon={<UserRound aria-hidden="true" className="size-4" />} title="How your profile matches" tone="indigo" />
      {state.status === "loading" ? (
        <p className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4 text-indigo-600" />
          Comparing your profile with this job…
        </p>
      ) : state.status === "failed" ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{state.reason}</p>
          <button
            type="button"
            onClick={() => void load()}
            className="inline-flex h-9 shrink-0 items-center gap-2 rounded-xl border border-slate-200 bg-white px-3.5 text-sm font-semibold text-slate-700 shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Try again
          </button>
        </div>
      ) : !state.profileSaysEnough ? (
        <p className="text-sm text-slate-600">
          Your profile does not say enough yet to compare it with this job.{" "}
          <Link to="/profile" className="font-semibold text-indigo-700 underline-offset-4 hover:underline">
            Add your title, skills and experience
          </Link>{" "}
          to see your match on every job.
        </p>
      ) : (
        <MatchExplained match={state.match} />
      )}
    </section>
  );
}

function MatchExplained({ match }: { match: ProfileMatch }) {
  const lines = matchFactorsInWords(match);
  return (
    <div className="space-y-4">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
        <ScoreRing value={match.overallMatch} label="Match" />
        <div className="min-w-0 flex-1 space-y-1.5 text-center sm:text-left">
          <p data-match-confidence={match.confidence} className="text-sm font-medium text-slate-800">
            {CONFIDENCE_WORDS[match.confidence]}
          </p>
          <p className="text-sm text-slate-600">From your saved profile; it changes when you save your profile or edit this job.</p>
        </div>
      </div>
      <ul aria-label="Why this score" className="space-y-2.5">
        {lines.map((line) => (
          <li key={`${line.label}-${line.text}`} data-match-factor={line.label} className="flex gap-2.5 text-sm leading-6 text-slate-700">
            {TONE_ICONS[line.tone]}
            <span>
              <span className="sr-only">{TONE_WORDS[line.tone]}: </span>
              <span className="font-semibold text-slate-900">{line.label}.</span> {line.text}
            </span>
          </li>
        ))}
      </ul>
      {match.recommendations.length ? (
        <div className="rounded-xl bg-indigo-50/60 p-3.5">
          <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-indigo-800">What would help</p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {match.recommendations.slice(0, 3).map((recommendation) => (
              <li key={recommendation}>{recommendation}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
