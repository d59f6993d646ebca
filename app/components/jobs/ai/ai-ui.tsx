// Small pieces of the AI Career Insights dialog: the score ring, factor bars, chips, result cards, bulleted lines,
// the source line and the progress panel shown while an analysis runs.
import { Spinner } from "~/components/ui/button";
import { ArrowUp, Check } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import type { AnalysisSource, AnalysisType } from "~/schemas/ai-rules";
import { type HeadingTone, SectionHeading } from "../job-ui";
import { ANALYSIS_STEPS, analysisProgress, bandStyle, currentStep, percent, sourceNote } from "./ai-dialog-logic";
import { ProgressBar } from "~/components/ui/progress-bar";

/** A round gauge with the percent in the middle, coloured by the score band. */
export function ScoreRing({ value, label }: { value: number; label: string }) {
  const shown = percent(value);
  const style = bandStyle(shown);
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  return (
    <div className="relative grid size-28 shrink-0 place-items-center sm:size-32">
      <svg viewBox="0 0 100 100" aria-hidden="true" className="absolute inset-0 size-full -rotate-90">
        <circle cx="50" cy="50" r={radius} fill="none" className="stroke-slate-100" strokeWidth="9" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          className={`${style.ring} transition-[stroke-dashoffset] duration-700`}
          strokeWidth="9"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - shown / 100)}
        />
      </svg>
      <p className="text-center">
        <span
          data-score
          // "100%" is a digit wider: one size smaller keeps it inside the ring.
          className={`block font-bold tracking-tight ${shown === 100 ? "text-2xl sm:text-3xl" : "text-3xl sm:text-4xl"} ${style.text}`}
        >
          {shown}%
        </span>
        <span className="block text-[11px] font-semibold uppercase tracking-wide text-slate-500">{label}</span>
      </p>
    </div>
  );
}

/** A labelled percent bar (green 80+, yellow-orange 60+, otherwise blue-purple). */
export function PercentBar({ name, value }: { name: string; value: number }) {
  const shown = percent(value);
  const style = bandStyle(shown);
  return (
    <div data-factor={name}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-700">{name}</span>
        <span className={`font-semibold tabular-nums ${style.text}`}>{shown}%</span>
      </div>
      <ProgressBar label={name} value={shown} className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100">
        <div
          data-band-bar
          className={`h-full rounded-full bg-gradient-to-r ${style.bar} transition-[width] duration-700`}
          style={{ width: `${shown}%` }}
        />
      </ProgressBar>
    </div>
  );
}

export function Chip({ tone, children }: { tone: "match" | "missing" | "required" | "preferred"; children: ReactNode }) {
  const tones = {
    match: "bg-emerald-50 text-emerald-800 ring-emerald-200",
    missing: "bg-amber-50 text-amber-900 ring-amber-200",
    required: "bg-indigo-50 text-indigo-800 ring-indigo-200",
    preferred: "bg-slate-50 text-slate-700 ring-slate-200",
  } as const;
  return (
    <li className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}>
      {tone === "match" ? <Check className="size-3.5" aria-hidden="true" /> : null}
      {children}
    </li>
  );
}

/** A rounded card with an icon heading (the dialog's result sections). */
export function Card({
  icon,
  title,
  aside,
  tone = "slate",
  children,
}: {
  icon: ReactNode;
  title: string;
  aside?: ReactNode;
  tone?: HeadingTone;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <SectionHeading icon={icon} title={title} aside={aside} tone={tone} />
      {children}
    </section>
  );
}

/** A bulleted list of sentences, or a quiet line when there are none. */
export function Lines({ items, empty, marker = "dot" }: { items: readonly string[]; empty: string; marker?: "dot" | "check" | "arrow" }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="space-y-2">
      {items.map((item, index) => (
        <li key={index} className="flex items-start gap-2.5 text-sm leading-6 text-slate-700">
          {marker === "check" ? (
            <Check className="mt-1 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          ) : marker === "arrow" ? (
            <ArrowUp className="mt-1 size-4 shrink-0 rotate-45 text-amber-600" aria-hidden="true" />
          ) : (
            <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-indigo-400" />
          )}
          <span className="min-w-0 break-words">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Which engine answered, and whether it came from the cache. */
export function SourceLine({ source, cached }: { source: AnalysisSource | undefined; cached: boolean }) {
  const note = sourceNote(source);
  if (!note && !cached) return null;
  return (
    <p data-source className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-xs text-slate-500 sm:justify-start">
      {note ? <span>{note}</span> : null}
      {cached ? (
        <span
          className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-600"
          title="Same resume and job as before: the saved result was reused"
        >
          Cached result
        </span>
      ) : null}
    </p>
  );
}

/** The progress panel while an analysis runs: a bar that rises on its own and the step the engine is at. */
export function AnalysisProgress({ type }: { type: AnalysisType }) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - started), 120);
    return () => clearInterval(timer);
  }, []);
  const progress = analysisProgress(elapsed);
  const steps = ANALYSIS_STEPS[type];
  const step = currentStep(progress, steps.length);
  return (
    <div data-analysis-progress className="rounded-2xl border border-indigo-100 bg-gradient-to-br from-indigo-50 to-violet-50 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="flex items-center gap-2 font-semibold text-indigo-900">
          <Spinner className="size-4 text-indigo-600" />
          {steps[step]}…
        </p>
        <span className="tabular-nums text-indigo-700">{progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Analysis progress"
        aria-valuenow={progress}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-3 h-2 overflow-hidden rounded-full bg-white/80"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-indigo-500 to-violet-500 transition-[width] duration-200"
          style={{ width: `${progress}%` }}
        />
      </div>
      <ol className="mt-3 grid gap-1.5 text-xs sm:grid-cols-3">
        {steps.map((label, index) => (
          <li
            key={label}
            className={`flex items-center gap-1.5 ${index < step ? "text-indigo-800" : index === step ? "font-semibold text-indigo-900" : "text-slate-500"}`}
          >
            <span
              aria-hidden="true"
              className={`grid size-4 shrink-0 place-items-center rounded-full ${index < step ? "bg-indigo-600 text-white" : index === step ? "bg-white ring-2 ring-indigo-500" : "bg-white ring-1 ring-slate-300"}`}
            >
              {index < step ? <Check className="size-3" aria-hidden="true" /> : null}
            </span>
            {label}
          </li>
        ))}
      </ol>
    </div>
  );
}
